/**
 * Exact odds for decision support at the table: distributions of hits, solid hits, critical hits,
 * hull damage and P(destroyed) for a power attack; kills and disruptions for anti-fighter fire;
 * struck missiles and criticals after shoot-down; the gain from spending sensor points on dice
 * already rolled; and the percentile of an actual result. Exact: outcome counts are tracked as
 * states (trinomial counts of gun faces, binomial power dice, hypergeometric Hull Damage cards)
 * and equal states merged after each step — never one die sequence at a time, never simulation.
 * The same rules as the resolvers (power.ts, antiFighter.ts, missiles.ts), same sections.
 */
import { dieAtLeast, JointPmf, pmfAddInto, pmfBinomial, pmfCap, pmfHypergeometric, pmfMean, pmfAtLeast, trinomial, type Pmf } from '../../../dice';
import type { DualStatus } from '../systems';
import { afRead, type AfVs } from './antiFighter';
import { gunRead, gunThresholds, overchargeHalve } from './power';

export interface PowerOddsInput {
  readonly guns: number;
  readonly status: DualStatus;
  readonly power: number;
  readonly specials: readonly string[];
  /** Sensor points the attacker will spend on missed dice (at most one per missed die). */
  readonly sensors: number;
  /** The target's critical value after Armor Compromised/Failed. */
  readonly criticalValue: number;
  readonly overcharge: boolean;
  /** The target's hull value and the hull damage it already has (red tokens follow). */
  readonly hull: number;
  readonly hullDamage: number;
  /** Composition of the draw pile, for Hull Damage cards adding hull damage (omit: criticals only). */
  readonly deck?: { readonly size: number; readonly hullCards: number };
  readonly reinforcedArmor?: boolean;
}

export interface PowerOdds {
  /**
   * Joint distribution of (hits, solid hits, critical hits), flat: index (hits·(g+1) + solid)·(g+1) + crits; see
   * `powerJoint`. Filled on first read (it is (guns+1)³ numbers; most callers need only the marginals).
   */
  readonly joint: Float64Array;
  readonly guns: number;
  readonly hits: Pmf;
  readonly solid: Pmf;
  readonly crits: Pmf;
  readonly hullDamage: Pmf;
  readonly destroyed: number;
  readonly expectedCrits: number;
}

/** Face probabilities of one gun die: miss, hit (not solid), solid. */
function gunFaces(status: DualStatus): { miss: number; hit: number; solid: number } {
  const t = gunThresholds(status);
  if (!t) return { miss: 1, hit: 0, solid: 0 };
  const solid = dieAtLeast(t.solid);
  const hit = dieAtLeast(t.hit) - solid;
  return { miss: 1 - hit - solid, hit, solid };
}

/** (normal hits, solid hits) after the gun roll and up to `sensors` re-rolls of misses. */
// Rules: Kalidasia "Resolving the Attack", "Sensor Points".
function gunStates(guns: number, status: DualStatus, sensors: number, fixed?: { hit: number; solid: number; miss: number }): Float64Array {
  const f = gunFaces(status);
  const w = guns + 1;
  const out = new Float64Array(w * w);
  const first = fixed ? [{ a: fixed.hit, b: fixed.solid, p: 1 }] : trinomial(guns, f.hit, f.solid);
  const top = Math.max(0, Math.min(guns, sensors));
  const rerolls = Array.from({ length: top + 1 }, (_, r) => trinomial(r, f.hit, f.solid));
  for (const s of first) {
    const miss = guns - s.a - s.b;
    const rr = rerolls[Math.min(miss, top)] as readonly { a: number; b: number; p: number }[];
    const base = s.a * w + s.b;
    for (const t of rr) {
      const i = base + t.a * w + t.b;
      out[i] = (out[i] as number) + s.p * t.p;
    }
  }
  return out;
}

