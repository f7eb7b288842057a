/**
 * Convex polygon helpers used by overlap, missile sweeps and the envelope: hull, Minkowski
 * difference, signed depth and ray entry. Polygons are vertex lists with positive shoelace area
 * (counter-clockwise in x-right/y-up maths, which is clockwise on the y-down screen).
 */
import { point } from './units';
import type { Point } from './units';

/** A convex polygon as a vertex list with positive shoelace area (no repeated closing vertex). */
export type ConvexPolygon = readonly Point[];

const cross3 = (o: Point, a: Point, b: Point): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Convex hull of a set of points (Andrew's monotone chain); collinear points are dropped. */
export const convexHull = (points: readonly Point[]): ConvexPolygon => {
  const pts = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (pts.length < 3) return pts;
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross3(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross3(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
};

/**
 * The set of translations t that make polygon `a` (moved by t) touch or overlap polygon `b`:
 * b ⊕ (−a), built as the hull of all vertex differences. The origin is inside when they overlap now.
 */
export const convexMinkowskiDifference = (a: readonly Point[], b: readonly Point[]): ConvexPolygon => {
  const diffs: Point[] = [];
  for (const q of b) for (const p of a) diffs.push(point(q.x - p.x, q.y - p.y));
  return convexHull(diffs);
};

/**
 * Signed depth of `p` in a convex polygon: the distance to the nearest edge line, positive inside,
 * negative (or zero on the boundary) outside. Exact inside; outside it is a lower bound in magnitude.
 */
export const convexDepth = (poly: ConvexPolygon, p: Point): number => {
  let depth = Infinity;
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % n]!;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    const len = Math.hypot(ex, ey);
    if (len === 0) continue;
    const d = (ex * (p.y - a.y) - ey * (p.x - a.x)) / len;
    if (d < depth) depth = d;
  }
  return depth;
};

/**
 * First parameter s ≥ 0 at which the ray origin + s·dir touches the closed convex polygon
 * (Cyrus–Beck clipping), or null when it never does. 0 when the origin is already inside.
 */
export const convexRayEntry = (poly: ConvexPolygon, origin: Point, dir: Point): number | null => {
  let tEnter = 0;
  let tExit = Infinity;
  const n = poly.length;
  if (n < 3) return null;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % n]!;
    const ex = b.x - a.x;
    const ey = b.y - a.y;
    // Inside when ex*(p.y-a.y) - ey*(p.x-a.x) >= 0.
    const num = ex * (origin.y - a.y) - ey * (origin.x - a.x);
    const den = ex * dir.y - ey * dir.x;
    if (den === 0) {
      if (num < -1e-12) return null;
      continue;
    }
    const t = -num / den;
    if (den > 0) tEnter = Math.max(tEnter, t);
    else tExit = Math.min(tExit, t);
    if (tEnter > tExit + 1e-12) return null;
  }
  return tEnter;
};

/** Shoelace area of a simple ring (sign by orientation; positive for this module's convention). */
export const ringSignedArea = (ring: readonly Point[]): number => {
  let s = 0;
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    s += a.x * b.y - b.x * a.y;
  }
  return s / 2;
};
