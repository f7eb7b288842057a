/** Initiative bonuses: upgrade cards a player may add to the initiative roll. */
import { useState } from 'react';
import { upgradeCard } from '../../../data';
import { initiativeCards, type GameState } from '../../../game';
import { playerName } from '../../../game/helpers';
import type { StepProps } from '../steps';

/** `shipId/upgradeId` as a player reads it: the upgrade's name, its bonus, and the warship carrying it. */
function cardName(s: GameState, key: string): string {
  const [ship, up] = [key.slice(0, key.indexOf('/')), key.slice(key.indexOf('/') + 1)];
  const card = upgradeCard(s.pack, up);
  const label = s.ships.find((x) => x.id === ship)?.label ?? ship;
  return `${card?.name ?? up} (+${card?.initiativeBonus ?? 0}) on ${label}`;
}

export function InitiativeBonusPanel(props: StepProps) {
  const { state, expected: x, dispatch } = props;
  const [chosen, setChosen] = useState<string[]>([]);
  if (x.kind !== 'initiativeBonus') return null;
  const cards = initiativeCards(state, x.player);
  return (
    <div className="gm-form">
      <p>
        Rolls so far:{' '}
        {Object.entries(state.init.rolls)
          .map(([p, d]) => `${playerName(state, p)} ${d}${state.init.bonus[p] ? ` +${state.init.bonus[p]}` : ''}`)
          .join(', ')}
        . {playerName(state, x.player)} may add upgrade-card bonuses.
      </p>
      {cards.map((c) => (
        <label key={c} className="gm-check">
          <input type="checkbox" checked={chosen.includes(c)} onChange={(e) => setChosen(e.target.checked ? [...chosen, c] : chosen.filter((q) => q !== c))} /> {cardName(state, c)}
        </label>
      ))}
      <div className="gm-row">
        <button type="button" className="gm-btn gm-primary" disabled={chosen.length === 0} onClick={() => void dispatch({ type: 'initiativeBonus', player: x.player, cards: chosen })}>
          Apply bonuses
        </button>
        <button type="button" className="gm-btn" onClick={() => void dispatch({ type: 'initiativeBonus', player: x.player, cards: [] })}>
          Pass
        </button>
      </div>
    </div>
  );
}
