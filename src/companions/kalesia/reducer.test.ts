import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { emptyLog, logAppend, logRedo, logUndo, replay, type GameLog } from '../shared/core/log';
import { applyKalesia, describeKalesiaEvent, initialKalesia, kalesiaSetupProblem, weaponPoolOf, type KalesiaEvent, type KalesiaSetup, type KalesiaState } from './reducer';
import { cellAt } from './rules/forest';
import { totalsOf, type Weapon } from './rules/hand';
import { seededShuffle } from '../../dice';

const C = (value: number): Weapon => ({ alliance: 'centaur', value });
const M = (value: number): Weapon => ({ alliance: 'mermaid', value });
const F = (value: number): Weapon => ({ alliance: 'forest', value });
const inOrder = Array.from({ length: 25 }, (_, i) => i + 1);
const five: KalesiaSetup = { players: ['Ann', 'Bo', 'Cy', 'Di', 'Ed'], layout: inOrder };

function run(setup: KalesiaSetup, events: readonly KalesiaEvent[]): KalesiaState {
  return replay(initialKalesia(setup), events, applyKalesia);
}
function refusal(state: KalesiaState, e: KalesiaEvent): string {
  const r = applyKalesia(state, e);
  if (r.ok) throw new Error('expected a refusal');
  return r.reason;
}
/**
 * `hands` hands of one round dealt from the shuffled box (or two boxes), two cards per player, after skipping
 * `skip` hands' worth of cards (the round's earlier hands): what a table can really reveal.
 */
function dealtHands(players: number, copies: number, seed: number, hands: number, skip = 0): Weapon[][][] {
  const box: Weapon[] = [];
  for (let b = 0; b < copies; b++) for (const a of ['centaur', 'mermaid', 'forest'] as const) for (let v = 1; v <= (a === 'forest' ? 3 : 4); v++) box.push({ alliance: a, value: v });
  const deck = seededShuffle(box, seed).slice(skip * 2 * players);
  return Array.from({ length: hands }, (_h, h) => Array.from({ length: players }, (_, p) => deck.slice((h * players + p) * 2, (h * players + p) * 2 + 2)));
}
const totals = (centaur: number, mermaid: number, forest: number): KalesiaEvent => ({ type: 'playTotals', totals: { centaur, mermaid, forest } });

