/**
 * A compact precision attack (the combat issue's shared attack wizard is not on main yet): wings
 * fully aligned with an enemy warship, the target's defensive anti-fighter fire, one die per
 * surviving undisrupted wing (5+ hits), and for each hit two unique cards drawn, one assigned.
 */
import { useState } from 'react';
import { DiceEntryError, QueuedDice, SeededDice, randomSeed } from '../../../dice';
import type { GameState, ShipState } from '../../game';
import { classOf } from '../../game/helpers';
import { CardSource } from '../../rules/combat/damage';
import { precisionResolve } from '../../rules/combat/precision';
import { deckFromGame, precisionToOutcome, targetFromGame } from '../../game/fromCombat';
import { stepsText } from '../../rules/combat/types';
import type { StepProps } from '../game/steps';
import { DiceAndCards, diceOf } from './common';
import { precisionCandidates } from './plan';
import { countOf } from '../../../words';

/** The attack resolved from typed dice (in the order asked) or rolled by the app, cards from the app's deck or named. */
export function precisionRun(s: GameState, ship: ShipState, wings: readonly string[], battery: number | null, dice: readonly number[] | null, cards: readonly string[]) {
  const a = s.action.active;
  const target = targetFromGame(s, ship.id, a?.player ?? '');
  if (!target) return 'No target.';
  const tokens = s.fighters.filter((f) => wings.includes(f.id) && f.pose).map((f) => ({ id: f.id, x: (f.pose as NonNullable<typeof f.pose>).x, y: (f.pose as NonNullable<typeof f.pose>).y, disrupted: f.disrupted }));
  const b = battery === null ? undefined : classOf(s, ship).batteries[battery];
  const seed = randomSeed();
  const src = dice === null ? new SeededDice(seed) : new QueuedDice(dice);
  const cardSrc = s.deck.ordered ? CardSource.app(seed) : CardSource.named(cards);
  try {
    const r = precisionResolve(
      {
        target,
        deck: deckFromGame(s),
        wings: tokens,
        defensiveFire: b && battery !== null ? { battery, weapon: b, status: ship.criticals.weapons[battery] ?? 'none', aim: tokens[0]?.id ?? '' } : null,
      },
      src,
      cardSrc,
    );
    if (!r.ok) return r.reason;
    if (src instanceof QueuedDice && src.remaining > 0) return `${countOf(src.remaining, 'die', 'dice')} more than needed ${src.remaining === 1 ? 'was' : 'were'} typed.`;
    return r.value;
  } catch (e) {
    if (e instanceof DiceEntryError) return `${e.message} Type the defensive fire's dice first, then one die per attacking wing, then any destruction dice.`;
    throw e;
  }
}

export function PrecisionSection(p: StepProps) {
  const [target, setTarget] = useState<string>('');
  const [off, setOff] = useState<string[]>([]);
  const [battery, setBattery] = useState<string>('none');
  const [dice, setDice] = useState('');
  const [cards, setCards] = useState('');
  const [rolledError, setRolledError] = useState<string | null>(null);
  const cands = precisionCandidates(p.state);
  const c = cands.find((x) => x.ship.id === target) ?? cands[0];
  if (!c) return null;
  const wings = c.wings.filter((f) => !off.includes(f.id)).map((f) => f.id);
  const cls = classOf(p.state, c.ship);
  const af = cls.batteries.map((b, i) => ({ b, i })).filter(({ b, i }) => b.type === 'F' && c.ship.criticals.weapons[i] !== 'destroyed' && !c.ship.usedThisTurn.includes(i));
  const bat = battery === 'none' || !af.some((x) => String(x.i) === battery) ? null : Number(battery);
  const typed = diceOf(dice);
  const named = cards.split(/[\s,]+/).filter(Boolean);
  const preview = typeof typed !== 'string' && typed.length > 0 && wings.length > 0 ? precisionRun(p.state, c.ship, wings, bat, typed, named) : null;
  const send = async (r: ReturnType<typeof precisionRun>) => {
    if (typeof r === 'string') return;
    const res = await p.dispatch({ type: 'fighterAttack', attackers: wings, target: { kind: 'ship', id: c.ship.id }, outcome: precisionToOutcome(r) });
    if (res.ok) setDice('');
  };
  return (
    <section aria-label="Precision attack" data-testid="precision">
      <h3 className="fg-h">Precision attack</h3>
      <p className="gm-section">Rules: “Precision Attack” (a compact form until the shared attack wizard lands)</p>
      <span className="gm-field">
        <label htmlFor="fg-prec-target">Target warship</label>
        <select id="fg-prec-target" className="gm-input" value={c.ship.id} onChange={(e) => setTarget(e.target.value)}>
          {cands.map((x) => (
            <option key={x.ship.id} value={x.ship.id}>
              {x.ship.label} ({x.wings.length} aligned)
            </option>
          ))}
        </select>
      </span>
      {c.wings.map((f) => (
        <label key={f.id} className="gm-check">
          <input type="checkbox" checked={!off.includes(f.id)} onChange={(e) => setOff(e.target.checked ? off.filter((x) => x !== f.id) : [...off, f.id])} />
          {f.id} (fully aligned)
        </label>
      ))}
      <span className="gm-field">
        <label htmlFor="fg-prec-df">Defensive fire by {c.ship.label}</label>
        <select id="fg-prec-df" className="gm-input" value={bat === null ? 'none' : String(bat)} onChange={(e) => setBattery(e.target.value)}>
          <option value="none">None</option>
          {af.map(({ b, i }) => (
            <option key={i} value={String(i)}>
              {b.name} ({countOf(b.gunCount, 'die', 'dice')})
            </option>
          ))}
        </select>
      </span>
      <DiceAndCards
        id="fg-prec"
        diceLabel="Dice in order: defensive fire, one per wing, then any destruction dice"
        placeholder="e.g. 5 2"
        dice={dice}
        onDice={setDice}
        cards={cards}
        onCards={setCards}
        physicalDeck={!p.state.deck.ordered}
        pack={p.state.pack}
        deck={deckFromGame(p.state)}
        problems={[typeof typed === 'string' && typed, typeof preview === 'string' && preview, rolledError]}
      />
      {preview && typeof preview !== 'string' && (
        <pre className="fg-steps" data-testid="precision-steps">
          {stepsText(preview.steps)}
        </pre>
      )}
      <div className="gm-row">
        <button type="button" className="gm-btn gm-primary" disabled={p.readOnly || !preview || typeof preview === 'string'} onClick={() => preview && void send(preview)}>
          Record the precision attack
        </button>
        <button type="button" className="gm-btn" disabled={p.readOnly || wings.length === 0} onClick={() => {
            const r = precisionRun(p.state, c.ship, wings, bat, null, named);
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
