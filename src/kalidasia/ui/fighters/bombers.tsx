/**
 * A bomber attack on a warship, one bomber at a time, in the combat issue's power-weapon wizard (`PowerWizard`):
 * odds before any die, dice typed or rolled, cards from the app's deck or named. `bomberRun` resolves the same attack
 * from a queue of dice (tests, and a check that the engine and the core agree).
 */
import { useMemo, useState } from 'react';
import { DiceEntryError, QueuedDice, SeededDice, randomSeed } from '../../../dice';
import type { FighterState, GameState, ShipState } from '../../game';
import { fighterClassOf } from '../../game/helpers';
import { CardSource } from '../../rules/combat/damage';
import { powerAttackResolve } from '../../rules/combat/power';
import { deckFromGame, powerToOutcome, targetFromGame } from '../../game/fromCombat';
import type { PowerAttackResult } from '../../rules/combat';
import { PowerWizard } from '../combat/PowerWizard';
import type { StepProps } from '../game/steps';
import { f1 } from './common';
import { bomberTargets } from './plan';
import { countOf } from '../../../words';

// Rules: Kalidasia "Bombers" — they "attack warships just like warship power weapons" ("Resolving the Attack", "Overcharging armor", "Resolving Critical Hits").
export function bomberRun(s: GameState, bomber: FighterState, ship: ShipState, overcharge: boolean, dice: readonly number[] | null, cards: readonly string[]) {
  const target = targetFromGame(s, ship.id, bomber.owner);
  if (!target) return 'No target.';
  const seed = randomSeed();
  const src = dice === null ? new SeededDice(seed) : new QueuedDice(dice);
  const cardSrc = s.deck.ordered ? CardSource.app(seed) : CardSource.named(cards);
  try {
    const r = powerAttackResolve({ battery: bomberBattery(s, bomber), status: 'none', target, deck: deckFromGame(s) }, src, cardSrc, { overcharge });
    if (!r.ok) return r.reason;
    if (src instanceof QueuedDice && src.remaining > 0) return `${countOf(src.remaining, 'die', 'dice')} more than needed ${src.remaining === 1 ? 'was' : 'were'} typed.`;
    return r.value;
  } catch (e) {
    if (e instanceof DiceEntryError) return `${e.message} Type the gun dice first, then the power dice, then any dice the cards ask for.`;
    throw e;
  }
}

/** The bomber's weapon as a battery: one die while disrupted. */
// Rules: Kalidasia "Fighter Disruption" — "When attacking, only one die is rolled."
export function bomberBattery(s: GameState, bomber: FighterState) {
  const weapon = fighterClassOf(s, bomber).weapon;
  return bomber.disrupted ? { ...weapon, gunCount: Math.min(1, weapon.gunCount) } : weapon;
}

/**
 * A bomber attack in the combat wizard, like a warship's power weapon: the odds before any die, the gun dice typed
 * or rolled, sensor re-rolls, the defender's overcharge, power dice, cards from the app's deck or picked by name.
 */
// Rules: Kalidasia "Bombers" — they "attack warships just like warship power weapons".
export function BomberSection(p: StepProps) {
  const [chosen, setChosen] = useState('');
  const [target, setTarget] = useState('');
  const list = bomberTargets(p.state);
  const b = list.find((x) => x.bomber.id === chosen) ?? list[0];
  const t = b ? (b.ships.find((x) => x.ship.id === target) ?? b.ships[0]) : undefined;
  const key = b && t ? `${b.bomber.id}>${t.ship.id}:${p.state.turn}` : '';
  // The attack is planned against the state when the pair was chosen (keyed by the pair), as the fire panel does.
  const input = useMemo(() => {
    if (!b || !t) return null;
    const tg = targetFromGame(p.state, t.ship.id, b.bomber.owner);
    return tg ? { battery: bomberBattery(p.state, b.bomber), status: 'none' as const, target: tg, deck: deckFromGame(p.state) } : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!b || !t) return null;
  const send = async (r: PowerAttackResult): Promise<boolean> => {
    const res = await p.dispatch({ type: 'fighterAttack', attackers: [b.bomber.id], target: { kind: 'ship', id: t.ship.id }, outcome: powerToOutcome(r) });
    return res.ok;
  };
  return (
    <section aria-label="Bomber attack" data-testid="bomber">
      <h3 className="fg-h">Bomber attack</h3>
      <p className="gm-section">Rules: “Bombers” — like a warship’s power weapon</p>
      <div className="gm-row">
        <span className="gm-field">
          <label htmlFor="fg-bomber">Bomber</label>
          <select id="fg-bomber" className="gm-input" value={b.bomber.id} onChange={(e) => setChosen(e.target.value)}>
            {list.map((x) => (
              <option key={x.bomber.id} value={x.bomber.id}>
                {x.bomber.id}
              </option>
            ))}
          </select>
        </span>
        <span className="gm-field">
          <label htmlFor="fg-bomber-target">Target warship</label>
          <select id="fg-bomber-target" className="gm-input" value={t.ship.id} onChange={(e) => setTarget(e.target.value)}>
            {b.ships.map((x) => (
              <option key={x.ship.id} value={x.ship.id}>
                {x.ship.label} — {f1(x.d)}″
              </option>
            ))}
          </select>
        </span>
      </div>
      {input && <PowerWizard key={key} input={input} physical={!p.state.deck.ordered} pack={p.state.pack} disabled={p.readOnly} onRecord={send} />}
    </section>
  );
}
