/**
 * A precision attack in the combat wizard (`PrecisionWizard`): wings fully aligned with an enemy warship, an escort's
 * block first ("Warship Escorting"), the target's defensive anti-fighter fire (each unused battery in turn), one die
 * per surviving undisrupted wing (5+ hits), and for each hit two unique cards drawn, the attacker assigning one. `precisionRun` resolves the same attack from a queue of dice (tests).
 */
import { useMemo, useState } from 'react';
import { DiceEntryError, QueuedDice, SeededDice, randomSeed } from '../../../dice';
import type { FighterState, GameState, ShipState } from '../../game';
import type { Pose } from '../../../geometry';
import { classOf } from '../../game/helpers';
import { CardSource } from '../../rules/combat/damage';
import { precisionResolve, type DefensiveFire, type PrecisionInput, type PrecisionResult } from '../../rules/combat/precision';
import { PrecisionWizard } from '../combat/PrecisionWizard';
import { deckFromGame, precisionToOutcome, targetFromGame } from '../../game/fromCombat';
import type { StepProps } from '../game/steps';
import { blockSpot, escortGuards, precisionCandidates, precisionVerdict } from './plan';
import { f1 } from './common';
import { countOf } from '../../../words';

/**
 * The precision attack's input for the combat engine: the target, the deck, the attacking wings, and the target's
 * anti-fighter batteries that may engage them, in order (`batteries`; the wizard asks where each aims, in turn).
 */
export function precisionInputOf(s: GameState, ship: ShipState, wings: readonly string[], batteries: number | null | readonly number[]): PrecisionInput | string {
  const a = s.action.active;
  const target = targetFromGame(s, ship.id, a?.player ?? '');
  if (!target) return 'No target.';
  const tokens = s.fighters.filter((f) => wings.includes(f.id) && f.pose).map((f) => ({ id: f.id, x: (f.pose as NonNullable<typeof f.pose>).x, y: (f.pose as NonNullable<typeof f.pose>).y, disrupted: f.disrupted }));
  const list = batteries === null ? [] : typeof batteries === 'number' ? [batteries] : batteries;
  const fires: DefensiveFire[] = list.flatMap((i) => {
    const b = classOf(s, ship).batteries[i];
    return b ? [{ battery: i, weapon: b, status: ship.criticals.weapons[i] ?? 'none', aim: tokens[0]?.id ?? '' }] : [];
  });
  return {
    target,
    deck: deckFromGame(s),
    wings: tokens,
    defensiveFire: fires[0] ?? null,
    ...(fires.length > 1 ? { moreDefensiveFire: fires.slice(1) } : {}),
  };
}

/** The target's anti-fighter batteries that may engage the attacking wings: not destroyed, not yet attacked this turn. */
// Rules: Kalidasia "Precision Attack" — "the target warship may engage the attacking fighter wings with any antifighter weapons the warship carries if those weapons have not yet attacked this turn."
export function defensiveBatteries(s: GameState, ship: ShipState): { i: number; name: string; gunCount: number }[] {
  return classOf(s, ship)
    .batteries.map((b, i) => ({ b, i }))
    .filter(({ b, i }) => b.type === 'F' && ship.criticals.weapons[i] !== 'destroyed' && !ship.usedThisTurn.includes(i))
    .map(({ b, i }) => ({ i, name: b.name, gunCount: b.gunCount }));
}

