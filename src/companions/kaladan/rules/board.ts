/**
 * The board of Generals of Kaladan as the tracker sees it: tiles (terrain, castle, capacity,
 * neighbours) and the units standing on them. Control comes only from units on a tile.
 */
import { countOf } from '../../../words';
import { UNIT_NAMES, type BasicKind, type UnitKind } from './units';

/** One tile of the board, typed in at set-up. */
export interface TileDef {
  readonly id: string;
  /** e.g. "Mountain", "Forest", "Field", "Castle". */
  readonly terrain: string;
  readonly castle: boolean;
  /** How many units the tile can hold. */
  readonly capacity: number;
  /** Ids of adjacent tiles (adjacency is taken both ways). */
  readonly adjacent: readonly string[];
  /** Seat of the player whose home castle this is, if any. */
  readonly home?: number | null;
  /** For a castle: the basic unit its terrain spawns for a player who captured it. */
  readonly spawnKind?: BasicKind | null;
}

/** A unit on the board. */
export interface Unit {
  readonly id: string;
  readonly owner: number;
  readonly kind: UnitKind;
  readonly upgraded: boolean;
  readonly tile: string;
}

export const unitsOn = (units: readonly Unit[], tile: string): Unit[] => units.filter((u) => u.tile === tile);

/** The player controlling a tile: whoever has a unit on it; null when empty. */
// Rules: Generals of Kaladan "3. Control Rules" ("You control a tile only if at least one of your units stands on it")
export function tileOwner(units: readonly Unit[], tile: string): number | null {
  return units.find((u) => u.tile === tile)?.owner ?? null;
}

/** Tiles a player controls, castles and others apart. */
// Rules: Generals of Kaladan "3. Control Rules", "2. Income Phase"
export function controlled(tiles: readonly TileDef[], units: readonly Unit[], player: number): { castles: TileDef[]; others: TileDef[] } {
  const mine = tiles.filter((t) => tileOwner(units, t.id) === player);
  return { castles: mine.filter((t) => t.castle), others: mine.filter((t) => !t.castle) };
}

export function areAdjacent(tiles: readonly TileDef[], a: string, b: string): boolean {
  if (a === b) return false;
  const ta = tiles.find((t) => t.id === a);
  const tb = tiles.find((t) => t.id === b);
  return !!ta && !!tb && (ta.adjacent.includes(b) || tb.adjacent.includes(a));
}

/** A problem with the board as typed in, or null. */
export function boardProblem(tiles: readonly TileDef[]): string | null {
  if (tiles.length === 0) return 'The board has no tiles.';
  const ids = new Set<string>();
  for (const t of tiles) {
    if (t.id.trim() === '') return 'Every tile needs a name.';
    if (ids.has(t.id)) return `Tile "${t.id}" is listed twice.`;
    ids.add(t.id);
    if (!Number.isInteger(t.capacity) || t.capacity < 1) return `Tile "${t.id}": capacity must be a whole number of at least 1.`;
  }
  for (const t of tiles) {
    for (const n of t.adjacent) {
      if (!ids.has(n)) return `Tile "${t.id}" lists an unknown neighbour "${n}".`;
      if (n === t.id) return `Tile "${t.id}" cannot be its own neighbour.`;
    }
  }
  return null;
}

const tileOf = (tiles: readonly TileDef[], id: string): TileDef | undefined => tiles.find((t) => t.id === id);

/** Check that ids name distinct units of `player` standing on `tile`. */
export function unitsProblem(units: readonly Unit[], ids: readonly string[], tile: string, owner: number | null): string | null {
  if (new Set(ids).size !== ids.length) return 'A unit is listed twice.';
  for (const id of ids) {
    const u = units.find((x) => x.id === id);
    if (!u) return `There is no unit ${id} on the board.`;
    if (u.tile !== tile) return `${UNIT_NAMES[u.kind]} ${id} is not on ${tile}.`;
    if (owner !== null && u.owner !== owner) return `${UNIT_NAMES[u.kind]} ${id} is not yours.`;
  }
  return null;
}

/**
 * Move units from one tile to an adjacent one that the player controls or that is empty:
 * all from the same tile, all to the same tile, within its capacity; never into an enemy tile.
 */
