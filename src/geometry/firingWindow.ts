/**
 * Firing windows: the stretches of a planned path from which a battery reaches a target's centre
 * (range centre to centre, and the arc from the facing the path gives there).
 * Exact, no sampling: along a straight leg the centre moves on a line at a fixed heading, so the
 * squared distance to the target is a quadratic in the distance travelled (in range on one interval)
 * and the arc's signed offset is linear in it (in arc on a half-line). Turns rotate the token about
 * its centre, so a turn point belongs to the leg before (old facing) and the leg after (new facing).
 * The arc offsets come from `arcContains` at the two ends of each leg (the arc rule is not restated);
 * range uses the same inclusive slack as `rangeWithin` (RANGE_EPSILON).
 * Rules: Kalidasia "Range and Arc", "Combat Arc vs Turret Arc" (Warship Combat), "Move the Warship".
 */
import { ARC_ON_LINE_EPSILON, arcContains, arcIncludes } from './arc';
import type { Arc } from './arc';
import { pathPoseAt } from './pathAlong';
import type { PathAlong, PathLeg } from './pathAlong';
import { poseAdvance } from './pose';
import { RANGE_EPSILON, rangeWithin } from './range';
import { inches } from './units';
import type { Inches, Point } from './units';

/** A stretch of the path, in inches along it (from ≤ to; a single point when from = to). */
export interface FiringWindow {
  readonly from: Inches;
  readonly to: Inches;
}

/** Windows closer than this (inches along the path) are one window. */
export const WINDOW_JOIN_EPSILON = 1e-9;

/** The interval of one leg (in inches along the path) from which the target is in arc and in range, or null. */
const legWindow = (leg: PathLeg, arc: Arc, range: number, target: Point): FiringWindow | null => {
  const len = leg.to - leg.from;
  const s = leg.start;
  if (len <= 0) {
    return arcIncludes(s, arc, target) && rangeWithin(s, target, inches(range)) ? { from: leg.from, to: leg.from } : null;
  }
  // Range: |S + τu − T|² ≤ R², u the unit heading vector; τ² + 2τ(D·u) + |D|² − R² ≤ 0 with D = S − T.
  const end = poseAdvance(s, len);
  const ux = (end.x - s.x) / len;
  const uy = (end.y - s.y) / len;
  const dx = s.x - target.x;
  const dy = s.y - target.y;
  const r = range + RANGE_EPSILON;
  const b = dx * ux + dy * uy;
  const disc = b * b - (dx * dx + dy * dy - r * r);
  if (disc < 0) return null;
  const root = Math.sqrt(disc);
  let lo = Math.max(0, -b - root);
  let hi = Math.min(len, -b + root);
  if (lo > hi) return null;
  // Arc: the signed offset of the target from the dividing line is linear in τ (whole-table arcs: always in).
  if (arc !== 'turret' && arc !== 'all') {
    const o0 = arcContains(s, arc, target).offset + ARC_ON_LINE_EPSILON; // on the line is in the arc
    const o1 = arcContains(end, arc, target).offset + ARC_ON_LINE_EPSILON;
    const k = (o1 - o0) / len;
    if (Math.abs(o1 - o0) <= 1e-12) {
      if (o0 < 0 && o1 < 0) return null;
    } else if (k < 0) hi = Math.min(hi, -o0 / k);
    else lo = Math.max(lo, -o0 / k);
    if (lo > hi) return null;
  }
  return { from: inches(leg.from + lo), to: inches(leg.from + hi) };
};

/**
 * Every stretch of the path from which a battery with `arc` and `range` reaches the target centre,
 * in path order, adjacent stretches joined. `range: null` (no range limit) is treated as unlimited.
 * Rules: Kalidasia "Range and Arc" — "Measure the distance between the center of the attacker and the
 * center of the target ... If center of the target's token lies within the half of the battlefield shaded
 * green by the attacker's combat arc, the target is in arc"; "Move the Warship" — fire during the movement.
 */
export const firingWindows = (path: PathAlong, arc: Arc, range: Inches | null, target: Point): FiringWindow[] => {
  const out: FiringWindow[] = [];
  const r = range === null ? Number.MAX_SAFE_INTEGER : range;
  // Not a place or not a range: no window (never a window of NaN).
  if (!Number.isFinite(target.x) || !Number.isFinite(target.y) || !(r >= 0)) return out;
  for (const leg of path.legs) {
    const w = legWindow(leg, arc, r, target);
    if (!w) continue;
    const last = out[out.length - 1];
    if (last && w.from <= last.to + WINDOW_JOIN_EPSILON) out[out.length - 1] = { from: last.from, to: inches(Math.max(last.to, w.to)) };
    else out.push(w);
  }
  return out;
};

/**
 * Does the battery reach the target from `s` inches along the path? The point check behind a window
 * (the same functions as the fire rules: `arcIncludes` and `rangeWithin`); at a turn point both facings count.
 * Rules: Kalidasia "Range and Arc".
 */
export const firingReaches = (path: PathAlong, s: number, arc: Arc, range: Inches | null, target: Point): boolean => {
  const r = range === null ? inches(Number.MAX_SAFE_INTEGER) : range;
  return (['before', 'after'] as const).some((side) => {
    const p = pathPoseAt(path, s, side);
    return arcIncludes(p, arc, target) && rangeWithin(p, target, r);
  });
};