/** The attack resolved from typed dice (in the order asked) or rolled by the app, cards from the app's deck or named. */
export function precisionRun(s: GameState, ship: ShipState, wings: readonly string[], battery: number | null | readonly number[], dice: readonly number[] | null, cards: readonly string[]) {
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
 * An escort of the target that has not moved to block this turn stops the attack ("Warship Escorting"): the game's
 * refusal in words, beside the button that moves it between the warship and the first attacking wing; or the players
 * overrule it (the table says it cannot get between) and the attack goes on with their ruling.
 */
function EscortBlock(props: { p: StepProps; refusal: { reason: string; overrulable: boolean }; guard: FighterState | null; toward: Pose | null; onOverrule(note: string): void }) {
  const { p, refusal, guard, toward, onOverrule } = props;
  const [note, setNote] = useState('');
  const spot = guard && toward ? blockSpot(p.state, guard.id, toward) : null;
  return (
    <div className="gm-refusal" data-testid="precision-refusal">
      <p>
        <strong>Not yet:</strong> {refusal.reason}
      </p>
      {guard && (
        <>
          <p className="gm-muted">The defender moves the escort first (once per turn); untick the wing it then stands in front of. Or the players overrule.</p>
          {!spot && <p className="gm-muted">No free fully aligned spot toward the attacking wing: move the escort on the table and adjust.</p>}
          <button type="button" className="gm-btn gm-primary" disabled={p.readOnly || !spot} onClick={() => spot && void p.dispatch({ type: 'interpose', fighter: guard.id, pose: spot })}>
            Move {guard.id} to block{spot ? ` at (${f1(spot.x)}, ${f1(spot.y)})` : ''}
          </button>
        </>
      )}
      {refusal.overrulable && (
        <div className="gm-row">
          <span className="gm-field">
            <label htmlFor="fg-prec-why">Why the table overrules (optional)</label>
            <input id="fg-prec-why" className="gm-input" value={note} onChange={(e) => setNote(e.target.value)} placeholder="e.g. no room to get between" />
          </span>
          <button type="button" className="gm-btn" disabled={p.readOnly} onClick={() => onOverrule(note.trim())}>
            The table says otherwise: attack anyway
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * A precision attack in the combat wizard (like power attacks): the target and the fully aligned wings, the game's
 * refusal first if an escort has still to block (with its button, or the players overrule), then the odds before any
 * die, each unused anti-fighter battery of the target offered in turn, dice typed or rolled, cards picked by name.
 */
export function PrecisionSection(p: StepProps) {
  const [target, setTarget] = useState<string>('');
  const [off, setOff] = useState<string[]>([]);
  /** The players' ruling over the game's refusal, for the refusal it was given on (a new one asks again). */
  const [ruling, setRuling] = useState<{ overruled: string; note?: string } | null>(null);
  const cands = precisionCandidates(p.state);
  const c = cands.find((x) => x.ship.id === target) ?? cands[0];
  const wings = c ? c.wings.filter((f) => !off.includes(f.id)).map((f) => f.id) : [];
  const cls = c ? classOf(p.state, c.ship) : null;
  const af = c ? defensiveBatteries(p.state, c.ship) : [];
  const key = c ? `${c.ship.id}|${wings.join(',')}|${af.map((x) => x.i).join(',')}|${p.state.turn}` : '';
  // The attack is planned against the state when the choice was made (keyed by it), as the fire panel does.
  const input = useMemo(
    () => (c && wings.length > 0 ? precisionInputOf(p.state, c.ship, wings, af.map((x) => x.i)) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const shipId = c?.ship.id ?? null;
  const wingKey = wings.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const verdict = useMemo(() => (shipId ? precisionVerdict(p.state, shipId, wings) : null), [p.state, shipId, wingKey]);
  if (!c || !cls) return null;
  const ruled = verdict !== null && ruling !== null && ruling.overruled === verdict.reason;
  const blocked = verdict !== null && !ruled;
  const guard = escortGuards(p.state, c.ship.id)[0] ?? null;
  const lead = c.wings.find((f) => wings.includes(f.id))?.pose ?? null;
  const send = async (r: PrecisionResult): Promise<boolean> => {
    const event = { type: 'fighterAttack' as const, attackers: wings, target: { kind: 'ship' as const, id: c.ship.id }, outcome: precisionToOutcome(r) };
    const res = await p.dispatch(event, ruled && ruling ? { ruling } : undefined);
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
      <p data-testid="precision-df">
        Defensive fire by {c.ship.label}:{' '}
        {af.length === 0 ? 'none (no anti-fighter battery left that has not attacked this turn).' : `${af.map((x) => `${x.name} (${countOf(x.gunCount, 'die', 'dice')})`).join(', ')} — each offered in turn below, before the precision dice.`}
      </p>
      {verdict && !ruled && <EscortBlock p={p} refusal={verdict} guard={guard} toward={lead} onOverrule={(note) => setRuling({ overruled: verdict.reason, ...(note ? { note } : {}) })} />}
      {ruled && <p className="gm-muted" data-testid="precision-ruling">Overruled by the players: “{verdict.reason}” The attack is recorded with their ruling.</p>}
      {typeof input === 'string' && <p className="gm-error-text">{input}</p>}
      {!blocked && input && typeof input !== 'string' && (
        <PrecisionWizard key={key} input={input} physical={!p.state.deck.ordered} batteryNames={cls.batteries.map((b) => b.name)} disabled={p.readOnly} onRecord={send} />
      )}
    </section>
  );
}
