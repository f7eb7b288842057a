/**
 * The marker plan of a game (issue 25), pure: which printed marker id stands for which unit, where the six table
 * markers go, and how each token is drawn (the same drawing serves the print view and the tests' photo generator).
 *
 * Ids come from js-aruco2's ARUCO_MIP_36h12 dictionary (250 ids). They are given in fixed blocks per seat (player 1 or
 * player 2 of New game), so that a unit's id depends only on its seat and its place in its own squadron — never on the
 * other squadron, and never changing during a game (a replacement warship appended later takes the next id of its
 * owner's block and shifts nothing):
 *   0–5 the table markers · warships 6–37 (player 1), 38–69 (player 2) · fighter tokens 70–149 (player 1), 150–229
 *   (player 2) · missiles 1–20 230–249 (numbered by the game as launched, whoever launches them).
 * So a squadron's set printed before any game (`squadronPlan`) carries the ids the game will use when that squadron is
 * played in that seat: `gameInit` builds each player's warships in their squadron's order and their fighter tokens by
 * kind in the squadron's order, from that squadron alone (test: plan.test.ts).
 */
import type { Footprint } from '../../../geometry';
import { fighterClass, shipClass } from '../../data';
import { gameInit, type GameState, type PlayerId, type TableUnit } from '../../game';
import type { KalidasiaPack } from '../../data';
import type { Squadron } from '../../rules/squadron';
import { MISSILE_FOOTPRINT, tokenKey } from '../game/tableModel';
import { unitCodes } from '../game/unitCodes';

export const TABLE_MARKER_IDS = [0, 1, 2, 3, 4, 5] as const;
const SHIP_BASE = 6;
/** Warship ids per seat. */
export const SHIP_SLOTS = 32;
const FIGHTER_BASE = 70;
/** Fighter-token ids per seat. */
export const FIGHTER_SLOTS = 80;
/** Seats with their own blocks (Kalidasia is played by two). */
export const SEATS = 2;
const MISSILE_BASE = 230;
/** Missile tokens printed per game (the game numbers its missiles 1, 2, 3…; later ones are not in the plan). */
export const MISSILE_SLOTS = 20;
export const DICTIONARY_SIZE = 250;

/** Printed marker sizes (the black square), inches. Fighters 0.75″ on a 1″ token, warships 1.2″ (issue 25's trial). */
export const TABLE_MARKER_SIDE = 3;
/** A table marker's card: the marker centred on a square card this wide, laid with two edges on the table's edges. */
export const TABLE_CARD_SIDE = 4;

/** One unit in the plan. */
export interface PlannedToken {
  readonly unit: TableUnit;
  readonly marker: number;
  readonly owner: PlayerId;
  /** The code printed on the token, as on the game table and in the units list (HHF1, HU3, IN4; M7 for a missile not yet launched). */
  readonly label: string;
  /** What kind of token, in words (class name for warships and fighters). */
  readonly what: string;
  readonly footprint: Footprint;
  /** True when the token size is not printed in the rulebook (provisional, correctable). */
  readonly provisional: boolean;
  /** The printed marker's side, inches. */
  readonly markerSide: number;
}

