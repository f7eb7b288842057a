/**
 * Power weapon attacks against warships, stage by stage: gun dice by battery status, sensor
 * re-rolls, power dice (Pulse Beam, Armor Piercing), overcharging armor, critical hits capped by
 * the guns that hit, then `criticalDamageResolve` (cards, hull, destruction).
 * Each stage is a pure function of the dice results; `powerAttackResolve` runs them in order,
 * asking a DiceSource (the player's typed dice or the app's seeded roller) for each roll.
 * Sections: "Resolving the Attack", "Sensor Points", "Critical Damage", "Overcharging armor",
 * "Resolving Critical Hits", "Warship Destruction", "Weapon Special Abilities".
 */
import type { DiceSource } from '../../../dice';
import type { DualStatus } from '../systems';
import { criticalDamageResolve, type CardSource, type DamageResolved } from './damage';
import type { DeckModel } from './deck';
import {
  DEFAULT_EFFECTS,
  diceProblem,
  effectiveCriticalValue,
  fail,
  list,
  ok,
  plural,
  step,
  type BatteryInput,
  type CombatResult,
  type CombatStep,
  type Effects,
  type WarshipTarget,
} from './types';

export type GunRead = 'miss' | 'hit' | 'solid';

/** The lowest die that hits, and the lowest that is a solid hit, for a battery status. */
// Rules: Kalidasia "Resolving the Attack" — "Undamaged 3 - 4 / 5 - 6; Damaged 5 / 6 ... Destroyed weapon batteries cannot attack."
export function gunThresholds(status: DualStatus): { hit: number; solid: number } | null {
  if (status === 'destroyed') return null;
  return status === 'damaged' ? { hit: 5, solid: 6 } : { hit: 3, solid: 5 };
}

/** Read one gun die. */
export function gunRead(status: DualStatus, die: number): GunRead {
  const t = gunThresholds(status) ?? { hit: 7, solid: 7 };
  return die >= t.solid ? 'solid' : die >= t.hit ? 'hit' : 'miss';
}

export interface SensorRerollDone {
  readonly index: number;
  readonly from: number;
  readonly value: number;
}

/**
 * Check sensor re-rolls: each spends one token on the target, re-rolls one die that did not hit,
 * and no die is re-rolled twice for sensors.
 */
// Rules: Kalidasia "Sensor Points" — "a sensor point can be spent to re-roll one of the gun dice which did not hit. Any number of sensor points can be spent to re-roll dice, but no die can be rerolled more than once. Once a sensor point is spent, remove it from the target warship."
export function sensorRerollsCheck(status: DualStatus, dice: readonly number[], indices: readonly number[], tokens: number): string | null {
  if (indices.length > tokens) return `The target carries ${plural(tokens, 'sensor token')}; ${indices.length} re-rolls asked.`;
  const seen = new Set<number>();
  for (const i of indices) {
    const d = dice[i];
    if (d === undefined) return `There is no gun die ${i + 1}.`;
    if (seen.has(i)) return `Gun die ${i + 1} is already re-rolled: no die is re-rolled more than once.`;
    if (gunRead(status, d) !== 'miss') return `Gun die ${i + 1} (${d}) hit: sensor points re-roll dice that did not hit.`;
    seen.add(i);
  }
  return null;
}

/** Power dice and critical-hit bookkeeping after the gun dice are read. */
export interface PowerDicePlan {
  readonly hits: number;
  readonly solidHits: number;
  /** Power dice rolled for criticals (before overcharging). */
  readonly powerDice: number;
  /** Armor Piercing solid hits: automatic critical hits. */
  readonly autoCrits: number;
  /** Most critical hits the power dice may inflict (guns that hit and may still crit normally). */
  readonly critCap: number;
  readonly steps: readonly CombatStep[];
}

/**
 * Power dice: battery power per hitting gun, +1 for a Pulse Beam solid hit; an Armor Piercing
 * solid hit is an automatic critical, its power dice are left out and it cannot also crit normally.
 */
// Rules: Kalidasia "Critical Damage" — "Each power gun that hits generates a number of power dice equal to the numerical portion of the battery's power value."; "Weapon Special Abilities" — Pulse Beam, Armor Piercing.
export function powerDicePlan(battery: BatteryInput, reads: readonly GunRead[]): PowerDicePlan {
  const hits = reads.filter((r) => r !== 'miss').length;
  const solidHits = reads.filter((r) => r === 'solid').length;
  const pulse = battery.specials.includes('pulseBeam');
  const ap = battery.specials.includes('armorPiercing');
  const steps: CombatStep[] = [];
  const autoCrits = ap ? solidHits : 0;
  const critGuns = hits - autoCrits;
  const powerDice = (hits - solidHits) * battery.power + (ap ? 0 : solidHits * (battery.power + (pulse ? 1 : 0)));
  if (hits > 0) {
    steps.push(step('Critical Damage', `${plural(hits, 'gun')} hit (power ${battery.power} each): ${plural(powerDice, 'power die', 'power dice')}.`));
    if (pulse && solidHits > 0) steps.push(step('Weapon Special Abilities', `Pulse Beam: +1 power die for each of ${plural(solidHits, 'solid hit')}.`));
    if (ap && solidHits > 0) {
      steps.push(step('Weapon Special Abilities', `Armor Piercing: ${plural(solidHits, 'solid hit')} ${solidHits === 1 ? 'is an automatic critical hit' : 'are automatic critical hits'}; ${solidHits === 1 ? 'its' : 'their'} power dice are left out and ${solidHits === 1 ? 'that gun' : 'those guns'} cannot also score a normal critical hit.`));
    }
  }
  return { hits, solidHits, powerDice, autoCrits, critCap: critGuns, steps };
}

