/**
 * Velocity: the tracker token sits on one slot of the stat card's velocity track
 * (index 0 = leftmost). Accelerate moves it one slot right per point, decelerate
 * one slot left; it never leaves the track. Pure.
 */
import type { VelocitySlot } from '../../data/types';

/** Clamp a slot index into the track. */
export function velocityClamp(track: readonly VelocitySlot[], slot: number): number {
  const top = Math.max(0, track.length - 1);
  return Math.min(top, Math.max(0, Math.trunc(slot)));
}

// Rules: Kalidasia "Alter Velocity" — "Each point spent on accelerate moves the warship's velocity tracker token one spot to the right. A warship's velocity can never be more than 24."
export function velocityAccelerate(track: readonly VelocitySlot[], slot: number, points: number): number {
  return velocityClamp(track, slot + Math.max(0, points));
}

// Rules: Kalidasia "Alter Velocity" — "Each point spent on decelerate moves the warship's velocity token one spot to the left. A warship's velocity can never be less than zero."
export function velocityDecelerate(track: readonly VelocitySlot[], slot: number, points: number): number {
  return velocityClamp(track, slot - Math.max(0, points));
}

/**
 * Accelerate points then decelerate points (engine and thruster points together),
 * each step clamped to the track.
 */
export function velocityAlter(track: readonly VelocitySlot[], slot: number, accelerate: number, decelerate: number): number {
  return velocityDecelerate(track, velocityAccelerate(track, slot, accelerate), decelerate);
}

/** The slot at an index (clamped). */
export function velocitySlot(track: readonly VelocitySlot[], slot: number): VelocitySlot {
  const s = track[velocityClamp(track, slot)];
  if (!s) throw new Error('The velocity track is empty');
  return s;
}

/** Does a chosen forward distance lie within the slot's smallest and largest distance? */
// Rules: Kalidasia "Move the Warship" — "The warship will move forward a distance between the smallest distance and largest distance of the warship's current velocity."
export function velocityAllowsDistance(track: readonly VelocitySlot[], slot: number, distance: number): boolean {
  const s = velocitySlot(track, slot);
  return distance >= s.min && distance <= s.max;
}

/**
 * The "10-12" slot recommended for a first game, or the middle of the track if
 * the player's corrected track has none.
 */
// Rules: Kalidasia "Setting up the Warship stat cards" — "If this is your first game, set the velocity of each of you warships to the 10-12 slot."
export function velocityFirstGameSlot(track: readonly VelocitySlot[]): number {
  const i = track.findIndex((s) => s.min === 10 && s.max === 12);
  return i >= 0 ? i : velocityClamp(track, Math.floor(track.length / 2));
}

/**
 * The one name of a velocity, everywhere a player reads it (deployment, units list, ship boards, log, stat
 * cards): "slot 5 (10–12″)", slots counted from 1 at the left of the stat card's track, then the band the
 * warship moves. With `turning`: "slot 5 (10–12″, turning B)".
 */
// Rules: Kalidasia "Setting up the Warship stat cards" — "set the velocity of each of you warships to the 10-12 slot"
export function velocitySlotName(track: readonly VelocitySlot[], slot: number, turning = false): string {
  const s = track[slot];
  if (!s) return `slot ${slot + 1}`;
  const band = s.min === s.max ? `${s.min}″` : `${s.min}–${s.max}″`;
  return `slot ${slot + 1} (${band}${turning ? `, turning ${s.turning}` : ''})`;
}
