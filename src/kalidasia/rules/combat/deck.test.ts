import { describe, expect, test } from 'vitest';
import * as fc from 'fast-check';
import { QueuedDice } from '../../../dice';
import { point } from '../../../geometry';
import { CardSource, criticalDamageResolve } from './damage';
import { cardResult, deckApply, deckDiscardDrawn, deckDraw, deckEndPhase, deckNew, deckOffer, deckPlaces, deckShipDestroyed, shipCriticalsOf, weaponDamagedBattery, type DeckModel } from './deck';
import { precisionResolve } from './precision';
import { ALL_CARDS, battery, physicalDeck, target } from './testkit.testing';
import { criticalStatusNew, stepsText } from './types';

const conserved = (d: DeckModel): string[] => {
  const places = deckPlaces(d);
  const problems = [...places.entries()].filter(([, w]) => w.length !== 1).map(([c, w]) => `${c}: ${w.join(', ')}`);
  if (places.size !== 46) problems.push(`${places.size} cards`);
  return problems;
};

function draw(d: DeckModel, card: string): DeckModel {
  const r = deckDraw(d, { kind: 'named', card });
  if (!r.ok) throw new Error(r.reason);
  return r.value.deck;
}
function apply(d: DeckModel, ship: string, card: string, b: number | null = null) {
  const r = deckApply(draw(d, card), ship, card, b);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

describe('the critical deck', () => {
  test('"Weapon Damaged": a Draco rolls 6 (second lap: Plasma Cannons damaged), later 2 (same battery: destroyed, the new card discarded)', () => {
    const draco = target('SFP');
    const first = criticalDamageResolve({ target: draco, deck: physicalDeck(), criticalHits: 1 }, new QueuedDice([6]), CardSource.named(['weaponDamaged-1']));
    if (!first.ok) throw new Error(first.reason);
    const again = criticalDamageResolve({ target: { ...draco, hullDamage: 1, criticals: first.value.criticals }, deck: first.value.deck, criticalHits: 1 }, new QueuedDice([2]), CardSource.named(['weaponDamaged-2']));
    if (!again.ok) throw new Error(again.reason);
    expect({
      first: [first.value.cards[0]?.battery, first.value.criticals.weapons],
      second: [again.value.cards[0]?.battery, again.value.criticals.weapons, again.value.cards[0]?.result],
      onShip: again.value.deck.ships['SFP-T'],
      discard: again.value.deck.discard,
      name: battery('SFP', 1).name,
    }).toEqual({
      first: [1, ['none', 'damaged', 'none', 'none']],
      second: [1, ['none', 'destroyed', 'none', 'none'], 'flipped'],
      onShip: [{ card: 'weaponDamaged-1', side: 'second', battery: 1 }],
      discard: ['weaponDamaged-2'],
      name: 'Plasma Cannons',
    });
    expect(weaponDamagedBattery(['none', 'destroyed', 'none', 'none'], 4)).toBe(0);
  });

  test('return-to-deck cards are discarded; dual status red side, then flipped, then ignored; permanent once; destroyed warship discards its cards', () => {
    let d = physicalDeck();
    const steps: string[] = [];
    for (const [card, b] of [['hullDamage-1', null], ['armorDamaged-1', null], ['armorDamaged-2', null], ['armorDamaged-3', null], ['thrustersJammed-1', null], ['thrustersJammed-2', null]] as const) {
      const r = apply(d, 'X', card, b);
      d = r.deck;
      steps.push(r.result);
    }
    const crit = shipCriticalsOf(d.ships['X'] ?? [], 2);
    const gone = deckShipDestroyed(d, 'X');
    expect({ steps, crit: [crit.armor, crit.thrustersJammed], onShip: (d.ships['X'] ?? []).map((c) => c.card), discard: gone.discard.length, problems: conserved(gone) }).toEqual({
      steps: ['effect', 'kept', 'flipped', 'ignored', 'kept', 'ignored'],
      crit: ['destroyed', true],
      onShip: ['armorDamaged-1', 'thrustersJammed-1'],
      discard: 6,
      problems: [],
    });
  });

  test('an empty draw pile is replenished from the discard pile (seeded, recorded); the end phase shuffles the discard back in', () => {
    let d: DeckModel = { ...deckNew(ALL_CARDS, 1), draw: [], discard: [...ALL_CARDS] };
    const r = deckDraw(d, { kind: 'top', seed: 9 });
    if (!r.ok) throw new Error(r.reason);
    d = r.value.deck;
    const reshuffle = r.value.steps[0];
    const discarded = deckDiscardDrawn(d, r.value.card);
    if (!discarded.ok) throw new Error(discarded.reason);
    const end = deckEndPhase(discarded.value, 3);
    expect({ first: 'reshuffle' in (reshuffle ?? {}), drawLen: d.draw.length, end: end.ok ? [end.value.draw.length, end.value.discard.length] : end.reason, offer: deckOffer(physicalDeck()).length }).toEqual({
      first: true,
      drawLen: 45,
      end: [46, 0],
      offer: 11,
    });
  });

  test('with the app holding the order only the top card may be named; with a physical deck any card of the named kind still in the pile is taken', () => {
    const d = deckNew(ALL_CARDS, 5);
    const top = d.draw[0] as string;
    const other = d.draw.find((c) => c.split('-')[0] !== top.split('-')[0]) as string;
    const wrong = deckDraw(d, { kind: 'named', card: other });
    const ghost = deckDraw(physicalDeck(), { kind: 'named', card: 'hullDamage-99' });
    expect([wrong.ok, ghost.ok && ghost.value.card]).toEqual([false, 'hullDamage-1']);
  });

  test('property: over random draws, applications, discards, destructions and end phases every card is in exactly one place', () => {
    const op = fc.oneof(
      fc.record({ t: fc.constant('apply' as const), ship: fc.constantFrom('A', 'B', 'C'), battery: fc.integer({ min: 0, max: 3 }), seed: fc.nat() }),
      fc.record({ t: fc.constant('discard' as const), seed: fc.nat() }),
      fc.record({ t: fc.constant('destroy' as const), ship: fc.constantFrom('A', 'B', 'C') }),
      fc.record({ t: fc.constant('end' as const), seed: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.boolean(), fc.nat(), fc.array(op, { maxLength: 120 }), (ordered, seed, ops) => {
        let d = deckNew(ALL_CARDS, ordered ? seed : null);
        const problems: string[] = [];
        for (const o of ops) {
          if (o.t === 'destroy') d = deckShipDestroyed(d, o.ship);
          else if (o.t === 'end') {
            const r = deckEndPhase(d, ordered ? o.seed : null);
            if (r.ok) d = r.value;
          } else {
            const pick = ordered ? ({ kind: 'top', seed: o.seed } as const) : ({ kind: 'named', card: d.draw[o.seed % Math.max(1, d.draw.length)] ?? 'hullDamage-1' } as const);
            const r = deckDraw(d, pick);
            if (!r.ok) continue;
            const card = r.value.card;
            const next = o.t === 'apply' ? deckApply(r.value.deck, o.ship, card, o.battery) : deckDiscardDrawn(r.value.deck, card);
            if (!next.ok) problems.push(next.reason);
            else d = 'result' in next.value ? next.value.deck : next.value;
          }
          problems.push(...conserved(d));
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe('precision attacks', () => {
  test('"Precision Attack": four Hunters against a Delphinus — one disrupted by defensive fire, three roll 5, 6, 3; Engines Damaged applied; Reactor x1 dropped for Reactor x2, Weapon Damaged on the Phalanx', () => {
    const hunters = [1, 2, 3, 4].map((i) => ({ id: `Hunter ${i}`, ...point(10 + i, 10) }));
    const r = precisionResolve(
      { target: target('SAM'), deck: physicalDeck(), wings: hunters, defensiveFire: { battery: 1, weapon: battery('SAM', 1), status: 'none', aim: 'Hunter 1', choice: { destroyed: [], tokens: ['Hunter 4'] } } },
      new QueuedDice([4, 2, 1, 5, 6, 3]),
      CardSource.named(['enginesDamaged-1', 'armorDamaged-1', 'reactorDamage1-1', 'reactorDamage2-1', 'weaponDamaged-1']),
      (pair, hit) => (hit === 0 ? { card: 'enginesDamaged-1' } : { card: pair.find((c) => c.startsWith('weapon')) as string, battery: 1 }),
    );
    if (!r.ok) throw new Error(r.reason);
    const v = r.value;
    expect({
      rolling: v.rolling,
      hits: v.hits,
      fates: v.damage.cards.map((c) => [c.card, c.fate, c.battery ?? null]),
      hull: v.damage.hullDamage,
      weapons: v.damage.criticals.weapons,
      problems: conserved(v.damage.deck),
    }).toEqual({
      rolling: ['Hunter 1', 'Hunter 2', 'Hunter 3'],
      hits: 2,
      fates: [
        ['enginesDamaged-1', 'apply', null],
        ['armorDamaged-1', 'discard', null],
        ['reactorDamage1-1', 'discard', null],
        ['weaponDamaged-1', 'apply', 1],
        ['reactorDamage2-1', 'discard', null],
      ],
      hull: 0,
      weapons: ['none', 'damaged'],
      problems: [],
    });
    expect(stepsText(v.steps)).toContain('Hunter 4 is disrupted and cannot make precision attacks.');
  });

  test('"with any antifighter weapons": a second anti-fighter battery fires at the wings still attacking, after the first', () => {
    // Rules: Kalidasia "Precision Attack" — "the target warship may engage the attacking fighter wings with any antifighter weapons the
    // warship carries if those weapons have not yet attacked this turn." (The shipped pack gives each class one such battery; a
    // corrected stat card may give two.)
    const hunters = [1, 2, 3].map((i) => ({ id: `Hunter ${i}`, ...point(10 + i, 10) }));
    const af = battery('SAM', 1);
    const r = precisionResolve(
      {
        target: target('SAM'),
        deck: physicalDeck(),
        wings: hunters,
        defensiveFire: { battery: 1, weapon: af, status: 'none', aim: 'Hunter 1', choice: { destroyed: [], tokens: ['Hunter 1'] } },
        moreDefensiveFire: [{ battery: 2, weapon: { ...af, name: 'Second Phalanx' }, status: 'none', aim: 'Hunter 1', choice: { destroyed: ['Hunter 1'], tokens: ['Hunter 2'] } }],
      },
      // First battery: 4 (one disruption), 1, 1. Second: 6 (the kill), 5 (a disruption), 1. Then Hunter 3 alone rolls: 5.
      new QueuedDice([4, 1, 1, 6, 5, 1, 5]),
      CardSource.named(['hullDamage-1', 'armorDamaged-1']),
      () => ({ card: 'hullDamage-1' }),
    );
    if (!r.ok) throw new Error(r.reason);
    expect({ rolling: r.value.rolling, more: r.value.moreDefensiveFire?.map((f) => [f.battery, f.result.allocation.destroyed, f.result.allocation.disrupted]), hull: r.value.damage.hullDamage }).toEqual({
      rolling: ['Hunter 3'],
      more: [[2, ['Hunter 1'], ['Hunter 2']]],
      hull: 1,
    });
    const twice = precisionResolve({ target: target('SAM'), deck: physicalDeck(), wings: hunters, defensiveFire: { battery: 1, weapon: af, status: 'none', aim: 'Hunter 1' }, moreDefensiveFire: [{ battery: 1, weapon: af, status: 'none', aim: 'Hunter 2' }] }, new QueuedDice([1, 1, 1, 1, 1, 1, 1, 1, 1]), CardSource.named([]));
    expect(twice.ok ? 'accepted' : twice.reason).toBe('Each anti-fighter battery engages the wings once. (rules: "Precision Attack")');
  });

  test('the attacker must assign one of the two unique cards', () => {
    const r = precisionResolve({ target: target('SAM'), deck: physicalDeck(), wings: [{ id: 'H', ...point(0, 0) }] }, new QueuedDice([6]), CardSource.named(['hullDamage-1', 'armorDamaged-1']), () => ({ card: 'sensorDamage1-1' }));
    expect(r.ok ? 'accepted' : r.reason).toBe('Precision hit 1: assign hullDamage-1 or armorDamaged-1, not sensorDamage1-1. (rules: "Precision Attack")');
  });

  test('criticalStatusNew has one weapon slot per battery', () => {
    expect(criticalStatusNew(3).weapons).toEqual(['none', 'none', 'none']);
  });
});

describe('cardResult: the one decision table the deck and the game share', () => {
  test('return to deck: effect; dual status: kept, flipped, ignored; permanent: kept once', () => {
    expect([
      cardResult('returnToDeck', 'none'),
      cardResult('dualStatus', 'none'),
      cardResult('dualStatus', 'damaged'),
      cardResult('dualStatus', 'destroyed'),
      cardResult('permanent', 'none'),
      cardResult('permanent', 'damaged'),
    ]).toEqual(['effect', 'kept', 'flipped', 'ignored', 'kept', 'ignored']);
  });
});
