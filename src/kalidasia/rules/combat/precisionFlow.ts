/**
 * The precision attack's wizard core (issue 15, several defensive batteries from the rules audit): a precision attack
 * resolved one table step at a time, as `powerAttackNext` does for power weapons (attackFlow.ts). Runs the engine's own
 * `precisionResolve` on the answers so far; nothing here restates a rule. Pure.
 * Source: ../shared/rules/kalidasia-core-rules-2.2.0.txt.
 */
import { pmfBinomial, type Pmf } from '../../../dice';
import { afEligible, antiFighterResolve, type AfAllocation, type AfChoice, type AfToken, type AntiFighterResult } from './antiFighter';
import { pileAfter } from './attackFlow';
import { CardSource } from './damage';
import { Padded } from './paddedDice';
import { precisionResolve, type DefensiveFire, type PrecisionChoice, type PrecisionInput, type PrecisionResult } from './precision';

/** What the player has answered so far in a precision attack. */
export interface PrecisionProgress {
  /** Every roll in table order: each defensive battery's rolls in turn, the precision dice, the destruction check. */
  readonly rolls: readonly (readonly number[])[];
  /** The card assigned for each precision hit decided so far (and the battery for Weapon Damaged). */
  readonly choices: readonly PrecisionChoice[];
  /** Cards named from the physical deck, in the order turned over; null = the app holds the deck. */
  readonly cards: readonly string[] | null;
  readonly cardSeed: number;
  /**
   * The target's answer for each anti-fighter battery offered (`defensiveFire`, then `moreDefensiveFire`, in that
   * order), asked in turn after the previous battery's fire: the attacking wing it aims at, or null (it holds its
   * fire). Absent: every offered battery fires at the aim the input gives, without asking.
   */
  readonly aims?: readonly (string | null)[];
  /**
   * Where the target's player places each offered battery's kills and damage tokens on the attacking wings (by the same
   * index as `aims`); undefined: the input's choice, else the rules' order ("the attacker can remove ... may place").
   */
  readonly placements?: readonly (AfChoice | undefined)[];
}

/** One battery's defensive fire as resolved so far: what it could reach, its hits in the rules' order and as placed. */
export interface DefensiveFired {
  /** Its index among the offered batteries (`aims`, `placements`). */
  readonly k: number;
  readonly battery: number;
  readonly name: string;
  /** The attacking wings its hits may reach (the aimed wing and attacking wings within 3" of it). */
  readonly eligible: readonly AfToken[];
  /** Its kills and tokens placed in the rules' order. */
  readonly rulesOrder: AntiFighterResult;
  /** As used: the players' placement when they made one. */
  readonly result: AntiFighterResult;
  /** How many rolls of `PrecisionProgress.rolls` lie up to the end of this battery's fire. */
  readonly rollsEnd: number;
}

/** A new attack; `offer`: ask the target, battery by battery, where each fires (`aims`). */
export const precisionProgressNew = (physical: boolean, cardSeed = 1, offer = false): PrecisionProgress => ({ rolls: [], choices: [], cards: physical ? [] : null, cardSeed, ...(offer ? { aims: [] } : {}) });

export type PrecisionNext =
  /**
   * The target's anti-fighter battery `battery` (offered `k + 1` of `of`, not yet used this turn) may engage: aim it
   * at one of `wings` (the attacking wings still flying after the batteries before it), or hold its fire.
   */
  | { readonly kind: 'aim'; readonly k: number; readonly of: number; readonly battery: number; readonly name: string; readonly gunCount: number; readonly wings: readonly string[]; readonly section: 'Precision Attack' }
  | { readonly kind: 'dice'; readonly index: number; readonly count: number; readonly label: string; readonly section: string }
  | { readonly kind: 'card'; readonly index: number; readonly pile: readonly string[]; readonly section: 'Critical Damage Cards' }
  /** Assign one of the two unique cards of precision hit `hit` (and the battery, for Weapon Damaged). */
  | { readonly kind: 'choose'; readonly hit: number; readonly of: number; readonly pair: readonly [string, string]; readonly batteries: readonly number[]; readonly section: 'Precision Attack' }
  | { readonly kind: 'done'; readonly result: PrecisionResult }
  | { readonly kind: 'refused'; readonly reason: string };

class AskChoice {
  constructor(
    readonly pair: readonly [string, string],
    readonly hit: number,
  ) {}
}

/**
 * The attacking wings still flying after one battery's fire, as `precisionResolve` carries them from battery to
 * battery (which the next battery may aim at): killed and two-token wings leave, a token disrupts, a second removes.
 */
function wingsAfter(wings: readonly AfToken[], a: AfAllocation): AfToken[] {
  const gone = new Set([...a.destroyed, ...a.twoTokens]);
  const hit = new Set(a.disrupted);
  return wings.filter((w) => !gone.has(w.id) && !(hit.has(w.id) && w.disrupted)).map((w) => (hit.has(w.id) ? { ...w, disrupted: true } : w));
}

/**
 * The target's defensive fire so far, battery by battery (where each aims, its rolls, where its hits go): what the next
 * answer is when one is missing, or every battery that fired and how many rolls they took.
 */
