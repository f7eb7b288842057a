// @vitest-environment jsdom
// Issue 24: a long log opens from the head, the newest snapshot and the rows after it (the tail); the earlier rows
// are read afterwards in the background. Properties: for any log, the state from the head + snapshot + tail equals
// the full fold; after the background read (whatever another tab did meanwhile), the hook's view equals a whole read.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as fc from 'fast-check';
import { headOf, twoTabs } from './twoTabs';
import { readLogIn } from '../../../src/store/eventLog';
import { readLogOpen, readLogRows } from '../../../src/store/eventLogRead';
import { EARLIER_MESSAGE, EventLogController } from '../../../src/ui/useEventLog';
import { seededGames } from '../../../src/kalidasia/game/autopilot.testing';
import { fresh, setupOf } from '../../../src/kalidasia/game/testkit.testing';
import { foldLog, foldState, LogFolder, snapshotFits, snapshotOf } from '../../../src/kalidasia/ui/game/fold';


/** The browser's idle callbacks, held until the test lets them run (the background read starts in one). */
const held: (() => void)[] = [];
function holdIdle(): void {
  (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = (fn: () => void) => {
    held.push(fn);
    return held.length;
  };
}
function releaseIdle(): void {
  for (const fn of held.splice(0)) fn();
}
afterEach(() => {
  releaseIdle();
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
});

const setup = setupOf();
const meta = { setup, packOverrides: [] };
const gameOf = seededGames(() => fresh(setup), 140);
const stateJson = (f: ReturnType<typeof foldLog>) => JSON.stringify(snapshotOf(foldState(f)!).state);

describe('opening from the tail (store and fold)', () => {
  it('property: for any Kalidasia log, cursor and stored snapshot, head + snapshot + tail folds to the full fold’s state; the earlier rows then complete it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 3, max: 140 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (seed, len, whereCursor, whereSnap) => {
          const events = JSON.parse(JSON.stringify(gameOf(seed).slice(0, len))) as unknown[];
          const { a, A } = twoTabs('tail-test');
          const h = headOf(await A.logCreate('kalidasia', 'g', meta, events));
          const cursor = Math.max(2, Math.round(whereCursor * events.length));
          if (cursor < events.length) headOf(await A.logMoveCursor(h.id, events.length, cursor));
          const seq = Math.max(1, Math.min(cursor - 1, Math.floor(whereSnap * cursor)));
          const full = foldLog(null, meta, events.slice(0, cursor));
          expect(await A.logSnapshotPut(h.id, seq, snapshotOf(full.states[seq]!))).toBe(true);

          const open = await readLogOpen(a, h.id, snapshotFits);
          expect(open?.kind).toBe('tail');
          if (open?.kind !== 'tail') return;
          const whole = (await readLogIn(a, h.id))!;
          expect(open.log.unloaded).toBe(seq);
          expect(open.log.head).toEqual(whole.head);
          expect(open.log.events.length).toBe(whole.events.length);
          expect(open.log.events.slice(seq)).toEqual(whole.events.slice(seq));
          for (let i = 0; i < seq; i++) expect(i in open.log.events).toBe(false); // not read: holes
          const folder = new LogFolder();
          const part = folder.fold(meta, open.log.events.slice(0, cursor), open.log.snapshot, open.log.unloaded);
          expect(part.waiting).toBeUndefined();
          expect(part.from).toBe(seq);
          expect(stateJson(part)).toBe(stateJson(full));
          // Nothing can complete it before the earlier rows are read.
          expect(folder.completeSome(1000)).toBe(false);
          // The earlier rows, read in chunks against the anchor, complete it to the full fold.
          const anchor = { epoch: open.log.head.epoch!, seq, rev: open.log.anchorRev };
          const early: unknown[] = [];
          for (let from = 1; from <= seq; from += 7) early.push(...(await readLogRows(a, h.id, from, Math.min(seq, from + 6), anchor))!.events);
          const loaded = open.log.events.slice(0, cursor);
          for (let i = 0; i < seq; i++) loaded[i] = early[i];
          expect(loaded).toEqual(whole.events.slice(0, cursor));
          const after = folder.fold(meta, loaded, open.log.snapshot, 0);
          expect(after.from).toBe(seq);
          expect(folder.completeSome(10_000)).toBe(true);
          const done = folder.fold(meta, loaded, open.log.snapshot, 0);
          expect(done.from).toBe(0);
          expect(done.states.map((s) => JSON.stringify(snapshotOf(s).state))).toEqual(full.states.map((s) => JSON.stringify(snapshotOf(s).state)));
          a.close();
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it('falls back to the whole read when the snapshot is stale, of another app version, or the head is damaged; a chunk refuses once the anchor is gone', async () => {
    const { a, A, B } = twoTabs('tail-test');
    const evs = Array.from({ length: 10 }, (_, i) => ({ t: i + 1 }));
    const h = headOf(await A.logCreate('kalidasia', 'g', { setup: 1 }, evs));
    expect(await A.logSnapshotPut(h.id, 6, { app: 'x' })).toBe(true);
    expect((await readLogOpen(a, h.id, () => false))?.kind).toBe('full');
    const open = await readLogOpen(a, h.id, () => true);
    expect(open?.kind).toBe('tail');
    if (open?.kind !== 'tail') return;
    const anchor = { epoch: open.log.head.epoch!, seq: 6, rev: open.log.anchorRev };
    expect((await readLogRows(a, h.id, 1, 3, anchor))?.events).toEqual(evs.slice(0, 3));
    // Another tab undoes below the snapshot and appends: row 6 is rewritten, the anchor is gone.
    const moved = headOf(await B.logMoveCursor(h.id, 10, 4));
    headOf(await B.logAppend(h.id, 4, [{ t: 50 }, { t: 51 }, { t: 52 }], moved.rev));
    expect(await readLogRows(a, h.id, 4, 6, anchor)).toBeNull();
    expect((await readLogOpen(a, h.id, () => true))?.kind).toBe('full');
    // A damaged head: the whole read (which names the damage).
    const raw = await a.logHeads.get(h.id);
    await a.logHeads.put({ ...raw!, cursor: 'x' as unknown as number });
    const d = await readLogOpen(a, h.id, () => true);
    expect(d?.kind).toBe('full');
    expect(d?.log.damaged[0]?.seq).toBe(0);
    expect(await readLogOpen(a, 'nope', () => true)).toBeNull();
  });
});

describe('opening from the tail (the hook’s engine)', () => {
  const EVENT = fc.integer({ min: 1, max: 3 });
  const op = fc.oneof(
    fc.record({ kind: fc.constant('appendA' as const), count: EVENT }),
    fc.record({ kind: fc.constant('appendB' as const), count: EVENT }),
    fc.record({ kind: fc.constant('undoB' as const), count: fc.integer({ min: 1, max: 30 }) }),
    fc.record({ kind: fc.constant('redoB' as const), count: EVENT }),
    fc.record({ kind: fc.constant('release' as const), count: fc.constant(0) }),
  );

  it('property: appends work before the earlier rows are read; whatever another tab does meanwhile, once read the view equals a whole read', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 9 }),
        // A damaged row strictly before the snapshot row (damageAt < 1): the snapshot row itself damaged is a whole read.
        fc.option(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { nil: undefined }),
        fc.array(op, { maxLength: 6 }),
        async (len, whereSnap, chunk, damageAt, ops) => {
          holdIdle();
          const { a, b, A: opsA } = twoTabs('tail-test');
          let label = 0;
          const evs = () => ({ label: ++label });
          const h = headOf(await opsA.logCreate('kalidasia', 'g', { setup: 1 }, Array.from({ length: len }, evs)));
          const seq = Math.max(1, Math.min(len - 1, Math.floor(whereSnap * len)));
          expect(await opsA.logSnapshotPut(h.id, seq, { app: 'test', at: seq })).toBe(true);
          // A damaged row before the snapshot: a tail read cannot see it; the background read names it.
          if (damageAt !== undefined && seq > 1) await a.logEvents.put({ logId: h.id, seq: 1 + Math.floor(damageAt * (seq - 1)), event: 7 as unknown as object, rev: 0 });
          const A = new EventLogController(h.id, async () => a, { tailFirst: () => true, earlierChunk: chunk });
          const B = new EventLogController(h.id, async () => b);
          const offs = [A.subscribe(() => {}), B.subscribe(() => {})];
          await vi.waitFor(() => expect([A.getHandle().status, B.getHandle().status]).toEqual(['ready', 'ready']));
          expect(A.getHandle().unloaded).toBe(seq);
          expect(A.getHandle().snapshot?.seq).toBe(seq);
          // Undo below the snapshot waits for the earlier rows (refused, nothing changed); an append at the end works.
          expect(await A.undo(len)).toMatchObject({ ok: false, message: EARLIER_MESSAGE });
          expect((await A.append([evs()])).ok).toBe(true);
          expect(A.getHandle().unloaded).toBe(seq);
          for (const o of ops) {
            if (o.kind === 'release') releaseIdle();
            else if (o.kind === 'appendA') await A.append(Array.from({ length: o.count }, evs));
            else if (o.kind === 'appendB') await B.append(Array.from({ length: o.count }, evs));
            else if (o.kind === 'undoB') await B.undo(o.count);
            else await B.redo(o.count);
          }
          releaseIdle();
          const whole = async () => {
            const r = (await readLogIn(a, h.id))!;
            return { cursor: r.head.cursor, length: r.head.length, rev: r.head.rev, events: r.events.slice(0, r.head.cursor), redo: r.events.slice(r.head.cursor), damaged: r.damaged };
          };
          const view = () => {
            const v = A.getHandle();
            return { cursor: v.head?.cursor, length: v.head?.length, rev: v.head?.rev, events: [...v.events], redo: [...v.redoEvents], damaged: v.damaged };
          };
          await vi.waitFor(async () => {
            releaseIdle();
            expect(A.getHandle().unloaded).toBe(0);
            expect(view()).toEqual(await whole());
          });
          expect(A.getHandle().restorable).toBe(true);
          offs.forEach((f) => f());
          a.close();
          b.close();
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('deleted in another tab before the earlier rows are read: "put it back" is refused with the reason, nothing half-restored', async () => {
    holdIdle();
    const { a, A: opsA } = twoTabs('tail-test');
    const h = headOf(await opsA.logCreate('kalidasia', 'g', { setup: 1 }, Array.from({ length: 12 }, (_, i) => ({ i }))));
    expect(await opsA.logSnapshotPut(h.id, 10, { app: 'test' })).toBe(true);
    const C = new EventLogController(h.id, async () => a, { tailFirst: () => true });
    const off = C.subscribe(() => {});
    await vi.waitFor(() => expect(C.getHandle().unloaded).toBe(10));
    expect((await opsA.logDelete(h.id)).ok).toBe(true);
    await vi.waitFor(() => expect(C.getHandle().status).toBe('deleted-elsewhere'));
    expect(C.getHandle().restorable).toBe(false);
    expect(await C.restoreDeleted()).toMatchObject({ ok: false, kind: 'missing' });
    expect(await a.logHeads.count()).toBe(0);
    releaseIdle();
    off();
  });

  it('without tailFirst (companion games) the whole log is read at open, as before', async () => {
    const { a, A: opsA } = twoTabs('tail-test');
    const h = headOf(await opsA.logCreate('caleda', 'g', { setup: 1 }, Array.from({ length: 12 }, (_, i) => ({ i }))));
    expect(await opsA.logSnapshotPut(h.id, 10, { app: 'test' })).toBe(true);
    const C = new EventLogController(h.id, async () => a);
    const off = C.subscribe(() => {});
    await vi.waitFor(() => expect(C.getHandle().status).toBe('ready'));
    expect(C.getHandle().unloaded).toBe(0);
    expect(C.getHandle().events).toHaveLength(12);
    off();
  });
});
