import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { QueuedDice } from '../../../dice';
import { shipClass } from '../../data';
import { deckCount } from '../../game/invariants';
import { dracoFiring, huntersActive } from '../../game/scenes.testing';
import { play } from '../../game/testkit.testing';
import { antiFighterNext, deckTally, luckPercentile, pileAfter, powerAttackNext, powerOddsFor, powerProgressNew, sensorGainFor, type PowerProgress } from './attackFlow';
import { CardSource } from './damage';
import type { AfToken } from './antiFighter';
import { inches } from '../../../geometry';
import { powerAttackResolve, type PowerAttackInput } from './power';
import { deckFromGame, powerToOutcome, targetFromGame } from '../../game/fromCombat';

function draco(): { input: PowerAttackInput; s: ReturnType<typeof dracoFiring> } {
  const s = dracoFiring();
  const target = targetFromGame(s, 'HHF-1', 'surakari');
  if (!target) throw new Error('target');
  const battery = shipClass(s.pack, 'SFP').batteries[0];
  if (!battery) throw new Error('battery');
  return { s, input: { battery, status: 'none', target, deck: deckFromGame(s) } };
}

describe('the attack wizard, one table step at a time', () => {
  test('power attack with typed dice: gun dice → sensor choice → re-roll → overcharge asked → power dice → named cards → Weapon Damaged die → result (rulebook arithmetic: 1 hit + 1 Pulse Beam solid = 5 power dice)', () => {
    const { input, s } = draco();
    let p: PowerProgress = powerProgressNew(true);
    const seen: string[] = [];
    const asked: object[] = [];
    const answer = (n: ReturnType<typeof powerAttackNext>): void => {
      seen.push(n.kind === 'dice' ? `${n.roll}:${n.count}` : n.kind === 'card' ? `card ${n.index + 1} of ${n.of}` : n.kind);
      if (n.kind === 'dice') {
        const v = { gun: [2, 5], sensor: [4], power: [5, 6, 2, 1, 5], weaponDamaged: [2], destruction: [6] }[n.roll];
        p = { ...p, rolls: [...p.rolls.slice(0, n.index), v] };
      } else if (n.kind === 'sensor') p = { ...p, sensor: [n.missed[0] as number] };
      else if (n.kind === 'overcharge') {
        asked.push({ powerDice: n.powerDice, halved: n.halved, cost: n.cost });
        p = { ...p, overcharge: false };
      } else if (n.kind === 'card') {
        asked.push({ pile: n.pile.length });
        p = { ...p, cards: [...(p.cards ?? []), p.cards?.length ? 'hullDamage-1' : 'weaponDamaged-1'] };
      }
    };
    let n = powerAttackNext(input, p);
    for (let i = 0; i < 12 && n.kind !== 'done' && n.kind !== 'refused'; i++) {
      answer(n);
      n = powerAttackNext(input, p);
    }
    if (n.kind !== 'done') throw new Error(JSON.stringify(n));
    expect(asked).toEqual([{ powerDice: 5, halved: 3, cost: 1 }, { pile: 46 }, { pile: 45 }]);
    expect(seen.slice(0, 7)).toEqual(['gun:2', 'sensor', 'sensor:1', 'overcharge', 'power:5', 'card 1 of 2', 'weaponDamaged:1']);
    expect({ power: n.result.powerDiceBefore, crits: n.result.criticalHits, hull: n.result.damage.hullDamage, cards: n.result.damage.cards.map((c) => c.card) }).toEqual({ power: 5, crits: 2, hull: 3, cards: ['weaponDamaged-1', 'hullDamage-1'] });
    // The same answers through the resolver in one go give the same attack, and the reducer accepts it.
    const direct = powerAttackResolve(input, new QueuedDice(p.rolls.flat()), CardSource.named(p.cards ?? []), { sensorRerolls: [0], overcharge: false });
    if (!direct.ok) throw new Error(direct.reason);
    expect(powerToOutcome(n.result)).toEqual(powerToOutcome(direct.value));
    const after = play(s, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: powerToOutcome(n.result) });
    expect(deckCount(after)).toBe(46);
  });

  test('the app holds the deck: no card is asked for; a card not in the pile is refused with the reason', () => {
    const { input } = draco();
    const app = powerAttackNext(input, { ...powerProgressNew(false), rolls: [[6, 6], [5, 5, 5, 5, 5, 5]], sensor: [], overcharge: false });
    expect(app.kind).not.toBe('card');
    expect(app.kind === 'refused').toBe(false);
    const gone = powerAttackNext(input, { ...powerProgressNew(true), rolls: [[6, 6], [5, 5, 5, 5, 5, 5]], sensor: [], overcharge: false, cards: ['nosuch-9'] });
    expect(gone.kind === 'refused' && gone.reason).toContain('nosuch-9');
  });

  test('property: answering every question with seeded dice always ends in a resolved attack equal to the one-go resolver', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 40, maxLength: 40 }), fc.boolean(), fc.boolean(), (pool, oc, spend) => {
        const { input } = draco();
        let p: PowerProgress = powerProgressNew(false, 9);
        let k = 0;
        let n = powerAttackNext(input, p);
        for (let i = 0; i < 20 && n.kind !== 'done' && n.kind !== 'refused'; i++) {
          if (n.kind === 'dice') {
            const v = pool.slice(k, k + n.count);
            k += n.count;
            p = { ...p, rolls: [...p.rolls.slice(0, n.index), v] };
          } else if (n.kind === 'sensor') p = { ...p, sensor: spend ? n.missed.slice(0, n.tokens) : [] };
          else if (n.kind === 'overcharge') p = { ...p, overcharge: oc };
          n = powerAttackNext(input, p);
        }
        if (n.kind !== 'done') return false;
        const direct = powerAttackResolve(input, new QueuedDice(p.rolls.flat()), CardSource.app(9), { sensorRerolls: p.sensor ?? [], overcharge: p.overcharge ?? false });
        return direct.ok && JSON.stringify(powerToOutcome(direct.value)) === JSON.stringify(powerToOutcome(n.result));
      }),
      { numRuns: 200 },
    );
  });

  test('odds before the dice, the sensor gain, and the luck percentile', () => {
    const { input } = draco();
    const o = powerOddsFor(input, 2, false);
    const sum = o.crits.reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 9);
    expect(o.destroyed).toBeGreaterThanOrEqual(0);
    const gain = sensorGainFor(input, [1, 5], false);
    expect(gain.map((g) => g.spend)).toEqual([0, 1]);
    expect(gain[1]?.expectedCrits).toBeGreaterThan(gain[0]?.expectedCrits ?? 1);
    expect(luckPercentile([0.5, 0.5], 0)).toBe(25);
    expect(luckPercentile([0.5, 0.5], 1)).toBe(75);
  });

  test('anti-fighter fire asks for the gun dice, then applies them to the target and the wings within 3"', () => {
    const s = huntersActive();
    const battery = shipClass(s.pack, 'SFP').batteries[2];
    if (!battery) throw new Error('battery');
    const tokens: AfToken[] = [
      { id: 'A', x: inches(10), y: inches(10) },
      { id: 'B', x: inches(12), y: inches(10) },
      { id: 'C', x: inches(20), y: inches(10) },
    ];
    const first = antiFighterNext({ battery, status: 'none', vs: 'fighters' }, 'A', tokens, { rolls: [] });
    expect(first).toMatchObject({ kind: 'dice', index: 0, count: 3, label: 'Gun dice' });
    const done = antiFighterNext({ battery, status: 'none', vs: 'fighters' }, 'A', tokens, { rolls: [[6, 4, 1]] });
    if (done.kind !== 'done') throw new Error(JSON.stringify(done));
    expect(done.result.allocation).toMatchObject({ destroyed: ['A'], disrupted: ['B'] });
    const damaged = antiFighterNext({ battery, status: 'damaged', vs: 'fighters' }, 'A', tokens, { rolls: [[6, 4, 1]] });
    expect(damaged).toMatchObject({ kind: 'dice', index: 1, count: 2 });
  });

  test('the deck adds up to 46; the pile after named cards', () => {
    const { s, input } = draco();
    expect(deckTally(s.deck, s.ships.map((x) => x.cards)).total).toBe(46);
    expect(pileAfter(input.deck, ['hullDamage-1']).length).toBe(45);
  });
});
