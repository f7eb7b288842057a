/**
 * Where the Game screen's camera goes while the photo reader is open (pure: no React, no DOM). The reader's panel
 * covers the right of the screen (40 rem); the reading's arrows and outlines are brought into the part of the table
 * left of it: the same framing as an activation's (`viewFrame`: unchanged when already in view, else centred there and
 * zoomed out only as far as it must, never in).
 */
import { viewFrame, type TableBox, type View } from '../table/viewTransform';
import type { PhotoOverlay } from './photoOverlay';

/** Below this many CSS px of the table left of the panel (a narrow screen: 128 px on a 768 px portrait tablet), the camera is not moved: a 72″ table would be about 1 px per inch there. */
export const MIN_VISIBLE_PX = 200;
/** Screen px kept free around the box: the arrow heads (10 px) and the outlines' strokes stay clear of the panel. */
export const FRAME_MARGIN_PX = 24;

/** The box (table inches) around every token the reading shows: both ends of each arrow, each deployment's outline. */
export function photoOverlayBox(o: PhotoOverlay | null): TableBox | null {
  if (!o) return null;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const m of o.moves) {
    xs.push(m.from.x, m.to.x);
    ys.push(m.from.y, m.to.y);
  }
  for (const d of o.deploys) {
    const r = (d.to.heading * Math.PI) / 180;
    const c = Math.cos(r);
    const s = Math.sin(r);
    for (const [a, b] of [
      [-d.length / 2, -d.width / 2],
      [d.length / 2, -d.width / 2],
      [d.length / 2, d.width / 2],
      [-d.length / 2, d.width / 2],
    ] as const) {
      xs.push(d.to.x + a * c - b * s);
      ys.push(d.to.y + a * s + b * c);
    }
  }
  if (xs.length === 0 || !xs.every(Number.isFinite) || !ys.every(Number.isFinite)) return null;
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/**
 * The view that shows `box` in the stage's uncovered part: `visible` is that part's size in CSS px, from the stage's
 * top-left corner (the stage's width up to the panel's left edge). Null when too little is uncovered to show anything.
 */
export function photoCameraView(view: View, box: TableBox, visible: { width: number; height: number }): View | null {
  if (!(visible.width >= MIN_VISIBLE_PX && visible.height >= MIN_VISIBLE_PX)) return null;
  return viewFrame(view, box, visible, FRAME_MARGIN_PX);
}

/**
 * The stage's part left of the panel, in CSS px from the stage's top-left corner (the panel is fixed to the window's
 * right; the stage may also end before the window's bottom).
 */
export function uncoveredPart(stage: { left: number; top: number; right: number; bottom: number }, panelLeft: number, windowHeight: number): { width: number; height: number } {
  return { width: Math.max(0, Math.min(stage.right, panelLeft) - stage.left), height: Math.max(0, Math.min(stage.bottom, windowHeight) - stage.top) };
}
