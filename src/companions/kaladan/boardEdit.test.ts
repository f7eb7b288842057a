/** Issue 17: the tap board editor's steps, and that the text and the editor stay one board (property). */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addTile, boardToText, gridCell, removeTile, setCapacity, setHome, setSpawn, setTerrain, setUnits, toggleLink, TERRAINS } from './boardEdit';
import { gridBoardText, parseBoardText, type ParsedBoard } from './boardText';
import { kaladanSetupProblem } from './rules/state';

const parsed = (text: string, players = 2): ParsedBoard => {
  const r = parseBoardText(text, players);
  if (!r.ok) throw new Error(r.problems.join(' '));
  return r.board;
};
const sortUnits = (b: ParsedBoard) => [...b.units].map((u) => `${u.owner}${u.kind}${u.tile}`).sort();

describe('board editor steps', () => {
  const start = parsed(gridBoardText(2, 2, 2));
  it('places tiles on a grid by name', () => {
    expect([gridCell('A1'), gridCell('B2'), gridCell('Castle')]).toEqual([{ row: 0, col: 0 }, { row: 1, col: 1 }, null]);
  });
  it('terrain sets the capacity from the rules’ examples; a castle can be a home with a spawn kind', () => {
    let b = setTerrain(start, 'A2', 'Mountain');
    expect(b.tiles.find((t) => t.id === 'A2')).toMatchObject({ terrain: 'Mountain', capacity: 3, castle: false });
    b = setTerrain(b, 'A2', 'Castle');
    b = setSpawn(setHome(b, 'A2', 0), 'A2', 'bow');
    expect(b.tiles.find((t) => t.id === 'A2')).toMatchObject({ castle: true, home: 0, spawnKind: 'bow' });
    expect(b.tiles.find((t) => t.id === 'A1')?.home).toBeNull();
    const again = parsed(boardToText(b));
    expect(again.units.filter((u) => u.kind === 'crown').map((u) => [u.owner, u.tile])).toEqual([
      [0, 'A2'],
      [1, 'B2'],
    ]);
  });
  it('links are both ways and a second tap unlinks; removing a tile drops its links and units', () => {
    let b = toggleLink(start, 'A1', 'B2');
    expect(parsed(boardToText(b)).tiles.find((t) => t.id === 'B2')?.adjacent).toContain('A1');
    expect(toggleLink(b, 'B2', 'A1').tiles.find((t) => t.id === 'A1')?.adjacent).not.toContain('B2');
    b = setUnits(b, 'A2', 0, 'sword', 2);
    expect(sortUnits(parsed(boardToText(b)))).toEqual(['0crownA1', '0swordA2', '0swordA2', '1crownB2']);
    b = removeTile(b, 'A2');
    expect([b.tiles.map((t) => t.id), b.tiles.flatMap((t) => t.adjacent).includes('A2'), sortUnits(b)]).toEqual([['A1', 'B1', 'B2'], false, ['0crownA1', '1crownB2']]);
  });
  it('a board built by tapping alone starts a game', () => {
    let b: ParsedBoard = { tiles: [], units: [] };
    for (const id of ['A1', 'A2', 'A3']) b = addTile(b, id);
    b = setHome(setTerrain(b, 'A1', 'Castle'), 'A1', 0);
    b = setHome(setTerrain(b, 'A3', 'Castle'), 'A3', 1);
    b = toggleLink(toggleLink(b, 'A1', 'A2'), 'A2', 'A3');
    const board = parsed(boardToText(b));
    const inventory = { sword: 1, bow: 1, shield: 1, general: 1, catapult: 1, special: 1 };
    expect(kaladanSetupProblem({ players: [{ name: 'Ann', inventory }, { name: 'Bo', inventory }], tiles: board.tiles, units: board.units })).toBeNull();
  });
  it('property: any sequence of taps gives text that parses back to the same board', () => {
    const ids = ['A1', 'A2', 'B1', 'B2', 'C1', 'C3'];
    const id = fc.constantFrom(...ids);
    const step = fc.oneof(
      fc.tuple(fc.constant('add' as const), id, fc.constantFrom(...TERRAINS)),
      fc.tuple(fc.constant('remove' as const), id),
      fc.tuple(fc.constant('terrain' as const), id, fc.constantFrom(...TERRAINS)),
      fc.tuple(fc.constant('capacity' as const), id, fc.integer({ min: 0, max: 9 })),
      fc.tuple(fc.constant('home' as const), id, fc.constantFrom(0, 1, null)),
      fc.tuple(fc.constant('link' as const), id, id),
      fc.tuple(fc.constant('units' as const), id, fc.constantFrom(0, 1), fc.constantFrom('sword', 'bow', 'general' as const), fc.integer({ min: 0, max: 3 })),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let b = parsed(gridBoardText(2, 2, 2));
        for (const s of steps) {
          if (s[0] === 'add') b = addTile(b, s[1], s[2]);
          else if (s[0] === 'remove') b = removeTile(b, s[1]);
          else if (s[0] === 'terrain') b = setTerrain(b, s[1], s[2]);
          else if (s[0] === 'capacity') b = setCapacity(b, s[1], s[2]);
          else if (s[0] === 'home') b = setHome(b, s[1], s[2]);
          else if (s[0] === 'link') b = toggleLink(b, s[1], s[2]);
          else b = setUnits(b, s[1], s[2], s[3], s[4]);
          // What the editor shows is what the text says: write it and read it back after every tap.
          b = parsed(boardToText(b));
        }
        const again = parsed(boardToText(b));
        expect(again.tiles).toEqual(b.tiles);
        expect(sortUnits(again)).toEqual(sortUnits(b));
      }),
      { numRuns: 300 },
    );
  });
});
