/**
 * What the photo reader shows on the Game screen's own table while a reading is open (issue 25): an arrow from where
 * the app has each token to where the photo has it, and the tokens the photo would deploy. A tiny store shared by the
 * reader (a lazy chunk) and the table layer (`PhotoTableLayer.tsx`, in the game's chunk): no React context, no Konva.
 */
import { useSyncExternalStore } from 'react';

export interface PhotoOverlayPose {
  readonly x: number;
  readonly y: number;
  readonly heading: number;
}

export interface PhotoOverlay {
  /** Moves of tokens on the table: `chosen` = ticked to apply. */
  readonly moves: readonly { readonly key: string; readonly from: PhotoOverlayPose; readonly to: PhotoOverlayPose; readonly chosen: boolean; readonly colour: string }[];
  /** Tokens the photo deploys: `ready` = placed by Apply, `refused` = the core refused it (not overruled), `waiting` = not placed now. */
  readonly deploys: readonly { readonly key: string; readonly label: string; readonly to: PhotoOverlayPose; readonly width: number; readonly length: number; readonly state: 'ready' | 'refused' | 'waiting'; readonly colour: string }[];
}

let current: PhotoOverlay | null = null;
const listeners = new Set<() => void>();

export function photoOverlaySet(next: PhotoOverlay | null): void {
  if (next === current) return;
  current = next;
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function usePhotoOverlay(): PhotoOverlay | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
