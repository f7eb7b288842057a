// Issue 26: how a game is shared moves from localStorage into the database (schema version 4), so backups hold it.
// A version-3 database with records in localStorage: the upgrade copies every readable one (every other record
// kept), reading a game's record moves a legacy one still there once (then localStorage no longer has it), an
// unreadable one is never deleted unread; a backup holds the records and a restore re-joins as a new tablet.
import { afterEach, describe, expect, it } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { TablesideDB } from '../../../src/store/db';
import { LEGACY_SHARE_PREFIX, legacyShares, shareDelete, shareGet, sharePatch, sharePut } from '../../../src/store/shares';
import { exportBackup, parseBackup, restoreBackup } from '../../../src/store/backup';

/** A localStorage as the page has one. */
class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
}

const DOC = 'automerge:2j9knpCseyhnK8izDmLpGP5WMdZQ';
const legacyA = { doc: DOC, server: 'ws://192.168.1.20:8080/sync', role: 'act', actor: 'a1b2c3d4e5f6', tip: 'a1b2c3d4e5f6.seed', pending: ['h1', 'h2'] };
const legacyB = { doc: 'automerge:3k9knpCseyhnK8izDmLpGP5WMdZR', server: 'ws://192.168.1.20:8080/sync', role: 'watch', actor: '0f0f0f0f0f0f' };
const head = (id: string) => ({ id, kind: 'nedca', name: id, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z', length: 1, cursor: 1, meta: { houses: [] } });

const g = globalThis as { localStorage?: Storage };
afterEach(() => {
  delete g.localStorage;
});

async function v3WithLegacy(storage: Storage): Promise<{ deps: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange } }> {
  const deps = { indexedDB: new IDBFactory(), IDBKeyRange };
  const old = new TablesideDB('shares-test', deps, 3);
  await old.open();
  await old.logHeads.bulkPut([head('gA'), head('gB'), head('gC')] as never);
  await old.logEvents.bulkPut([{ logId: 'gA', seq: 1, event: { type: 'nextPhase' } }, { logId: 'gB', seq: 1, event: { type: 'nextPhase' } }, { logId: 'gC', seq: 1, event: { type: 'nextPhase' } }] as never);
  old.close();
  storage.setItem(`${LEGACY_SHARE_PREFIX}gA`, JSON.stringify(legacyA));
  storage.setItem(`${LEGACY_SHARE_PREFIX}gB`, JSON.stringify(legacyB));
  storage.setItem(`${LEGACY_SHARE_PREFIX}gC`, '{not json');
  storage.setItem('tableside.other', 'kept');
  return { deps };
}

describe('share records: localStorage → the database', () => {
  it('the version-4 upgrade copies every readable record; the rest of the database is kept', async () => {
    const storage = new MemoryStorage();
    g.localStorage = storage;
    const { deps } = await v3WithLegacy(storage);
    const db = new TablesideDB('shares-test', deps);
    await db.open();
    expect(db.verno).toBe(4);
    expect(await db.shares.toArray()).toEqual([
      { logId: 'gA', ...legacyA },
      { logId: 'gB', ...legacyB },
    ]);
    expect((await db.logHeads.toArray()).map((h) => h.id)).toEqual(['gA', 'gB', 'gC']);
    expect(await db.logEvents.count()).toBe(3);
    // Copied, not yet removed: the localStorage entries go when each game's record is read.
    expect(storage.getItem(`${LEGACY_SHARE_PREFIX}gA`)).not.toBeNull();
    expect(await shareGet(db, 'gA', storage)).toEqual({ logId: 'gA', ...legacyA });
    expect(storage.getItem(`${LEGACY_SHARE_PREFIX}gA`)).toBeNull();
    // The unreadable one is never deleted unread, nor taken for a share.
    expect(await shareGet(db, 'gC', storage)).toBeNull();
    expect(storage.getItem(`${LEGACY_SHARE_PREFIX}gC`)).toBe('{not json');
    expect(storage.getItem('tableside.other')).toBe('kept');
    db.close();
  });

  it('a legacy record written after the upgrade (an old tab) is read once and moved', async () => {
    const storage = new MemoryStorage();
    const db = new TablesideDB('shares-late', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.open();
    storage.setItem(`${LEGACY_SHARE_PREFIX}gB`, JSON.stringify(legacyB));
    expect(await shareGet(db, 'gB', storage)).toEqual({ logId: 'gB', ...legacyB });
    expect(storage.getItem(`${LEGACY_SHARE_PREFIX}gB`)).toBeNull();
    expect(await db.shares.get('gB')).toEqual({ logId: 'gB', ...legacyB });
    // Read again: from the database (nothing left in localStorage).
    expect(await shareGet(db, 'gB', storage)).toEqual({ logId: 'gB', ...legacyB });
    expect(legacyShares(storage)).toEqual([]);
    db.close();
  });

  it('patch, delete; a backup holds the records of its games and a restore re-joins as a new tablet, nothing waiting', async () => {
    const storage = new MemoryStorage();
    const db = new TablesideDB('shares-backup', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.open();
    await db.logHeads.bulkPut([head('gA'), head('gB')] as never);
    await db.logEvents.bulkPut([{ logId: 'gA', seq: 1, event: { type: 'nextPhase' } }, { logId: 'gB', seq: 1, event: { type: 'nextPhase' } }] as never);
    await sharePut(db, { logId: 'gA', ...(legacyA as { role: 'act' } & typeof legacyA) });
    await sharePatch(db, 'gA', { tip: 'a1b2c3d4e5f6.1700000000000' });
    await sharePatch(db, 'nope', { tip: 'x' });
    expect((await shareGet(db, 'gA', storage))?.tip).toBe('a1b2c3d4e5f6.1700000000000');
    expect(await db.shares.get('nope')).toBeUndefined();

    // A record left behind by a deleted game stays out of the backup.
    await sharePut(db, { logId: 'gone', ...(legacyB as { role: 'watch' } & typeof legacyB) });
    const file = await exportBackup(db, '1.0.0');
    expect(file.tables.shares.map((r) => r.logId)).toEqual(['gA']);
    const parsed = parseBackup(JSON.stringify(file));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    await shareDelete(db, 'gA', storage);
    expect(await shareGet(db, 'gA', storage)).toBeNull();
    await restoreBackup(db, parsed.backup, 'replace');
    const back = await shareGet(db, 'gA', storage);
    expect(back).toMatchObject({ logId: 'gA', doc: DOC, server: legacyA.server, role: 'act', tip: 'a1b2c3d4e5f6.1700000000000', restored: true });
    expect(back?.actor).toMatch(/^[0-9a-f]{12}$/);
    expect(back?.actor).not.toBe(legacyA.actor);
    expect(back?.pending).toBeUndefined();
    db.close();
  });

  it('a backup share record without its game, or with a hostile server, is left out and named; the rest restores', async () => {
    const db = new TablesideDB('shares-hostile', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.open();
    await db.logHeads.put(head('gA') as never);
    await db.logEvents.put({ logId: 'gA', seq: 1, event: { type: 'nextPhase' } } as never);
    const file = await exportBackup(db, '1.0.0');
    const text = JSON.stringify({
      ...file,
      tables: {
        ...file.tables,
        shares: [
          { logId: 'gA', ...legacyA, server: 'https://elsewhere.example/steal' },
          { logId: 'ghost', ...legacyB },
          { logId: 'gA', ...legacyB },
        ],
      },
    });
    const parsed = parseBackup(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.skipped).toEqual([
      'tables.shares[0].server: is not a ws:// or wss:// address ending in /sync',
      'tables.shares: how game id ghost is shared — its game is not in the backup, left out',
    ]);
    expect(parsed.backup.tables.shares.map((r) => [r.logId, r.role])).toEqual([['gA', 'watch']]);
    db.close();
  });

  it('a format-2 backup (before shares) is still read: no game shared', async () => {
    const db = new TablesideDB('shares-v2', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.open();
    const file = await exportBackup(db, '1.0.0');
    const { shares: _s, ...v2tables } = file.tables;
    const parsed = parseBackup(JSON.stringify({ ...file, formatVersion: 2, tables: v2tables }));
    expect(parsed.ok && parsed.backup.tables.shares).toEqual([]);
    db.close();
  });
});
