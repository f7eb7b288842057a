// @vitest-environment jsdom
// Issue 26: a shared Kalidasia game between two tablets (two Automerge Repos over BroadcastChannel, two local logs):
// the local Dexie log follows the shared document; an action stored on one appears in the other's log; actions
// taken from one position on both are a conflict shown on both until settled; a hostile document is refused by the
// game's gate and the local log is left as it was.
import { describe, expect, it, vi } from 'vitest';
import { autoPlay } from '../../../src/kalidasia/game/autopilot.testing';
import { fresh, setupOf } from '../../../src/kalidasia/game/testkit.testing';
import { SharedGameBridge } from '../../../src/ui/share/bridge';
import { SharedGate } from '../../../src/kalidasia/ui/share/gate';
import { eventLogOn } from '../../../src/store/eventLog';
import { getDatabase } from '../../../src/store/runtime';
import { addOp, sharedDocFromLog, type SharedGameDoc } from '../../../src/store/sync/doc';
import { actAtOnce, reposOn, twoTablets } from './twoTablets';

const log = eventLogOn(getDatabase);
const SETUP = setupOf();
const GAME = autoPlay(fresh(SETUP), 11, 12);
const repo = reposOn('tableside-bridge-test');

async function events(id: string): Promise<{ events: unknown[]; cursor: number }> {
  const r = await log.logRead(id);
  return { events: r?.events ?? [], cursor: r?.head.cursor ?? -1 };
}

describe('shared game bridge', () => {
  it('two tablets follow one document; actions from both arrive on both; a simultaneous pair is a conflict until settled', async () => {
    const meta = { setup: SETUP, packOverrides: [] };
    const first = GAME.events.slice(0, 8);
    const { a, b } = await twoTablets({ repo, gate: () => new SharedGate(), log, kind: 'kalidasia', name: 'Shared', meta, events: first, idA: 'local-a', idB: 'local-b' });
    expect(await events('local-b')).toEqual({ events: first, cursor: 8 });

    // A stores event 9 through its own log (as the screen's dispatcher does), then the bridge sends it.
    const w = await log.logAppend('local-a', 8, [GAME.events[8]]);
    expect(w.ok).toBe(true);
    await a.localChanged();
    await vi.waitFor(async () => expect((await events('local-b')).cursor).toBe(9));
    expect((await events('local-b')).events).toEqual(GAME.events.slice(0, 9));

    // B undoes; A sees the undo.
    expect((await log.logMoveCursor('local-b', 9, 8)).ok).toBe(true);
    await b.localChanged();
    await vi.waitFor(async () => expect((await events('local-a')).cursor).toBe(8));

    // Both act from that position at once (each stores it locally before either bridge runs): a conflict on both,
    // both branches shown, nothing lost.
    const a2 = a;
    const b2 = b;
    await actAtOnce(a2, b2, () => log.logAppend('local-a', 8, [GAME.events[8]]), () => log.logAppend('local-b', 8, [GAME.events[8]]));
    expect(a2.status.conflict).toEqual(b2.status.conflict);
    // Settled on B: the branch B chose stands on both, the other is set aside (kept).
    const keep = b2.status.conflict?.branches[1]?.first as string;
    await b2.settle(keep);
    await vi.waitFor(async () => {
      await a2.sync();
      expect(a2.status.conflict).toBeNull();
    });
    expect(await events('local-a')).toEqual(await events('local-b'));
    expect((await events('local-a')).cursor).toBe(9);
    a.stop();
    b.stop();
  });

  it('a hostile document is refused with the gate reason; the local log is unchanged', async () => {
    const meta = { setup: SETUP, packOverrides: [] };
    const first = GAME.events.slice(0, 3);
    await log.logCreate('kalidasia', 'Hostile', meta, first, 'local-h');
    const r = repo();
    const h = r.create<SharedGameDoc>(sharedDocFromLog('kalidasia', 'Hostile', meta, first, 3, 'x'));
    const bridge = new SharedGameBridge(new SharedGate(), h, 'local-h', 'h', log);
    await bridge.sync();
    h.change((d) => addOp(d, { id: 'evil.1', kind: 'append', base: 'x.seed', events: [{ type: 'no-such-event', boom: true }] }));
    await bridge.sync();
    expect(bridge.status.refused).toMatch(/refused: .*Event 4/);
    expect(await events('local-h')).toEqual({ events: first, cursor: 3 });
    bridge.stop();
  });
});

describe('shared game bridge after a reload', () => {
  it('an action stored locally that the document missed (closed before the engine saved it) is sent, not overwritten', async () => {
    const meta = { setup: SETUP, packOverrides: [] };
    const first = GAME.events.slice(0, 4);
    await log.logCreate('kalidasia', 'Reloaded', meta, [...first, GAME.events[4]], 'local-r');
    const r = repo();
    const h = r.create<SharedGameDoc>(sharedDocFromLog('kalidasia', 'Reloaded', meta, first, 4, 'r'));
    const bridge = new SharedGameBridge(new SharedGate(), h, 'local-r', 'r2', log, undefined, true, 'r.seed');
    await bridge.sync();
    expect(bridge.status.sent).toBe(1);
    expect(await events('local-r')).toEqual({ events: GAME.events.slice(0, 5), cursor: 5 });
    bridge.stop();
  });

  it('a local log only behind the document (a remote undo arrived while it was closed) follows it, sends nothing', async () => {
    const meta = { setup: SETUP, packOverrides: [] };
    const first = GAME.events.slice(0, 4);
    await log.logCreate('kalidasia', 'Behind', meta, first, 'local-s');
    const r = repo();
    const h = r.create<SharedGameDoc>(sharedDocFromLog('kalidasia', 'Behind', meta, first, 4, 's'));
    h.change((d) => addOp(d, { id: 'other.1', kind: 'move', base: 's.seed', cursor: 3 }));
    const bridge = new SharedGameBridge(new SharedGate(), h, 'local-s', 's2', log, undefined, true, 's.seed');
    await bridge.sync();
    expect(bridge.status.sent).toBe(0);
    expect(await events('local-s')).toEqual({ events: first, cursor: 3 });
    bridge.stop();
  });
});