/** Hull damage and P(destroyed) from a distribution of critical hits. */
// Rules: Kalidasia "Resolving Critical Hits", "Return to Deck Cards" (Hull Damage), "Warship Destruction", "Critical Damage and Upgrade Cards" (Reinforced Armor).
export function hullOdds(crits: Pmf, t: Pick<PowerOddsInput, 'hull' | 'hullDamage' | 'deck' | 'reinforcedArmor'>): { hullDamage: number[]; destroyed: number } {
  const hull: number[] = [];
  crits.forEach((p, c) => {
    if (p === 0) return;
    const applied = Math.max(0, c - (t.reinforcedArmor && c > 0 ? 1 : 0));
    const extra = t.deck ? pmfHypergeometric(t.deck.size, t.deck.hullCards, applied) : [1];
    pmfAddInto(hull, extra, p, c);
  });
  let destroyed = 0;
  hull.forEach((p, h) => {
    if (h === 0) return;
    const red = Math.max(0, t.hullDamage + h - t.hull);
    destroyed += p * (1 - Math.pow(4 / 6, red));
  });
  return { hullDamage: hull, destroyed };
}

/** A binomial pmf with its upper tails (`tail[k]` = P(X ≥ k)), summed from the small end for accuracy. */
interface BinomTail {
  readonly pmf: Pmf;
  readonly tail: Float64Array;
}
/** Per success probability, per number of dice. Bounded: a few critical values × the dice counts seen. */
const tailCache = new Map<number, BinomTail[]>();
function binomTail(n: number, q: number): BinomTail {
  let byN = tailCache.get(q);
  if (!byN) {
    if (tailCache.size > 16) tailCache.clear();
    byN = [];
    tailCache.set(q, byN);
  }
  const hit = byN[n];
  if (hit) return hit;
  const pmf = pmfBinomial(n, q);
  const tail = new Float64Array(pmf.length + 1);
  for (let k = pmf.length - 1; k >= 0; k--) tail[k] = (tail[k + 1] as number) + (pmf[k] as number);
  const made = { pmf, tail };
  if (n < 4096) byN[n] = made;
  return made;
}

/**
 * The criticals of every gun state (and, when `joint` is given, the joint distribution into it). The joint is
 * (guns+1)³ numbers — 238 kB at 30 guns — so it is filled only when a caller reads it (`PowerOdds.joint`).
 */
function powerCrits(states: Float64Array, guns: number, input: PowerOddsInput, joint: Float64Array | null): { hits: number[]; solid: number[]; crits: number[] } {
  const q = dieAtLeast(input.criticalValue);
  const pulse = input.specials.includes('pulseBeam') ? 1 : 0;
  const ap = input.specials.includes('armorPiercing');
  const w = guns + 1;
  const hits = new Array<number>(w).fill(0);
  const solid = new Array<number>(w).fill(0);
  const crits = new Array<number>(w).fill(0);
  for (let h = 0; h < w; h++) {
    for (let s = 0; h + s < w; s++) {
      const p = states[h * w + s] as number;
      if (p === 0) continue;
      const dice0 = h * input.power + (ap ? 0 : s * (input.power + pulse));
      const dice = input.overcharge ? overchargeHalve(dice0) : dice0;
      const cap = ap ? h : h + s;
      const auto = ap ? s : 0;
      const { pmf: b, tail } = binomTail(dice, q);
      hits[h + s] = (hits[h + s] as number) + p;
      solid[s] = (solid[s] as number) + p;
      const base = ((h + s) * w + s) * w + auto;
      // Criticals = min(k, cap) + auto: below the cap one by one, the whole tail P(k ≥ cap) at the cap.
      const below = Math.min(cap, b.length);
      for (let k = 0; k < below; k++) {
        const pc = p * (b[k] as number);
        crits[k + auto] = (crits[k + auto] as number) + pc;
        if (joint) joint[base + k] = (joint[base + k] as number) + pc;
      }
      if (cap < b.length) {
        const pc = p * (tail[cap] as number);
        crits[cap + auto] = (crits[cap + auto] as number) + pc;
        if (joint) joint[base + cap] = (joint[base + cap] as number) + pc;
      }
    }
  }
  return { hits, solid, crits };
}

function powerFromStates(states: Float64Array, guns: number, input: PowerOddsInput): PowerOdds {
  const { hits, solid, crits } = powerCrits(states, guns, input, null);
  const hull = hullOdds(crits, input);
  let joint: Float64Array | null = null;
  return {
    get joint(): Float64Array {
      if (!joint) {
        const w = guns + 1;
        joint = new Float64Array(w * w * w);
        powerCrits(states, guns, input, joint);
      }
      return joint;
    },
    guns,
    hits,
    solid,
    crits,
    hullDamage: hull.hullDamage,
    destroyed: hull.destroyed,
    expectedCrits: pmfMean(crits),
  };
}

