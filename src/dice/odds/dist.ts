/**
 * Exact distributions of dice counts, shared by every game (DESIGN.md §1: "dice … and exact odds tools").
 * A `Pmf` is a probability mass function over the counts 0..n as a plain number array
 * (`pmf[k]` = P(X = k)). Everything here is exact arithmetic on probabilities (closed forms and
 * convolutions), never simulation. Pure: no Math.random.
 */

/** P(X = k) for k = 0..pmf.length-1. */
export type Pmf = readonly number[];

/** The probability that a die with `sides` faces shows `atLeast` or more (0 when out of reach). */
export function dieAtLeast(atLeast: number, sides = 6): number {
  if (atLeast <= 1) return 1;
  if (atLeast > sides) return 0;
  return (sides - atLeast + 1) / sides;
}

const binomCache = new Map<string, Pmf>();

/** Binomial(n, p): successes among n independent trials. Cached (the odds engine asks for the same few often). */
export function pmfBinomial(n: number, p: number): Pmf {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`pmfBinomial: n must be a whole number ≥ 0, got ${n}`);
  const key = `${n}|${p}`;
  const hit = binomCache.get(key);
  if (hit) return hit;
  const out = new Array<number>(n + 1).fill(0);
  if (p <= 0) out[0] = 1;
  else if (p >= 1) out[n] = 1;
  else {
    // Recurrence on the ratio P(k+1)/P(k) = (n-k)/(k+1) · p/(1-p), started from (1-p)^n.
    const r = p / (1 - p);
    let v = Math.pow(1 - p, n);
    out[0] = v;
    for (let k = 0; k < n; k++) {
      v = (v * (n - k) * r) / (k + 1);
      out[k + 1] = v;
    }
  }
  if (binomCache.size > 4096) binomCache.clear();
  binomCache.set(key, out);
  return out;
}

/** Sum of two independent counts. */
export function pmfConvolve(a: Pmf, b: Pmf): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i] as number;
    if (ai === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j] = (out[i + j] as number) + ai * (b[j] as number);
  }
  return out;
}

/** min(X, cap). */
export function pmfCap(a: Pmf, cap: number): number[] {
  const c = Math.max(0, Math.floor(cap));
  const out = new Array<number>(Math.min(a.length, c + 1)).fill(0);
  for (let k = 0; k < a.length; k++) {
    const j = Math.min(k, c);
    out[j] = (out[j] as number) + (a[k] as number);
  }
  return out;
}

/** Add `w · a` into `into` (growing it as needed). */
export function pmfAddInto(into: number[], a: Pmf, w: number, shift = 0): void {
  for (let k = 0; k < a.length; k++) {
    const i = k + shift;
    while (into.length <= i) into.push(0);
    into[i] = (into[i] as number) + w * (a[k] as number);
  }
}

export const pmfTotal = (a: Pmf): number => a.reduce((s, x) => s + x, 0);
export const pmfMean = (a: Pmf): number => a.reduce((s, x, k) => s + k * x, 0);
/** P(X ≥ k). */
export const pmfAtLeast = (a: Pmf, k: number): number => a.reduce((s, x, i) => (i >= k ? s + x : s), 0);

/**
 * Where an actual result lies in its distribution ("how lucky was that roll"): P(X < x), P(X = x),
 * P(X > x) and the mid-percentile 100·(P(X < x) + P(X = x)/2).
 */
export interface Percentile {
  readonly below: number;
  readonly equal: number;
  readonly above: number;
  /** 0..100; 50 is an average result, high is lucky for whoever wanted more. */
  readonly percentile: number;
}

export function pmfPercentile(a: Pmf, x: number): Percentile {
  let below = 0;
  let equal = 0;
  let above = 0;
  a.forEach((p, k) => {
    if (k < x) below += p;
    else if (k === x) equal += p;
    else above += p;
  });
  return { below, equal, above, percentile: 100 * (below + equal / 2) };
}

/**
 * Counts of three kinds of die faces among `n` dice (e.g. miss / hit / solid hit):
 * every (a, b) with a of the first kind, b of the second and n-a-b of the third, with its
 * multinomial probability. Returned as a flat list, `a`-major.
 */
export interface Trinomial {
  readonly a: number;
  readonly b: number;
  readonly p: number;
}

