/**
 * Anti-fighter fire against fighter wings or missiles: reading the dice (a 6 kills, power or more
 * disrupts; missiles only die on a 6, or 4+ with Anti-Missile), High ROF re-rolls of misses,
 * forced re-rolls of a damaged battery's successes, Blast bonus dice, and placing the results on
 * the target and the enemy tokens within 3" of it. Pure; dice from a DiceSource.
 * Sections: "Anti-Fighter Weapons", "Applying Damage from Anti-Fighter Weapons",
 * "Shooting Down Missiles", "Weapon Special Abilities".
 */
import { pointsWithin, type Point } from '../../../geometry';
import type { DiceSource } from '../../../dice';
import type { DualStatus } from '../systems';
import { fail, list, ok, plural, step, type BatteryInput, type CombatResult, type CombatStep } from './types';

export type AfVs = 'fighters' | 'missiles';
export type AfEffect = 'kill' | 'disrupt' | 'none';

/** The lowest face that destroys a missile. */
// Rules: Kalidasia "Shooting Down Missiles" — "missiles are only destroyed on a roll of a six(except for anti-missile weapons)"; "Anti-Missile – When this battery is targeting missiles, it destroys the missiles on a 4 or more instead of a 6."
export const missileKillOn = (specials: readonly string[]): number => (specials.includes('antiMissile') ? 4 : 6);

/**
 * Read one face. `rerolled`: a High ROF re-roll (a 6 is then only a disruption against fighters).
 */
// Rules: Kalidasia "Anti-Fighter Weapons" — "For each six rolled, a target fighter token will be destroyed and for each other roll that is not a six, but equal to or greater than the power of the battery, will cause fighter disruption."; "High ROF – ... a six on a re-roll is only a disruption and not a kill unless the target is a missile."
export function afRead(face: number, power: number, vs: AfVs, specials: readonly string[], rerolled = false): AfEffect {
  if (vs === 'missiles') return face >= missileKillOn(specials) ? 'kill' : 'none';
  if (face === 6) return rerolled ? 'disrupt' : 'kill';
  return face >= power ? 'disrupt' : 'none';
}

/** What happened to one gun die. */
export interface AfDie {
  readonly first: number;
  /** A Blast bonus die (does not earn further bonus dice). */
  readonly bonus: boolean;
  /** High ROF re-roll of a miss. */
  readonly highROF?: number;
  /** Damaged battery: forced re-roll of a success; the original result stands if this also succeeds. */
  readonly damagedCheck?: number;
  readonly effect: AfEffect;
}

export interface AfRoll {
  readonly dice: readonly AfDie[];
  readonly kills: number;
  readonly disruptions: number;
  /** Every die rolled, in order (for the record). */
  readonly allDice: readonly number[];
  readonly steps: readonly CombatStep[];
}

export interface AfInput {
  readonly battery: BatteryInput;
  readonly status: DualStatus;
  readonly vs: AfVs;
  /** Gun dice to roll (a disrupted fighter rolls one die); defaults to the gun count. */
  readonly diceCount?: number;
}

const S_AF = 'Anti-Fighter Weapons';
const S_SPECIAL = 'Weapon Special Abilities';

/**
 * Roll an anti-fighter attack. Order: the gun dice; High ROF re-rolls of misses; a damaged
 * battery's forced re-rolls of successes; Blast bonus dice for original 6s that stand, which then
 * go through the same re-rolls. Each die is re-rolled at most once per kind of rule.
 */
