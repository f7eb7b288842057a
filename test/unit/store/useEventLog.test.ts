// @vitest-environment jsdom
// The engine behind useEventLog: pending until stored, queued writes at the cursor the tab saw,
// live updates from the other "tab", conflict refused and explained, delete in another tab.
import { describe, expect, it, vi } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { TablesideDB } from '../../../src/store/db';
import { eventLogOn } from '../../../src/store/eventLog';
import { EventLogController } from '../../../src/ui/useEventLog';

let n = 0;
async function setup(events: unknown[] = []) {
  const deps = { indexedDB: new IDBFactory(), IDBKeyRange };
  const name = `ctl-test-${++n}`;
  const a = new TablesideDB(name, deps);
  const b = new TablesideDB(name, deps);
  const ops = eventLogOn(async () => a);
  const w = await ops.logCreate('caleda', 'g', { s: 1 }, events);
  if (!w.ok) throw new Error(w.message);
  const A = new EventLogController(w.head.id, async () => a);
  const B = new EventLogController(w.head.id, async () => b);
  const offs = [A.subscribe(() => {}), B.subscribe(() => {})];
  await vi.waitFor(() => expect([A.getHandle().status, B.getHandle().status]).toEqual(['ready', 'ready']));
  return { a, b, ops, A, B, id: w.head.id, stop: () => offs.forEach((f) => f()) };
}

describe('useEventLog engine', () => {
  it('an append shows as pending, then as stored; a burst of taps is queued in order, none lost', async () => {
    const { A, ops, id, stop } = await setup();
    const writes = [A.append([{ i: 1 }]), A.append([{ i: 2 }]), A.append([{ i: 3 }])];
    expect(A.getHandle().pending).toEqual([{ i: 1 }, { i: 2 }, { i: 3 }]);
    expect(A.getHandle().events).toEqual([]);
    const results = await Promise.all(writes);
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(A.getHandle().pending).toEqual([]);
    expect(A.getHandle().events).toEqual([{ i: 1 }, { i: 2 }, { i: 3 }]);
    expect((await ops.logRead(id))?.events).toEqual([{ i: 1 }, { i: 2 }, { i: 3 }]);
    stop();
  });

  it("the other tab sees the change live; a stale tab's action is refused, explained, and it then shows the other tab's change", async () => {
    const { A, B, ops, id, stop } = await setup([{ i: 0 }]);
    // B acts while A's write is in flight: B's view is stale.
    const [ra, rb] = await Promise.all([A.append([{ from: 'A' }]), B.append([{ from: 'B' }])]);
    expect(ra.ok).toBe(true);
    expect(rb).toMatchObject({ ok: false, kind: 'conflict' });
    expect(B.getHandle().error).toBe("Another tab changed this game — your action was not applied; the game now shows the other tab's change.");
    expect(B.getHandle().pending).toEqual([]);
    await vi.waitFor(() => expect(B.getHandle().events).toEqual([{ i: 0 }, { from: 'A' }]));
    expect((await ops.logRead(id))?.events).toEqual([{ i: 0 }, { from: 'A' }]);
    // Now fresh, B's next action is stored.
    expect((await B.append([{ from: 'B' }])).ok).toBe(true);
    await vi.waitFor(() => expect(A.getHandle().events).toHaveLength(3));
    stop();
  });

  it('undo and redo move the cursor; unchanged events keep their identity between reads', async () => {
    const { A, stop } = await setup([{ i: 1 }, { i: 2 }]);
    const first = A.getHandle().events[0];
    expect((await A.undo()).ok).toBe(true);
    expect(A.getHandle().events).toEqual([{ i: 1 }]);
    expect(A.getHandle().redoEvents).toEqual([{ i: 2 }]);
    expect(A.getHandle().events[0]).toBe(first);
    expect((await A.redo()).ok).toBe(true);
    expect(A.getHandle().events).toEqual([{ i: 1 }, { i: 2 }]);
    expect(await A.redo()).toMatchObject({ ok: false });
    stop();
  });

  it('deleted in another tab: status says so and the game can be put back as it was', async () => {
    const { A, ops, id, stop } = await setup([{ i: 1 }]);
    expect((await ops.logDelete(id)).ok).toBe(true);
    await vi.waitFor(() => expect(A.getHandle().status).toBe('deleted-elsewhere'));
    expect((await A.restoreDeleted()).ok).toBe(true);
    await vi.waitFor(() => expect(A.getHandle().status).toBe('ready'));
    expect(A.getHandle().events).toEqual([{ i: 1 }]);
    stop();
  });

  it('a log that never existed is missing, not loading', async () => {
    const deps = { indexedDB: new IDBFactory(), IDBKeyRange };
    const db = new TablesideDB('ctl-missing', deps);
    const C = new EventLogController('nope', async () => db);
    const off = C.subscribe(() => {});
    await vi.waitFor(() => expect(C.getHandle().status).toBe('missing'));
    off();
  });

  it('storage that cannot open is unavailable, not loading for good', async () => {
    const C = new EventLogController('x', () => Promise.reject(new Error('no IndexedDB')));
    const off = C.subscribe(() => {});
    await vi.waitFor(() => expect(C.getHandle().status).toBe('unavailable'));
    off();
  });
});

