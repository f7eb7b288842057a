// @vitest-environment jsdom
// Issue 26: a companion game (Nedca) between two tablets through the same bridge as Kalidasia, with Nedca's own gate:
// the joining tablet's local log is created as a Nedca game from the document; an action stored on either arrives on
// the other; two at once are a conflict on both, settled on one; a hostile action (one Nedca's rules refuse) is
// refused naming it, the local copy unchanged; a Nedca
// document reaching a Caleda bridge is refused by name and nothing is stored.
import { describe, expect, it, vi } from 'vitest';
import { COMPANION_GATES } from '../../../src/companions/gate';
import { CompanionSharedGate } from '../../../src/companions/sharedGate';
import { three } from '../../../src/companions/nedca/reducer.fixture';
import { SharedGameBridge } from '../../../src/ui/share/bridge';
import { eventLogOn } from '../../../src/store/eventLog';
import { getDatabase } from '../../../src/store/runtime';
import { addOp, sharedDocFromLog, type SharedGameDoc } from '../../../src/store/sync/doc';
import { deriveLog } from '../../../src/store/sync/merge';
import { actAtOnce, reposOn, twoTablets } from './twoTablets';

const log = eventLogOn(getDatabase);
const SETUP = { ...three, influence: { lv2: 10, lv3: 20, star: 50 } };
const ECONOMY = { type: 'economy', workers: { forest: 1 }, extra: {}, influence: 0 };
const NEXT = { type: 'nextPhase' };
const ADJUST = { type: 'adjust', house: 1, delta: { gold: 1 }, note: 'a card' };
const repo = reposOn('tableside-companion-bridge-test');
const nedcaGate = () => new CompanionSharedGate('nedca', COMPANION_GATES.nedca);
async function stored(id: string) {
  const r = await log.logRead(id);
  return r ? { kind: r.head.kind, meta: r.head.meta, events: r.events, cursor: r.head.cursor } : null;
}

describe('a Nedca game shared between two tablets', () => {
  it('the joining tablet gets a Nedca game; actions from both arrive on both; a hostile action is refused, nothing changed', async () => {
    const { a, b, ha, hb } = await twoTablets({ repo, gate: nedcaGate, log, kind: 'nedca', name: 'Friday', meta: SETUP, events: [ECONOMY], idA: 'nd-a', idB: 'nd-b' });
    expect(await stored('nd-b')).toEqual({ kind: 'nedca', meta: SETUP, events: [ECONOMY], cursor: 1 });

    expect((await log.logAppend('nd-b', 1, [NEXT])).ok).toBe(true);
    await b.localChanged();
    await vi.waitFor(async () => expect((await stored('nd-a'))?.cursor).toBe(2));
    expect((await log.logAppend('nd-a', 2, [ADJUST])).ok).toBe(true);
    await a.localChanged();
    await vi.waitFor(async () => expect((await stored('nd-b'))?.events).toEqual([ECONOMY, NEXT, ADJUST]));

    // Both act from one position at once: a conflict on both, both branches shown; settled on A, both follow A's choice.
    const GOLD = { type: 'adjust', house: 0, delta: { gold: 2 }, note: 'A' };
    const WOOD = { type: 'adjust', house: 2, delta: { wood: 1 }, note: 'B' };
    await actAtOnce(a, b, () => log.logAppend('nd-a', 3, [GOLD]), () => log.logAppend('nd-b', 3, [WOOD]));
    expect(a.status.conflict?.atEvent).toBe(3);
    const mine = a.status.conflict?.branches.find((br) => br.first.startsWith('a.'))?.first as string;
    await a.settle(mine);
    await vi.waitFor(async () => {
      await b.sync();
      expect(b.status.conflict).toBeNull();
      expect((await stored('nd-b'))?.events).toEqual([ECONOMY, NEXT, ADJUST, GOLD]);
    });
    expect((await stored('nd-a'))?.events).toEqual([ECONOMY, NEXT, ADJUST, GOLD]);

    // Another tablet adds an action Nedca's rules refuse (a house that is not in the game).
    const tip = deriveLog((ha.doc()?.ops ?? {}) as Record<string, unknown>).tip;
    hb.change((d) => addOp(d, { id: 'evil.1', kind: 'append', base: tip, events: [{ type: 'adjust', house: 9, delta: { gold: 99 } }] }));
    await vi.waitFor(() => expect(a.status.refused).toMatch(/^The shared Nedca game is refused: action 5 of 5: .+/));
    await b.sync();
    expect(b.status.refused).toMatch(/action 5 of 5/);
    expect((await stored('nd-a'))?.events).toEqual([ECONOMY, NEXT, ADJUST, GOLD]);
    expect((await stored('nd-b'))?.events).toEqual([ECONOMY, NEXT, ADJUST, GOLD]);
    a.stop();
    b.stop();
  });

  it('a Nedca document reaching a Caleda bridge is refused by name; nothing is stored', async () => {
    const h = repo().create<SharedGameDoc>(sharedDocFromLog('nedca', 'Friday', SETUP, [ECONOMY], 1, 'n'));
    const bridge = new SharedGameBridge(new CompanionSharedGate('caleda', COMPANION_GATES.caleda), h, 'cal-x', 'c', log);
    await bridge.sync();
    expect(bridge.status.refused).toBe('The shared Caleda game is refused: it is a Nedca game, not a Caleda game — open its link from Nedca.');
    expect(await stored('cal-x')).toBeNull();
    bridge.stop();
  });
});
