import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { replay } from '../shared/core/log';
import { applyNedca, nedcaInitial, nedcaSetupProblem, playerLevel } from './reducer';
import { describeNedca } from './describe';
import type { NedcaEvent, NedcaSetup, NedcaState } from './state';

const setup = (n = 3): NedcaSetup => ({
  players: Array.from({ length: n }, (_, i) => ({ name: ['Nover', 'Cludale', 'Yelhool', 'Agosstead', "Jen'ja'ago"][i] ?? `H${i}`, colour: '#fff' })),
  order: Array.from({ length: n }, (_, i) => i),
  influenceGoal: 40,
  influenceLevels: [10, 20],
});

const run = (events: NedcaEvent[], s = nedcaInitial(setup())): NedcaState => replay(s, events, applyNedca);
const refusal = (s: NedcaState, e: NedcaEvent): string => {
  const r = applyNedca(s, e);
  return r.ok ? 'accepted' : r.reason;
};
const toAction: NedcaEvent[] = [{ type: 'economy', capitals: 1, yields: {} }, { type: 'phase', phase: 'operations' }, { type: 'phase', phase: 'action' }];
const endTurn: NedcaEvent[] = [{ type: 'phase', phase: 'cleanup' }, { type: 'endTurn' }];

describe('set-up', () => {
  it('starts every House with 5 Gold, 2 of each resource, 2 shields on the city and 1 spare', () => {
    const s = nedcaInitial(setup(2));
    expect(s.players[0]).toMatchObject({ purse: { gold: 5, food: 2, wood: 2, stone: 2, iron: 2 }, shields: 2, spareShields: 1, capital: true });
  });

  it('refuses 1 or 6 Houses, a broken order and impossible levels', () => {
    expect(nedcaSetupProblem({ ...setup(1) })).toMatch(/2 to 5/);
    expect(nedcaSetupProblem({ ...setup(3), order: [0, 0, 1] })).toMatch(/exactly once/);
    expect(nedcaSetupProblem({ ...setup(3), influenceLevels: [20, 10] })).toMatch(/level 2 < level 3/);
    expect(() => nedcaInitial(setup(6))).toThrow(/2 to 5/);
  });
});

describe('turn phases', () => {
  it('economy first, once: capital gold and yields', () => {
    const s = run([{ type: 'economy', capitals: 1, yields: { food: 2, stone: 1 } }]);
    expect(s.players[0]?.purse).toEqual({ gold: 7, food: 4, wood: 2, stone: 3, iron: 2 });
    expect(refusal(s, { type: 'economy', capitals: 1, yields: {} })).toMatch(/once, at the start/);
    expect(refusal(nedcaInitial(setup()), { type: 'phase', phase: 'operations' })).toMatch(/Collect the Economy Phase first/);
  });

  it('phases run in order and attacks wait for the Action Phase', () => {
    const s = run([{ type: 'economy', capitals: 1, yields: {} }]);
    expect(refusal(s, { type: 'phase', phase: 'action' })).toMatch(/comes the operations/);
    expect(refusal(s, { type: 'battle', attacker: 0, defender: 1, request: { attacker: { unit: 'knight', modifier: 0, die: 6 }, defender: { unit: 'knight', modifier: 0, die: 1 }, distance: 1 } })).toMatch(/Action Phase/);
  });

  it('the hand limit of 7 is enforced when the turn ends', () => {
    const s = run([...toAction, { type: 'adjust', player: 0, field: 'hand', delta: 2 }, { type: 'phase', phase: 'cleanup' }]);
    expect(refusal(s, { type: 'endTurn' })).toMatch(/holds 9 cards: discard down to 7/);
  });

  it('after the last turn the next order is set; the last player may not go first', () => {
    let s = run([...toAction, ...endTurn, ...toAction, ...endTurn, ...toAction, ...endTurn]);
    expect(s.awaitingOrder).toBe(true);
    expect(refusal(s, { type: 'economy', capitals: 1, yields: {} })).toMatch(/turn order first/);
    expect(refusal(s, { type: 'newRound', order: [2, 0, 1] })).toMatch(/cannot draw the "1st" token/);
    s = run([{ type: 'newRound', order: [1, 2, 0] }], s);
    expect([s.round, s.order, s.turn]).toEqual([2, [1, 2, 0], 0]);
  });
});

