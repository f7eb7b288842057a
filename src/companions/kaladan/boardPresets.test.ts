// Board presets (issue 23, item 2): a random fair board for any player count, reproducible from its seed.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { fairBoardText, fairRingSize, parseBoardText } from './boardText';
import { kaladanSetupProblem, type KaladanSetup } from './rules/state';
import type { TileDef } from './rules/board';

const inventory = { sword: 3, bow: 3, shield: 3, general: 1, catapult: 1, special: 1 };

/** Each home's surroundings walking forward around the ring: the terrains until the next castle. */
function surroundings(tiles: readonly TileDef[]): string[] {
  const byId = new Map(tiles.map((t) => [t.id, t]));
  return tiles
    .filter((t) => t.home !== null && t.home !== undefined)
    .map((home) => {
      const seen: string[] = [];
      let prev = home.id;
      let cur = home.adjacent[1] ?? '';
      while (cur !== home.id && !byId.get(cur)?.castle) {
        seen.push(byId.get(cur)?.terrain ?? '?');
        const t = byId.get(cur);
        const next = t?.adjacent.find((a) => a !== prev) ?? home.id;
        prev = cur;
        cur = next;
      }
      return seen.join(' ');
    });
}

describe('a random fair board', () => {
  it('sizes: the ring of a square grid shared equally, within the editor’s 8 × 8', () => {
    expect([2, 3, 4, 5, 6, 7, 8].map((n) => fairRingSize(n))).toEqual([
      { side: 4, each: 6 },
      { side: 4, each: 4 },
      { side: 5, each: 4 },
      { side: 6, each: 4 },
      { side: 7, each: 4 },
      { side: 8, each: 4 },
      { side: 7, each: 3 },
    ]);
  });

  it('for 2–8 players and any seed: a valid set-up, a home castle and a Crown each, the same surroundings for everyone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.nat(), (n, seed) => {
        const { text } = fairBoardText(n, seed);
        const parsed = parseBoardText(text, n);
        if (!parsed.ok) throw new Error(parsed.problems.join('; '));
        const setup: KaladanSetup = { players: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, inventory })), ...parsed.board };
        expect(kaladanSetupProblem(setup)).toBeNull();
        const homes = parsed.board.tiles.filter((t) => t.castle);
        expect(homes.map((t) => t.home)).toEqual(Array.from({ length: n }, (_, i) => i));
        expect(new Set(homes.map((t) => t.spawnKind)).size).toBe(1);
        expect(new Set(surroundings(parsed.board.tiles)).size).toBe(1);
        expect(fairBoardText(n, seed).text).toBe(text);
      }),
    );
  });

  it('different seeds give different boards', () => {
    const boards = new Set(Array.from({ length: 20 }, (_, seed) => fairBoardText(3, seed).text.split('\n').slice(1).join('\n')));
    expect(boards.size).toBeGreaterThan(5);
  });
});
