/**
 * Dragging along the planned path: the distance along the path nearest a finger, and a turn marker's
 * position kept inside where the rules allow it (`planTurnBounds`). Pure helpers for the planner's
 * turn markers and scrubber; no rule is decided here.
 * Rules: Kalidasia "Move the Warship" (turn spacing), "Impossible Turns".
 */
import { headingUnit, type PathAlong, type Point } from '../../../geometry';
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
