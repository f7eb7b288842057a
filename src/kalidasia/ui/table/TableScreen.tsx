/**
 * The Table screen: the table at true scale with pan/zoom, grid, scale bar, tape measure
 * and markers. React holds the document and the tool; the camera and the tape move
 * through the StageController, so nothing re-renders per animation frame.
 *
 * onChange is called only for committed changes: a marker added, dropped or deleted, the
 * grid toggled, the size changed, and the view at the end of a pan, pinch or wheel burst.
 */
import { lazy, Suspense, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Point } from '../../../geometry/units';
import { DEFAULT_TABLE, type MarkerRecord, type TableDoc } from '../../../store/types';
import { markerAdd, markerDelete, markerHit, markerMove, markersFitTable, markersSaving, tableClampPoint, tableContains } from './markers';
import { SizePanel } from './SizePanel';
import { StagePending } from './TablePending';
import { StageController } from './stageController';
import type { StageItems, TableStageApi } from './TableStage';
import { TableToolbar } from './TableToolbar';
import { tableSizeLabel, type TableSize } from './tableSize';
import { snapToMarker } from './tapeMeasure';
import { useOptimisticDoc } from './useOptimisticDoc';
import { useNodeSetters } from './useNodeSetters';
import type { TableTool } from './useTableGestures';
import './table.css';

export interface TableScreenProps {
  /**
   * The stored table; null while it loads: the screen is then its page as the HTML drew it (`TablePending`: the
   * toolbar disabled, the canvas's box). The same elements become the live screen (issue 24: the toolbar painted by the
   * HTML stays the largest contentful paint).
   */
  doc: TableDoc | null;
  onChange: (next: TableDoc) => void;
}

/** Lets the browser paint and handle input between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The canvas, loaded after the toolbar has painted (issue 24: Lighthouse on the Table): Konva's base, its stage and
 * layers, its shapes, then React Konva (its own React reconciler), then the stage, each evaluated in a task of its own. The route preload has asked for every
 * file with the page (scripts/route-preload.mjs), so this costs no request.
 */
const FreeTableStage = lazy(async () => {
  await import('../../../ui/konvaCore');
  await nextTask();
  await import('../../../ui/konvaStage');
  await nextTask();
  await import('../../../ui/konvaShapes');
  await nextTask();
  await import('../../../ui/reactKonva');
  await nextTask();
  return import('./FreeTableStage');
});

/** Zoom buttons multiply or divide the scale by this. */
const ZOOM_STEP = 1.25;

function markerIdNew(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** Keyboard shortcuts only when the focus is not in a text field. */
export const typingIn = (t: EventTarget | null): boolean =>
  t instanceof HTMLElement && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable);

