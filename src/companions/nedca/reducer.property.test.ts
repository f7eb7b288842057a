import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { emptyLog, logAppend, logRedo, logUndo, replay, type GameLog } from '../shared/core/log';
import { describeNedcaEvent } from './describe';
import { applyNedca, type NedcaEvent } from './reducer';
import { three, two } from './reducer.fixture';
import { TILE_KINDS } from './rules/economy';
import { RESOURCES } from './rules/resources';
import { initialNedca, type NedcaSetup, type NedcaState } from './rules/state';
import { MAX_ACTIVE_SPECIALS, MAX_BUILDINGS, MAX_TECHNOLOGIES } from './rules/tracks';
import { CARD_KINDS, UNIT_KINDS, UNIT_SUPPLY } from './rules/units';

const house = fc.nat(2);
const kind = fc.constantFrom(...UNIT_KINDS);
const side = fc.constantFrom('building' as const, 'technology' as const);
const small = fc.integer({ min: -3, max: 4 });
const die = fc.integer({ min: 1, max: 6 });
const delta = fc.record({ gold: small, food: small, wood: small, stone: small, iron: small }, { requiredKeys: [] });
const cost = fc.record({ gold: fc.nat(3), food: fc.nat(2), wood: fc.nat(2), stone: fc.nat(2), iron: fc.nat(2) }, { requiredKeys: [] });
const workers = fc.record(Object.fromEntries(TILE_KINDS.map((t) => [t, fc.nat(2)])) as Record<(typeof TILE_KINDS)[number], fc.Arbitrary<number>>, { requiredKeys: [] });

const eventArb: fc.Arbitrary<NedcaEvent> = fc.oneof(
  { weight: 14, arbitrary: fc.constant<NedcaEvent>({ type: 'nextPhase' }) },
  { weight: 8, arbitrary: fc.record({ workers, extra: delta, influence: small }).map((r): NedcaEvent => ({ type: 'economy', ...r })) },
  { weight: 3, arbitrary: fc.record({ order: fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }), seed: fc.nat() }).map((r): NedcaEvent => ({ type: 'drawOrder', ...r })) },
  { weight: 1, arbitrary: house.map((leaser): NedcaEvent => ({ type: 'leaseDefault', leaser })) },
  { weight: 3, arbitrary: fc.record({ house, delta }).map((r): NedcaEvent => ({ type: 'adjust', ...r })) },
  { weight: 2, arbitrary: fc.record({ from: house, to: house, delta: cost }).map((r): NedcaEvent => ({ type: 'transfer', ...r })) },
  { weight: 2, arbitrary: fc.record({ house, delta: fc.integer({ min: -6, max: 4 }) }).map((r): NedcaEvent => ({ type: 'influence', ...r })) },
  { weight: 2, arbitrary: fc.record({ house, delta: fc.integer({ min: -3, max: 2 }) }).map((r): NedcaEvent => ({ type: 'hand', ...r })) },
  { weight: 2, arbitrary: fc.record({ house, slot: fc.constantFrom('player' as const, 'board' as const, 'once' as const), target: house, influence: small }).map((r): NedcaEvent => ({ type: 'activateSpecial', ...r })) },
  { weight: 1, arbitrary: house.map((h): NedcaEvent => ({ type: 'removeSpecial', house: h })) },
  { weight: 1, arbitrary: fc.record({ house, kind, card: fc.option(fc.constantFrom(...CARD_KINDS), { nil: null }) }).map((r): NedcaEvent => ({ type: 'unitCard', ...r })) },
  { weight: 1, arbitrary: fc.record({ house, kind }).map((r): NedcaEvent => ({ type: 'removeUnit', ...r })) },
  { weight: 1, arbitrary: fc.constant<NedcaEvent>({ type: 'objective' }) },
  { weight: 3, arbitrary: fc.constantFrom('building' as const, 'technology' as const, 'special' as const).map((k): NedcaEvent => ({ type: 'buyCard', kind: k })) },
  { weight: 3, arbitrary: fc.record({ cost, influence: small }).map((r): NedcaEvent => ({ type: 'build', ...r })) },
  { weight: 3, arbitrary: fc.record({ cost, influence: small, fromDisplay: fc.boolean(), gem: fc.boolean() }).map((r): NedcaEvent => ({ type: 'research', ...r })) },
  { weight: 1, arbitrary: fc.record({ kind: side, price: fc.nat(4), gem: fc.boolean() }).map((r): NedcaEvent => ({ type: 'sellCard', ...r })) },
  { weight: 3, arbitrary: fc.constant<NedcaEvent>({ type: 'buyBond' }) },
  { weight: 4, arbitrary: fc.record({ kind, cost }).map((r): NedcaEvent => ({ type: 'recruit', ...r })) },
  { weight: 1, arbitrary: fc.constant<NedcaEvent>({ type: 'placeShield' }) },
  { weight: 1, arbitrary: fc.constant<NedcaEvent>({ type: 'freeRecruit' }) },
  { weight: 2, arbitrary: fc.record({ team: fc.nat(2), houses: fc.uniqueArray(house, { minLength: 1, maxLength: 2 }) }).map((r): NedcaEvent => ({ type: 'joinTeam', ...r })) },
  { weight: 1, arbitrary: fc.constant<NedcaEvent>({ type: 'leaveTeam' }) },
  { weight: 2, arbitrary: fc.record({ leaser: house, kind: side }).map((r): NedcaEvent => ({ type: 'lease', ...r })) },
  { weight: 1, arbitrary: fc.record({ lessee: house, leaser: house, kind: side }).map((r): NedcaEvent => ({ type: 'returnLease', ...r })) },
  {
    weight: 5,
    arbitrary: fc
      .record({ attacker: kind, defender: fc.record({ house, kind }), distance: fc.integer({ min: 1, max: 3 }), attackDie: die, defenceDie: die, attackMod: fc.integer({ min: -1, max: 2 }) })
      .map((r): NedcaEvent => ({ type: 'battle', ...r })),
  },
  { weight: 3, arbitrary: fc.record({ city: house, by: fc.option(house, { nil: null }) }).map((r): NedcaEvent => ({ type: 'occupy', ...r })) },
  { weight: 5, arbitrary: fc.record({ city: house, kind, die, mod: fc.integer({ min: 0, max: 2 }) }).map((r): NedcaEvent => ({ type: 'assault', ...r })) },
);

