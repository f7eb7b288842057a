/**
 * The imperative side of the Table screen: everything that changes at animation-frame
 * rate (the view transform, the tape line, the dragged marker, the scale bar, the readout)
 * is written straight to Konva nodes and DOM elements here, never through React state.
 * React renders the document (table, markers); this object moves the camera over it.
 */
import type Konva from 'konva';
import type { Point } from '../../../geometry/units';
import { gridTileChoose, scaleBarChoose } from './scaleBar';
import { measureLabel, type Measurement } from './tapeMeasure';
import { viewEquals, type View } from './viewTransform';

/** The Konva nodes and DOM elements the controller drives (set by refs; any may be missing). */
export interface StageParts {
  stage: Konva.Stage | null;
  grid: Konva.Rect | null;
  markersLayer: Konva.Layer | null;
  dragLayer: Konva.Layer | null;
  dragDisc: Konva.Circle | null;
  overlayLayer: Konva.Layer | null;
  tapeLine: Konva.Line | null;
  tapeStart: Konva.Circle | null;
  tapeEnd: Konva.Circle | null;
  tapeLabel: Konva.Label | null;
  tapeText: Konva.Text | null;
  container: HTMLElement | null;
  scaleBar: HTMLElement | null;
  scaleBarText: HTMLElement | null;
  readout: HTMLElement | null;
}

export const emptyStageParts = (): StageParts => ({
  stage: null,
  grid: null,
  markersLayer: null,
  dragLayer: null,
  dragDisc: null,
  overlayLayer: null,
  tapeLine: null,
  tapeStart: null,
  tapeEnd: null,
  tapeLabel: null,
  tapeText: null,
  container: null,
  scaleBar: null,
  scaleBarText: null,
  readout: null,
});

/** Screen px between the tape's midpoint and its label. */
const LABEL_LIFT = 8;

export class StageController {
  private readonly parts: StageParts = emptyStageParts();
  private currentView: View = { x: 0, y: 0, scale: 10 };
  private committed: View | null = null;
  private currentMeasurement: Measurement | null = null;
  private busyProbe: () => boolean = () => false;
  private onViewCommit: (view: View) => void = () => {};

  /** The view currently on screen. */
  get view(): View {
    return this.currentView;
  }

  /** The view last published (to recognise our own change coming back as a prop); null = fitted. */
  get committedView(): View | null {
    return this.committed;
  }

  committedViewSet(view: View | null): void {
    this.committed = view;
  }

  /** The tape on screen, if any. */
  get measurement(): Measurement | null {
    return this.currentMeasurement;
  }

  /** Who hears about a view at the end of a gesture or after a button changed it. */
  onViewCommitSet(fn: (view: View) => void): void {
    this.onViewCommit = fn;
  }

  /** The gesture hook tells whether a gesture is under way (a prop update then must not move the camera). */
  busySet(probe: () => boolean): void {
    this.busyProbe = probe;
  }

  busy(): boolean {
    return this.busyProbe();
  }

  /** Hand over (or, with null, take back) one Konva node or DOM element. */
  partSet<K extends keyof StageParts>(key: K, node: StageParts[K]): void {
    this.parts[key] = node;
  }
  private gridColour = 'rgba(128,128,128,0.5)';
  private gridTileKey = '';
  private draggedMarkerId: string | null = null;

  private viewListeners = new Set<(view: View) => void>();

  /** Hear every view put on screen (at frame rate: keep it light, e.g. rescale constant-size labels). */
  viewListen(fn: (view: View) => void): () => void {
    this.viewListeners.add(fn);
    return () => {
      this.viewListeners.delete(fn);
    };
  }

  /** Put a view on screen (every frame of a gesture). */
  viewShow(view: View): void {
    // The zoom changes under a gesture: the markers scale their saved picture until the view is committed (issue 24).
    if (view.scale !== this.currentView.scale) this.markersZooming(true);
    this.currentView = view;
    for (const fn of this.viewListeners) fn(view);
    const { stage } = this.parts;
    if (stage) {
      stage.position({ x: view.x, y: view.y });
      stage.scale({ x: view.scale, y: view.scale });
    }
    this.tapeLabelPlace();
    this.scaleBarUpdate();
    stage?.batchDraw();
  }

  /** A gesture or button has finished: publish the view (data attributes, grid tile, onViewCommit). */
  viewCommit(notify: boolean): void {
    this.markersZooming(false);
    this.viewAttributesWrite();
    this.gridTileUpdate();
    if (notify && !viewEquals(this.view, this.committed)) {
      this.committed = this.view;
      this.onViewCommit(this.view);
    }
  }

  /** Show a view and publish its data attributes without telling the document (fit on open, restore). */
  viewSettle(view: View): void {
    this.viewShow(view);
    this.viewCommit(false);
  }

  private viewAttributesWrite(): void {
    const el = this.parts.container;
    if (!el) return;
    el.dataset['viewX'] = String(this.view.x);
    el.dataset['viewY'] = String(this.view.y);
    el.dataset['viewScale'] = String(this.view.scale);
  }

  private scaleBarUpdate(): void {
    const { scaleBar, scaleBarText } = this.parts;
    if (!scaleBar || !scaleBarText) return;
    const bar = scaleBarChoose(this.view.scale);
    scaleBar.style.width = `${bar.px}px`;
    if (scaleBarText.textContent !== bar.label) scaleBarText.textContent = bar.label;
  }