export function TableScreen({ doc: stored, onChange }: TableScreenProps) {
  const ready = stored !== null;
  const docProp = stored ?? DEFAULT_TABLE;
  const [doc, commitDoc] = useOptimisticDoc(docProp, onChange);
  // `docProp` is what is stored (the route's live read): a marker shows as placed only once it is there.
  const saving = useMemo(() => markersSaving(docProp.markers, doc.markers), [docProp.markers, doc.markers]);
  const savingCount = saving.drawn.size + saving.removed;
  const [controller] = useState(() => new StageController());
  const setters = useNodeSetters(controller);
  const stageApi = useRef<TableStageApi | null>(null);
  const [tool, setTool] = useState<TableTool>('move');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [hasMeasurement, setHasMeasurement] = useState(false);
  const [sizeOpen, setSizeOpen] = useState(false);
  /** The marker deleted last, until it is brought back or another change is made. */
  const [deleted, setDeleted] = useState<MarkerRecord | null>(null);
  const sizePanelId = useId();

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

  const items: StageItems = {
    hitItem: (p, tolerance) => {
      const hit = markerHit(latest.current.markers, p, tolerance);
      return hit ? { id: hit.id, anchor: { x: hit.x, y: hit.y } as Point, draggable: true } : null;
    },
    snap: (p) => snapToMarker(p, latest.current.markers),
    clampItem: (_id, p) => tableClampPoint(latest.current, p),
    onTapTable: (p: Point) => {
      const d = latest.current;
      if (tool === 'marker' && tableContains(d, p)) {
        const id = markerIdNew();
        commit({ ...d, markers: markerAdd(d.markers, id, p, d) });
        setSelectedId(id);
      } else setSelectedId(null);
    },
    onTapItem: (id) => setSelectedId((cur) => (cur === id ? null : id)),
    onItemDragStart: (id, at) => controller.markerDragStart(id, at),
    onItemDragMove: (_id, at) => controller.markerDragMove(at),
    onItemDragEnd: (_id, at) => controller.markerDragEnd(at),
    onItemDrop: (id, p) => {
      const d = latest.current;
      commit({ ...d, markers: markerMove(d.markers, id, p, d) });
      setSelectedId(id);
    },
    onMeasured: () => {},
  };

  const zoomBy = (factor: number) => stageApi.current?.zoomBy(factor);
  const fit = () => stageApi.current?.fit();
  const deleteSelected = () => {
    if (selected === null) return;
    const gone = latest.current.markers.find((m) => m.id === selected) ?? null;
    commit({ ...latest.current, markers: markerDelete(latest.current.markers, selected) });
    setDeleted(gone);
    setSelectedId(null);
  };
  const undoDelete = () => {
    const d = latest.current;
    if (!deleted || d.markers.some((m) => m.id === deleted.id)) return;
    commit({ ...d, markers: [...d.markers, deleted] });
    setSelectedId(deleted.id);
    setDeleted(null);
  };
  const clearMeasurement = () => stageApi.current?.clearMeasurement();
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
    else if (e.key === 'Escape' && !sizeOpen) {
      setTool('move');
      setSelectedId(null);
    }
  };

  // One set of elements from the page's HTML to the live screen: while the stored row loads this renders exactly what
  // `TablePending` wrote into the HTML (hydrated, not replaced); then the same toolbar is enabled and the canvas's box
  // gives way to the canvas. No new toolbar: Chromium would count it as a new, later largest contentful paint.
  return (
    <div className="tbl-screen" data-testid={ready ? undefined : 'table-pending'} onKeyDown={ready ? onKeyDown : undefined}>
      <TableToolbar
        pending={!ready}
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
        canUndoDelete={deleted !== null && !doc.markers.some((m) => m.id === deleted.id)}
        onUndoDelete={undoDelete}
        sizeLabel={tableSizeLabel(table)}
        sizeOpen={sizeOpen}
        onSizeToggle={() => setSizeOpen((o) => !o)}
        sizePanelId={sizePanelId}
      />
      {sizeOpen && <SizePanel id={sizePanelId} size={table} onPick={pickSize} onClose={() => setSizeOpen(false)} />}
      {!ready ? (
        <StagePending label={`Table ${tableSizeLabel(table)}`} />
      ) : (
        <Suspense fallback={<StagePending label={`Table ${tableSizeLabel(table)}`} />}>
          <FreeTableStage
            setters={setters}
            markers={doc.markers}
            selectedId={selected}
            saving={saving.drawn}
            controller={controller}
            table={table}
            grid={doc.grid}
            view={doc.view}
            onViewChange={(view) => {
              if (view === null && latest.current.view === null) return;
              commit({ ...latest.current, view: view ? { ...view } : null });
            }}
            tool={tool}
            items={items}
            onMeasurementChange={setHasMeasurement}
            apiRef={stageApi}
            measurementKey="tableside.table.tape"
            ariaLabel={`Table ${tableSizeLabel(table)}`}
            hint="Drag to pan; pinch or use the wheel to zoom. Arrow keys pan, plus and minus zoom, Delete removes the selected marker, Escape leaves the tool."
            status={
              <>
                {savingCount > 0 && (
                  <span className="tbl-count tbl-saving" role="status" data-testid="markers-saving">
                    Saving {savingCount === 1 ? '1 marker' : `${savingCount} markers`}…
                  </span>
                )}
                <span className="tbl-count">
                  Markers: <span data-testid="marker-count">{doc.markers.length}</span>
                </span>
              </>
            }
          />
        </Suspense>
      )}
    </div>
  );
}
