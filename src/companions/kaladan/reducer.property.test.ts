import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { emptyLog, logAppend, logRedo, logUndo, replay, type GameLog } from '../shared/core/log';
import { applyKaladan, type KaladanEvent } from './reducer';
import { initialKaladan, type KaladanSetup, type KaladanState } from './rules/state';
import { UNIT_KINDS } from './rules/units';
import { setup, tiles } from './reducer.fixture';

const tileId = fc.constantFrom(...tiles.map((t) => t.id));
const unitId = fc.integer({ min: 1, max: 14 }).map((i) => `u${i}`);
const unitIds = fc.uniqueArray(unitId, { maxLength: 4 });
const kind = fc.constantFrom(...UNIT_KINDS);
const seat = fc.nat(1);

const eventArb: fc.Arbitrary<KaladanEvent> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<KaladanEvent>({ type: 'nextPhase' }) },
  { weight: 3, arbitrary: fc.constant<KaladanEvent>({ type: 'endTurn' }) },
  { weight: 6, arbitrary: fc.constant<KaladanEvent>({ type: 'drawEvent' }) },
  { weight: 2, arbitrary: fc.record({ player: seat, delta: fc.integer({ min: -3, max: 3 }) }).map((r): KaladanEvent => ({ type: 'adjustGold', ...r })) },
  { weight: 1, arbitrary: fc.constant<KaladanEvent>({ type: 'poorestGain' }) },
  { weight: 1, arbitrary: unitId.map((unit): KaladanEvent => ({ type: 'freeUpgrade', unit })) },
  { weight: 1, arbitrary: fc.record({ player: seat, from: seat, kind }).map((r): KaladanEvent => ({ type: 'resurrect', ...r })) },
  { weight: 1, arbitrary: unitId.map((unit): KaladanEvent => ({ type: 'removeUnit', unit })) },
  { weight: 3, arbitrary: fc.record({ castle: tileId, kind }).map((r): KaladanEvent => ({ type: 'freeSpawn', ...r })) },
  { weight: 4, arbitrary: fc.record({ from: tileId, to: tileId, units: unitIds }).map((r): KaladanEvent => ({ type: 'move', ...r })) },
  { weight: 2, arbitrary: fc.record({ a: tileId, b: tileId, fromA: unitIds, fromB: unitIds }).map((r): KaladanEvent => ({ type: 'swap', ...r })) },
  {
    weight: 4,
    arbitrary: fc
      .record({ from: tileId, to: tileId, attackerLosses: unitIds, defenderLosses: unitIds, invaders: fc.option(unitIds, { nil: null }) })
      .map((r): KaladanEvent => ({ type: 'battle', ...r })),
  },
  { weight: 4, arbitrary: fc.record({ kind, tile: tileId }).map((r): KaladanEvent => ({ type: 'buyUnit', ...r })) },
  { weight: 2, arbitrary: unitId.map((unit): KaladanEvent => ({ type: 'upgradeUnit', unit })) },
  { weight: 1, arbitrary: tileId.map((tile): KaladanEvent => ({ type: 'upgradeCastle', tile })) },
  { weight: 1, arbitrary: fc.constant<KaladanEvent>({ type: 'swapMagic' }) },
  { weight: 1, arbitrary: fc.constant<KaladanEvent>({ type: 'buyMagic' }) },
  { weight: 2, arbitrary: fc.record({ unit: unitId, to: tileId }).map((r): KaladanEvent => ({ type: 'reinforceMove', ...r })) },
  { weight: 1, arbitrary: fc.record({ a: unitId, b: unitId }).map((r): KaladanEvent => ({ type: 'reinforceSwap', ...r })) },
  { weight: 1, arbitrary: seat.map((player): KaladanEvent => ({ type: 'claimScalp', player })) },
);

const setupArb: fc.Arbitrary<KaladanSetup> = fc
  .record({ g0: fc.nat(6), g1: fc.nat(6), deck: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }) })
  .map(({ g0, g1, deck }) => ({
    ...setup,
    players: setup.players.map((p, i) => ({ ...p, gold: i === 0 ? g0 : g1 })),
    eventDeck: deck,
  }));

function play(s0: KaladanSetup, events: readonly KaladanEvent[], check?: (s: KaladanState) => void): { log: GameLog<KaladanEvent>; state: KaladanState } {
  let log = emptyLog<KaladanEvent>();
  let state = initialKaladan(s0);
  for (const e of events) {
    const r = logAppend(log, state, e, applyKaladan);
    if (r.ok) ({ log, state } = r);
    check?.(state);
  }
  return { log, state };
}

function invariants(s: KaladanState): void {
  for (const p of s.players) {
    expect(p.gold).toBeGreaterThanOrEqual(0);
    for (const k of UNIT_KINDS) {
      expect(p.inventory[k]).toBeGreaterThanOrEqual(0);
      expect(p.dead[k]).toBeGreaterThanOrEqual(0);
    }
  }
  for (const t of s.tiles) {
    const on = s.units.filter((u) => u.tile === t.id);
    expect(on.length).toBeLessThanOrEqual(t.capacity);
    expect(new Set(on.map((u) => u.owner)).size).toBeLessThanOrEqual(1);
  }
  expect(s.units.every((u) => !s.players[u.owner]?.eliminated)).toBe(true);
  expect(new Set(s.units.map((u) => u.id)).size).toBe(s.units.length);
}

describe('properties', () => {
  it('gold and reserves never negative; tiles never over capacity nor shared by two armies', () => {
    fc.assert(
      fc.property(setupArb, fc.array(eventArb, { maxLength: 150 }), (s0, events) => {
        play(s0, events, invariants);
      }),
      { numRuns: 200 },
    );
  });

  it('replaying the log reproduces the state, which survives JSON', () => {
    fc.assert(
      fc.property(setupArb, fc.array(eventArb, { maxLength: 150 }), (s0, events) => {
        const { log, state } = play(s0, events);
        const again = replay(initialKaladan(s0), JSON.parse(JSON.stringify(log.events)) as KaladanEvent[], applyKaladan);
        expect(again).toEqual(state);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }),
    );
  });

  it('undo then redo is exact', () => {
    fc.assert(
      fc.property(setupArb, fc.array(eventArb, { maxLength: 100 }), fc.nat(8), (s0, events, k) => {
        const { log, state } = play(s0, events);
        let l = log;
        for (let i = 0; i < k; i++) l = logUndo(l);
        for (let i = 0; i < k; i++) l = logRedo(l);
        expect(replay(initialKaladan(s0), l.events, applyKaladan)).toEqual(state);
      }),
    );
  });

  it('the random games do make progress (the generator is not all refusals)', () => {
    const sample = fc.sample(eventArb, { numRuns: 600, seed: 7 }).filter((e) => e.type !== 'removeUnit' && e.type !== 'battle');
    const { log, state } = play(setup, sample);
    expect(state.result).toBeNull();
    expect(log.events.length).toBeGreaterThan(30);
    expect(new Set(log.events.map((e) => e.type)).size).toBeGreaterThan(6);
  });
});
