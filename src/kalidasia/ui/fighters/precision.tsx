/**
 * A precision attack in the combat wizard (`PrecisionWizard`): wings fully aligned with an enemy warship, the target's
 * defensive anti-fighter fire, one die per surviving undisrupted wing (5+ hits), and for each hit two unique cards
 * drawn, the attacker assigning one. `precisionRun` resolves the same attack from a queue of dice (tests).
 */
import { useMemo, useState } from 'react';
import { DiceEntryError, QueuedDice, SeededDice, randomSeed } from '../../../dice';
import type { GameState, ShipState } from '../../game';
import { classOf } from '../../game/helpers';
import { CardSource } from '../../rules/combat/damage';
import { precisionResolve, type PrecisionInput, type PrecisionResult } from '../../rules/combat/precision';
import { PrecisionWizard } from '../combat/PrecisionWizard';
import { deckFromGame, precisionToOutcome, targetFromGame } from '../../game/fromCombat';
import type { StepProps } from '../game/steps';
import { precisionCandidates } from './plan';
import { countOf } from '../../../words';

/** The precision attack's input for the combat engine: the target, the deck, the attacking wings, the defensive fire. */
export function precisionInputOf(s: GameState, ship: ShipState, wings: readonly string[], battery: number | null): PrecisionInput | string {
  const a = s.action.active;
  const target = targetFromGame(s, ship.id, a?.player ?? '');
  if (!target) return 'No target.';
  const tokens = s.fighters.filter((f) => wings.includes(f.id) && f.pose).map((f) => ({ id: f.id, x: (f.pose as NonNullable<typeof f.pose>).x, y: (f.pose as NonNullable<typeof f.pose>).y, disrupted: f.disrupted }));
  const b = battery === null ? undefined : classOf(s, ship).batteries[battery];
  return {
    target,
    deck: deckFromGame(s),
    wings: tokens,
    defensiveFire: b && battery !== null ? { battery, weapon: b, status: ship.criticals.weapons[battery] ?? 'none', aim: tokens[0]?.id ?? '' } : null,
  };
}

/** The attack resolved from typed dice (in the order asked) or rolled by the app, cards from the app's deck or named. */
export function precisionRun(s: GameState, ship: ShipState, wings: readonly string[], battery: number | null, dice: readonly number[] | null, cards: readonly string[]) {
  const input = precisionInputOf(s, ship, wings, battery);
  if (typeof input === 'string') return input;
  const seed = randomSeed();
  const src = dice === null ? new SeededDice(seed) : new QueuedDice(dice);
  const cardSrc = s.deck.ordered ? CardSource.app(seed) : CardSource.named(cards);
  try {
    const r = precisionResolve(input, src, cardSrc);
    if (!r.ok) return r.reason;
    if (src instanceof QueuedDice && src.remaining > 0) return `${countOf(src.remaining, 'die', 'dice')} more than needed ${src.remaining === 1 ? 'was' : 'were'} typed.`;
    return r.value;
  } catch (e) {
    if (e instanceof DiceEntryError) return `${e.message} Type the defensive fire's dice first, then one die per attacking wing, then any destruction dice.`;
    throw e;
  }
}

/**
 * A precision attack in the combat wizard (like power attacks): the target and the fully aligned wings, the defensive
 * fire chosen by the target's player, then the odds before any die, dice typed or rolled, cards picked by name.
 */
export function PrecisionSection(p: StepProps) {
  const [target, setTarget] = useState<string>('');
  const [off, setOff] = useState<string[]>([]);
  const [battery, setBattery] = useState<string>('none');
  const cands = precisionCandidates(p.state);
  const c = cands.find((x) => x.ship.id === target) ?? cands[0];
  const wings = c ? c.wings.filter((f) => !off.includes(f.id)).map((f) => f.id) : [];
  const cls = c ? classOf(p.state, c.ship) : null;
  const af = c && cls ? cls.batteries.map((b, i) => ({ b, i })).filter(({ b, i }) => b.type === 'F' && c.ship.criticals.weapons[i] !== 'destroyed' && !c.ship.usedThisTurn.includes(i)) : [];
  const bat = battery === 'none' || !af.some((x) => String(x.i) === battery) ? null : Number(battery);
  const key = c ? `${c.ship.id}|${wings.join(',')}|${bat ?? 'none'}|${p.state.turn}` : '';
  // The attack is planned against the state when the choice was made (keyed by it), as the fire panel does.
  const input = useMemo(
    () => (c && wings.length > 0 ? precisionInputOf(p.state, c.ship, wings, bat) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  if (!c || !cls) return null;
  const send = async (r: PrecisionResult): Promise<boolean> => {
    const res = await p.dispatch({ type: 'fighterAttack', attackers: wings, target: { kind: 'ship', id: c.ship.id }, outcome: precisionToOutcome(r) });
    return res.ok;
  };
  return (
    <section aria-label="Precision attack" data-testid="precision">
      <h3 className="fg-h">Precision attack</h3>
      <p className="gm-section">Rules: “Precision Attack”</p>
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
      {typeof input === 'string' && <p className="gm-error-text">{input}</p>}
      {input && typeof input !== 'string' && (
        <PrecisionWizard key={key} input={input} physical={!p.state.deck.ordered} batteryNames={cls.batteries.map((b) => b.name)} disabled={p.readOnly} onRecord={send} />
      )}
    </section>
  );
}
