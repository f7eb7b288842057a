/**
 * A small seeded pseudo-random generator (sfc32) so that every roll the app makes
 * can be replayed exactly from its recorded seed. Pure: no Math.random here.
 */
export interface RngState {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
}

/** Derive the generator's state from a 32-bit seed (splitmix32 mixing). */
export function rngFromSeed(seed: number): RngState {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let st: RngState = { a: next(), b: next(), c: next(), d: next() };
  for (let i = 0; i < 12; i++) st = rngNext(st)[1];
  return st;
}

/** One step: a uniform 32-bit unsigned integer and the next state. */
export function rngNext(st: RngState): [number, RngState] {
  let { a, b, c, d } = st;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t >>> 0, { a: a >>> 0, b, c, d }];
}

/** A uniform integer in [1, sides] without modulo bias, and the next state. */
export function rngDie(st: RngState, sides: number): [number, RngState] {
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`sides must be a positive integer, got ${sides}`);
  const limit = Math.floor(0x100000000 / sides) * sides;
  let cur = st;
  for (;;) {
    const [v, nxt] = rngNext(cur);
    cur = nxt;
    if (v < limit) return [(v % sides) + 1, cur];
  }
}
