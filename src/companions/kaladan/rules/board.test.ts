import { describe, expect, it } from 'vitest';
import { boardProblem, controlled, deployProblem, invasionSize, moveProblem, swapProblem, tileOwner, type TileDef, type Unit } from './board';

const T = (id: string, terrain: string, capacity: number, adjacent: string[], castle = false): TileDef => ({ id, terrain, capacity, adjacent, castle });
// CA — F1 — M1 — FD — CB, and F1 — M2 — M1
const tiles: TileDef[] = [
  T('CA', 'Castle', 4, ['F1'], true),
  T('F1', 'Forest', 4, ['CA', 'M1', 'M2']),
  T('M1', 'Mountain', 3, ['F1', 'FD', 'M2']),
  T('M2', 'Mountain', 3, ['F1']), // M2–M1 listed one way only: adjacency is taken both ways
  T('FD', 'Field', 4, ['M1', 'CB']),
  T('CB', 'Castle', 4, ['FD'], true),
];
let n = 0;
const U = (owner: number, tile: string, kind: Unit['kind'] = 'sword'): Unit => ({ id: `t${++n}`, owner, kind, upgraded: false, tile });

describe('control — "3. Control Rules"', () => {
  const units = [U(0, 'CA', 'crown'), U(0, 'F1'), U(0, 'M1'), U(1, 'CB', 'crown')];
  it('a tile is controlled only with a unit on it', () => {
    expect(tileOwner(units, 'F1')).toBe(0);
    expect(tileOwner(units, 'FD')).toBeNull();
    const c = controlled(tiles, units, 0);
    expect(c.castles.map((t) => t.id)).toEqual(['CA']);
    expect(c.others.map((t) => t.id)).toEqual(['F1', 'M1']);
  });
  it('an abandoned tile is no longer controlled', () => {
    const moved = units.map((u) => (u.tile === 'M1' ? { ...u, tile: 'F1' } : u));
    expect(tileOwner(moved, 'M1')).toBeNull();
  });
});

describe('board as typed in', () => {
  it('accepts the fixture and names problems', () => {
    expect(boardProblem(tiles)).toBeNull();
    expect(boardProblem([])).toMatch(/no tiles/);
    expect(boardProblem([T('A', 'x', 0, [])])).toMatch(/capacity/);
    expect(boardProblem([T('A', 'x', 1, ['Z'])])).toMatch(/unknown neighbour "Z"/);
    expect(boardProblem([T('A', 'x', 1, []), T('A', 'y', 1, [])])).toMatch(/listed twice/);
  });
});

describe('moves — "4. Action Phase" A. Move', () => {
  const a = U(0, 'F1');
  const b = U(0, 'F1');
  const c = U(0, 'F1');
  const d = U(0, 'F1');
  const e = U(1, 'FD');
  const units = [a, b, c, d, e, U(0, 'M1')];
  it('several units from one tile to one adjacent tile within capacity', () => {
    expect(moveProblem(tiles, units, 0, 'F1', 'M2', [a.id, b.id, c.id])).toBeNull();
    expect(moveProblem(tiles, units, 0, 'F1', 'M2', [a.id, b.id, c.id, d.id])).toMatch(/M2 holds 3 units; 0 are there and 4 would arrive/);
    expect(moveProblem(tiles, units, 0, 'F1', 'M1', [a.id, b.id, c.id])).toMatch(/1 is there and 3 would arrive/);
  });
  it('not to a non-adjacent tile, not into an enemy tile, not others’ units', () => {
    expect(moveProblem(tiles, units, 0, 'F1', 'FD', [a.id])).toMatch(/not adjacent/);
    const m1 = units.find((u) => u.tile === 'M1')?.id ?? '';
    expect(moveProblem(tiles, units, 0, 'M1', 'FD', [m1])).toMatch(/enemy.*battle/);
    expect(moveProblem(tiles, units, 1, 'F1', 'M2', [a.id])).toMatch(/not yours/);
    expect(moveProblem(tiles, units, 0, 'M1', 'M2', [a.id])).toMatch(/is not on M1/);
  });
  it('adjacency listed on one side only counts both ways', () => {
    const m1 = units.find((u) => u.tile === 'M1')?.id ?? '';
    expect(moveProblem(tiles, units, 0, 'M1', 'M2', [m1])).toBeNull();
  });
});

describe('swaps — "4. Action Phase" B. Swap', () => {
  const f = [U(0, 'F1'), U(0, 'F1'), U(0, 'F1')];
  const m = [U(0, 'M1')];
  const units = [...f, ...m, U(1, 'FD')];
  const id = (u: Unit | undefined): string => u?.id ?? '';
  it('1-to-1, many-to-1 within capacity', () => {
    expect(swapProblem(tiles, units, 0, 'F1', 'M1', [id(f[0])], [id(m[0])])).toBeNull();
    expect(swapProblem(tiles, units, 0, 'F1', 'M1', [id(f[0]), id(f[1])], [id(m[0])])).toBeNull();
  });
  it('both tiles stay within capacity and under control; no enemy tiles', () => {
    expect(swapProblem(tiles, units, 0, 'F1', 'M1', [id(f[0]), id(f[1]), id(f[2])], [])).toMatch(/M1 would hold 4 units; its capacity is 3/);
    expect(swapProblem(tiles, units, 0, 'F1', 'M1', [], [id(m[0])])).toMatch(/M1 would be empty/);
    expect(swapProblem(tiles, units, 0, 'M1', 'FD', [id(m[0])], [])).toMatch(/two tiles you control/);
  });
});

describe('deployment — "5. Purchase Phase"', () => {
  const units = [U(0, 'CA', 'crown'), U(0, 'F1'), U(1, 'FD'), U(1, 'CB', 'crown')];
  it('on a controlled tile or a vacant adjacent tile', () => {
    expect(deployProblem(tiles, units, 0, 'F1')).toBeNull();
    expect(deployProblem(tiles, units, 0, 'M2')).toBeNull();
  });
  it('not on enemy tiles, not on vacant tiles out of reach, not beyond capacity', () => {
    expect(deployProblem(tiles, units, 0, 'FD')).toMatch(/enemy-controlled/);
    const far = [U(0, 'CA', 'crown')];
    expect(deployProblem(tiles, far, 0, 'M1')).toMatch(/not adjacent to a tile you control/);
    const full = [U(0, 'M2'), U(0, 'M2'), U(0, 'M2')];
    expect(deployProblem(tiles, full, 0, 'M2')).toMatch(/full \(3 of 3\)/);
  });
});

describe('invasionSize — the two examples of "5. Battle"', () => {
  it('Forest (4 units) → Mountain (capacity 3): invade with 3', () => expect(invasionSize(3, 4)).toBe(3));
  it('Mountain (3 units) → Field (capacity 4): invade with all 3', () => expect(invasionSize(4, 3)).toBe(3));
});
