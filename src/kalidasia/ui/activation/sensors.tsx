/**
 * Step 1: sensor points. The points generated are shown; tapping an enemy warship on the table (or its + here)
 * places one; tokens are drawn on the targets (SensorTokens). The game's `sensors` event decides legality.
 * Rules: Kalidasia "Generate and Allocate Sensor Points".
 */
import { useEffect } from 'react';
import { Group } from 'react-konva';
import type { StepProps } from '../game/steps';
import { onTable } from '../../game/helpers';
import { Because, Stepper } from './controls';
import { activeShipOf, sensorPointsOf } from './model';
import { SensorTokens } from './shapes';

type Placement = Readonly<Record<string, number>>;
const SECTION = 'Generate and Allocate Sensor Points';

const total = (p: Placement): number => Object.values(p).reduce((n, k) => n + k, 0);

export function SensorsPanel(props: StepProps) {
  const { state, dispatch, selection, readOnly } = props;
  const ship = activeShipOf(state);
  const placement = (props.scratch as Placement | undefined) ?? {};
  const have = ship ? sensorPointsOf(ship) : 0;
  const enemies = ship ? state.ships.filter((x) => x.owner !== ship.owner && onTable(x)) : [];
  const tapped = selection.unit;
  // A tap on an enemy warship places one token on it (then the selection is let go, so the next tap adds another).
  useEffect(() => {
    if (!ship || readOnly || !tapped || tapped.kind !== 'ship') return;
    if (!enemies.some((x) => x.id === tapped.id)) return;
    selection.select(null);
    if (total(placement) < have) props.setScratch({ ...placement, [tapped.id]: (placement[tapped.id] ?? 0) + 1 }, { undoable: true });
  });
  if (!ship) return null;
  const left = have - total(placement);
  const board = state.sensors[ship.owner] ?? {};
  const send = async () => {
    const r = await dispatch({ type: 'sensors', ship: ship.id, placement: Object.fromEntries(Object.entries(placement).filter(([, n]) => n > 0)) });
    if (r.ok) props.setScratch(undefined);
  };
  return (
    <div className="gm-form act-panel" aria-label="Sensor points">
      <p data-testid="sensor-points">
        {ship.label} generates <strong>{have}</strong> sensor point{have === 1 ? '' : 's'} ({left} left to place). Tap an enemy warship on the table to place
        one there.
      </p>
      {have < ship.sensor.rating && <p className="gm-muted">{ship.sensor.rating - have} lost to sensor damage.</p>}
      {enemies.length === 0 && (
        <ul className="act-violations">
          <Because reason="No enemy warship is on the battlefield: the points cannot be placed." section={SECTION} />
        </ul>
      )}
      {enemies.map((x) => (
        <Stepper
          key={x.id}
          label={`${x.label} (carries ${board[x.id] ?? 0})`}
          value={placement[x.id] ?? 0}
          max={(placement[x.id] ?? 0) + left}
          why={`All ${have} sensor points are placed.`}
          onChange={(n) => props.setScratch({ ...placement, [x.id]: n }, { undoable: true })}
          disabled={readOnly}
          testId={`sensor-${x.id}`}
        />
      ))}
      <button type="button" className="gm-btn gm-primary" disabled={readOnly} onClick={() => void send()}>
        {total(placement) === 0 ? 'Place no sensor tokens' : `Place ${total(placement)} sensor token${total(placement) === 1 ? '' : 's'}`}
      </button>
    </div>
  );
}

export function SensorsOverlay(props: StepProps) {
  return (
    <Group listening={false}>
      <SensorTokens state={props.state} scale={props.scale} planned={(props.scratch as Placement | undefined) ?? {}} />
    </Group>
  );
}
