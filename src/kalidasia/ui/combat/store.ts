/**
 * What the fire panel and its table overlay share while a warship fires: the battery and target picked and
 * the point of the path it fires from. A tiny module store (the step's `scratch` belongs to the step's
 * main panel — the maneuver planner — so the combat folder keeps its own).
 */
import { useSyncExternalStore } from 'react';

export interface FireChoice {
  /** The warship whose activation this is (a new activation clears the choice). */
  readonly ship: string | null;
  readonly battery: number | null;
  readonly target: string | null;
  /** Inches along the flown path to fire from; null = where the warship is now. */
  readonly along: number | null;
}

let value: FireChoice = { ship: null, battery: null, target: null, along: null };
const listeners = new Set<() => void>();

export function fireChoiceSet(next: Partial<FireChoice>): void {
  value = { ...value, ...next };
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The choice for `ship` (empty when it belongs to another warship's activation). */
export function useFireChoice(ship: string | null): FireChoice {
  const v = useSyncExternalStore(subscribe, () => value);
  return v.ship === ship ? v : { ship, battery: null, target: null, along: null };
}

/**
 * The "Fire from" point while a finger drags its slider (issue 24): written by the slider's input event and read by
 * the overlay, which moves the firing point, range circle, arc and measured line straight on its Konva nodes — no
 * React render per move. The choice (`along`, so the matrix and the panel) settles once, on release; `null` then.
 */
export interface FireScrub {
  readonly ship: string;
  readonly along: number;
}
let scrub: FireScrub | null = null;
const scrubListeners = new Set<() => void>();
export function fireScrubSet(next: FireScrub | null): void {
  if (scrub === next) return;
  scrub = next;
  scrubListeners.forEach((l) => l());
}
export const fireScrubOf = (ship: string | null): number | null => (scrub && scrub.ship === ship ? scrub.along : null);
export function fireScrubSubscribe(l: () => void): () => void {
  scrubListeners.add(l);
  return () => {
    scrubListeners.delete(l);
  };
}
