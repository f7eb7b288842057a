/**
 * Small planar vector helpers on table points (inches). Pure and allocation-light.
 * A vector is a Point read as a displacement.
 */
import { inches, point } from './units';
import type { Inches, Point } from './units';

/** A straight piece of line between two table points (what the UI draws to explain a verdict). */
export interface Segment {
  readonly from: Point;
  readonly to: Point;
}

/** An infinite line through `through` along the unit vector `direction`. */
export interface Line {
  readonly through: Point;
  readonly direction: Point;
}

/** Sum of two vectors. */
export const vecAdd = (a: Point, b: Point): Point => point(a.x + b.x, a.y + b.y);

/** Difference a − b. */
export const vecSub = (a: Point, b: Point): Point => point(a.x - b.x, a.y - b.y);

/** Vector scaled by k. */
export const vecScale = (a: Point, k: number): Point => point(a.x * k, a.y * k);

/** Dot product. */
export const vecDot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;

/** z of the cross product a × b (positive when b is clockwise of a on the y-down screen). */
export const vecCross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;

/** Length of a vector, in inches. */
export const vecLength = (a: Point): Inches => inches(Math.hypot(a.x, a.y));

/** Centre-to-centre (Euclidean) distance between two points, in inches. */
export const pointDistance = (a: Point, b: Point): Inches => inches(Math.hypot(a.x - b.x, a.y - b.y));

/** Build a segment. */
export const segment = (from: Point, to: Point): Segment => ({ from, to });

/** Length of a segment, in inches. */
export const segmentLength = (s: Segment): Inches => pointDistance(s.from, s.to);

/** The point of segment `s` closest to `p`. */
export const segmentClosestPoint = (s: Segment, p: Point): Point => {
  const dx = s.to.x - s.from.x;
  const dy = s.to.y - s.from.y;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return s.from;
  const t = Math.min(1, Math.max(0, ((p.x - s.from.x) * dx + (p.y - s.from.y) * dy) / len2));
  return point(s.from.x + t * dx, s.from.y + t * dy);
};

/** Distance from a point to a segment, in inches. */
export const segmentDistanceToPoint = (s: Segment, p: Point): Inches =>
  pointDistance(p, segmentClosestPoint(s, p));
