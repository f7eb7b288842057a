/**
 * Pointer, touch and wheel input on the table — shared by the free Table and the game table.
 * One finger (or the mouse) pans, drags an item (a marker, a token, a rotate handle) or draws the
 * tape depending on the tool; two fingers pinch (zoom about the point between them, and pan as
 * they move together); the wheel zooms about the pointer.
 *
 * What an "item" is belongs to the screen: it answers `hitItem` (pure hit testing with a fingertip
 * tolerance) and draws the drag preview itself (`onItemDragStart/Move/End`).
 *
 * Native listeners on the stage container (Pointer Events cover mouse, pen and touch;
 * `touch-action: none` keeps the browser from scrolling). Every frame goes to the
 * StageController; React hears only about committed results.
 *
 * The touch moves of a gesture the stage handles (pan, pinch, an item drag, the tape, a box, the finger left after a
 * pinch) are consumed (`touchmove` preventDefault, a non-passive listener). Left to the browser, Chromium made a quick
 * pan's moves a scroll gesture (nothing scrolled: `touch-action: none`) and its lift a fling, and the next tap
 * anywhere, on a button too, only cancelled that fling and was dropped (test/browser/table-pan-tap.test.ts).
 */
import { useEffect, type RefObject } from 'react';
import type { Point } from '../../../geometry/units';
import type { StageController } from './stageController';
import type { Measurement } from './tapeMeasure';
import {
  viewKeepTableVisible,
  viewPan,
  viewPinch,
  viewScreenToTable,
  viewZoomAbout,
  type ScreenPoint,
  type View,
} from './viewTransform';

/** `select`: a tap picks an item, a drag from the table draws a selection box, a drag from a draggable item moves it (and the screen's selection with it). */
export type TableTool = 'move' | 'measure' | 'marker' | 'select';

/** An item under the finger: its id, the point it is dragged by (its centre), and whether it may be dragged. */
export interface ItemHit {
  id: string;
  anchor: Point;
  /** false: a tap selects it, a drag pans the table. */
  draggable: boolean;
}

/** What the gestures need to know and whom to tell; refreshed on every render. */
export interface GestureContext {
  tool: TableTool;
  table: { width: number; height: number };
  viewport: { width: number; height: number };
  /** The topmost item within `tolerance` inches of `p`, or null. */
  hitItem: (p: Point, tolerance: number) => ItemHit | null;
  /** Where a tape end snaps to (a marker or token centre near `p`, or `p`). */
  snap: (p: Point) => Point;
  /** Where a dragged item's anchor may go (clamped to the table, rounded). */
  clampItem: (id: string, p: Point) => Point;
  /** A tap on the table away from any item. */
  onTapTable: (p: Point) => void;
  /** A tap on an item. */
  onTapItem: (id: string) => void;
  /** The drag preview, drawn by the screen at frame rate (no React state): start, move, end (null = cancelled). */
  onItemDragStart: (id: string, at: Point) => void;
  onItemDragMove: (id: string, at: Point) => void;
  onItemDragEnd: (id: string, at: Point | null) => void;
  /** An item dragged and released at `p` (already clamped). */
  onItemDrop: (id: string, p: Point) => void;
  /** The tape was released (its measurement stays until cleared). */
  onMeasured: (m: Measurement) => void;
  /** Select tool: a box drawn by a finger from `a` to `b` (table inches), at frame rate; null = gone. */
  onBoxMove?: (box: { a: Point; b: Point } | null) => void;
  /** Select tool: the box released. */
  onBoxEnd?: (a: Point, b: Point) => void;
}

type Gesture =
  | { kind: 'idle' }
  | { kind: 'pan'; pointer: number; start: ScreenPoint; startView: View; moved: boolean; tapItem: string | null }
  | { kind: 'item'; pointer: number; start: ScreenPoint; itemId: string; grab: Point; moved: boolean }
  | { kind: 'measure'; pointer: number; start: ScreenPoint; a: Point; moved: boolean; previous: Measurement | null }
  | { kind: 'box'; pointer: number; start: ScreenPoint; a: Point; moved: boolean; tapItem: string | null }
  | { kind: 'pinch'; pointers: [number, number]; startView: View; startCentre: ScreenPoint; startDistance: number }
  /** After a pinch: ignore the remaining finger until every pointer is up. */
  | { kind: 'spent' };

/** Wheel zoom: scale × e^(−k·Δ) per wheel delta in px; trackpad pinches (ctrlKey) are finer. */
const WHEEL_K = 0.0015;
const WHEEL_PINCH_K = 0.01;
/** The view is published this long after the last wheel event. */
export const WHEEL_COMMIT_MS = 250;

