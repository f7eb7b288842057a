/**
 * The attack wizard's pure core (issue 15): an attack resolved one table step at a time. The player
 * types (or the app rolls) each roll as the table makes it; after every answer `powerAttackNext` /
 * `antiFighterNext` say what the table needs next — which roll and how many dice, a sensor choice,
 * the defender's overcharge choice, the next critical card — or give the resolved attack.
 * Both run the engine's own resolvers (power.ts, damage.ts, antiFighter.ts) on the answers so far:
 * nothing here restates a rule; the order of rolls is the resolvers' order. Pure.
 * Source: ../shared/rules/kalidasia-core-rules-2.2.0.txt.
 */
import type { DiceRoll, DiceSource } from '../../../dice';
import { pmfBinomial, pmfPercentile, type Pmf } from '../../../dice';
import { antiFighterResolve, type AfAllocation, type AfChoice, type AfInput, type AfToken, type AntiFighterResult } from './antiFighter';
import { CardSource } from './damage';
import type { DeckModel } from './deck';
import { precisionResolve, type DefensiveFire, type PrecisionChoice, type PrecisionInput, type PrecisionResult } from './precision';
import { powerOdds, sensorGain, type PowerOdds, type SensorGain } from './odds';
import {
  criticalsCount,
  gunRead,
  overchargeAllowed,
  overchargeHalve,
  powerAttackResolve,
  powerDicePlan,
  type PowerAttackInput,
  type PowerAttackResult,
} from './power';
import { DEFAULT_EFFECTS, effectiveCriticalValue } from './types';

/** Which roll of a power attack the table makes next (in the resolver's order). */
export type PowerRollKind = 'gun' | 'sensor' | 'power' | 'weaponDamaged' | 'destruction';

export const POWER_ROLL: Readonly<Record<PowerRollKind, { readonly label: string; readonly section: string }>> = {
  gun: { label: 'Gun dice', section: 'Resolving the Attack' },
  sensor: { label: 'Sensor re-rolls', section: 'Sensor Points' },
  power: { label: 'Power dice', section: 'Critical Damage' },
  weaponDamaged: { label: 'Weapon Damaged die', section: 'Dual Status Cards' },
  destruction: { label: 'Destruction check', section: 'Warship Destruction' },
};

/** What the player has answered so far. */
export interface PowerProgress {
  /** Every roll made so far, in table order (typed from the dice or rolled by the app). */
  readonly rolls: readonly (readonly number[])[];
  /** Missed gun dice (indexes) re-rolled with sensor points; null = not chosen yet. */
  readonly sensor: readonly number[] | null;
  /** The defender's overcharge choice; null = not asked yet. */
  readonly overcharge: boolean | null;
  /** Cards named from the physical deck, in the order turned over; null = the app holds the deck. */
  readonly cards: readonly string[] | null;
  /** Seed for the app-held deck's reshuffles (recorded in the deck steps). */
  readonly cardSeed: number;
  /** Reinforced SI: the drawn cards the defender cancels ([] = not used); null / absent = not asked yet. */
  readonly si?: readonly string[] | null;
}

export const powerProgressNew = (physical: boolean, cardSeed = 1): PowerProgress => ({ rolls: [], sensor: null, overcharge: null, cards: physical ? [] : null, cardSeed, si: null });

export type PowerNext =
  | { readonly kind: 'dice'; readonly roll: PowerRollKind; readonly index: number; readonly count: number; readonly section: string }
  | { readonly kind: 'sensor'; readonly missed: readonly number[]; readonly tokens: number; readonly section: 'Sensor Points' }
  | { readonly kind: 'overcharge'; readonly powerDice: number; readonly halved: number; readonly cost: number; readonly section: 'Overcharging armor' }
  /** Name the next card turned over; `pile` = the cards still in the draw pile (after the ones named). */
  | { readonly kind: 'card'; readonly index: number; readonly of: number; readonly pile: readonly string[]; readonly section: 'Critical Damage Cards' }
  /** Reinforced SI: every card of the attack is drawn; the defender chooses whether to use the card, and on which cards. */
  | { readonly kind: 'reinforcedSI'; readonly drawn: readonly string[]; readonly section: 'Critical Damage and Upgrade Cards' }
  | { readonly kind: 'done'; readonly result: PowerAttackResult }
  | { readonly kind: 'refused'; readonly reason: string };

class AskSI {
  constructor(readonly drawn: readonly string[]) {}
}

