import { describe, expect, it } from 'vitest';
import { gridBoardText, parseBoardText } from './boardText';
import { initialKaladan, kaladanSetupProblem } from './rules/state';

describe('board text', () => {
  it('parses tiles, flags, neighbours and starting units; places missing Crowns on home castles', () => {
    const r = parseBoardText('CA Castle 4 home=1 spawn=sword : F1\nF1 Forest 4 : CA CB # middle\nCB Castle 4 home=2 : F1\n\nunit 1 sword F1', 2);
    expect(r).toEqual({
      ok: true,
      board: {
        tiles: [
          { id: 'CA', terrain: 'Castle', capacity: 4, castle: true, adjacent: ['F1'], home: 0, spawnKind: 'sword' },
          { id: 'F1', terrain: 'Forest', capacity: 4, castle: false, adjacent: ['CA', 'CB'], home: null, spawnKind: null },
          { id: 'CB', terrain: 'Castle', capacity: 4, castle: true, adjacent: ['F1'], home: 1, spawnKind: null },
        ],
        units: [
          { owner: 0, kind: 'sword', tile: 'F1' },
          { owner: 0, kind: 'crown', tile: 'CA' },
          { owner: 1, kind: 'crown', tile: 'CB' },
        ],
      },
    });
  });

  it('names the line of every problem', () => {
    const r = parseBoardText('CA Castle four : F1\nF1 Forest 4 CA\nM1 Mountain 3 home=1 : F1\nunit 3 sword F1\nunit 1 dragon F1\nX Field 2 big : F1', 2);
    expect(r).toEqual({
      ok: false,
      problems: [
        'Line 1: a tile is "<name> <terrain> <capacity> … : <neighbours>" with a capacity of 1 or more.',
        'Line 2: put a colon before the neighbours, e.g. "F1 Forest 4 : CA M1".',
        "Line 3: only a castle can be a player's home.",
        'Line 4: "3" is not a player seat (1–2).',
        'Line 5: "dragon" is not a unit (sword, bow, shield, general, catapult, crown, special).',
        'Line 6: "big" is not understood (castle, home=<seat>, spawn=sword|bow|shield).',
      ],
    });
  });

  it('the starter grid is a valid board for 2–8 players with a Crown each', () => {
    const problems: string[] = [];
    for (let n = 2; n <= 8; n++) {
      const r = parseBoardText(gridBoardText(4, 5, n), n);
      if (!r.ok) {
        problems.push(`${n}: ${r.problems.join('; ')}`);
        continue;
      }
      const players = Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
      const p = kaladanSetupProblem({ players, ...r.board });
      if (p) problems.push(`${n}: ${p}`);
      else if (initialKaladan({ players, ...r.board }).units.filter((u) => u.kind === 'crown').length !== n) problems.push(`${n}: crowns`);
    }
    expect(problems).toEqual([]);
  });

  it('grid neighbours are orthogonal and both ways', () => {
    const r = parseBoardText(gridBoardText(3, 3, 2), 2);
    const tiles = r.ok ? r.board.tiles : [];
    expect(tiles.find((t) => t.id === 'B2')?.adjacent).toEqual(['A2', 'C2', 'B1', 'B3']);
    expect(tiles.find((t) => t.id === 'A1')).toMatchObject({ castle: true, home: 0, adjacent: ['B1', 'A2'] });
    expect(tiles.find((t) => t.id === 'C3')).toMatchObject({ castle: true, home: 1 });
    const oneWay = tiles.flatMap((t) => t.adjacent.filter((n) => !tiles.find((x) => x.id === n)?.adjacent.includes(t.id)).map((n) => `${t.id}->${n}`));
    expect(oneWay).toEqual([]);
  });
});
