import { lazy, useEffect, useMemo, useState } from 'react';
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

import { chunkRoute } from '../ui/chunkRoute';

const TableRoute = lazy(() => import('./TableRoute'));
// The other screens in chunks: a first load straight to one shows "Loading…" as content until its chunk is in, then
// the screen at once (a Suspense fallback would be kept ≥ 300 ms by React, issue 24; src/ui/chunkRoute.ts). The Table
// is not among them: its fallback is its own page as the HTML drew it (TablePage.tsx), never a "Loading…".
const companionRoute = chunkRoute(() => import('./CompanionRoute'));
const squadronsRoute = squadronsLoader ? chunkRoute(squadronsLoader) : null;
const gameRoute = gameLoader ? chunkRoute(gameLoader) : null;
const settingsRoute = chunkRoute<object>(() => import('./SettingsScreen').then((m) => ({ default: m.SettingsScreen })));
const CompanionRoute = companionRoute.Component;
const SquadronsRoute = squadronsRoute?.Component ?? null;
const GameRoute = gameRoute?.Component ?? null;
const SettingsScreen = settingsRoute.Component;

/** A chunk that could not be loaded, thrown inside the shell's error boundary (its message and "Reload"). */
function Refused({ error }: { error: unknown }): never {
  throw error;
}

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

  const chunk =
    path === '/' || !screen
      ? null
      : screen.path === '/settings'
        ? settingsRoute
        : squadrons
          ? squadronsRoute
          : game
            ? gameRoute
            : companion && companionBuilt(companion)
              ? companionRoute
              : null;
  // The page's first path (a link, a bookmark, a reload): its screen's chunk is asked for here, not by a suspending
  // render, and its arrival is a plain update (no Suspense retry, so nothing holds it back).
  const [mountedOn] = useState(path);
  const [refused, setRefused] = useState<{ path: string; error: unknown } | null>(null);
  const [, setArrived] = useState(0);
  const waiting = path === mountedOn && chunk !== null && !chunk.loaded();
  useEffect(() => {
    if (!waiting || !chunk) return undefined;
    let on = true;
    chunk.fetch().then(
      () => on && setArrived((n) => n + 1),
      (error: unknown) => on && setRefused({ path, error }),
    );
    return () => {
      on = false;
    };
  }, [waiting, chunk, path]);

  // The screen and its fallback are the same elements while the path is the same: a re-render of the app (the stored
  // settings read, the theme) does not reach a screen still hydrating the page's HTML (AppFrame.tsx; issue 24).
  const { body, fallback } = useMemo(() => {
    let screenBody;
    if (refused?.path === path) screenBody = <Refused error={refused.error} />;
    else if (waiting) screenBody = <p className="boot">Loading…</p>;
    else if (path === '/') screenBody = <Home />;
    else if (!screen) screenBody = <NotFound path={path} />;
    else if (screen.path === '/settings') screenBody = <SettingsScreen />;
    else if (screen.path === '/kalidasia/table') screenBody = <TableRoute />;
    else if (squadrons && SquadronsRoute) screenBody = <SquadronsRoute path={path} />;
    else if (game && GameRoute) screenBody = <GameRoute path={path} />;
    else if (companion && companionBuilt(companion)) screenBody = <CompanionRoute game={companion} id={second ?? null} />;
    else screenBody = <NotBuilt screen={screen} />;
    return { body: screenBody, fallback: screen?.path === '/kalidasia/table' ? <TablePage /> : <p className="boot">Loading…</p> };
  }, [path, screen, squadrons, game, companion, second, waiting, refused]);

  return (
    <AppFrame path={path} title={title} fallback={fallback}>
      {body}
    </AppFrame>
  );
}
