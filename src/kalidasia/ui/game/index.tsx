/**
 * The Game screen (issue 13): /kalidasia/game lists saved games, /kalidasia/game/new starts one,
 * /kalidasia/game/<id> plays one. Found by the shell by file presence (src/kalidasia/ui/modules.ts).
 */
import { lazy, Suspense } from 'react';
import type { GameRouteProps } from '../modules';
import './registered';
import { GameList } from './GameList';
import { GameScreen } from './GameScreen';
import { NewGame } from './NewGame';
import { KALIDASIA_SHARE } from '../share/game';
import './game.css';

/** Joining a shared game (issue 26): loads the sync engine, so a chunk of its own. */
const JoinScreen = lazy(() => import('../../../ui/share/JoinScreen'));

export default function GameRoute({ path }: GameRouteProps) {
  const rest = path.replace(/^\/kalidasia\/game\/?/, '').replace(/\/$/, '');
  if (rest === '') return <GameList />;
  if (rest === 'new') return <NewGame />;
  if (rest === 'join')
    return (
      <Suspense fallback={<p role="status">Loading…</p>}>
        <JoinScreen game={KALIDASIA_SHARE} />
      </Suspense>
    );
  return <GameScreen key={rest} id={decodeURIComponent(rest.split('/')[0] ?? '')} />;
}
