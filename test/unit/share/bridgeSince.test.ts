// @vitest-environment jsdom
// Issue 26 follow-ups: a local action is read from the bridge's mirror on — only the rows written since its revision
// (`logReadSince`), so its cost does not grow with the game — and gives what the whole read gives; the bridge's
// "this is my own write" check compares the log's epoch as well as its revision (a game deleted and put back in
// another tab starts its revisions again).
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SharedGameBridge, type ReadSince, type SharedHandle } from '../../../src/ui/share/bridge';
import { eventLogOn, type LogHead } from '../../../src/store/eventLog';
import { getDatabase } from '../../../src/store/runtime';
import { addOp, readSharedDoc, sharedDocFromLog, type SharedDocGate, type SharedGameDoc } from '../../../src/store/sync/doc';
import { canonical, deriveLog, nextOp, opId } from '../../../src/store/sync/merge';

const log = eventLogOn(getDatabase);

/** A document held in memory; `change` tells the listeners at once (the bridge ignores its own change). */
class MemoryHandle implements SharedHandle {
  private fns = new Set<() => void>();
  constructor(readonly d: SharedGameDoc) {}
  doc(): SharedGameDoc {
    return this.d;
  }
  change(fn: (d: SharedGameDoc) => void): void {
    fn(this.d);
    for (const f of [...this.fns]) f();
  }
  on(_: 'change', fn: () => void): void {
    this.fns.add(fn);
  }
  off(_: 'change', fn: () => void): void {
    this.fns.delete(fn);
  }
}

/** Every well-formed document passes (the game's own gate is tested elsewhere; here only the reading matters). */
const anyGame: SharedDocGate = {
  check(raw) {
    const r = readSharedDoc(raw);
    return r.ok ? { ok: true, kind: r.kind, log: r.log, name: r.name, meta: r.meta } : r;
  },
};

/** The log the bridge uses, counting the rows it reads: whole reads, and reads since the mirror. */
function counting() {
  const rows = { n: 0, whole: 0 };
  const wrapped: typeof log = {
    ...log,
    logRead: async (id) => {
      const r = await log.logRead(id);
      rows.n += r?.events.length ?? 0;
      rows.whole++;
      return r;
    },
  };
  const readSince: ReadSince = async (id, base) => {
    const s = await log.logReadSince(id, base);
    if (s.kind === 'since') rows.n += s.rows.length;
    if (s.kind === 'full') {
      rows.n += s.log.events.length;
      rows.whole++;
    }
    return s;
  };
  return { rows, log: wrapped, readSince };
}

let made = 0;
/** A shared game (empty) with its bridge: `since` — the bridge reads on from its mirror; otherwise whole reads. */
async function game(since: boolean) {
  const id = `since-${++made}`;
  expect((await log.logCreate('nedca', id, {}, [], id)).ok).toBe(true);
  const h = new MemoryHandle(sharedDocFromLog('nedca', id, {}, [], 0, 'seed'));
  const c = counting();
  const b = new SharedGameBridge(anyGame, h, id, 'a', c.log, () => {}, true, null, () => {}, since ? c.readSince : null);
  await b.sync();
  return { id, h, b, rows: c.rows };
}

async function head(id: string): Promise<LogHead> {
  const r = await log.logRead(id);
  if (!r) throw new Error(`no log ${id}`);
  return r.head;
}

let eventNo = 0;
const ev = () => ({ type: 'adjust', n: ++eventNo });

/** The screen's action on the local log (not announced): append k events, undo or redo. false: nothing to do. */
async function screenAction(id: string, a: { kind: 'append'; k: number } | { kind: 'undo' } | { kind: 'redo' }, events: () => unknown[]): Promise<LogHead | false> {
  const h = await head(id);
  const w =
    a.kind === 'append'
      ? await log.logAppend(id, h.cursor, events())
      : a.kind === 'undo'
        ? h.cursor > 0 && (await log.logMoveCursor(id, h.cursor, h.cursor - 1))
        : h.cursor < h.length && (await log.logMoveCursor(id, h.cursor, h.cursor + 1));
  if (!w) return false;
  expect(w.ok).toBe(true);
  return w.ok ? w.head : false;
}

/** What a game shows: the local log (every stored event, the cursor) and the document's derived log. */
async function shown(g: { id: string; h: MemoryHandle }) {
  const r = await log.logRead(g.id);
  const d = deriveLog(g.h.doc().ops);
  const branches = (d.conflict?.branches ?? []).map((x) => canonical(x.events)).sort();
  return { local: { events: r?.events, cursor: r?.head.cursor }, doc: { events: d.events, cursor: d.cursor, conflict: d.conflict ? { atEvent: d.conflict.atEvent, branches } : null } };
}

