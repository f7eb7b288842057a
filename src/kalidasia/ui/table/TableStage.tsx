/**
 * THE shared table canvas (free Table and game table): one Konva stage at true scale with its
 * gestures (pan, pinch, wheel, fit, arrow keys), the 1" grid, the scale bar and the tape measure.
 * A screen gives it what to draw (Konva layers, in table inches) and what can be tapped or dragged
 * (`items`); the camera and the tape move through the StageController, so nothing re-renders per
 * animation frame.
 *
 * Layers, bottom to top (DESIGN.md §4): the table and its grid (static), the screen's own layers
 * (`children`), the tape overlay. Every layer is `listening={false}`: hit testing is pure code
 * given by the screen (`items.hitItem`), with a fingertip tolerance.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Circle, Label, Layer, Line, Rect, Stage, Tag, Text } from 'react-konva';
import { point, type Point } from '../../../geometry/units';
import type { StageController } from './stageController';
import type { Measurement } from './tapeMeasure';
import type { TableColours } from './TableCanvas';
import { useNodeSetters } from './useNodeSetters';
import { useTableGestures, type GestureContext, type TableTool } from './useTableGestures';
import { useThemeColours } from './useThemeColours';
import { scaleClamp, viewEquals, viewFit, viewFrame, viewKeepTableVisible, viewPan, viewZoomAbout, type TableBox, type View } from './viewTransform';
import './table.css';

/** What a screen tells the stage about its items (everything of GestureContext but the camera's own). */
export type StageItems = Omit<GestureContext, 'tool' | 'table' | 'viewport'>;

/** The theme as the canvas needs it. */
export interface StageTheme {
  colours: TableColours;
  /** Label font size in CSS px (follows the app's text size). */
  fontPx: number;
}

/** Buttons outside the stage drive the camera through this. */
export interface TableStageApi {
  zoomBy(factor: number): void;
  /** Fit the whole table (the stored view becomes null). */
  fit(): void;
  clearMeasurement(): void;
  /** Bring a box of the table on screen (centred, zoomed out only if it must): unchanged when already in view. */
  frame(box: TableBox): void;
}

export interface TableStageProps {
  controller: StageController;
  table: { width: number; height: number };
  grid: boolean;
  /** The stored camera (null: fit the table). */
  view: View | null;
  /** The camera at the end of a gesture or a button (null after Fit). */
  onViewChange: (view: View | null) => void;
  tool: TableTool;
  items: StageItems;
  /** Called when a measurement appears or is cleared. */
  onMeasurementChange?: (has: boolean) => void;
  apiRef?: RefObject<TableStageApi | null>;
  ariaLabel: string;
  hint: string;
  /** Extra chips in the status corner (bottom right), DOM. */
  status?: ReactNode;
  /**
   * DOM drawn over the canvas inside the stage (e.g. constant-size labels moved by `viewListen`);
   * it must not take pointer events (`pointer-events: none`): the gestures belong to the stage.
   */
  overDom?: ReactNode;
  /** The screen's Konva layers, drawn between the table and the tape. */
  children: (theme: StageTheme) => ReactNode;
  /**
   * The screen's Konva nodes drawn in the tape's layer, under the tape (things moved at frame rate, e.g. the marker being
   * dragged): no canvas of their own.
   */
  renderOverlay?: (theme: StageTheme) => ReactNode;
  className?: string;
  /**
   * Keep the tape on screen across relaunches under this key (this device only, localStorage):
   * the free Table and each game keep their own.
   */
  measurementKey?: string;
  /**
   * Mount the canvas over four tasks instead of one (issue 24: Lighthouse's total blocking time on the free Table):
   * the box (laid out and measured), then the Konva stage at that size with the table and grid, then the screen's
   * layers, then the tape's layer. Each layer is a canvas of the stage's size: made in one task, they were one long
   * task; and the canvases are not made at 1 × 1 and resized.
   */
  stageLater?: boolean;
}

