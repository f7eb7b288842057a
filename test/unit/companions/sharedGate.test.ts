// Issue 26: a companion game's shared document arriving from another tablet passes that companion's own gate (the
// same checks as a backup restore: set-up schema and rules, every action's shape, a replay through the reducer),
// plus the shared document's own (format, ops, kind). A hostile document is refused with what failed and where; a
// Kalidasia document opened as Nedca is refused by name; the remembering gate gives what the whole gate gives.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPANION_GATES } from '../../../src/companions/gate';
import { CompanionSharedGate } from '../../../src/companions/sharedGate';
import { storedGameProblem } from '../../../src/companions/shared/core/gate';
import { three } from '../../../src/companions/nedca/reducer.fixture';
import { setupOf } from '../../../src/companions/caleda/testkit';
import { setup as kaladanSetup } from '../../../src/companions/kaladan/reducer.fixture';
import { COMPANION_KEYS, type CompanionKey } from '../../../src/store/types';
import { addOp, sharedDocFromLog, type SharedGameDoc } from '../../../src/store/sync/doc';

const SETUP = { ...three, influence: { lv2: 10, lv3: 20, star: 50 } };
/** A Nedca game: the Economy Phase, then cards' effects (any time). */
const GAME: unknown[] = [
  { type: 'economy', workers: { forest: 1 }, extra: {}, influence: 0 },
  { type: 'nextPhase' },
  ...Array.from({ length: 28 }, (_, i) => ({ type: 'adjust', house: i % 3, delta: { gold: 1 }, note: `card ${i + 1}` })),
];
const nedca = () => new CompanionSharedGate('nedca', COMPANION_GATES.nedca);
const doc = (events: unknown[], meta: unknown = SETUP, kind = 'nedca'): SharedGameDoc => sharedDocFromLog(kind, 'Friday', meta, events, events.length, 'a1');

