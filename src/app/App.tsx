import { Suspense, lazy, useEffect } from 'react';
import { Banners } from './Banners';
import { Home } from './Home';
import { TopBar } from './TopBar';
import { TablePage } from './TablePage';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { NotBuilt, NotFound } from './NotBuilt';
import { COMPANION_KEYS, type CompanionKey } from '../store/types';
import { companionBuilt } from '../companions/registry';
import { usePath } from '../ui/router';
import { screenFor } from './screens';
import { usePrefersDark, useSettings, useSettingsLoaded } from '../ui/useStorage';
import { useWakeLock } from './wakeLock';
import { useUnloadGuard } from './unloadGuard';
import { gameLoader, squadronsLoader } from '../kalidasia/ui/modules';

const TableRoute = lazy(() => import('./TableRoute'));
const CompanionRoute = lazy(() => import('./CompanionRoute'));
const SquadronsRoute = squadronsLoader ? lazy(squadronsLoader) : null;
const GameRoute = gameLoader ? lazy(gameLoader) : null;
const SettingsScreen = lazy(() => import('./SettingsScreen').then((m) => ({ default: m.SettingsScreen })));

const AWAKE_PATHS = ['/kalidasia/table', '/kalidasia/game'];

export function App() {
  const path = usePath();
  const [settings] = useSettings();
  const settingsLoaded = useSettingsLoaded();
  const prefersDark = usePrefersDark();
  const theme = settings.theme === 'system' ? (prefersDark ? 'dark' : 'light') : settings.theme;

  useEffect(() => {
    // Until the stored settings are read, the page follows the system (index.html's data-theme="system").
    if (!settingsLoaded) return;
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.settings = 'loaded';
    root.style.fontSize = `${settings.textScale}%`;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#11151c' : '#f4f6f9');
  }, [theme, settings.textScale, settingsLoaded]);

  useUnloadGuard();
  useWakeLock(settings.wakeLock && AWAKE_PATHS.some((p) => path === p || path.startsWith(`${p}/`)));

  // Companion paths: /<game> (saved games) and /<game>/<id> (one game).
  const [, first = '', second] = path.split('/');
  const companion = (COMPANION_KEYS as readonly string[]).includes(first) ? (first as CompanionKey) : null;
  const squadrons = path === '/kalidasia/squadrons' || path.startsWith('/kalidasia/squadrons/') || path === '/kalidasia/stat-cards';
  const game = path === '/kalidasia/game' || path.startsWith('/kalidasia/game/');
  const screen = screenFor(companion ? `/${companion}` : squadrons ? '/kalidasia/squadrons' : game ? '/kalidasia/game' : path);
  const title = path === '/' ? 'Tableside' : (screen?.title ?? 'Tableside');
  useEffect(() => {
    document.title = path === '/' ? 'Tableside' : `${title} — Tableside`;
  }, [path, title]);

  let body;
  if (path === '/') body = <Home />;
  else if (!screen) body = <NotFound path={path} />;
  else if (screen.path === '/settings') body = <SettingsScreen />;
  else if (screen.path === '/kalidasia/table') body = <TableRoute />;
  else if (squadrons && SquadronsRoute) body = <SquadronsRoute path={path} />;
  else if (game && GameRoute) body = <GameRoute path={path} />;
  else if (companion && companionBuilt(companion)) body = <CompanionRoute game={companion} id={second ?? null} />;
  else body = <NotBuilt screen={screen} />;

  return (
    <div className="app">
      <TopBar home={path === '/'} title={title} />
      <Banners />
      <ErrorBoundary resetKey={path} what={path === '/' ? 'The home screen' : `The ${title} screen`}>
        {/* The Table's fallback is its own page as the HTML drew it (TablePage.tsx): nothing moves while its code loads. */}
        <Suspense fallback={screen?.path === '/kalidasia/table' ? <TablePage /> : <p className="boot">Loading…</p>}>{body}</Suspense>
      </ErrorBoundary>
    </div>
  );
}