function measurementRead(key: string | undefined): Measurement | null {
  if (!key || typeof localStorage === 'undefined') return null;
  try {
    const m = JSON.parse(localStorage.getItem(key) ?? 'null') as Measurement | null;
    const ok = (p: unknown) => typeof p === 'object' && p !== null && Number.isFinite((p as Point).x) && Number.isFinite((p as Point).y);
    return m && ok(m.a) && ok(m.b) ? { a: point(m.a.x, m.a.y), b: point(m.b.x, m.b.y) } : null;
  } catch {
    return null;
  }
}

function measurementWrite(key: string | undefined, m: Measurement | null): void {
  if (!key || typeof localStorage === 'undefined') return;
  try {
    if (m) localStorage.setItem(key, JSON.stringify(m));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or unavailable: the tape just does not survive a relaunch.
  }
}

/** The canvas's mount in steps (`stageLater`): 0 the box, 1 the stage, 2 the screen's layers, 3 the tape. */
const STAGE_PHASES = 3;

/** Arrow keys move the view this many CSS px. */
const PAN_STEP = 48;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

export function TableStage(props: TableStageProps) {
  const { controller, table, grid, view, onViewChange, tool, items, onMeasurementChange, apiRef, ariaLabel, hint, status, overDom, children, renderOverlay, className, measurementKey, stageLater = false } = props;
  const setters = useNodeSetters(controller);
  const boxRef = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const hintId = useId();
  const theme = useThemeColours(boxRef);
  const [phase, setPhase] = useState(stageLater ? 0 : STAGE_PHASES);
  useEffect(() => {
    if (phase >= STAGE_PHASES) return undefined;
    const t = setTimeout(() => setPhase((p) => p + 1), 0);
    return () => clearTimeout(t);
  }, [phase]);
  const tapeOn = phase >= STAGE_PHASES;
  const { colours, fontPx } = theme;

  // The stage follows its container's size.
  useLayoutEffect(() => {
    const el = boxRef.current;
    if (!el) return undefined;
    const measure = () => {
      const r = el.getBoundingClientRect();
      const next = { width: Math.round(r.width), height: Math.round(r.height) };
      setSize((prev) => (prev.width === next.width && prev.height === next.height ? prev : next));
    };
    measure();
    if (typeof ResizeObserver !== 'function') return undefined;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const onViewChangeRef = useRef(onViewChange);
  const measurementRef = useRef(onMeasurementChange);
  useLayoutEffect(() => {
    onViewChangeRef.current = onViewChange;
    measurementRef.current = onMeasurementChange;
    controller.onViewCommitSet((v) => onViewChangeRef.current({ ...v }));
  });

  const gestureContext = useRef<GestureContext>({ ...items, tool, table, viewport: size });
  useLayoutEffect(() => {
    gestureContext.current = {
      ...items,
      tool,
      table,
      viewport: size,
      onMeasured: (m) => {
        items.onMeasured(m);
        measurementWrite(measurementKey, m);
        measurementRef.current?.(true);
      },
    };
  });
  useTableGestures(boxRef, controller, gestureContext);

  // Put the stored view on screen, or fit the table when there is none. Our own commits
  // coming back as props are recognised and leave the camera alone.
  const viewX = view?.x ?? null;
  const viewY = view?.y ?? null;
  const viewScale = view?.scale ?? null;
  const { width: tableW, height: tableH } = table;
  useLayoutEffect(() => {
    if (controller.busy()) return;
    if (viewX === null || viewY === null || viewScale === null) {
      // Fitting needs the stage's size; the layout effect runs again once it is known.
      if (size.width <= 0 || size.height <= 0) return;
      controller.committedViewSet(null);
      controller.viewSettle(viewFit({ width: tableW, height: tableH }, size));
      return;
    }
    const stored = { x: viewX, y: viewY, scale: scaleClamp(viewScale) };
    if (!viewEquals(stored, controller.committedView)) {
      controller.committedViewSet(stored);
      controller.viewSettle(stored);
    }
  }, [controller, viewX, viewY, viewScale, tableW, tableH, size]);

  useEffect(() => {
    controller.gridColourSet(colours.edge);
  }, [controller, colours.edge]);

  // The tape measured before the last relaunch comes back (once its nodes exist).
  useEffect(() => {
    if (!tapeOn) return;
    // A tape drawn while the canvas was still being made is kept.
    const m = (stageLater ? controller.measurement : null) ?? measurementRead(measurementKey);
    if (!m) return;
    controller.measurementShow(m, false);
    measurementRef.current?.(true);
  }, [controller, measurementKey, tapeOn, stageLater]);

  useLayoutEffect(() => {
    if (!apiRef) return;
    apiRef.current = {
      zoomBy: (factor) => {
        const centre = { x: size.width / 2, y: size.height / 2 };
        controller.viewShow(viewZoomAbout(controller.view, centre, controller.view.scale * factor));
        controller.viewCommit(true);
      },
      fit: () => {
        controller.committedViewSet(null);
        controller.viewSettle(viewFit(table, size));
        onViewChangeRef.current(null);
      },
      frame: (box) => {
        if (size.width <= 0 || size.height <= 0 || controller.busy()) return;
        const next = viewFrame(controller.view, box, size);
        if (next === controller.view) return;
        controller.viewShow(next);
        controller.viewCommit(true);
      },
      clearMeasurement: () => {
        controller.measurementShow(null, false);
        measurementWrite(measurementKey, null);
        measurementRef.current?.(false);
      },
    };
  });

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.target !== boxRef.current || !(e.key in ARROWS)) return;
    const [dx, dy] = ARROWS[e.key] ?? [0, 0];
    e.preventDefault();
    controller.viewShow(viewKeepTableVisible(viewPan(controller.view, dx, dy), table, size));
    controller.viewCommit(true);
  };

  const { container: setContainer, scaleBar: setScaleBar, scaleBarText: setScaleBarText, readout: setReadout, stage: stageRef, grid: gridRef, overlayLayer: overlayLayerRef, tapeEnd: tapeEndRef, tapeLabel: tapeLabelRef, tapeLine: tapeLineRef, tapeStart: tapeStartRef, tapeText: tapeTextRef } = setters;
  const v = controller.view;
  return (
    <div
      className={`tbl-stage tbl-tool-${tool}${className ? ` ${className}` : ''}`}
      data-testid="table-stage"
      role="application"
      tabIndex={0}
      aria-label={ariaLabel}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      ref={(el) => {
        boxRef.current = el;
        setContainer(el);
      }}
    >
      {phase >= 1 && (
        <Stage ref={stageRef} width={Math.max(1, size.width)} height={Math.max(1, size.height)} x={v.x} y={v.y} scaleX={v.scale} scaleY={v.scale}>
          <Layer listening={false}>
            <Rect width={table.width} height={table.height} fill={colours.surface} stroke={colours.edge} strokeWidth={2} strokeScaleEnabled={false} perfectDrawEnabled={false} />
            <Rect ref={gridRef} width={table.width} height={table.height} visible={grid} fillPatternRepeat="repeat" />
          </Layer>
          {phase >= 2 && children(theme)}
          {tapeOn && (
            <Layer ref={overlayLayerRef} listening={false}>
              {renderOverlay?.(theme)}
              <Line ref={tapeLineRef} visible={false} stroke={colours.tape} strokeWidth={3} strokeScaleEnabled={false} lineCap="round" />
              <Circle ref={tapeStartRef} visible={false} radius={4} fill={colours.tape} />
              <Circle ref={tapeEndRef} visible={false} radius={4} fill={colours.tape} />
              <Label ref={tapeLabelRef} visible={false}>
                <Tag fill={colours.labelBg} stroke={colours.tape} strokeWidth={1} perfectDrawEnabled={false} cornerRadius={4} pointerDirection="down" pointerWidth={10} pointerHeight={6} />
                <Text ref={tapeTextRef} text="" fontSize={fontPx} padding={6} fill={colours.labelFg} fontStyle="bold" />
              </Label>
            </Layer>
          )}
        </Stage>
      )}
      {overDom}
      <p id={hintId} className="tbl-visually-hidden">
        {hint}
      </p>
      <div className="tbl-scale" aria-hidden="true">
        <div className="tbl-scale-bar" ref={setScaleBar} />
        <span className="tbl-scale-text" ref={setScaleBarText} />
      </div>
      <p className="tbl-status">
        <span className="tbl-visually-hidden">Tape measure: </span>
        <output className="tbl-readout" data-testid="measure-readout" aria-live="polite" ref={setReadout} />
        {status}
      </p>
    </div>
  );
}
