/**
 * Combat at the table (issue 15): firing is contributed to the warship's movement steps beside the maneuver
 * planner (issue 14 owns their main panel), and the ship boards with the deck count to the other steps.
 */
import { registerStepExtra, type StepKey } from '../game/steps';
import './combat.css';
import { FireOverlay } from './FireOverlay';
import { FirePanel } from './FirePanel';
import { BoardsPanel, ShipBoards } from './ShipBoards';
import type { StepProps } from '../game/steps';

function FireAndBoards(props: StepProps) {
  return (
    <>
      <FirePanel {...props} />
      <ShipBoards state={props.state} />
    </>
  );
}

for (const key of ['activation:move', 'activation:moved'] as const) registerStepExtra(key, { id: 'combat', Panel: FireAndBoards, Overlay: FireOverlay });
const elsewhere: StepKey[] = ['activate', 'activation:sensors', 'activation:engines', 'activation:fighters', 'missiles', 'endTurn', 'initiativeRoll', 'actionOrder'];
for (const key of elsewhere) registerStepExtra(key, { id: 'combat', Panel: BoardsPanel });