class Padded implements DiceSource {
  calls: { count: number; padded: boolean }[] = [];
  private i = 0;
  constructor(private readonly rolls: readonly (readonly number[])[]) {}
  roll(count: number, sides = 6): DiceRoll {
    const given = this.rolls[this.i];
    this.i += 1;
    if (given !== undefined && given.length === count) {
      this.calls.push({ count, padded: false });
      return { sides, values: [...given], origin: 'entered' };
    }
    this.calls.push({ count, padded: true });
    return { sides, values: Array.from({ length: count }, () => 3), origin: 'entered' };
  }
  get firstPadded(): number {
    return this.calls.findIndex((c) => c.padded);
  }
}

class AskOvercharge {
  constructor(readonly powerDice: number) {}
}

/**
 * The next thing the table needs for a power attack, or the resolved attack.
 * Rules: Kalidasia "Resolving the Attack", "Sensor Points", "Overcharging armor", "Resolving Critical Hits",
 * "Critical Damage Cards", "Warship Destruction" (through `powerAttackResolve`).
 */
export function powerAttackNext(input: PowerAttackInput, p: PowerProgress): PowerNext {
  const { battery, status, target } = input;
  const fx = input.effects ?? DEFAULT_EFFECTS;
  const guns = p.rolls[0];
  if (guns === undefined) return { kind: 'dice', roll: 'gun', index: 0, count: battery.gunCount, section: POWER_ROLL.gun.section };
  const missed = guns.flatMap((d, i) => (gunRead(status, d) === 'miss' ? [i] : []));
  if (p.sensor === null && missed.length > 0 && target.sensorTokens > 0) return { kind: 'sensor', missed, tokens: target.sensorTokens, section: 'Sensor Points' };
  const sensor = p.sensor ?? [];
  const cards = p.cards === null ? CardSource.app(p.cardSeed) : CardSource.named(p.cards);
  const dice = new Padded(p.rolls);
  let r;
  try {
    r = powerAttackResolve(input, dice, cards, {
      sensorRerolls: sensor,
      overcharge: (powerDice) => {
        if (p.overcharge !== null) return p.overcharge;
        if (dice.firstPadded >= 0 || !overchargeAllowed(target, fx).ok) return false;
        throw new AskOvercharge(powerDice);
      },
      reinforcedSI: (drawn) => {
        if (p.si !== null && p.si !== undefined) return p.si;
        if (dice.firstPadded >= 0) return [];
        throw new AskSI(drawn);
      },
    });
  } catch (e) {
    if (e instanceof AskSI) return { kind: 'reinforcedSI', drawn: e.drawn, section: 'Critical Damage and Upgrade Cards' };
    if (e instanceof AskOvercharge) {
      const allowed = overchargeAllowed(target, fx);
      return { kind: 'overcharge', powerDice: e.powerDice, halved: overchargeHalve(e.powerDice), cost: allowed.ok ? allowed.cost : 0, section: 'Overcharging armor' };
    }
    throw e;
  }
  const first = dice.firstPadded;
  // The kinds of the rolls, in order, as this run made them.
  const kinds: PowerRollKind[] = ['gun'];
  if (sensor.length > 0) kinds.push('sensor');
  if (r.ok) {
    if (r.value.powerDice.length > 0) kinds.push('power');
    for (const c of r.value.damage.cards) if (c.die !== undefined) kinds.push('weaponDamaged');
    if (r.value.damage.destructionDice !== null) kinds.push('destruction');
    if (first < 0) return { kind: 'done', result: r.value };
    const roll = kinds[first] ?? 'destruction';
    return { kind: 'dice', roll, index: first, count: dice.calls[first]?.count ?? 0, section: POWER_ROLL[roll].section };
  }
  if (first >= 0) {
    // A roll is missing before the point where the resolver stopped: ask for it first.
    const roll = first < kinds.length ? (kinds[first] as PowerRollKind) : first === kinds.length && powerDiceCount(input, p, sensor) > 0 ? 'power' : 'weaponDamaged';
    return { kind: 'dice', roll, index: first, count: dice.calls[first]?.count ?? 0, section: POWER_ROLL[roll].section };
  }
  if (p.cards !== null && r.reason.startsWith('Name the next critical card')) {
    return { kind: 'card', index: p.cards.length, of: criticalTotal(input, p, sensor), pile: pileAfter(input.deck, p.cards), section: 'Critical Damage Cards' };
  }
  return { kind: 'refused', reason: r.reason };
}

