/** The action order: the initiative winner chooses who activates first. */
import { playerName } from '../../../game/helpers';
import type { StepProps } from '../steps';

export function ActionOrderPanel(props: StepProps) {
  const { state, expected: x, dispatch } = props;
  if (x.kind !== 'actionOrder') return null;
  return (
    <div className="gm-form">
      <p>
        Initiative order: {(state.initiative ?? []).map((p) => playerName(state, p)).join(', then ')}. {playerName(state, x.player)} chooses
        who activates first.
      </p>
      <div className="gm-row">
        <button type="button" className="gm-btn gm-primary" onClick={() => void dispatch({ type: 'actionOrder', player: x.player, order: 'initiative' })}>
          Initiative order (I go first)
        </button>
        <button type="button" className="gm-btn" onClick={() => void dispatch({ type: 'actionOrder', player: x.player, order: 'reverse' })}>
          Reverse order
        </button>
      </div>
    </div>
  );
}