describe('a companion game shared between tablets: its gate', () => {
  it('a sound Nedca document passes: its log, name and set-up', () => {
    const r = nedca().check(doc(GAME.slice(0, 5)));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.kind).toBe('nedca');
    expect(r.log.events).toEqual(GAME.slice(0, 5));
    expect(r.log.cursor).toBe(5);
    expect(r.name).toBe('Friday');
    expect(r.meta).toEqual(SETUP);
  });

  const hostile: [string, () => unknown, RegExp][] = [
    ['not a record', () => 'hello', /^The shared Nedca game is refused: the shared game is not a record\.$/],
    ['another format', () => ({ ...doc([]), format: 'evil' }), /format: not a Tableside shared game/],
    ['a later version', () => ({ ...doc([]), version: 9 }), /version: 9 is not a version this app reads/],
    ['a Kalidasia game opened as Nedca', () => doc([], { setup: {} }, 'kalidasia'), /refused: it is a Legends of Kalidasia game, not a Nedca game — open its link from Legends of Kalidasia\.$/],
    ['a Caleda game opened as Nedca', () => doc([], setupOf(), 'caleda'), /it is a Caleda game, not a Nedca game/],
    ['an unknown kind', () => doc([], SETUP, 'chess'), /kind: “chess” is not a game this app knows/],
    ['ops not a record', () => ({ ...doc([]), ops: [1, 2] }), /ops: expected a record of actions/],
    ['a malformed op', () => {
      const d = doc(GAME.slice(0, 2));
      (d.ops as Record<string, unknown>)['x.1'] = { id: 'x.1', kind: 'append', base: 'a1.seed', events: 'rm -rf' };
      return d;
    }, /refused: .*x\.1/],
    ['a house name that is a script', () => doc([], { ...SETUP, houses: [{ name: 'x'.repeat(300), colour: '#fff' }, ...SETUP.houses.slice(1)] }), /set-up: houses\[0\]\.name: too long/],
    ['a colour that is CSS', () => doc([], { ...SETUP, houses: [{ name: 'Nover', colour: 'url(https://elsewhere.example/a.png)' }, ...SETUP.houses.slice(1)] }), /set-up: houses\[0\]\.colour: is not a colour/],
    ['no set-up', () => doc([], null), /refused: .+/],
    ['an action that is not an object', () => doc([...GAME.slice(0, 3), 42]), /action 4 of 4: .+/],
    ['an action of no type', () => doc([...GAME.slice(0, 3), { house: 1 }]), /action 4 of 4: type: missing/],
    ['an action the rules refuse', () => doc([...GAME.slice(0, 3), { type: 'adjust', house: 7, delta: { gold: 1 } }]), /action 4 of 4: .+/],
    ['an action of another game', () => doc([...GAME.slice(0, 3), { type: 'spendGold', amount: 1 }]), /action 4 of 4: .+/],
  ];
  for (const [name, make, reason] of hostile) {
    it(`refuses ${name}, saying what failed`, () => {
      const r = nedca().check(make());
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.reason).toMatch(/^The shared Nedca game is refused: /);
      expect(r.reason).toMatch(reason);
    });
  }

  it('a refused document after a sound one changes nothing the gate remembers: the next sound one passes', () => {
    const gate = nedca();
    expect(gate.check(doc(GAME.slice(0, 10))).ok).toBe(true);
    const bad = doc(GAME.slice(0, 10));
    addOp(bad, { id: 'b.1', kind: 'append', base: 'a1.seed', events: [{ type: 'adjust', house: 9, delta: { gold: 1 } }] });
    expect(gate.check(bad)).toMatchObject({ ok: false, reason: expect.stringMatching(/action 11 of 11/) });
    expect(gate.check(doc(GAME.slice(0, 12))).ok).toBe(true);
  });

  it('gives what the whole gate (a backup restore) gives, document after document', () => {
    const step = fc.record({ length: fc.integer({ min: 0, max: GAME.length }), damageAt: fc.option(fc.integer({ min: 0, max: GAME.length - 1 }), { nil: null }), setup: fc.boolean() });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 10 }), (steps) => {
        const gate = nedca();
        for (const s of steps) {
          const events = GAME.slice(0, s.length).map((e) => structuredClone(e));
          if (s.damageAt !== null && s.damageAt < events.length) events[s.damageAt] = { type: 'adjust', house: 5, delta: { gold: 1 } };
          const meta = s.setup ? SETUP : { ...SETUP, houses: SETUP.houses.slice(0, 2), order: [0, 1] };
          const got = gate.check(structuredClone(doc(events, meta)));
          const want = storedGameProblem(COMPANION_GATES.nedca, meta, events);
          const plain = got.ok ? { events: got.log.events } : { reason: got.reason };
          expect(plain).toEqual(want === null ? { events } : { reason: `The shared Nedca game is refused: ${want}${/[.!?]$/.test(want) ? '' : '.'}` });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('every companion has its gate for shared documents: its own game passes, each other kind is refused by name', () => {
    const inOrder = Array.from({ length: 25 }, (_, i) => i + 1);
    const games: Record<CompanionKey, { title: string; meta: unknown; events: unknown[] }> = {
      caleda: { title: 'Caleda', meta: setupOf(), events: [{ type: 'endTurn' }, { type: 'spendGold', amount: 1, note: 'a bridge' }] },
      kaladan: { title: 'Generals of Kaladan', meta: kaladanSetup, events: [{ type: 'drawEvent', note: 'Storm' }, { type: 'nextPhase' }] },
      kalesia: { title: 'Kalesia', meta: { players: ['Ann', 'Bo', 'Cy'], layout: inOrder, allianceSeed: 7, colours: ['#aa3344', '#3344aa', 'gold'] }, events: [{ type: 'viewAlliance', player: 0 }] },
      nedca: { title: 'Nedca', meta: SETUP, events: GAME.slice(0, 3) },
    };
    for (const kind of COMPANION_KEYS) {
      const d = sharedDocFromLog(kind, 'G', games[kind].meta, games[kind].events, games[kind].events.length, 'x');
      for (const as of COMPANION_KEYS) {
        const r = new CompanionSharedGate(as, COMPANION_GATES[as]).check(structuredClone(d));
        expect(r.ok ? 'passes' : r.reason).toBe(
          as === kind ? 'passes' : `The shared ${games[as].title} game is refused: it is a ${games[kind].title} game, not a ${games[as].title} game — open its link from ${games[kind].title}.`,
        );
      }
    }
  });
});
