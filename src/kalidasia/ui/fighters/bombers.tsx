/**
 * A compact bomber attack on a warship, one bomber at a time (the combat issue's power-weapon wizard is
 * not on main yet): gun dice, power dice and cards through the combat engine's powerAttackResolve.
 */
import { useState } from 'react';
import { DiceEntryError, QueuedDice, SeededDice, randomSeed } from '../../../dice';
import type { FighterState, GameState, ShipState } from '../../game';
import { fighterClassOf } from '../../game/helpers';
import { CardSource } from '../../rules/combat/damage';
import { powerAttackResolve } from '../../rules/combat/power';
import { deckFromGame, powerToOutcome, targetFromGame } from '../../game/fromCombat';
import { stepsText } from '../../rules/combat/types';
import type { StepProps } from '../game/steps';
import { DiceAndCards, diceOf, f1 } from './common';
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
    const weapon = fighterClassOf(s, bomber).weapon;
    // Rules: Kalidasia "Fighter Disruption" — "When attacking, only one die is rolled."
    const battery = bomber.disrupted ? { ...weapon, gunCount: Math.min(1, weapon.gunCount) } : weapon;
    const r = powerAttackResolve({ battery, status: 'none', target, deck: deckFromGame(s) }, src, cardSrc, { overcharge });
    if (!r.ok) return r.reason;
    if (src instanceof QueuedDice && src.remaining > 0) return `${countOf(src.remaining, 'die', 'dice')} more than needed ${src.remaining === 1 ? 'was' : 'were'} typed.`;
    return r.value;
  } catch (e) {
    if (e instanceof DiceEntryError) return `${e.message} Type the gun dice first, then the power dice, then any dice the cards ask for.`;
    throw e;
  }
}

export function BomberSection(p: StepProps) {
  const [chosen, setChosen] = useState('');
  const [target, setTarget] = useState('');
  const [oc, setOc] = useState(false);
  const [dice, setDice] = useState('');
  const [cards, setCards] = useState('');
  const [rolledError, setRolledError] = useState<string | null>(null);
  const list = bomberTargets(p.state);
  const b = list.find((x) => x.bomber.id === chosen) ?? list[0];
  if (!b) return null;
  const t = b.ships.find((x) => x.ship.id === target) ?? b.ships[0];
  if (!t) return null;
  const typed = diceOf(dice);
  const named = cards.split(/[\s,]+/).filter(Boolean);
  const preview = typeof typed !== 'string' && typed.length > 0 ? bomberRun(p.state, b.bomber, t.ship, oc, typed, named) : null;
  const send = async (r: ReturnType<typeof bomberRun>) => {
    if (typeof r === 'string') return;
    const res = await p.dispatch({ type: 'fighterAttack', attackers: [b.bomber.id], target: { kind: 'ship', id: t.ship.id }, outcome: powerToOutcome(r) });
    if (res.ok) setDice('');
  };
  return (
    <section aria-label="Bomber attack" data-testid="bomber">
      <h3 className="fg-h">Bomber attack</h3>
      <p className="gm-section">Rules: “Bombers” (a compact form until the shared attack wizard lands)</p>
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
      <label className="gm-check">
        <input type="checkbox" checked={oc} onChange={(e) => setOc(e.target.checked)} />
        {t.ship.label} overcharges its armor
      </label>
      <DiceAndCards
        id="fg-bomber"
        diceLabel="Dice in order: gun dice, power dice, then any the cards ask for"
        placeholder="e.g. 5 3 6"
        dice={dice}
        onDice={setDice}
        cards={cards}
        onCards={setCards}
        physicalDeck={!p.state.deck.ordered}
        pack={p.state.pack}
        deck={deckFromGame(p.state)}
        problems={[typeof typed === 'string' && typed, typeof preview === 'string' && preview, rolledError]}
      />
      {preview && typeof preview !== 'string' && <pre className="fg-steps">{stepsText(preview.steps)}</pre>}
      <div className="gm-row">
        <button type="button" className="gm-btn gm-primary" disabled={p.readOnly || !preview || typeof preview === 'string'} onClick={() => preview && void send(preview)}>
          Record the bomber attack
        </button>
        <button
          type="button"
          className="gm-btn"
          disabled={p.readOnly}
          onClick={() => {
            const r = bomberRun(p.state, b.bomber, t.ship, oc, null, named);
            setRolledError(typeof r === 'string' ? r : null);
            void send(r);
          }}
        >
          Roll for us and record
        </button>
      </div>
    </section>
  );
}
