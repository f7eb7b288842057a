/**
 * Missile weapons: launching (tokens per gun, or per 4+ when damaged) and striking a warship at the
 * start of its movement after it has tried to shoot them down. Movement itself is geometry
 * (src/geometry) and the game reducer. Pure; dice from a DiceSource, cards from a CardSource.
 * Sections: "Attacking with Missile Weapons", "Missile Damage", "Shooting Down Missiles",
 * "Missiles and Engine Damage".
 */
import type { DiceSource } from '../../../dice';
import type { DualStatus } from '../systems';
import { antiFighterResolve, type AfToken, type AntiFighterResult } from './antiFighter';
import { criticalDamageResolve, type CardSource, type DamageResolved } from './damage';
import type { DeckModel } from './deck';
import { criticalsCount, overchargeAllowed, overchargeHalve } from './power';
import { DEFAULT_EFFECTS, effectiveCriticalValue, fail, list, ok, plural, step, type BatteryInput, type CombatResult, type CombatStep, type Effects, type WarshipTarget } from './types';

export interface MissileLaunch {
  /** Dice rolled (damaged battery only). */
  readonly dice: readonly number[];
  /** Missile tokens to place fully aligned with the launcher. */
  readonly count: number;
  readonly steps: readonly CombatStep[];
}

/** How many missiles a battery launches. */
// Rules: Kalidasia "Attacking with Missile Weapons" — "When an attack is made with a missile weapon that is not damaged or destroyed, no dice are rolled. Instead, place a number of the matching missile tokens on the battlefield equal to the gun count of the battery ... If a missile weapon battery is damaged, roll a die for each "gun" in the battery when the battery makes an attack. For each 4+ rolled, place a missile token".
export function missileLaunchResolve(battery: BatteryInput, status: DualStatus, dice: DiceSource): CombatResult<MissileLaunch> {
  const S = 'Attacking with Missile Weapons';
  if (status === 'destroyed') return fail(`${battery.name} is destroyed and cannot attack. (rules: "${S}")`);
  if (status === 'none') return ok({ dice: [], count: battery.gunCount, steps: [step(S, `${battery.name} places ${plural(battery.gunCount, 'missile')}, no dice rolled.`)] });
  const d = [...dice.roll(battery.gunCount).values];
  const count = d.filter((x) => x >= 4).length;
  return ok({ dice: d, count, steps: [step(S, `${battery.name} is damaged: rolled ${list(d)}, ${plural(count, 'missile')} (4+) placed.`)] });
}

/** A missile in contact with the target. */
export interface MissileToken extends AfToken {
  /** Power dice it generates (the numeric part of its battery's M value). */
  readonly power: number;
}

/** A shot at the missiles: an anti-fighter battery of the target or an escorting wing. */
export interface MissileShot {
  readonly battery?: number;
  readonly fighter?: string;
  readonly weapon: BatteryInput;
  readonly status: DualStatus;
  /** The missile aimed at; the shot may also destroy missiles within 3" of it. */
  readonly aim: string;
  /** Dice to roll (a disrupted wing rolls one); default: gun count. */
  readonly diceCount?: number;
}

export interface MissileStrikeInput {
  readonly target: WarshipTarget;
  readonly deck: DeckModel;
  readonly missiles: readonly MissileToken[];
  readonly shots: readonly MissileShot[];
  /** Missiles (by id) against which the target overcharges its armor. */
  readonly overcharge?: readonly string[];
  readonly effects?: Effects;
}

export interface MissileStrikeResult {
  readonly shots: readonly { readonly battery?: number; readonly fighter?: string; readonly aim?: string; readonly result: AntiFighterResult }[];
  readonly struck: readonly string[];
  readonly overcharges: number;
  readonly overchargeCost: number;
  readonly powerDice: readonly number[];
  readonly criticalHits: number;
  readonly damage: DamageResolved;
  readonly steps: readonly CombatStep[];
}

/**
 * Missiles in contact strike: first the shots at them, then every remaining missile strikes with no
 * hit roll. Each missile counts as its own battery for overcharging (its dice halved, rounded up)
 * and for the critical cap (one critical per missile); all the power dice are rolled together.
 */