// Rules: Generals of Kaladan "4. Action Phase" — A. Move; "6. Reinforcement Phase"
export function moveProblem(tiles: readonly TileDef[], units: readonly Unit[], player: number, from: string, to: string, ids: readonly string[]): string | null {
  const dest = tileOf(tiles, to);
  if (!tileOf(tiles, from) || !dest) return `Unknown tile ${tileOf(tiles, from) ? to : from}.`;
  if (ids.length === 0) return 'Choose at least one unit to move.';
  const bad = unitsProblem(units, ids, from, player);
  if (bad) return bad;
  if (!areAdjacent(tiles, from, to)) return `${to} is not adjacent to ${from}.`;
  const owner = tileOwner(units, to);
  if (owner !== null && owner !== player) return `${to} is held by an enemy: you may only enter it by winning a battle.`;
  const there = unitsOn(units, to).length;
  if (there + ids.length > dest.capacity) return `${to} holds ${countOf(dest.capacity, 'unit')}; ${there} ${there === 1 ? 'is' : 'are'} there and ${ids.length} would arrive.`;
  return null;
}

/**
 * Swap units between two adjacent tiles the player controls (1-to-1, 1-to-many or many-to-1):
 * both stay within capacity and both stay under the player's control.
 */
// Rules: Generals of Kaladan "4. Action Phase" — B. Swap; "6. Reinforcement Phase" (one unit)
export function swapProblem(
  tiles: readonly TileDef[],
  units: readonly Unit[],
  player: number,
  a: string,
  b: string,
  fromA: readonly string[],
  fromB: readonly string[],
): string | null {
  const ta = tileOf(tiles, a);
  const tb = tileOf(tiles, b);
  if (!ta || !tb) return `Unknown tile ${ta ? b : a}.`;
  if (!areAdjacent(tiles, a, b)) return `${b} is not adjacent to ${a}.`;
  if (tileOwner(units, a) !== player || tileOwner(units, b) !== player) return 'A swap is only between two tiles you control (no enemy or empty tiles).';
  if (fromA.length === 0 && fromB.length === 0) return 'Choose the units to swap.';
  const bad = unitsProblem(units, fromA, a, player) ?? unitsProblem(units, fromB, b, player);
  if (bad) return bad;
  const afterA = unitsOn(units, a).length - fromA.length + fromB.length;
  const afterB = unitsOn(units, b).length - fromB.length + fromA.length;
  if (afterA > ta.capacity) return `${a} would hold ${afterA} units; its capacity is ${ta.capacity}.`;
  if (afterB > tb.capacity) return `${b} would hold ${afterB} units; its capacity is ${tb.capacity}.`;
  if (afterA === 0 || afterB === 0) return `A swap must leave both tiles under your control; ${afterA === 0 ? a : b} would be empty (use a move).`;
  return null;
}

/**
 * Where a purchased unit may be deployed: a tile the player controls, or a vacant tile adjacent
 * to one, always within capacity; never an enemy tile.
 */
// Rules: Generals of Kaladan "5. Purchase Phase" — A/B deployment
export function deployProblem(tiles: readonly TileDef[], units: readonly Unit[], player: number, tile: string): string | null {
  const t = tileOf(tiles, tile);
  if (!t) return `Unknown tile ${tile}.`;
  const owner = tileOwner(units, tile);
  if (owner !== null && owner !== player) return `${tile} is enemy-controlled: you cannot deploy there.`;
  if (owner === null && !tiles.some((n) => tileOwner(units, n.id) === player && areAdjacent(tiles, n.id, tile))) {
    return `${tile} is empty but not adjacent to a tile you control.`;
  }
  const there = unitsOn(units, tile).length;
  if (there + 1 > t.capacity) return `${tile} is full (${there} of ${t.capacity}).`;
  return null;
}

/** How many surviving attackers must invade a conquered tile: as many as its capacity allows. */
// Rules: Generals of Kaladan "5. Battle" ("Invade the tile with the maximum number of units allowed by the tile's capacity. This is mandatory.")
export function invasionSize(capacity: number, survivors: number): number {
  return Math.min(capacity, survivors);
}
