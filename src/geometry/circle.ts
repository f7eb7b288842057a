/**
 * Planar circles as polygons, built here in inches (never turf's geodesic circle/buffer).
 * The segment count comes from the sagitta: a chord of a circle of radius r spanning angle 2π/n
 * lies r(1 − cos(π/n)) inside the arc, so n = ⌈π / acos(1 − e/r)⌉ keeps the error ≤ e.
 */
import { point } from './units';
import type { Point } from './units';

/** Default largest distance between the polygon outline and the true circle, inches. */
export const CIRCLE_MAX_ERROR = 0.01;

/**
 * Which side of the true circle the polygon errs on: 'inscribed' (vertices on the circle, polygon
 * inside it — for "within r" zones) or 'circumscribed' (edges touch the circle, polygon outside it —
 * for "at least r away" exclusions). Either way every point of the resulting zone obeys the rule.
 */
export type CircleFit = 'inscribed' | 'circumscribed';

/** Number of polygon sides that keeps the outline within `maxError` of a circle of `radius` (at least 8). */
export const circleSegments = (radius: number, maxError: number = CIRCLE_MAX_ERROR, fit: CircleFit = 'inscribed'): number => {
  if (!(radius > 0)) return 0;
  if (maxError >= radius) return 8;
  // inscribed: sagitta r(1 − cos(π/n)) ≤ e; circumscribed: r(1/cos(π/n) − 1) ≤ e.
  const c = fit === 'inscribed' ? 1 - maxError / radius : radius / (radius + maxError);
  return Math.max(8, Math.ceil(Math.PI / Math.acos(c)));
};

/**
 * A circle of `radius` inches about `centre` as a polygon ring (no repeated closing vertex, positive
 * shoelace area), within `maxError` inches of the true circle.
 */
export const circlePolygon = (centre: Point, radius: number, maxError: number = CIRCLE_MAX_ERROR, fit: CircleFit = 'inscribed'): Point[] => {
  const n = circleSegments(radius, maxError, fit);
  const r = fit === 'inscribed' ? radius : radius / Math.cos(Math.PI / n);
  const ring: Point[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    ring.push(point(centre.x + r * Math.cos(a), centre.y + r * Math.sin(a)));
  }
  return ring;
};
