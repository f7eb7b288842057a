import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { autoPlay } from './autopilot.testing';
import { unitsLeft } from './helpers';
import { invariantProblems } from './invariants';
import { gameFold, logFromJson, logToJson, logNew, logRedo, logState, logUndo, type GameLog } from './log';
import { fresh, setupOf } from './testkit.testing';
import type { GameEvent } from './events';
import type { GameState } from './state';

const scenarios = ['squadronEngagement', 'escalation', 'orbitalContain'] as const;

function problemsAlong(states: readonly GameState[], events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const activations = new Map<string, number>();
  states.forEach((s, i) => {
    for (const p of invariantProblems(s)) out.push(`after event ${i + 1}: ${p}`);
    const e = events[i] as GameEvent;
    if (e.type === 'activateShip') {
      const key = `${s.turn}/${e.ship}`;
      activations.set(key, (activations.get(key) ?? 0) + 1);
    }
    if (e.type === 'activateFighters') for (const f of e.fighters) activations.set(`${s.turn}/${f}`, (activations.get(`${s.turn}/${f}`) ?? 0) + 1);
    if (s.phase.kind === 'end' || s.phase.kind === 'missiles') for (const p of s.players) if (unitsLeft(s, p) > 0) out.push(`after event ${i + 1}: ${p} has units left in the ${s.phase.kind} phase`);
  });
  for (const [k, n] of activations) if (n > 1) out.push(`${k} activated ${n} times`);
  return out;
}

describe('random legal games', () => {
  test('never break an invariant: units activate once per turn, 46 critical cards, no negative counters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.constantFrom(...scenarios), fc.boolean(), (seed, scenario, ordered) => {
        const s0 = fresh(setupOf(scenario, undefined, undefined, ordered ? { deckOrder: fresh().deck.draw.slice().reverse() } : {}));
        const { states, events } = autoPlay(s0, seed, 250);
        expect(problemsAlong(states, events)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  test('replaying any log reproduces the same state, also through JSON; undo then redo is exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 40 }), (seed, back) => {
        const setup = setupOf();
        const { state, events } = autoPlay(fresh(setup), seed, 200);
        const fold = gameFold(fresh(setup), events);
        let log: GameLog = { ...logNew(setup), events };
        const json = logFromJson(logToJson(log));
        for (let i = 0; i < back; i++) log = logUndo(log);
        for (let i = 0; i < back; i++) log = logRedo(log);
        expect([fold, json.ok && json.state, logState(log)]).toEqual([{ ok: true, state }, state, { ok: true, state }]);
      }),
      { numRuns: 15 },
    );
  });
});