const factCache: number[] = [0];
function logFact(n: number): number {
  while (factCache.length <= n) {
    const k = factCache.length;
    factCache.push((factCache[k - 1] as number) + Math.log(k));
  }
  return factCache[n] as number;
}

const triCache = new Map<string, readonly Trinomial[]>();

/** Cached (the odds engine asks for the same gun counts and faces again and again): do not mutate the result. */
export function trinomial(n: number, pa: number, pb: number): readonly Trinomial[] {
  const key = `${n}|${pa}|${pb}`;
  const hit = triCache.get(key);
  if (hit) return hit;
  const pc = Math.max(0, 1 - pa - pb);
  const out: Trinomial[] = [];
  const la = Math.log(pa);
  const lb = Math.log(pb);
  const lc = Math.log(pc);
  for (let a = 0; a <= n; a++) {
    for (let b = 0; a + b <= n; b++) {
      const c = n - a - b;
      // 0 · log 0 = 0: a face with probability 0 contributes only when it is not rolled.
      if ((pa === 0 && a > 0) || (pb === 0 && b > 0) || (pc === 0 && c > 0)) continue;
      const lp = logFact(n) - logFact(a) - logFact(b) - logFact(c) + (a ? a * la : 0) + (b ? b * lb : 0) + (c ? c * lc : 0);
      out.push({ a, b, p: Math.exp(lp) });
    }
  }
  if (triCache.size > 1024) triCache.clear();
  triCache.set(key, out);
  return out;
}

/**
 * Hypergeometric: how many of `good` marked cards are among `n` drawn from `size` (n capped at size).
 * Exact: the first term from log-factorials, the rest by the ratio P(x+1)/P(x). Cached (the same deck
 * composition is asked about for every number of criticals): do not mutate the result.
 */
const hyperCache = new Map<string, Pmf>();
export function pmfHypergeometric(size: number, good: number, n: number): Pmf {
  const N = Math.max(size, 0);
  const k = Math.min(Math.max(n, 0), N);
  const g = Math.min(Math.max(good, 0), N);
  if (k === 0 || g === 0) return [1];
  const key = `${N}|${g}|${k}`;
  const hit = hyperCache.get(key);
  if (hit) return hit;
  const out = new Array<number>(k + 1).fill(0);
  const lc = (a: number, b: number): number => logFact(a) - logFact(b) - logFact(a - b);
  const lo = Math.max(0, k - (N - g));
  const hi = Math.min(k, g);
  let v = Math.exp(lc(g, lo) + lc(N - g, k - lo) - lc(N, k));
  out[lo] = v;
  for (let x = lo; x < hi; x++) {
    v = (v * (g - x) * (k - x)) / ((x + 1) * (N - g - k + x + 1));
    out[x + 1] = v;
  }
  if (hyperCache.size > 4096) hyperCache.clear();
  hyperCache.set(key, out);
  return out;
}

/**
 * A distribution over small integer tuples (joint counts), keyed by a packed integer.
 * States with equal counts are merged as they are added (never one entry per die sequence).
 */
export class JointPmf {
  private readonly m = new Map<number, number>();
  /** `dims`: the upper bound (exclusive) of each coordinate, for packing. */
  constructor(readonly dims: readonly number[]) {}
  private pack(v: readonly number[]): number {
    let key = 0;
    for (let i = 0; i < this.dims.length; i++) key = key * (this.dims[i] as number) + (v[i] as number);
    return key;
  }
  unpack(key: number): number[] {
    const v = new Array<number>(this.dims.length);
    for (let i = this.dims.length - 1; i >= 0; i--) {
      const d = this.dims[i] as number;
      v[i] = key % d;
      key = Math.floor(key / d);
    }
    return v;
  }
  add(v: readonly number[], p: number): void {
    if (p === 0) return;
    const k = this.pack(v);
    this.m.set(k, (this.m.get(k) ?? 0) + p);
  }
  /** Entries, coordinates and probability. */
  entries(): { v: number[]; p: number }[] {
    return [...this.m.entries()].map(([k, p]) => ({ v: this.unpack(k), p }));
  }
  get size(): number {
    return this.m.size;
  }
  /** The distribution of one coordinate. */
  marginal(i: number): number[] {
    const out: number[] = [];
    for (const [k, p] of this.m) pmfAddInto(out, [p], 1, this.unpack(k)[i] as number);
    return out;
  }
  total(): number {
    let s = 0;
    for (const p of this.m.values()) s += p;
    return s;
  }
}
