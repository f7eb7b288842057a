import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { boardSizeProblem, citySquares, joinedBoardSize, squareAt, squareByName, squareDistance, squareName, squareNeighbours, squaresAdjacent } from './board';
import { reachProblem, reachableSquares, stepsFrom } from './movement';

const six = { width: 6, height: 6 };

describe('the wrapped board (Caleda "General Overview")', () => {
  it('names squares by column letter and row number', () => {
    expect(squareName(six, 0)).toBe('A1');
    expect(squareName(six, squareAt(six, 2, 3))).toBe('C4');
    expect(squareName({ width: 30, height: 3 }, 27)).toBe('AB1');
  });
  it('the edges connect: off one side onto the opposite side', () => {
    expect(squareNeighbours(six, squareAt(six, 0, 0))).toEqual([squareAt(six, 0, 5), squareAt(six, 1, 0), squareAt(six, 0, 1), squareAt(six, 5, 0)]);
    expect(squaresAdjacent(six, squareAt(six, 5, 2), squareAt(six, 0, 2))).toBe(true);
    expect(squaresAdjacent(six, squareAt(six, 1, 1), squareAt(six, 2, 2))).toBe(false);
  });
  it('diagonal is two steps; the short way round counts', () => {
    expect(squareDistance(six, squareAt(six, 1, 1), squareAt(six, 2, 2))).toBe(2);
    expect(squareDistance(six, squareAt(six, 0, 0), squareAt(six, 5, 5))).toBe(2);
  });
  it('joined boards make one larger grid', () => {
    expect(joinedBoardSize(six, 2, 1)).toEqual({ width: 12, height: 6 });
  });
  it('checks sizes', () => {
    expect(boardSizeProblem(six)).toBeNull();
    expect(boardSizeProblem({ width: 2, height: 6 })).toMatch(/width/);
  });
  it('a city is the capital and its four orthogonal neighbours, wrapping', () => {
    const c = squareAt(six, 0, 0);
    expect(new Set(citySquares(six, c)).size).toBe(5);
    expect(citySquares(six, c)).toContain(squareAt(six, 5, 0));
  });
  it('property: distance is symmetric, and neighbours are at distance 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), fc.integer({ min: 3, max: 9 }), fc.nat(), fc.nat(), (w, h, a0, b0) => {
        const size = { width: w, height: h };
        const a = a0 % (w * h);
        const b = b0 % (w * h);
        expect(squareDistance(size, a, b)).toBe(squareDistance(size, b, a));
        for (const n of squareNeighbours(size, a)) expect(squareDistance(size, a, n)).toBe(1);
        expect(stepsFrom(size, a, () => false)[b]).toBe(squareDistance(size, a, b));
      }),
    );
  });
});

describe('movement (Caleda "Actions")', () => {
  const from = squareAt(six, 2, 2);
  it('a cavalry reaches the 12 squares within two steps', () => {
    expect(reachableSquares(six, from, 2, () => false)).toHaveLength(12);
  });
  it('cannot pass through an enemy square but may enter it', () => {
    const enemy = squareAt(six, 3, 2);
    const beyond = squareAt(six, 4, 2);
    const blocks = (sq: number): boolean => sq === enemy;
    expect(reachableSquares(six, from, 2, blocks)).toContain(enemy);
    expect(reachableSquares(six, from, 2, blocks)).not.toContain(beyond);
    // going round takes four steps
    expect(stepsFrom(six, from, blocks)[beyond]).toBe(4);
    expect(reachProblem(six, from, beyond, 2, blocks, 'E3', 'a Cavalry')).toBe(
      'The way to E3 is blocked by an opponent\'s units or structures; this group moves at most 2 squares (its slowest is a Cavalry) and cannot jump over them.',
    );
  });
  it('explains a move that is too far', () => {
    expect(reachProblem(six, from, squareAt(six, 3, 3), 1, () => false, 'D4', 'an Infantry')).toBe(
      'D4 is 2 squares away at right angles; this group moves at most 1 square (its slowest is an Infantry).',
    );
    expect(reachProblem(six, from, from, 1, () => false, 'C3', 'an Infantry')).toBe('The units are already on C3.');
  });
  it('wraps across the edge', () => {
    expect(reachProblem(six, squareAt(six, 0, 0), squareAt(six, 5, 0), 1, () => false, 'F1', 'an Infantry')).toBeNull();
  });
});

describe('squares by name (set-up entry)', () => {
  it('reads names back, case and spaces aside; off-board names are null', () => {
    expect([squareByName(six, 'c4'), squareByName(six, ' A1 '), squareByName(six, 'G1'), squareByName(six, 'A7'), squareByName(six, 'x')]).toEqual([
      squareAt(six, 2, 3),
      0,
      null,
      null,
      null,
    ]);
  });
  it('is the inverse of squareName on any board', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 40 }), fc.integer({ min: 3, max: 40 }), fc.nat(), (w, h, k) => {
        const size = { width: w, height: h };
        const s = k % (w * h);
        return squareByName(size, squareName(size, s)) === s;
      }),
    );
  });
});
