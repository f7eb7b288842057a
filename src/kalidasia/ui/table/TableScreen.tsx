/**
 * The Table screen: the table at true scale with pan/zoom, grid, scale bar, tape measure
 * and markers. React holds the document and the tool; the camera and the tape move
 * through the StageController, so nothing re-renders per animation frame.
 *
 * onChange is called only for committed changes: a marker added, dropped or deleted, the
 * grid toggled, the size changed, and the view at the end of a pan, pinch or wheel burst.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Point } from '../../../geometry/units';
import type { TableDoc } from '../../../store/types';
import { markerAdd, markerDelete, markerMove, markersFitTable, tableContains } from './markers';
import { SizePanel } from './SizePanel';
import { StageController } from './stageController';
import { TableCanvas } from './TableCanvas';
import { TableToolbar } from './TableToolbar';
import { tableSizeLabel, type TableSize } from './tableSize';
import { useOptimisticDoc } from './useOptimisticDoc';
import { useNodeSetters } from './useNodeSetters';
import { useTableGestures, type GestureContext, type TableTool } from './useTableGestures';
import { useThemeColours } from './useThemeColours';
import { scaleClamp, viewEquals, viewFit, viewKeepTableVisible, viewPan, viewZoomAbout } from './viewTransform';
import './table.css';

export interface TableScreenProps {
  doc: TableDoc;
  onChange: (next: TableDoc) => void;
}

/** Zoom buttons multiply or divide the scale by this. */
const ZOOM_STEP = 1.25;
/** Arrow keys move the view this many CSS px. */
const PAN_STEP = 48;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

function markerIdNew(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** Keyboard shortcuts only when the focus is not in a text field. */
const typingIn = (t: EventTarget | null): boolean =>
  t instanceof HTMLElement && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable);

