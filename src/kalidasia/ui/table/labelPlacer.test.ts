import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { boxesOverlap, labelsPlace, type LabelBox, type LabelRequest } from './labelPlacer';
import { labelsPlaceReference } from './labelPlacer.reference.testing';

const req = (id: string, cx: number, cy: number, r = 6, w = 36, h = 16): LabelRequest => ({ id, cx, cy, r, w, h });
const noOverlap = (ps: ReturnType<typeof labelsPlace>) => {
  for (let i = 0; i < ps.length; i++) for (let j = i + 1; j < ps.length; j++) if (boxesOverlap(ps[i]!.box, ps[j]!.box)) return `${ps[i]!.id} overlaps ${ps[j]!.id}`;
  return null;
};

describe('labelsPlace', () => {
  test('a lone token gets its label just below it, without a leader line', () => {
    const [p] = labelsPlace([req('A', 100, 100, 6, 40, 16)]);
    expect(p).toEqual({ id: 'A', box: { x: 80, y: 108, w: 40, h: 16 }, leader: false });
  });

  test('four crowded tokens (11 px apart): no two labels overlap; those pushed out get a leader line', () => {
    const ps = labelsPlace([req('M1', 100, 100), req('M2', 111, 100), req('H1', 100, 111), req('H2', 111, 111)]);
    expect(noOverlap(ps)).toBeNull();
    expect(ps.map((p) => p.id)).toEqual(['M1', 'M2', 'H1', 'H2']);
    // At least one label could not sit next to its token: it is drawn with a leader.
    expect(ps.some((p) => p.leader)).toBe(true);
  });

  test('a label avoids covering another token when a free spot exists', () => {
    // A token just below A: A's label goes to the right instead.
    const ps = labelsPlace([req('A', 100, 100, 6, 30, 14)], [{ x: 85, y: 108, w: 30, h: 20 }]);
    expect(ps[0]?.box.x).toBeGreaterThan(100);
    expect(ps[0]?.leader).toBe(false);
  });

  test('property: labels never overlap, however crowded', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: 0, max: 120 }), y: fc.integer({ min: 0, max: 120 }), w: fc.integer({ min: 16, max: 80 }), h: fc.integer({ min: 10, max: 24 }), r: fc.integer({ min: 3, max: 30 }) }), { minLength: 1, maxLength: 30 }),
        (ts) => {
          const reqs = ts.map((t, i) => req(`T${i}`, t.x, t.y, t.r, t.w, t.h));
          const obstacles = ts.map((t) => ({ x: t.x - t.r, y: t.y - t.r, w: 2 * t.r, h: 2 * t.r }));
          const ps = labelsPlace(reqs, obstacles);
          expect(ps).toHaveLength(reqs.length);
          expect(noOverlap(ps)).toBeNull();
        },
      ),
      { numRuns: 150 },
    );
  });

  describe('the grid gives exactly what checking every box gave (labelPlacer.reference.testing.ts)', () => {
    const token = fc.record({
      x: fc.oneof(fc.integer({ min: 0, max: 120 }), fc.double({ min: -300, max: 1300, noNaN: true }), fc.integer({ min: -2000, max: 6000 })),
      y: fc.oneof(fc.integer({ min: 0, max: 120 }), fc.double({ min: -300, max: 900, noNaN: true }), fc.integer({ min: -2000, max: 6000 })),
      r: fc.oneof(fc.integer({ min: 3, max: 30 }), fc.double({ min: 0, max: 200, noNaN: true })),
      // Labels of 1–8 characters at 9–20 px type, and some odd sizes.
      w: fc.oneof(fc.integer({ min: 12, max: 110 }), fc.double({ min: 0, max: 400, noNaN: true })),
      h: fc.oneof(fc.integer({ min: 10, max: 24 }), fc.double({ min: 0, max: 60, noNaN: true })),
    });
    const box: fc.Arbitrary<LabelBox> = fc.record({ x: fc.double({ min: -500, max: 1500, noNaN: true }), y: fc.double({ min: -500, max: 1000, noNaN: true }), w: fc.double({ min: 0, max: 3000, noNaN: true }), h: fc.double({ min: 0, max: 3000, noNaN: true }) });
    const same = (reqs: LabelRequest[], obstacles: LabelBox[], maxRings?: number) => expect(labelsPlace(reqs, obstacles, maxRings)).toStrictEqual(labelsPlaceReference(reqs, obstacles, maxRings));

    test('property: random tokens, crowded or spread, on and off the table edge, extra obstacles of any size', () => {
      fc.assert(
        fc.property(fc.array(token, { minLength: 0, maxLength: 60 }), fc.array(box, { maxLength: 6 }), fc.boolean(), fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }), (ts, extra, withTokens, maxRings) => {
          const reqs = ts.map((t, i) => req(`T${i}`, t.x, t.y, t.r, t.w, t.h));
          const own = withTokens ? ts.map((t) => ({ x: t.x - t.r, y: t.y - t.r, w: 2 * t.r, h: 2 * t.r })) : [];
          same(reqs, [...own, ...extra], maxRings);
        }),
        { numRuns: 300 },
      );
    });

    test('property: a crowd in a small square (every label pushed out ring by ring)', () => {
      fc.assert(
        fc.property(fc.array(fc.record({ x: fc.integer({ min: -20, max: 20 }), y: fc.integer({ min: -20, max: 20 }), n: fc.integer({ min: 1, max: 8 }) }), { minLength: 20, maxLength: 90 }), fc.integer({ min: 9, max: 20 }), (ts, font) => {
          const h = font + 4;
          const reqs = ts.map((t, i) => req(`T${i}`, t.x * 7, t.y * 7, 6, Math.ceil(t.n * font * 0.62) + 6, h));
          same(
            reqs,
            ts.map((t) => ({ x: t.x * 7 - 6, y: t.y * 7 - 6, w: 12, h: 12 })),
          );
        }),
        { numRuns: 40 },
      );
    });

    test('odd inputs: far away, not finite, negative sizes, a token as large as the table', () => {
      const odd: LabelRequest[] = [
        req('far', 5e9, -5e9),
        req('nan', Number.NaN, 10),
        req('inf', Number.POSITIVE_INFINITY, 0),
        req('neg', 50, 50, 6, -30, -10),
        req('a', 50, 50),
        req('b', 52, 50),
        req('zero', 51, 51, 0, 0, 0),
        req('neg2', 50, 52, 6, -10, 16),
        req('huge', 60, 60, 6, 5000, 3000),
      ];
      const obstacles: LabelBox[] = [{ x: -10, y: -10, w: 1e6, h: 1e6 }, { x: Number.NaN, y: 0, w: 5, h: 5 }, { x: 40, y: 40, w: -20, h: 30 }, ...odd.map((q) => ({ x: q.cx - q.r, y: q.cy - q.r, w: 2 * q.r, h: 2 * q.r }))];
      expect(labelsPlace(odd, obstacles).map((p) => p.id)).toEqual(odd.map((q) => q.id));
      same(odd, obstacles);
      same(odd, []);
      same([...odd].reverse(), obstacles, 3);
    });
  });
});