function defensiveRun(input: PrecisionInput, p: PrecisionProgress): { next: PrecisionNext; fired: DefensiveFired[] } | { firing: DefensiveFire[]; afCalls: number; fired: DefensiveFired[] } {
  const offered: DefensiveFire[] = [...(input.defensiveFire ? [input.defensiveFire] : []), ...(input.moreDefensiveFire ?? [])];
  // Each battery's rolls first, in turn: how many the table makes depends on its own dice (High ROF, damaged, Blast),
  // and the wings the next battery can aim at on what this one did.
  let afCalls = 0;
  let wings: readonly AfToken[] = input.wings;
  const firing: DefensiveFire[] = [];
  const fired: DefensiveFired[] = [];
  for (const [k, df] of offered.entries()) {
    if (wings.length === 0) break;
    const aim = p.aims ? p.aims[k] : df.aim;
    if (aim === undefined) return { fired, next: { kind: 'aim', k, of: offered.length, battery: df.battery, name: df.weapon.name, gunCount: df.weapon.gunCount, wings: wings.map((w) => w.id), section: 'Precision Attack' } };
    if (aim === null) continue;
    const choice = p.placements?.[k] ?? df.choice;
    const probe = new Padded(p.rolls.slice(afCalls));
    const r = antiFighterResolve({ battery: df.weapon, status: df.status, vs: 'fighters' }, aim, wings, probe, choice);
    const first = probe.firstPadded;
    if (first >= 0) {
      const label = first === 0 ? `Defensive fire: ${df.weapon.name} gun dice` : offered.length > 1 ? `Defensive fire: ${df.weapon.name} re-rolls` : 'Defensive fire: re-rolls';
      return { fired, next: { kind: 'dice', index: afCalls + first, count: probe.calls[first]?.count ?? 0, label, section: 'Anti-Fighter Weapons' } };
    }
    const rules = choice === undefined ? r : antiFighterResolve({ battery: df.weapon, status: df.status, vs: 'fighters' }, aim, wings, new Padded(p.rolls.slice(afCalls)));
    if (!r.ok) {
      // A placement the rules refuse: the battery stays listed (its placement can be changed), the refusal is the next step.
      if (rules.ok) fired.push({ k, battery: df.battery, name: df.weapon.name, eligible: afEligible(aim, wings), rulesOrder: rules.value, result: rules.value, rollsEnd: afCalls + probe.calls.length });
      return { fired, next: { kind: 'refused', reason: r.reason } };
    }
    afCalls += probe.calls.length;
    fired.push({ k, battery: df.battery, name: df.weapon.name, eligible: afEligible(aim, wings), rulesOrder: rules.ok ? rules.value : r.value, result: r.value, rollsEnd: afCalls });
    firing.push({ ...df, aim, ...(choice !== undefined ? { choice } : {}) });
    wings = wingsAfter(wings, r.value.allocation);
  }
  return { firing, afCalls, fired };
}

/** Every battery of the target that has fired so far in this precision attack, in order (for placing their hits). */
export function precisionDefensiveFired(input: PrecisionInput, p: PrecisionProgress): readonly DefensiveFired[] {
  return defensiveRun(input, p).fired;
}

/**
 * The next thing the table needs for a precision attack, or the resolved attack: each anti-fighter battery of the
 * target in turn (where it aims, when asked, then its rolls), one die per surviving undisrupted wing, each critical
 * card turned over (physical deck), the card assigned for each hit, the destruction check. Runs `precisionResolve`
 * on the answers so far; nothing here restates a rule.
 * Rules: Kalidasia "Precision Attack" — "the target warship may engage the attacking fighter wings with any antifighter
 * weapons the warship carries if those weapons have not yet attacked this turn"; "Anti-Fighter Weapons", "Critical
 * Damage Cards", "Warship Destruction".
 */
export function precisionAttackNext(input: PrecisionInput, p: PrecisionProgress): PrecisionNext {
  const d = defensiveRun(input, p);
  if ('next' in d) return d.next;
  const { firing, afCalls } = d;
  const { moreDefensiveFire: _offeredMore, ...rest } = input;
  void _offeredMore;
  const run: PrecisionInput = { ...rest, defensiveFire: firing[0] ?? null, ...(firing.length > 1 ? { moreDefensiveFire: firing.slice(1) } : {}) };
  const dice = new Padded(p.rolls);
  const cards = p.cards === null ? CardSource.app(p.cardSeed) : CardSource.named(p.cards);
  let r;
  try {
    r = precisionResolve(run, dice, cards, (pair, hit) => {
      const c = p.choices[hit];
      if (c !== undefined) return c;
      if (dice.firstPadded >= 0) return { card: pair[0] };
      throw new AskChoice(pair, hit);
    });
  } catch (e) {
    if (e instanceof AskChoice) {
      const weapons = input.target.criticals.weapons.map((w, i) => [w, i] as const).filter(([w]) => w !== 'destroyed').map(([, i]) => i);
      const of = (p.rolls[afCalls] ?? []).filter((x) => x >= 5).length;
      return { kind: 'choose', hit: e.hit, of, pair: e.pair, batteries: weapons, section: 'Precision Attack' };
    }
    throw e;
  }
  const first = dice.firstPadded;
  if (first >= 0) {
    const label = first === afCalls ? 'Precision dice (one per surviving, undisrupted wing; 5+ hits)' : 'Destruction check';
    return { kind: 'dice', index: first, count: dice.calls[first]?.count ?? 0, label, section: first === afCalls ? 'Precision Attack' : 'Warship Destruction' };
  }
  if (r.ok) return { kind: 'done', result: r.value };
  if (p.cards !== null && r.reason.startsWith('Name the next critical card')) return { kind: 'card', index: p.cards.length, pile: pileAfter(input.deck, p.cards), section: 'Critical Damage Cards' };
  return { kind: 'refused', reason: r.reason };
}

/** The odds before any die: precision hits if every wing rolls (one die each, 5+). */
// Rules: Kalidasia "Precision Attack" — "each attacking fighter wing rolls a single die. For each 5+ rolled, a precision hit is inflicted."
export function precisionOdds(wings: number): Pmf {
  return pmfBinomial(wings, 2 / 6);
}