// Rules: Kalidasia "Anti-Fighter Weapons" — "Damaged Anti-Fighter Weapon Batteries must re-roll all successful dice. If the re-roll results in a kill or a disruption, then the result of the original roll stands. If not, treat the die as having no effect."; "Weapon Special Abilities" — Blast, High ROF.
export function antiFighterRoll(input: AfInput, dice: DiceSource): CombatResult<AfRoll> {
  const { battery, status, vs } = input;
  if (status === 'destroyed') return fail(`${battery.name} is destroyed and cannot attack. (rules: "Resolving the Attack")`);
  const sp = battery.specials;
  const steps: CombatStep[] = [];
  const allDice: number[] = [];
  const roll = (n: number): number[] => {
    const v = n > 0 ? [...dice.roll(n).values] : [];
    allDice.push(...v);
    return v;
  };
  const n = input.diceCount ?? battery.gunCount;
  const run = (faces: number[], bonus: boolean): AfDie[] => {
    let ds: AfDie[] = faces.map((f) => ({ first: f, bonus, effect: afRead(f, battery.power, vs, sp) }));
    if (sp.includes('highROF')) {
      const miss = ds.map((d, i) => [d, i] as const).filter(([d]) => d.effect === 'none');
      if (miss.length > 0) {
        const again = roll(miss.length);
        miss.forEach(([d, i], k) => {
          const v = again[k] as number;
          ds[i] = { ...d, highROF: v, effect: afRead(v, battery.power, vs, sp, true) };
        });
        steps.push(step(S_SPECIAL, `High ROF re-rolls ${plural(miss.length, 'miss', 'misses')}: ${list(again)}${vs === 'fighters' && again.includes(6) ? ' (a re-rolled 6 only disrupts)' : ''}.`));
      }
    }
    if (status === 'damaged') {
      const hit = ds.map((d, i) => [d, i] as const).filter(([d]) => d.effect !== 'none');
      if (hit.length > 0) {
        const again = roll(hit.length);
        const lost: number[] = [];
        hit.forEach(([d, i], k) => {
          const v = again[k] as number;
          const stands = afRead(v, battery.power, vs, sp) !== 'none';
          if (!stands) lost.push(d.highROF ?? d.first);
          ds[i] = { ...d, damagedCheck: v, effect: stands ? d.effect : 'none' };
        });
        steps.push(step(S_AF, `Damaged battery re-rolls ${plural(hit.length, 'success', 'successes')}: ${list(again)}; ${lost.length === 0 ? 'every result stands' : `${plural(lost.length, 'result')} lost`}.`));
      }
    }
    ds = ds.map((d) => d);
    return ds;
  };
  const first = roll(n);
  steps.push(step(S_AF, `${battery.name} rolled ${list(first)} against ${vs === 'missiles' ? `missiles (destroyed on ${missileKillOn(sp)}+)` : `fighters (6 kills, ${battery.power}+ disrupts)`}.`));
  const main = run(first, false);
  let bonusDice: AfDie[] = [];
  if (sp.includes('blast')) {
    const sixes = main.filter((d) => d.first === 6 && d.effect === 'kill').length;
    if (sixes > 0) {
      const extra = roll(sixes);
      steps.push(step(S_SPECIAL, `Blast: ${plural(sixes, 'original 6')} add${sixes === 1 ? 's' : ''} ${plural(sixes, 'gun die', 'gun dice')}: ${list(extra)}.`));
      bonusDice = run(extra, true);
    }
  }
  const all = [...main, ...bonusDice];
  const kills = all.filter((d) => d.effect === 'kill').length;
  const disruptions = all.filter((d) => d.effect === 'disrupt').length;
  steps.push(step(S_AF, vs === 'missiles' ? `${plural(kills, 'missile')} shot down.` : `${plural(kills, 'kill')}, ${plural(disruptions, 'disruption')}.`));
  return ok({ dice: all, kills, disruptions, allDice, steps });
}

/** An enemy token the attack may affect. */
export interface AfToken extends Point {
  readonly id: string;
  /** Already carries a damage token (fighters). */
  readonly disrupted?: boolean;
}