  /** Grid line colour (a CSS colour); redraws the tile. */
  gridColourSet(colour: string): void {
    if (colour === this.gridColour) return;
    this.gridColour = colour;
    this.gridTileKey = '';
    this.gridTileUpdate();
  }

  /** Draw the grid tile again even if the zoom has not changed (a new grid node). */
  gridTileRefresh(): void {
    this.gridTileKey = '';
    this.gridTileUpdate();
  }

  /** Regenerate the 1" pattern tile for the current zoom so lines stay one device pixel wide. */
  gridTileUpdate(): void {
    const grid = this.parts.grid;
    if (!grid || typeof document === 'undefined') return;
    const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio;
    const tile = gridTileChoose(this.view.scale, dpr);
    const key = `${tile.size}/${tile.line}/${tile.alpha}/${this.gridColour}`;
    if (key === this.gridTileKey) return;
    this.gridTileKey = key;
    const canvas = document.createElement('canvas');
    canvas.width = tile.size;
    canvas.height = tile.size;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.globalAlpha = tile.alpha;
    ctx.fillStyle = this.gridColour;
    ctx.fillRect(0, 0, tile.size, tile.line);
    ctx.fillRect(0, 0, tile.line, tile.size);
    grid.fillPatternImage(canvas);
    grid.fillPatternScale({ x: 1 / tile.size, y: 1 / tile.size });
    grid.getLayer()?.batchDraw();
  }

  /** Show (or, with null, clear) the tape; `live` while the finger is still down. */
  measurementShow(m: Measurement | null, live: boolean): void {
    this.currentMeasurement = m;
    const { tapeLine, tapeStart, tapeEnd, tapeLabel, tapeText, readout, overlayLayer } = this.parts;
    const text = m ? measureLabel(m) : '';
    if (m) {
      tapeLine?.points([m.a.x, m.a.y, m.b.x, m.b.y]);
      tapeStart?.position(m.a);
      tapeEnd?.position(m.b);
      tapeText?.text(text);
    }
    for (const node of [tapeLine, tapeStart, tapeEnd, tapeLabel]) node?.visible(m !== null);
    this.tapeLabelPlace();
    if (readout) {
      if (readout.textContent !== text) readout.textContent = text;
      // Screen readers wait for the release before announcing the final length.
      readout.setAttribute('aria-busy', live ? 'true' : 'false');
    }
    overlayLayer?.batchDraw();
  }

  /** Keep the label a constant screen size: undo the stage scale on the label alone. */
  private tapeLabelPlace(): void {
    const { tapeLabel, tapeStart, tapeEnd } = this.parts;
    const m = this.currentMeasurement;
    if (!m) return;
    const k = 1 / this.view.scale;
    tapeLabel?.position({ x: (m.a.x + m.b.x) / 2, y: (m.a.y + m.b.y) / 2 - LABEL_LIFT * k });
    for (const node of [tapeLabel, tapeStart, tapeEnd]) node?.scale({ x: k, y: k });
  }

  private zooming = false;
  /** Tell the markers shape a zoom is under way (it scales its saved picture), or that it rests (drawn crisp again). */
  private markersZooming(on: boolean): void {
    if (this.zooming === on) return;
    this.zooming = on;
    this.markersShape()?.setAttr('zooming', on);
    if (!on) this.parts.markersLayer?.batchDraw();
  }

  private markersShape(): Konva.Node | undefined {
    return this.parts.markersLayer?.findOne(`#${MARKERS_NODE_ID}`);
  }

  /** The layer the drag disc is drawn in: a drag layer of its own when the screen has one, else the disc's own layer. */
  private dragDiscLayer(): Konva.Layer | null {
    return this.parts.dragLayer ?? this.parts.dragDisc?.getLayer?.() ?? null;
  }

  /** Lift a marker onto the drag layer (hide it in the markers layer, show the drag disc there). */
  markerDragStart(id: string, at: Point): void {
    this.draggedMarkerId = id;
    this.markersShape()?.setAttrs({ hiddenId: id, movedTo: null });
    this.parts.markersLayer?.batchDraw();
    this.parts.dragDisc?.position(at);
    this.parts.dragDisc?.visible(true);
    this.dragDiscLayer()?.batchDraw();
  }

  markerDragMove(at: Point): void {
    this.parts.dragDisc?.position(at);
    this.dragDiscLayer()?.batchDraw();
  }

  /** Drop the marker at `at` (or back where it was, with null): put it back in the markers layer. */
  markerDragEnd(at: Point | null): void {
    const id = this.draggedMarkerId;
    this.draggedMarkerId = null;
    if (id !== null) {
      // Draw it at its new place now so the disc does not flash back before React renders the new document.
      this.markersShape()?.setAttrs({ hiddenId: null, movedTo: at ? { id, x: at.x, y: at.y } : null });
      this.parts.markersLayer?.batchDraw();
    }
    this.parts.dragDisc?.visible(false);
    this.dragDiscLayer()?.batchDraw();
  }
}

/** Id of the one Konva shape that draws every marker (TableCanvas.tsx). */
export const MARKERS_NODE_ID = 'markers';