/** Can the target overcharge its armor now, and at what reactor cost? */
// Rules: Kalidasia "Overcharging armor" — "Warships with the active armor ability can overcharge their armor. Before rolling the power dice, the target of the attack may choose to overcharge its armor. The target of the attack spends a reactor point". Armor Damaged/Destroyed: the cost (provisional) and the ban come from the pack.
export function overchargeAllowed(target: WarshipTarget, fx: Effects = DEFAULT_EFFECTS, times = 1): { ok: true; cost: number } | { ok: false; reason: string } {
  if (!target.activeArmor) return { ok: false, reason: `${target.label} has no Active Armor.` };
  if (target.criticals.armor === 'destroyed') return { ok: false, reason: `${target.label}'s armor is destroyed.` };
  const cost = (target.criticals.armor === 'damaged' ? fx.armorDamagedOverchargeCost : 1) * times;
  if (cost > target.reactorAvailable) return { ok: false, reason: `${target.label} needs ${plural(cost, 'reactor point')} and has ${target.reactorAvailable} left this turn.` };
  return { ok: true, cost };
}

/** Halve the power dice, rounded up. */
// Rules: Kalidasia "Overcharging armor" — "divides total number of power dice in half, rounded up."
export const overchargeHalve = (powerDice: number): number => Math.ceil(powerDice / 2);

/** Count critical hits: power dice ≥ the critical value, capped at the guns that may crit; plus automatic ones. */
// Rules: Kalidasia "Resolving Critical Hits" — "For each die rolled which is greater than or equal to the target's critical value, a critical hit will be generated. However, the total number of critical hits inflicted by a weapon battery cannot exceed the number of guns that hit the target."
export function criticalsCount(powerDice: readonly number[], criticalValue: number, cap: number, auto: number): { rolled: number; counted: number; total: number } {
  const rolled = powerDice.filter((d) => d >= criticalValue).length;
  const counted = Math.min(rolled, Math.max(0, cap));
  return { rolled, counted, total: counted + auto };
}

export interface PowerAttackInput {
  readonly battery: BatteryInput;
  readonly status: DualStatus;
  readonly target: WarshipTarget;
  readonly deck: DeckModel;
  readonly effects?: Effects;
}

export interface PowerChoices {
  /** Missed dice to re-roll with sensor points: their indexes, or a count (the lowest missed dice first). */
  readonly sensorRerolls?: number | readonly number[];
  /** The target overcharges its armor; a function decides once the number of power dice is known. */
  readonly overcharge?: boolean | ((powerDice: number) => boolean);
  /** Reinforced SI: once every card of the attack is drawn, the cards the defender cancels with it (none: not used). */
  readonly reinforcedSI?: (drawn: readonly string[]) => readonly string[];
}

export interface PowerAttackResult {
  readonly battery: string;
  readonly target: string;
  /** The dice as first rolled, the sensor re-rolls, and the dice as finally read. */
  readonly rolled: readonly number[];
  readonly sensorRerolls: readonly SensorRerollDone[];
  readonly gunDice: readonly number[];
  readonly reads: readonly GunRead[];
  readonly hits: number;
  readonly solidHits: number;
  readonly powerDiceBefore: number;
  readonly overcharge: boolean;
  readonly overchargeCost: number;
  readonly powerDice: readonly number[];
  readonly criticalValue: number;
  readonly autoCrits: number;
  readonly criticalHits: number;
  readonly damage: DamageResolved;
  readonly steps: readonly CombatStep[];
}

/**
 * Resolve a power weapon attack on a warship, asking `dice` for each roll in table order:
 * gun dice, sensor re-rolls, power dice, Weapon Damaged dice, destruction dice.
 * Range and arc are checked before (src/geometry; the game reducer refuses an illegal target).
 */
