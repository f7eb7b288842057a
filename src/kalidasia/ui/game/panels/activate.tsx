/** Choosing the next unit to activate: one tap on a unit in the strip above (UnitStrip) or on the table. */
import { fightersToActivate, shipsToActivate } from '../../../game';
import { playerName } from '../../../game/helpers';
import type { StepProps } from '../steps';

export function ActivatePanel(props: StepProps) {
  const { state, expected: x } = props;
  if (x.kind !== 'activate') return null;
  const ships = shipsToActivate(state, x.player).length;
  const wings = fightersToActivate(state, x.player).length;
  return (
    <div className="gm-form">
      <p>
        {playerName(state, x.player)} activates a unit ({ships} warship{ships === 1 ? '' : 's'}
        {wings > 0 ? `, ${wings} fighter wing${wings === 1 ? '' : 's'} in units of eight` : ''} left). One tap activates it: a unit
        marked “tap to activate” in the strip above, or a warship or fighter wing on the table (a wing brings the nearest eight). Undo if
        it was the wrong one.
      </p>
    </div>
  );
}
