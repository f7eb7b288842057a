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
import { BLOCKED_MESSAGE, describeStorageError } from './errors';
import { getStorageStatus, setStorageStatus as setStatus, trackWrite } from './status';

// The status and the writes in flight live in status.ts (no Dexie there: the shell reads them before the store loads).
export { getStorageStatus, reportStorageProblem, subscribeStorageStatus, subscribeWritesInFlight, trackWrite, writesInFlight, type StorageStatus } from './status';

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
          setStatus({ mode: 'indexeddb', blocked: false, problem: getStorageStatus().blocked ? null : getStorageStatus().problem });
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
  if (persistAsked || getStorageStatus().mode !== 'indexeddb') return;
  persistAsked = true;
  try {
    if (typeof navigator !== 'undefined' && navigator.storage?.persist) {
      setStatus({ persisted: await navigator.storage.persist() });
    }
  } catch {
    await refreshPersisted();
  }
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
    if (getStorageStatus().problem?.kind === 'quota') setStatus({ problem: null });
    void requestPersistence();
    return true;
  } catch (err) {
    setStatus({ problem: describeStorageError(err) });
    return false;
  }
}