/** Where a table marker is: its id, its centre on the table and its four corners (marker top-left first, clockwise), inches. */
export interface TableMarkerPlace {
  readonly id: number;
  readonly name: string;
  readonly centre: { readonly x: number; readonly y: number };
  readonly corners: readonly [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
}

/**
 * The six table markers: the four corners and the middles of the two long edges. Each card is laid with its edges on
 * the table's edges (a corner card in the corner, an edge card centred on the middle of its edge), its printed arrow
 * toward the table's top edge; the marker's top is then toward the top edge (−y).
 */
export function tableMarkerPlaces(table: { width: number; height: number }): TableMarkerPlace[] {
  const h = TABLE_CARD_SIDE / 2;
  const W = table.width;
  const H = table.height;
  const long = W >= H;
  const centres: [string, number, number][] = [
    ['top left', h, h],
    ['top right', W - h, h],
    ['bottom right', W - h, H - h],
    ['bottom left', h, H - h],
    long ? ['middle of the top edge', W / 2, h] : ['middle of the left edge', h, H / 2],
    long ? ['middle of the bottom edge', W / 2, H - h] : ['middle of the right edge', W - h, H / 2],
  ];
  const s = TABLE_MARKER_SIDE / 2;
  return centres.map(([name, x, y], i) => ({
    id: TABLE_MARKER_IDS[i]!,
    name,
    centre: { x, y },
    corners: [
      { x: x - s, y: y - s },
      { x: x + s, y: y - s },
      { x: x + s, y: y + s },
      { x: x - s, y: y + s },
    ],
  }));
}

const missileNumber = (id: string): number | null => {
  const m = /^Missile (\d+)$/.exec(id);
  return m ? Number(m[1]) : null;
};

/**
 * Every token of the game's squadrons with its marker: warships and fighter tokens (on the table or not yet), and the
 * missile tokens 1–20 (missiles are numbered by the game as they are launched; each player prints the set).
 */
export function markerPlan(s: GameState): PlannedToken[] {
  const out: PlannedToken[] = [];
  const codes = unitCodes(s);
  const code = (u: TableUnit, fallback: string) => codes.get(tokenKey(u)) ?? fallback;
  const seatOf = (owner: PlayerId) => s.players.indexOf(owner);
  /** Each unit of one kind takes the next id of its owner's seat block; units beyond the block are not planned. */
  const planKind = <U extends { id: string; owner: PlayerId }>(
    kind: 'ship' | 'fighter',
    units: readonly U[],
    classOf: (u: U) => { name: string; tokenSize: Footprint; provenance: { tokenSize: { source: string } } },
    base: number,
    slots: number,
    maxSide: number,
  ) => {
    const seen = new Map<PlayerId, number>();
    for (const u of units) {
      const seat = seatOf(u.owner);
      const k = seen.get(u.owner) ?? 0;
      seen.set(u.owner, k + 1);
      if (seat < 0 || seat >= SEATS || k >= slots) continue;
      const c = classOf(u);
      out.push({ unit: { kind, id: u.id }, marker: base + seat * slots + k, owner: u.owner, label: code({ kind, id: u.id }, u.id), what: c.name, footprint: c.tokenSize, provisional: c.provenance.tokenSize.source === 'provisional', markerSide: Math.min(maxSide, c.tokenSize.width - 0.25, c.tokenSize.length - 0.25) });
    }
  };
  planKind('ship', s.ships, (x) => shipClass(s.pack, x.code), SHIP_BASE, SHIP_SLOTS, 1.2);
  planKind('fighter', s.fighters, (f) => fighterClass(s.pack, f.kind), FIGHTER_BASE, FIGHTER_SLOTS, 0.75);
  const players = [...s.players];
  for (let n = 1; n <= MISSILE_SLOTS; n++) {
    const live = s.missiles.find((m) => missileNumber(m.id) === n);
    const owner = live?.owner ?? players[(n - 1) % Math.max(1, players.length)]!;
    out.push({ unit: { kind: 'missile', id: `Missile ${n}` }, marker: MISSILE_BASE + n - 1, owner, label: code({ kind: 'missile', id: `Missile ${n}` }, `M${n}`), what: 'Missile', footprint: MISSILE_FOOTPRINT as unknown as Footprint, provisional: true, markerSide: 0.4 });
  }
  return out;
}

/**
 * A whole set for one squadron, printed before any game: its warships and fighter tokens with the ids they will have
 * when the squadron is played as player `seat + 1` of New game (see the header), and the missiles 1–20 when asked
 * (the game's, shared by both players: print them once). The labels are the codes the squadron's tokens get in a game
 * of their own; in a game where both squadrons field the same class, the app may number the second player's ones
 * on (HHF3 for a printed HHF1) — the marker, not the label, tells the reader which token it is. Null when the pack
 * refuses the squadron (a class it does not know).
 */
export function squadronPlan(pack: KalidasiaPack, squadron: Squadron, seat: number, missiles = false): { plan: PlannedToken[]; state: GameState } | null {
  const empty: Squadron = { ...squadron, ships: [], fighters: {} };
  const players = [0, 1].map((i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, squadron: i === seat ? squadron : empty, zone: [] }));
  let init;
  try {
    init = gameInit(pack, { scenario: 'squadronEngagement', turns: 6, unitsPerActivation: 1, deckOrder: null, players });
  } catch {
    return null;
  }
  if (!init.ok) return null;
  const owner = `p${seat + 1}`;
  const plan = markerPlan(init.value).filter((t) => (t.unit.kind === 'missile' ? missiles : t.owner === owner));
  return { plan, state: init.value };
}

