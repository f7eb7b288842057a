/**
 * A planned move read as distance along the path: straight legs between turns, and the pose at any
 * distance ("stop along the path": a warship may fire at any point of its movement).
 * Built from `movementPath`'s own result, so the last pose of the last leg is exactly its final pose.
 * Rules: Kalidasia "Move the Warship" ("During this movement, a warship can fire its weapons"),
 * "Executing a turn" (the turn rotates the token about its centre: the centre does not move).
 */
import { movementPath } from './movement';
import type { MovePath, MoveRequest } from './movement';
import { poseAdvance, poseCentre } from './pose';
import { inches, pose } from './units';
import type { Inches, Point, Pose } from './units';

/** One straight piece of the move: from `from` to `to` inches along the path, facing `start.heading`. */
export interface PathLeg {
  readonly from: Inches;
  readonly to: Inches;
  /** The pose at `from` (after any turn made there). */
  readonly start: Pose;
}

/** A planned move as legs along its length. Legs are in order; a turn point ends one leg and starts the next. */
export interface PathAlong {
  readonly legs: readonly PathLeg[];
  /** Total forward distance, inches. */
  readonly length: Inches;
  /** Final pose (identical to `movementPath(req).final`). */
  readonly final: Pose;
  readonly move: MovePath;
}

/**
 * The legs of a move. Zero-length legs are kept (two turns at one point, a free facing at the start):
 * they carry the pose between the two rotations.
 * Rules: Kalidasia "Move the Warship", "Executing a turn".
 */
export const pathAlong = (req: MoveRequest, move: MovePath = movementPath(req)): PathAlong => {
  const d = Number.isFinite(req.distance) && req.distance > 0 ? req.distance : 0;
  const legs: PathLeg[] = [];
  let start = req.start;
  let from = 0;
  for (const t of move.turns) {
    legs.push({ from: inches(from), to: t.at, start });
    start = pose(t.point.x, t.point.y, t.headingAfter);
    from = t.at;
  }
  legs.push({ from: inches(from), to: inches(d), start });
  return { legs, length: inches(d), final: move.final, move };
};

/**
 * The pose `s` inches along the path (clamped to the path). At a turn point the token has two poses:
 * `side: 'after'` (default) gives the pose after every turn made there, `'before'` the pose arriving there.
 * Rules: Kalidasia "Move the Warship" — "During this movement, a warship can fire its weapons".
 */
export const pathPoseAt = (p: PathAlong, s: number, side: 'before' | 'after' = 'after'): Pose => {
  const at = Math.min(p.length, Math.max(0, Number.isFinite(s) ? s : 0));
  const legs = p.legs;
  let leg = legs[legs.length - 1] as PathLeg;
  if (side === 'after') {
    for (let i = legs.length - 1; i >= 0; i--) {
      const l = legs[i] as PathLeg;
      if (l.from <= at) {
        leg = l;
        break;
      }
    }
  } else {
    for (const l of legs) {
      if (l.to >= at) {
        leg = l;
        break;
      }
    }
  }
  if (leg === legs[legs.length - 1] && at === p.length) return p.final;
  return poseAdvance(leg.start, at - leg.from);
};

/**
 * The stretch of the path between `from` and `to` inches as a polyline of centre points (for drawing a firing
 * window as a band on the path): the two ends and every turn point between them.
 * Rules: Kalidasia "Move the Warship".
 */
export const pathSlice = (p: PathAlong, from: number, to: number): Point[] => {
  const a = Math.max(0, Math.min(from, to));
  const b = Math.min(p.length, Math.max(from, to));
  if (a > b) return [];
  const pts: Point[] = [poseCentre(pathPoseAt(p, a))];
  for (const leg of p.legs) if (leg.from > a && leg.from < b) pts.push(poseCentre(leg.start));
  if (b > a) pts.push(poseCentre(pathPoseAt(p, b, 'before')));
  return pts;
};