describe('useEventLog engine: catching up from what changed', () => {
  it('property: after any mix of appends, undos and redos in two tabs, both tabs show exactly what is stored', async () => {
    const fc = await import('fast-check');
    const op = fc.record({ tab: fc.constantFrom(0, 1), kind: fc.constantFrom('append', 'append', 'undo', 'redo'), count: fc.integer({ min: 1, max: 2 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 8 }), async (batches) => {
        const { A, B, ops, id, stop } = await setup([{ i: 0 }]);
        const tabs = [A, B];
        let label = 0;
        for (const batch of batches) {
          await Promise.all(
            batch.map((o) => {
              const t = tabs[o.tab]!;
              if (o.kind === 'append') return t.append(Array.from({ length: o.count }, () => ({ label: ++label })));
              return o.kind === 'undo' ? t.undo() : t.redo();
            }),
          );
        }
        const stored = (await ops.logRead(id))!;
        const want = { events: stored.events.slice(0, stored.head.cursor), redo: stored.events.slice(stored.head.cursor) };
        for (const t of tabs) {
          await vi.waitFor(() => expect({ events: t.getHandle().events, redo: t.getHandle().redoEvents }).toEqual(want));
        }
        stop();
      }),
      { numRuns: 40 },
    );
  });

  it('a tab that has not yet seen an undo + append elsewhere (same cursor, other events) is refused, not appended after them', async () => {
    const { b, ops, id, stop } = await setup([{ i: 0 }, { i: 1 }]);
    const C = new EventLogController(id, async () => b);
    const offC = C.subscribe(() => {});
    await vi.waitFor(() => expect(C.getHandle().status).toBe('ready'));
    offC(); // C stops following: its view goes stale
    const h = (await ops.logRead(id))!.head;
    expect((await ops.logMoveCursor(id, 2, 1)).ok).toBe(true);
    expect((await ops.logAppend(id, 1, [{ other: true }])).ok).toBe(true);
    expect((await ops.logRead(id))!.head.cursor).toBe(h.cursor);
    expect(await C.append([{ stale: true }])).toMatchObject({ ok: false, kind: 'conflict' });
    expect(C.getHandle().events).toEqual([{ i: 0 }, { other: true }]);
    expect((await ops.logRead(id))!.events).toEqual([{ i: 0 }, { other: true }]);
    stop();
  });

  it('a write in another tab is read as the new rows only: an unchanged event keeps its identity', async () => {
    const { A, B, stop } = await setup([{ i: 0 }, { i: 1 }]);
    const first = A.getHandle().events[0];
    // B undoes and appends back to the same cursor: row 2 is replaced, row 1 is not.
    expect((await B.undo()).ok).toBe(true);
    expect((await B.append([{ from: 'B' }])).ok).toBe(true);
    await vi.waitFor(() => expect(A.getHandle().events).toEqual([{ i: 0 }, { from: 'B' }]));
    expect(A.getHandle().events[0]).toBe(first);
    stop();
  });
});
