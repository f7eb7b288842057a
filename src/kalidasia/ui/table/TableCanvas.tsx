/**
 * The free Table's own Konva layers, drawn inside the shared TableStage (in table inches):
 * the markers, and the one marker being dragged. The table, grid and tape belong to TableStage.
 */
import type Konva from 'konva';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { Circle, Layer, Shape } from 'react-konva';
import type { MarkerRecord } from '../../../store/types';
import { MARKER_RADIUS } from './markers';
import { MARKERS_NODE_ID } from './stageController';
import type { StageNodeSetters } from './useNodeSetters';

/** Colours read from the theme's CSS variables. */
export interface TableColours {
  surface: string;
  edge: string;
  marker: string;
  markerEdge: string;
  selected: string;
  tape: string;
  labelBg: string;
  labelFg: string;
}

interface Props {
  setters: StageNodeSetters;
  markers: readonly MarkerRecord[];
  selectedId: string | null;
  colours: TableColours;
  /** Markers not stored yet: drawn faint with a dashed ring (the saving mark) until they are. */
  saving: ReadonlySet<string>;
}

/** What the markers shape needs from the controller while a marker is dragged (attrs on the shape, no React). */
export interface MarkersShapeAttrs {
  /** The marker lifted onto the drag layer: not drawn here. */
  hiddenId?: string | null;
  /** A marker just dropped, drawn at its new place until React brings the new document. */
  movedTo?: { id: string; x: number; y: number } | null;
  /** A zoom is under way (set by the stage controller): the saved bitmap is scaled until it rests. */
  zooming?: boolean;
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Paint the markers in the document's order (the last on top), skipping those outside `view` (inches) and those
 * wholly inside `held` (already drawn from the saved bitmap). `k`: inches per screen px.
 */
function markersPaint(
  c: CanvasRenderingContext2D,
  k: number,
  view: Rect | null,
  p: { markers: readonly MarkerRecord[]; selectedId: string | null; colours: TableColours; saving: ReadonlySet<string>; hidden: string | null; moved: MarkersShapeAttrs['movedTo'] },
  held?: Rect,
): void {
  const r = MARKER_RADIUS;
  const m0 = r + 4 * k; // the disc and its widest ring
  let run = 0;
  const flush = () => {
    if (run === 0) return;
    c.fillStyle = p.colours.marker;
    c.fill();
    c.strokeStyle = p.colours.markerEdge;
    c.lineWidth = 1.5 * k;
    c.stroke();
    run = 0;
  };
  c.beginPath();
  for (const m of p.markers) {
    if (m.id === p.hidden) continue;
    const at = p.moved && p.moved.id === m.id ? p.moved : m;
    if (view && (at.x + m0 < view.x || at.y + m0 < view.y || at.x - m0 > view.x + view.w || at.y - m0 > view.y + view.h)) continue;
    if (held && at.x - m0 >= held.x && at.y - m0 >= held.y && at.x + m0 <= held.x + held.w && at.y + m0 <= held.y + held.h) continue;
    const selected = m.id === p.selectedId;
    const unsaved = p.saving.has(m.id);
    if (!selected && !unsaved) {
      c.moveTo(at.x + r, at.y);
      c.arc(at.x, at.y, r, 0, Math.PI * 2, false);
      run++;
      continue;
    }
    flush();
    c.beginPath();
    c.arc(at.x, at.y, r, 0, Math.PI * 2, false);
    c.globalAlpha = unsaved ? 0.45 : 1;
    c.fillStyle = p.colours.marker;
    c.fill();
    c.strokeStyle = selected ? p.colours.selected : p.colours.tape;
    c.lineWidth = (selected ? 4 : 2.5) * k;
    if (unsaved && !selected) c.setLineDash([5 * k, 4 * k]);
    c.stroke();
    c.setLineDash([]);
    c.globalAlpha = 1;
    c.beginPath();
  }
  flush();
}

/** The largest cached bitmap side, device px (beyond it the markers are drawn directly). */
const CACHE_MAX_PX = 4096;
/** Where the zoom sits in the bitmap's key. */
const SCALE_AT = 6;
/** During a zoom the saved bitmap is scaled while the zoom stays within this factor of the one it was made at. */
const ZOOM_REUSE = 3;

/**
 * Every marker in one Konva shape (issue 24). 2,000 Circle nodes cost a save, transform and restore each per
 * frame; this shape draws the plain discs as one path, and while the zoom stays the same (a pan) it draws a
 * bitmap of them made at that zoom, over the view and a margin around it, so a pan frame costs one image
 * whatever the number of markers. The bitmap is made again when the markers, their marks, the colours, the
 * zoom or the part of the table in view leave what it holds; while the zoom changes every frame (pinch, wheel)
 * the discs are drawn directly, those outside the view skipped.
 *
 * Same look as a Circle per marker: a 1" disc, its edge a constant screen width (1.5 px; the selected one 4 px
 * in the selection colour; one not stored yet faint with a dashed 2.5 px ring — the saving mark). Drawn in the
 * document's order, so the last marker is on top, as the hit test (`markerHit`) has it. The layer does not
 * listen: hits are found in table inches, never by Konva.
 */
const MarkerDiscs = memo(function MarkerDiscs(props: {
  markers: readonly MarkerRecord[];
  selectedId: string | null;
  colours: TableColours;
  saving: ReadonlySet<string>;
}) {
  const { markers, selectedId, colours, saving } = props;
  const ref = useRef<Konva.Shape | null>(null);
  const cache = useRef<{ canvas: HTMLCanvasElement | null; key: unknown[]; rect: Rect; lastScale: number; made: number }>({ canvas: null, key: [], rect: { x: 0, y: 0, w: 0, h: 0 }, lastScale: 0, made: 1 });
  // A new document replaces a drop's temporary place (the dragged id stays hidden until the controller shows it).
  useLayoutEffect(() => {
    ref.current?.setAttrs({ movedTo: null, markersShown: markers });
  }, [markers]);
  const sceneFunc = useCallback(
    (ctx: Konva.Context, shape: Konva.Shape) => {
      // No marker: nothing to draw, and no bitmap of the view to make (a table opened empty; issue 24's first paint).
      if (markers.length === 0) return;
      const attrs = shape.getAttrs() as MarkersShapeAttrs;
      const p = { markers, selectedId, colours, saving, hidden: attrs.hiddenId ?? null, moved: attrs.movedTo ?? null };
      // oxlint-disable-next-line no-underscore-dangle -- Konva's typed field for the canvas's own 2D context (the bitmap is drawn with it)
      const native = ctx._context;
      const scale = shape.getAbsoluteScale().x || 1;
      const stage = shape.getStage();
      const pr = ctx.canvas.getPixelRatio();
      let view: Rect | null = null;
      if (stage) {
        const inv = shape.getAbsoluteTransform().copy().invert();
        const a = inv.point({ x: 0, y: 0 });
        const b = inv.point({ x: stage.width(), y: stage.height() });
        view = { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(b.x - a.x), h: Math.abs(b.y - a.y) };
      }
      const c = cache.current;
      const key = [markers, selectedId, colours, saving, p.hidden, p.moved, scale, pr];
      const sameDoc = c.key.length === key.length && key.every((v, i) => i === SCALE_AT || v === c.key[i]);
      const sameKey = sameDoc && c.key[SCALE_AT] === scale;
      const covers = (r: Rect) => view !== null && view.x >= r.x && view.y >= r.y && view.x + view.w <= r.x + r.w && view.y + view.h <= r.y + r.h;
      // A zoom under way (wheel, pinch): the saved picture, scaled, while it is the same document and not too far
      // from its own zoom; the markers it does not hold (a zoom out past its margin) drawn over it. Crisp again once
      // the gesture rests (the controller clears `zooming` and asks for a redraw).
      const zooming = attrs.zooming === true && c.canvas !== null && sameDoc && !sameKey && view !== null && scale / c.made < ZOOM_REUSE && c.made / scale < ZOOM_REUSE;
      if (!zooming && !(c.canvas && sameKey && covers(c.rect)) && view && (scale === c.lastScale || attrs.zooming !== true) && typeof document !== 'undefined') {
        // The zoom rests (or held for a frame): make the bitmap (the view and a quarter of it around, at this zoom).
        const rect = { x: view.x - view.w / 4, y: view.y - view.h / 4, w: view.w * 1.5, h: view.h * 1.5 };
        const px = scale * pr;
        const cw = Math.ceil(rect.w * px);
        const ch = Math.ceil(rect.h * px);
        if (cw > 0 && ch > 0 && cw <= CACHE_MAX_PX && ch <= CACHE_MAX_PX) {
          const canvas = c.canvas ?? document.createElement('canvas');
          canvas.width = cw;
          canvas.height = ch;
          const oc = canvas.getContext('2d');
          if (oc) {
            oc.setTransform(px, 0, 0, px, -rect.x * px, -rect.y * px);
            markersPaint(oc, 1 / scale, rect, p);
            c.canvas = canvas;
            c.key = key;
            c.rect = rect;
            c.made = scale;
          }
        }
      }
      c.lastScale = scale;
      const fresh = c.canvas && c.key.length === key.length && key.every((v, i) => v === c.key[i]) && covers(c.rect);
      if (fresh && c.canvas) native.drawImage(c.canvas, c.rect.x, c.rect.y, c.canvas.width / (scale * pr), c.canvas.height / (scale * pr));
      else if (zooming && c.canvas) {
        // The picture is in table inches: drawn at its own rectangle, the stage's zoom scales it.
        native.drawImage(c.canvas, c.rect.x, c.rect.y, c.canvas.width / (c.made * pr), c.canvas.height / (c.made * pr));
        if (!covers(c.rect)) markersPaint(native, 1 / scale, view, p, c.rect);
      } else markersPaint(native, 1 / scale, view, p);
    },
    [markers, selectedId, colours, saving],
  );
  return <Shape ref={ref} id={MARKERS_NODE_ID} sceneFunc={sceneFunc} perfectDrawEnabled={false} listening={false} />;
});

/** The markers' layer (every marker in one shape). The disc being dragged is `DragDisc`, drawn in the tape's layer. */
export function MarkerLayers(props: Props) {
  const { setters, markers, selectedId, colours, saving } = props;
  const { markersLayer: markersLayerRef } = setters;
  return (
    <Layer ref={markersLayerRef} listening={false}>
      <MarkerDiscs markers={markers} selectedId={selectedId} colours={colours} saving={saving} />
    </Layer>
  );
}

/**
 * The marker being dragged, moved at frame rate by the stage controller. It is drawn in the tape's layer (TableStage's
 * `overlay`), not in a layer of its own: one canvas fewer to make when the Table opens (issue 24: Lighthouse).
 */
export function DragDisc({ setters, colours }: { setters: StageNodeSetters; colours: TableColours }) {
  const { dragDisc: dragDiscRef } = setters;
  return (
    <Circle
      ref={dragDiscRef}
      visible={false}
      radius={MARKER_RADIUS}
      fill={colours.marker}
      stroke={colours.selected}
      strokeWidth={4}
      strokeScaleEnabled={false}
      perfectDrawEnabled={false}
      opacity={0.9}
    />
  );
}
