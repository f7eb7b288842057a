/**
 * Pointer, touch and wheel input on the table. One finger (or the mouse) pans, drags a
 * marker or draws the tape depending on the tool; two fingers pinch (zoom about the point
 * between them, and pan as they move together); the wheel zooms about the pointer.
 *
 * Native listeners on the stage container (Pointer Events cover mouse, pen and touch;
 * `touch-action: none` keeps the browser from scrolling). Every frame goes to the
 * StageController; React hears only about committed results.
 */
import { useEffect, type RefObject } from 'react';
import type { Point } from '../../../geometry/units';
import type { MarkerRecord } from '../../../store/types';
import { markerHit, tableClampPoint } from './markers';
import type { StageController } from './stageController';
import { snapToMarker, type Measurement } from './tapeMeasure';
import {
  viewKeepTableVisible,
  viewPan,
  viewPinch,
  viewScreenToTable,
  viewZoomAbout,
  type ScreenPoint,
  type View,
} from './viewTransform';

export type TableTool = 'move' | 'measure' | 'marker';

/** What the gestures need to know and whom to tell; refreshed on every render. */
export interface GestureContext {
  tool: TableTool;
  markers: readonly MarkerRecord[];
  table: { width: number; height: number };
  viewport: { width: number; height: number };
  /** A tap on the table away from any marker. */
  onTapTable: (p: Point) => void;
  /** A tap on a marker. */
  onTapMarker: (id: string) => void;
  /** A marker dragged and released at `p` (already clamped and rounded). */
  onMarkerDrop: (id: string, p: Point) => void;
  /** The tape was released (its measurement stays until cleared). */
  onMeasured: (m: Measurement) => void;
}

type Gesture =
  | { kind: 'idle' }
  | { kind: 'pan'; pointer: number; start: ScreenPoint; startView: View; moved: boolean }
  | { kind: 'marker'; pointer: number; start: ScreenPoint; markerId: string; grab: Point; moved: boolean }
  | { kind: 'measure'; pointer: number; start: ScreenPoint; a: Point; moved: boolean; previous: Measurement | null }
  | { kind: 'pinch'; pointers: [number, number]; startView: View; startCentre: ScreenPoint; startDistance: number }
  /** After a pinch: ignore the remaining finger until every pointer is up. */
  | { kind: 'spent' };

/** Wheel zoom: scale × e^(−k·Δ) per wheel delta in px; trackpad pinches (ctrlKey) are finer. */
const WHEEL_K = 0.0015;
const WHEEL_PINCH_K = 0.01;
/** The view is published this long after the last wheel event. */
export const WHEEL_COMMIT_MS = 250;

const slop = (pointerType: string): number => (pointerType === 'mouse' ? 4 : 10);

/** Extra marker hit radius (inches) so a fingertip (about 44 CSS px) can take a disc at any zoom. */
function hitTolerance(pointerType: string, scale: number): number {
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
      if (g.kind === 'marker' && g.moved) controller.markerDragEnd(null);
      if (g.kind === 'measure' && g.moved) controller.measurementShow(g.previous, false);
      if (g.kind === 'pan' && g.moved) controller.viewCommit(true);
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
        gesture = { kind: 'measure', pointer: e.pointerId, start: s, a: snapToMarker(p, ctx.markers), moved: false, previous: controller.measurement };
        return;
      }
      const hit = markerHit(ctx.markers, p, hitTolerance(e.pointerType, controller.view.scale));
      gesture = hit
        ? { kind: 'marker', pointer: e.pointerId, start: s, markerId: hit.id, grab: { x: p.x - hit.x, y: p.y - hit.y } as Point, moved: false }
        : { kind: 'pan', pointer: e.pointerId, start: s, startView: controller.view, moved: false };
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
        case 'marker': {
          if (e.pointerId !== gesture.pointer) return;
          if (!gesture.moved && !far(s, gesture.start, slop(e.pointerType))) return;
          const p = toTable(s);
          const at = tableClampPoint(ctx.table, { x: p.x - gesture.grab.x, y: p.y - gesture.grab.y } as Point);
          if (!gesture.moved) {
            gesture.moved = true;
            controller.markerDragStart(gesture.markerId, at);
          } else controller.markerDragMove(at);
          return;
        }
        case 'measure': {
          if (e.pointerId !== gesture.pointer) return;
          if (!gesture.moved && !far(s, gesture.start, slop(e.pointerType))) return;
          gesture.moved = true;
          controller.measurementShow({ a: gesture.a, b: snapToMarker(toTable(s), ctx.markers) }, true);
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
      if (g.kind === 'pan') {
        if (g.moved) controller.viewCommit(true);
        else ctx.onTapTable(p);
      } else if (g.kind === 'marker') {
        if (!g.moved) {
          ctx.onTapMarker(g.markerId);
          return;
        }
        const at = tableClampPoint(ctx.table, { x: p.x - g.grab.x, y: p.y - g.grab.y } as Point);
        controller.markerDragEnd(at);
        ctx.onMarkerDrop(g.markerId, at);
      } else if (g.moved) {
        const m = { a: g.a, b: snapToMarker(p, ctx.markers) };
        controller.measurementShow(m, false);
        ctx.onMeasured(m);
      }
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
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
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
