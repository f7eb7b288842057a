/**
 * Fully aligned tokens: one edge of either token completely in contact with a single edge of the
 * other; and placing several small tokens fully aligned around a larger one.
 * Rules: Kalidasia "Fully Aligned", "Attacking with Missile Weapons", "Warship Escorting".
 */
import { footprintEdges } from './footprint';
import type { EdgeName, Footprint, TokenRect } from './footprint';
import { rectOverlap, resolveOverlap } from './overlap';
import { headingDifference, poseLocal, poseToTable } from './pose';
import { pose } from './units';
import type { Point, Pose } from './units';
import { pointDistance, segmentDistanceToPoint } from './vec';

/** Default contact tolerance for "completely in contact", inches. */
export const ALIGNED_TOLERANCE = 0.05;

/** Which edges are in contact when two tokens are fully aligned. */
export interface AlignedVerdict {
  readonly aligned: boolean;
  readonly edgeA: EdgeName | null;
  readonly edgeB: EdgeName | null;
}

/**
 * Are two tokens fully aligned? True when both ends of an edge of one token lie within `tolerance`
 * of a single edge of the other, and the tokens do not overlap by more than `tolerance`.
 * Rules: Kalidasia "Fully Aligned".
 */
export const alignedFully = (a: TokenRect, b: TokenRect, tolerance: number = ALIGNED_TOLERANCE): AlignedVerdict => {
  const none: AlignedVerdict = { aligned: false, edgeA: null, edgeB: null };
  if (rectOverlap(a, b).depth > tolerance) return none;
  const ea = footprintEdges(a);
  const eb = footprintEdges(b);
  for (const e of ea) {
    for (const f of eb) {
      const eOnF = segmentDistanceToPoint(f, e.from) <= tolerance && segmentDistanceToPoint(f, e.to) <= tolerance;
      const fOnE = segmentDistanceToPoint(e, f.from) <= tolerance && segmentDistanceToPoint(e, f.to) <= tolerance;
      if (eOnF || fOnE) return { aligned: true, edgeA: e.name, edgeB: f.name };
    }
  }
  return none;
};

/** Options for alignedPlaceAround. */
export interface PlaceAroundOptions {
  /** Tokens already on the table that the placed tokens must not overlap. */
  readonly others?: readonly TokenRect[];
  /** Prefer slots nearest this point (a missile's target, an enemy fighter to block). */
  readonly towards?: Point;
  /** Wanted heading of the small tokens; snapped to the nearest of the big token's four axes. Default: the big token's heading. */
  readonly heading?: number;
}

/** One placed small token. */
export interface Placement {
  readonly pose: Pose;
  /** True when fully aligned with the big token; false when placed as close as possible instead. */
  readonly aligned: boolean;
  readonly edge: EdgeName | null;
}

interface Slot {
  readonly pose: Pose;
  readonly edge: EdgeName;
}

const EDGE_ORDER: readonly EdgeName[] = ['fore', 'starboard', 'port', 'aft'];

/**
 * Place `count` small tokens of footprint `small` fully aligned around `big` (missile launch,
 * escorts), packed along each edge, avoiding `others` and each other. When no aligned slot is left,
 * a token is placed as close as possible: the nearest free position to an edge slot.
 * Rules: Kalidasia "Attacking with Missile Weapons" ("as close to the warship as possible"),
 * "Fully Aligned", "Warship Escorting".
 */
export const alignedPlaceAround = (big: TokenRect, small: Footprint, count: number, options: PlaceAroundOptions = {}): readonly Placement[] => {
  const quarter = Math.round(headingDifference(big.pose.heading, options.heading ?? big.pose.heading) / 90);
  const heading = big.pose.heading + quarter * 90;
  const sideways = Math.abs(quarter) % 2 === 1;
  // Extent of the small token along the big token's length and width axes.
  const sAlong = sideways ? small.width : small.length;
  const sAcross = sideways ? small.length : small.width;
  const hl = big.footprint.length / 2;
  const hw = big.footprint.width / 2;
  const slots: Slot[] = [];
  for (const edge of EDGE_ORDER) {
    const crossEdge = edge === 'fore' || edge === 'aft';
    const edgeLen = crossEdge ? big.footprint.width : big.footprint.length;
    const ext = crossEdge ? sAcross : sAlong; // small extent along this edge
    const depth = crossEdge ? sAlong : sAcross; // small extent away from the edge
    const sign = edge === 'fore' || edge === 'starboard' ? 1 : -1;
    const place = (o: number): Pose => {
      const along = crossEdge ? sign * (hl + depth / 2) : o;
      const across = crossEdge ? o : sign * (hw + depth / 2);
      const c = poseToTable(big.pose, along, across);
      return pose(c.x, c.y, heading);
    };
    const slack = Math.abs(edgeLen - ext) / 2;
    const n = edgeLen >= ext ? Math.max(1, Math.floor((edgeLen + 1e-9) / ext)) : 1;
    const offsets: number[] = [];
    for (let i = 0; i < n; i++) offsets.push((i - (n - 1) / 2) * (edgeLen >= ext ? ext : 0));
    offsets.sort((a, b) => Math.abs(a) - Math.abs(b));
    if (options.towards) {
      const rel = poseLocal(big.pose, options.towards);
      const local = crossEdge ? rel.across : rel.along;
      offsets.unshift(Math.max(-slack, Math.min(slack, local)));
    }
    for (const o of offsets) slots.push({ pose: place(o), edge });
  }
  if (options.towards) {
    const t = options.towards;
    slots.sort((a, b) => pointDistance(a.pose, t) - pointDistance(b.pose, t));
  }
  const placed: Placement[] = [];
  const blockers: TokenRect[] = [...(options.others ?? [])];
  const rect = (p: Pose): TokenRect => ({ pose: p, footprint: small });
  for (const s of slots) {
    if (placed.length >= count) break;
    const r = rect(s.pose);
    if (blockers.some((b) => rectOverlap(r, b).overlaps)) continue;
    placed.push({ pose: s.pose, aligned: true, edge: s.edge });
    blockers.push(r);
  }
  while (placed.length < count && slots.length > 0) {
    let best: { pose: Pose; d: number } | null = null;
    for (const s of slots) {
      const res = resolveOverlap(rect(s.pose), [big, ...blockers]);
      if (res.resolved && (!best || res.distance < best.d)) best = { pose: res.pose, d: res.distance };
    }
    if (!best) break;
    placed.push({ pose: best.pose, aligned: false, edge: null });
    blockers.push(rect(best.pose));
  }
  return placed;
};
