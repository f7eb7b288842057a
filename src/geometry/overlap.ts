/**
 * Token overlap: separating axis theorem on oriented rectangles with the minimum translation
 * vector, and the smallest move of one token that clears every other token.
 * Rules: Kalidasia "Overlapping Tokens".
 */
import { convexDepth, convexMinkowskiDifference } from './convex';
import type { ConvexPolygon } from './convex';
import { footprintCorners, footprintEdges } from './footprint';
import type { TokenRect } from './footprint';
import { headingUnit, poseTranslate } from './pose';
import { inches, point } from './units';
import { segmentDistanceToPoint } from './vec';
import type { Inches, Point, Pose } from './units';

/** Penetration up to this depth (inches) counts as touching, not overlapping. */
export const OVERLAP_EPSILON = 1e-6;

/** The SAT verdict for two rectangles. */
export interface OverlapVerdict {
  readonly overlaps: boolean;
  /** Penetration depth along the best axis, inches (≤ 0 when apart: minus the gap along that axis). */
  readonly depth: Inches;
  /** Translation of the FIRST rectangle that separates them with the least movement (zero vector when apart). */
  readonly mtv: Point;
}

const ZERO = point(0, 0);

/**
 * Do two oriented rectangles overlap (touching is not overlapping)? Separating axis theorem on the
 * four edge normals; returns the minimum translation vector that moves `a` out of `b`.
 * Rules: Kalidasia "Overlapping Tokens".
 */
export const rectOverlap = (a: TokenRect, b: TokenRect, epsilon: number = OVERLAP_EPSILON): OverlapVerdict => {
  const fa = headingUnit(a.pose.heading);
  const fb = headingUnit(b.pose.heading);
  const axes: readonly Point[] = [fa, point(-fa.y, fa.x), fb, point(-fb.y, fb.x)];
  const ahl = a.footprint.length / 2;
  const ahw = a.footprint.width / 2;
  const bhl = b.footprint.length / 2;
  const bhw = b.footprint.width / 2;
  const dx = b.pose.x - a.pose.x;
  const dy = b.pose.y - a.pose.y;
  let best = Infinity;
  let bestAxis = ZERO;
  let bestSign = 1;
  for (const u of axes) {
    const ra = ahl * Math.abs(fa.x * u.x + fa.y * u.y) + ahw * Math.abs(-fa.y * u.x + fa.x * u.y);
    const rb = bhl * Math.abs(fb.x * u.x + fb.y * u.y) + bhw * Math.abs(-fb.y * u.x + fb.x * u.y);
    const c = dx * u.x + dy * u.y;
    const o = ra + rb - Math.abs(c);
    if (o < best) {
      best = o;
      bestAxis = u;
      bestSign = c > 0 ? -1 : 1;
    }
  }
  const overlaps = best > epsilon;
  return {
    overlaps,
    depth: inches(best),
    mtv: overlaps ? point(bestAxis.x * best * bestSign, bestAxis.y * best * bestSign) : ZERO,
  };
};

/** Options for resolveOverlap. */
export interface ResolveOptions {
  /** Give up (resolved: false) when the smallest clearing move is longer than this, inches. */
  readonly maxDistance?: number;
  readonly epsilon?: number;
}

/** The result of resolveOverlap. */
export interface ResolveResult {
  /** Where the moving token ends (unchanged when it overlapped nothing or could not be resolved). */
  readonly pose: Pose;
  /** The translation applied. */
  readonly shift: Point;
  readonly distance: Inches;
  readonly resolved: boolean;
  /** Indices (into `others`) of the tokens it overlapped before moving. */
  readonly overlapped: readonly number[];
  readonly reason?: string;
}

const closestOnSegment = (a: Point, b: Point): Point => {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const len2 = ex * ex + ey * ey;
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, -(a.x * ex + a.y * ey) / len2));
  return point(a.x + t * ex, a.y + t * ey);
};