describe('set-up', () => {
  it('checks player count, names and layout', () => {
    expect(kalesiaSetupProblem(five)).toBeNull();
    expect(kalesiaSetupProblem({ ...five, players: ['Solo'] })).toMatch(/2 to 10/);
    expect(kalesiaSetupProblem({ ...five, players: ['A', ' '] })).toMatch(/name/);
    expect(kalesiaSetupProblem({ ...five, layout: [1, 2] })).toMatch(/25 areas/);
    expect(() => initialKalesia({ ...five, players: [] })).toThrow(/2 to 10/);
  });

  it('keeps the players’ colours for the screens when one is given per seat', () => {
    const colours = ['#e05252', '#4f8fe6', '#4cbf6b', '#e0b03c', '#a66be0'];
    expect(initialKalesia({ ...five, colours }).colours).toEqual(colours);
    expect(initialKalesia({ ...five, colours: ['#e05252'] }).colours).toBeUndefined();
  });

  it('is plain JSON with a version; 6+ players use two boxes', () => {
    const s = initialKalesia({ ...five, players: ['a', 'b', 'c', 'd', 'e', 'f'], allianceSeed: 3 });
    expect(s.version).toBe(1);
    expect(s.boxes).toBe(2);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('the two hand examples played through the reducer', () => {
  it('area 1 becomes a Mermaid colony, area 2 goes to the Forest, then area 3 is next', () => {
    const hand1: KalesiaEvent = { type: 'playHand', plays: [[C(3), C(2)], [C(2), C(1)], [C(1), M(4)], [M(3), M(2)], [M(2), F(3)]] };
    const hand2: KalesiaEvent = { type: 'playHand', plays: [[C(3), C(2)], [C(1), C(1)], [M(3), M(2)], [M(2), F(2)], [F(2), F(1)]] };
    const s0 = initialKalesia(five);
    expect(describeKalesiaEvent(hand1, s0)).toBe('Area 1 (row 1, column 1): Centaurs 9, Mermaids 11, Forest 3 → Mermaids; replaced by a Mermaid Colony');
    const s = run(five, [hand1, hand2]);
    expect(s.owners[0]).toBe('mermaid');
    expect(s.owners[1]).toBe('forest');
    expect(s.hands.map((h) => [h.area, h.winner])).toEqual([
      [1, 'mermaid'],
      [2, 'forest'],
    ]);
    expect(s.hands[1]?.totals).toEqual({ centaur: 7, mermaid: 7, forest: 5 });
  });
});

describe('rounds of four hands', () => {
  it('asks for the pass after the fourth hand and refuses the fifth until then', () => {
    const s = run(five, [totals(5, 4, 3), totals(4, 5, 3), totals(3, 4, 5), totals(6, 3, 3)]);
    expect(s.roundEndPending).toBe(true);
    expect(refusal(s, totals(5, 4, 3))).toMatch(/pass the three Magic Weapons .* to the player on your left/);
    expect(refusal(initialKalesia(five), { type: 'passCards' })).toMatch(/only after the fourth hand/);
    const next = run(five, [totals(5, 4, 3), totals(4, 5, 3), totals(3, 4, 5), totals(6, 3, 3), { type: 'passCards' }, totals(12, 1, 1)]);
    expect(next.hands[4]).toMatchObject({ area: 5, round: 2, handInRound: 1, winner: 'centaur' });
  });
});

describe('end of the game', () => {
  it('a temple ends the game and refuses further hands', () => {
    // Areas laid out so that 1, 2, 3 are a diagonal.
    const layout = [...inOrder];
    const swap = (a: number, b: number): void => {
      const ia = layout.indexOf(a);
      const ib = layout.indexOf(b);
      layout[ia] = b;
      layout[ib] = a;
    };
    swap(2, layout[cellAt(1, 1)] ?? 0);
    swap(3, layout[cellAt(2, 2)] ?? 0);
    const s = run({ ...five, layout }, [totals(12, 1, 1), totals(12, 1, 1), totals(12, 1, 1)]);
    expect(s.outcome).toMatchObject({ winner: 'centaur', how: 'temple' });
    expect(s.outcome?.temple?.cells).toEqual([cellAt(0, 0), cellAt(1, 1), cellAt(2, 2)]);
    expect(s.roundEndPending).toBe(false);
    expect(refusal(s, totals(1, 12, 1))).toMatch(/The game is over/);
  });

  it('4 players, a Forest temple: everyone loses', () => {
    const s = run({ ...five, players: ['A', 'B', 'C', 'D'] }, [totals(2, 2, 6), totals(2, 2, 6), totals(2, 2, 6)]);
    expect(s.outcome?.everyoneLoses).toBe(true);
  });

  it('2 players with the app’s deal: the set-aside alliance winning means both lose', () => {
    const init = initialKalesia({ players: ['A', 'B'], layout: inOrder, allianceSeed: 11 });
    const aside = init.alliances?.deal.setAside[0];
    const win = { centaur: aside === 'centaur' ? 4 : 0, mermaid: aside === 'mermaid' ? 4 : 0, forest: aside === 'forest' ? 4 : 0 };
    const s = replay(init, [0, 1, 2].map(() => ({ type: 'playTotals', totals: win }) as KalesiaEvent), applyKalesia);
    expect(s.outcome?.winner).toBe(aside);
    expect(s.outcome?.everyoneLoses).toBe(true);
  });
});

describe('secret alliances on the pass-the-tablet screen', () => {
  it('records who has looked; refused when real cards were dealt', () => {
    const s = run({ ...five, allianceSeed: 5 }, [{ type: 'viewAlliance', player: 2 }]);
    expect(s.alliances?.viewed).toEqual([false, false, true, false, false]);
    expect(refusal(s, { type: 'viewAlliance', player: 7 })).toMatch(/no player 8/);
    expect(refusal(initialKalesia(five), { type: 'viewAlliance', player: 0 })).toMatch(/real cards/);
  });
});

describe('experienced-players variant (one set each)', () => {
  it('refuses a card played twice by one player in the first round, allows it from round 2', () => {
    const setup: KalesiaSetup = { players: ['A', 'B'], layout: inOrder, variant: 'experienced-sets' };
    const h = (a: Weapon[], b: Weapon[]): KalesiaEvent => ({ type: 'playHand', plays: [a, b] });
    const s = run(setup, [h([C(4), M(1)], [M(4), F(1)])]);
    expect(refusal(s, h([C(4), F(2)], [M(3), F(2)]))).toMatch(/A has only one Centaurs 4 in the first round/);
    expect(refusal(s, h([C(3), C(3)], [M(3), F(2)]))).toMatch(/only one Centaurs 3/);
    const r2 = run(setup, [
      h([C(4), M(1)], [M(4), F(1)]),
      h([C(3), F(3)], [C(2), M(1)]),
      h([C(2), M(3)], [M(2), F(2)]),
      h([F(1), M(4)], [C(1), C(3)]),
      { type: 'passCards' },
    ]);
    expect(r2.owners.slice(0, 4)).toEqual(['mermaid', 'centaur', 'mermaid', 'forest']);
    expect(applyKalesia(r2, h([C(4), C(4)], [M(4), F(1)])).ok).toBe(true);
  });
});

// ---- properties ----

const weapon = fc.oneof(
  fc.record({ alliance: fc.constant('centaur' as const), value: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ alliance: fc.constant('mermaid' as const), value: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ alliance: fc.constant('forest' as const), value: fc.integer({ min: 1, max: 3 }) }),
);
const eventArb = (players: number): fc.Arbitrary<KalesiaEvent> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.array(fc.tuple(weapon, weapon), { minLength: players, maxLength: players }).map((plays): KalesiaEvent => ({ type: 'playHand', plays })) },
    { weight: 4, arbitrary: fc.record({ centaur: fc.nat(8), mermaid: fc.nat(8), forest: fc.nat(6) }).map((t): KalesiaEvent => ({ type: 'playTotals', totals: t })) },
    { weight: 2, arbitrary: fc.constant<KalesiaEvent>({ type: 'passCards' }) },
    { weight: 1, arbitrary: fc.nat(players - 1).map((player): KalesiaEvent => ({ type: 'viewAlliance', player })) },
  );
const gameArb = fc.integer({ min: 2, max: 10 }).chain((n) =>
  fc.record({
    setup: fc.record({
      players: fc.constant(Array.from({ length: n }, (_, i) => `P${i + 1}`)),
      layout: fc.constant(inOrder).chain((l) => fc.shuffledSubarray(l, { minLength: 25, maxLength: 25 })),
      variant: fc.constantFrom('standard' as const, 'experienced-sets' as const, 'experienced-shuffled' as const),
      allianceSeed: fc.option(fc.integer(), { nil: null }),
    }),
    events: fc.array(eventArb(n), { maxLength: 60 }),
  }),
);

/** Append every acceptable event; return the log and the state. */
function play(setup: KalesiaSetup, events: readonly KalesiaEvent[]): { log: GameLog<KalesiaEvent>; state: KalesiaState } {
  let log = emptyLog<KalesiaEvent>();
  let state = initialKalesia(setup);
  for (const e of events) {
    const r = logAppend(log, state, e, applyKalesia);
    if (r.ok) ({ log, state } = r);
  }
  return { log, state };
}

describe('properties', () => {
  it('every resolved area has exactly one owner, one per hand, and the contested order is ascending', () => {
    fc.assert(
      fc.property(gameArb, ({ setup, events }) => {
        const { state } = play(setup, events);
        const resolved = state.owners.filter((o) => o !== null);
        expect(resolved.length).toBe(state.hands.length);
        for (const h of state.hands) expect(state.owners[h.cell]).toBe(h.winner);
        expect(state.hands.map((h) => h.area)).toEqual(state.hands.map((_, i) => i + 1));
        expect(state.outcome === null && state.hands.length >= 25).toBe(false);
      }),
    );
  });

  it('replaying the log reproduces the state, which survives JSON', () => {
    fc.assert(
      fc.property(gameArb, ({ setup, events }) => {
        const { log, state } = play(setup, events);
        const again = replay(initialKalesia(JSON.parse(JSON.stringify(setup)) as KalesiaSetup), JSON.parse(JSON.stringify(log.events)) as KalesiaEvent[], applyKalesia);
        expect(again).toEqual(state);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }),
    );
  });

  it('undo then redo is exact', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(10), ({ setup, events }, k) => {
        const { log, state } = play(setup, events);
        let l = log;
        const steps = Math.min(k, l.events.length);
        for (let i = 0; i < steps; i++) l = logUndo(l);
        const undone = replay(initialKalesia(setup), l.events, applyKalesia);
        expect(undone).toEqual(replay(initialKalesia(setup), log.events.slice(0, log.events.length - steps), applyKalesia));
        for (let i = 0; i < steps; i++) l = logRedo(l);
        expect(l.events).toEqual(log.events);
        expect(replay(initialKalesia(setup), l.events, applyKalesia)).toEqual(state);
      }),
    );
  });

  it('a game always ends within 25 hands: a temple or the Forest', () => {
    fc.assert(
      fc.property(gameArb, fc.array(fc.nat(), { minLength: 25, maxLength: 25 }), ({ setup }, seeds) => {
        let s = initialKalesia(setup);
        for (const [i, seed] of seeds.entries()) {
          if (s.outcome) break;
          if (s.roundEndPending) s = replay(s, [{ type: 'passCards' }], applyKalesia);
          // A hand the box can make: the round's cards dealt from a shuffled box, two per player.
          const hand = dealtHands(setup.players.length, weaponPoolOf(s).copies, seeds[i - (i % 4)] ?? seed, 1, i % 4)[0] ?? [];
          const r = applyKalesia(s, { type: 'playTotals', totals: totalsOf(hand.flat()) });
          if (!r.ok) throw new Error(r.reason);
          s = r.state;
        }
        expect(s.outcome).not.toBeNull();
      }),
    );
  });
});

