/**
 * The camera over the table (pure: no React, no Konva, no DOM).
 *
 * One transform maps table inches to screen CSS pixels, relative to the stage's
 * top-left corner:  screen = table × scale + offset.
 * Table coordinates: origin at the table's top-left corner as drawn, x to the right,
 * y down (the convention of src/geometry).
 */
import { point, type Point } from '../../../geometry/units';

/** The view transform: offset in CSS px, scale in CSS px per inch (same shape as the stored TableView). */
export interface View {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

/** A position on the screen, in CSS px relative to the stage's top-left corner. */
export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
}

/** The smallest and largest zoom, in CSS px per inch. */
export const SCALE_MIN = 1;
export const SCALE_MAX = 300;

/** Keep a scale within [SCALE_MIN, SCALE_MAX]; a non-finite scale becomes SCALE_MIN. */
export function scaleClamp(scale: number): number {
  if (!Number.isFinite(scale)) return SCALE_MIN;
  return Math.min(SCALE_MAX, Math.max(SCALE_MIN, scale));
}

/** Where a table point appears on the screen. */
export function viewTableToScreen(view: View, p: Point): ScreenPoint {
  return { x: p.x * view.scale + view.x, y: p.y * view.scale + view.y };
}

/** The table point under a screen point. */
export function viewScreenToTable(view: View, s: ScreenPoint): Point {
  return point((s.x - view.x) / view.scale, (s.y - view.y) / view.scale);
}

/**
 * The view at a new scale (clamped) that keeps the table point which was under
 * `anchor` under that same screen point.
 */
export function viewZoomAbout(view: View, anchor: ScreenPoint, nextScale: number): View {
  const scale = scaleClamp(nextScale);
  const t = viewScreenToTable(view, anchor);
  return { x: anchor.x - t.x * scale, y: anchor.y - t.y * scale, scale };
}

/** The view moved by a screen distance (a pan). */
export function viewPan(view: View, dx: number, dy: number): View {
  return { x: view.x + dx, y: view.y + dy, scale: view.scale };
}

/**
 * A pinch in progress: the table point that was under the fingers' centre when the
 * pinch began is kept under their current centre, and the scale follows the change
 * in distance between the fingers.
 */
export function viewPinch(
  startView: View,
  startCentre: ScreenPoint,
  startDistance: number,
  centre: ScreenPoint,
  distance: number,
): View {
  const anchor = viewScreenToTable(startView, startCentre);
  const ratio = startDistance > 0 && distance > 0 ? distance / startDistance : 1;
  const scale = scaleClamp(startView.scale * ratio);
  return { x: centre.x - anchor.x * scale, y: centre.y - anchor.y * scale, scale };
}

/**
 * The view that shows the whole table centred in a viewport, leaving `margin` CSS px
 * on every side (less when the viewport is tiny).
 */
export function viewFit(
  table: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = 24,
): View {
  const m = Math.min(margin, viewport.width / 8, viewport.height / 8);
  const availW = Math.max(1, viewport.width - 2 * m);
  const availH = Math.max(1, viewport.height - 2 * m);
  const scale = scaleClamp(Math.min(availW / table.width, availH / table.height));
  return {
    x: (viewport.width - table.width * scale) / 2,
    y: (viewport.height - table.height * scale) / 2,
    scale,
  };
}

/**
 * Keep at least `keep` CSS px of the table inside the viewport, so a pan cannot
 * lose the table off screen.
 */
export function viewKeepTableVisible(
  view: View,
  table: { width: number; height: number },
  viewport: { width: number; height: number },
  keep = 48,
): View {
  // An unmeasured viewport (not laid out yet) constrains nothing.
  if (!(viewport.width > 0 && viewport.height > 0)) return view;
  const w = table.width * view.scale;
  const h = table.height * view.scale;
  const kx = Math.min(keep, w, viewport.width);
  const ky = Math.min(keep, h, viewport.height);
  const x = Math.min(viewport.width - kx, Math.max(kx - w, view.x));
  const y = Math.min(viewport.height - ky, Math.max(ky - h, view.y));
  return x === view.x && y === view.y ? view : { x, y, scale: view.scale };
}

/** Exact equality of two views (null counts as a view too). */
export function viewEquals(a: View | null, b: View | null): boolean {
  if (a === null || b === null) return a === b;
  return a.x === b.x && a.y === b.y && a.scale === b.scale;
}

/** A box on the table, inches. */
export interface TableBox {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * Frame a box (the active unit and its reach): the same view when the box is already on screen
 * (within `margin` px of the edges); else centred on the box, zoomed out only as far as it needs
 * to fit (never zoomed in).
 */
export function viewFrame(view: View, box: TableBox, viewport: { width: number; height: number }, margin = 24): View {
  const a = viewTableToScreen(view, point(box.x0, box.y0));
  const b = viewTableToScreen(view, point(box.x1, box.y1));
  if (a.x >= margin - 1e-9 && a.y >= margin - 1e-9 && b.x <= viewport.width - margin + 1e-9 && b.y <= viewport.height - margin + 1e-9) return view;
  const w = Math.max(1e-9, box.x1 - box.x0);
  const h = Math.max(1e-9, box.y1 - box.y0);
  const fit = Math.min((viewport.width - 2 * margin) / w, (viewport.height - 2 * margin) / h);
  const scale = scaleClamp(Math.min(view.scale, fit));
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  return { x: viewport.width / 2 - cx * scale, y: viewport.height / 2 - cy * scale, scale };
}