function gunDiceAfter(p: PowerProgress, sensor: readonly number[]): number[] {
  const out = [...(p.rolls[0] ?? [])];
  const again = sensor.length > 0 ? (p.rolls[1] ?? []) : [];
  sensor.forEach((i, k) => {
    const v = again[k];
    if (v !== undefined) out[i] = v;
  });
  return out;
}

function powerDiceCount(input: PowerAttackInput, p: PowerProgress, sensor: readonly number[]): number {
  const plan = powerDicePlan(input.battery, gunDiceAfter(p, sensor).map((d) => gunRead(input.status, d)));
  return p.overcharge ? overchargeHalve(plan.powerDice) : plan.powerDice;
}

/** Critical hits of the attack once the power dice are known (for "card 2 of 3"). */
function criticalTotal(input: PowerAttackInput, p: PowerProgress, sensor: readonly number[]): number {
  const plan = powerDicePlan(input.battery, gunDiceAfter(p, sensor).map((d) => gunRead(input.status, d)));
  const powerAt = sensor.length > 0 ? 2 : 1;
  const cv = effectiveCriticalValue(input.target, input.effects ?? DEFAULT_EFFECTS);
  return criticalsCount(plan.powerDice > 0 ? (p.rolls[powerAt] ?? []) : [], cv, plan.critCap, plan.autoCrits).total;
}

/** The draw pile after the named cards were turned over (the discard pile once it ran out). */
export function pileAfter(deck: DeckModel, named: readonly string[]): string[] {
  const pile = [...deck.draw];
  for (const c of named) {
    const i = pile.indexOf(c);
    if (i >= 0) pile.splice(i, 1);
  }
  return pile.length > 0 ? pile : [...deck.discard].filter((c) => !named.includes(c));
}

/** The odds before any die: with `sensors` re-rolls planned and the defender's overcharge. */
// Rules: Kalidasia "Resolving the Attack", "Sensor Points", "Overcharging armor", "Resolving Critical Hits".
export function powerOddsFor(input: PowerAttackInput, sensors: number, overcharge: boolean): PowerOdds {
  const fx = input.effects ?? DEFAULT_EFFECTS;
  const { battery, status, target, deck } = input;
  const hullCards = deck.draw.filter((c) => c.startsWith('hullDamage')).length;
  return powerOdds({
    guns: battery.gunCount,
    status,
    power: battery.power,
    specials: battery.specials,
    sensors,
    criticalValue: effectiveCriticalValue(target, fx),
    overcharge,
    hull: target.hull,
    hullDamage: target.hullDamage,
    deck: { size: deck.draw.length, hullCards },
    ...(target.reinforcedArmor ? { reinforcedArmor: true } : {}),
  });
}

/** "Spend sensor tokens?" once the gun dice are down: the gain of each number of re-rolls. */
// Rules: Kalidasia "Sensor Points".
export function sensorGainFor(input: PowerAttackInput, gunDice: readonly number[], overcharge: boolean): SensorGain[] {
  const fx = input.effects ?? DEFAULT_EFFECTS;
  const { battery, status, target, deck } = input;
  return sensorGain(
    {
      status,
      power: battery.power,
      specials: battery.specials,
      criticalValue: effectiveCriticalValue(target, fx),
      overcharge,
      hull: target.hull,
      hullDamage: target.hullDamage,
      deck: { size: deck.draw.length, hullCards: deck.draw.filter((c) => c.startsWith('hullDamage')).length },
      ...(target.reinforcedArmor ? { reinforcedArmor: true } : {}),
    },
    gunDice,
    target.sensorTokens,
  );
}

/** How lucky the result was for the attacker: percentile of `value` in the odds before the dice (50 = average). */
export const luckPercentile = (pmf: Pmf, value: number): number => Math.round(pmfPercentile(pmf, value).percentile);

// ---------------------------------------------------------------------------
// Anti-fighter fire

export interface AfProgress {
  readonly rolls: readonly (readonly number[])[];
}

export type AfNext =
  | { readonly kind: 'dice'; readonly index: number; readonly count: number; readonly label: string; readonly section: string }
  | { readonly kind: 'done'; readonly result: AntiFighterResult }
  | { readonly kind: 'refused'; readonly reason: string };

/**
 * The next anti-fighter roll (gun dice, High ROF re-rolls, a damaged battery's confirmations, Blast dice), or the result.
 * Rules: Kalidasia "Anti-Fighter Weapons", "Weapon Special Abilities", "Applying Damage from Anti-Fighter Weapons".
 */