const slop = (pointerType: string): number => (pointerType === 'mouse' ? 4 : 10);

/** Extra hit radius (inches) so a fingertip (about 44 CSS px) can take a disc or token at any zoom. */
export function hitTolerance(pointerType: string, scale: number): number {
  const px = pointerType === 'mouse' ? 4 : 22;
  return Math.min(2, Math.max(0, px / scale - 0.5));
}

export function useTableGestures(
  containerRef: RefObject<HTMLElement | null>,
  controller: StageController,
  contextRef: RefObject<GestureContext>,
): void {
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return undefined;
    const pointers = new Map<number, ScreenPoint>();
    let gesture: Gesture = { kind: 'idle' };
    let wheelTimer: ReturnType<typeof setTimeout> | undefined;
    controller.busySet(() => gesture.kind !== 'idle' || wheelTimer !== undefined);

    const local = (e: { clientX: number; clientY: number }): ScreenPoint => {
      const r = el.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const toTable = (s: ScreenPoint): Point => viewScreenToTable(controller.view, s);
    const far = (a: ScreenPoint, b: ScreenPoint, d: number): boolean => Math.hypot(a.x - b.x, a.y - b.y) > d;

    /** Abandon a one-finger gesture (a second finger arrived, or the browser cancelled). */
    const cancelSingle = (g: Gesture): void => {
      if (g.kind === 'item' && g.moved) contextRef.current.onItemDragEnd(g.itemId, null);
      if (g.kind === 'measure' && g.moved) controller.measurementShow(g.previous, false);
      if (g.kind === 'pan' && g.moved) controller.viewCommit(true);
      if (g.kind === 'box' && g.moved) contextRef.current.onBoxMove?.(null);
    };

    const pinchStart = (): void => {
      const [ida, idb] = [...pointers.keys()];
      if (ida === undefined || idb === undefined) return;
      const a = pointers.get(ida);
      const b = pointers.get(idb);
      if (!a || !b) return;
      gesture = {
        kind: 'pinch',
        pointers: [ida, idb],
        startView: controller.view,
        startCentre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
        startDistance: Math.hypot(a.x - b.x, a.y - b.y),
      };
    };

    const onDown = (e: PointerEvent): void => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      const s = local(e);
      pointers.set(e.pointerId, s);
      try {
        el.setPointerCapture(e.pointerId);
      } catch {
        // Synthetic or already-released pointers cannot be captured; nothing to do.
      }
      e.preventDefault();
      if (pointers.size === 2 && gesture.kind !== 'pinch' && gesture.kind !== 'spent') {
        cancelSingle(gesture);
        pinchStart();
        return;
      }
      if (pointers.size !== 1) return;
      const ctx = contextRef.current;
      const p = toTable(s);
      if (ctx.tool === 'measure') {
        gesture = { kind: 'measure', pointer: e.pointerId, start: s, a: ctx.snap(p), moved: false, previous: controller.measurement };
        return;
      }
      const hit = ctx.hitItem(p, hitTolerance(e.pointerType, controller.view.scale));
      gesture =
        hit && hit.draggable
          ? { kind: 'item', pointer: e.pointerId, start: s, itemId: hit.id, grab: { x: p.x - hit.anchor.x, y: p.y - hit.anchor.y } as Point, moved: false }
          : ctx.tool === 'select'
            ? { kind: 'box', pointer: e.pointerId, start: s, a: p, moved: false, tapItem: hit?.id ?? null }
            : { kind: 'pan', pointer: e.pointerId, start: s, startView: controller.view, moved: false, tapItem: hit?.id ?? null };
    };

    const onMove = (e: PointerEvent): void => {
      if (!pointers.has(e.pointerId)) return;
      const s = local(e);
      pointers.set(e.pointerId, s);
      const ctx = contextRef.current;
      switch (gesture.kind) {
        case 'pan': {
          if (e.pointerId !== gesture.pointer) return;
          if (!gesture.moved && !far(s, gesture.start, slop(e.pointerType))) return;
          gesture.moved = true;
          const next = viewPan(gesture.startView, s.x - gesture.start.x, s.y - gesture.start.y);
          controller.viewShow(viewKeepTableVisible(next, ctx.table, ctx.viewport));
          return;
        }
        case 'item': {
          if (e.pointerId !== gesture.pointer) return;
          if (!gesture.moved && !far(s, gesture.start, slop(e.pointerType))) return;
          const p = toTable(s);
          const at = ctx.clampItem(gesture.itemId, { x: p.x - gesture.grab.x, y: p.y - gesture.grab.y } as Point);
          if (!gesture.moved) {
            gesture.moved = true;
            ctx.onItemDragStart(gesture.itemId, at);
          } else ctx.onItemDragMove(gesture.itemId, at);
          return;
        }
        case 'box': {
          if (e.pointerId !== gesture.pointer) return;
          if (!gesture.moved && !far(s, gesture.start, slop(e.pointerType))) return;
          gesture.moved = true;
          ctx.onBoxMove?.({ a: gesture.a, b: toTable(s) });
          return;
        }
        case 'measure': {
          if (e.pointerId !== gesture.pointer) return;
          if (!gesture.moved && !far(s, gesture.start, slop(e.pointerType))) return;
          gesture.moved = true;
          controller.measurementShow({ a: gesture.a, b: ctx.snap(toTable(s)) }, true);
          return;
        }
        case 'pinch': {
          const a = pointers.get(gesture.pointers[0]);
          const b = pointers.get(gesture.pointers[1]);
          if (!a || !b) return;
          const centre = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
          const distance = Math.hypot(a.x - b.x, a.y - b.y);
          controller.viewShow(viewPinch(gesture.startView, gesture.startCentre, gesture.startDistance, centre, distance));
          return;
        }
        default:
          return;
      }
    };

    const onUp = (e: PointerEvent): void => {
      if (!pointers.has(e.pointerId)) return;
      const cancelled = e.type === 'pointercancel';
      const s = local(e);
      pointers.delete(e.pointerId);
      const ctx = contextRef.current;
      const g = gesture;
      if (g.kind === 'pinch') {
        if (g.pointers.includes(e.pointerId)) {
          controller.viewCommit(true);
          gesture = pointers.size > 0 ? { kind: 'spent' } : { kind: 'idle' };
        }
        return;
      }
      if (g.kind === 'spent') {
        if (pointers.size === 0) gesture = { kind: 'idle' };
        return;
      }
      if (g.kind === 'idle' || g.pointer !== e.pointerId) return;
      gesture = { kind: 'idle' };
      if (cancelled) {
        cancelSingle(g);
        return;
      }
      const p = toTable(s);
      if (g.kind === 'pan' || g.kind === 'box') {
        if (g.moved && g.kind === 'pan') controller.viewCommit(true);
        else if (g.moved && g.kind === 'box') {
          ctx.onBoxMove?.(null);
          ctx.onBoxEnd?.(g.a, p);
        } else if (g.tapItem !== null) ctx.onTapItem(g.tapItem);
        else ctx.onTapTable(p);
      } else if (g.kind === 'item') {
        if (!g.moved) {
          ctx.onTapItem(g.itemId);
          return;
        }
        const at = ctx.clampItem(g.itemId, { x: p.x - g.grab.x, y: p.y - g.grab.y } as Point);
        ctx.onItemDragEnd(g.itemId, at);
        ctx.onItemDrop(g.itemId, at);
      } else if (g.moved) {
        const m = { a: g.a, b: ctx.snap(p) };
        controller.measurementShow(m, false);
        ctx.onMeasured(m);
      }
    };

    // A finger's moves on the stage are the stage's gesture, never the browser's scroll gesture (see the top).
    const onTouchMove = (e: TouchEvent): void => {
      if (gesture.kind !== 'idle' && e.cancelable) e.preventDefault();
    };

    const onWheel = (e: WheelEvent): void => {
      e.preventDefault();
      const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? el.clientHeight || 800 : 1;
      const k = e.ctrlKey ? WHEEL_PINCH_K : WHEEL_K;
      const factor = Math.exp(-e.deltaY * unit * k);
      controller.viewShow(viewZoomAbout(controller.view, local(e), controller.view.scale * factor));
      if (wheelTimer !== undefined) clearTimeout(wheelTimer);
      wheelTimer = setTimeout(() => {
        wheelTimer = undefined;
        controller.viewCommit(true);
      }, WHEEL_COMMIT_MS);
    };

    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('pointercancel', onUp);
    el.addEventListener('touchmove', onTouchMove, { passive: false });
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      el.removeEventListener('touchmove', onTouchMove);
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('pointercancel', onUp);
      el.removeEventListener('wheel', onWheel);
      if (wheelTimer !== undefined) {
        clearTimeout(wheelTimer);
        controller.viewCommit(true);
      }
      controller.busySet(() => false);
    };
  }, [containerRef, controller, contextRef]);
}
