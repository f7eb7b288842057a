/**
 * Missile movement: a missile flies straight at the centre of its chosen enemy warship, up to its
 * flight distance, stopping at first contact with an enemy warship or an escorting enemy fighter.
 * Rules: Kalidasia "Missile Movement".
 */
import { convexDepth, convexMinkowskiDifference, convexRayEntry } from './convex';
import { footprintCorners } from './footprint';
import type { TokenRect } from './footprint';
import { headingToward, headingUnit, poseAdvance, poseCentre, poseFace } from './pose';
import { inches, point } from './units';
import type { Inches, Pose } from './units';
import type { Segment } from './vec';

/** A token the missile can strike, with the caller's id. */
export interface MissileObstacle {
  readonly id: string;
  readonly rect: TokenRect;
}

/** What missileTrack needs. */
export interface MissileRequest {
  /** The missile token where it starts (its footprint is the swept square). */
  readonly missile: TokenRect;
  /** The enemy warship it flies toward. */
  readonly target: MissileObstacle;
  /** Enemy warships and enemy fighters escorting a warship (the target is added if missing). */
  readonly obstacles: readonly MissileObstacle[];
  /** Flight distance, inches (24" in the core rules; from the data pack). */
  readonly maxDistance: number;
}

/** Where the missile ends and why. */
export interface MissileTrack {
  readonly end: Pose;
  readonly flown: Inches;
  /** Id of the token it touched first, or null when it flew its full distance. */
  readonly touched: string | null;
  readonly path: Segment;
}

/**
 * Fly a missile: face the target's centre, sweep the missile square along that line and stop at
 * the first contact (touching counts) with any obstacle, else after `maxDistance`. A token already
 * in contact at the start stops the missile only if the missile flies into it, not away from it.
 * Rules: Kalidasia "Missile Movement" (missiles in contact with escorting fighters strike the warship).
 */
export const missileTrack = (req: MissileRequest): MissileTrack => {
  const start = poseCentre(req.missile.pose);
  const heading = headingToward(start, req.target.rect.pose);
  const facing: TokenRect = { pose: poseFace(req.missile.pose, heading), footprint: req.missile.footprint };
  const u = headingUnit(heading);
  const corners = footprintCorners(facing);
  const all = req.obstacles.some((o) => o.id === req.target.id) ? req.obstacles : [...req.obstacles, req.target];
  let bestS = Math.max(0, req.maxDistance);
  let touched: string | null = null;
  const origin = point(0, 0);
  const probe = point(u.x * 1e-6, u.y * 1e-6);
  for (const o of all) {
    const m = convexMinkowskiDifference(corners, footprintCorners(o.rect));
    const s = convexRayEntry(m, origin, u);
    if (s === null || s > bestS || (touched !== null && s === bestS)) continue;
    if (s === 0 && convexDepth(m, probe) <= convexDepth(m, origin)) continue; // flying away from it
    bestS = s;
    touched = o.id;
  }
  const end = poseAdvance(facing.pose, bestS);
  return { end, flown: inches(bestS), touched, path: { from: start, to: poseCentre(end) } };
};
