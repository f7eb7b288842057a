// The append-only event log (src/store/eventLog.ts): operations, refusals, and two "tabs" (two Dexie
// instances on one fake IndexedDB factory) acting on one log at once.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { headOf, twoTabs } from './twoTabs';
import { TablesideDB } from '../../../src/store/db';
import { CONFLICT_MESSAGE, type LogWrite } from '../../../src/store/eventLog';

async function rows(db: TablesideDB, id: string) {
  return (await db.logEvents.where('[logId+seq]').between([id, 0], [id, Infinity]).toArray()).map((r) => [r.seq, r.event]);
}

describe('event log operations', () => {
  it('creates, appends at the cursor, undoes, redoes, and an append after undo drops the redo tail', async () => {
    const { a, A } = twoTabs('log-test');
    const h = headOf(await A.logCreate('caleda', 'Friday', { players: 3 }, [{ t: 1 }]));
    expect([h.kind, h.name, h.length, h.cursor, h.meta]).toEqual(['caleda', 'Friday', 1, 1, { players: 3 }]);
    expect(headOf(await A.logAppend(h.id, 1, [{ t: 2 }, { t: 3 }])).cursor).toBe(3);
    expect(headOf(await A.logMoveCursor(h.id, 3, 2))).toMatchObject({ cursor: 2, length: 3 });
    expect(headOf(await A.logMoveCursor(h.id, 2, 3))).toMatchObject({ cursor: 3, length: 3 });
    expect(headOf(await A.logMoveCursor(h.id, 3, 1))).toMatchObject({ cursor: 1, length: 3 });
    expect(headOf(await A.logAppend(h.id, 1, [{ t: 'x' }]))).toMatchObject({ cursor: 2, length: 2 });
    expect(await rows(a, h.id)).toEqual([
      [1, { t: 1 }],
      [2, { t: 'x' }],
    ]);
    const read = await A.logRead(h.id);
    expect(read).toMatchObject({ events: [{ t: 1 }, { t: 'x' }], damaged: [] });
  });

  it('refuses a stale cursor with conflict and writes nothing', async () => {
    const { a, A } = twoTabs('log-test');
    const h = headOf(await A.logCreate('nedca', 'g', null, [{ t: 1 }, { t: 2 }]));
    const before = JSON.stringify([await a.logHeads.toArray(), await rows(a, h.id)]);
    expect(await A.logAppend(h.id, 1, [{ t: 'stale' }])).toEqual({ ok: false, kind: 'conflict', message: CONFLICT_MESSAGE });
    expect(await A.logMoveCursor(h.id, 0, 1)).toMatchObject({ ok: false, kind: 'conflict' });
    expect(JSON.stringify([await a.logHeads.toArray(), await rows(a, h.id)])).toBe(before);
  });

  it('refuses moving the cursor outside 0..length, and writes to a missing log say missing', async () => {
    const { A } = twoTabs('log-test');
    const h = headOf(await A.logCreate('nedca', 'g', null, [{ t: 1 }]));
    // Past the stored end is a stale view (another tab undid and appended back to the same cursor): a conflict.
    expect(await A.logMoveCursor(h.id, 1, 2)).toMatchObject({ ok: false, kind: 'conflict' });
    expect(await A.logMoveCursor(h.id, 1, -1)).toMatchObject({ ok: false, kind: 'other' });
    expect(await A.logAppend('nope', 0, [{}])).toMatchObject({ ok: false, kind: 'missing' });
    expect(await A.logRead('nope')).toBeNull();
  });

  it('delete returns everything, restore puts it back exactly; list is newest first by kind', async () => {
    const { A } = twoTabs('log-test');
    const g1 = headOf(await A.logCreate('kaladan', 'one', { s: 1 }, [{ t: 1 }, { t: 2 }]));
    headOf(await A.logMoveCursor(g1.id, 2, 1));
    const g2 = headOf(await A.logCreate('kaladan', 'two', null));
    headOf(await A.logCreate('caleda', 'other kind', null));
    expect((await A.logList('kaladan')).map((h) => h.name)).toEqual(['two', 'one']);
    const before = await A.logRead(g1.id);
    const del = await A.logDelete(g1.id);
    expect(del.ok).toBe(true);
    if (!del.ok) return;
    expect(del.deleted.events).toEqual([{ t: 1 }, { t: 2 }]);
    expect(await A.logRead(g1.id)).toBeNull();
    expect(await A.logDelete(g1.id)).toMatchObject({ ok: false, kind: 'missing' });
    headOf(await A.logRestore(del.deleted));
    // Exactly as it was; only the bookkeeping that tells other tabs to read it whole is new (a new epoch).
    const after = await A.logRead(g1.id);
    expect(after).toEqual({ ...before, head: { ...before!.head, rev: 0, epoch: expect.any(String) } });
    expect(after!.head.epoch).not.toBe(before!.head.epoch);
    expect(await A.logRestore(del.deleted)).toMatchObject({ ok: false, kind: 'conflict' });
    expect(headOf(await A.logRename(g2.id, 'renamed')).name).toBe('renamed');
  });

  it('lists damaged rows and never throws on them', async () => {
    const { a, A } = twoTabs('log-test');
    const h = headOf(await A.logCreate('caleda', 'g', null, [{ t: 1 }, { t: 2 }, { t: 3 }]));
    await a.logEvents.put({ logId: h.id, seq: 2, event: 'garbage' });
    await a.logEvents.delete([h.id, 3]);
    const r = await A.logRead(h.id);
    expect(r?.damaged).toEqual([
      { seq: 2, reason: 'this event is not readable' },
      { seq: 3, reason: 'this event is missing' },
    ]);
    expect(r?.events).toEqual([{ t: 1 }, 'garbage', undefined]);
    await a.logHeads.put({ ...h, cursor: 'x' } as never);
    const r2 = await A.logRead(h.id);
    expect(r2?.damaged[0]).toEqual({ seq: 0, reason: 'the game record is damaged: its cursor is not a count' });
    expect(await A.logAppend(h.id, 3, [{}])).toMatchObject({ ok: false, kind: 'other' });
  });

  it('a stored event is a copy: changing the object after appending changes nothing stored', async () => {
    const { A } = twoTabs('log-test');
    const h = headOf(await A.logCreate('caleda', 'g', null));
    const ev = { t: 1 };
    headOf(await A.logAppend(h.id, 0, [ev]));
    ev.t = 99;
    expect((await A.logRead(h.id))?.events).toEqual([{ t: 1 }]);
  });
});

