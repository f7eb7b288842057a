/**
 * Service-worker registration (workbox-window). A new version waits until the
 * player taps "Reload": the app never reloads by itself under a player's fingers.
 */
import { Workbox } from 'workbox-window';

export interface UpdateState {
  /** A new version is installed and waiting. */
  ready: boolean;
  /** The app is served by the service worker (works offline). */
  offlineReady: boolean;
}

let state: UpdateState = { ready: false, offlineReady: false };
const listeners = new Set<() => void>();
let wb: Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'> | null = null;

function set(patch: Partial<UpdateState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export const getUpdateState = (): UpdateState => state;
export function subscribeUpdateState(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Wire a Workbox (or a test double) to the update state. */
export function attachWorkbox(w: Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>): void {
  wb = w;
  w.addEventListener('waiting', () => set({ ready: true }));
  w.addEventListener('activated', () => set({ offlineReady: true }));
  w.addEventListener('controlling', () => set({ offlineReady: true }));
}

/** The player tapped "Reload": activate the waiting worker, then reload once it controls the page. */
export function applyUpdate(reload: () => void = () => location.reload()): void {
  if (!wb) return;
  wb.addEventListener('controlling', () => reload());
  wb.messageSkipWaiting();
}

/** Register the generated service worker (production builds only). */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const w = new Workbox('/sw.js', { scope: '/' });
  attachWorkbox(w);
  if (navigator.serviceWorker.controller) set({ offlineReady: true });
  // A browser that refuses service workers (a private window, a policy, a test that blocks them) still runs the app
  // online: the refusal is not an error for the player, and "offline ready" is simply never said.
  w.register().catch(() => undefined);
}