export function TableScreen({ doc: docProp, onChange }: TableScreenProps) {
  const [doc, commitDoc] = useOptimisticDoc(docProp, onChange);
  const [controller] = useState(() => new StageController());
  const setters = useNodeSetters(controller);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const stageBoxRef = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [tool, setTool] = useState<TableTool>('move');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [hasMeasurement, setHasMeasurement] = useState(false);
  const [sizeOpen, setSizeOpen] = useState(false);
  const sizePanelId = useId();
  const hintId = useId();
  const { colours, fontPx } = useThemeColours(rootRef);

  /** The newest document, also between a commit and the render that shows it. */
  const latest = useRef(doc);
  useLayoutEffect(() => {
    latest.current = doc;
  });
  const commit = (next: TableDoc): void => {
    latest.current = next;
    commitDoc(next);
  };

  const table = { width: doc.width, height: doc.height };
  const selected = selectedId !== null && doc.markers.some((m) => m.id === selectedId) ? selectedId : null;

  // The stage follows its container's size.
  useLayoutEffect(() => {
    const el = stageBoxRef.current;
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

  // Gestures publish the view through the document.
  useLayoutEffect(() => {
    controller.onViewCommitSet((view) => commit({ ...latest.current, view: { ...view } }));
  });

  const gestureContext = useRef<GestureContext>({
    tool: 'move',
    markers: [],
    table,
    viewport: size,
    onTapTable: () => {},
    onTapMarker: () => {},
    onMarkerDrop: () => {},
    onMeasured: () => {},
  });
  useLayoutEffect(() => {
    gestureContext.current = {
      tool,
      markers: doc.markers,
      table: { width: doc.width, height: doc.height },
      viewport: size,
      onTapTable: (p: Point) => {
        const d = latest.current;
        if (tool === 'marker' && tableContains(d, p)) {
          const id = markerIdNew();
          commit({ ...d, markers: markerAdd(d.markers, id, p, d) });
          setSelectedId(id);
        } else setSelectedId(null);
      },
      onTapMarker: (id) => setSelectedId((cur) => (cur === id ? null : id)),
      onMarkerDrop: (id, p) => {
        const d = latest.current;
        commit({ ...d, markers: markerMove(d.markers, id, p, d) });
        setSelectedId(id);
      },
      onMeasured: () => setHasMeasurement(true),
    };
  });
  useTableGestures(stageBoxRef, controller, gestureContext);

  // Put the stored view on screen, or fit the table when there is none. Our own commits
  // coming back as props are recognised and leave the camera alone.
  const viewX = doc.view?.x ?? null;
  const viewY = doc.view?.y ?? null;
  const viewScale = doc.view?.scale ?? null;
  const { width: tableW, height: tableH } = doc;
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

  const zoomBy = (factor: number) => {
    const centre = { x: size.width / 2, y: size.height / 2 };
    controller.viewShow(viewZoomAbout(controller.view, centre, controller.view.scale * factor));
    controller.viewCommit(true);
  };
  const fit = () => {
    controller.committedViewSet(null);
    controller.viewSettle(viewFit(table, size));
    if (latest.current.view !== null) commit({ ...latest.current, view: null });
  };
  const deleteSelected = () => {
    if (selected === null) return;
    commit({ ...latest.current, markers: markerDelete(latest.current.markers, selected) });
    setSelectedId(null);
  };
  const clearMeasurement = () => {
    controller.measurementShow(null, false);
    setHasMeasurement(false);
  };
  const pickSize = (s: TableSize) => {
    const d = latest.current;
    controller.committedViewSet(null);
    commit({ ...d, width: s.width, height: s.height, markers: markersFitTable(d.markers, s), view: null });
    setSizeOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (typingIn(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
    if ((e.key === 'Delete' || e.key === 'Backspace') && selected !== null) {
      e.preventDefault();
      deleteSelected();
    } else if (e.key === '+' || e.key === '=') zoomBy(ZOOM_STEP);
    else if (e.key === '-') zoomBy(1 / ZOOM_STEP);
    else if (e.key in ARROWS && e.target === stageBoxRef.current) {
      const [dx, dy] = ARROWS[e.key] ?? [0, 0];
      e.preventDefault();
      controller.viewShow(viewKeepTableVisible(viewPan(controller.view, dx, dy), table, size));
      controller.viewCommit(true);
    }
    else if (e.key === 'Escape' && !sizeOpen) {
      setTool('move');
      setSelectedId(null);
    }
  };

  const { container: setContainer, scaleBar: setScaleBar, scaleBarText: setScaleBarText, readout: setReadout } = setters;
  return (
    <div className="tbl-screen" ref={rootRef} onKeyDown={onKeyDown}>
      <TableToolbar
        tool={tool}
        onTool={setTool}
        grid={doc.grid}
        onGrid={() => commit({ ...latest.current, grid: !latest.current.grid })}
        onZoomIn={() => zoomBy(ZOOM_STEP)}
        onZoomOut={() => zoomBy(1 / ZOOM_STEP)}
        onFit={fit}
        hasMeasurement={hasMeasurement}
        onClearMeasurement={clearMeasurement}
        hasSelection={selected !== null}
        onDeleteMarker={deleteSelected}
        sizeLabel={tableSizeLabel(table)}
        sizeOpen={sizeOpen}
        onSizeToggle={() => setSizeOpen((o) => !o)}
        sizePanelId={sizePanelId}
      />
      {sizeOpen && <SizePanel id={sizePanelId} size={table} onPick={pickSize} onClose={() => setSizeOpen(false)} />}
      <div
        className={`tbl-stage tbl-tool-${tool}`}
        data-testid="table-stage"
        role="application"
        tabIndex={0}
        aria-label={`Table ${tableSizeLabel(table)}`}
        aria-describedby={hintId}
        ref={(el) => {
          stageBoxRef.current = el;
          setContainer(el);
        }}
      >
        <TableCanvas
          controller={controller}
          setters={setters}
          width={Math.max(1, size.width)}
          height={Math.max(1, size.height)}
          table={table}
          grid={doc.grid}
          markers={doc.markers}
          selectedId={selected}
          colours={colours}
          fontPx={fontPx}
        />
        <p id={hintId} className="tbl-visually-hidden">
          Drag to pan; pinch or use the wheel to zoom. Arrow keys pan, plus and minus zoom, Delete removes the
          selected marker, Escape leaves the tool.
        </p>
        <div className="tbl-scale" aria-hidden="true">
          <div className="tbl-scale-bar" ref={setScaleBar} />
          <span className="tbl-scale-text" ref={setScaleBarText} />
        </div>
        <p className="tbl-status">
          <span className="tbl-visually-hidden">Tape measure: </span>
          <output className="tbl-readout" data-testid="measure-readout" aria-live="polite" ref={setReadout} />
          <span className="tbl-count">
            Markers: <span data-testid="marker-count">{doc.markers.length}</span>
          </span>
        </p>
      </div>
    </div>
  );
}