const long = { lv2: 6, lv3: 12, star: 300 };
const pick = (types: readonly NedcaEvent['type'][]): fc.Arbitrary<NedcaEvent> => eventArb.filter((e) => types.includes(e.type));
const opsArb = pick(['buyCard', 'build', 'research', 'sellCard', 'buyBond', 'recruit', 'placeShield', 'joinTeam', 'leaveTeam', 'lease', 'returnLease', 'adjust']);
const nearBattle = fc
  .record({ attacker: fc.constantFrom('worker' as const, 'knight' as const, 'archer' as const), defender: fc.record({ house, kind: fc.constantFrom('worker' as const, 'knight' as const) }), attackDie: die, defenceDie: die })
  .map((r): NedcaEvent[] => [{ type: 'battle', distance: r.attacker === 'archer' ? 2 : 1, ...r }]);
const siege = fc
  .record({ city: house, by: house, dice: fc.array(die, { minLength: 1, maxLength: 4 }) })
  .map((r): NedcaEvent[] => [{ type: 'occupy', city: r.city, by: r.by }, ...r.dice.map((d): NedcaEvent => ({ type: 'assault', city: r.city, kind: 'knight', die: d, mod: 1 }))]);
const actionArb: fc.Arbitrary<NedcaEvent[]> = fc.oneof(nearBattle, siege, pick(['battle', 'occupy', 'assault']).map((e) => [e]));
const teamUp = fc.record({ team: fc.nat(2), houses: fc.uniqueArray(house, { minLength: 2, maxLength: 2 }) }).map((r): NedcaEvent => ({ type: 'joinTeam', ...r }));
const anyArb = pick(['adjust', 'transfer', 'influence', 'hand', 'activateSpecial', 'removeSpecial', 'unitCard', 'removeUnit']);
/** Whole turns in phase order, so that most events are legal where they are. */
const turnArb: fc.Arbitrary<NedcaEvent[]> = fc
  .record({
    economy: fc
      .record({ workers: fc.constantFrom({}, { forest: 1 }, { goldmine: 1, plains: 1 }), extra: cost, influence: fc.integer({ min: 0, max: 3 }) })
      .map((r): NedcaEvent => ({ type: 'economy', ...r })),
    ops: fc.array(fc.oneof(opsArb, teamUp, fc.constant<NedcaEvent>({ type: 'buyBond' }), fc.constant<NedcaEvent>({ type: 'build', cost: { wood: 1 }, influence: 1 }), pick(['lease'])), { maxLength: 6 }),
    action: fc.array(actionArb, { maxLength: 3 }).map((xs) => xs.flat()),
    any: fc.array(anyArb, { maxLength: 2 }),
    order: pick(['drawOrder']),
  })
  .map((t) => [t.economy, ...t.any, { type: 'nextPhase' }, ...t.ops, { type: 'nextPhase' }, ...t.action, { type: 'nextPhase' }, { type: 'hand', house: 0, delta: -1 }, { type: 'nextPhase' }, t.order]);
const gameArb: fc.Arbitrary<NedcaEvent[]> = fc.oneof(
  fc.array(eventArb, { maxLength: 200 }),
  fc.array(turnArb, { maxLength: 14 }).map((ts) => ts.flat()),
);

