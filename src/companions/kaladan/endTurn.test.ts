// "End turn" in one tap (issue 23, item 2): it runs the phases with nothing to decide, says what each did, and
// stops at the first phase that needs a choice.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { applyKaladan, type KaladanEvent } from './reducer';
import { describeKaladanEvent } from './describe';
import { go, no, setup } from './reducer.fixture';
import { endTurnText, runEndTurn, spawnableCastles } from './rules/endTurn';
import { initialKaladan, type KaladanState } from './rules/state';

const start = (): KaladanState => initialKaladan(setup);

describe('End turn', () => {
  it('is refused before the Event card is drawn, with the rule', () => {
    expect(no(start(), { type: 'endTurn' })).toBe('Draw and resolve the Event card first. (Rules: Generals of Kaladan "Phase-by-Phase Breakdown")');
  });

  it('after the card: collects the income and stops at the Free Spawn Phase when a castle can spawn', () => {
    const drawn = go(start(), { type: 'drawEvent' });
    const after = go(drawn, { type: 'endTurn' });
    expect(after.turn).toMatchObject({ player: 0, phase: 'freeSpawn' });
    expect(after.players[0]?.gold).toBe(2);
    expect(describeKaladanEvent({ type: 'endTurn' }, drawn)).toBe('Ann: End turn — Income Phase: +2 gold (1 castle, 2 other tiles) → Free Spawn Phase: CA can spawn a free unit');
  });

  it('from the Free Spawn Phase: passes the optional phases and stops at the next player’s Event card', () => {
    const atSpawn = go(start(), { type: 'drawEvent' }, { type: 'endTurn' });
    const after = go(atSpawn, { type: 'endTurn' });
    expect(after.turn).toMatchObject({ player: 1, phase: 'event', number: 2 });
    expect(describeKaladanEvent({ type: 'endTurn' }, atSpawn)).toBe('Ann: End turn — Action Phase, Purchase Phase, Reinforcement Phase passed → Bo\'s turn: draw the Event card');
  });

  it('with nothing to spawn, one tap after the card ends the turn (income said, spawn said)', () => {
    const none = initialKaladan({ ...setup, players: setup.players.map((p) => ({ ...p, inventory: { general: 1 } })) });
    const drawn = go(none, { type: 'drawEvent' });
    expect(spawnableCastles(go(drawn, { type: 'nextPhase' }, { type: 'nextPhase' }))).toEqual([]);
    const after = go(drawn, { type: 'endTurn' });
    expect(after.turn).toMatchObject({ player: 1, phase: 'event' });
    expect(endTurnText(runEndTurn(drawn))).toBe(
      'Income Phase: +2 gold (1 castle, 2 other tiles); Free Spawn Phase: no castle can spawn; Action Phase, Purchase Phase, Reinforcement Phase passed → Bo\'s turn: draw the Event card',
    );
  });

  it('gives the same state as the "Go to" taps it replaces', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<KaladanEvent>({ type: 'drawEvent' }, { type: 'nextPhase' }, { type: 'freeSpawn', castle: 'CA', kind: 'sword' }, { type: 'endTurn' }), { maxLength: 30 }), (events) => {
        let s = start();
        const pairs: [KaladanState, KaladanState][] = [];
        for (const e of events) {
          const r = applyKaladan(s, e);
          if (!r.ok) continue;
          if (e.type === 'endTurn') {
            // The same run by single phase steps: "Go to" until the phase and turn the run stopped at.
            let byHand = s;
            while (byHand.turn.phase !== r.state.turn.phase || byHand.turn.number !== r.state.turn.number) {
              const step = applyKaladan(byHand, { type: 'nextPhase' });
              if (!step.ok) throw new Error(step.reason);
              byHand = step.state;
            }
            pairs.push([byHand, r.state]);
          }
          s = r.state;
        }
        expect(pairs.map(([a]) => a)).toEqual(pairs.map(([, b]) => b));
      }),
    );
  });
});
