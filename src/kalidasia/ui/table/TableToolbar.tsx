/**
 * The Table screen's tool buttons: every one at least 44 CSS px, named for screen readers
 * and for role+name queries ("Measure", "Add marker", "Zoom in", …).
 */
import type { TableTool } from './useTableGestures';

export interface TableToolbarProps {
  tool: TableTool;
  onTool: (tool: TableTool) => void;
  grid: boolean;
  onGrid: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  hasMeasurement: boolean;
  onClearMeasurement: () => void;
  hasSelection: boolean;
  onDeleteMarker: () => void;
  /** The marker deleted last can be brought back. */
  canUndoDelete: boolean;
  onUndoDelete: () => void;
  sizeLabel: string;
  sizeOpen: boolean;
  onSizeToggle: () => void;
  sizePanelId: string;
  /** Before the screen can be used (TablePending.tsx): every button shown, disabled, the same size. */
  pending?: boolean;
}

/** A tool toggles on, and pressing it again goes back to moving the table. */
const toggle = (current: TableTool, tool: TableTool): TableTool => (current === tool ? 'move' : tool);

export function TableToolbar(p: TableToolbarProps) {
  const off = p.pending === true;
  return (
    <div className="tbl-toolbar" role="toolbar" aria-label="Table tools">
      <div className="tbl-group">
        <button type="button" className="tbl-btn" aria-pressed={p.tool === 'measure'} disabled={off} onClick={() => p.onTool(toggle(p.tool, 'measure'))}>
          Measure
        </button>
        <button type="button" className="tbl-btn" aria-pressed={p.tool === 'marker'} disabled={off} onClick={() => p.onTool(toggle(p.tool, 'marker'))}>
          <span aria-hidden="true">●</span> Add marker
        </button>
        <button type="button" className="tbl-btn" disabled={off || !p.hasSelection} onClick={p.onDeleteMarker}>
          Delete marker
        </button>
        {p.canUndoDelete && (
          <button type="button" className="tbl-btn" onClick={p.onUndoDelete}>
            Undo delete
          </button>
        )}
        <button type="button" className="tbl-btn" disabled={off || !p.hasMeasurement} onClick={p.onClearMeasurement}>
          Clear measurement
        </button>
      </div>
      <div className="tbl-group">
        <button type="button" className="tbl-btn" aria-pressed={p.grid} disabled={off} onClick={p.onGrid}>
          Grid
        </button>
        <button type="button" className="tbl-btn tbl-icon" aria-label="Zoom out" disabled={off} onClick={p.onZoomOut}>
          −
        </button>
        <button type="button" className="tbl-btn tbl-icon" aria-label="Zoom in" disabled={off} onClick={p.onZoomIn}>
          +
        </button>
        <button type="button" className="tbl-btn" disabled={off} onClick={p.onFit}>
          Fit table
        </button>
        <button
          type="button"
          className="tbl-btn"
          aria-expanded={p.sizeOpen}
          aria-controls={off ? undefined : p.sizePanelId}
          disabled={off}
          onClick={p.onSizeToggle}
        >
          Table size <span className="tbl-size-now">{p.sizeLabel}</span>
        </button>
      </div>
    </div>
  );
}
