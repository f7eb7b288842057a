// Issue 26: "Erase all data" also removes the sync engine's own database of shared documents; while a connection
// holds it open, the deletion waits (it is said so), and it completes once that connection closes.
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { eraseSyncCopies, SYNC_DB } from '../../../src/ui/share/erase';

function open(idb: IDBFactory): Promise<IDBDatabase> {
  return new Promise((done, fail) => {
    const r = idb.open(SYNC_DB, 1);
    r.onupgradeneeded = () => r.result.createObjectStore('documents');
    r.onsuccess = () => done(r.result);
    r.onerror = () => fail(r.error);
  });
}

const names = async (idb: IDBFactory) => (await idb.databases()).map((d) => d.name);

describe('erasing the sync copies', () => {
  it('deletes the engine database', async () => {
    const idb = new IDBFactory();
    (await open(idb)).close();
    expect(await names(idb)).toContain(SYNC_DB);
    expect(await eraseSyncCopies(idb)).toBe('deleted');
    expect(await names(idb)).not.toContain(SYNC_DB);
  });

  it('an open connection holds it: "later", and it goes once the connection closes', async () => {
    const idb = new IDBFactory();
    const db = await open(idb);
    expect(await eraseSyncCopies(idb)).toBe('later');
    db.close();
    await expect.poll(() => names(idb)).not.toContain(SYNC_DB);
  });
});