/** The target and the enemy tokens within 3" of it (centre to centre), the target first. */
// Rules: Kalidasia "Applying Damage from Anti-Fighter Weapons" — "The results of the attack roll can be applied to not only the enemy fighter targeted, but also to enemy fighter tokens that are within 3", measured center to center"; "Shooting Down Missiles" — "Missiles within 3" of the original target can be destroyed as well".
export function afEligible(targetId: string, tokens: readonly AfToken[]): AfToken[] {
  const t = tokens.find((x) => x.id === targetId);
  if (!t) return [];
  return [t, ...pointsWithin(tokens, t, 3).filter((x) => x.id !== targetId)];
}

export interface AfAllocation {
  /** Removed by kills (red pile). */
  readonly destroyed: readonly string[];
  /** Given one damage token and still flying, or a second token that removes an already disrupted wing. */
  readonly disrupted: readonly string[];
  /** Undisrupted wings that took both tokens in this attack (removed, yellow pile). */
  readonly twoTokens: readonly string[];
  readonly missilesDestroyed: readonly string[];
  readonly steps: readonly CombatStep[];
}

/** The attacker's choice: kills, then disruption tokens in the order placed (an id twice = two tokens). */
export interface AfChoice {
  readonly destroyed: readonly string[];
  readonly tokens: readonly string[];
}

const S_APPLY = 'Applying Damage from Anti-Fighter Weapons';

/**
 * Place kills and disruptions. Kills remove tokens among the eligible; then every eligible wing gets
 * one damage token before any gets a second; two tokens destroy. Without a choice, kills take
 * undisrupted wings first (the target first) and tokens follow the rule in list order.
 * Against missiles only kills count.
 */
// Rules: Kalidasia "Applying Damage from Anti-Fighter Weapons" — "For each six rolled, the attacker can remove an enemy fighter token. Then for each disruption roll, the attacker may place a damage token on an enemy fighter. All possible enemy fighter tokens must have one damage token before any fighter can be given a second damage token. If a fighter token ever has two damage tokens, it is destroyed".
export function antiFighterAllocate(vs: AfVs, kills: number, disruptions: number, eligible: readonly AfToken[], choice?: AfChoice): CombatResult<AfAllocation> {
  const steps: CombatStep[] = [];
  const ids = eligible.map((e) => e.id);
  const nKill = Math.min(kills, eligible.length);
  if (vs === 'missiles') {
    const destroyed = choice ? [...choice.destroyed] : ids.slice(0, nKill);
    const wrong = destroyed.find((d) => !ids.includes(d));
    if (wrong) return fail(`${wrong} is not the target missile or a missile within 3" of it. (rules: "Shooting Down Missiles")`);
    if (new Set(destroyed).size !== destroyed.length || destroyed.length !== nKill) return fail(`Remove ${plural(nKill, 'missile')} (one per kill), each once. (rules: "Shooting Down Missiles")`);
    if (nKill > 0) steps.push(step('Shooting Down Missiles', `Destroyed: ${list(destroyed)}.`));
    return ok({ destroyed: [], disrupted: [], twoTokens: [], missilesDestroyed: destroyed, steps });
  }
  const tokensOf = new Map(eligible.map((e) => [e.id, e.disrupted ? 1 : 0]));
  let destroyed: string[];
  if (choice) {
    destroyed = [...choice.destroyed];
    const wrong = destroyed.find((d) => !ids.includes(d));
    if (wrong) return fail(`${wrong} is not the target or an enemy wing within 3" of it. (rules: "${S_APPLY}")`);
    if (new Set(destroyed).size !== destroyed.length || destroyed.length !== nKill) return fail(`Remove ${plural(nKill, 'wing')} (one per six), each once. (rules: "${S_APPLY}")`);
  } else {
    destroyed = [...eligible].sort((a, b) => Number(a.disrupted ?? false) - Number(b.disrupted ?? false)).slice(0, nKill).map((e) => e.id);
  }
  for (const d of destroyed) tokensOf.delete(d);
  if (destroyed.length > 0) steps.push(step(S_APPLY, `Kills remove ${list(destroyed)}.`));
  const placed: string[] = [];
  const order = choice ? [...choice.tokens] : defaultTokens(tokensOf, disruptions);
  const gone = new Set<string>();
  for (const id of order) {
    if (placed.length >= disruptions) return fail(`Only ${plural(disruptions, 'disruption')} to place. (rules: "${S_APPLY}")`);
    const t = tokensOf.get(id);
    if (t === undefined || gone.has(id)) return fail(`${id} cannot take a damage token: only the target and enemy wings within 3" of it still on the battlefield. (rules: "${S_APPLY}")`);
    if (t >= 1 && [...tokensOf.entries()].some(([o, n]) => n === 0 && !gone.has(o))) {
      return fail(`Every wing must have one damage token before ${id} gets a second. (rules: "${S_APPLY}")`);
    }
    tokensOf.set(id, t + 1);
    placed.push(id);
    if (t + 1 >= 2) gone.add(id);
  }
  const canPlace = [...tokensOf.values()].filter((n) => n < 2).reduce((s, n) => s + (2 - n), 0);
  if (placed.length < Math.min(disruptions, canPlace) && choice) {
    // The attacker "may" place them; the app records the ones placed.
    steps.push(step(S_APPLY, `${plural(disruptions - placed.length, 'disruption')} not placed.`));
  }
  const before = new Map(eligible.map((e) => [e.id, e.disrupted ? 1 : 0]));
  const disrupted: string[] = [];
  const twoTokens: string[] = [];
  for (const id of new Set(placed)) {
    const b = before.get(id) ?? 0;
    const got = placed.filter((x) => x === id).length;
    if (b === 0 && got >= 2) twoTokens.push(id);
    else disrupted.push(id);
  }
  if (placed.length > 0) {
    const removed = [...gone];
    steps.push(step(S_APPLY, `Damage tokens on ${list(placed)}${removed.length > 0 ? `; two tokens destroy ${list(removed)}` : ''}.`));
  }
  return ok({ destroyed, disrupted, twoTokens, missilesDestroyed: [], steps });
}

