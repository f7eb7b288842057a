import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { explainHand, handWinner, playsProblem, roundOf, totalsBoxProblem, totalsOf, totalsProblem, weaponProblem, weaponSet, type Weapon } from './hand';

const C = (value: number): Weapon => ({ alliance: 'centaur', value });
const M = (value: number): Weapon => ({ alliance: 'mermaid', value });
const F = (value: number): Weapon => ({ alliance: 'forest', value });

describe('the two hand examples — Kalesia "Playing Hands"', () => {
  it('hand 1 (5 players): Centaurs 9, Mermaids 11, Forest 3 → Mermaids', () => {
    const t = totalsOf([C(3), C(2), C(2), C(1), C(1), M(4), M(3), M(2), M(2), F(3)]);
    expect(t).toEqual({ centaur: 9, mermaid: 11, forest: 3 });
    expect(handWinner(t)).toBe('mermaid');
  });

  it('hand 2: Centaurs 7, Mermaids 7, Forest 5 → tie, the Forest wins', () => {
    const t = totalsOf([C(3), C(2), C(1), C(1), M(3), M(2), M(2), F(2), F(2), F(1)]);
    expect(t).toEqual({ centaur: 7, mermaid: 7, forest: 5 });
    expect(handWinner(t)).toBe('forest');
  });
});

describe('handWinner', () => {
  it('the Forest wins outright with the highest total, and any tie for first', () => {
    expect(handWinner({ centaur: 2, mermaid: 3, forest: 6 })).toBe('forest');
    expect(handWinner({ centaur: 6, mermaid: 3, forest: 6 })).toBe('forest');
    expect(handWinner({ centaur: 0, mermaid: 0, forest: 0 })).toBe('forest');
    expect(handWinner({ centaur: 8, mermaid: 7, forest: 7 })).toBe('centaur');
  });

  it('property: Centaurs or Mermaids win exactly when they have a strict maximum', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), fc.nat(30), (c, m, f) => {
        const strict = c > m && c > f ? 'centaur' : m > c && m > f ? 'mermaid' : 'forest';
        expect(handWinner({ centaur: c, mermaid: m, forest: f })).toBe(strict);
      }),
    );
  });
});

describe('checking entries', () => {
  it('weapon values: Centaur/Mermaid 1–4, Forest 1–3', () => {
    expect(weaponProblem(C(4))).toBeNull();
    expect(weaponProblem(F(4))).toMatch(/Forest weapons have values 1–3/);
    expect(weaponProblem(M(0))).toMatch(/1–4/);
  });

  it('two weapons per player, all players, no more copies than the box holds', () => {
    expect(playsProblem([[C(1), C(2)], [M(1), F(1)]], 2, 1)).toBeNull();
    expect(playsProblem([[C(1)], [M(1), F(1)]], 2, 1)).toMatch(/Player 1 must play exactly two/);
    expect(playsProblem([[C(1), C(2)]], 2, 1)).toMatch(/all 2 players/);
    const six = Array.from({ length: 3 }, () => [C(4), C(4)]);
    expect(playsProblem(six, 3, 1)).toMatch(/Only 5 "Centaurs 4"/);
    expect(playsProblem(six, 3, 2)).toBeNull();
  });

  it('totals: whole, within two weapons per player, at least 1 per weapon', () => {
    expect(totalsProblem({ centaur: 9, mermaid: 11, forest: 3 }, 5)).toBeNull();
    expect(totalsBoxProblem({ centaur: 17, mermaid: 0, forest: 0 }, 2, 1, [])?.reason).toMatch(/more than four cards can make: .* 4 × 4 = 16\.$/);
    expect(totalsProblem({ centaur: 1, mermaid: 0, forest: 0 }, 2)).toMatch(/at least 1 each/);
    expect(totalsProblem({ centaur: 1.5, mermaid: 4, forest: 0 }, 2)).toMatch(/whole number/);
  });

  it('an experienced-players set is 11 cards worth 26', () => {
    const s = weaponSet();
    expect(s).toHaveLength(11);
    expect(s.reduce((a, w) => a + w.value, 0)).toBe(26);
  });

  it('rounds are four hands', () => {
    expect(roundOf(0)).toEqual({ round: 1, handInRound: 1 });
    expect(roundOf(3)).toEqual({ round: 1, handInRound: 4 });
    expect(roundOf(4)).toEqual({ round: 2, handInRound: 1 });
    expect(roundOf(24)).toEqual({ round: 7, handInRound: 1 });
  });
});

describe('explainHand — the reason shown for each hand', () => {
  it('names the strict leader, or the tie that hands the area to the Forest', () => {
    expect(explainHand({ centaur: 9, mermaid: 11, forest: 3 })).toBe('The Mermaids have the highest total (11) and conquer the area.');
    expect(explainHand({ centaur: 7, mermaid: 7, forest: 5 })).toBe('Centaurs 7 and Mermaids 7 tie for the highest total: a tie goes to the Forest.');
    expect(explainHand({ centaur: 2, mermaid: 6, forest: 6 })).toBe('Mermaids 6 and Forest 6 tie for the highest total: a tie goes to the Forest.');
    expect(explainHand({ centaur: 1, mermaid: 1, forest: 8 })).toBe('The Forest has the highest total (8) and conquers the area.');
  });
});
