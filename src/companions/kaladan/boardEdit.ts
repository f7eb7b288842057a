/**
 * The board editor's pure steps: each takes the parsed board and returns a changed one, written back as the
 * board text (`boardToText`), so the tap editor and the text stay one board. A tile named like "B3" sits at
 * row B, column 3 of the editor's grid. The basic rules print no map (see README, Interpretations).
 */
import { TERRAIN_CAPACITY, type ParsedBoard, type StartingUnit } from './boardText';
import type { TileDef } from './rules/board';
import { BASIC_KINDS, type BasicKind, type UnitKind } from './rules/units';

export const TERRAINS = ['Forest', 'Mountain', 'Field', 'Castle'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** The grid cell a tile named "B3" sits on (row 1, column 2, from 0), or null for another name. */
export function gridCell(id: string): { row: number; col: number } | null {
  const m = /^([A-Z])(\d{1,2})$/.exec(id);
  if (!m) return null;
  const col = Number(m[2]) - 1;
  return col < 0 ? null : { row: (m[1] as string).charCodeAt(0) - 65, col };
}

export const cellName = (row: number, col: number): string => `${String.fromCharCode(65 + row)}${col + 1}`;

/** The board as text, one line per tile then one per starting unit (Crowns on their home castle are implied). */
export function boardToText(board: ParsedBoard): string {
  const lines = ['# name terrain capacity [castle home=seat spawn=kind] : neighbours'];
  for (const t of board.tiles) {
    const flags = [t.castle && t.terrain.toLowerCase() !== 'castle' ? 'castle' : '', t.home !== null && t.home !== undefined ? `home=${t.home + 1}` : '', t.spawnKind ? `spawn=${t.spawnKind}` : '']
      .filter((f) => f !== '')
      .map((f) => ` ${f}`)
      .join('');
    lines.push(`${t.id} ${t.terrain} ${t.capacity}${flags} : ${t.adjacent.join(' ')}`);
  }
  for (const u of board.units) {
    const home = board.tiles.find((t) => t.home === u.owner);
    if (u.kind === 'crown' && home?.id === u.tile) continue;
    lines.push(`unit ${u.owner + 1} ${u.kind} ${u.tile}`);
  }
  return lines.join('\n');
}

/** A home castle's Crown is implied by the text: when the home moves or goes, that Crown goes with it. */
function dropHomeCrown(b: ParsedBoard, tileId: string): ParsedBoard {
  const seat = b.tiles.find((t) => t.id === tileId)?.home;
  if (seat === null || seat === undefined) return b;
  return { ...b, units: b.units.filter((u) => !(u.kind === 'crown' && u.owner === seat && u.tile === tileId)) };
}

const mapTile = (b: ParsedBoard, id: string, f: (t: TileDef) => TileDef): ParsedBoard => ({ ...b, tiles: b.tiles.map((t) => (t.id === id ? f(t) : t)) });

/** A new tile on an empty cell (a Field of capacity 4 unless told). */
export function addTile(b: ParsedBoard, id: string, terrain: Terrain = 'Field'): ParsedBoard {
  if (b.tiles.some((t) => t.id === id)) return b;
  return { ...b, tiles: [...b.tiles, { id, terrain, capacity: TERRAIN_CAPACITY[terrain] ?? 4, castle: terrain === 'Castle', adjacent: [], home: null, spawnKind: terrain === 'Castle' ? 'sword' : null }] };
}

/** Remove a tile with its links and the units on it. */
export function removeTile(b: ParsedBoard, id: string): ParsedBoard {
  return {
    tiles: b.tiles.filter((t) => t.id !== id).map((t) => ({ ...t, adjacent: t.adjacent.filter((a) => a !== id) })),
    units: b.units.filter((u) => u.tile !== id),
  };
}

/**
 * A tile's terrain; its capacity follows the terrain (the rules' examples: Mountain 3, Field 4, Forest 4; Castle
 * provisional 4). A castle spawns a Sword unless told; a tile that stops being a castle is nobody's home.
 */
// Rules: Generals of Kaladan "5. Battle" (invasion examples give the capacities); "3. Free Spawn Phase" (castles)
export function setTerrain(b0: ParsedBoard, id: string, terrain: Terrain): ParsedBoard {
  const b = terrain === 'Castle' ? b0 : dropHomeCrown(b0, id);
  return mapTile(b, id, (t) => {
    const castle = terrain === 'Castle';
    return { ...t, terrain, capacity: TERRAIN_CAPACITY[terrain] ?? t.capacity, castle, home: castle ? (t.home ?? null) : null, spawnKind: castle ? (t.spawnKind ?? 'sword') : null };
  });
}

export function setCapacity(b: ParsedBoard, id: string, capacity: number): ParsedBoard {
  return Number.isInteger(capacity) && capacity >= 1 ? mapTile(b, id, (t) => ({ ...t, capacity })) : b;
}

/** A castle becomes a player's home (each player has one home: any other castle of theirs is freed). */
export function setHome(b0: ParsedBoard, id: string, seat: number | null): ParsedBoard {
  const target = b0.tiles.find((t) => t.id === id);
  if (!target?.castle) return b0;
  const before = seat === null ? undefined : b0.tiles.find((t) => t.home === seat);
  let b = dropHomeCrown(b0, id);
  if (before) b = dropHomeCrown(b, before.id);
  return { ...b, tiles: b.tiles.map((t) => (t.id === id ? { ...t, home: seat } : seat !== null && t.home === seat ? { ...t, home: null } : t)) };
}

export function setSpawn(b: ParsedBoard, id: string, kind: BasicKind): ParsedBoard {
  return (BASIC_KINDS as readonly string[]).includes(kind) ? mapTile(b, id, (t) => (t.castle ? { ...t, spawnKind: kind } : t)) : b;
}

export const linked = (b: ParsedBoard, a: string, c: string): boolean =>
  b.tiles.some((t) => (t.id === a && t.adjacent.includes(c)) || (t.id === c && t.adjacent.includes(a)));

/** Link two tiles (neighbours both ways), or unlink them when they were linked. */
export function toggleLink(b: ParsedBoard, a: string, c: string): ParsedBoard {
  if (a === c || !b.tiles.some((t) => t.id === a) || !b.tiles.some((t) => t.id === c)) return b;
  const on = !linked(b, a, c);
  return {
    ...b,
    tiles: b.tiles.map((t) => {
      if (t.id !== a && t.id !== c) return t;
      const other = t.id === a ? c : a;
      const rest = t.adjacent.filter((x) => x !== other);
      return { ...t, adjacent: on ? [...rest, other] : rest };
    }),
  };
}

/** How many starting units of a kind a player has on a tile (the implied home Crown included). */
export function unitsOn(b: ParsedBoard, tile: string, owner: number, kind: UnitKind): number {
  return b.units.filter((u) => u.tile === tile && u.owner === owner && u.kind === kind).length;
}

/** Set how many starting units of a kind a player has on a tile. */
export function setUnits(b: ParsedBoard, tile: string, owner: number, kind: UnitKind, n: number): ParsedBoard {
  if (!Number.isInteger(n) || n < 0 || !b.tiles.some((t) => t.id === tile)) return b;
  const others = b.units.filter((u) => !(u.tile === tile && u.owner === owner && u.kind === kind));
  const add: StartingUnit[] = Array.from({ length: n }, () => ({ owner, kind, tile }));
  return { ...b, units: [...others, ...add] };
}