describe('two tabs on one log', () => {
  it('issue 12 case 1: a stale tab B cannot overwrite the 21 actions A took; B is refused and told', async () => {
    const { A, B } = twoTabs('log-test');
    const h = headOf(await A.logCreate('kaladan', 'g', null));
    const seenByB = (await B.logRead(h.id))!.head.cursor;
    let cursor = 0;
    for (let i = 0; i < 21; i++) cursor = headOf(await A.logAppend(h.id, cursor, [{ i }])).cursor;
    const tap = await B.logAppend(h.id, seenByB, [{ fromB: true }]);
    expect(tap).toMatchObject({ ok: false, kind: 'conflict' });
    const stored = await A.logRead(h.id);
    expect(stored?.head.cursor).toBe(21);
    expect(stored?.events).toEqual(Array.from({ length: 21 }, (_, i) => ({ i })));
  });

  it('with the revision it saw, a writer whose cursor came back to the same place (undo + append elsewhere) is refused', async () => {
    const { A, B } = twoTabs('log-test');
    const h = headOf(await A.logCreate('caleda', 'g', null, [{ i: 1 }, { i: 2 }]));
    // A saw cursor 2 at revision h.rev; B undoes and appends: cursor 2 again, row 2 replaced.
    headOf(await B.logMoveCursor(h.id, 2, 1, h.rev));
    const b2 = headOf(await B.logAppend(h.id, 1, [{ from: 'B' }], h.rev! + 1));
    expect(b2.cursor).toBe(2);
    expect(await A.logAppend(h.id, 2, [{ from: 'A' }], h.rev)).toMatchObject({ ok: false, kind: 'conflict' });
    expect(await A.logMoveCursor(h.id, 2, 1, h.rev)).toMatchObject({ ok: false, kind: 'conflict' });
    expect((await A.logRead(h.id))?.events).toEqual([{ i: 1 }, { from: 'B' }]);
  });

  it('property: any interleaving of appends, undos and redos from two tabs keeps every acknowledged event and stores no gap', async () => {
    type Op = { tab: 0 | 1; kind: 'append' | 'undo' | 'redo' | 'refresh'; count: number };
    const op = fc.record({
      tab: fc.constantFrom<0 | 1>(0, 1),
      kind: fc.constantFrom<Op['kind']>('append', 'append', 'undo', 'redo', 'refresh'),
      count: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 }), async (batches) => {
        const { a, A, B } = twoTabs('log-test');
        const tabs = [A, B];
        const h = headOf(await A.logCreate('caleda', 'g', null));
        // What each tab has seen: the cursor and length of its last read or acknowledged write.
        const seen = [
          { cursor: 0, length: 0 },
          { cursor: 0, length: 0 },
        ];
        let label = 0;
        let order = 0;
        const acks: { events: { seq: number; event: unknown }[]; at: number }[] = [];
        const truncations: { from: number; at: number }[] = [];
        const failures: string[] = [];
        for (const batch of batches) {
          await Promise.all(
            batch.map(async (o) => {
              const t = tabs[o.tab]!;
              const s = { ...seen[o.tab]! };
              let w: LogWrite | null = null;
              if (o.kind === 'refresh') {
                const r = await t.logRead(h.id);
                seen[o.tab] = { cursor: r!.head.cursor, length: r!.head.length };
                return;
              }
              if (o.kind === 'append') {
                const events = Array.from({ length: o.count }, () => ({ label: ++label, tab: o.tab }));
                w = await t.logAppend(h.id, s.cursor, events);
                if (w.ok) {
                  const at = ++order;
                  acks.push({ at, events: events.map((event, i) => ({ seq: s.cursor + 1 + i, event })) });
                  truncations.push({ from: s.cursor + 1, at });
                }
              } else if (o.kind === 'undo' && s.cursor > 0) w = await t.logMoveCursor(h.id, s.cursor, s.cursor - 1);
              else if (o.kind === 'redo' && s.cursor < s.length) w = await t.logMoveCursor(h.id, s.cursor, s.cursor + 1);
              if (w?.ok) seen[o.tab] = { cursor: w.head.cursor, length: w.head.length };
              else if (w) failures.push(w.kind);
            }),
          );
        }
        const stored = await rows(a, h.id);
        const head = (await a.logHeads.get(h.id))!;
        // No gap: seq 1..length, cursor within.
        expect(stored.map(([seq]) => seq)).toEqual(Array.from({ length: head.length }, (_, i) => i + 1));
        expect(head.cursor).toBeLessThanOrEqual(head.length);
        // Every acknowledged event is still stored at its seq, unless a later acknowledged append (from a tab
        // that had seen it in effect: its cursor was below it only after an undo it saw) replaced it.
        const kept = acks.flatMap((ack) => ack.events.filter(({ seq }) => !truncations.some((t) => t.at > ack.at && t.from <= seq)));
        expect(kept.map(({ seq }) => stored[seq - 1])).toEqual(kept.map(({ seq, event }) => [seq, event]));
        // The only refusal a tab meets is a conflict (a stale view), never a storage error.
        expect(failures.filter((k) => k !== 'conflict')).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
