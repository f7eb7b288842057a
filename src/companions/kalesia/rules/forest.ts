/**
 * The forest of Kalesia: a 5×5 grid of Forest Area cards numbered 1–25, conquered
 * lowest number first, and the temple check (three adjacent areas in a line).
 * Cells are numbered 0–24 row by row from the top-left card as the players see it.
 */
import { seededShuffle } from '../../../dice';
import type { Alliance } from './alliances';

export const FOREST_SIZE = 5;
export const AREA_COUNT = FOREST_SIZE * FOREST_SIZE;

/** A cell of the grid, 0–24, row-major. */
export type Cell = number;

/** What a cell shows: its area number until resolved, then the alliance that took it. */
export type AreaOwner = Alliance | null;

export const cellRow = (cell: Cell): number => Math.floor(cell / FOREST_SIZE);
export const cellCol = (cell: Cell): number => cell % FOREST_SIZE;
export const cellAt = (row: number, col: number): Cell => row * FOREST_SIZE + col;

/** A readable name for a cell, e.g. "row 2, column 4". */
export const cellName = (cell: Cell): string => `row ${cellRow(cell) + 1}, column ${cellCol(cell) + 1}`;

/**
 * Check a layout typed in from the table: 25 numbers, row by row, each of 1–25 exactly once.
 * Returns null when valid, otherwise a player-readable problem.
 */
// Rules: Kalesia "Prepare the Forest"
export function forestLayoutProblem(layout: readonly number[]): string | null {
  if (layout.length !== AREA_COUNT) return `The forest has 25 areas; ${layout.length} were entered.`;
  const seen = new Set<number>();
  for (const [i, n] of layout.entries()) {
    if (!Number.isInteger(n) || n < 1 || n > AREA_COUNT) {
      return `Area at ${cellName(i)}: "${String(n)}" is not an area number (1–25).`;
    }
    if (seen.has(n)) return `Area ${n} was entered twice.`;
    seen.add(n);
  }
  return null;
}

/** A shuffled forest from a recorded seed, row by row (the app lays the cards out for you). */
// Rules: Kalesia "Prepare the Forest" ("Shuffle all 25 Forest Area cards and place them ... in a 5 × 5 grid")
export function shuffledForest(seed: number): number[] {
  return seededShuffle(
    Array.from({ length: AREA_COUNT }, (_, i) => i + 1),
    seed,
  );
}

/**
 * The area contested this hand: the lowest number still showing, with its cell.
 * Null when every area has been resolved.
 */
// Rules: Kalesia "Playing Hands" ("the Forest Area with the lowest visible number")
export function currentArea(layout: readonly number[], owners: readonly AreaOwner[]): { area: number; cell: Cell } | null {
  let best: { area: number; cell: Cell } | null = null;
  layout.forEach((area, cell) => {
    if (owners[cell] === null && (best === null || area < best.area)) best = { area, cell };
  });
  return best;
}

/** All lines of three adjacent cells: horizontal, vertical and both diagonals. */
// Rules: Kalesia "Object of the game" ("three adjacent Forest Areas, along a horizontal, vertical, or diagonal line")
export function templeLines(): Cell[][] {
  const lines: Cell[][] = [];
  const dirs: ReadonlyArray<readonly [number, number]> = [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ];
  for (let r = 0; r < FOREST_SIZE; r++) {
    for (let c = 0; c < FOREST_SIZE; c++) {
      for (const [dr, dc] of dirs) {
        const r2 = r + 2 * dr;
        const c2 = c + 2 * dc;
        if (r2 < 0 || r2 >= FOREST_SIZE || c2 < 0 || c2 >= FOREST_SIZE) continue;
        lines.push([cellAt(r, c), cellAt(r + dr, c + dc), cellAt(r2, c2)]);
      }
    }
  }
  return lines;
}

const LINES = templeLines();

/** A temple: the alliance that built it and the three cells it stands on. */
export interface Temple {
  readonly alliance: Alliance;
  readonly cells: readonly [Cell, Cell, Cell];
}

/**
 * Find a temple: three adjacent areas in a line held by one alliance (the Forest included).
 * When `lastCell` is given, only lines through it are checked (a temple can only appear
 * through the area just conquered). Returns the first temple found, or null.
 */
// Rules: Kalesia "End of the Game" ("One Alliance conquers three adjacent areas in a line")
export function findTemple(owners: readonly AreaOwner[], lastCell?: Cell): Temple | null {
  for (const line of LINES) {
    if (lastCell !== undefined && !line.includes(lastCell)) continue;
    const [a, b, c] = line as [Cell, Cell, Cell];
    const o = owners[a];
    if (o !== null && o !== undefined && owners[b] === o && owners[c] === o) return { alliance: o, cells: [a, b, c] };
  }
  return null;
}
