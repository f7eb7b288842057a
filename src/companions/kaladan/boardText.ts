/**
 * The board of a Generals of Kaladan game as typed on the set-up screen, one line per tile:
 *
 *   CA  Castle   4 castle home=1 spawn=sword : F1
 *   F1  Forest   4 : CA M1 M2
 *   unit 1 sword F1
 *
 * `id terrain capacity [castle] [home=<seat>] [spawn=sword|bow|shield] : neighbours…`; a line
 * `unit <seat> <kind> <tile>` places a starting unit. Seats are counted from 1 as players see them.
 * Each player whose Crown is not placed gets it on their home castle. `#` starts a comment.
 * The basic rules print no map: this is how a table describes its own (see README, Interpretations).
 */
import { seededShuffle } from '../../dice';
import type { TileDef } from './rules/board';
import type { KaladanSetup } from './rules/state';
import { BASIC_KINDS, UNIT_KINDS, type BasicKind, type UnitKind } from './rules/units';

export type StartingUnit = KaladanSetup['units'][number];

export interface ParsedBoard {
  readonly tiles: TileDef[];
  readonly units: StartingUnit[];
}

/** Parse the board text; every problem names its line. */
export function parseBoardText(text: string, players: number): { ok: true; board: ParsedBoard } | { ok: false; problems: string[] } {
  const tiles: TileDef[] = [];
  const units: StartingUnit[] = [];
  const problems: string[] = [];
  const seat = (word: string, line: number): number | null => {
    const n = Number(word);
    if (!Number.isInteger(n) || n < 1 || n > players) {
      problems.push(`Line ${line}: "${word}" is not a player seat (1–${players}).`);
      return null;
    }
    return n - 1;
  };
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    const body = (raw.split('#')[0] ?? '').trim();
    if (body === '') return;
    const words = body.split(/\s+/);
    if (words[0]?.toLowerCase() === 'unit') {
      if (words.length !== 4) {
        problems.push(`Line ${line}: a unit line is "unit <seat> <kind> <tile>".`);
        return;
      }
      const owner = seat(words[1] ?? '', line);
      const kind = (words[2] ?? '').toLowerCase();
      if (!(UNIT_KINDS as readonly string[]).includes(kind)) {
        problems.push(`Line ${line}: "${words[2]}" is not a unit (${UNIT_KINDS.join(', ')}).`);
        return;
      }
      if (owner !== null) units.push({ owner, kind: kind as UnitKind, tile: words[3] ?? '' });
      return;
    }
    const [head = '', tail] = body.split(':');
    if (tail === undefined) {
      problems.push(`Line ${line}: put a colon before the neighbours, e.g. "F1 Forest 4 : CA M1".`);
      return;
    }
    const [id, terrain, cap, ...flags] = head.trim().split(/\s+/);
    const capacity = Number(cap);
    if (!id || !terrain || cap === undefined || !Number.isInteger(capacity) || capacity < 1) {
      problems.push(`Line ${line}: a tile is "<name> <terrain> <capacity> … : <neighbours>" with a capacity of 1 or more.`);
      return;
    }
    let castle = terrain.toLowerCase() === 'castle';
    let home: number | null = null;
    let spawnKind: BasicKind | null = null;
    for (const f of flags) {
      const [k = '', v = ''] = f.toLowerCase().split('=');
      if (k === 'castle' && v === '') castle = true;
      else if (k === 'home') home = seat(v, line);
      else if (k === 'spawn' && (BASIC_KINDS as readonly string[]).includes(v)) spawnKind = v as BasicKind;
      else problems.push(`Line ${line}: "${f}" is not understood (castle, home=<seat>, spawn=sword|bow|shield).`);
    }
    if (home !== null && !castle) problems.push(`Line ${line}: only a castle can be a player's home.`);
    tiles.push({ id, terrain, capacity, castle, adjacent: tail.trim() === '' ? [] : tail.trim().split(/[\s,]+/), home, spawnKind });
  });
  for (let p = 0; p < players; p++) {
    if (units.some((u) => u.owner === p && u.kind === 'crown')) continue;
    const home = tiles.find((t) => t.home === p);
    if (home) units.push({ owner: p, kind: 'crown', tile: home.id });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, board: { tiles, units } };
}

/** Capacity by terrain, from the rules' invasion examples (Mountain 3, Field 4; a Forest held 4). Castles: provisional. */
// Rules: Generals of Kaladan "5. Battle" (invasion examples). Castle capacity 4 is PROVISIONAL (not printed).
export const TERRAIN_CAPACITY: Readonly<Record<string, number>> = { Forest: 4, Mountain: 3, Field: 4, Castle: 4 };

/**
 * A starter board (PROVISIONAL — the basic rules print no map): a rows × cols grid with orthogonal
 * neighbours, terrain cycling Forest/Mountain/Field, and a home castle per player at the corners
 * (then mid-edges). Meant to be edited to match the table.
 */
