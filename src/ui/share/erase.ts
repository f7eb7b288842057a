/**
 * "Erase all data" for the sync engine's own storage (issue 26): the shared documents Automerge Repo keeps in its own
 * IndexedDB database. Light (no engine import). When this page (or another tab) still has the engine open, the browser
 * holds the deletion until those connections close — it then completes by itself (at the latest on the next reload).
 */

/** The engine's IndexedDB database (and BroadcastChannel) name, used by engine.ts. */
export const SYNC_DB = 'tableside-sync';

/** Deletes the engine's database: 'deleted', or 'later' when an open connection holds it until a reload. */
export function eraseSyncCopies(idb: IDBFactory = indexedDB): Promise<'deleted' | 'later'> {
  return new Promise((done) => {
    let r: IDBOpenDBRequest;
    try {
      r = idb.deleteDatabase(SYNC_DB);
    } catch {
      done('later');
      return;
    }
    r.onsuccess = () => done('deleted');
    r.onerror = () => done('later');
    r.onblocked = () => done('later');
    // A browser that answers none of these in time never holds the erase screen: the deletion stays queued.
    setTimeout(() => done('later'), 3000);
  });
}