/** The joint distribution as a list of (hits, solid hits, critical hits) with their probability. */
export function powerJoint(o: PowerOdds): { hits: number; solid: number; crits: number; p: number }[] {
  const w = o.guns + 1;
  const out: { hits: number; solid: number; crits: number; p: number }[] = [];
  o.joint.forEach((p, i) => {
    if (p > 0) out.push({ hits: Math.floor(i / (w * w)), solid: Math.floor(i / w) % w, crits: i % w, p });
  });
  return out;
}

/** Exact distributions of a power weapon attack (the sensor points re-roll misses, lowest first). */
// Rules: Kalidasia "Resolving the Attack", "Sensor Points", "Critical Damage", "Overcharging armor", "Resolving Critical Hits", "Warship Destruction", "Weapon Special Abilities".

export function powerOdds(input: PowerOddsInput): PowerOdds {
  return powerFromStates(gunStates(input.guns, input.status, input.sensors), input.guns, input);
}

export interface SensorGain {
  readonly spend: number;
  readonly expectedCrits: number;
  readonly atLeastOneCrit: number;
  readonly destroyed: number;
}

/**
 * "Given these dice already rolled, what do I gain by spending k sensor points?" — for k = 0 up to
 * the points available (and the missed dice), the odds with k misses re-rolled.
 */
// Rules: Kalidasia "Sensor Points".
export function sensorGain(input: Omit<PowerOddsInput, 'guns' | 'sensors'>, rolled: readonly number[], available: number): SensorGain[] {
  const reads = rolled.map((d) => gunRead(input.status, d));
  const fixed = { hit: reads.filter((r) => r === 'hit').length, solid: reads.filter((r) => r === 'solid').length, miss: reads.filter((r) => r === 'miss').length };
  const out: SensorGain[] = [];
  for (let k = 0; k <= Math.min(available, fixed.miss); k++) {
    const o = powerFromStates(gunStates(rolled.length, input.status, k, fixed), rolled.length, { ...input, guns: rolled.length, sensors: k });
    out.push({ spend: k, expectedCrits: o.expectedCrits, atLeastOneCrit: pmfAtLeast(o.crits, 1), destroyed: o.destroyed });
  }
  return out;
}

/**
 * "Spend sensor tokens?" before any die is rolled: for k = 0 up to the tokens on the target (and the guns), the odds
 * of the attack when k missed dice will be re-rolled — what the attack wizard shows beside its histogram.
 */
// Rules: Kalidasia "Sensor Points" — "a sensor point can be spent to re-roll one of the gun dice which did not hit".
export function sensorSpendOdds(input: Omit<PowerOddsInput, 'sensors'>, available: number): SensorGain[] {
  const out: SensorGain[] = [];
  for (let k = 0; k <= Math.max(0, Math.min(available, input.guns)); k++) {
    const o = powerOdds({ ...input, sensors: k });
    out.push({ spend: k, expectedCrits: o.expectedCrits, atLeastOneCrit: pmfAtLeast(o.crits, 1), destroyed: o.destroyed });
  }
  return out;
}

// ---------------------------------------------------------------------------
// Anti-fighter fire

export interface AfOddsInput {
  readonly guns: number;
  readonly power: number;
  readonly status: DualStatus;
  readonly specials: readonly string[];
  readonly vs: AfVs;
}

/** Packing of (kills, disruptions) into one number: kills · KILL + disruptions. */
const KILL = 1000;

/** One die's distribution over (kills, disruptions), without Blast bonus dice. */
function afDieDist(input: AfOddsInput): Map<number, number> {
  const { power, vs, specials, status } = input;
  const m = new Map<number, number>();
  const add = (e: string, p: number) => {
    const key = e === 'kill' ? KILL : e === 'disrupt' ? 1 : 0;
    m.set(key, (m.get(key) ?? 0) + p);
  };
  const confirm = (e: string, p: number) => {
    if (e !== 'none' && status === 'damaged') {
      let stands = 0;
      for (let h = 1; h <= 6; h++) if (afRead(h, power, vs, specials) !== 'none') stands += 1 / 6;
      add(e, p * stands);
      add('none', p * (1 - stands));
    } else add(e, p);
  };
  for (let f = 1; f <= 6; f++) {
    const e = afRead(f, power, vs, specials);
    if (e === 'none' && specials.includes('highROF')) {
      for (let g = 1; g <= 6; g++) confirm(afRead(g, power, vs, specials, true), 1 / 36);
    } else confirm(e, 1 / 6);
  }
  return m;
}

