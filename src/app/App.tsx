import { lazy, useEffect, useMemo } from 'react';
import { AppFrame } from './AppFrame';
import { Home } from './Home';
import { TablePage } from './TablePage';
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

  // The screen and its fallback are the same elements while the path is the same: a re-render of the app (the stored
  // settings read, the theme) does not reach a screen still hydrating the page's HTML (AppFrame.tsx; issue 24).
  const { body, fallback } = useMemo(() => {
    let screenBody;
    if (path === '/') screenBody = <Home />;
    else if (!screen) screenBody = <NotFound path={path} />;
    else if (screen.path === '/settings') screenBody = <SettingsScreen />;
    else if (screen.path === '/kalidasia/table') screenBody = <TableRoute />;
    else if (squadrons && SquadronsRoute) screenBody = <SquadronsRoute path={path} />;
    else if (game && GameRoute) screenBody = <GameRoute path={path} />;
    else if (companion && companionBuilt(companion)) screenBody = <CompanionRoute game={companion} id={second ?? null} />;
    else screenBody = <NotBuilt screen={screen} />;
    return { body: screenBody, fallback: screen?.path === '/kalidasia/table' ? <TablePage /> : <p className="boot">Loading…</p> };
  }, [path, screen, squadrons, game, companion, second]);

  return (
    <AppFrame path={path} title={title} fallback={fallback}>
      {body}
    </AppFrame>
  );
}
