import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { circlePolygon, circleSegments, point } from './index';

describe('planar circles', () => {
  it('uses at least 8 sides and more for bigger circles or tighter errors', () => {
    expect(circleSegments(0.01)).toBe(8);
    expect(circleSegments(0)).toBe(0);
    expect(circleSegments(12)).toBeGreaterThan(circleSegments(3));
    expect(circleSegments(6, 0.001)).toBeGreaterThan(circleSegments(6, 0.01));
  });

  it('property: an inscribed polygon has its vertices on the circle and its edges within the error inside', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 30, noNaN: true }), fc.constantFrom(0.01, 0.05, 0.1), (r, e) => {
        const ring = circlePolygon(point(3, -4), r, e, 'inscribed');
        return ring.every((p, i) => {
          const q = ring[(i + 1) % ring.length] ?? p;
          const mid = point((p.x + q.x) / 2, (p.y + q.y) / 2);
          const onCircle = Math.abs(Math.hypot(p.x - 3, p.y + 4) - r) < 1e-9;
          const sag = r - Math.hypot(mid.x - 3, mid.y + 4);
          return onCircle && sag >= -1e-9 && sag <= e + 1e-9;
        });
      }),
    );
  });

  it('property: a circumscribed polygon stays outside the circle, at most the error beyond it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 30, noNaN: true }), fc.constantFrom(0.01, 0.05), (r, e) => {
        const ring = circlePolygon(point(0, 0), r, e, 'circumscribed');
        return ring.every((p, i) => {
          const q = ring[(i + 1) % ring.length] ?? p;
          const mid = Math.hypot((p.x + q.x) / 2, (p.y + q.y) / 2);
          const vertex = Math.hypot(p.x, p.y);
          return mid >= r - 1e-9 && vertex <= r + e + 1e-9;
        });
      }),
    );
  });
});
