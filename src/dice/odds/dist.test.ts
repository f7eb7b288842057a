import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { pmfBinomial, pmfHypergeometric, pmfTotal, trinomial } from './dist';

/** C(n, k) by multiplication (small n only). */
const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
};

describe('exact distributions', () => {
  it('hypergeometric: the rulebook deck (46 cards, 10 Hull Damage), 3 cards drawn', () => {
    const p = pmfHypergeometric(46, 10, 3);
    const direct = [0, 1, 2, 3].map((x) => (choose(10, x) * choose(36, 3 - x)) / choose(46, 3));
    expect(p.map((x, i) => Math.abs(x - (direct[i] ?? 0)) < 1e-13)).toEqual([true, true, true, true]);
  });

  it('hypergeometric: draws capped at the pile, and impossible counts are zero', () => {
    expect(pmfHypergeometric(5, 2, 9)).toEqual(pmfHypergeometric(5, 2, 5));
    const all = pmfHypergeometric(5, 2, 5);
    expect(all.map((x) => Math.round(x * 1e12) / 1e12)).toEqual([0, 0, 1, 0, 0, 0]);
    expect(pmfHypergeometric(10, 0, 3)).toEqual([1]);
    expect(pmfHypergeometric(10, 4, 0)).toEqual([1]);
    // 4 drawn from 6 with 5 marked: at least 3 marked.
    expect(pmfHypergeometric(6, 5, 4).map((x) => Math.round(x * 1e12) / 1e12)).toEqual([0, 0, 0, Math.round((10 / 15) * 1e12) / 1e12, Math.round((5 / 15) * 1e12) / 1e12]);
  });

  it('property: hypergeometric sums to 1 and agrees with the direct formula', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 46 }), fc.nat(46), fc.nat(46), (size, good, n) => {
        const g = Math.min(good, size);
        const k = Math.min(n, size);
        const p = pmfHypergeometric(size, g, n);
        expect(Math.abs(pmfTotal(p) - 1)).toBeLessThan(1e-12);
        // k = 0 or g = 0: the single outcome "none marked" ([1]).
        const worst = k > 0 && g > 0 ? p.reduce((m, x, i) => Math.max(m, Math.abs(x - (choose(g, i) * choose(size - g, k - i)) / choose(size, k))), 0) : Math.abs((p[0] ?? 0) - 1);
        expect(worst).toBeLessThan(1e-12);
      }),
      { numRuns: 300 },
    );
  });

  it('cached results are the same values on every call (trinomial, binomial)', () => {
    const a = trinomial(6, 1 / 3, 1 / 3);
    expect(trinomial(6, 1 / 3, 1 / 3)).toBe(a);
    expect(Math.abs(a.reduce((s, t) => s + t.p, 0) - 1)).toBeLessThan(1e-12);
    expect(pmfBinomial(5, 0.5)).toBe(pmfBinomial(5, 0.5));
  });
});