describe('bonds, teams, leases', () => {
  it('bonds cost 3, 6, 9 … in Gold; level 2 after the first', () => {
    const start = run([{ type: 'economy', capitals: 1, yields: {} }, { type: 'phase', phase: 'operations' }]);
    const s = run([{ type: 'buyBond', player: 0 }], start);
    expect([s.players[0]?.bonds, s.players[0]?.purse.gold, playerLevel(s, 0)]).toEqual([1, 4, 2]);
    expect(refusal(s, { type: 'buyBond', player: 0 })).toMatch(/has 4 Gold; bond 2 costs 6/);
  });

  it('joining a Team needs level 2, 3 Gold and leaves an opponent; team gold comes each turn', () => {
    const ops = run([{ type: 'economy', capitals: 1, yields: {} }, { type: 'phase', phase: 'operations' }]);
    expect(refusal(ops, { type: 'joinTeam', player: 0, team: 1 })).toMatch(/level 2 or 3/);
    const s = run([{ type: 'buyBond', player: 0 }, { type: 'adjust', player: 0, field: 'gold', delta: 5 }, { type: 'joinTeam', player: 0, team: 1 }], ops);
    expect([s.players[0]?.team, s.players[0]?.purse.gold]).toEqual([1, 6]);
    expect(refusal(s, { type: 'joinTeam', player: 0, team: 2 })).toMatch(/leave it first/);
  });

  it('leases: at most 3 from a House; paid 2, 3, 4 at the economy phase; unpaid cards come back at −3 Influence each', () => {
    let s = run([{ type: 'economy', capitals: 1, yields: {} }, { type: 'phase', phase: 'operations' }, { type: 'lease', player: 0, from: 1 }, { type: 'lease', player: 0, from: 1 }]);
    expect(refusal(run([{ type: 'lease', player: 0, from: 1 }], s), { type: 'lease', player: 0, from: 1 })).toMatch(/At most 3/);
    s = run([{ type: 'phase', phase: 'action' }, ...endTurn, ...toAction, ...endTurn, ...toAction, ...endTurn, { type: 'newRound', order: [0, 1, 2] }], s);
    const gold0 = s.players[0]!.purse.gold;
    const gold1 = s.players[1]!.purse.gold;
    s = run([{ type: 'economy', capitals: 1, yields: {} }], s);
    expect([s.players[0]!.purse.gold - gold0, s.players[1]!.purse.gold - gold1]).toEqual([2 - 3, 3]);
  });
});

describe('battles and city assaults', () => {
  it('records the battle with its steps; attacking a leaser returns its cards at −10 Influence each', () => {
    const s = run([
      { type: 'economy', capitals: 1, yields: {} },
      { type: 'phase', phase: 'operations' },
      { type: 'lease', player: 0, from: 1 },
      { type: 'adjust', player: 0, field: 'influence', delta: 12 },
      { type: 'phase', phase: 'action' },
      { type: 'battle', attacker: 0, defender: 1, request: { attacker: { unit: 'archer', modifier: 0, die: 4 }, defender: { unit: 'knight', modifier: 0, die: 5 }, distance: 2 } },
    ]);
    expect(s.lastBattle?.result.winner).toBe('attacker');
    expect([s.players[0]?.leases[1], s.players[0]?.influence]).toEqual([undefined, 2]);
  });

  it('an assault takes the shields and the capital: the House is out and its resources go to the attacker; military victory', () => {
    const s2 = nedcaInitial(setup(2));
    const s = run([...toAction, { type: 'assault', attacker: 0, defender: 1, unit: 'warElephant', modifier: 0, dice: [3, 4, 5] }], s2);
    expect(s.players[1]).toMatchObject({ eliminated: true, capital: false, shields: 0 });
    expect(s.players[0]?.purse).toEqual({ gold: 12, food: 4, wood: 4, stone: 4, iron: 4 });
    expect(s.winner).toMatchObject({ winner: 0, path: 'military' });
  });

  it('an assault refuses rolls after a failed one, naming the step', () => {
    const s = run(toAction);
    expect(refusal(s, { type: 'assault', attacker: 0, defender: 1, unit: 'knight', modifier: 0, dice: [6, 2, 6] })).toMatch(/Only 2 of the 3 rolls count/);
  });
});

