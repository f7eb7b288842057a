// Issue 24: snapshots stored beside an event log are read with it only while they still belong to its events.
import { describe, expect, it } from 'vitest';
import { headOf, twoTabs } from './twoTabs';
import { readLogIn } from '../../../src/store/eventLog';

const evs = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ t: from + i }));

describe('log snapshots', () => {
  it('is read with the log while rows up to it are unchanged; appends and cursor moves after it keep it', async () => {
    const { a, A } = twoTabs('snap-test');
    const h = headOf(await A.logCreate('kalidasia', 'Long', { setup: 1 }, evs(1, 10)));
    expect(await A.logSnapshotPut(h.id, 5, { s: 5 })).toBe(true);
    expect((await readLogIn(a, h.id))?.snapshot).toEqual({ seq: 5, state: { s: 5 } });
    headOf(await A.logAppend(h.id, 10, evs(11, 12)));
    headOf(await A.logMoveCursor(h.id, 12, 8));
    expect((await readLogIn(a, h.id))?.snapshot).toEqual({ seq: 5, state: { s: 5 } });
  });

  it('is not used at or past the cursor (the last result needs the state before the last event)', async () => {
    const { a, A } = twoTabs('snap-test');
    const h = headOf(await A.logCreate('kalidasia', 'Long', { setup: 1 }, evs(1, 10)));
    expect(await A.logSnapshotPut(h.id, 10, { s: 10 })).toBe(true);
    expect((await readLogIn(a, h.id))?.snapshot).toBeUndefined();
  });

  it('is stale once another tab undid below it and appended (row seq rewritten): never used', async () => {
    const { a, A, B } = twoTabs('snap-test');
    const h = headOf(await A.logCreate('kalidasia', 'Long', { setup: 1 }, evs(1, 10)));
    expect(await A.logSnapshotPut(h.id, 6, { s: 6 })).toBe(true);
    const b1 = headOf(await B.logMoveCursor(h.id, 10, 4));
    headOf(await B.logAppend(h.id, 4, evs(50, 55), b1.rev));
    const read = await readLogIn(a, h.id);
    expect(read?.events.slice(4, 6)).toEqual([{ t: 50 }, { t: 51 }]);
    expect(read?.snapshot).toBeUndefined();
  });

  it('is not used when a row up to it is damaged, nor after the log is put back (another epoch); deleting the log deletes it', async () => {
    const { a, A } = twoTabs('snap-test');
    const h = headOf(await A.logCreate('kalidasia', 'Long', { setup: 1 }, evs(1, 10)));
    expect(await A.logSnapshotPut(h.id, 6, { s: 6 })).toBe(true);
    await a.logEvents.put({ logId: h.id, seq: 3, event: null as unknown as object, rev: 0 });
    expect((await readLogIn(a, h.id))?.snapshot).toBeUndefined();
    await a.logEvents.put({ logId: h.id, seq: 3, event: { t: 3 }, rev: 0 });
    expect((await readLogIn(a, h.id))?.snapshot?.seq).toBe(6);
    const del = await A.logDelete(h.id);
    if (!del.ok) throw new Error(del.message);
    expect(await a.logSnaps.count()).toBe(0);
    expect(await A.logSnapshotPut(h.id, 6, { s: 6 })).toBe(false);
    headOf(await A.logRestore(del.deleted));
    expect((await readLogIn(a, h.id))?.snapshot).toBeUndefined();
  });

  it('a changed set-up (meta) makes it stale; a snapshot past the stored rows is refused', async () => {
    const { a, A } = twoTabs('snap-test');
    const h = headOf(await A.logCreate('kalidasia', 'Long', { setup: 1 }, evs(1, 10)));
    expect(await A.logSnapshotPut(h.id, 20, { s: 20 })).toBe(false);
    expect(await A.logSnapshotPut(h.id, 6, { s: 6 })).toBe(true);
    const raw = await a.logHeads.get(h.id);
    await a.logHeads.put({ ...raw!, meta: { setup: 2 } });
    expect((await readLogIn(a, h.id))?.snapshot).toBeUndefined();
  });
});
