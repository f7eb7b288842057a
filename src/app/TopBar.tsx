import { Link } from '../ui/Link';

/** The bar over every screen: Home (or the brand on Home), the screen's title, Settings. */
export function TopBar({ home, title }: { home: boolean; title: string }) {
  return (
    <header className="topbar">
      {!home ? (
        <Link to="/" className="button icon" aria-label="Home">
          <span aria-hidden="true">⌂</span>
        </Link>
      ) : (
        <span className="brand" aria-hidden="true">
          ◎
        </span>
      )}
      <h1>{title}</h1>
      <Link to="/settings" className="button icon" aria-label="Settings">
        <span aria-hidden="true">⚙</span>
      </Link>
    </header>
  );
}
