/**
 * After step 6: where the warship ended, the scrubber over the path it flew (the point the combat step fires from:
 * firing happens during movement), and ending the activation. The combat issue may register its own panel for this
 * step (a later registration replaces this one); `pathPoint` is the shared handle.
 * Rules: Kalidasia "Activating a Warship", "Warship Combat" — "At any point during a warship's movement, a warship may fire a battery."
 */
import { Group, Line } from 'react-konva';
import type { Pose } from '../../../geometry';
import { FACING_ARC } from '../../rules/plan';
import { segmentsLength, segmentsPoseAt } from '../../rules/plan/along';
import { combatArcFor } from '../../rules/systems';
import type { StepProps } from '../game/steps';
import { activeShipOf, shipFootprint } from './model';
import { ArcShape, Footprint, SensorTokens } from './shapes';

export function MovedPanel(props: StepProps) {
  const ship = activeShipOf(props.state);
  if (!ship?.pose || !ship.activation) return null;
  const segs = ship.activation.path;
  const total = segmentsLength(segs);
  const along = Math.min(total, (props.scratch as number | undefined) ?? total);
  const end = ship.pose;
  const scrub = (s: number) => {
    props.setScratch(s);
    const p = segmentsPoseAt(segs, s, end);
    props.setPathPoint({ x: p.x, y: p.y, heading: p.heading, along: s });
  };
  return (
    <div className="gm-form act-panel" aria-label="Moved">
      <p data-testid="moved">
        {ship.label} has moved to {end.x.toFixed(1)}″ from left, {end.y.toFixed(1)}″ from top, heading {Math.round(end.heading)}°. Fire its batteries from any
        point of the move, then end the activation.
      </p>
      {total > 0 && (
        <div className="act-slider">
          <label htmlFor="act-moved-scrub">
            Stop along the path flown: <strong data-testid="moved-scrub">{along.toFixed(1)}″</strong> of {total.toFixed(1)}″
          </label>
          <input id="act-moved-scrub" type="range" min={0} max={total} step={0.1} value={along} onChange={(e) => scrub(Number(e.target.value))} />
        </div>
      )}
      <button type="button" className="gm-btn gm-primary" disabled={props.readOnly} onClick={() => void props.dispatch({ type: 'activationEnd' })}>
        End the activation of {ship.id}
      </button>
    </div>
  );
}

export function MovedOverlay(props: StepProps) {
  const ship = activeShipOf(props.state);
  if (!ship?.activation) return null;
  const along = props.scratch as number | undefined;
  const p = along !== undefined && ship.pose ? segmentsPoseAt(ship.activation.path, along, ship.pose) : null;
  const arc = FACING_ARC[combatArcFor(props.state.pack, ship.activation.primary ?? 'cruise')];
  return (
    <Group listening={false}>
      {ship.activation.path.map((s, i) => (
        <Line key={i} points={[s.from.x, s.from.y, s.to.x, s.to.y]} stroke="#9be39b" strokeWidth={2} strokeScaleEnabled={false} dash={[4, 4]} />
      ))}
      {p && <Footprint at={p as Pose} size={shipFootprint(props.state, ship)} colour="#f2b84b" dash={[3, 3]} />}
      {p && <ArcShape at={p as Pose} arc={arc} />}
      <SensorTokens state={props.state} scale={props.scale} />
    </Group>
  );
}