/** What a marker id stands for in this plan. */
export type MarkerMeaning = { readonly kind: 'table'; readonly place: number } | { readonly kind: 'token'; readonly token: PlannedToken } | { readonly kind: 'unknown' };

export function markerMeaning(plan: readonly PlannedToken[], id: number): MarkerMeaning {
  const t = (TABLE_MARKER_IDS as readonly number[]).indexOf(id);
  if (t >= 0) return { kind: 'table', place: t };
  const token = plan.find((p) => p.marker === id);
  return token ? { kind: 'token', token } : { kind: 'unknown' };
}

/** A drawing primitive in the token's own frame: inches, x along the heading (fore +), y to starboard. */
export type TokenShape =
  | { readonly kind: 'rect'; readonly x: number; readonly y: number; readonly w: number; readonly h: number; readonly fill: string }
  | { readonly kind: 'poly'; readonly points: readonly (readonly [number, number])[]; readonly fill: string }
  | { readonly kind: 'text'; readonly x: number; readonly y: number; readonly size: number; readonly text: string; readonly fill: string; /** Degrees, clockwise (90 = reads along the aft edge). */ readonly rotate: number };

/**
 * How a token is printed, in the token's frame (x toward the fore, y to starboard; the centre at 0,0): white card, a
 * thin rim in the player's colour, the marker (its top toward the fore) at the centre with its white quiet zone, a
 * heading triangle at the fore edge and the label at the aft edge. `cells` are the marker's bits (row major, 1 =
 * white), from the library's dictionary.
 */
export function tokenShapes(t: Pick<PlannedToken, 'footprint' | 'markerSide' | 'label'>, colour: string, cells: readonly (readonly boolean[])[]): TokenShape[] {
  const L = t.footprint.length;
  const Wd = t.footprint.width;
  const rim = Math.min(0.05, L / 20);
  const out: TokenShape[] = [
    { kind: 'rect', x: -L / 2, y: -Wd / 2, w: L, h: Wd, fill: colour },
    { kind: 'rect', x: -L / 2 + rim, y: -Wd / 2 + rim, w: L - 2 * rim, h: Wd - 2 * rim, fill: '#ffffff' },
  ];
  // The marker: n+2 cells across (black border + bits). Its top (row 0) faces the fore (+x): row r runs along −x.
  const n = cells.length;
  const m = t.markerSide;
  const cell = m / (n + 2);
  // In the token frame, the marker's "up" is +x and its "right" is +y (starboard), so a marker cell (row r, col c)
  // sits at x = m/2 − (r + 1) cell … and y = −m/2 + c cell.
  out.push({ kind: 'rect', x: -m / 2, y: -m / 2, w: m, h: m, fill: '#000000' });
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) if (cells[r]![c]) out.push({ kind: 'rect', x: m / 2 - (r + 2) * cell, y: -m / 2 + (c + 1) * cell, w: cell, h: cell, fill: '#ffffff' });
  const gap = (L - m) / 2;
  if (gap >= 0.2) {
    const tip = L / 2 - rim - 0.03;
    const base = Math.max(m / 2 + 0.08, tip - Math.min(0.35, gap * 0.6));
    const half = Math.min(0.3, Wd / 4);
    out.push({ kind: 'poly', points: [[tip, 0], [base, -half], [base, half]], fill: colour });
    out.push({ kind: 'text', x: -(m / 2 + L / 2) / 2, y: 0, size: Math.min(0.22, gap * 0.5), text: t.label, fill: '#111111', rotate: 0 });
  } else {
    // A small token: the heading mark is a notch of colour at the fore edge middle; the label sits on the rim (aft).
    out.push({ kind: 'poly', points: [[L / 2, -0.1], [L / 2, 0.1], [L / 2 - gap * 0.8, 0]], fill: colour });
    out.push({ kind: 'text', x: -L / 2 + rim + (gap - rim) / 2, y: 0, size: Math.min(0.07, (gap - rim) * 0.9), text: t.label, fill: colour, rotate: 90 });
  }
  return out;
}