describe('refusals name the rule they enforce', () => {
  it('each refusal ends with its Kalesia section', () => {
    const s0 = initialKalesia(five);
    expect(refusal(s0, { type: 'passCards' })).toMatch(/\(Rules: Kalesia "End of the Round"\)$/);
    expect(refusal(s0, totals(99, 0, 0))).toMatch(/\(Rules: Kalesia "Contents"\)$/);
    expect(refusal(s0, totals(1, 0, 0))).toMatch(/\(Rules: Kalesia "Playing Hands"\)$/);
    expect(refusal(s0, { type: 'viewAlliance', player: 0 })).toMatch(/\(Rules: Kalesia "Preparation"\)$/);
    const sets = initialKalesia({ ...five, variant: 'experienced-sets' });
    const once = run({ ...five, variant: 'experienced-sets' }, [{ type: 'playHand', plays: [[C(1), C(2)], [M(1), M(2)], [M(3), M(4)], [F(1), F(2)], [C(3), C(4)]] }]);
    expect(sets.hands).toEqual([]);
    expect(refusal(once, { type: 'playHand', plays: [[C(1), F(3)], [C(1), C(2)], [C(1), C(3)], [F(3), M(1)], [F(2), M(2)]] })).toMatch(/\(Rules: Kalesia "Variant for Experienced Players"\)$/);
  });
});
