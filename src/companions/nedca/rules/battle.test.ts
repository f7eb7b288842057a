import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { resolveAssault, resolveBattle, type BattleResult } from './battle';
import { BASE_UNITS, SPECIAL_UNITS, UNIT_KINDS, unitStats } from './units';

const battle = (r: ReturnType<typeof resolveBattle>): BattleResult => {
  if (typeof r === 'string') throw new Error(r);
  return r;
};

describe('battles (rules: "Battle Mechanics")', () => {
  it('the rulebook’s first example: attack 2 + 3 + 1 card = 6 against defense 3 + 4 = 7 — the defender wins', () => {
    // Attack Power 2 (Cavalry), Defense Power 3 would need a card: a War Elephant (DEF 2) with +1 from a card.
    const r = battle(resolveBattle({ attacker: { unit: 'cavalry', modifier: 1, die: 3 }, defender: { unit: 'warElephant', modifier: 1, die: 4 }, distance: 1 }));
    expect([r.attackTotal, r.defenseTotal, r.winner, r.outOfReach]).toEqual([6, 7, 'defender', false]);
    expect(r.steps.at(-1)).toMatch(/attacking Cavalry is removed/);
  });

  it('the ranged example: an Archer (ATK 0) rolls 4 at a Knight 2 tiles away, which rolls 5 − 2 = 3 — the Archer wins', () => {
    const r = battle(resolveBattle({ attacker: { unit: 'archer', modifier: 0, die: 4 }, defender: { unit: 'knight', modifier: 0, die: 5 }, distance: 2 }));
    expect([r.attackTotal, r.defenseTotal, r.outOfReach, r.winner]).toEqual([4, 3, true, 'attacker']);
    expect(r.steps[1]).toMatch(/− 2 \(the attacker is 2 tiles away, beyond Range Power 1\)/);
  });

  it('the Crossbowman on a Paladin: Defense Power 2 becomes 0 out of reach', () => {
    const r = battle(resolveBattle({ attacker: { unit: 'crossbowman', modifier: 0, die: 1 }, defender: { unit: 'paladin', modifier: 0, die: 1 }, distance: 3 }));
    expect([r.defenseTotal, r.outOfReach]).toEqual([1, true]);
  });

  it('a defender that can reach back keeps its Defense Power; a tie removes no one', () => {
    const r = battle(resolveBattle({ attacker: { unit: 'archer', modifier: 0, die: 3 }, defender: { unit: 'archer', modifier: 0, die: 5 }, distance: 2 }));
    expect([r.outOfReach, r.defenseTotal, r.winner]).toEqual([false, 3, 'tie']);
    expect(r.steps.at(-1)).toMatch(/cannot attack again this turn/);
  });

  it('refuses a target beyond the attacker’s range and impossible dice, with the reason', () => {
    expect(resolveBattle({ attacker: { unit: 'knight', modifier: 0, die: 3 }, defender: { unit: 'knight', modifier: 0, die: 3 }, distance: 2 })).toMatch(/Range Power 1.*out of range/);
    expect(resolveBattle({ attacker: { unit: 'knight', modifier: 0, die: 7 }, defender: { unit: 'knight', modifier: 0, die: 3 }, distance: 1 })).toMatch(/attack die must be 1 to 6/);
    expect(resolveBattle({ attacker: { unit: 'knight', modifier: 0, die: 3 }, defender: { unit: 'knight', modifier: 0, die: 0 }, distance: 1 })).toMatch(/defense die/);
  });

  it('the unit table is as printed', () => {
    expect(BASE_UNITS.worker).toMatchObject({ mov: 1, rng: 1, atk: -2, def: -1 });
    expect(BASE_UNITS.siegeEngine).toMatchObject({ mov: 1, rng: 1, atk: 4, def: 0 });
    expect(SPECIAL_UNITS.dragon).toMatchObject({ mov: 5, rng: 1, atk: 2, def: -2 });
    expect(SPECIAL_UNITS.lancer).toMatchObject({ mov: 3, rng: 2, atk: 3, def: 1 });
    expect(UNIT_KINDS).toHaveLength(11);
  });

  it('property: the higher total always wins and the winner is never both', () => {
    const unit = fc.constantFrom(...UNIT_KINDS);
    const die = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(unit, unit, die, die, fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }), fc.integer({ min: 1, max: 3 }), (ua, ud, da, dd, ma, md, dist) => {
        const r = resolveBattle({ attacker: { unit: ua, modifier: ma, die: da }, defender: { unit: ud, modifier: md, die: dd }, distance: dist });
        if (typeof r === 'string') return dist > unitStats(ua).rng;
        const expectDef = unitStats(ud).def + dd + md - (dist > unitStats(ud).rng ? 2 : 0);
        const want = r.attackTotal > expectDef ? 'attacker' : r.attackTotal < expectDef ? 'defender' : 'tie';
        return r.defenseTotal === expectDef && r.winner === want && r.attackTotal === unitStats(ua).atk + da + ma;
      }),
    );
  });
});

describe('assaulting a city (rules: "Military Force", "City Tile Defense")', () => {
  it('6 or more removes a shield and rolls again; with no shield left, 6 or more removes the capital', () => {
    const r = resolveAssault('knight', 0, 2, [6, 6, 6]);
    expect(r).toMatchObject({ shieldsRemoved: 2, capitalRemoved: true, unusedDice: 0 });
  });

  it('a roll under 6 ends the assault for the turn; later rolls are not used', () => {
    expect(resolveAssault('knight', 0, 2, [6, 5, 6])).toMatchObject({ shieldsRemoved: 1, capitalRemoved: false, unusedDice: 1 });
  });

  it('Attack Power and cards count: a Siege Engine (ATK 4) removes a shield on a 2', () => {
    expect(resolveAssault('siegeEngine', 0, 1, [2, 1])).toMatchObject({ shieldsRemoved: 1, capitalRemoved: false, unusedDice: 0 });
    expect(resolveAssault('worker', 1, 1, [6])).toMatchObject({ shieldsRemoved: 0 });
  });

  it('refuses dice that are not 1–6 and an empty roll', () => {
    expect(resolveAssault('knight', 0, 2, [6, 9])).toMatch(/Roll 2 must be 1 to 6/);
    expect(resolveAssault('knight', 0, 2, [])).toMatch(/at least one roll/);
  });
});
