/**
 * How a game token looks and how it is painted on a canvas (no React, no Konva): its look from its state (owner's
 * colour, selected, picked, activating, activated, disrupted) and the strokes of its footprint, centre lines and
 * heading mark. Used by the one-shape-per-token warships and by the one shape per kind that paints every wing or
 * every missile (tableShapes.tsx), so both look the same.
 */
import type { PlayerId } from '../../game';
import type { TokenView } from './tableModel';

/** A token's look now. Stroke width and dash in screen px (constant at any zoom). */
export interface TokenLook {
  readonly fill: string;
  readonly opacity: number;
  readonly stroke: string;
  readonly strokeWidth: number;
  readonly dash: readonly number[] | null;
}

/** What a token's look depends on besides itself. */
export interface LookContext {
  readonly colours: Readonly<Record<PlayerId, string>>;
  /** The tokens' edge (and heading mark) colour. */
  readonly edge: string;
  readonly selectedKey: string | null;
  readonly picked: ReadonlySet<string>;
  readonly active: ReadonlySet<string>;
  /** Edge colour of the unit activating now. */
  readonly accent: string;
  /** Edge colour of the selected and picked tokens. */
  readonly fg: string;
}

export function tokenLook(t: TokenView, c: LookContext): TokenLook {
  const isActive = c.active.has(t.key);
  const isSel = t.key === c.selectedKey || c.picked.has(t.key);
  return {
    fill: c.colours[t.owner] ?? '#888',
    opacity: (t.unit.kind === 'ship' ? 0.85 : 0.95) * (t.activated && !isActive ? 0.6 : 1),
    stroke: isSel ? c.fg : isActive ? c.accent : c.edge,
    strokeWidth: isSel || isActive ? 3 : 1,
    dash: t.disrupted ? [4, 3] : null,
  };
}

/** The parts of a 2D context the painting uses (a canvas's own context, or a test's recorder). */
export type PaintContext = Pick<
  CanvasRenderingContext2D,
  'beginPath' | 'rect' | 'moveTo' | 'lineTo' | 'closePath' | 'fill' | 'stroke' | 'setLineDash' | 'save' | 'restore' | 'translate' | 'rotate' | 'fillStyle' | 'strokeStyle' | 'lineWidth' | 'globalAlpha'
>;

/**
 * The marks over a token's footprint, at the context's origin with +x its heading: a warship's dashed centre lines
 * and the heading mark at the fore edge. `px`: inches per screen px.
 */
export function tokenMarksPaint(c: PaintContext, t: TokenView, edge: string, px: number): void {
  const L = t.length;
  const W = t.width;
  const nose = Math.min(L, W) * 0.35;
  if (t.unit.kind === 'ship') {
    c.beginPath();
    c.moveTo(-L / 2, 0);
    c.lineTo(L / 2, 0);
    c.moveTo(0, -W / 2);
    c.lineTo(0, W / 2);
    c.lineWidth = px;
    c.strokeStyle = edge;
    c.setLineDash([3 * px, 3 * px]);
    c.stroke();
    c.setLineDash([]);
  }
  c.beginPath();
  c.moveTo(L / 2, 0);
  c.lineTo(L / 2 - nose, -W * 0.3);
  c.lineTo(L / 2 - nose, W * 0.3);
  c.closePath();
  c.fillStyle = edge;
  c.fill();
}

/** A whole token at the context's origin (+x its heading): footprint filled and stroked with its look, then its marks. */
export function tokenPaint(c: PaintContext, t: TokenView, look: TokenLook, edge: string, px: number): void {
  c.globalAlpha = look.opacity;
  c.beginPath();
  c.rect(-t.length / 2, -t.width / 2, t.length, t.width);
  c.fillStyle = look.fill;
  c.fill();
  c.lineWidth = look.strokeWidth * px;
  c.strokeStyle = look.stroke;
  if (look.dash) c.setLineDash(look.dash.map((d) => d * px));
  c.stroke();
  if (look.dash) c.setLineDash([]);
  tokenMarksPaint(c, t, edge, px);
}

/** A token and its look, as the shape of its kind paints it. */
export interface PaintItem {
  readonly t: TokenView;
  readonly look: TokenLook;
}

/** The part of the table on screen, inches. */
export interface ViewBox {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * Paint many tokens in their order at their poses (the context in table inches), skipping those in `hidden` (being
 * dragged: a copy moves with the finger) and those wholly outside `view` (null: paint all). Returns how many it painted.
 */
export function tokensPaint(c: PaintContext, items: readonly PaintItem[], edge: string, px: number, hidden: ReadonlySet<string> | null, view: ViewBox | null): number {
  let n = 0;
  const margin = 4 * px;
  for (const { t, look } of items) {
    if (hidden?.has(t.key)) continue;
    const r = Math.hypot(t.length, t.width) / 2 + margin;
    if (view && (t.pose.x + r < view.x0 || t.pose.y + r < view.y0 || t.pose.x - r > view.x1 || t.pose.y - r > view.y1)) continue;
    c.save();
    c.translate(t.pose.x, t.pose.y);
    if (t.pose.heading !== 0) c.rotate((t.pose.heading * Math.PI) / 180);
    tokenPaint(c, t, look, edge, px);
    c.restore();
    n++;
  }
  return n;
}
