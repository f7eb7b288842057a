/**
 * The Game screen (issue 13): /kalidasia/game lists saved games, /kalidasia/game/new starts one,
 * /kalidasia/game/<id> plays one. Found by the shell by file presence (src/kalidasia/ui/modules.ts).
 * The list is in this chunk; a new game, one game (the canvas and the step panels) and joining a shared game load
 * as chunks of their own, which the shell preloads with this one for their paths (scripts/route-preload.mjs).
 */
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { chunkRoute } from '../../../ui/chunkRoute';
import type { GameRouteProps } from '../modules';
import { GameList } from './GameList';
import { KALIDASIA_SHARE } from '../share/game';
import './game.css';

const gameScreen = chunkRoute(() => import('./screen'));
const newGame = chunkRoute<object>(() => import('./NewGame').then((m) => ({ default: m.NewGame })));
/** Joining a shared game (issue 26): loads the sync engine, so a chunk of its own. */
const joinScreen = chunkRoute(() => import('../../../ui/share/JoinScreen'));

const restOf = (path: string): string => path.replace(/^\/kalidasia\/game\/?/, '').replace(/\/$/, '');
const chunkOf = (rest: string): { loaded: () => boolean; fetch: () => Promise<unknown> } | null => (rest === '' ? null : rest === 'new' ? newGame : rest === 'join' ? joinScreen : gameScreen);

function Loading() {
  return <p role="status">Loading…</p>;
}

export default function GameRoute({ path }: GameRouteProps) {
  // A tap from the list to a game keeps the list on screen while the game's chunk loads (a deferred render inside the
  // boundary already showing the list), then shows the game at once. A fallback shown there would be kept at least
  // 300 ms by React (it throttles revealing a boundary's content after its fallback): most of an open's time (issue 24).
  const shown = useDeferredValue(path);
  const rest = restOf(shown);
  // A first load straight to a screen in a chunk (a game's link, a bookmark, a reload) has no list to keep: it shows
  // "Loading…" as content, not as a fallback, and the chunk's arrival is a plain update, so the screen is committed
  // as soon as its chunk is in (a fallback would hold it until 300 ms after the fallback was shown).
  const [mountedOn] = useState(path);
  const [arrival, setArrival] = useState<{ error?: unknown } | null>(null);
  const chunk = chunkOf(rest);
  const waiting = shown === mountedOn && chunk !== null && !chunk.loaded();
  useEffect(() => {
    if (!waiting || !chunk) return undefined;
    let on = true;
    chunk.fetch().then(
      () => on && setArrival({}),
      (error: unknown) => on && setArrival({ error }),
    );
    return () => {
      on = false;
    };
  }, [waiting, chunk]);
  if (arrival?.error !== undefined) throw arrival.error;
  if (waiting) return <Loading />;
  const GameScreenRoute = gameScreen.Component;
  const NewGame = newGame.Component;
  const JoinScreen = joinScreen.Component;
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
