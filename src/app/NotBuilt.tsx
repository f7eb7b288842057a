import { Link } from '../ui/Link';
import type { ScreenInfo } from './screens';

/** An honest placeholder for a screen a later issue builds: nothing fake. */
export function NotBuilt({ screen }: { screen: ScreenInfo }) {
  return (
    <main className="panel-page">
      <section className="panel" role="status">
        <h2>{screen.title}: not built yet</h2>
        <p>{screen.notBuilt}</p>
        <p>
          <Link to="/" className="button">
            Back to home
          </Link>
        </p>
      </section>
    </main>
  );
}

export function NotFound({ path }: { path: string }) {
  return (
    <main className="panel-page">
      <section className="panel" role="status">
        <h2>No such screen</h2>
        <p>Tableside has no screen at {path}.</p>
        <p>
          <Link to="/" className="button">
            Back to home
          </Link>
        </p>
      </section>
    </main>
  );
}
