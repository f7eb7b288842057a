/** Choosing the next unit to activate. */
import { fightersToActivate, shipsToActivate } from '../../../game';
import type { StepProps } from '../steps';

export function ActivatePanel(props: StepProps) {
  const { state, expected: x, dispatch } = props;
  if (x.kind !== 'activate') return null;
  const ships = shipsToActivate(state, x.player);
  const wings = fightersToActivate(state, x.player);
  const group = wings.slice(0, 8).map((f) => f.id);
  return (
    <div className="gm-form">
      <p>One tap activates: a warship or a fighter wing on the table (its group: the nearest eight), a unit in the strip above, or here. Undo if it was the wrong one.</p>
      <ul className="gm-choices">
        {ships.map((q) => (
          <li key={q.id}>
            <button type="button" className="gm-btn" onClick={() => void dispatch({ type: 'activateShip', player: x.player, ship: q.id })}>
              Activate {q.label}
            </button>
          </li>
        ))}
        {group.length > 0 && (
          <li>
            <button type="button" className="gm-btn" onClick={() => void dispatch({ type: 'activateFighters', player: x.player, fighters: group })}>
              Activate {group.length} fighter token{group.length === 1 ? '' : 's'}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