export function gridBoardText(rows: number, cols: number, players: number): string {
  const name = (r: number, c: number): string => `${String.fromCharCode(65 + r)}${c + 1}`;
  const corners: [number, number][] = [
    [0, 0],
    [rows - 1, cols - 1],
    [0, cols - 1],
    [rows - 1, 0],
    [0, Math.floor(cols / 2)],
    [rows - 1, Math.floor(cols / 2)],
    [Math.floor(rows / 2), 0],
    [Math.floor(rows / 2), cols - 1],
  ];
  const homes = new Map<string, number>();
  corners.slice(0, players).forEach(([r, c], i) => homes.set(name(r, c), i));
  const terrains = ['Forest', 'Mountain', 'Field'];
  const lines = ['# name terrain capacity [castle home=seat spawn=kind] : neighbours   (PROVISIONAL starter board: edit to match your table)'];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const id = name(r, c);
      const home = homes.get(id);
      const next = [
        [r - 1, c],
        [r + 1, c],
        [r, c - 1],
        [r, c + 1],
      ]
        .filter(([a, b]) => a !== undefined && b !== undefined && a >= 0 && a < rows && b >= 0 && b < cols)
        .map(([a, b]) => name(a as number, b as number));
      const terrain = home === undefined ? (terrains[(r + c) % 3] ?? 'Field') : 'Castle';
      const flags = home === undefined ? '' : ` castle home=${home + 1} spawn=${BASIC_KINDS[home % 3]}`;
      lines.push(`${id} ${terrain} ${TERRAIN_CAPACITY[terrain] ?? 4}${flags} : ${next.join(' ')}`);
    }
  }
  return lines.join('\n');
}

const cellName = (row: number, col: number): string => `${String.fromCharCode(65 + row)}${col + 1}`;

/** The side of the square whose outer ring is the fair board for a player count, and the ring's tiles per player. */
// 4·side − 4 ring tiles shared equally: 2 → 4 (6 each), 3 → 4 (4 each), 4 → 5, 5 → 6, 6 → 7, 7 → 8 (4 each), 8 → 7 (3 each).
export function fairRingSize(players: number): { side: number; each: number } {
  // Four to six tiles per player when a square of at most 8 × 8 allows it, else three.
  for (const least of [4, 3]) {
    for (let side = 4; side <= 8; side++) {
      const ring = 4 * side - 4;
      if (ring % players === 0 && ring / players >= least && ring / players <= 6) return { side, each: ring / players };
    }
  }
  return { side: 7, each: Math.max(1, Math.floor(24 / Math.max(1, players))) };
}

/**
 * A random fair board (PROVISIONAL — the basic rules print no map): the outer ring of a square grid, each tile
 * linked to the next around the ring, one home castle per player at equal steps, and the same random run of
 * terrains after every home, so each player starts with exactly the same surroundings in the same order; every
 * castle spawns the same basic unit. Reproducible from its seed (the same seed gives the same board).
 */
// Rules: Generals of Kaladan "1. Turn Structure Overview" (no board is printed: the layout is the app's); "5. Battle"
// (capacities by terrain, TERRAIN_CAPACITY)
export function fairBoardText(players: number, seed: number): { text: string; side: number } {
  const { side, each } = fairRingSize(players);
  const ring: string[] = [];
  for (let c = 0; c < side; c++) ring.push(cellName(0, c));
  for (let r = 1; r < side; r++) ring.push(cellName(r, side - 1));
  for (let c = side - 2; c >= 0; c--) ring.push(cellName(side - 1, c));
  for (let r = side - 2; r >= 1; r--) ring.push(cellName(r, 0));
  const terrains = ['Forest', 'Mountain', 'Field'];
  const picks = seededShuffle([...Array.from({ length: each * 3 }, (_, i) => i)], seed);
  const run = Array.from({ length: each - 1 }, (_, i) => terrains[(picks[i] ?? i) % 3] ?? 'Field');
  const spawn = BASIC_KINDS[(picks[each] ?? 0) % 3] ?? 'sword';
  const lines = [`# name terrain capacity [castle home=seat spawn=kind] : neighbours   (PROVISIONAL random fair board, seed ${seed >>> 0}: edit to match your table)`];
  ring.forEach((id, i) => {
    const step = i % each;
    const home = step === 0 ? i / each : null;
    const terrain = home === null ? (run[step - 1] ?? 'Field') : 'Castle';
    const flags = home === null ? '' : ` castle home=${home + 1} spawn=${spawn}`;
    const next = [ring[(i + ring.length - 1) % ring.length], ring[(i + 1) % ring.length]].filter((x, k, xs) => x !== undefined && x !== id && xs.indexOf(x) === k);
    lines.push(`${id} ${terrain} ${TERRAIN_CAPACITY[terrain] ?? 4}${flags} : ${next.join(' ')}`);
  });
  return { text: lines.join('\n'), side };
}
