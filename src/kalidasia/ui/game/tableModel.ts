/**
 * What the game table draws, as plain data (pure: no React, no Konva): every token on the table at
 * true scale with its footprint from the data pack, and the hit test that finds the token under a
 * finger. Table inches; headings as in src/geometry (0 = +x, clockwise on screen).
 */
import type { Point, Pose } from '../../../geometry';
import { fighterClass, shipClass } from '../../data';
import type { GameState, PlayerId, TableUnit } from '../../game';
import { countOf } from '../../../words';

/**
 * Missile tokens: the pack gives no size. PROVISIONAL: drawn 0.5″ wide and 1″ long (a player who
 * measures the real token can correct it here; nothing in the rules depends on it).
 */
export const MISSILE_FOOTPRINT = { width: 0.5, length: 1 } as const;

export interface TokenView {
  /** Konva node id, e.g. `tok:ship:H1`. */
  readonly key: string;
  readonly unit: TableUnit;
  readonly owner: PlayerId;
  readonly label: string;
  readonly pose: Pose;
  /** Across (width) and along (length) the direction of travel, inches. */
  readonly width: number;
  readonly length: number;
  readonly disrupted: boolean;
  /** Activated this phase (warships and fighter wings; missiles never). */
  readonly activated: boolean;
  /** Hull damage taken (warships). */
  readonly hull: number;
  /** Enemy sensor tokens placed on it (warships). */
  readonly sensors: number;
  /** The warship this wing escorts. */
  readonly escorting: string | null;
}

export const tokenKey = (u: TableUnit): string => `tok:${u.kind}:${u.id}`;

export function tokenKeyParse(key: string): TableUnit | null {
  const m = /^tok:(ship|fighter|missile):(.+)$/.exec(key);
  return m ? { kind: m[1] as TableUnit['kind'], id: m[2] as string } : null;
}

/** Every unit on the table, warships first (drawn below), then fighters, then missiles. */
export function tableTokens(s: GameState): TokenView[] {
  const out: TokenView[] = [];
  for (const x of s.ships) {
    if (x.status !== 'deployed' || !x.pose) continue;
    const t = shipClass(s.pack, x.code).tokenSize;
    const sensors = Object.entries(s.sensors).reduce((n, [player, board]) => n + (player === x.owner ? 0 : (board[x.id] ?? 0)), 0);
    out.push({ key: tokenKey({ kind: 'ship', id: x.id }), unit: { kind: 'ship', id: x.id }, owner: x.owner, label: x.id, pose: x.pose, width: t.width, length: t.length, disrupted: false, activated: x.activated, hull: x.hullDamage, sensors, escorting: null });
  }
  for (const f of s.fighters) {
    if (f.status !== 'deployed' || !f.pose) continue;
    const t = fighterClass(s.pack, f.kind).tokenSize;
    out.push({ key: tokenKey({ kind: 'fighter', id: f.id }), unit: { kind: 'fighter', id: f.id }, owner: f.owner, label: f.id, pose: f.pose, width: t.width, length: t.length, disrupted: f.disrupted, activated: f.activated, hull: 0, sensors: 0, escorting: f.escorting });
  }
  for (const m of s.missiles) {
    out.push({ key: tokenKey({ kind: 'missile', id: m.id }), unit: { kind: 'missile', id: m.id }, owner: m.owner, label: m.id, pose: m.pose, width: MISSILE_FOOTPRINT.width, length: MISSILE_FOOTPRINT.length, disrupted: false, activated: false, hull: 0, sensors: 0, escorting: null });
  }
  return out;
}

/** Is `p` inside the token's rectangle widened by `tolerance` inches? */
export function tokenContains(t: Pick<TokenView, 'pose' | 'width' | 'length'>, p: Point, tolerance = 0): boolean {
  const a = (-t.pose.heading * Math.PI) / 180;
  const dx = p.x - t.pose.x;
  const dy = p.y - t.pose.y;
  const lx = dx * Math.cos(a) - dy * Math.sin(a);
  const ly = dx * Math.sin(a) + dy * Math.cos(a);
  return Math.abs(lx) <= t.length / 2 + tolerance && Math.abs(ly) <= t.width / 2 + tolerance;
}

/**
 * The token under a finger: the smallest token containing `p` exactly wins (a fighter lying on a
 * warship), else the nearest centre among tokens within the tolerance.
 */
