import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { STARTING_GOLD, goldAvailable, goldGain, goldLose, goldNewTurn, goldSpend, goldSpendProblem, type Gold } from './gold';

describe('gold (Caleda "Using Gold Pieces")', () => {
  it('the first Talaq example: 6 gold, cavalry 3, claim, tower 4 → next turn 7', () => {
    let g: Gold = { total: 6, setAside: 0 };
    g = goldSpend(g, 3);
    g = goldGain(g);
    expect(g.total).toBe(7);
    expect(goldAvailable(g)).toBe(4);
    expect(goldSpendProblem(g, 4, 'Talaq', 'a tower')).toBeNull();
    g = goldSpend(g, 4);
    expect(goldAvailable(g)).toBe(0);
    expect(goldNewTurn(g)).toEqual({ total: 7, setAside: 0 });
  });

  it('refuses with a reason a player can read', () => {
    expect(goldSpendProblem({ total: 5, setAside: 4 }, 4, 'Talaq', 'the castle')).toBe(
      'Talaq has 1 gold available (4 set aside until their next turn), the castle costs 4.',
    );
    expect(goldSpendProblem({ total: 1, setAside: 0 }, 4, 'Talaq', 'the castle')).toBe('Talaq has 1 gold available, the castle costs 4.');
  });

  it('returns a piece from the available ones first, never going below zero', () => {
    expect(goldLose({ total: 5, setAside: 2 })).toEqual({ total: 4, setAside: 2 });
    expect(goldLose({ total: 3, setAside: 3 })).toEqual({ total: 2, setAside: 2 });
    expect(goldLose({ total: 0, setAside: 0 })).toEqual({ total: 0, setAside: 0 });
  });

  it('starts each kingdom with one piece', () => {
    expect(STARTING_GOLD).toEqual({ total: 1, setAside: 0 });
  });

  it('property: any sequence of gains, losses and affordable spends keeps 0 ≤ set aside ≤ total', () => {
    const op = fc.oneof(fc.constant<'gain'>('gain'), fc.constant<'lose'>('lose'), fc.constant<'turn'>('turn'), fc.integer({ min: 0, max: 8 }));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let g: Gold = STARTING_GOLD;
        for (const o of ops) {
          if (o === 'gain') g = goldGain(g);
          else if (o === 'lose') g = goldLose(g);
          else if (o === 'turn') g = goldNewTurn(g);
          else if (goldSpendProblem(g, o, 'P', 'it') === null) g = goldSpend(g, o);
          expect(g.total).toBeGreaterThanOrEqual(0);
          expect(g.setAside).toBeGreaterThanOrEqual(0);
          expect(g.setAside).toBeLessThanOrEqual(g.total);
        }
      }),
    );
  });
});
