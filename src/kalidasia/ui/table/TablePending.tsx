/**
 * The free Table as it looks before its code and its stored row have come (issue 24: Lighthouse on the Table): the
 * toolbar, every button disabled, and the box where the canvas will be, each the size of the screen's own. The build
 * writes this into the Table's own page (`dist/kalidasia/table.html`, scripts/prerender.mjs), so the toolbar paints from
 * the HTML; the shell shows the same while the route's code, the storage runtime and the stored row load, and the
 * Table screen shows `StagePending` while the canvas's code loads. Nothing moves when the live screen replaces it.
 *
 * Imported by the shell (src/app/App.tsx): no Konva, no storage, no React Konva here.
 */
import { TableToolbar } from './TableToolbar';
import { tableSizeLabel } from './tableSize';
import './table.css';

const nothing = () => {};

/** Where the canvas will be, the same size, while its code loads: the toolbar does not move when it comes. */
export function StagePending({ label }: { label: string }) {
  return (
    <div className="tbl-stage" data-testid="table-stage-pending" role="status" aria-label={label} aria-busy="true">
      <span className="tbl-visually-hidden">Drawing the table…</span>
    </div>
  );
}

/** The Table screen before it can be used: its toolbar (disabled) and the canvas's box, for a table of this size. */
export function TablePending({ width, height, grid }: { width: number; height: number; grid: boolean }) {
  const sizeLabel = tableSizeLabel({ width, height });
  return (
    <div className="tbl-screen" data-testid="table-pending">
      <TableToolbar
        pending
        tool="move"
        onTool={nothing}
        grid={grid}
        onGrid={nothing}
        onZoomIn={nothing}
        onZoomOut={nothing}
        onFit={nothing}
        hasMeasurement={false}
        onClearMeasurement={nothing}
        hasSelection={false}
        onDeleteMarker={nothing}
        canUndoDelete={false}
        onUndoDelete={nothing}
        sizeLabel={sizeLabel}
        sizeOpen={false}
        onSizeToggle={nothing}
        sizePanelId=""
      />
      <StagePending label={`Table ${sizeLabel}`} />
    </div>
  );
}
