import { describe, expect, test } from 'vitest';
import { QueuedDice } from '../../../dice';
import { point } from '../../../geometry';
import { afRead, antiFighterAllocate, antiFighterResolve, antiFighterRoll, type AfToken } from './antiFighter';
import { CardSource } from './damage';
import { missileLaunchResolve, missileStrikeResolve } from './missiles';
import { antiFighterToOutcome } from '../../game/fromCombat';
import { battery, physicalDeck, target } from './testkit.testing';
import { stepsText, type BatteryInput } from './types';

const PULSE_CANNONS = battery('SBC', 1); // Hydrus Pulse Cannons, F4 x4
const RAPID = battery('SFP', 2); // Draco Rapid Pulse Cannons, F4 x3
const PHALANX = battery('SAM', 1); // Delphinus Phalanx, F4 x3, Anti-Missile
const HUNTER: BatteryInput = { name: 'Hunter Guns', gunCount: 2, power: 4, specials: ['highROF', 'precise'] };
const BLAST: BatteryInput = { name: 'Blast Battery', gunCount: 3, power: 4, specials: ['blast'] };

describe('anti-fighter fire', () => {
  test('"Applying Damage": the Hydrus pulse cannons against Hunter A — one kill and two disruptions among the circled Hunters, Hunter B out of reach', () => {
    const hunters: AfToken[] = [
      { id: 'Hunter A', ...point(10, 10) },
      { id: 'Hunter C', ...point(12, 10) },
      { id: 'Hunter D', ...point(10, 12.5) },
      { id: 'Hunter E', ...point(8, 11) },
      { id: 'Hunter B', ...point(14, 13) },
    ];
    const r = antiFighterResolve({ battery: PULSE_CANNONS, status: 'none', vs: 'fighters' }, 'Hunter A', hunters, new QueuedDice([6, 4, 5, 2]));
    if (!r.ok) throw new Error(r.reason);
    const a = r.value.allocation;
    const touched = [...a.destroyed, ...a.disrupted];
    expect({ kills: r.value.roll.kills, disruptions: r.value.roll.disruptions, destroyed: a.destroyed.length, disrupted: a.disrupted.length, b: touched.includes('Hunter B'), distinct: new Set(touched).size }).toEqual({
      kills: 1,
      disruptions: 2,
      destroyed: 1,
      disrupted: 2,
      b: false,
      distinct: 3,
    });
    expect(stepsText(r.value.steps)).toContain('Hunter B is more than 3" from Hunter A and cannot be affected.');
  });

  test('reading faces: 6 kills, power or more disrupts; missiles die only on 6 (Anti-Missile 4+); a High ROF re-rolled 6 only disrupts fighters', () => {
    expect([afRead(6, 4, 'fighters', []), afRead(4, 4, 'fighters', []), afRead(3, 4, 'fighters', []), afRead(5, 4, 'missiles', []), afRead(4, 4, 'missiles', ['antiMissile']), afRead(6, 4, 'fighters', ['highROF'], true), afRead(6, 4, 'missiles', ['highROF'], true)]).toEqual([
      'kill',
      'disrupt',
      'none',
      'none',
      'kill',
      'disrupt',
      'kill',
    ]);
  });

  test('damaged battery re-rolls successes: the original result stands if the re-roll also succeeds', () => {
    // 6 and 4 succeed, 1 misses; re-rolls: 5 (the kill stands), 2 (the disruption is lost).
    const r = antiFighterRoll({ battery: RAPID, status: 'damaged', vs: 'fighters' }, new QueuedDice([6, 4, 1, 5, 2]));
    expect(r.ok ? [r.value.kills, r.value.disruptions, r.value.allDice] : r.reason).toEqual([1, 0, [6, 4, 1, 5, 2]]);
  });

  test('High ROF re-rolls misses (6 → disruption against fighters, a kill against missiles); Blast adds a die per original 6, not for bonus dice', () => {
    const hunterVsFighters = antiFighterRoll({ battery: HUNTER, status: 'none', vs: 'fighters' }, new QueuedDice([1, 2, 6, 3]));
    const hunterVsMissiles = antiFighterRoll({ battery: HUNTER, status: 'none', vs: 'missiles' }, new QueuedDice([1, 2, 6, 3]));
    const blast = antiFighterRoll({ battery: BLAST, status: 'none', vs: 'fighters' }, new QueuedDice([6, 6, 1, 6, 4]));
    expect({
      fighters: hunterVsFighters.ok ? [hunterVsFighters.value.kills, hunterVsFighters.value.disruptions] : null,
      missiles: hunterVsMissiles.ok ? hunterVsMissiles.value.kills : null,
      blast: blast.ok ? [blast.value.kills, blast.value.disruptions, blast.value.allDice.length] : null,
    }).toEqual({ fighters: [0, 1], missiles: 1, blast: [3, 1, 5] });
  });

  test('allocation: one token on every wing before a second; two tokens destroy; choices that break the rule are refused', () => {
    const wings: AfToken[] = [
      { id: 'A', ...point(0, 0) },
      { id: 'B', ...point(1, 0), disrupted: true },
      { id: 'C', ...point(2, 0) },
    ];
    const auto = antiFighterAllocate('fighters', 0, 3, wings);
    const bad = antiFighterAllocate('fighters', 0, 2, wings, { destroyed: [], tokens: ['B', 'A'] });
    const two = antiFighterAllocate('fighters', 1, 3, wings.slice(0, 1).concat([{ id: 'C', ...point(2, 0) }]), { destroyed: ['A'], tokens: ['C', 'C'] });
    const outcome = two.ok ? antiFighterToOutcome({ roll: { dice: [], kills: 1, disruptions: 3, allDice: [6, 4, 4, 4], steps: [] }, allocation: two.value, allDice: [6, 4, 4, 4], steps: [] }).fighters : null;
    expect({
      auto: auto.ok ? [auto.value.destroyed, auto.value.disrupted, auto.value.twoTokens] : auto.reason,
      bad: bad.ok ? 'accepted' : bad.reason,
      outcome,
    }).toEqual({
      auto: [[], ['A', 'C', 'B'], []],
      bad: 'Every wing must have one damage token before B gets a second. (rules: "Applying Damage from Anti-Fighter Weapons")',
      outcome: { destroyed: ['A'], disrupted: ['C', 'C'] },
    });
  });
});

