import { describe, expect, it } from 'vitest';
import { economyIncome, leasePayment, teamGold, trackerLevel, BOND_PRICES, STARTING_PURSE } from './economy';
import { turnOrderDraw, turnOrderProblem, victoryCheck } from './victory';
import { seededShuffle } from '../../../dice';

describe('economy (rules: "Economy Phase", "Leasing", "Teams")', () => {
  it('2 Gold per capital, team gold by size, worker yields as entered', () => {
    expect(economyIncome(1, { food: 2, wood: 1 }, 0)).toEqual({ gold: 2, food: 2, wood: 1, stone: 0, iron: 0 });
    expect(economyIncome(2, {}, 2).gold).toBe(5);
    expect(economyIncome(1, { gold: 1 }, 3).gold).toBe(5);
    expect([teamGold(0), teamGold(1), teamGold(2), teamGold(3), teamGold(5)]).toEqual([0, 0, 1, 2, 2]);
  });

  it('lease payments: 2 for the first card, +1 for each next; free between Team members', () => {
    expect([1, 2, 3].map((n) => leasePayment(n, false))).toEqual([2, 3, 4]);
    expect(leasePayment(3, true)).toBe(0);
    expect(leasePayment(0, false)).toBe(0);
  });

  it('starting resources and bond prices as printed', () => {
    expect(STARTING_PURSE).toEqual({ gold: 5, food: 2, wood: 2, stone: 2, iron: 2 });
    expect(BOND_PRICES).toEqual([3, 6, 9, 12, 15, 20, 25, 35, 45, 50]);
    expect([trackerLevel(0, [1, 2]), trackerLevel(1, [1, 2]), trackerLevel(5, [1, 2])]).toEqual([1, 2, 3]);
  });
});

describe('victory (rules: "Winning Conditions")', () => {
  const base = { influence: 0, bonds: 0, objectives: 0, gems: 0, eliminated: false, cardsOnBoard: 0 };
  const check = (players: (typeof base)[], current = 0) => victoryCheck({ players, influenceGoal: 40, bondsToWin: 10, current });

  it('each of the five paths wins', () => {
    expect(check([{ ...base, influence: 40 }, base])?.path).toBe('influence');
    expect(check([base, { ...base, bonds: 10 }])).toMatchObject({ winner: 1, path: 'bonds' });
    expect(check([base, { ...base, objectives: 4 }])?.path).toBe('objectives');
    expect(check([{ ...base, gems: 5 }, base])?.path).toBe('gems');
    expect(check([base, { ...base, eliminated: true }, { ...base, eliminated: true }])).toMatchObject({ winner: 0, path: 'military' });
    expect(check([{ ...base, objectives: 3, gems: 4, bonds: 9, influence: 39 }, base])).toBeNull();
  });

  it('influence reached at once: the player whose turn it is wins; otherwise the most cards on the board', () => {
    expect(check([{ ...base, influence: 41 }, { ...base, influence: 45 }], 1)?.winner).toBe(1);
    expect(check([base, { ...base, influence: 40, cardsOnBoard: 3 }, { ...base, influence: 42, cardsOnBoard: 5 }], 0)?.winner).toBe(2);
  });

  it('turn order: the last player of a round cannot go first; every House once', () => {
    expect(turnOrderProblem([2, 0, 1], [0, 1, 2], [0, 1, 2])).toMatch(/cannot draw the "1st" token/);
    expect(turnOrderProblem([1, 2, 0], [0, 1, 2], [0, 1, 2])).toBeNull();
    expect(turnOrderProblem([1, 1, 0], [0, 1, 2], [0, 1, 2])).toMatch(/exactly once/);
    expect(turnOrderProblem([1, 0], [0, 1], [0, 1])).toBeNull();
  });

  it('the app’s draw never puts the last player first (many seeds)', () => {
    const bad: number[] = [];
    for (let seed = 1; seed <= 200; seed++) {
      let k = 0;
      const order = turnOrderDraw([3, 1, 0, 2, 4], [0, 1, 2, 3, 4], (xs) => seededShuffle(xs, seed * 100 + k++));
      if (turnOrderProblem(order, [3, 1, 0, 2, 4], [0, 1, 2, 3, 4]) !== null) bad.push(seed);
    }
    expect(bad).toEqual([]);
  });
});
