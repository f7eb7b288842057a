/**
 * Dragging along the planned path: the distance along the path nearest a finger, and a turn marker's
 * position kept inside where the rules allow it (`planTurnBounds`). Pure helpers for the planner's
 * turn markers and scrubber; no rule is decided here.
 * Rules: Kalidasia "Move the Warship" (turn spacing), "Impossible Turns".
 */
import { headingToward, headingUnit, pose, type PathAlong, type Point, type Pose, type Segment } from '../../../geometry';
import type { TurnBounds } from './plan';

/** Inches along the path of the point of the path nearest `p` (the first leg wins ties). */
export function planAlongNearest(path: PathAlong, p: Point): number {
  let best = 0;
  let bestD = Infinity;
  for (const leg of path.legs) {
    const len = leg.to - leg.from;
    const u = headingUnit(leg.start.heading);
    const t = Math.max(0, Math.min(len, (p.x - leg.start.x) * u.x + (p.y - leg.start.y) * u.y));
    const d = Math.hypot(leg.start.x + u.x * t - p.x, leg.start.y + u.y * t - p.y);
    if (d < bestD - 1e-9) {
      bestD = d;
      best = leg.from + t;
    }
  }
  return best;
}

/** A dragged turn position, rounded to `step` inches and kept on the move (0 to `distance`). */
export function planSnapAlong(s: number, distance: number, step = 0.1): number {
  const v = Math.round(s / step) * step;
  return Math.max(0, Math.min(distance, Math.round(v * 1000) / 1000));
}

/** Is `at` where the rules let this turn be? (Outside, the planner explains why beside the marker.) */
export function planTurnAllowed(bounds: TurnBounds, at: number): boolean {
  if (bounds.kind === 'none') return false;
  if (bounds.kind === 'ends') return bounds.at.some((e) => Math.abs(e - at) < 1e-6);
  return at >= bounds.min - 1e-6 && at <= bounds.max + 1e-6;
}

/** The length of a flown path (the game stores it as centre segments once the warship has moved). */
export function segmentsLength(segments: readonly Segment[]): number {
  return segments.reduce((n, g) => n + Math.hypot(g.to.x - g.from.x, g.to.y - g.from.y), 0);
}

/**
 * The pose `s` inches along a flown path (clamped to it), facing the way the warship moved there: after it has
 * moved, it may still be asked where it was when it fired. At a turn point the heading is the one after the turn;
 * `end` (the stored final pose) gives the heading at the very end (a turn made at the end of the move).
 * Rules: Kalidasia "Warship Combat" — "At any point during a warship's movement, a warship may fire a battery."
 */
export function segmentsPoseAt(segments: readonly Segment[], s: number, end: Pose): Pose {
  const total = segmentsLength(segments);
  if (segments.length === 0 || s >= total - 1e-9) return end;
  let left = Math.max(0, s);
  for (const g of segments) {
    const len = Math.hypot(g.to.x - g.from.x, g.to.y - g.from.y);
    if (left < len - 1e-9 || g === segments[segments.length - 1]) {
      const t = len === 0 ? 0 : Math.min(1, left / len);
      return pose(g.from.x + (g.to.x - g.from.x) * t, g.from.y + (g.to.y - g.from.y) * t, headingToward(g.from, g.to));
    }
    left -= len;
  }
  return end;
}
