/**
 * The unit-limit notation of the squadron tables:
 *   [0-75]: 1, [76-150]: 2, [151+]: U
 * "for squadrons in the range 0-75 points, one of that unit may be included. For
 * 76-150 points, two ... and for squadrons from 151 and up, an unlimited number".
 * The limit is keyed to the squadron's chosen point limit (as list builders do).
 */

/** One bracket: squadrons of `min`..`max` points (max `null` = and up) may take `count` (`null` = unlimited). */
export interface UnitLimitTier {
  readonly min: number;
  readonly max: number | null;
  readonly count: number | null;
}

export type UnitLimit = { readonly kind: 'unlimited' } | { readonly kind: 'tiers'; readonly tiers: readonly UnitLimitTier[] };

export interface UnitLimitError {
  /** 1-based character position in the notation. */
  readonly position: number;
  readonly message: string;
}

export type UnitLimitParse = { readonly ok: true; readonly limit: UnitLimit } | { readonly ok: false; readonly error: UnitLimitError };

class ParseFailure extends Error {
  constructor(
    readonly position: number,
    message: string,
  ) {
    super(message);
  }
}

/** A tiny recursive-descent reader over the notation. */
class Reader {
  i = 0;
  constructor(readonly text: string) {}
  skipSpace(): void {
    while (this.i < this.text.length && /\s/.test(this.text.charAt(this.i))) this.i++;
  }
  peek(): string {
    this.skipSpace();
    return this.text.charAt(this.i);
  }
  found(): string {
    return this.i < this.text.length ? `"${this.text.charAt(this.i)}"` : 'the end';
  }
  fail(what: string): never {
    throw new ParseFailure(this.i + 1, `Position ${this.i + 1}: expected ${what} but found ${this.found()}`);
  }
  expect(ch: string): void {
    if (this.peek() !== ch) this.fail(`"${ch}"`);
    this.i++;
  }
  int(what: string): number {
    this.skipSpace();
    const m = /^\d+/.exec(this.text.slice(this.i));
    if (!m) this.fail(what);
    this.i += m[0].length;
    return Number(m[0]);
  }
}

function tier(r: Reader): UnitLimitTier {
  r.expect('[');
  const start = r.i;
  const min = r.int('a number of points');
  let max: number | null;
  if (r.peek() === '+') {
    r.i++;
    max = null;
  } else {
    r.expect('-');
    max = r.int('a number of points');
    if (max < min) throw new ParseFailure(start + 1, `Position ${start + 1}: the range ${min}-${max} ends before it starts`);
  }
  r.expect(']');
  r.expect(':');
  let count: number | null;
  if (r.peek() === 'U') {
    r.i++;
    count = null;
  } else {
    count = r.int('a number of units or "U"');
  }
  return { min, max, count };
}

// Rules: Kalidasia "Building a Squadron" — the squadron-table notation.
export function parseUnitLimit(text: string): UnitLimitParse {
  if (/^\s*unlimited\s*$/i.test(text)) return { ok: true, limit: { kind: 'unlimited' } };
  const r = new Reader(text);
  try {
    const tiers: UnitLimitTier[] = [];
    const starts: number[] = [];
    for (;;) {
      r.skipSpace();
      starts.push(r.i + 1);
      tiers.push(tier(r));
      if (r.peek() === ',') {
        r.i++;
        continue;
      }
      if (r.peek() !== '') r.fail('"," or the end');
      break;
    }
    for (let k = 1; k < tiers.length; k++) {
      const prev = tiers[k - 1];
      const cur = tiers[k];
      if (prev && cur && (prev.max === null || cur.min <= prev.max)) {
        const at = starts[k] ?? 1;
        return { ok: false, error: { position: at, message: `Position ${at}: this bracket overlaps the one before it` } };
      }
    }
    return { ok: true, limit: { kind: 'tiers', tiers } };
  } catch (e) {
    if (e instanceof ParseFailure) return { ok: false, error: { position: e.position, message: e.message } };
    throw e;
  }
}

/**
 * How many of the unit a squadron of `pointLimit` points may include:
 * a number, `Infinity` for unlimited, or `null` when no bracket covers that limit.
 */
// Rules: Kalidasia "Building a Squadron" — "[0-75]: 1, [76-150]: 2, [151+]: U".
export function unitLimitAt(limit: UnitLimit, pointLimit: number): number | null {
  if (limit.kind === 'unlimited') return Infinity;
  const t = limit.tiers.find((x) => pointLimit >= x.min && (x.max === null || pointLimit <= x.max));
  if (!t) return null;
  return t.count ?? Infinity;
}

/** The smallest point limit at which `have` of the unit are allowed, or `null` if never. */
export function pointsNeededFor(limit: UnitLimit, have: number): number | null {
  if (limit.kind === 'unlimited') return 0;
  const t = limit.tiers.find((x) => x.count === null || x.count >= have);
  return t ? t.min : null;
}
