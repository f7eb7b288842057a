import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { affordProblem, incomeFor, poorestPlayers } from './income';

describe('incomeFor — the three examples of "2. Income Phase"', () => {
  it('Castle + 1 Mountain → 1 gold', () => expect(incomeFor(1, 1).gold).toBe(1));
  it('Castle + 1 Mountain + 1 Forest → 2 gold', () => expect(incomeFor(1, 2).gold).toBe(2));
  it('No castle + 1 Mountain + 1 Field → 1 gold', () => expect(incomeFor(0, 2).gold).toBe(1));
  it('no rounding: 3 other tiles give 1, two castles give 2', () => {
    expect(incomeFor(0, 3).gold).toBe(1);
    expect(incomeFor(2, 0).gold).toBe(2);
    expect(incomeFor(0, 0).gold).toBe(0);
  });
  it('property: whole, never negative, never more than castles + others/2', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.nat(40), (c, o) => {
        const g = incomeFor(c, o).gold;
        expect(Number.isInteger(g)).toBe(true);
        expect(g).toBeGreaterThanOrEqual(c);
        expect(g).toBeLessThanOrEqual(c + o / 2);
      }),
    );
  });
});

describe('poorestPlayers — "Poorest Player"', () => {
  it('one poorest player', () => expect(poorestPlayers([3, 1, 2], [true, true, true])).toEqual([1]));
  it('ties: all sharing the least gold', () => expect(poorestPlayers([1, 4, 1, 2], [true, true, true, true])).toEqual([0, 2]));
  it('eliminated players are not counted', () => expect(poorestPlayers([0, 2, 2], [false, true, true])).toEqual([1, 2]));
});

describe('affordProblem', () => {
  it('says what it costs and what is in the reserve', () => {
    expect(affordProblem(3, 4, 'A castle upgrade')).toBe('A castle upgrade costs 4 gold; only 3 in the reserve.');
    expect(affordProblem(4, 4, 'x')).toBeNull();
  });
});
