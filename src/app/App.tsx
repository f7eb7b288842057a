import { Suspense, lazy, useEffect } from 'react';
import { Banners } from './Banners';
import { Home } from './Home';
import { Link } from './Link';
import { NotBuilt, NotFound } from './NotBuilt';
import { SettingsScreen } from './SettingsScreen';
import { usePath } from './router';
import { screenFor } from './screens';
import { usePrefersDark, useSettings } from './useStorage';
import { useWakeLock } from './wakeLock';

const TableRoute = lazy(() => import('./TableRoute'));

const AWAKE_PATHS = ['/kalidasia/table', '/kalidasia/game'];

export function App() {
  const path = usePath();
  const [settings] = useSettings();
  const prefersDark = usePrefersDark();
  const theme = settings.theme === 'system' ? (prefersDark ? 'dark' : 'light') : settings.theme;

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.style.fontSize = `${settings.textScale}%`;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#11151c' : '#f4f6f9');
  }, [theme, settings.textScale]);

  useWakeLock(settings.wakeLock && AWAKE_PATHS.includes(path));

  const screen = screenFor(path);
  const title = path === '/' ? 'Tableside' : (screen?.title ?? 'Tableside');
  useEffect(() => {
    document.title = path === '/' ? 'Tableside' : `${title} — Tableside`;
  }, [path, title]);

  let body;
  if (path === '/') body = <Home />;
  else if (!screen) body = <NotFound path={path} />;
  else if (screen.path === '/settings') body = <SettingsScreen />;
  else if (screen.path === '/kalidasia/table') body = <TableRoute />;
  else body = <NotBuilt screen={screen} />;

  return (
    <div className="app">
      <header className="topbar">
        {path !== '/' ? (
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
      <Banners />
      <Suspense fallback={<p className="boot">Loading…</p>}>{body}</Suspense>
    </div>
  );
}
