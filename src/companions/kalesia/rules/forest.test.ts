import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { AREA_COUNT, cellAt, currentArea, findTemple, forestLayoutProblem, shuffledForest, templeLines, type AreaOwner } from './forest';

const inOrder = Array.from({ length: 25 }, (_, i) => i + 1);
const empty = (): AreaOwner[] => Array<AreaOwner>(AREA_COUNT).fill(null);

describe('forest layout — Kalesia "Prepare the Forest"', () => {
  it('accepts 1–25 once each and names what is wrong otherwise', () => {
    expect(forestLayoutProblem(inOrder)).toBeNull();
    expect(forestLayoutProblem(inOrder.slice(1))).toMatch(/24 were entered/);
    expect(forestLayoutProblem([...inOrder.slice(0, 24), 3])).toMatch(/Area 3 was entered twice/);
    expect(forestLayoutProblem([0, ...inOrder.slice(1)])).toMatch(/row 1, column 1.*not an area number/);
  });

  it('shuffles to a valid, repeatable layout', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const l = shuffledForest(seed);
        expect(forestLayoutProblem(l)).toBeNull();
        expect(shuffledForest(seed)).toEqual(l);
      }),
    );
  });
});

describe('currentArea — the lowest visible number', () => {
  it('starts at 1 wherever it lies and skips resolved areas', () => {
    const layout = [...inOrder].reverse();
    expect(currentArea(layout, empty())).toEqual({ area: 1, cell: 24 });
    const owners = empty();
    owners[24] = 'mermaid';
    expect(currentArea(layout, owners)).toEqual({ area: 2, cell: 23 });
  });

  it('is null when all are resolved', () => {
    expect(currentArea(inOrder, Array<AreaOwner>(25).fill('forest'))).toBeNull();
  });
});

describe('temples — Kalesia "End of the Game"', () => {
  it('there are 48 lines of three on a 5×5 grid (15 rows, 15 columns, 18 diagonals)', () => {
    expect(templeLines()).toHaveLength(48);
  });

  it('finds a row, a column and both diagonals', () => {
    const row = empty();
    [cellAt(2, 1), cellAt(2, 2), cellAt(2, 3)].forEach((c) => (row[c] = 'forest'));
    expect(findTemple(row)?.alliance).toBe('forest');
    const col = empty();
    [cellAt(0, 4), cellAt(1, 4), cellAt(2, 4)].forEach((c) => (col[c] = 'centaur'));
    expect(findTemple(col, cellAt(1, 4))?.cells).toEqual([cellAt(0, 4), cellAt(1, 4), cellAt(2, 4)]);
    const anti = empty();
    [cellAt(0, 2), cellAt(1, 1), cellAt(2, 0)].forEach((c) => (anti[c] = 'mermaid'));
    expect(findTemple(anti)?.alliance).toBe('mermaid');
  });

  it('does not join areas across the edge, nor non-adjacent ones, nor mixed owners', () => {
    const o = empty();
    [cellAt(0, 3), cellAt(0, 4), cellAt(1, 0)].forEach((c) => (o[c] = 'centaur'));
    o[cellAt(3, 0)] = 'centaur';
    o[cellAt(3, 2)] = 'centaur'; // gap at (3,1)
    o[cellAt(4, 0)] = 'mermaid';
    o[cellAt(4, 1)] = 'mermaid';
    o[cellAt(4, 2)] = 'centaur';
    expect(findTemple(o)).toBeNull();
  });

  it('the "area 19" example: one area can close a Forest row, a Centaur column or a Mermaid diagonal', () => {
    const x = cellAt(2, 2);
    const o = empty();
    o[cellAt(2, 0)] = 'forest';
    o[cellAt(2, 1)] = 'forest';
    o[cellAt(0, 2)] = 'centaur';
    o[cellAt(1, 2)] = 'centaur';
    o[cellAt(0, 0)] = 'mermaid';
    o[cellAt(1, 1)] = 'mermaid';
    expect(findTemple(o)).toBeNull();
    for (const a of ['forest', 'centaur', 'mermaid'] as const) {
      const after = o.map((v, i) => (i === x ? a : v));
      expect(findTemple(after, x)?.alliance).toBe(a);
    }
  });
});
