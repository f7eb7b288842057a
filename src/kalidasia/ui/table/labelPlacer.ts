/**
 * Label placement (pure: no React, no Konva, no DOM), in screen px relative to the table origin at
 * the current zoom. Each token's label is tried at eight spots around the token (below first, then
 * right, above, left and the corners); when every spot is taken it moves out ring by ring and is
 * drawn with a leader line to its token. A label never overlaps another label; it avoids covering
 * tokens when it can.
 *
 * Each candidate spot is checked only against the labels and tokens in the grid cells it touches (a uniform grid of
 * the boxes, `BoxGrid`), not against all of them: the same answers as checking every box (a superset of the
 * neighbours is gathered and each is tested with the same `boxesOverlap`), so the placement is exactly what the
 * all-pairs placer gave (labelPlacer.reference.testing.ts, a property test) at a cost that grows with the crowd
 * around a token, not with the number of tokens.
 */

export interface LabelBox {
  /** Top-left corner and size, px. */
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface LabelRequest {
  readonly id: string;
  /** The token's centre, px. */
  readonly cx: number;
  readonly cy: number;
  /** The token's half-extent (half its longer side), px. */
  readonly r: number;
  /** The label's size, px. */
  readonly w: number;
  readonly h: number;
}

export interface LabelPlacement {
  readonly id: string;
  readonly box: LabelBox;
  /** Drawn with a line from the token to the label (placed away from its token). */
  readonly leader: boolean;
}

/** Gap between a token and its label, px. */
const GAP = 2;
/** Spots around a token, in order of preference: below, right, above, left, then the corners. */
const FIRST: readonly [number, number][] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];
/** Sixteen directions for the rings further out. */
const RING: readonly [number, number][] = Array.from({ length: 16 }, (_, i) => {
  const a = Math.PI / 2 + (i * Math.PI) / 8;
  return [Math.cos(a), Math.sin(a)] as [number, number];
});

export function boxesOverlap(a: LabelBox, b: LabelBox, margin = 0): boolean {
  return a.x < b.x + b.w + margin && b.x < a.x + a.w + margin && a.y < b.y + b.h + margin && b.y < a.y + a.h + margin;
}

/** Direction (ux, uy) made a unit vector. */
function unit(ux: number, uy: number): [number, number] {
  const len = Math.hypot(ux, uy) || 1;
  return [ux / len, uy / len];
}
/** FIRST and RING as unit vectors, made once (the same numbers as normalising them per spot). */
const FIRST_UNIT = FIRST.map(([ux, uy]) => unit(ux, uy));
const RING_UNIT = RING.map(([ux, uy]) => unit(ux, uy));

/** The label box whose nearest side sits `d` px from the token centre in direction (ux, uy). */
function boxAt(q: LabelRequest, ux: number, uy: number, d: number): LabelBox {
  const [dx, dy] = unit(ux, uy);
  return boxAtUnit(q, dx, dy, d);
}

/** The same, for a direction already a unit vector (dx, dy). */
function boxAtUnit(q: LabelRequest, dx: number, dy: number, d: number): LabelBox {
  // The box's centre goes out by d plus half the box along each axis, so its near side is about d away.
  const cx = q.cx + dx * (d + q.w / 2);
  const cy = q.cy + dy * (d + q.h / 2);
  return { x: cx - q.w / 2, y: cy - q.h / 2, w: q.w, h: q.h };
}

/** A grid cell's key packs its column and row; beyond this many cells from the origin a box goes to `wide`. */
const CELL_LIMIT = 1 << 20;
/** A box covering more cells than this is checked with every query instead (huge tokens, absurd sizes). */
const MAX_CELLS = 256;
/** Extra px around a query, far beyond any rounding, so the cells gathered always hold every box that could overlap. */
const SLACK = 1;

/**
 * A uniform grid of boxes (a spatial hash): `clear` tests at least every box that could overlap a query box (with a
 * margin), each once. Boxes with non-finite or negative sizes, or covering too many cells, are visited by every query.
 */
class BoxGrid {
  private readonly cells = new Map<number, number[]>();
  private readonly boxes: LabelBox[] = [];
  private readonly wide: number[] = [];
  private readonly seen: number[] = [];
  private stamp = 0;

  constructor(private readonly cell: number) {}

  /** The cell range of [lo, hi] on one axis, or null when out of the grid's reach. */
  private span(lo: number, hi: number): [number, number] | null {
    const a = Math.floor(lo / this.cell);
    const b = Math.floor(hi / this.cell);
    if (!(a >= -CELL_LIMIT && b < CELL_LIMIT && a <= b)) return null;
    return [a, b];
  }

  private range(b: LabelBox, pad: number): [number, number, number, number] | null {
    if (!(b.w >= 0 && b.h >= 0)) return null;
    const xs = this.span(b.x - pad, b.x + b.w + pad);
    const ys = this.span(b.y - pad, b.y + b.h + pad);
    if (xs === null || ys === null || (xs[1] - xs[0] + 1) * (ys[1] - ys[0] + 1) > MAX_CELLS) return null;
    return [xs[0], xs[1], ys[0], ys[1]];
  }

