/** Deploying the remaining fighter tokens: the app arranges them in the zone (shown on the table). */
import { Group, Rect } from 'react-konva';
import { fighterClass } from '../../../data';
import { playerName } from '../../../game/helpers';
import { fighterArrangement } from '../deploy';
import type { StepProps } from '../steps';

export function DeployFightersPanel(props: StepProps) {
  const { state, expected: x, dispatch } = props;
  if (x.kind !== 'deployFighters') return null;
  const spots = fighterArrangement(state, x.player);
  return (
    <div className="gm-form">
      <p>
        {playerName(state, x.player)} deploys all {spots.length} remaining fighter tokens in their zone. The app arranges them (shown on the
        table); adjust any token to the real table afterwards.
      </p>
      <button type="button" className="gm-btn gm-primary" onClick={() => void dispatch({ type: 'deployFighters', player: x.player, fighters: spots })}>
        Deploy {spots.length} fighter tokens
      </button>
    </div>
  );
}

export function DeployFightersOverlay(props: StepProps) {
  const x = props.expected;
  if (x.kind !== 'deployFighters') return null;
  const spots = fighterArrangement(props.state, x.player);
  return (
    <Group listening={false}>
      {spots.map((sp) => {
        const f = props.state.fighters.find((q) => q.id === sp.fighter);
        const t = f ? fighterClass(props.state.pack, f.kind).tokenSize : { width: 1, length: 1 };
        return (
          <Group key={sp.fighter} x={sp.pose.x} y={sp.pose.y} rotation={sp.pose.heading}>
            <Rect x={-t.length / 2} y={-t.width / 2} width={t.length} height={t.width} stroke="#f2b84b" strokeWidth={1.5} strokeScaleEnabled={false} dash={[3, 3]} />
          </Group>
        );
      })}
    </Group>
  );
}
