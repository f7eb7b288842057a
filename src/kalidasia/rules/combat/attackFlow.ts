/**
 * The attack wizard's pure core (issue 15): an attack resolved one table step at a time. The player
 * types (or the app rolls) each roll as the table makes it; after every answer `powerAttackNext` /
 * `antiFighterNext` (and `precisionAttackNext`, precisionFlow.ts) say what the table needs next — which roll and how many dice, a sensor choice,
 * the defender's overcharge choice, the next critical card — or give the resolved attack.
 * Both run the engine's own resolvers (power.ts, damage.ts, antiFighter.ts) on the answers so far:
 * nothing here restates a rule; the order of rolls is the resolvers' order. Pure.
 * Source: ../shared/rules/kalidasia-core-rules-2.2.0.txt.
 */
import { pmfPercentile, type Pmf } from '../../../dice';
import { antiFighterResolve, type AfChoice, type AfInput, type AfToken, type AntiFighterResult } from './antiFighter';
import { CardSource } from './damage';
import { Padded } from './paddedDice';
import type { DeckModel } from './deck';
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

// Precision attacks: precisionFlow.ts.