const segIntersection = (a: Point, b: Point, c: Point, d: Point): Point | null => {
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const sx = d.x - c.x;
  const sy = d.y - c.y;
  const den = rx * sy - ry * sx;
  if (den === 0) return null;
  const t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / den;
  const u = ((c.x - a.x) * ry - (c.y - a.y) * rx) / den;
  if (t < 0 || t > 1 || u < 0 || u > 1) return null;
  return point(a.x + t * rx, a.y + t * ry);
};

/**
 * Move `moving` the smallest distance (a pure translation, heading kept) so that it overlaps none of
 * `others`. Exact and bounded, not iterative: the forbidden translations for each other token are a
 * convex Minkowski polygon; the answer is the point nearest the origin outside all of them, found
 * among edge projections, vertices and edge–edge crossings of those polygons — so pushing out of one
 * token never lands in another. Reports resolved: false when the move would exceed `maxDistance`.
 * Rules: Kalidasia "Overlapping Tokens" (the token that must give way is chosen by the rules layer).
 */
export const resolveOverlap = (moving: TokenRect, others: readonly TokenRect[], options: ResolveOptions = {}): ResolveResult => {
  const eps = options.epsilon ?? OVERLAP_EPSILON;
  const maxDistance = options.maxDistance ?? Infinity;
  const overlapped: number[] = [];
  others.forEach((o, i) => {
    if (rectOverlap(moving, o, eps).overlaps) overlapped.push(i);
  });
  const stay: ResolveResult = { pose: moving.pose, shift: ZERO, distance: inches(0), resolved: true, overlapped };
  if (overlapped.length === 0) return stay;

  const mc = footprintCorners(moving);
  const polys: ConvexPolygon[] = others.map((o) => convexMinkowskiDifference(mc, footprintCorners(o)));
  const valid = (t: Point): boolean => {
    for (const p of polys) if (convexDepth(p, t) > eps) return false;
    return true;
  };

  interface Cand {
    readonly p: Point;
    readonly n: number;
  }
  const cands: Cand[] = [];
  const edges: [Point, Point, number, number][] = [];
  polys.forEach((poly, pi) => {
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      const c = closestOnSegment(a, b);
      const n = Math.hypot(c.x, c.y);
      cands.push({ p: c, n }, { p: a, n: Math.hypot(a.x, a.y) });
      edges.push([a, b, pi, n]);
    }
  });
  cands.sort((x, y) => x.n - y.n);
  let best: Cand | null = null;
  for (const c of cands) {
    if (valid(c.p)) {
      best = c;
      break;
    }
  }
  // Union-boundary corners where two polygons' edges cross can beat every single-edge candidate.
  const bound = best?.n ?? Infinity;
  const near = edges.filter((e) => e[3] < bound);
  for (let i = 0; i < near.length; i++) {
    const e = near[i]!;
    for (let j = i + 1; j < near.length; j++) {
      const f = near[j]!;
      if (e[2] === f[2]) continue;
      const x = segIntersection(e[0], e[1], f[0], f[1]);
      if (!x) continue;
      const n = Math.hypot(x.x, x.y);
      if (n < (best?.n ?? Infinity) && valid(x)) best = { p: x, n };
    }
  }
  if (!best) {
    return { ...stay, resolved: false, reason: 'No clearing position found.' };
  }
  if (best.n > maxDistance) {
    return {
      ...stay,
      resolved: false,
      reason: `Clearing the overlap needs a move of ${Math.round(best.n * 1000) / 1000}", more than the ${maxDistance}" allowed.`,
    };
  }
  return {
    pose: poseTranslate(moving.pose, best.p),
    shift: best.p,
    distance: inches(best.n),
    resolved: true,
    overlapped,
  };
};

/** The gap between two tokens, edge to edge (0 when they touch or overlap), in inches. */
export const tokenGap = (a: TokenRect, b: TokenRect): Inches => {
  if (rectOverlap(a, b).depth > -OVERLAP_EPSILON) return inches(0);
  let d = Infinity;
  for (const [p, q] of [[a, b], [b, a]] as const) for (const c of footprintCorners(p)) for (const edge of footprintEdges(q)) d = Math.min(d, segmentDistanceToPoint(edge, c));
  return inches(d);
};
