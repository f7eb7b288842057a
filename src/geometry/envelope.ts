/**
 * Reachable envelope for the movement planner: every legal end pose for a distance band, a turning
 * ability and a notch budget, sampled on a grid, plus an outline polygon of the end positions.
 * Closed form (no path sampling): for a fixed sequence of headings the end position is a linear
 * function of (turn 1, turn 2, distance), so each turn family reaches exactly a convex polygon —
 * the hull of the images of its parameter polytope's corners.
 * Rules: Kalidasia "Move the Warship", "Executing a turn", "Impossible Turns".
 */
import { convexDepth, convexHull } from './convex';
import type { ConvexPolygon } from './convex';
import { turningSpacing } from './movement';
import type { TurningAbility } from './movement';
import { headingNormalize, headingToward, headingUnit } from './pose';
import { pose, point } from './units';
import type { Point, Pose } from './units';
import { zoneCircle, zoneDifference, zoneFromRing, zoneUnion } from './zone';
import type { Zone } from './units';

/** What the planner asks for. */
export interface EnvelopeRequest {
  readonly start: Pose;
  /** Distance band of the current velocity, inches. */
  readonly minDistance: number;
  readonly maxDistance: number;
  readonly turning: TurningAbility;
  /** Degrees per template notch (data pack). */
  readonly notchAngle: number;
  /** Most notches in one turn (rules layer: half engines rounded up + thrusters). */
  readonly notchCap: number;
  /** Notches available over the whole move (engine + thruster points allocated to turning); for ∞ the number of free turns. */
  readonly notchBudget: number;
  /** Spacing of the sampled end positions, inches (e.g. 0.25). */
  readonly resolution: number;
}

/** The planner overlay. */
export interface Envelope {
  /** Legal end poses: grid points (multiples of `resolution`) inside each family, plus family corners. */
  readonly poses: readonly Pose[];
  /** Outline of all reachable end positions (thin families widened by 0.005"). */
  readonly outline: Zone;
  /** True when any final heading may be chosen at the end (infinite ability with a spare turn). */
  readonly anyFinalHeading: boolean;
}

interface Family {
  /** Corners of the reachable set of end positions (may be degenerate: a segment or a point). */
  readonly hull: ConvexPolygon;
  /** Net notches turned (signed, starboard positive): final heading = start + k·notchAngle. */
  readonly k: number;
}

const THIN = 0.005;

/** End position after moving t1 along h0, (t2 − t1) along h1 and (d − t2) along h2. */
const endAt = (s: Pose, u: readonly Point[], t1: number, t2: number, d: number): Point => {
  const [a, b, c] = u as [Point, Point, Point];
  return point(s.x + t1 * a.x + (t2 - t1) * b.x + (d - t2) * c.x, s.y + t1 * a.y + (t2 - t1) * b.y + (d - t2) * c.y);
};

/** The reachable end-position families for a template ability (A/B/C). */
const templateFamilies = (req: EnvelopeRequest, spacing: number): Family[] => {
  const { start: s, notchAngle: a } = req;
  const dmin = Math.max(0, req.minDistance);
  const dmax = req.maxDistance;
  const fams: Family[] = [];
  const u0 = headingUnit(s.heading);
  fams.push({ hull: convexHull([endAt(s, [u0, u0, u0], 0, 0, dmin), endAt(s, [u0, u0, u0], 0, 0, dmax)]), k: 0 });
  const cap = Math.min(req.notchCap, req.notchBudget);
  const signed: number[] = [];
  for (let n = 1; n <= cap; n++) signed.push(n, -n);
  // One turn at t1 ∈ [spacing, d].
  const lo1 = Math.max(dmin, spacing);
  if (lo1 <= dmax) {
    for (const n1 of signed) {
      const u1 = headingUnit(s.heading + n1 * a);
      const us = [u0, u1, u1];
      const pts = [endAt(s, us, spacing, lo1, lo1), endAt(s, us, lo1, lo1, lo1), endAt(s, us, spacing, dmax, dmax), endAt(s, us, dmax, dmax, dmax)];
      fams.push({ hull: convexHull(pts), k: n1 });
    }
  }
  for (const n1 of signed) {
    for (const n2 of signed) {
      if (Math.abs(n1) + Math.abs(n2) > req.notchBudget) continue;
      const us = [u0, headingUnit(s.heading + n1 * a), headingUnit(s.heading + (n1 + n2) * a)];
      // Two turns with full spacing: t1 ≥ sp, t2 ≥ t1 + sp, t2 ≤ d.
      const lo2 = Math.max(dmin, 2 * spacing);
      if (lo2 <= dmax) {
        const pts: Point[] = [];
        for (const d of [lo2, dmax]) pts.push(endAt(s, us, spacing, 2 * spacing, d), endAt(s, us, spacing, d, d), endAt(s, us, d - spacing, d, d));
        fams.push({ hull: convexHull(pts), k: n1 + n2 });
      }
      // "Impossible Turns": d ∈ [sp, 2sp): first at sp, second at the end (a separate, straight family).
      const loI = Math.max(dmin, spacing);
      const hiI = Math.min(dmax, 2 * spacing);
      if (loI <= hiI && loI < 2 * spacing) {
        fams.push({ hull: convexHull([endAt(s, us, spacing, loI, loI), endAt(s, us, spacing, hiI, hiI)]), k: n1 + n2 });
      }
    }
  }
  return fams;
};

