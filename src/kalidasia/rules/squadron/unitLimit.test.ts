import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUnitLimit, pointsNeededFor, unitLimitAt, type UnitLimit } from './unitLimit';

const RULES = '[0-75]: 1, [76-150]: 2, [151+]: U';

const parsed = (text: string): UnitLimit => {
  const r = parseUnitLimit(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.limit;
};

describe('unit-limit notation', () => {
  it('reads the rulebook example as three brackets', () => {
    expect(parsed(RULES)).toEqual({
      kind: 'tiers',
      tiers: [
        { min: 0, max: 75, count: 1 },
        { min: 76, max: 150, count: 2 },
        { min: 151, max: null, count: null },
      ],
    });
  });

  it('keys the limit to the chosen point limit, as the rules explain', () => {
    const l = parsed(RULES);
    expect(unitLimitAt(l, 34)).toBe(1);
    expect(unitLimitAt(l, 75)).toBe(1);
    expect(unitLimitAt(l, 76)).toBe(2);
    expect(unitLimitAt(l, 150)).toBe(2);
    expect(unitLimitAt(l, 151)).toBe(Infinity);
    expect(unitLimitAt(l, 1000)).toBe(Infinity);
    expect(unitLimitAt(parsed('Unlimited'), 10)).toBe(Infinity);
    expect(pointsNeededFor(l, 2)).toBe(76);
    expect(pointsNeededFor(l, 5)).toBe(151);
  });

  it('returns null when no bracket covers the point limit', () => {
    expect(unitLimitAt(parsed('[0-75]: 1'), 100)).toBeNull();
  });

  it('names the position of a malformed notation', () => {
    const err = (t: string) => {
      const r = parseUnitLimit(t);
      return r.ok ? null : r.error;
    };
    expect(err('[0-75] 1')).toEqual({ position: 8, message: 'Position 8: expected ":" but found "1"' });
    expect(err('[0-75]: 1, [76-150: 2')).toEqual({ position: 19, message: 'Position 19: expected "]" but found ":"' });
    expect(err('[0-75]: 1,')?.message).toBe('Position 11: expected "[" but found the end');
    expect(err('[0-75]: X')?.message).toBe('Position 9: expected a number of units or "U" but found "X"');
    expect(err('[75-0]: 1')?.message).toBe('Position 2: the range 75-0 ends before it starts');
    expect(err('[0-75]: 1, [70-150]: 2')?.message).toBe('Position 12: this bracket overlaps the one before it');
    expect(err('')?.position).toBe(1);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(typeof parseUnitLimit(s).ok).toBe('boolean');
      }),
    );
  });

  it('gives a non-decreasing allowance for brackets with growing counts', () => {
    const l = parsed(RULES);
    fc.assert(
      fc.property(fc.nat(400), fc.nat(400), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(unitLimitAt(l, lo) ?? 0).toBeLessThanOrEqual(unitLimitAt(l, hi) ?? 0);
      }),
    );
  });
});