// Rules: Kalidasia "Missile Damage" — "A roll to hit for missiles when they strike a warship is not required. Each missile generates a number of power dice equal to the numeric portion of its power stat ... each missile counts as a separate battery for purposes of overcharging armor ... all of the power dice are rolled at once"; "Missiles and Engine Damage".
export function missileStrikeResolve(input: MissileStrikeInput, dice: DiceSource, cards: CardSource): CombatResult<MissileStrikeResult> {
  const { target } = input;
  const fx = input.effects ?? DEFAULT_EFFECTS;
  const steps: CombatStep[] = [];
  let left = [...input.missiles];
  const shots: { battery?: number; fighter?: string; aim?: string; result: AntiFighterResult }[] = [];
  for (const shot of input.shots) {
    if (left.length === 0) break;
    if (!left.some((m) => m.id === shot.aim)) {
      const was = input.missiles.some((m) => m.id === shot.aim);
      return fail(`${shot.aim} ${was ? 'was already shot down by an earlier shot' : 'is not a missile in contact'}: aim ${shot.weapon.name} at a missile still flying. (rules: "Shooting Down Missiles")`);
    }
    const r = antiFighterResolve({ battery: shot.weapon, status: shot.status, vs: 'missiles', ...(shot.diceCount !== undefined ? { diceCount: shot.diceCount } : {}) }, shot.aim, left, dice);
    if (!r.ok) return r;
    shots.push({ ...(shot.battery !== undefined ? { battery: shot.battery } : {}), ...(shot.fighter !== undefined ? { fighter: shot.fighter } : {}), aim: shot.aim, result: r.value });
    steps.push(...r.value.steps);
    const down = new Set(r.value.allocation.missilesDestroyed);
    left = left.filter((m) => !down.has(m.id));
  }
  const oc = new Set(input.overcharge ?? []);
  const wrong = [...oc].find((id) => !left.some((m) => m.id === id));
  if (wrong) return fail(`${wrong} is not a missile striking ${target.label}. (rules: "Missile Damage")`);
  let cost = 0;
  if (oc.size > 0) {
    const allowed = overchargeAllowed(target, fx, oc.size);
    if (!allowed.ok) return fail(`${allowed.reason} It cannot overcharge against ${plural(oc.size, 'missile')}. (rules: "Overcharging armor")`);
    cost = allowed.cost;
  }
  const count = left.reduce((s, m) => s + (oc.has(m.id) ? overchargeHalve(m.power) : m.power), 0);
  if (left.length > 0) {
    steps.push(step('Missile Damage', `${plural(left.length, 'missile')} ${left.length === 1 ? 'strikes' : 'strike'} ${target.label} (${list(left.map((m) => m.id))}), no hit roll: ${plural(count, 'power die', 'power dice')}.`));
  }
  if (oc.size > 0) {
    const useless = left.filter((m) => oc.has(m.id) && overchargeHalve(m.power) === m.power).length;
    steps.push(step('Missile Damage', `Overcharging against ${plural(oc.size, 'missile')} (each its own battery), ${plural(cost, 'reactor point')}${useless > 0 ? `; against ${plural(useless, 'one-die missile')} it changes nothing` : ''}.`));
  }
  const cv = effectiveCriticalValue(target, fx);
  const powerDice = count > 0 ? [...dice.roll(count).values] : [];
  const crit = criticalsCount(powerDice, cv, left.length, 0);
  if (count > 0) steps.push(step('Resolving Critical Hits', `Power dice ${list(powerDice)} against ${cv}+: ${plural(crit.counted, 'critical hit')}${crit.rolled > crit.counted ? ` (at most one per missile)` : ''}.`));
  const damage = criticalDamageResolve({ target, deck: input.deck, criticalHits: crit.total, fromMissiles: true }, dice, cards);
  if (!damage.ok) return damage;
  steps.push(...damage.value.steps);
  return ok({ shots, struck: left.map((m) => m.id), overcharges: oc.size, overchargeCost: cost, powerDice, criticalHits: crit.total, damage: damage.value, steps });
}
