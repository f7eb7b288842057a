/**
 * Combat at the table (issue 15), as asides under every step's panel (the Game screen's `registerAside`):
 * firing while the active warship is in its `move` / `moved` step (issue 14's planner keeps the step's main
 * panel), and the ship boards with the critical deck's count whenever warships are on the table.
 */
import { registerAside, type StepProps } from '../game/steps';
import './combat.css';
import { FireOverlay } from './FireOverlay';
import { FirePanel } from './FirePanel';
import { BoardsPanel } from './ShipBoards';

const firing = (p: StepProps): boolean => {
  const a = p.state.action.active;
  if (a?.kind !== 'ship' || p.state.phase.kind !== 'action') return false;
  const step = p.state.ships.find((x) => x.id === a.ship)?.activation?.step;
  return step === 'move' || step === 'moved';
};

function FireAside(props: StepProps) {
  return firing(props) ? <FirePanel {...props} /> : null;
}
function FireAsideOverlay(props: StepProps) {
  return firing(props) ? <FireOverlay {...props} /> : null;
}
function BoardsAside(props: StepProps) {
  return props.state.ships.some((x) => x.pose) ? <BoardsPanel {...props} /> : null;
}

registerAside('combat:fire', { Panel: FireAside, Overlay: FireAsideOverlay, order: 2 });
registerAside('combat:boards', { Panel: BoardsAside, order: 8 });
