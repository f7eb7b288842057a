import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { boxesOverlap, labelsPlace, type LabelRequest } from './labelPlacer';

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
});