describe('shared game bridge: a local action reads only the rows since the mirror', () => {
  it('rows read per local action stay constant as the log grows (the whole read grows with it)', async () => {
    const s = await game(true);
    const w = await game(false);
    // Joining read the whole log once (the bridge had no mirror yet).
    expect(s.rows.whole).toBe(1);
    const perAction: { since: number; whole: number; wrote: number }[] = [];
    for (let i = 0; i < 120; i++) {
      // Mostly appends (1–3 events), an undo and a redo now and then.
      const a = i % 10 === 7 ? ({ kind: 'undo' } as const) : i % 10 === 8 ? ({ kind: 'redo' } as const) : ({ kind: 'append', k: 1 + (i % 3) } as const);
      const batch = a.kind === 'append' ? Array.from({ length: a.k }, ev) : [];
      const before = { s: s.rows.n, w: w.rows.n };
      for (const g of [s, w]) {
        const hd = await screenAction(g.id, a, () => batch);
        expect(hd).not.toBe(false);
        if (hd) await g.b.localChanged(hd.rev, hd.epoch);
      }
      perAction.push({ since: s.rows.n - before.s, whole: w.rows.n - before.w, wrote: batch.length });
    }
    // From the mirror: exactly the rows the action wrote (an undo or a redo: none), never a whole read.
    for (const p of perAction) expect(p.since).toBe(p.wrote);
    expect(s.rows.whole).toBe(1);
    // The whole read grows with the game (the last action reads every row stored).
    const last = perAction[perAction.length - 1];
    expect(last?.whole).toBe((await head(w.id)).length);
    expect(last?.whole).toBeGreaterThan(150);
    // And both give the same game, sent to the document.
    const a = await shown(s);
    expect(a).toEqual(await shown(w));
    expect(a.doc.events).toEqual(a.local.events?.slice(0, a.doc.events.length));
    expect(a.doc.cursor).toBe(a.local.cursor);
  });

  it('gives what the whole read gives: appends, undos, redos, remote actions, actions announced late (property)', async () => {
    type Step = { kind: 'append'; k: number; announce: boolean } | { kind: 'undo'; announce: boolean } | { kind: 'redo'; announce: boolean } | { kind: 'remote'; k: number } | { kind: 'remoteUndo' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('append' as const), k: fc.integer({ min: 1, max: 3 }), announce: fc.boolean() }),
      fc.record({ kind: fc.constant('undo' as const), announce: fc.boolean() }),
      fc.record({ kind: fc.constant('redo' as const), announce: fc.boolean() }),
      fc.record({ kind: fc.constant('remote' as const), k: fc.integer({ min: 1, max: 2 }) }),
      fc.constant({ kind: 'remoteUndo' as const }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 18 }), async (steps) => {
        const s = await game(true);
        const w = await game(false);
        let remote = 0;
        for (const st of steps) {
          if (st.kind === 'remote' || st.kind === 'remoteUndo') {
            // Another tablet's action, from the position both documents show (same events: same op on both).
            const batch = st.kind === 'remote' ? Array.from({ length: st.k }, ev) : [];
            const id = opId('r', ++remote);
            for (const g of [s, w]) {
              const view = deriveLog(g.h.doc().ops);
              const op = st.kind === 'remote' ? nextOp(view, id, { kind: 'append', events: batch }) : view.cursor > 0 ? nextOp(view, id, { kind: 'move', cursor: view.cursor - 1 }) : null;
              if (op) g.h.change((d) => addOp(d, op));
              await g.b.sync();
            }
          } else {
            const batch = st.kind === 'append' ? Array.from({ length: st.k }, ev) : [];
            for (const g of [s, w]) {
              const hd = await screenAction(g.id, st, () => batch);
              if (hd && st.announce) await g.b.localChanged(hd.rev, hd.epoch);
            }
          }
          expect(await shown(s)).toEqual(await shown(w));
        }
        // Everything announced at last: the same game on both, in the document too.
        for (const g of [s, w]) await g.b.localChanged();
        expect(await shown(s)).toEqual(await shown(w));
        s.b.stop();
        w.b.stop();
      }),
      { numRuns: 30 },
    );
  });
});

describe('shared game bridge: its own write is known by revision AND epoch', () => {
  /** A game with one event, shared; the bridge has read it (mirror: revision 0 of the first epoch). */
  async function restoredElsewhere(id: string) {
    const first = ev();
    expect((await log.logCreate('nedca', id, {}, [first], id)).ok).toBe(true);
    const h = new MemoryHandle(sharedDocFromLog('nedca', id, {}, [first], 1, 'seed'));
    const b = new SharedGameBridge(anyGame, h, id, 'a', log, () => {}, true, 'seed.seed', () => {}, log.logReadSince);
    await b.sync();
    const was = await head(id);
    // Another tab deletes the game and puts it back with an action of its own: a new epoch, revisions from 0 again.
    const del = await log.logDelete(id);
    expect(del.ok).toBe(true);
    if (!del.ok) throw new Error(del.message);
    const extra = ev();
    const back = await log.logRestore({ head: { ...del.deleted.head, cursor: 2 }, events: [first, extra] });
    expect(back.ok).toBe(true);
    const now = await head(id);
    // The accident: the same revision as the bridge's own write, in another epoch.
    expect(now.rev).toBe(was.rev);
    expect(now.epoch).not.toBe(was.epoch);
    return { b, h, now, first, extra };
  }

  it('a log deleted and put back at the same revision is read and its action sent', async () => {
    const { b, h, now, first, extra } = await restoredElsewhere('epoch-1');
    await b.localChanged(now.rev, now.epoch);
    expect(deriveLog(h.doc().ops)).toMatchObject({ events: [first, extra], cursor: 2, conflict: null });
    expect(b.status.sent).toBe(1);
    // The bridge's own write in this epoch is still known: no pass (nothing more sent).
    const after = await head('epoch-1');
    await b.localChanged(after.rev, after.epoch);
    expect(b.status.sent).toBe(1);
    b.stop();
  });

  it('the revision alone would take it for the bridge own write (what the epoch prevents)', async () => {
    const { b, h, now, first } = await restoredElsewhere('epoch-2');
    await b.localChanged(now.rev);
    expect(deriveLog(h.doc().ops)).toMatchObject({ events: [first], cursor: 1 });
    expect(b.status.sent).toBe(0);
    b.stop();
  });
});
