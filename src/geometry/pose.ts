/**
 * Poses: a token centre and its heading. Convention (see README.md): x right, y down,
 * heading 0° = +x, headings grow clockwise on screen (toward starboard).
 */
import { degrees, inches, point, pose } from './units';
import type { Degrees, Inches, Point, Pose } from './units';

const RAD = Math.PI / 180;

/** Bring any angle into [0, 360). */
export const headingNormalize = (h: number): Degrees => {
  const r = h % 360;
  const n = r < 0 ? r + 360 : r;
  return degrees(n === 360 ? 0 : n);
};

/** Signed smallest rotation from `from` to `to`, in (−180, 180]; positive = toward starboard (clockwise). */
export const headingDifference = (from: number, to: number): Degrees => {
  let d = (to - from) % 360;
  if (d <= -180) d += 360;
  if (d > 180) d -= 360;
  return degrees(d);
};

/** Unit vector pointing along heading `h`. */
export const headingUnit = (h: number): Point => point(Math.cos(h * RAD), Math.sin(h * RAD));

/** The heading that points from `from` toward `to` (0 when the points coincide). */
export const headingToward = (from: Point, to: Point): Degrees =>
  headingNormalize(Math.atan2(to.y - from.y, to.x - from.x) / RAD);

/** Centre of a pose (or a copy of a point) as a plain point. */
export const poseCentre = (p: Point): Point => point(p.x, p.y);

/** Unit vector of the direction of travel (forward). */
export const poseForward = (p: Pose): Point => headingUnit(p.heading);

/** Unit vector toward the token's starboard (right-hand) side: forward turned 90° clockwise. */
export const poseStarboard = (p: Pose): Point => headingUnit(p.heading + 90);

/** Move a pose straight ahead (along its heading) by `distance` inches; the heading is kept. */
export const poseAdvance = (p: Pose, distance: number): Pose => {
  const u = headingUnit(p.heading);
  return pose(p.x + u.x * distance, p.y + u.y * distance, p.heading);
};

/** Rotate a pose about its own centre by `delta` degrees (positive = starboard / clockwise). */
export const poseRotate = (p: Pose, delta: number): Pose => pose(p.x, p.y, headingNormalize(p.heading + delta));

/** The same centre facing an absolute heading. */
export const poseFace = (p: Pose, heading: number): Pose => pose(p.x, p.y, headingNormalize(heading));

/** Translate a pose by a vector, heading kept. */
export const poseTranslate = (p: Pose, v: Point): Pose => pose(p.x + v.x, p.y + v.y, p.heading);

/** Express a table point in the token's frame: `along` = inches ahead, `across` = inches to starboard. */
export const poseLocal = (p: Pose, q: Point): { readonly along: Inches; readonly across: Inches } => {
  const f = headingUnit(p.heading);
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  return { along: inches(dx * f.x + dy * f.y), across: inches(-dx * f.y + dy * f.x) };
};

/** Inverse of poseLocal: the table point `along` inches ahead and `across` inches to starboard. */
export const poseToTable = (p: Pose, along: number, across: number): Point => {
  const f = headingUnit(p.heading);
  return point(p.x + along * f.x - across * f.y, p.y + along * f.y + across * f.x);
};