export function tokenHit(tokens: readonly TokenView[], p: Point, tolerance = 0): TokenView | null {
  let exact: TokenView | null = null;
  for (const t of tokens) if (tokenContains(t, p) && (exact === null || t.width * t.length < exact.width * exact.length)) exact = t;
  if (exact) return exact;
  let best: TokenView | null = null;
  let bestD = Infinity;
  for (const t of tokens) {
    if (!tokenContains(t, p, tolerance)) continue;
    const d = Math.hypot(t.pose.x - p.x, t.pose.y - p.y);
    if (d < bestD) {
      best = t;
      bestD = d;
    }
  }
  return best;
}

/** Heading (degrees, [0, 360)) from a centre toward a point: what a rotate handle dragged to `p` gives. */
export function headingToward(from: Point, p: Point): number {
  const deg = (Math.atan2(p.y - from.y, p.x - from.x) * 180) / Math.PI;
  const h = Math.round(deg < 0 ? deg + 360 : deg);
  return h === 360 ? 0 : h;
}

/** Where a token's rotate handle sits: `reach` inches ahead of its fore edge. */
export function rotateHandleAt(pose: Pose, length: number, reach = 1.5): Point {
  const a = (pose.heading * Math.PI) / 180;
  const d = length / 2 + reach;
  return { x: pose.x + Math.cos(a) * d, y: pose.y + Math.sin(a) * d } as Point;
}

/** The active unit's ids (highlighted on the table). */
export function activeIds(s: GameState): Set<string> {
  const a = s.action.active;
  if (!a) return new Set();
  return new Set(a.kind === 'ship' ? [tokenKey({ kind: 'ship', id: a.ship })] : a.fighters.map((f) => tokenKey({ kind: 'fighter', id: f })));
}

/**
 * What a token's label says: its code, then its state — ▶ activating now, ✓ activated this phase,
 * −N hull damage taken, ◎N enemy sensor tokens on it, ⚠ disrupted — and in words for screen readers.
 */
export function tokenLabel(t: TokenView, code: string, now = false): { text: string; words: string } {
  const marks: string[] = [];
  const words: string[] = [];
  if (now) {
    marks.push('▶');
    words.push('activating now');
  } else if (t.activated) {
    marks.push('✓');
    words.push('activated');
  }
  if (t.hull > 0) {
    marks.push(`−${t.hull}`);
    words.push(`${t.hull} hull damage`);
  }
  if (t.sensors > 0) {
    marks.push(`◎${t.sensors}`);
    words.push(countOf(t.sensors, 'enemy sensor token'));
  }
  if (t.disrupted) {
    marks.push('⚠');
    words.push('disrupted');
  }
  if (t.escorting) words.push(`escorting ${t.escorting}`);
  return { text: [code, ...marks].join(' '), words: [`${code} (${t.label})`, ...words].join(', ') };
}

/**
 * The active unit and how far it can go this activation, as a box on the table (clamped to it): what the
 * camera frames at the start of an activation. Null when nothing is being activated.
 */
// Rules: Kalidasia "Fighters and Other Small Craft Activation" — "it can can move up to 12\""; "Fighter Disruption" — one movement step of 6"; "Activating a Warship" — the distance allowed by its velocity.
export function activeReachBox(s: GameState, table: { width: number; height: number }): { x0: number; y0: number; x1: number; y1: number } | null {
  const a = s.action.active;
  if (!a) return null;
  const spots: { x: number; y: number; reach: number }[] = [];
  if (a.kind === 'ship') {
    const x = s.ships.find((q) => q.id === a.ship);
    if (x?.pose) spots.push({ x: x.pose.x, y: x.pose.y, reach: shipClass(s.pack, x.code).velocityTrack[x.velocity]?.max ?? 0 });
  } else {
    for (const f of s.fighters) if (a.fighters.includes(f.id) && f.pose && f.status === 'deployed') spots.push({ x: f.pose.x, y: f.pose.y, reach: f.disrupted ? 6 : 12 });
  }
  if (spots.length === 0) return null;
  const clampX = (v: number) => Math.min(table.width, Math.max(0, v));
  const clampY = (v: number) => Math.min(table.height, Math.max(0, v));
  return {
    x0: clampX(Math.min(...spots.map((p) => p.x - p.reach))),
    y0: clampY(Math.min(...spots.map((p) => p.y - p.reach))),
    x1: clampX(Math.max(...spots.map((p) => p.x + p.reach))),
    y1: clampY(Math.max(...spots.map((p) => p.y + p.reach))),
  };
}
