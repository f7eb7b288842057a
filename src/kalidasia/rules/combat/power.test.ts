import { describe, expect, test } from 'vitest';
import * as fc from 'fast-check';
import { QueuedDice, SeededDice } from '../../../dice';
import { CardSource } from './damage';
import { deckPlaces } from './deck';
import { criticalsCount, gunRead, overchargeHalve, powerAttackResolve, powerDicePlan, type PowerChoices } from './power';
import { ALL_CARDS, battery, physicalDeck, target } from './testkit.testing';
import { stepsText, type WarshipTarget } from './types';

const PULSE = battery('SFP', 0); // Medium Plasma Pulse Beams, P2 x2, Pulse Beam
const FIRE_RAILS = battery('HDP', 0); // Fire Rails, P4 x2, Armor Piercing

function attack(dice: number[], t: WarshipTarget, choices: PowerChoices = {}, cards: string[] = [], b = PULSE) {
  const r = powerAttackResolve({ battery: b, status: 'none', target: t, deck: physicalDeck() }, new QueuedDice(dice), CardSource.named(cards), choices);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

describe('power weapons: the rulebook examples', () => {
  test('"Sensor Points": Medium Pulse Beams roll 2 and 3, one sensor point re-rolls the 2 to a 5 — one hit, one solid hit, one sensor point left', () => {
    // Gun dice 2, 3; re-roll 5; then 5 power dice (2 + 3 with Pulse Beam), all misses against the Hammerhead's 5+.
    const r = attack([2, 3, 5, 1, 1, 2, 3, 4], target('HHF', { sensorTokens: 2 }), { sensorRerolls: [0] });
    expect({ gun: r.gunDice, rerolls: r.sensorRerolls, hits: r.hits, solid: r.solidHits, power: r.powerDiceBefore, crits: r.criticalHits }).toEqual({
      gun: [5, 3],
      rerolls: [{ index: 0, from: 2, value: 5 }],
      hits: 2,
      solid: 1,
      power: 5,
      crits: 0,
    });
    expect(stepsText(r.steps)).toContain('1 sensor point spent: 2 → 5; 1 sensor point left on Hammerhead Frigate HHF-T. (Sensor Points)');
  });

  test('the lowest missed die is re-rolled when only a count of sensor points is given', () => {
    const r = attack([3, 2, 6, 1, 1, 1, 1, 1], target('HHF', { sensorTokens: 1 }), { sensorRerolls: 1 });
    expect(r.sensorRerolls).toEqual([{ index: 1, from: 2, value: 6 }]);
  });

  test('"Critical Damage": two hits make four power dice, one solid hit five, two solid hits six', () => {
    const plan = (dice: number[]) => powerDicePlan(PULSE, dice.map((d) => gunRead('none', d))).powerDice;
    expect([plan([3, 4]), plan([4, 5]), plan([5, 6])]).toEqual([4, 5, 6]);
  });

  test('"Overcharging armor": a Heragul warship hit for five power dice overcharges to three, spending a reactor point', () => {
    const r = attack([4, 5, 6, 6, 1], target('HHF'), { overcharge: true }, ['sensorDamage1-1', 'reactorDamage1-1']);
    expect({ before: r.powerDiceBefore, after: r.powerDice.length, cost: r.overchargeCost, crits: r.criticalHits, halves: [1, 2, 3, 4, 5].map(overchargeHalve) }).toEqual({
      before: 5,
      after: 3,
      cost: 1,
      crits: 2,
      halves: [1, 1, 2, 2, 3],
    });
  });

  test('no overcharge without Active Armor, with destroyed armor, or without a reactor point', () => {
    const run = (t: WarshipTarget) => powerAttackResolve({ battery: PULSE, status: 'none', target: t, deck: physicalDeck() }, new QueuedDice([4, 5, 1, 1, 1]), CardSource.named([]), { overcharge: true });
    const draco = run(target('SFP'));
    const broken = run(target('HHF', { criticals: { ...target('HHF').criticals, armor: 'destroyed' } }));
    const dry = run(target('HHF', { reactorAvailable: 0 }));
    expect([draco.ok, broken.ok, dry.ok]).toEqual([false, false, false]);
  });

  test('"Armor Piercing": the Pale Fox Fire Rails roll 3 and 5 — the 5 is an automatic critical, only four power dice, at most one more critical', () => {
    // Power dice 6, 6, 5, 1 against the Draco's 5+: three would crit, but only the gun that hit with the 3 may.
    const r = attack([3, 5, 6, 6, 5, 1], target('SFP'), {}, ['sensorDamage1-1', 'reactorDamage1-1'], FIRE_RAILS);
    expect({ power: r.powerDice.length, auto: r.autoCrits, crits: r.criticalHits, hull: r.damage.hullDamage }).toEqual({ power: 4, auto: 1, crits: 2, hull: 2 });
    expect(stepsText(r.steps)).toContain('capped at 1 gun that hit and may crit normally');
  });

  test('"Warship Destruction": the 7-hull frigate takes an 8th point (rolls 3, survives), then two more (rolls 4, 5, 1, destroyed)', () => {
    // Seven yellow tokens already; Medium Pulse Beams hit twice, one power die of six crits (capped by... 2 guns), one card.
    const t7 = target('SFP', { hullDamage: 7 });
    const first = attack([3, 4, 6, 1, 1, 1, 3], t7, {}, ['sensorDamage1-1']);
    const t8 = { ...t7, hullDamage: first.damage.hullAfter };
    const second = attack([3, 4, 6, 6, 1, 1, 4, 5, 1], t8, {}, ['reactorDamage1-1', 'reactorDamage1-2']);
    expect({
      first: [first.damage.hullAfter, first.damage.yellow, first.damage.red, first.damage.destructionDice, first.damage.destroyed],
      second: [second.damage.hullAfter, second.damage.red, second.damage.destructionDice, second.damage.destroyed],
    }).toEqual({ first: [8, 7, 1, [3], false], second: [10, 3, [4, 5, 1], true] });
  });

  test('the step-by-step explanation reads like the table', () => {
    const r = attack([2, 3, 5, 1, 6, 2, 3, 5], target('SFP', { sensorTokens: 2 }), { sensorRerolls: [0] }, ['hullDamage-1', 'armorDamaged-1']);
    expect(stepsText(r.steps).split('\n')).toEqual([
      'Medium Plasma Pulse Beams (3–4 hit, 5–6 solid) rolled 2, 3: 1 hit, 1 miss. (Resolving the Attack)',
      '1 sensor point spent: 2 → 5; 1 sensor point left on Draco Frigate SFP-T. (Sensor Points)',
      '2 hits, 1 solid hit. (Resolving the Attack)',
      '2 guns hit (power 2 each): 5 power dice. (Critical Damage)',
      'Pulse Beam: +1 power die for each of 1 solid hit. (Weapon Special Abilities)',
      'Power dice 1, 6, 2, 3, 5 against critical value 5+: 2 ≥ 5 → 2 critical hits. (Resolving Critical Hits)',
      '2 critical hits: 2 points of hull damage and 2 critical cards. (Resolving Critical Hits)',
      'Drew Hull Damage (hullDamage-1). (Critical Damage Cards)',
      'Hull Damage: apply its effect, then discard the card. (Return to Deck Cards)',
      'Drew Armor Damaged (armorDamaged-1). (Critical Damage Cards)',
      'Armor Damaged: placed red side readable. (Dual Status Cards)',
      'Draco Frigate SFP-T suffers 3 points of hull damage: hull damage 3 of 7 (3 yellow, 0 red). (Resolving Critical Hits)',
    ]);
  });

  test('damaged battery: 5 hits, 6 solid; destroyed battery cannot attack; refusals name the die', () => {
    const damaged = powerAttackResolve({ battery: PULSE, status: 'damaged', target: target('SFP'), deck: physicalDeck() }, new QueuedDice([4, 6, 1, 1, 1]), CardSource.named([]));
    const destroyed = powerAttackResolve({ battery: PULSE, status: 'destroyed', target: target('SFP'), deck: physicalDeck() }, new QueuedDice([4, 6]), CardSource.named([]));
    const hitReroll = powerAttackResolve({ battery: PULSE, status: 'none', target: target('SFP', { sensorTokens: 1 }), deck: physicalDeck() }, new QueuedDice([4, 6, 1]), CardSource.named([]), { sensorRerolls: [0] });
    expect({
      damaged: damaged.ok ? [damaged.value.hits, damaged.value.solidHits, damaged.value.powerDiceBefore] : damaged.reason,
      destroyed: destroyed.ok ? 'fired' : destroyed.reason,
      hitReroll: hitReroll.ok ? 'rerolled' : hitReroll.reason,
    }).toEqual({
      damaged: [1, 1, 3],
      destroyed: 'Medium Plasma Pulse Beams is destroyed and cannot attack. (rules: "Resolving the Attack")',
      hitReroll: 'Gun die 1 (4) hit: sensor points re-roll dice that did not hit. (rules: "Sensor Points")',
    });
  });
});

describe('power weapons: properties', () => {
  test('criticals never exceed the guns that hit; hull damage ≥ critical hits; the 46 cards stay in one place each', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom<'none' | 'damaged'>('none', 'damaged'), fc.integer({ min: 0, max: 3 }), fc.boolean(), (seed, status, sensors, ap) => {
        const b = ap ? FIRE_RAILS : PULSE;
        const r = powerAttackResolve(
          { battery: b, status, target: target('HHF', { sensorTokens: sensors, hullDamage: 5 }), deck: physicalDeck() },
          new SeededDice(seed),
          CardSource.named(ALL_CARDS.slice(0, 8)),
          { sensorRerolls: sensors, overcharge: (n) => n > 4 },
        );
        const problems: string[] = [];
        if (!r.ok) problems.push(r.reason);
        else {
          const v = r.value;
          if (v.criticalHits > v.hits) problems.push(`crits ${v.criticalHits} > hits ${v.hits}`);
          if (v.damage.hullDamage < v.criticalHits) problems.push('hull < crits');
          const places = deckPlaces(v.damage.deck);
          if (places.size !== 46 || [...places.values()].some((w) => w.length !== 1)) problems.push('deck not conserved');
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  test('criticalsCount caps normal criticals and adds automatic ones', () => {
    expect(criticalsCount([6, 6, 5, 1], 5, 1, 1)).toEqual({ rolled: 3, counted: 1, total: 2 });
  });
});
