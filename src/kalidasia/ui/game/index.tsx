/**
 * The Game screen (issue 13): /kalidasia/game lists saved games, /kalidasia/game/new starts one,
 * /kalidasia/game/<id> plays one. Found by the shell by file presence (src/kalidasia/ui/modules.ts).
 */
import type { GameRouteProps } from '../modules';
import './registered';
import { GameList } from './GameList';
import { GameScreen } from './GameScreen';
import { NewGame } from './NewGame';
import './game.css';

export default function GameRoute({ path }: GameRouteProps) {
  const rest = path.replace(/^\/kalidasia\/game\/?/, '').replace(/\/$/, '');
  if (rest === '') return <GameList />;
  if (rest === 'new') return <NewGame />;
  return <GameScreen key={rest} id={decodeURIComponent(rest.split('/')[0] ?? '')} />;
}
