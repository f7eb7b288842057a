/**
 * One saved game (/kalidasia/game/<id>) with every step panel registered: a chunk of its own, so the list of saved
 * games and a new game load without the table canvas (Konva) and the step panels (issue 24). The shell preloads this
 * chunk's whole graph when a game's path opens (scripts/route-preload.mjs), so it arrives beside the route's chunk.
 */
import './registered';
import { GameScreen } from './GameScreen';

export default function GameScreenRoute({ id }: { id: string }) {
  return <GameScreen id={id} />;
}
