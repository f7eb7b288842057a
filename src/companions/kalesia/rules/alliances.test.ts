import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { allianceCards, allianceCounts, dealAlliances, playerCountValid, setsNeeded, unrepresentedAlliances } from './alliances';

describe('allianceCounts — Kalesia "Preparation" and the 6–10 table', () => {
  it.each([
    [2, 1, 1, 1],
    [3, 1, 1, 1],
    [4, 2, 2, 0],
    [5, 2, 2, 1],
    [6, 3, 3, 0],
    [7, 3, 3, 1],
    [8, 3, 3, 2],
    [9, 4, 4, 1],
    [10, 4, 4, 2],
  ])('%i players: %i centaurs, %i mermaids, %i forests', (n, c, m, f) => {
    expect(allianceCounts(n)).toEqual({ centaur: c, mermaid: m, forest: f });
  });

  it('refuses 1 and 11 players', () => {
    expect(() => allianceCounts(1)).toThrow(/2 to 10/);
    expect(() => allianceCounts(11)).toThrow(/2 to 10/);
    expect(playerCountValid(1)).toBe(false);
    expect(playerCountValid(10)).toBe(true);
  });

  it('needs two boxes from 6 players', () => {
    expect(setsNeeded(5)).toBe(1);
    expect(setsNeeded(6)).toBe(2);
  });
});

describe('dealAlliances', () => {
  it('two players: one of each card is shuffled, one set aside unseen', () => {
    const d = dealAlliances(2, 42);
    expect(d.dealt).toHaveLength(2);
    expect(d.setAside).toHaveLength(1);
    expect([...d.dealt, ...d.setAside].sort()).toEqual(['centaur', 'forest', 'mermaid']);
    expect(unrepresentedAlliances(2, d)).toEqual(d.setAside);
    expect(unrepresentedAlliances(2, null)).toBeNull();
  });

  it('four players: nobody holds the Forest', () => {
    expect(unrepresentedAlliances(4, null)).toEqual(['forest']);
    expect(unrepresentedAlliances(5, null)).toEqual([]);
  });

  it('is the same deal for the same seed', () => {
    expect(dealAlliances(7, 9)).toEqual(dealAlliances(7, 9));
  });

  it('property: deals exactly the table’s cards, one per player, nothing left for 3–10', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), fc.integer(), (n, seed) => {
        const d = dealAlliances(n, seed);
        expect(d.dealt).toHaveLength(n);
        expect(d.setAside).toHaveLength(n === 2 ? 1 : 0);
        expect([...d.dealt, ...d.setAside].sort()).toEqual(allianceCards(n).sort());
      }),
    );
  });
});
