import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { CITY_ATTACK_TARGET, battleProblem, outOfReach, resolveAssault, resolveBattle } from './battle';
import { CARD_STATS, UNIT_STATS } from './units';

describe('resolveBattle — the worked examples of "BATTLE MECHANICS"', () => {
  it('text example: Attack Power 2 + die 3 + card 1 = 6 against Defense Power 3 + die 4 = 7: the defender wins', () => {
    const r = resolveBattle({ atk: 2, def: 3, defRange: 1, distance: 1, attackDie: 3, defenceDie: 4, attackMod: 1 });
    expect([r.attackTotal, r.defenceTotal, r.winner, r.outOfReach]).toEqual([6, 7, 'defender', false]);
    expect(r.steps.at(-1)?.text).toBe('7 beats 6: the attacking unit is removed');
  });

  it('picture example: 1 + 4 + 1 = 6 against 2 + 5 + 0 = 7', () => {
    const r = resolveBattle({ atk: 1, def: 2, defRange: 1, distance: 1, attackDie: 4, defenceDie: 5, attackMod: 1, defenceMod: 0 });
    expect([r.attackTotal, r.defenceTotal, r.winner]).toEqual([6, 7, 'defender']);
  });

  it('ranged example: Archer (ATK 0) rolls 4 against a Knight (DEF 0, Range 1) 2 spaces away rolling 5: 4 against 3, the Knight is removed', () => {
    const archer = UNIT_STATS.archer;
    const knight = UNIT_STATS.knight;
    expect(archer.rng).toBe(2);
    const r = resolveBattle({ atk: archer.atk, def: knight.def, defRange: knight.rng, distance: 2, attackDie: 4, defenceDie: 5 });
    expect([r.attackTotal, r.defenceTotal, r.outOfReach, r.winner]).toEqual([4, 3, true, 'attacker']);
    expect(r.steps.map((s) => s.rule)).toContain('BATTLE MECHANICS — Ranged Battle Mechanics');
  });

  it('Action Phase example: a Crossbowman (Range 3) attacking a Paladin (Range 1) from afar: the Paladin\'s Defense 2 becomes 0', () => {
    const p = CARD_STATS.paladin;
    const r = resolveBattle({ atk: CARD_STATS.crossbowman.atk, def: p.def, defRange: p.rng, distance: 3, attackDie: 1, defenceDie: 1 });
    expect(r.defenceTotal - 1).toBe(0);
  });

  it('no deduction when the defender is adjacent or its range reaches the attacker', () => {
    const adjacent = resolveBattle({ atk: 0, def: 0, defRange: 1, distance: 1, attackDie: 3, defenceDie: 3 });
    const reaches = resolveBattle({ atk: 0, def: -2, defRange: 2, distance: 2, attackDie: 3, defenceDie: 5 });
    expect([adjacent.outOfReach, adjacent.defenceTotal, reaches.outOfReach, reaches.defenceTotal]).toEqual([false, 3, false, 3]);
  });

  it('a tie removes nobody and stops the attacker', () => {
    const r = resolveBattle({ atk: 3, def: 2, defRange: 1, distance: 1, attackDie: 2, defenceDie: 3 });
    expect([r.winner, r.steps.at(-1)?.text]).toEqual(['tie', 'Tie at 5: nobody is removed; the attacking unit cannot attack again this turn']);
  });

  it('property: totals are the sums; the higher total wins; out of reach costs exactly 2', () => {
    fc.assert(
      fc.property(
        fc.record({ atk: fc.integer({ min: -2, max: 4 }), def: fc.integer({ min: -2, max: 2 }), defRange: fc.integer({ min: 1, max: 3 }), distance: fc.integer({ min: 1, max: 3 }) }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: -2, max: 2 }),
        fc.integer({ min: -2, max: 2 }),
        (u, ad, dd, am, dm) => {
          const r = resolveBattle({ ...u, attackDie: ad, defenceDie: dd, attackMod: am, defenceMod: dm });
          expect(r.attackTotal).toBe(u.atk + ad + am);
          expect(r.defenceTotal).toBe(u.def + dd + dm - (u.distance > u.defRange ? 2 : 0));
          expect(r.winner).toBe(r.attackTotal > r.defenceTotal ? 'attacker' : r.attackTotal < r.defenceTotal ? 'defender' : 'tie');
        },
      ),
    );
  });

  it('battleProblem names the bad entry', () => {
    expect(battleProblem({ atk: 0, def: 0, defRange: 1, distance: 1, attackDie: 7, defenceDie: 1 })).toBe('Red Attack Dice: 7 is not a d6 result (1–6).');
    expect(battleProblem({ atk: 0, def: 0, defRange: 1, distance: 1, attackDie: 1, defenceDie: 0 })).toBe('Blue Defense Dice: 0 is not a d6 result (1–6).');
    expect(battleProblem({ atk: 0, def: 0, defRange: 1, distance: 0, attackDie: 1, defenceDie: 1 })).toMatch(/Distance/);
    expect(battleProblem({ atk: 0, def: 0, defRange: 1, distance: 2, attackDie: 1, defenceDie: 1 })).toBeNull();
  });

  it('outOfReach', () => {
    expect([outOfReach(1, 1), outOfReach(2, 1), outOfReach(2, 2), outOfReach(3, 2)]).toEqual([false, true, false, true]);
  });
});

describe('resolveAssault — City Tile Defense', () => {
  it('6 or higher removes a shield while shields remain', () => {
    const r = resolveAssault(2, 4, 0, 2);
    expect([r.total, r.outcome]).toEqual([6, 'shield']);
  });
  it('less than 6 negates the attack', () => {
    expect(resolveAssault(0, 5, 0, 1).outcome).toBe('negated');
    expect(resolveAssault(-2, 6, 1, 0).outcome).toBe('negated');
  });
  it('with no shields left, 6 or higher removes the Capital City', () => {
    expect(resolveAssault(4, 2, 0, 0).outcome).toBe('capital');
  });
  it('property: the outcome depends only on total ≥ 6 and the shields left', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 4 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: -2, max: 3 }), fc.nat(3), (atk, die, mod, sh) => {
        const r = resolveAssault(atk, die, mod, sh);
        const want = atk + die + mod < CITY_ATTACK_TARGET ? 'negated' : sh > 0 ? 'shield' : 'capital';
        expect(r.outcome).toBe(want);
      }),
    );
  });
});
