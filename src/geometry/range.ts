/** Range between tokens: always measured centre to centre in Kalidasia. */
import { poseCentre } from './pose';
import type { Inches, Point, Pose } from './units';
import { pointDistance } from './vec';
import type { Segment } from './vec';

/** Floating-point slack on range comparisons, inches: a distance of exactly the range is in range. */
export const RANGE_EPSILON = 1e-9;

/** A range verdict with what the UI needs to show it. */
export interface RangeVerdict {
  readonly inRange: boolean;
  /** Centre-to-centre distance, inches. */
  readonly distance: Inches;
  /** The range of the weapon that was checked. */
  readonly range: Inches;
  /** The measured segment, attacker centre → target centre. */
  readonly segment: Segment;
}

/**
 * Is `target` within `range` of `from`? In range when the centre-to-centre distance ≤ range.
 * Rules: Kalidasia "Range and Arc" (Warship Combat).
 */
export const rangeCheck = (from: Pose | Point, target: Pose | Point, range: Inches): RangeVerdict => {
  const a = poseCentre(from);
  const b = poseCentre(target);
  const distance = pointDistance(a, b);
  return { inRange: distance <= range + RANGE_EPSILON, distance, range, segment: { from: a, to: b } };
};

/**
 * The verdict of rangeCheck alone (no square root, nothing allocated), for whole-table matrices.
 * Rules: Kalidasia "Range and Arc" (Warship Combat).
 */
export const rangeWithin = (from: Point, target: Point, range: Inches): boolean => {
  const dx = target.x - from.x;
  const dy = target.y - from.y;
  const r = range + RANGE_EPSILON;
  return dx * dx + dy * dy <= r * r;
};
