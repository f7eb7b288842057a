/**
 * The turning template: a closed-form rotation of the token about its centre by whole notches.
 * Rules: Kalidasia "Executing a turn" (Move the Warship).
 */
import { poseFace, poseRotate } from './pose';
import type { Pose } from './units';

/** Port turns to the left (counter-clockwise on screen), starboard to the right (clockwise). */
export type TurnSide = 'port' | 'starboard';

/** Signed rotation of a template turn in degrees: positive = starboard. */
export const turnDelta = (side: TurnSide, notches: number, notchAngle: number): number =>
  (side === 'starboard' ? 1 : -1) * notches * notchAngle;

/**
 * Rotate a pose by `notches` notches of the turning template toward `side`, about the token centre.
 * The notch angle comes from the data pack. One engine point = one notch.
 * Rules: Kalidasia "Executing a turn" (Move the Warship).
 */
export const poseTurn = (p: Pose, side: TurnSide, notches: number, notchAngle: number): Pose =>
  poseRotate(p, turnDelta(side, notches, notchAngle));

/**
 * Infinite turning ability: face any new heading, no template (allowed only at the start or
 * the end of the move; movementPath checks when).
 * Rules: Kalidasia "Move the Warship", Infinite Turning Ability.
 */
export const poseTurnFree = (p: Pose, heading: number): Pose => poseFace(p, heading);
