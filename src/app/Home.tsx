import { Link } from '../ui/Link';
import { COMPANION_SCREENS, KALIDASIA_SCREENS } from './screens';

export function Home() {
  return (
    <main className="home">
      <section className="home-section" aria-labelledby="kal-heading">
        <h2 id="kal-heading">Legends of Kalidasia</h2>
        <div className="tiles">
          {KALIDASIA_SCREENS.map((s) => (
            <Link key={s.path} to={s.path} className="tile tile-main">
              <span className="tile-title">{s.title}</span>
              <span className="tile-blurb">{s.blurb}</span>
              {s.notBuilt && <span className="badge">not built yet</span>}
            </Link>
          ))}
        </div>
      </section>
      <section className="home-section" aria-labelledby="comp-heading">
        <h2 id="comp-heading">Companions</h2>
        <div className="tiles">
          {COMPANION_SCREENS.map((s) => (
            <Link key={s.path} to={s.path} className="tile">
              <span className="tile-title">{s.title}</span>
              <span className="tile-blurb">{s.blurb}</span>
              {s.notBuilt && <span className="badge">not built yet</span>}
            </Link>
          ))}
        </div>
      </section>
    </main>
  );
}