describe('winning', () => {
  it('influence, objectives and gems end the game at once, with the Team', () => {
    const s = run([{ type: 'adjust', player: 2, field: 'objectives', delta: 4 }]);
    expect(s.winner).toMatchObject({ winner: 2, path: 'objectives', team: [2] });
    expect(refusal(s, { type: 'economy', capitals: 1, yields: {} })).toMatch(/game is over/);
  });

  it('ending the game with no path complete: the most Influence wins', () => {
    const s = run([{ type: 'adjust', player: 1, field: 'influence', delta: 9 }, { type: 'endGame' }]);
    expect(s.winner).toMatchObject({ winner: 1, why: 'had the most Influence when the game ended' });
  });
});

describe('properties', () => {
  const event = fc.oneof(
    fc.record({ type: fc.constant('adjust' as const), player: fc.integer({ min: 0, max: 2 }), field: fc.constantFrom('gold' as const, 'food' as const, 'influence' as const, 'hand' as const, 'gems' as const), delta: fc.integer({ min: -6, max: 6 }) }),
    fc.constant<NedcaEvent>({ type: 'economy', capitals: 1, yields: { wood: 1 } }),
    fc.constantFrom<NedcaEvent>(...(['operations', 'action', 'cleanup'] as const).map((phase) => ({ type: 'phase' as const, phase }))),
    fc.constant<NedcaEvent>({ type: 'endTurn' }),
    fc.constant<NedcaEvent>({ type: 'buyBond', player: 0 }),
    fc.record({ type: fc.constant('lease' as const), player: fc.integer({ min: 0, max: 2 }), from: fc.integer({ min: 0, max: 2 }) }),
    fc.constantFrom<NedcaEvent>({ type: 'newRound', order: [1, 2, 0] }, { type: 'newRound', order: [0, 1, 2] }),
    fc.record({ type: fc.constant('assault' as const), attacker: fc.integer({ min: 0, max: 2 }), defender: fc.integer({ min: 0, max: 2 }), unit: fc.constant('siegeEngine' as const), modifier: fc.constant(0), dice: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }) }),
  );

  const play = (events: NedcaEvent[]) => {
    let s = nedcaInitial(setup());
    const accepted: NedcaEvent[] = [];
    const states = [s];
    for (const e of events) {
      const r = applyNedca(s, e);
      if (r.ok) {
        s = r.state;
        accepted.push(e);
        states.push(s);
      }
    }
    return { s, accepted, states };
  };

  it('resources, influence, shields and counters never go negative; at most 3 leases from each House', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) =>
        play(events).states.every((st) =>
          st.players.every((p) => Object.values(p.purse).every((v) => v >= 0) && p.influence >= 0 && p.shields >= 0 && p.hand >= 0 && Object.values(p.leases).every((c) => c >= 1 && c <= 3)),
        ),
      ),
    );
  });

  it('replaying the JSON log gives the same state, and every event has a log line', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        const { s, accepted, states } = play(events);
        const again = replay(nedcaInitial(setup()), JSON.parse(JSON.stringify(accepted)) as NedcaEvent[], applyNedca);
        return JSON.stringify(again) === JSON.stringify(s) && accepted.every((e, i) => describeNedca(e, states[i]!).length > 0);
      }),
    );
  });
});
