/**
 * The storage status (mode, persistence, the problem to show) and the writes in flight, without Dexie: the shell
 * (banners, the unload guard) reads them before the store's runtime (runtime.ts, Dexie, the database) has loaded,
 * so the first load of the app carries none of it (issue 24).
 */
import type { StorageProblem } from './errors';

export interface StorageStatus {
  mode: 'opening' | 'indexeddb' | 'memory';
  /** Whether the browser granted persistent storage (null: unknown / not asked yet). */
  persisted: boolean | null;
  /** The latest problem to show, if any. */
  problem: StorageProblem | null;
  /** True while an upgrade waits for another tab to close. */
  blocked: boolean;
}

let status: StorageStatus = { mode: 'opening', persisted: null, problem: null, blocked: false };
const listeners = new Set<() => void>();

/** For the store's runtime only. */
export function setStorageStatus(patch: Partial<StorageStatus>): void {
  status = { ...status, ...patch };
  for (const l of listeners) l();
}

export function getStorageStatus(): StorageStatus {
  return status;
}

export function subscribeStorageStatus(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Report a problem from a failed write (or clear it with null). */
export function reportStorageProblem(problem: StorageProblem | null): void {
  setStorageStatus({ problem });
}

let writesInFlightCount = 0;
const writeListeners = new Set<() => void>();

/**
 * Count a write as in flight from now until it settles. Every write of the store goes through here (guardedWrite,
 * the event logs): while one is in flight the shell asks the player before the page unloads, so an edit shown
 * on screen is never silently lost by leaving (issue 12 case 3b). Call it synchronously where the player acted.
 */
export function trackWrite<T>(work: () => Promise<T>): Promise<T> {
  setWritesInFlight(writesInFlightCount + 1);
  let p: Promise<T>;
  try {
    p = work();
  } catch (err) {
    p = Promise.reject(err as Error);
  }
  return p.finally(() => setWritesInFlight(writesInFlightCount - 1));
}

function setWritesInFlight(n: number): void {
  writesInFlightCount = n;
  for (const l of writeListeners) l();
}

/** Writes sent to storage and not yet stored (or refused). */
export function writesInFlight(): number {
  return writesInFlightCount;
}

export function subscribeWritesInFlight(l: () => void): () => void {
  writeListeners.add(l);
  return () => writeListeners.delete(l);
}

