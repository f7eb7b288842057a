/**
 * The turn bar: turn number, phase, what the game waits for in plain words with its rule section,
 * undo/redo, and the table tools (measure, adjust to the table, zoom, fit).
 */
import type { ReactNode } from 'react';
import { Link } from '../../../ui/Link';
import type { Expected, GameState } from '../../game';
import type { TableTool } from '../table/useTableGestures';
import { PHASE_NAME, SECTION_OF_STEP, expectedText } from './words';
import { stepKeyOf } from './steps';

export interface TurnBarProps {
  name: string;
  state: GameState;
  expected: Expected;
  canUndo: boolean;
  canRedo: boolean;
  /** Why Undo waits (shown beside it), or null. */
  undoNote?: string | null;
  onUndo(): void;
  onRedo(): void;
  tool: TableTool;
  onTool(t: TableTool): void;
  adjusting: boolean;
  onAdjusting(on: boolean): void;
  zones: boolean;
  onZones(on: boolean): void;
  hasMeasurement: boolean;
  onClearMeasurement(): void;
  onZoom(factor: number): void;
  onFit(): void;
  /** Actions waiting or being stored (shown as "Saving…", with their number when more than one). */
  pending: number;
  colours: Readonly<Record<string, string>>;
  /** More tools at the end of the row (the photo reader's entries). */
  tools?: ReactNode;
}

export function TurnBar(p: TurnBarProps) {
  const s = p.state;
  const key = stepKeyOf(s, p.expected);
  return (
    <header className="gm-bar">
      <div className="gm-bar-row">
        <Link to="/kalidasia/game" className="gm-btn gm-link">
          Games
        </Link>
        <h2 className="gm-title">{p.name}</h2>
        <p className="gm-turn" data-testid="turn-phase">
          {s.turn === 0 ? 'Before turn 1' : `Turn ${s.turn} of ${s.setup.turns}`} · {PHASE_NAME[s.phase.kind]}
        </p>
        <p className="gm-waiting" data-testid="waiting-for" aria-live="polite">
          {'player' in p.expected && <span className="gm-dot" style={{ background: p.colours[p.expected.player] }} aria-hidden="true" />}{' '}
          {expectedText(s, p.expected)} <span className="gm-section">(rules: “{SECTION_OF_STEP[key]}”)</span>
        </p>
        {p.pending > 0 && (
          <span className="gm-pending" role="status" data-testid="saving">
            {p.pending > 1 ? `Saving ${p.pending} actions…` : 'Saving…'}
          </span>
        )}
      </div>
      <div className="gm-bar-row gm-tools" role="toolbar" aria-label="Game tools">
        <button type="button" className="gm-btn" disabled={!p.canUndo} onClick={p.onUndo}>
          Undo
        </button>
        {p.undoNote && (
          <span className="gm-pending" role="status" data-testid="undo-waits">
            {p.undoNote}
          </span>
        )}
        <button type="button" className="gm-btn" disabled={!p.canRedo} onClick={p.onRedo}>
          Redo
        </button>
        <button type="button" className="gm-btn" aria-pressed={p.tool === 'measure'} onClick={() => p.onTool(p.tool === 'measure' ? 'move' : 'measure')}>
          Measure
        </button>
        <button type="button" className="gm-btn" disabled={!p.hasMeasurement} onClick={p.onClearMeasurement}>
          Clear measurement
        </button>
        <button type="button" className="gm-btn" aria-pressed={p.adjusting} onClick={() => p.onAdjusting(!p.adjusting)}>
          Adjust to the table
        </button>
        <button type="button" className="gm-btn" aria-pressed={p.zones} onClick={() => p.onZones(!p.zones)}>
          Zones
        </button>
        <button type="button" className="gm-btn gm-icon" aria-label="Zoom out" onClick={() => p.onZoom(1 / 1.25)}>
          −
        </button>
        <button type="button" className="gm-btn gm-icon" aria-label="Zoom in" onClick={() => p.onZoom(1.25)}>
          +
        </button>
        <button type="button" className="gm-btn" onClick={p.onFit}>
          Fit table
        </button>
        {p.tools}
      </div>
    </header>
  );
}
