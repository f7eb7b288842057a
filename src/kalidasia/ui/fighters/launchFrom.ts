/**
 * Where along this activation's path the active warship launches its missiles (issue 24): what the launch panel and
 * its table overlay share. A tiny module store, as the fire panel keeps its own "Fire from" (the step's `scratch`
 * belongs to the maneuver planner). `along` settles when the finger lifts; `scrub` is the finger's point meanwhile
 * (only the overlay follows it).
 */
import { useSyncExternalStore } from 'react';
import { pathPoseAt, type PathAlong, type Pose } from '../../../geometry';

export interface LaunchFrom {
  /** The warship whose activation this is, and the turn (another activation starts from where the warship is). */
  readonly ship: string | null;
  readonly turn: number;
  /** Inches along the flown path; null = where the warship is now (the end of its move). */
  readonly along: number | null;
  /** While a finger slides: its point, inches along the path. */
  readonly scrub: number | null;
}

let value: LaunchFrom = { ship: null, turn: 0, along: null, scrub: null };
const listeners = new Set<() => void>();

export function launchFromSet(next: LaunchFrom): void {
  value = next;
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/** The launch point chosen for `ship` this turn (none when the store holds another activation's). */
export function useLaunchFrom(ship: string | null, turn: number): LaunchFrom {
  const v = useSyncExternalStore(subscribe, () => value);
  return v.ship === ship && v.turn === turn && ship !== null ? v : { ship, turn, along: null, scrub: null };
}

/**
 * The pose `along` inches along the flown path, or null for where the warship is now (no path, or the end of it): the
 * `from` a `launchMissiles` event carries.
 */
// Rules: Kalidasia "Warship Combat" — "At any point during a warship's movement, a warship may fire a battery."
export function launchPose(path: PathAlong | null, along: number | null): Pose | null {
  if (!path || along === null || along >= path.length - 1e-9) return null;
  return pathPoseAt(path, along);
}
