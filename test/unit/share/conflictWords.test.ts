// @vitest-environment jsdom
// Issue 26 follow-up: a conflict's branches are listed in the game's own log words (a companion's log panel
// wording: its `describe`, merged as the panel merges), not by event type; a game without wording, or whose wording
// fails on a branch, still lists the types.
import { describe, expect, it } from 'vitest';
import { COMPANION_GATES } from '../../../src/companions/gate';
import { CompanionSharedGate } from '../../../src/companions/sharedGate';
import { describeNedcaEvent } from '../../../src/companions/nedca/describe';
import { applyNedca, type NedcaEvent } from '../../../src/companions/nedca/reducer';
import { initialNedca, type NedcaSetup, type NedcaState } from '../../../src/companions/nedca/rules/state';
import { three } from '../../../src/companions/nedca/reducer.fixture';
import nedca from '../../../src/companions/nedca/ui';
import { companionShare } from '../../../src/companions/shared/ui/share';
import { SharedGameBridge, type SharedHandle } from '../../../src/ui/share/bridge';
import { branchWords } from '../../../src/ui/share/game';
import { eventLogOn } from '../../../src/store/eventLog';
import { getDatabase } from '../../../src/store/runtime';
import { addOp, sharedDocFromLog, type SharedGameDoc } from '../../../src/store/sync/doc';
import { deriveLog, nextOp } from '../../../src/store/sync/merge';

const log = eventLogOn(getDatabase);
const SETUP: NedcaSetup = { ...three, influence: { lv2: 10, lv3: 20, star: 50 } };
const ECONOMY = { type: 'economy', workers: { forest: 1 }, extra: {}, influence: 0 } as NedcaEvent;
const NEXT = { type: 'nextPhase' } as NedcaEvent;
// Two taps of one counter: the log panel shows them as one line.
const GOLD = { type: 'adjust', house: 0, delta: { gold: 2 }, note: 'A' } as NedcaEvent;
const GOLD_AGAIN = { type: 'adjust', house: 0, delta: { gold: 1 }, note: 'A' } as NedcaEvent;
const WOOD = { type: 'adjust', house: 2, delta: { wood: 1 }, note: 'B' } as NedcaEvent;

function memoryHandle(d: SharedGameDoc): SharedHandle {
  return { doc: () => d, change: (fn) => fn(d), on: () => {}, off: () => {} };
}

function after(events: readonly NedcaEvent[]): NedcaState {
  return events.reduce((s, e) => {
    const r = applyNedca(s, e);
    if (!r.ok) throw new Error(r.reason);
    return r.state;
  }, initialNedca(SETUP));
}

describe('a conflict in the game own words', () => {
  it("a Nedca conflict's branches read as Nedca's log reads them", async () => {
    // A shared Nedca game at [economy, next phase]; two tablets act from there at once.
    const d = sharedDocFromLog('nedca', 'Friday', SETUP, [ECONOMY, NEXT], 2, 'seed');
    const view = deriveLog(d.ops);
    const a = nextOp(view, 'a.1', { kind: 'append', events: [GOLD, GOLD_AGAIN] });
    const b = nextOp(view, 'b.1', { kind: 'append', events: [WOOD, NEXT] });
    if (!a || !b) throw new Error('no op');
    addOp(d, a);
    addOp(d, b);
    expect((await log.logCreate('nedca', 'Friday', SETUP, [ECONOMY, NEXT], 'words-1')).ok).toBe(true);
    const bridge = new SharedGameBridge(new CompanionSharedGate('nedca', COMPANION_GATES.nedca), memoryHandle(d), 'words-1', 'c', log);
    await bridge.sync();
    const { conflict, conflictFrom } = bridge.status;
    expect(conflict?.atEvent).toBe(2);
    expect(conflictFrom).toEqual({ setup: SETUP, before: [ECONOMY, NEXT] });

    const game = companionShare('nedca', 'Nedca', nedca.def);
    const words = Object.fromEntries((conflict?.branches ?? []).map((br) => [br.first, branchWords(game, br.events, conflictFrom)]));
    const at = after([ECONOMY, NEXT]);
    // Each line is Nedca's own (describeNedcaEvent against the state before it); two taps of one counter are one line.
    expect(words['a.1']).toBe(describeNedcaEvent({ ...GOLD, delta: { gold: 3 } } as NedcaEvent, at));
    expect(words['b.1']).toBe(`${describeNedcaEvent(WOOD, at)}; ${describeNedcaEvent(NEXT, after([ECONOMY, NEXT, WOOD]))}`);
    // The players' words, not the event types.
    expect(words['a.1']).not.toMatch(/^adjust/);
    expect(words['b.1']).not.toBe('adjust, nextPhase');
    expect(words['a.1']).toMatch(/Nover/);
    bridge.stop();
  });

  it('without wording, or when the wording fails, the branch lists its event types', () => {
    const from = { setup: SETUP, before: [ECONOMY] };
    expect(branchWords({}, [WOOD, NEXT], from)).toBe('adjust, nextPhase');
    expect(branchWords({ describe: () => { throw new Error('no'); } }, [WOOD, { nope: 1 }], from)).toBe('adjust, ?');
    // A start the game cannot replay: no lines from it, the types instead.
    expect(branchWords(companionShare('nedca', 'Nedca', nedca.def), [WOOD], { setup: SETUP, before: [{ type: 'adjust', house: 9, delta: {} }] })).toBe('adjust');
  });
});