const setupArb: fc.Arbitrary<NedcaSetup> = fc.constantFrom(two, three, { ...three, clockwise: true }, { ...three, order: [2, 0, 1], influence: long }, { ...two, influence: long });

function play(s0: NedcaSetup, events: readonly NedcaEvent[], check?: (s: NedcaState) => void): { log: GameLog<NedcaEvent>; state: NedcaState } {
  let log = emptyLog<NedcaEvent>();
  let state = initialNedca(s0);
  for (const e of events) {
    const before = state;
    const r = logAppend(log, state, e, applyNedca);
    if (r.ok) {
      ({ log, state } = r);
      // Every accepted event can be described against the state before it.
      if (describeNedcaEvent(e, before).trim() === '') throw new Error(`${e.type} has an empty log line`);
    }
    check?.(state);
  }
  return { log, state };
}

function problems(s: NedcaState): string[] {
  const out: string[] = [];
  s.houses.forEach((h, i) => {
    for (const r of RESOURCES) if (h.resources[r] < 0) out.push(`${i} ${r} ${h.resources[r]}`);
    for (const k of UNIT_KINDS) if (h.units[k] < 0 || h.units[k] > UNIT_SUPPLY[k]) out.push(`${i} ${k} ${h.units[k]}`);
    if (h.influence < 0) out.push(`${i} influence ${h.influence}`);
    if (h.hand < 0) out.push(`${i} hand ${h.hand}`);
    if (h.buildings < 0 || h.buildings > MAX_BUILDINGS) out.push(`${i} buildings ${h.buildings}`);
    if (h.technologies < 0 || h.technologies > MAX_TECHNOLOGIES) out.push(`${i} technologies ${h.technologies}`);
    if (h.specials < 0 || h.specials > MAX_ACTIVE_SPECIALS) out.push(`${i} specials ${h.specials}`);
    if (h.shields < 0 || h.shieldReserve < 0) out.push(`${i} shields`);
    if (s.turn.order[s.turn.index] === i) for (const k of UNIT_KINDS) if ((s.turn.attacked[k] ?? 0) < 0) out.push(`${i} attacked ${k} negative`);
    if (h.eliminated && (h.team !== null || h.capital)) out.push(`${i} eliminated but still in a team or standing`);
    for (const from of new Set(h.leases.map((l) => l.from))) if (h.leases.filter((l) => l.from === from).length > 3) out.push(`${i} more than 3 leases from ${from}`);
    if (h.team !== null && s.houses.filter((o) => o.team === h.team).length < 2) out.push(`${i} alone in team ${h.team}`);
  });
  if (s.turn.order.some((i) => s.houses[i]?.eliminated)) out.push('an eliminated house is still in the order');
  return out;
}

describe('properties', () => {
  it('resources, units, cards and influence are never negative nor over their limits; teams have two or more', () => {
    fc.assert(
      fc.property(setupArb, gameArb, (s0, events) => {
        const seen: string[] = [];
        play(s0, events, (s) => seen.push(...problems(s)));
        expect(seen).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('replaying the JSON log reproduces the state, which survives JSON', () => {
    fc.assert(
      fc.property(setupArb, gameArb, (s0, events) => {
        const { log, state } = play(s0, events);
        const again = replay(initialNedca(s0), JSON.parse(JSON.stringify(log.events)) as NedcaEvent[], applyNedca);
        expect(again).toEqual(state);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }),
    );
  });

  it('undo then redo is exact, and undo alone gives the earlier state', () => {
    fc.assert(
      fc.property(setupArb, gameArb, fc.nat(8), (s0, events, k) => {
        const { log, state } = play(s0, events);
        let l = log;
        for (let i = 0; i < k; i++) l = logUndo(l);
        const n = Math.max(0, log.events.length - k);
        expect(replay(initialNedca(s0), l.events, applyNedca)).toEqual(replay(initialNedca(s0), log.events.slice(0, n), applyNedca));
        for (let i = 0; i < k; i++) l = logRedo(l);
        expect(replay(initialNedca(s0), l.events, applyNedca)).toEqual(state);
      }),
    );
  });

  it('the random games make progress (the generator is not all refusals)', () => {
    const kinds = new Set<string>();
    let accepted = 0;
    for (const events of fc.sample(gameArb, { numRuns: 60, seed: 11 })) {
      const { log } = play({ ...three, influence: long }, events);
      accepted += log.events.length;
      for (const e of log.events) kinds.add(e.type);
    }
    const missing = ['battle', 'occupy', 'assault', 'recruit', 'buyBond', 'build', 'research', 'joinTeam', 'lease', 'economy', 'drawOrder'].filter((k) => !kinds.has(k));
    expect(missing).toEqual([]);
    expect(accepted).toBeGreaterThan(600);
  });
});
