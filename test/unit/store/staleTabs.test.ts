// @vitest-environment jsdom
// Issue 12 case 1 for the squadrons and the free table: a stale tab's change is merged into what is stored,
// never written over it. (The app's own database runtime, on fake IndexedDB.)
import { describe, expect, it } from 'vitest';
import { getDatabase } from '../../../src/store/runtime';
import { loadTableDoc, mergeTableChange, normaliseTableDoc } from '../../../src/store/repos';
import { createSquadron, getSquadron, updateSquadron } from '../../../src/store/squadrons';
import { DEFAULT_TABLE, type TableDoc } from '../../../src/store/types';
import type { Squadron } from '../../../src/kalidasia/rules/squadron/squadron';

const base: Squadron = { name: 'Raiders', fleet: 'surakari-invasion', extraFleets: [], pointLimit: 34, ships: [], fighters: {} };

describe('squadrons in two tabs', () => {
  it('A adds 3 Interceptors, stale B renames: the stored squadron has both', async () => {
    const rec = await createSquadron(base);
    expect(rec).not.toBeNull();
    const id = rec!.id;
    const seenByB = structuredClone(rec!.squadron);
    const a1 = { ...base, fighters: { interceptor: 3 } };
    expect(await updateSquadron(id, a1, new Date(), base)).toBe(true);
    expect(await updateSquadron(id, { ...seenByB, name: 'Renamed in B' }, new Date(), seenByB)).toBe(true);
    expect((await getSquadron(id))?.squadron).toMatchObject({ name: 'Renamed in B', fighters: { interceptor: 3 } });
  });

  it('an edit to a squadron deleted in another tab is refused, not brought back', async () => {
    const rec = await createSquadron(base);
    await (await getDatabase()).squadrons.delete(rec!.id);
    expect(await updateSquadron(rec!.id, { ...base, name: 'x' }, new Date(), base)).toBe(false);
    expect(await getSquadron(rec!.id)).toBeUndefined();
  });
});

describe('the free table in two tabs', () => {
  it('markers added in both tabs at once are all kept (20 of 20)', async () => {
    const db = await getDatabase();
    await db.tableLayout.put(DEFAULT_TABLE);
    const start = await loadTableDoc();
    // Each tab adds its markers one by one on top of its own view, never seeing the other tab's.
    const tab = async (name: string): Promise<void> => {
      let mine: TableDoc = start;
      for (let i = 0; i < 10; i++) {
        const next = { ...mine, markers: [...mine.markers, { id: `${name}${i}`, x: i, y: 1 }] };
        expect(await mergeTableChange(mine, next)).toBe(true);
        mine = next;
      }
    };
    await Promise.all([tab('a'), tab('b')]);
    expect((await loadTableDoc()).markers.map((m) => m.id).sort()).toHaveLength(20);
  });

  it('a move, a delete and a resize from a stale view touch only what that change touched', async () => {
    const db = await getDatabase();
    const doc: TableDoc = { ...DEFAULT_TABLE, markers: [{ id: 'm1', x: 1, y: 1 }, { id: 'm2', x: 2, y: 2 }] };
    await db.tableLayout.put(doc);
    // Another tab adds m3 and turns the grid off.
    await db.tableLayout.put({ ...doc, grid: false, markers: [...doc.markers, { id: 'm3', x: 3, y: 3 }] });
    expect(await mergeTableChange(doc, { ...doc, width: 60, markers: [{ id: 'm1', x: 10, y: 1 }] })).toBe(true);
    expect(await loadTableDoc()).toEqual({ ...DEFAULT_TABLE, width: 60, grid: false, markers: [{ id: 'm1', x: 10, y: 1 }, { id: 'm3', x: 3, y: 3 }] });
  });
});

describe('damaged table layouts (issue 12 case 4)', () => {
  it('markers stored as a string: the table opens without them and says so', () => {
    const r = normaliseTableDoc({ ...DEFAULT_TABLE, markers: 'oops' });
    expect(r.doc.markers).toEqual([]);
    expect(r.damaged).toEqual(['its markers (not a list)']);
  });

  it('bad markers are left out one by one; the good ones stay', () => {
    const r = normaliseTableDoc({ ...DEFAULT_TABLE, width: 'wide', markers: [{ id: 'a', x: 1, y: 2 }, null, { id: 'b', x: 'x', y: 1 }] });
    expect(r.doc).toEqual({ ...DEFAULT_TABLE, markers: [{ id: 'a', x: 1, y: 2 }] });
    expect(r.damaged).toEqual(['its width ("wide")', '2 markers']);
  });
});
