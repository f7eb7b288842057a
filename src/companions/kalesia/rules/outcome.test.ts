import { describe, expect, it } from 'vitest';
import { AREA_COUNT, cellAt, findTemple, type AreaOwner } from './forest';
import { gameEnd, outcomeFor } from './outcome';

const empty = (): AreaOwner[] => Array<AreaOwner>(AREA_COUNT).fill(null);

/** A full board with no three-in-a-line anywhere (checked by the test that uses it). */
function fullNoTemple(): AreaOwner[] {
  const rows: AreaOwner[][] = [
    ['mermaid', 'mermaid', 'centaur', 'mermaid', 'centaur'],
    ['forest', 'forest', 'mermaid', 'forest', 'centaur'],
    ['mermaid', 'forest', 'centaur', 'centaur', 'forest'],
    ['forest', 'centaur', 'mermaid', 'mermaid', 'centaur'],
    ['mermaid', 'mermaid', 'centaur', 'mermaid', 'forest'],
  ];
  return rows.flat();
}

describe('gameEnd — Kalesia "End of the Game"', () => {
  it('a temple through the last area ends the game for its alliance', () => {
    const o = empty();
    [cellAt(1, 1), cellAt(2, 2), cellAt(3, 3)].forEach((c) => (o[c] = 'mermaid'));
    expect(gameEnd(o, cellAt(2, 2))).toMatchObject({ winner: 'mermaid', how: 'temple' });
  });

  it('all 25 resolved without a temple: the Forest wins', () => {
    const o = fullNoTemple();
    expect(findTemple(o)).toBeNull();
    expect(gameEnd(o, 24)).toEqual({ winner: 'forest', how: 'forest-holds', temple: null });
  });

  it('not over while areas remain and no temple', () => {
    const o = empty();
    o[0] = 'centaur';
    expect(gameEnd(o, 0)).toBeNull();
  });
});

describe('outcomeFor — who wins', () => {
  const forestHolds = { winner: 'forest' as const, how: 'forest-holds' as const, temple: null };
  const centaurTemple = { winner: 'centaur' as const, how: 'temple' as const, temple: null };

  it('4 players: a Forest win means everyone loses', () => {
    const r = outcomeFor(forestHolds, 4, null);
    expect(r.everyoneLoses).toBe(true);
    expect(r.winners).toEqual([]);
    expect(r.message).toMatch(/everyone loses/);
  });

  it('6 players: nobody holds the Forest either, so the same applies', () => {
    expect(outcomeFor(forestHolds, 6, null).everyoneLoses).toBe(true);
  });

  it('5 players with real cards: the holders of the winning alliance win, unknown to the app', () => {
    const r = outcomeFor(centaurTemple, 5, null);
    expect(r.winners).toBeNull();
    expect(r.everyoneLoses).toBeNull();
    expect(r.message).toMatch(/whoever holds the Centaurs wins/);
  });

  it('with the app’s deal, names the winners', () => {
    const deal = { dealt: ['centaur', 'mermaid', 'forest', 'centaur', 'mermaid'] as const, setAside: [] };
    const r = outcomeFor(centaurTemple, 5, { dealt: [...deal.dealt], setAside: [] }, ['Ann', 'Bo', 'Cy', 'Di', 'Ed']);
    expect(r.winners).toEqual([0, 3]);
    expect(r.message).toMatch(/Winners: Ann, Di/);
  });

  it('2 players: the unrepresented alliance winning means both lose', () => {
    const r = outcomeFor(forestHolds, 2, { dealt: ['centaur', 'mermaid'], setAside: ['forest'] });
    expect(r.everyoneLoses).toBe(true);
    const r2 = outcomeFor(centaurTemple, 2, { dealt: ['centaur', 'mermaid'], setAside: ['forest'] });
    expect(r2.winners).toEqual([0]);
    const r3 = outcomeFor(centaurTemple, 2, null);
    expect(r3.everyoneLoses).toBeNull();
    expect(r3.message).toMatch(/if neither of you holds the Centaurs, you both lose/);
  });
});
