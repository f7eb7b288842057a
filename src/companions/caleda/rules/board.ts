/**
 * The Caleda board as a grid of squares whose edges wrap around (one board, or several joined).
 * Squares are numbered row by row from the top-left: index = row × width + col.
 * Pure: no React, no Dexie.
 */

/** Width and height of the play area in squares (joined boards make one larger grid). */
export interface BoardSize {
  readonly width: number;
  readonly height: number;
}

/** A square's index on the board (row-major from the top-left). */
export type Square = number;

/** The smallest board on which a capital and its four neighbours are five different squares. */
export const MIN_BOARD_SIDE = 3;
/** A generous upper bound (several joined boards) that keeps the tracker responsive. */
export const MAX_BOARD_SIDE = 40;

/** A problem with a board size, or null when it is usable. */
export function boardSizeProblem(size: BoardSize): string | null {
  for (const [label, n] of [
    ['width', size.width],
    ['height', size.height],
  ] as const) {
    if (!Number.isInteger(n) || n < MIN_BOARD_SIDE || n > MAX_BOARD_SIDE) {
      return `The board ${label} must be a whole number of squares from ${MIN_BOARD_SIDE} to ${MAX_BOARD_SIDE}; got ${String(n)}.`;
    }
  }
  return null;
}

// Rules: Caleda "General Overview" — "For truly epic games, two or more boards may be joined together."
/** The size of `across` × `down` identical boards joined edge to edge. */
export function joinedBoardSize(one: BoardSize, across: number, down: number): BoardSize {
  return { width: one.width * across, height: one.height * down };
}

export const squareCount = (size: BoardSize): number => size.width * size.height;
export const squareCol = (size: BoardSize, sq: Square): number => sq % size.width;
export const squareRow = (size: BoardSize, sq: Square): number => Math.floor(sq / size.width);

/** Whether `sq` is a square of this board. */
export const squareValid = (size: BoardSize, sq: Square): boolean => Number.isInteger(sq) && sq >= 0 && sq < squareCount(size);

/** The square at a column and row, wrapping around the edges in both directions. */
export function squareAt(size: BoardSize, col: number, row: number): Square {
  const c = ((col % size.width) + size.width) % size.width;
  const r = ((row % size.height) + size.height) % size.height;
  return r * size.width + c;
}

/** Column letters as on a spreadsheet: A…Z, AA, AB… */
function columnLetters(col: number): string {
  let n = col + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** A player-readable name such as "C4" (column letter, row number from 1 at the top). */
export function squareName(size: BoardSize, sq: Square): string {
  return `${columnLetters(squareCol(size, sq))}${squareRow(size, sq) + 1}`;
}

// Rules: Caleda "General Overview" (Note) — "The edges of the board connect so that when a unit moves off
// one side it continues onto the opposite side."
/** The four orthogonal neighbours of a square — north, east, south, west — wrapping at the edges. */
export function squareNeighbours(size: BoardSize, sq: Square): readonly Square[] {
  const c = squareCol(size, sq);
  const r = squareRow(size, sq);
  return [squareAt(size, c, r - 1), squareAt(size, c + 1, r), squareAt(size, c, r + 1), squareAt(size, c - 1, r)];
}

/** Whether two squares share an edge (across the wrapped edges too). */
export function squaresAdjacent(size: BoardSize, a: Square, b: Square): boolean {
  return squareNeighbours(size, a).includes(b);
}

/**
 * Steps at right angles between two squares on an empty board, taking the shorter way
 * around each wrapped edge.
 */
// Rules: Caleda "Actions" — "Units always travel at right angles – to go diagonally a unit must travel two spaces."
export function squareDistance(size: BoardSize, a: Square, b: Square): number {
  const dc = Math.abs(squareCol(size, a) - squareCol(size, b));
  const dr = Math.abs(squareRow(size, a) - squareRow(size, b));
  return Math.min(dc, size.width - dc) + Math.min(dr, size.height - dr);
}

// Rules: Caleda "Defensive Structures" — "on their capital, and on the four adjacent squares (directly
// north, south, east and west) around their capital."
/** The five squares of a capital's city: the capital first, then its four orthogonal neighbours. */
export function citySquares(size: BoardSize, capital: Square): readonly Square[] {
  return [capital, ...squareNeighbours(size, capital)];
}

/** The square a player names, e.g. "c4" or "AB12" (the inverse of `squareName`); null when it is not on this board. */
export function squareByName(size: BoardSize, text: string): Square | null {
  const m = /^\s*([a-z]+)\s*(\d+)\s*$/i.exec(text);
  if (!m) return null;
  const letters = (m[1] ?? '').toUpperCase();
  let col = 0;
  for (const ch of letters) col = col * 26 + (ch.charCodeAt(0) - 64);
  col -= 1;
  const row = Number(m[2]) - 1;
  if (col < 0 || col >= size.width || row < 0 || row >= size.height) return null;
  return row * size.width + col;
}