describe('missiles', () => {
  test('launch: undamaged places one per gun with no dice; damaged places one per 4+', () => {
    const javelin = battery('HHF', 1);
    const a = missileLaunchResolve(javelin, 'none', new QueuedDice([]));
    const b = missileLaunchResolve(javelin, 'damaged', new QueuedDice([4, 3]));
    expect([a.ok && a.value.count, b.ok && [b.value.count, b.value.dice]]).toEqual([2, [1, [4, 3]]]);
  });

  test('"Shooting Down Missiles": a Draco with four Javelins in contact fires its rapid pulse cannons, one six — three missiles strike with three power dice', () => {
    const missiles = [0, 1, 2, 3].map((i) => ({ id: `Javelin ${i + 1}`, ...point(10 + i, 10), power: 1 }));
    const r = missileStrikeResolve(
      { target: target('SFP'), deck: physicalDeck(), missiles, shots: [{ battery: 2, weapon: RAPID, status: 'none', aim: 'Javelin 1' }], overcharge: [] },
      new QueuedDice([6, 5, 2, 5, 2, 1]),
      CardSource.named(['sensorDamage1-1']),
    );
    if (!r.ok) throw new Error(r.reason);
    expect({ down: r.value.shots[0]?.result.allocation.missilesDestroyed.length, struck: r.value.struck.length, power: r.value.powerDice, crits: r.value.criticalHits, hull: r.value.damage.hullDamage }).toEqual({
      down: 1,
      struck: 3,
      power: [5, 2, 1],
      crits: 1,
      hull: 1,
    });
  });

  test('overcharging against an M1 missile changes nothing (each missile its own battery); engine cards from missiles wait for next turn', () => {
    const missiles = [{ id: 'Javelin 1', ...point(0, 0), power: 1 }];
    const r = missileStrikeResolve({ target: target('HHF'), deck: physicalDeck(), missiles, shots: [], overcharge: ['Javelin 1'] }, new QueuedDice([6]), CardSource.named(['enginesDamaged-1']));
    if (!r.ok) throw new Error(r.reason);
    expect({ power: r.value.powerDice.length, cost: r.value.overchargeCost, delayed: r.value.damage.delayed }).toEqual({ power: 1, cost: 1, delayed: ['enginesDamaged-1'] });
    expect(stepsText(r.value.steps)).toContain('against 1 one-die missile it changes nothing');
  });

  test('Anti-Missile destroys on 4+', () => {
    const missiles = [0, 1].map((i) => ({ id: `M${i}`, ...point(i, 0), power: 1 }));
    const r = missileStrikeResolve({ target: target('SAM'), deck: physicalDeck(), missiles, shots: [{ battery: 1, weapon: PHALANX, status: 'none', aim: 'M0' }] }, new QueuedDice([4, 5, 1]), CardSource.named([]));
    expect(r.ok ? [r.value.struck, r.value.powerDice] : r.reason).toEqual([[], []]);
  });
});
