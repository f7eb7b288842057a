import { describe, expect, it } from 'vitest';
import { convexDepth, convexHull, convexMinkowskiDifference, convexRayEntry, point, ringSignedArea } from './index';

const sq = [point(0, 0), point(2, 0), point(2, 2), point(0, 2)];

describe('convex polygons', () => {
  it('the hull drops interior and collinear points', () => {
    const h = convexHull([...sq, point(1, 1), point(1, 0), point(0.5, 1.5)]);
    expect(h).toHaveLength(4);
    expect(Math.abs(ringSignedArea(h))).toBe(4);
  });

  it('signed area is positive one way round and negative the other', () => {
    expect(Math.sign(ringSignedArea(sq))).toBe(-Math.sign(ringSignedArea([...sq].reverse())));
    expect(Math.abs(ringSignedArea(sq))).toBe(4);
  });

  it('depth: distance to the nearest edge inside, negative outside', () => {
    const h = convexHull(sq);
    expect(convexDepth(h, point(1, 1))).toBeCloseTo(1, 9);
    expect(convexDepth(h, point(0.25, 1))).toBeCloseTo(0.25, 9);
    expect(convexDepth(h, point(3, 1))).toBeLessThan(0);
  });

  it('a ray enters the polygon at the first crossing, or never', () => {
    const h = convexHull(sq);
    expect(convexRayEntry(h, point(-3, 1), point(1, 0))).toBeCloseTo(3, 9);
    expect(convexRayEntry(h, point(-3, 5), point(1, 0))).toBeNull();
    expect(convexRayEntry(h, point(-3, 1), point(-1, 0))).toBeNull();
  });

  it('the Minkowski difference of two squares is the square of offsets at which they touch or overlap', () => {
    const d = convexMinkowskiDifference(sq, [point(0, 0), point(1, 0), point(1, 1), point(0, 1)]);
    expect(Math.abs(ringSignedArea(d))).toBe(9);
    expect(convexDepth(d, point(0.5, 0.5))).toBeGreaterThan(0);
  });
});
