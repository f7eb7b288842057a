import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { drawTurnOrder, turnOrderProblem } from './turnOrder';
import { checkVictory, influenceVerdict, pathsReached, type HouseStanding } from './victory';

describe('turn order — "4- Cleanup Phase" D', () => {
  it('every house once', () => {
    expect(turnOrderProblem([0, 1, 1], [0, 1, 2], null, true)).toMatch(/exactly once/);
    expect(turnOrderProblem([2, 0, 1], [0, 1, 2], 1, true)).toBeNull();
  });
  it('the last house of the round cannot play first with the tokens; it can in the clockwise variant', () => {
    expect(turnOrderProblem([1, 0, 2], [0, 1, 2], 1, true)).toMatch(/cannot play first/);
    expect(turnOrderProblem([1, 0, 2], [0, 1, 2], 1, false)).toBeNull();
  });
  it('property: the app draw is a legal order, the same for the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.nat(4), fc.nat(), (n, lastRaw, seed) => {
        const houses = Array.from({ length: n }, (_, i) => i);
        const last = lastRaw % n;
        const order = drawTurnOrder(houses, last, seed);
        expect(turnOrderProblem(order, houses, last, true)).toBeNull();
        expect(drawTurnOrder(houses, last, seed)).toEqual(order);
      }),
    );
  });
  it('the draw reaches every legal first player', () => {
    const firsts = new Set(Array.from({ length: 200 }, (_, s) => drawTurnOrder([0, 1, 2, 3], 3, s)[0]));
    expect([...firsts].sort()).toEqual([0, 1, 2]);
  });
});

const H = (p: Partial<HouseStanding> = {}): HouseStanding => ({ influence: 0, bonds: 0, objectives: 0, gems: 0, cardsOnBoard: 0, team: null, eliminated: false, ...p });

describe('victory — "WINNING CONDITIONS"', () => {
  it('each of the five paths', () => {
    const hs = [H({ influence: 50 }), H({ bonds: 10 }), H({ objectives: 4 }), H({ gems: 5 })];
    expect(hs.map((_, i) => pathsReached(hs, i, 50))).toEqual([['influence'], ['bonds'], ['objectives'], ['gems']]);
    const war = [H(), H({ eliminated: true }), H({ eliminated: true })];
    expect(pathsReached(war, 0, 50)).toEqual(['military']);
  });
  it('nobody finished: no verdict', () => expect(checkVictory([H({ influence: 49 }), H({ bonds: 9 })], 0, 50)).toBeNull());
  it('simultaneous finish: the house playing its turn wins', () => {
    expect(checkVictory([H({ influence: 50 }), H({ influence: 51 })], 1, 50)?.winners).toEqual([1]);
  });
  it('simultaneous finish by others: the most cards on the board', () => {
    expect(checkVictory([H(), H({ influence: 50, cardsOnBoard: 3 }), H({ influence: 52, cardsOnBoard: 5 })], 0, 50)?.winners).toEqual([2]);
  });
  it('a team wins together; military victory counts only opponents', () => {
    const hs = [H({ team: 0 }), H({ team: 0 }), H({ eliminated: true })];
    expect(checkVictory(hs, 0, 50)?.winners).toEqual([0, 1]);
    expect(checkVictory([H({ objectives: 4, team: 1 }), H(), H({ team: 1 })], 1, 50)?.winners).toEqual([0, 2]);
  });
  it('the game ends without a winner: the most Influence', () => {
    expect(influenceVerdict([H({ influence: 12 }), H({ influence: 30 }), H({ influence: 40, eliminated: true })]).winners).toEqual([1]);
    expect(influenceVerdict([H({ influence: 30, cardsOnBoard: 1 }), H({ influence: 30, cardsOnBoard: 4 })]).winners).toEqual([1]);
  });
});
