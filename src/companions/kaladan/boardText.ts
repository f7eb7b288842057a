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