function defaultTokens(tokensOf: ReadonlyMap<string, number>, n: number): string[] {
  const out: string[] = [];
  const fresh = [...tokensOf.entries()].filter(([, t]) => t === 0).map(([id]) => id);
  const once = [...tokensOf.entries()].filter(([, t]) => t === 1).map(([id]) => id);
  for (const id of fresh) if (out.length < n) out.push(id);
  for (const id of [...once, ...fresh]) if (out.length < n) out.push(id);
  return out;
}

export interface AntiFighterResult {
  readonly roll: AfRoll;
  readonly allocation: AfAllocation;
  readonly allDice: readonly number[];
  readonly steps: readonly CombatStep[];
}

/** Roll and place an anti-fighter attack on `targetId` among `tokens` (enemy fighters, or missiles). */
// Rules: Kalidasia "Anti-Fighter Weapons", "Applying Damage from Anti-Fighter Weapons", "Shooting Down Missiles".
export function antiFighterResolve(input: AfInput, targetId: string, tokens: readonly AfToken[], dice: DiceSource, choice?: AfChoice): CombatResult<AntiFighterResult> {
  const eligible = afEligible(targetId, tokens);
  if (eligible.length === 0) return fail(`${targetId} is not among the enemy tokens.`);
  const roll = antiFighterRoll(input, dice);
  if (!roll.ok) return roll;
  const out = [...tokens.filter((t) => !eligible.includes(t))].map((t) => t.id);
  const alloc = antiFighterAllocate(input.vs, roll.value.kills, roll.value.disruptions, eligible, choice);
  if (!alloc.ok) return alloc;
  const steps = [...roll.value.steps];
  if (out.length > 0) steps.push(step(input.vs === 'missiles' ? 'Shooting Down Missiles' : S_APPLY, `${list(out)} ${out.length === 1 ? 'is' : 'are'} more than 3" from ${targetId} and cannot be affected.`));
  steps.push(...alloc.value.steps);
  return ok({ roll: roll.value, allocation: alloc.value, allDice: roll.value.allDice, steps });
}