/** Sample grid points (multiples of r) inside a convex polygon by scanlines. */
const gridInside = (hull: ConvexPolygon, r: number, visit: (i: number, j: number) => void): number => {
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of hull) {
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  let count = 0;
  const n = hull.length;
  for (let j = Math.ceil(minY / r - 1e-9); j * r <= maxY + 1e-9; j++) {
    const y = j * r;
    let x0 = Infinity;
    let x1 = -Infinity;
    for (let e = 0; e < n; e++) {
      const a = hull[e]!;
      const b = hull[(e + 1) % n]!;
      if ((a.y - y) * (b.y - y) > 0) continue;
      if (a.y === b.y) {
        x0 = Math.min(x0, a.x, b.x);
        x1 = Math.max(x1, a.x, b.x);
      } else {
        const x = a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x);
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
      }
    }
    for (let i = Math.ceil(x0 / r - 1e-9); i * r <= x1 + 1e-9; i++) {
      visit(i, j);
      count++;
    }
  }
  return count;
};

/**
 * The families worth unioning for the outline: a family whose end positions all lie inside another
 * (usually larger) family adds nothing to the drawn outline, and the planar union is the costly step.
 */
const outlineFamilies = (fams: readonly Family[]): Family[] => {
  const solid = fams.filter((f) => f.hull.length >= 3);
  const inside = (a: Family, b: Family): boolean => b.hull.length >= 3 && a.hull.every((p) => convexDepth(b.hull, p) >= -1e-9);
  return fams.filter((f, i) => !solid.some((g) => g !== f && inside(f, g) && (!inside(g, f) || fams.indexOf(g) < i)));
};

/** A convex family as a drawable ring, widening segments and points to a thin sliver. */
const familyRing = (hull: ConvexPolygon): Point[] => {
  if (hull.length >= 3) return [...hull];
  const a = hull[0] ?? point(0, 0);
  const b = hull[1] ?? point(a.x + THIN, a.y);
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const nx = (-(b.y - a.y) / len) * THIN;
  const ny = ((b.x - a.x) / len) * THIN;
  return [point(a.x - nx, a.y - ny), point(b.x - nx, b.y - ny), point(b.x + nx, b.y + ny), point(a.x + nx, a.y + ny)];
};

/**
 * Legal end poses (sampled at `resolution`) and the outline of end positions for one warship.
 * Template abilities: no turn, one turn, or two turns within notch cap and budget, with
 * "Impossible Turns" placement for short moves. Infinite ability: with a turn, the ring between
 * min and max distance (heading = direction travelled; any final heading if a second turn is left).
 * Rules: Kalidasia "Move the Warship", "Impossible Turns".
 */
export const envelopeReachable = (req: EnvelopeRequest): Envelope => {
  const r = req.resolution;
  if (!(r > 0)) throw new RangeError(`resolution must be positive, got ${r}`);
  const spacing = turningSpacing(req.turning);
  if (spacing === null) return infiniteEnvelope(req);
  const fams = templateFamilies(req, spacing);
  const seen = new Set<number>();
  const poses: Pose[] = [];
  for (const f of fams) {
    const heading = headingNormalize(req.start.heading + f.k * req.notchAngle);
    const kk = f.k + 512;
    const n = f.hull.length >= 3
      ? gridInside(f.hull, r, (i, j) => {
          const key = (kk * 65536 + (i + 32768)) * 65536 + (j + 32768);
          if (seen.has(key)) return;
          seen.add(key);
          poses.push(pose(i * r, j * r, heading));
        })
      : 0;
    if (n === 0) {
      // Thin family (a segment): sample along it.
      const a = f.hull[0];
      const b = f.hull[1] ?? a;
      if (!a || !b) continue;
      const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / r));
      for (let q = 0; q <= steps; q++) poses.push(pose(a.x + ((b.x - a.x) * q) / steps, a.y + ((b.y - a.y) * q) / steps, heading));
    }
  }
  const outline = zoneUnion(outlineFamilies(fams).map((f) => zoneFromRing(familyRing(f.hull))));
  return { poses, outline, anyFinalHeading: false };
};

const infiniteEnvelope = (req: EnvelopeRequest): Envelope => {
  const s = req.start;
  const r = req.resolution;
  const dmin = Math.max(0, req.minDistance);
  const dmax = req.maxDistance;
  const u0 = headingUnit(s.heading);
  const straight = convexHull([point(s.x + u0.x * dmin, s.y + u0.y * dmin), point(s.x + u0.x * dmax, s.y + u0.y * dmax)]);
  const poses: Pose[] = [];
  const steps = Math.max(1, Math.ceil((dmax - dmin) / r));
  for (let q = 0; q <= steps; q++) {
    const d = dmin + ((dmax - dmin) * q) / steps;
    poses.push(pose(s.x + u0.x * d, s.y + u0.y * d, s.heading));
  }
  if (req.notchBudget < 1 || dmax <= 0) {
    return { poses, outline: zoneFromRing(familyRing(straight)), anyFinalHeading: req.notchBudget >= 1 };
  }
  const outer = zoneCircle(s, dmax, undefined, 'inscribed');
  const ring = dmin > 0 ? zoneDifference(outer, zoneCircle(s, dmin, undefined, 'circumscribed')) : outer;
  const r2lo = dmin * dmin;
  const r2hi = dmax * dmax;
  for (let j = Math.ceil((s.y - dmax) / r); j * r <= s.y + dmax; j++) {
    for (let i = Math.ceil((s.x - dmax) / r); i * r <= s.x + dmax; i++) {
      const dx = i * r - s.x;
      const dy = j * r - s.y;
      const d2 = dx * dx + dy * dy;
      if (d2 < r2lo || d2 > r2hi || d2 === 0) continue;
      const p = point(i * r, j * r);
      poses.push(pose(p.x, p.y, headingToward(s, p)));
    }
  }
  return { poses, outline: ring, anyFinalHeading: req.notchBudget >= 2 };
};
