import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { combatDice, compareDice, diceCountText, diceProblem, roundWinner, structureAttackDice, structureFalls } from './combat';

describe('compareDice (Caleda "Combat")', () => {
  it('the rulebook example: Red 66555 against Green 6661 — Green wins on the third die', () => {
    const r = compareDice([6, 6, 5, 5, 5], [6, 6, 6, 1]);
    expect(r.winner).toBe('defender');
    expect(r.steps).toEqual([
      { attacker: 6, defender: 6, verdict: 'tie' },
      { attacker: 6, defender: 6, verdict: 'tie' },
      { attacker: 5, defender: 6, verdict: 'defender' },
    ]);
  });

  it('the highest die is the score, the others are not added', () => {
    expect(compareDice([6], [5, 5, 5]).winner).toBe('attacker');
    expect(compareDice([1, 2, 3], [4]).winner).toBe('defender');
  });

  it('dice order as entered does not matter', () => {
    expect(compareDice([5, 5, 6, 5, 6], [1, 6, 6, 6]).winner).toBe('defender');
  });

  it('a side with no dice left to match loses', () => {
    expect(compareDice([6], [6, 1]).winner).toBe('defender');
    expect(compareDice([4, 4, 2], [4, 4]).winner).toBe('attacker');
  });

  it('a complete tie is a tie (both re-roll)', () => {
    expect(compareDice([3, 5], [5, 3]).winner).toBe('tie');
  });

  it('property: swapping the sides swaps the winner', () => {
    const dice = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(dice, dice, (a, b) => {
        const w = compareDice(a, b).winner;
        const back = compareDice(b, a).winner;
        expect(back).toBe(w === 'tie' ? 'tie' : w === 'attacker' ? 'defender' : 'attacker');
      }),
    );
  });
});

describe('roundWinner (re-rolls)', () => {
  it('accepts ties followed by a decisive roll', () => {
    expect(roundWinner([{ attacker: [4], defender: [4] }, { attacker: [2], defender: [5] }])).toEqual({ winner: 'defender' });
  });
  it('asks for a re-roll after a complete tie', () => {
    expect(roundWinner([{ attacker: [4], defender: [4] }])).toEqual({ problem: 'A complete tie: both sides re-roll. Enter the re-roll.' });
  });
  it('refuses a re-roll after a decided roll', () => {
    expect(roundWinner([{ attacker: [6], defender: [4] }, { attacker: [2], defender: [5] }])).toHaveProperty('problem');
    expect(roundWinner([])).toHaveProperty('problem');
  });
});

describe('combatDice', () => {
  it('rank 1/2/3', () => {
    const base = { land: 0, structure: null, ambush: false, transported: false } as const;
    expect(combatDice({ ...base, rank: 'infantry' }).total).toBe(1);
    expect(combatDice({ ...base, rank: 'cavalry' }).total).toBe(2);
    expect(combatDice({ ...base, rank: 'general' }).total).toBe(3);
  });
  it('a cavalry defending its outpost in a castle rolls 2 + 2 + 2', () => {
    const c = combatDice({ rank: 'cavalry', land: 2, structure: 'castle', ambush: false, transported: false });
    expect(c.total).toBe(6);
    expect(diceCountText(c)).toBe('6 dice (cavalry 2 + outpost (strong land) 2 + castle 2)');
  });
  it('an ambushing, transported infantry on one strong land rolls 1 + 1 + 3 + 1', () => {
    expect(combatDice({ rank: 'infantry', land: 1, structure: 'tower', ambush: true, transported: true }).total).toBe(7);
  });
  it('checks the number and faces of dice', () => {
    expect(diceProblem([6, 5], 2, 'Red')).toBeNull();
    expect(diceProblem([6], 2, 'Red')).toBe('Red: Expected 2 dice, got 1.');
    expect(diceProblem([7, 1], 2, 'Red')).toMatch(/^Red: Die 1: 7/);
  });
});

describe('attacking a structure (Caleda "Defensive Structures")', () => {
  it('a tower falls on 5 or higher, a castle only on 6', () => {
    expect(structureFalls('tower', [5])).toBe(true);
    expect(structureFalls('tower', [4, 3])).toBe(false);
    expect(structureFalls('castle', [5, 5, 5])).toBe(false);
    expect(structureFalls('castle', [1, 6])).toBe(true);
  });
  it('units roll their rank dice only', () => {
    expect(structureAttackDice('infantry')).toBe(1);
    expect(structureAttackDice('general')).toBe(3);
  });
});
