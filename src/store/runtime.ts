/**
 * Opening the database once for the app, with the fallbacks DESIGN.md §5 asks for:
 * - IndexedDB unavailable (private mode): the same database runs in memory
 *   (fake-indexeddb, loaded only then) and every screen says so;
 * - a blocked upgrade (another tab on an older version): a message until it clears;
 * - a newer version opened elsewhere: this tab closes its connection and asks to reload;
 * - QuotaExceededError on a write: a message, nothing half-written (writes are transactions).
 */
import { Dexie } from 'dexie';
import { TablesideDB, DB_NAME } from './db';
import { BLOCKED_MESSAGE, describeStorageError, type StorageProblem } from './errors';

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

function setStatus(patch: Partial<StorageStatus>): void {
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
  setStatus({ problem });
}

let dbPromise: Promise<TablesideDB> | null = null;

async function openMemory(): Promise<TablesideDB> {
  const fake = await import('fake-indexeddb');
  const factory = new fake.IDBFactory();
  // Dexie's live queries run only while it knows an IndexedDB: without one in the page they would never
  // answer ("Loading…" for good), so the in-memory one stands in.
  if (!Dexie.dependencies.indexedDB) {
    Dexie.dependencies.indexedDB = factory;
    Dexie.dependencies.IDBKeyRange = fake.IDBKeyRange;
  }
  const db = new TablesideDB(DB_NAME, { indexedDB: factory, IDBKeyRange: fake.IDBKeyRange });
  await db.open();
  return db;
}

async function openReal(): Promise<TablesideDB> {
  if (typeof indexedDB === 'undefined') throw Object.assign(new Error('IndexedDB is missing'), { name: 'MissingAPIError' });
  const db = new TablesideDB();
  db.on('blocked', () => setStatus({ blocked: true, problem: { kind: 'blocked', message: BLOCKED_MESSAGE } }));
  db.on('versionchange', (ev: IDBVersionChangeEvent) => {
    db.close();
    setStatus({
      problem:
        ev.newVersion === null
          ? { kind: 'versionchange', message: "Tableside's stored data was deleted (by the browser's site-data settings or another tab). Reload this tab to start again; download a backup first if this tab holds work you want to keep." }
          : { kind: 'versionchange', message: 'A newer Tableside opened in another tab. Reload this tab to continue.' },
    });
    return false;
  });
  await db.open();
  return db;
}

/** The app's database, opened once. Falls back to memory when IndexedDB cannot be used. */
export function getDatabase(): Promise<TablesideDB> {
  if (!dbPromise) {
    dbPromise = (async () => {
      const forceMemory = typeof location !== 'undefined' && new URLSearchParams(location.search).has('memory-storage');
      if (!forceMemory) {
        try {
          const db = await openReal();
          setStatus({ mode: 'indexeddb', blocked: false, problem: status.blocked ? null : status.problem });
          void refreshPersisted();
          return db;
        } catch (err) {
          const p = describeStorageError(err);
          if (p.kind !== 'unavailable' && p.kind !== 'other') throw err;
        }
      }
      const db = await openMemory();
      setStatus({
        mode: 'memory',
        problem: describeStorageError(Object.assign(new Error('memory'), { name: 'MissingAPIError' })),
      });
      return db;
    })();
  }
  return dbPromise;
}

async function refreshPersisted(): Promise<void> {
  try {
    if (typeof navigator !== 'undefined' && navigator.storage?.persisted) {
      setStatus({ persisted: await navigator.storage.persisted() });
    }
  } catch {
    /* unknown stays null */
  }
}

let persistAsked = false;
/** Ask the browser to keep our data (on the first save). Safe to call often. */
export async function requestPersistence(): Promise<void> {
  if (persistAsked || status.mode !== 'indexeddb') return;
  persistAsked = true;
  try {
    if (typeof navigator !== 'undefined' && navigator.storage?.persist) {
      setStatus({ persisted: await navigator.storage.persist() });
    }
  } catch {
    await refreshPersisted();
  }
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

/**
 * Run a database write; on failure show a clear problem instead of throwing into React.
 * Returns true when the write succeeded. Counted as in flight until it settles (`trackWrite`).
 */
export function guardedWrite(fn: (db: TablesideDB) => Promise<unknown>): Promise<boolean> {
  return trackWrite(() => runGuarded(fn));
}

async function runGuarded(fn: (db: TablesideDB) => Promise<unknown>): Promise<boolean> {
  try {
    const db = await getDatabase();
    await fn(db);
    if (status.problem?.kind === 'quota') setStatus({ problem: null });
    void requestPersistence();
    return true;
  } catch (err) {
    setStatus({ problem: describeStorageError(err) });
    return false;
  }
}
