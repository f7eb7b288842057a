// @vitest-environment jsdom
// Issue 26 (latency): the bridge applies a remote change from the local log as it last read or wrote it (no whole
// read of the log per arriving action), its writes name that log's revision, and the screen's notice of the bridge's
// own write starts no second pass. A local log changed behind the bridge (another tab, or this screen's action not
// yet announced) refuses the write: the bridge reads it and passes again — the local action is sent, both are kept.
// The bridges are built as the app builds them: a local action is read from the mirror on (`logReadSince`), and the
// document's log from the ops that changed (the engine's patches).
import { describe, expect, it, vi } from 'vitest';
import { autoPlay } from '../../../src/kalidasia/game/autopilot.testing';
import { fresh, setupOf } from '../../../src/kalidasia/game/testkit.testing';
import { SharedGate } from '../../../src/kalidasia/ui/share/gate';
import { eventLogOn } from '../../../src/store/eventLog';
import { getDatabase } from '../../../src/store/runtime';
import { reposOn, twoTablets } from './twoTablets';

const log = eventLogOn(getDatabase);
const SETUP = setupOf();
const GAME = autoPlay(fresh(SETUP), 11, 12);
const repo = reposOn('tableside-bridge-mirror-test');

/** The log, counting its reads: whole (`n`), and since the mirror (`since`, with the rows they read). */
function counted() {
  const reads = { n: 0, since: 0, rows: 0 };
  const readSince: typeof log.logReadSince = async (id, base) => {
    reads.since++;
    const s = await log.logReadSince(id, base);
    if (s.kind === 'since') reads.rows += s.rows.length;
    if (s.kind === 'full') reads.n++;
    return s;
  };
  return { reads, readSince, log: { ...log, logRead: (id: string) => (reads.n++, log.logRead(id)) } };
}

async function stored(id: string) {
  const r = await log.logRead(id);
  return { events: r?.events.slice(0, r.head.length) ?? [], cursor: r?.head.cursor ?? -1, rev: r?.head.rev ?? -1 };
}

async function pair(name: string) {
  const meta = { setup: SETUP, packOverrides: [] };
  const first = GAME.events.slice(0, 6);
  const cb = counted();
  const { a, b } = await twoTablets({ repo, gate: () => new SharedGate(), log, kind: 'kalidasia', name, meta, events: first, idA: `${name}-a`, idB: `${name}-b`, logB: cb.log as typeof log, since: true, readSinceB: cb.readSince });
  expect(await stored(`${name}-b`)).toMatchObject({ events: first, cursor: 6 });
  return { a, b, reads: cb.reads, first };
}

describe('shared game bridge: remote changes applied from the log as last written', () => {
  it('follows actions, undos and redos without reading the whole log again; its own write starts no pass', async () => {
    const { a, b, reads } = await pair('mir');
    const readsAfterJoin = reads.n;
    const sinceAfterJoin = reads.since;
    // A: append, undo, redo, append — each stored locally then announced, as the screen does.
    const steps: [string, () => Promise<unknown>, number][] = [
      ['append 7', () => log.logAppend('mir-a', 6, [GAME.events[6]]), 7],
      ['undo', () => log.logMoveCursor('mir-a', 7, 6), 6],
      ['redo', () => log.logMoveCursor('mir-a', 6, 7), 7],
      ['append 8', () => log.logAppend('mir-a', 7, [GAME.events[7]]), 8],
    ];
    for (const [, act, cursor] of steps) {
      const w = (await act()) as { ok: boolean; head: { rev: number } };
      expect(w.ok).toBe(true);
      await a.localChanged(w.head.rev);
      await vi.waitFor(async () => expect((await stored('mir-b')).cursor).toBe(cursor), { timeout: 10_000 });
      // The screen of B shows the bridge's own write: no pass, no read.
      const now = await stored('mir-b');
      await b.localChanged(now.rev);
    }
    expect(reads.n).toBe(readsAfterJoin);
    expect(reads.since).toBe(sinceAfterJoin);
    expect((await stored('mir-b')).events).toEqual(GAME.events.slice(0, 8));
    expect(await stored('mir-b')).toMatchObject({ events: (await stored('mir-a')).events, cursor: 8 });
    // A revision this bridge did not write is read (an action of this tablet).
    const w = await log.logMoveCursor('mir-b', 8, 7);
    expect(w.ok).toBe(true);
    await b.localChanged(w.ok ? w.head.rev : -1);
    // Read from the mirror on: the undo wrote no row, none is read; never the whole log.
    expect(reads.n).toBe(readsAfterJoin);
    expect(reads.since).toBe(sinceAfterJoin + 1);
    expect(reads.rows).toBe(0);
    await vi.waitFor(async () => expect((await stored('mir-a')).cursor).toBe(7), { timeout: 10_000 });
    a.stop();
    b.stop();
  });

  it('a local log changed behind the bridge refuses the write; the bridge reads it again: both actions kept, shown as a conflict', async () => {
    const { a, b, reads } = await pair('mis');
    // B's log changes (another tab of this browser, or this screen's action not yet announced)…
    const wb = await log.logAppend('mis-b', 6, [GAME.events[6]]);
    expect(wb.ok).toBe(true);
    const before = reads.since;
    // …while A's action, from the same position, arrives.
    const wa = await log.logAppend('mis-a', 6, [GAME.events[6]]);
    expect(wa.ok).toBe(true);
    await a.localChanged();
    // B's write from the stale mirror is refused; it reads, sends its own action and shows both.
    await vi.waitFor(async () => {
      await a.sync();
      expect(b.status.conflict?.branches.length).toBe(2);
      expect(a.status.conflict?.branches.length).toBe(2);
    }, { timeout: 10_000 });
    expect(reads.since).toBeGreaterThan(before);
    expect(b.status.sent).toBe(1);
    // Nothing lost: B's action is a branch of the conflict (the local log shows the game up to it until settled).
    expect(b.status.conflict?.branches.map((x) => x.first.split('.')[0]).sort()).toEqual(['a', 'b']);
    for (const x of b.status.conflict?.branches ?? []) expect(x.events).toEqual([GAME.events[6]]);
    expect(await stored('mis-b')).toMatchObject({ events: GAME.events.slice(0, 6), cursor: 6 });
    a.stop();
    b.stop();
  });
});
