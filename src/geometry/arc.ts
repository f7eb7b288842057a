/**
 * Combat arcs: half-planes bounded by a token's centre lines, and the whole-table arcs.
 * Rules: Kalidasia "Combat Arc vs Turret Arc" and "Range and Arc" (Warship Combat).
 */
import { headingUnit } from './pose';
import { inches, point } from './units';
import type { Inches, Point, Pose } from './units';
import type { Line, Segment } from './vec';

/** A half-table combat arc, named by the side of the token it opens toward. */
export type HalfArc = 'forward' | 'aft' | 'port' | 'starboard';
/** Any arc: a half-table combat arc, a turret (whole table) or the No Action maneuver's arc (whole table). */
export type Arc = HalfArc | 'turret' | 'all';

/** How far from a dividing line still counts as exactly on it, inches (floating-point noise only). */
export const ARC_ON_LINE_EPSILON = 1e-9;

/** An arc verdict with what the UI needs to draw why. */
export interface ArcVerdict {
  readonly inArc: boolean;
  readonly arc: Arc;
  /** The centre line bounding the half-plane; null for whole-table arcs. */
  readonly dividingLine: Line | null;
  /** Attacker centre → target centre. */
  readonly segment: Segment;
  /** Signed distance of the target centre from the dividing line, positive inside the arc (0 for whole-table arcs). */
  readonly offset: Inches;
  /** True when the target centre lies on the dividing line (|offset| ≤ ARC_ON_LINE_EPSILON). */
  readonly onLine: boolean;
}

/** Unit normal pointing into the half-plane of a half arc, for a given heading. */
const arcNormal = (heading: number, arc: HalfArc): Point => {
  switch (arc) {
    case 'forward':
      return headingUnit(heading);
    case 'aft':
      return headingUnit(heading + 180);
    case 'starboard':
      return headingUnit(heading + 90);
    case 'port':
      return headingUnit(heading - 90);
  }
};

/**
 * Does the arc of a token at `attacker` contain the target centre?
 * Forward/aft are split by the centre line across the token, port/starboard by the centre line
 * along it; 'turret' and 'all' (No Action maneuver) contain the whole table.
 * On-line rule: a target centre exactly on the dividing line (within ARC_ON_LINE_EPSILON) is IN
 * both arcs that the line bounds — inclusive, like range (distance ≤ range).
 * Rules: Kalidasia "Range and Arc" and "Combat Arc vs Turret Arc" (Warship Combat).
 */
export const arcContains = (attacker: Pose, arc: Arc, target: Point): ArcVerdict => {
  const centre = point(attacker.x, attacker.y);
  const seg: Segment = { from: centre, to: point(target.x, target.y) };
  if (arc === 'turret' || arc === 'all') {
    return { inArc: true, arc, dividingLine: null, segment: seg, offset: inches(0), onLine: false };
  }
  const n = arcNormal(attacker.heading, arc);
  const offset = (target.x - attacker.x) * n.x + (target.y - attacker.y) * n.y;
  const onLine = Math.abs(offset) <= ARC_ON_LINE_EPSILON;
  // The dividing line runs perpendicular to the normal: along the token for port/starboard,
  // across it for forward/aft.
  const dividingLine: Line = { through: centre, direction: point(-n.y, n.x) };
  return { inArc: onLine || offset > 0, arc, dividingLine, segment: seg, offset: inches(offset), onLine };
};

/**
 * The verdict of arcContains alone, without building the explanation: for whole-table matrices
 * ("who can fire at whom"); build the explanation with arcContains for the pair the player picks.
 * Same rule, same on-line choice (a centre on the dividing line is in the arc).
 * Rules: Kalidasia "Range and Arc" and "Combat Arc vs Turret Arc" (Warship Combat).
 */
export const arcIncludes = (attacker: Pose, arc: Arc, target: Point): boolean => {
  if (arc === 'turret' || arc === 'all') return true;
  const n = arcNormal(attacker.heading, arc);
  return (target.x - attacker.x) * n.x + (target.y - attacker.y) * n.y >= -ARC_ON_LINE_EPSILON;
};