export function antiFighterNext(input: AfInput, targetId: string, tokens: readonly AfToken[], p: AfProgress, choice?: AfChoice): AfNext {
  const dice = new Padded(p.rolls);
  const r = antiFighterResolve(input, targetId, tokens, dice, choice);
  const first = dice.firstPadded;
  if (first >= 0) {
    const label = afRollLabel(input, first);
    return { kind: 'dice', index: first, count: dice.calls[first]?.count ?? 0, label: label.label, section: label.section };
  }
  if (!r.ok) return { kind: 'refused', reason: r.reason };
  return { kind: 'done', result: r.value };
}

function afRollLabel(input: AfInput, index: number): { label: string; section: string } {
  if (index === 0) return { label: 'Gun dice', section: 'Anti-Fighter Weapons' };
  const sp = input.battery.specials;
  const kinds: { label: string; section: string }[] = [];
  if (sp.includes('highROF')) kinds.push({ label: 'High ROF re-rolls of the misses', section: 'Weapon Special Abilities' });
  if (input.status === 'damaged') kinds.push({ label: 'Damaged battery: re-roll the successes', section: 'Anti-Fighter Weapons' });
  const blast = { label: 'Blast: a die for each original 6', section: 'Weapon Special Abilities' };
  return kinds[index - 1] ?? (sp.includes('blast') ? blast : { label: 'Re-rolls', section: 'Anti-Fighter Weapons' });
}

// ---------------------------------------------------------------------------
// The critical deck, counted

export interface DeckTally {
  readonly draw: number;
  readonly discard: number;
  readonly onShips: number;
  readonly removed: number;
  readonly total: number;
}

/** Draw pile, discard, cards on warships and removed cards: always 46 together. */
// Rules: Kalidasia "Critical Damage Cards" (the deck of 46 cards).
export function deckTally(deck: { readonly draw: readonly string[]; readonly discard: readonly string[] }, shipCards: readonly (readonly string[])[], removed = 0): DeckTally {
  const onShips = shipCards.reduce((n, c) => n + c.length, 0);
  return { draw: deck.draw.length, discard: deck.discard.length, onShips, removed, total: deck.draw.length + deck.discard.length + onShips + removed };
}

// ---------------------------------------------------------------------------
// Precision attacks

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
 * The next thing the table needs for a precision attack, or the resolved attack: each anti-fighter battery of the
 * target in turn (where it aims, when asked, then its rolls), one die per surviving undisrupted wing, each critical
 * card turned over (physical deck), the card assigned for each hit, the destruction check. Runs `precisionResolve`
 * on the answers so far; nothing here restates a rule.
 * Rules: Kalidasia "Precision Attack" — "the target warship may engage the attacking fighter wings with any antifighter
 * weapons the warship carries if those weapons have not yet attacked this turn"; "Anti-Fighter Weapons", "Critical
 * Damage Cards", "Warship Destruction".
 */
export function precisionAttackNext(input: PrecisionInput, p: PrecisionProgress): PrecisionNext {
  const offered: DefensiveFire[] = [...(input.defensiveFire ? [input.defensiveFire] : []), ...(input.moreDefensiveFire ?? [])];
  // Each battery's rolls first, in turn: how many the table makes depends on its own dice (High ROF, damaged, Blast),
  // and the wings the next battery can aim at on what this one did.
  let afCalls = 0;
  let wings: readonly AfToken[] = input.wings;
  const firing: DefensiveFire[] = [];
  for (const [k, df] of offered.entries()) {
    if (wings.length === 0) break;
    const aim = p.aims ? p.aims[k] : df.aim;
    if (aim === undefined) return { kind: 'aim', k, of: offered.length, battery: df.battery, name: df.weapon.name, gunCount: df.weapon.gunCount, wings: wings.map((w) => w.id), section: 'Precision Attack' };
    if (aim === null) continue;
    const probe = new Padded(p.rolls.slice(afCalls));
    const r = antiFighterResolve({ battery: df.weapon, status: df.status, vs: 'fighters' }, aim, wings, probe, df.choice);
    const first = probe.firstPadded;
    if (first >= 0) {
      const label = first === 0 ? `Defensive fire: ${df.weapon.name} gun dice` : offered.length > 1 ? `Defensive fire: ${df.weapon.name} re-rolls` : 'Defensive fire: re-rolls';
      return { kind: 'dice', index: afCalls + first, count: probe.calls[first]?.count ?? 0, label, section: 'Anti-Fighter Weapons' };
    }
    if (!r.ok) return { kind: 'refused', reason: r.reason };
    afCalls += probe.calls.length;
    firing.push({ ...df, aim });
    wings = wingsAfter(wings, r.value.allocation);
  }
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
