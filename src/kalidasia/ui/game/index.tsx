/**
 * The Game screen (issue 13): /kalidasia/game lists saved games, /kalidasia/game/new starts one,
 * /kalidasia/game/<id> plays one. Found by the shell by file presence (src/kalidasia/ui/modules.ts).
 * The list is in this chunk; a new game, one game (the canvas and the step panels) and joining a shared game load
 * as chunks of their own, which the shell preloads with this one for their paths (scripts/route-preload.mjs).
 */
import { lazy, Suspense, useDeferredValue } from 'react';
import type { GameRouteProps } from '../modules';
import { GameList } from './GameList';
import { KALIDASIA_SHARE } from '../share/game';
import './game.css';

const GameScreenRoute = lazy(() => import('./screen'));
const NewGame = lazy(() => import('./NewGame').then((m) => ({ default: m.NewGame })));
/** Joining a shared game (issue 26): loads the sync engine, so a chunk of its own. */
const JoinScreen = lazy(() => import('../../../ui/share/JoinScreen'));

function Loading() {
  return <p role="status">Loading…</p>;
}

export default function GameRoute({ path }: GameRouteProps) {
  // A tap from the list to a game keeps the list on screen while the game's chunk loads (a deferred render inside the
  // boundary already showing the list), then shows the game at once. A fallback shown there would be kept at least
  // 300 ms by React (it throttles revealing a boundary's content after its fallback): most of an open's time (issue 24).
  const shown = useDeferredValue(path);
  const rest = shown.replace(/^\/kalidasia\/game\/?/, '').replace(/\/$/, '');
  return (
    <Suspense fallback={<Loading />}>
      {rest === '' ? (
        <GameList />
      ) : rest === 'new' ? (
        <NewGame />
      ) : rest === 'join' ? (
        <JoinScreen game={KALIDASIA_SHARE} />
      ) : (
        <GameScreenRoute key={rest} id={decodeURIComponent(rest.split('/')[0] ?? '')} />
      )}
    </Suspense>
  );
}