  add(b: LabelBox): void {
    const i = this.boxes.length;
    this.boxes.push(b);
    this.seen.push(0);
    const r = this.range(b, SLACK);
    if (r === null) {
      this.wide.push(i);
      return;
    }
    for (let cx = r[0]; cx <= r[1]; cx++)
      for (let cy = r[2]; cy <= r[3]; cy++) {
        const k = cx * 2 * CELL_LIMIT + cy;
        const list = this.cells.get(k);
        if (list) list.push(i);
        else this.cells.set(k, [i]);
      }
  }

  /**
   * True when no box overlaps `q` by `boxesOverlap(box, q, margin)` — the same answer as testing every box. With
   * `own`, a box centred there (within 1e-6 px) is passed over: a label's own token.
   */
  clear(q: LabelBox, margin: number, own?: { readonly cx: number; readonly cy: number }): boolean {
    for (const i of this.wide) if (this.hits(this.boxes[i]!, q, margin, own)) return false;
    // The query's cell range, inline (no arrays: this runs for every candidate spot).
    const pad = margin + SLACK;
    const x0 = Math.floor((q.x - pad) / this.cell);
    const x1 = Math.floor((q.x + q.w + pad) / this.cell);
    const y0 = Math.floor((q.y - pad) / this.cell);
    const y1 = Math.floor((q.y + q.h + pad) / this.cell);
    const inReach = q.w >= 0 && q.h >= 0 && x0 >= -CELL_LIMIT && x1 < CELL_LIMIT && y0 >= -CELL_LIMIT && y1 < CELL_LIMIT && x0 <= x1 && y0 <= y1;
    if (!inReach || (x1 - x0 + 1) * (y1 - y0 + 1) > MAX_CELLS) return !this.boxes.some((b) => this.hits(b, q, margin, own));
    const s = ++this.stamp;
    for (let cx = x0; cx <= x1; cx++)
      for (let cy = y0; cy <= y1; cy++) {
        const list = this.cells.get(cx * 2 * CELL_LIMIT + cy);
        if (list === undefined) continue;
        for (let k = 0; k < list.length; k++) {
          const i = list[k]!;
          if (this.seen[i] === s) continue;
          this.seen[i] = s;
          if (this.hits(this.boxes[i]!, q, margin, own)) return false;
        }
      }
    return true;
  }

  private hits(b: LabelBox, q: LabelBox, margin: number, own: { readonly cx: number; readonly cy: number } | undefined): boolean {
    // The label's own token is not an obstacle it could cover: its spots start outside it.
    if (own && Math.abs(b.x + b.w / 2 - own.cx) < 1e-6 && Math.abs(b.y + b.h / 2 - own.cy) < 1e-6) return false;
    return boxesOverlap(b, q, margin);
  }
}

/** The grid's cell side: about a label's size (their mean), within 4–512 px. */
function cellSide(requests: readonly LabelRequest[]): number {
  let sum = 0;
  let n = 0;
  for (const q of requests)
    if (Number.isFinite(q.w) && Number.isFinite(q.h) && q.w > 0 && q.h > 0) {
      sum += Math.max(q.w, q.h);
      n++;
    }
  return Math.min(512, Math.max(4, n > 0 ? sum / n : 32));
}

/**
 * Place every label (in the order given: put the ones that matter most first). `obstacles` are the
 * tokens' own boxes (px); a label overlaps one only when nothing nearer is free.
 */
export function labelsPlace(requests: readonly LabelRequest[], obstacles: readonly LabelBox[] = [], maxRings = 400): LabelPlacement[] {
  const placed: LabelPlacement[] = [];
  const side = cellSide(requests);
  const placedGrid = new BoxGrid(side);
  const tokenGrid = new BoxGrid(side);
  for (const o of obstacles) tokenGrid.add(o);
  for (const q of requests) {
    let chosen: LabelPlacement | null = null;
    let fallback: LabelPlacement | null = null;
    for (let ring = 0; ring <= maxRings && chosen === null; ring++) {
      const dirs = ring === 0 ? FIRST_UNIT : RING_UNIT;
      const d = q.r + GAP + ring * Math.max(6, q.h * 0.75);
      for (const [dx, dy] of dirs) {
        const b = boxAtUnit(q, dx, dy, d);
        if (!placedGrid.clear(b, 1)) continue;
        const p: LabelPlacement = { id: q.id, box: b, leader: ring > 0 };
        if (tokenGrid.clear(b, 0, q)) {
          chosen = p;
          break;
        }
        // Covering a token is accepted only two rings out, when nothing clear was found by then.
        fallback ??= p;
      }
      if (chosen === null && fallback !== null && ring >= 2) chosen = fallback;
    }
    // Unreachable in practice (a ring far enough out is always free); keep the label anyway.
    const p = chosen ?? fallback ?? { id: q.id, box: boxAt(q, 0, 1, q.r + GAP), leader: false };
    placed.push(p);
    placedGrid.add(p.box);
  }
  return placed;
}
