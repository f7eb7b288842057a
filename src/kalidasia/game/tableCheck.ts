/**
 * Verdicts about the table itself that the UI can show beside the tokens: overlapping tokens (with the move the
 * rules ask for) and tokens off the table. Pure and advisory: nothing here refuses an event; the players apply a
 * suggested move with an `adjust` event.
 */
import { footprintCorners, rectOverlap, resolveOverlap, type Pose, type TokenRect } from '../../geometry';
import { MISSILE_TOKEN } from '../data/fighters';
import type { TableUnit } from './events';
import { fighterRect, onTable, shipRect } from './helpers';
import type { GameState } from './state';

/** The playing surface in inches ("The ideal size for a playing surface is 6' x 4'"). */
export interface TableSize {
  readonly width: number;
  readonly height: number;
}

export const DEFAULT_TABLE: TableSize = { width: 72, height: 48 };

export type TableVerdict = TokenOverlap | OffTable;

export interface OffTable {
  readonly kind: 'offTable';
  readonly unit: TableUnit;
  readonly text: string;
}

export interface TokenOverlap {
  readonly kind: 'overlap';
  /** The token that must give way (`null`: two warships and the app cannot tell which moved onto the other). */
  readonly moves: TableUnit | null;
  readonly units: readonly [TableUnit, TableUnit];
  /** Where the token that gives way ends after the smallest move clear of every warship (`null` when none is named). */
  readonly to: Pose | null;
  readonly distance: number;
  readonly text: string;
  readonly section: 'Overlapping Tokens';
}

interface Placed {
  readonly unit: TableUnit;
  readonly label: string;
  readonly rect: TokenRect;
}

function placed(s: GameState): { ships: Placed[]; small: Placed[] } {
  const ships: Placed[] = [];
  for (const x of s.ships) {
    const rect = onTable(x) ? shipRect(s, x) : null;
    if (rect) ships.push({ unit: { kind: 'ship', id: x.id }, label: x.label, rect });
  }
  const small: Placed[] = [];
  for (const f of s.fighters) {
    const rect = onTable(f) ? fighterRect(s, f) : null;
    if (rect) small.push({ unit: { kind: 'fighter', id: f.id }, label: f.id, rect });
  }
  for (const m of s.missiles) small.push({ unit: { kind: 'missile', id: m.id }, label: m.id, rect: { pose: m.pose, footprint: MISSILE_TOKEN.value } });
  return { ships, small };
}

/**
 * Overlapping tokens: a fighter or missile on a warship gives way (the smallest move clear of every warship);
 * of two warships, the one that moved onto the other — the active warship when it is one of them.
 */
// Rules: Kalidasia "Overlapping Tokens" — "If one of the tokens is a warship and the other token is a fighter or a missile, the warship has the priority. Move the other token the shortest amount of distance so that is does not overlap the warship. If both tokens are warships, then the warship which moved onto the other warship will need to be moved the smallest distance possible to prevent it from overlapping."
export function tokenOverlaps(s: GameState): TokenOverlap[] {
  const { ships, small } = placed(s);
  const out: TokenOverlap[] = [];
  const shipRects = ships.map((x) => x.rect);
  for (const t of small) {
    const hit = ships.filter((x) => rectOverlap(t.rect, x.rect).overlaps);
    if (hit.length === 0) continue;
    const r = resolveOverlap(t.rect, shipRects);
    const first = hit[0] as Placed;
    out.push({
      kind: 'overlap',
      moves: t.unit,
      units: [t.unit, first.unit],
      to: r.resolved ? r.pose : null,
      distance: r.distance,
      text: `${t.label} overlaps ${hit.map((x) => x.label).join(' and ')}: the warship has priority; move ${t.label} ${r.distance.toFixed(2)}" clear.`,
      section: 'Overlapping Tokens',
    });
  }
  const active = s.action.active?.kind === 'ship' ? s.action.active.ship : null;
  for (let i = 0; i < ships.length; i++) {
    for (let j = i + 1; j < ships.length; j++) {
      const a = ships[i] as Placed;
      const b = ships[j] as Placed;
      if (!rectOverlap(a.rect, b.rect).overlaps) continue;
      const mover = a.unit.id === active ? a : b.unit.id === active ? b : null;
      if (mover === null) {
        out.push({ kind: 'overlap', moves: null, units: [a.unit, b.unit], to: null, distance: 0, text: `${a.label} and ${b.label} overlap: the warship that moved onto the other moves the smallest distance clear.`, section: 'Overlapping Tokens' });
        continue;
      }
      const r = resolveOverlap(
        mover.rect,
        ships.filter((x) => x !== mover).map((x) => x.rect),
      );
      const other = mover === a ? b : a;
      out.push({
        kind: 'overlap',
        moves: mover.unit,
        units: [mover.unit, other.unit],
        to: r.resolved ? r.pose : null,
        distance: r.distance,
        text: `${mover.label} moved onto ${other.label}: move it ${r.distance.toFixed(2)}" clear.`,
        section: 'Overlapping Tokens',
      });
    }
  }
  return out;
}

/** Tokens reaching past the table's edges. The rulebook has no rule for leaving the table: the players decide. */
export function tokensOffTable(s: GameState, table: TableSize = s.setup.table ?? DEFAULT_TABLE): OffTable[] {
  const { ships, small } = placed(s);
  const out: OffTable[] = [];
  for (const t of [...ships, ...small]) {
    const off = footprintCorners(t.rect).some((c) => c.x < -1e-6 || c.y < -1e-6 || c.x > table.width + 1e-6 || c.y > table.height + 1e-6);
    if (off) out.push({ kind: 'offTable', unit: t.unit, text: `${t.label} reaches past the edge of the ${table.width}" × ${table.height}" table (the rulebook has no rule for this: the players decide).` });
  }
  return out;
}

/** Every table verdict: overlaps first, then tokens off the table. */
export function tableVerdicts(s: GameState, table?: TableSize): TableVerdict[] {
  return [...tokenOverlaps(s), ...tokensOffTable(s, table)];
}
