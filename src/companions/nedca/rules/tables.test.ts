import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { capitalGold, leasePayment, teamGold, workerYield } from './economy';
import { affordProblem, formatResources, STARTING_RESOURCES } from './resources';
import { joinProblem } from './teams';
import { BOND_COSTS, PROVISIONAL_INFLUENCE, houseLevel, influenceTrackProblem, nextBondCost } from './tracks';
import { CARD_SLOT, CARD_STATS, UNIT_LEVEL, UNIT_STATS, statsOf } from './units';

describe('units — "TYPES OF UNITS", "SPECIAL UNITS AND UPGRADES"', () => {
  it('the six units as printed (MOV, RNG, ATK, DEF)', () => {
    expect(Object.entries(UNIT_STATS).map(([k, s]) => [k, s.mov, s.rng, s.atk, s.def])).toEqual([
      ['worker', 1, 1, -2, -1],
      ['knight', 2, 1, 0, 0],
      ['archer', 2, 2, 0, -2],
      ['cavalry', 3, 1, 2, 1],
      ['siege', 1, 1, 4, 0],
      ['elephant', 2, 1, 3, 2],
    ]);
  });
  it('the five replacement cards as printed', () => {
    expect(Object.entries(CARD_STATS).map(([k, s]) => [k, s.mov, s.rng, s.atk, s.def])).toEqual([
      ['paladin', 2, 1, 1, 2],
      ['crossbowman', 1, 3, 1, 0],
      ['lancer', 3, 2, 3, 1],
      ['catapult', 2, 2, 4, 2],
      ['dragon', 5, 1, 2, -2],
    ]);
  });
  it('a placed card replaces the unit stats; the Dragon sits on the War Elephant', () => {
    expect(statsOf('elephant', 'dragon')).toEqual(CARD_STATS.dragon);
    expect(statsOf('elephant', null)).toEqual(UNIT_STATS.elephant);
    expect(CARD_SLOT.dragon).toBe('elephant');
  });
  it('levels: Worker/Knight 1, Archer/Cavalry 2, Siege Engine/War Elephant 3', () => {
    expect(UNIT_LEVEL).toEqual({ worker: 1, knight: 1, archer: 2, cavalry: 2, siege: 3, elephant: 3 });
  });
});

describe('resources', () => {
  it('start with 5 Gold and 2 of each other resource', () => expect(STARTING_RESOURCES).toEqual({ gold: 5, food: 2, wood: 2, stone: 2, iron: 2 }));
  it('affordProblem names the missing resource', () => {
    expect(affordProblem(STARTING_RESOURCES, { gold: 3, wood: 3 }, 'A Cavalry')).toBe('A Cavalry needs 3 Wood; only 2 on the board.');
    expect(affordProblem(STARTING_RESOURCES, { gold: 5, iron: 2 }, 'x')).toBeNull();
  });
  it('formatResources', () => expect([formatResources({ gold: 3, stone: 1 }), formatResources({})]).toEqual(['3 Gold, 1 Stone', 'nothing']));
});

describe('tracks', () => {
  it('10 bonds, each costing more', () => {
    expect(BOND_COSTS.length).toBe(10);
    expect(BOND_COSTS.every((c, i) => i === 0 || c > (BOND_COSTS[i - 1] ?? 0))).toBe(true);
    expect([nextBondCost(0), nextBondCost(9), nextBondCost(10)]).toEqual([3, 50, null]);
  });
  it('level: the higher of the two tracks (Lv2 at the first bond, Lv3 at the second)', () => {
    const t = PROVISIONAL_INFLUENCE;
    expect([houseLevel(0, 0, t), houseLevel(0, 1, t), houseLevel(0, 2, t), houseLevel(t.lv2, 0, t), houseLevel(t.lv3, 1, t), houseLevel(t.lv2 - 1, 0, t)]).toEqual([1, 2, 3, 2, 3, 1]);
  });
  it('influence track set-up is checked', () => {
    expect(influenceTrackProblem({ lv2: 10, lv3: 5, star: 50 })).toMatch(/Lv2 must come before Lv3/);
    expect(influenceTrackProblem(PROVISIONAL_INFLUENCE)).toBeNull();
  });
});

describe('economy — "1- Economy Phase", leasing and teams', () => {
  it('2 Gold per Capital City controlled', () => expect([capitalGold(0), capitalGold(1), capitalGold(2)]).toEqual([0, 2, 4]));
  it('each worker yields 1 of its tile', () => expect(workerYield({ goldmine: 1, forest: 2, cliff: 0 })).toEqual({ gold: 1, wood: 2 }));
  it('team Gold: 1 for two members, 2 for three or more', () => expect([teamGold(0), teamGold(1), teamGold(2), teamGold(3), teamGold(4)]).toEqual([0, 0, 1, 2, 2]));
  it('lease payments: 2 for the first card, +1 for each next; free in a team', () => {
    expect([leasePayment(0, false), leasePayment(1, false), leasePayment(2, false), leasePayment(3, false), leasePayment(3, true)]).toEqual([0, 2, 3, 4, 0]);
  });
  it('property: worker yield sums to the workers placed', () => {
    fc.assert(
      fc.property(fc.record({ goldmine: fc.nat(4), plains: fc.nat(4), forest: fc.nat(4), mountain: fc.nat(4), cliff: fc.nat(4) }), (w) => {
        const y = workerYield(w);
        expect(Object.values(y).reduce((a, b) => a + (b ?? 0), 0)).toBe(w.goldmine + w.plains + w.forest + w.mountain + w.cliff);
      }),
    );
  });
});

describe('teams — "Joining and Leaving Teams"', () => {
  const j = (name: string, level = 2, gold = 5, team: number | null = null) => ({ name, level, gold, team });
  it('two level-2 houses with 3 Gold each form a team in a 3-player game', () => expect(joinProblem(3, [j('A'), j('B')], 0, 3)).toBeNull());
  it('refusals name the reason', () => {
    expect(joinProblem(2, [j('A'), j('B')], 0, 2)).toBe('Teams are for games of 3 or more players.');
    expect(joinProblem(3, [j('A', 1), j('B')], 0, 3)).toBe('A must be at level 2 or 3 to join a team (now level 1).');
    expect(joinProblem(3, [j('A', 2, 2), j('B')], 0, 3)).toBe('A cannot pay the 3 Gold membership fee (has 2).');
    expect(joinProblem(3, [j('A')], 0, 3)).toMatch(/at least two houses/);
    expect(joinProblem(3, [j('C')], 2, 3)).toBe('A team needs at least one opponent in the game.');
    expect(joinProblem(4, [j('A', 2, 5, 1)], 2, 4)).toBe('A is already in a team: leave it first.');
  });
});
