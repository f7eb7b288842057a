import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { point, pointsWithin, spatialIndexBuild, spatialIndexWithin } from './index';

describe('radius queries (centre to centre, inclusive)', () => {
  // Anti-fighter spread (Rules: "Applying Damage from Anti-Fighter Weapons"): Hunter A is hit; the
  // Hunters within 3" of A share the result, Hunter B more than 3" away does not.
  const hunters = [
    { id: 'A', x: 10, y: 10 },
    { id: 'A2', x: 12, y: 11 }, // √5 ≈ 2.24"
    { id: 'A3', x: 10, y: 13 }, // exactly 3"
    { id: 'A4', x: 11.8, y: 12.4 }, // 1.8, 2.4 → exactly 3"
    { id: 'B', x: 13, y: 11 }, // √10 ≈ 3.16"
  ];

  it('finds the hunters within 3" of Hunter A, including exactly 3", not Hunter B', () => {
    const idx = spatialIndexBuild(hunters, 3);
    const ids = spatialIndexWithin(idx, point(10, 10), 3).map((h) => h.id).sort();
    expect(ids).toEqual(['A', 'A2', 'A3', 'A4']);
    expect(pointsWithin(hunters, point(10, 10), 3).map((h) => h.id).sort()).toEqual(ids);
  });

  it('works with negative coordinates and any cell size', () => {
    const idx = spatialIndexBuild([{ x: -1, y: -1 }, { x: 5, y: 5 }], 0.7);
    expect(spatialIndexWithin(idx, point(0, 0), 1.5)).toEqual([{ x: -1, y: -1 }]);
  });

  it('property: the index answers exactly like a linear scan', () => {
    const pt = fc.record({ x: fc.double({ min: -10, max: 80, noNaN: true }), y: fc.double({ min: -10, max: 50, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(pt, { maxLength: 200 }), pt, fc.double({ min: 0, max: 15, noNaN: true }), fc.double({ min: 0.5, max: 10, noNaN: true }), (items, c, r, cell) => {
        const idx = spatialIndexBuild(items, cell);
        const a = spatialIndexWithin(idx, point(c.x, c.y), r);
        const b = pointsWithin(items, point(c.x, c.y), r);
        return a.length === b.length && b.every((x) => a.includes(x));
      }),
    );
  });
});
