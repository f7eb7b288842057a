/**
 * After step 6: the move that was made, and ending the activation. (The combat issue may register its own panel
 * for this step: firing happens during movement; a later registration replaces this one.)
 * Rules: Kalidasia "Activating a Warship", "Action Phase".
 */
import { Group, Line } from 'react-konva';
import type { StepProps } from '../game/steps';
import { activeShipOf } from './model';
import { SensorTokens } from './shapes';

export function MovedPanel(props: StepProps) {
  const ship = activeShipOf(props.state);
  if (!ship) return null;
  return (
    <div className="gm-form act-panel" aria-label="Moved">
      <p data-testid="moved">
        {ship.label} has moved{ship.pose ? ` to ${ship.pose.x.toFixed(1)}″ from left, ${ship.pose.y.toFixed(1)}″ from top, heading ${Math.round(ship.pose.heading)}°` : ''}. Fire its batteries, then end
        the activation.
      </p>
      <button type="button" className="gm-btn gm-primary" disabled={props.readOnly} onClick={() => void props.dispatch({ type: 'activationEnd' })}>
        End the activation of {ship.id}
      </button>
    </div>
  );
}

export function MovedOverlay(props: StepProps) {
  const ship = activeShipOf(props.state);
  if (!ship?.activation) return null;
  return (
    <Group listening={false}>
      {ship.activation.path.map((s, i) => (
        <Line key={i} points={[s.from.x, s.from.y, s.to.x, s.to.y]} stroke="#9be39b" strokeWidth={2} strokeScaleEnabled={false} dash={[4, 4]} />
      ))}
      <SensorTokens state={props.state} scale={props.scale} />
    </Group>
  );
}