export interface AfOdds {
  readonly joint: readonly { readonly kills: number; readonly disruptions: number; readonly p: number }[];
  readonly kills: Pmf;
  readonly disruptions: Pmf;
}

/** Exact distribution of kills and disruptions (before placing them on tokens). */
// Rules: Kalidasia "Anti-Fighter Weapons", "Shooting Down Missiles", "Weapon Special Abilities" (Blast, High ROF).
export function antiFighterOdds(input: AfOddsInput): AfOdds {
  const plain = afDieDist(input);
  // An original die: its own result, plus a bonus die when Blast and a first-roll 6 that stands as a kill.
  const die = new Map<number, number>();
  const blast = input.specials.includes('blast');
  if (blast) {
    // P(first face 6 and it stands): a 6 is never re-rolled by High ROF; a damaged battery must confirm it.
    let stands = 0;
    if (input.status === 'damaged') for (let h = 1; h <= 6; h++) stands += afRead(h, input.power, input.vs, input.specials) !== 'none' ? 1 / 6 : 0;
    else stands = 1;
    const pSixKill = (1 / 6) * stands;
    for (const [k, p] of plain) {
      const base = k === KILL ? p - pSixKill : p;
      die.set(k, (die.get(k) ?? 0) + base);
    }
    for (const [k, p] of plain) die.set(KILL + k, (die.get(KILL + k) ?? 0) + pSixKill * p);
  } else for (const [k, p] of plain) die.set(k, p);
  const max = 2 * input.guns + 1;
  let acc = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < input.guns; i++) {
    const next = new Map<number, number>();
    for (const [a, pa] of acc) for (const [b, pb] of die) next.set(a + b, (next.get(a + b) ?? 0) + pa * pb);
    acc = next;
  }
  const j = new JointPmf([max + 1, max + 1]);
  for (const [k, p] of acc) j.add([Math.floor(k / KILL), k % KILL], p);
  return { joint: j.entries().map((e) => ({ kills: e.v[0] as number, disruptions: e.v[1] as number, p: e.p })), kills: j.marginal(0), disruptions: j.marginal(1) };
}

// ---------------------------------------------------------------------------
// Missile strikes

export interface MissileOddsInput {
  readonly missiles: number;
  /** Power dice per missile. */
  readonly power: number;
  /** Shots at the missiles before they strike (anti-fighter batteries, escorting wings). */
  readonly shots: readonly Omit<AfOddsInput, 'vs'>[];
  /** Overcharge against every striking missile. */
  readonly overcharge: boolean;
  readonly criticalValue: number;
  readonly hull: number;
  readonly hullDamage: number;
  readonly deck?: { readonly size: number; readonly hullCards: number };
}

export interface MissileOdds {
  readonly struck: Pmf;
  readonly crits: Pmf;
  readonly hullDamage: Pmf;
  readonly destroyed: number;
}

/** Missiles left after the shots, then their criticals (one per missile at most). */
// Rules: Kalidasia "Missile Damage", "Shooting Down Missiles".
export function missileStrikeOdds(input: MissileOddsInput): MissileOdds {
  let left: number[] = new Array<number>(input.missiles + 1).fill(0);
  left[input.missiles] = 1;
  for (const shot of input.shots) {
    const kills = antiFighterOdds({ ...shot, vs: 'missiles' }).kills;
    const next: number[] = new Array<number>(input.missiles + 1).fill(0);
    left.forEach((p, r) => {
      if (p === 0) return;
      kills.forEach((pk, k) => {
        const i = Math.max(0, r - k);
        next[i] = (next[i] as number) + p * pk;
      });
    });
    left = next;
  }
  const q = dieAtLeast(input.criticalValue);
  const per = input.overcharge ? overchargeHalve(input.power) : input.power;
  const crits: number[] = [];
  left.forEach((p, r) => {
    if (p > 0) pmfAddInto(crits, pmfCap(pmfBinomial(r * per, q), r), p);
  });
  const hull = hullOdds(crits, input);
  return { struck: left, crits, hullDamage: hull.hullDamage, destroyed: hull.destroyed };
}