// Rules: Kalidasia "Resolving the Attack", "Sensor Points", "Critical Damage", "Overcharging armor", "Resolving Critical Hits", "Warship Destruction".
export function powerAttackResolve(input: PowerAttackInput, dice: DiceSource, cards: CardSource, choices: PowerChoices = {}): CombatResult<PowerAttackResult> {
  const { battery, status, target } = input;
  const fx = input.effects ?? DEFAULT_EFFECTS;
  const steps: CombatStep[] = [];
  const th = gunThresholds(status);
  if (!th) return fail(`${battery.name} is destroyed and cannot attack. (rules: "Resolving the Attack")`);
  const rolled = [...dice.roll(battery.gunCount).values];
  const bad = diceProblem(rolled, `${battery.name} gun dice`);
  if (bad) return fail(bad);
  const readsOf = (ds: readonly number[]) => ds.map((d) => gunRead(status, d));
  steps.push(
    step(
      'Resolving the Attack',
      `${battery.name}${status === 'damaged' ? ' (damaged: 5 hits, 6 solid)' : ' (3–4 hit, 5–6 solid)'} rolled ${list(rolled)}: ${readSummary(readsOf(rolled))}.`,
    ),
  );
  // Sensor re-rolls of missed dice.
  const missed = rolled.map((d, i) => [d, i] as const).filter(([d]) => gunRead(status, d) === 'miss');
  const want = choices.sensorRerolls ?? 0;
  const indices =
    typeof want === 'number'
      ? [...missed]
          .sort((a, b) => a[0] - b[0] || a[1] - b[1])
          .slice(0, Math.min(want, target.sensorTokens))
          .map(([, i]) => i)
      : [...want];
  const problem = sensorRerollsCheck(status, rolled, indices, target.sensorTokens);
  if (problem) return fail(`${problem} (rules: "Sensor Points")`);
  const gunDice = [...rolled];
  const rerolls: SensorRerollDone[] = [];
  if (indices.length > 0) {
    const again = dice.roll(indices.length).values;
    indices.forEach((i, k) => {
      const value = again[k] as number;
      rerolls.push({ index: i, from: rolled[i] as number, value });
      gunDice[i] = value;
    });
    const left = target.sensorTokens - indices.length;
    steps.push(step('Sensor Points', `${plural(indices.length, 'sensor point')} spent: ${rerolls.map((r) => `${r.from} → ${r.value}`).join(', ')}; ${plural(left, 'sensor point')} left on ${target.label}.`));
  }
  const reads = readsOf(gunDice);
  const plan = powerDicePlan(battery, reads);
  steps.push(step('Resolving the Attack', `${plural(plan.hits, 'hit')}, ${plural(plan.solidHits, 'solid hit')}.`), ...plan.steps);
  let overcharge = false;
  let cost = 0;
  let count = plan.powerDice;
  if (plan.powerDice > 0) {
    const wantOc = typeof choices.overcharge === 'function' ? choices.overcharge(plan.powerDice) : (choices.overcharge ?? false);
    if (wantOc) {
      const allowed = overchargeAllowed(target, fx);
      if (!allowed.ok) return fail(`${allowed.reason} It cannot overcharge its armor. (rules: "Overcharging armor")`);
      overcharge = true;
      cost = allowed.cost;
      count = overchargeHalve(plan.powerDice);
      steps.push(step('Overcharging armor', `${target.label} spends ${plural(cost, 'reactor point')} to overcharge its armor: ${plan.powerDice} / 2 rounded up = ${plural(count, 'power die', 'power dice')}.`));
    }
  }
  const cv = effectiveCriticalValue(target, fx);
  const powerDice = count > 0 ? [...dice.roll(count).values] : [];
  const crit = criticalsCount(powerDice, cv, plan.critCap, plan.autoCrits);
  if (count > 0) {
    const capped = crit.rolled > crit.counted ? `; capped at ${plural(plan.critCap, 'gun')} that hit${plan.autoCrits > 0 ? ' and may crit normally' : ''}` : '';
    steps.push(step('Resolving Critical Hits', `Power dice ${list(powerDice)} against critical value ${cv}+: ${crit.rolled} ≥ ${cv}${capped} → ${plural(crit.counted, 'critical hit')}.`));
  }
  if (plan.autoCrits > 0) steps.push(step('Weapon Special Abilities', `Plus ${plural(plan.autoCrits, 'automatic critical hit')} from Armor Piercing: ${plural(crit.total, 'critical hit')} in all.`));
  const damage = criticalDamageResolve({ target, deck: input.deck, criticalHits: crit.total, ...(choices.reinforcedSI ? { reinforcedSI: choices.reinforcedSI } : {}) }, dice, cards);
  if (!damage.ok) return damage;
  steps.push(...damage.value.steps);
  if (crit.total === 0) steps.push(step('Resolving Critical Hits', `No critical hit: ${target.label} takes no damage.`));
  return ok({
    battery: battery.name,
    target: target.id,
    rolled,
    sensorRerolls: rerolls,
    gunDice,
    reads,
    hits: plan.hits,
    solidHits: plan.solidHits,
    powerDiceBefore: plan.powerDice,
    overcharge,
    overchargeCost: cost,
    powerDice,
    criticalValue: cv,
    autoCrits: plan.autoCrits,
    criticalHits: crit.total,
    damage: damage.value,
    steps,
  });
}

function readSummary(reads: readonly GunRead[]): string {
  const h = reads.filter((r) => r === 'hit').length;
  const s = reads.filter((r) => r === 'solid').length;
  const m = reads.length - h - s;
  return [h ? plural(h, 'hit') : '', s ? plural(s, 'solid hit') : '', m ? plural(m, 'miss', 'misses') : ''].filter(Boolean).join(', ');
}
