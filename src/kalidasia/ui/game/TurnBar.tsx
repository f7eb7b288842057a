/**
 * The turn bar: turn number, phase, what the game waits for in plain words with its rule section,
 * undo/redo, and the table tools (measure, adjust to the table, zoom, fit).
 *
 * Where the bar is narrow for its text (its content under 61.5rem: the text-size setting at 150 % on a 1280 px
 * tablet, or a screen under ≈ 1000 px at 100 %, as in portrait) it is ONE row: Games, the turn and phase compact, what
 * the game waits for, Undo, Redo and a "Tools" button (≥ 44 px) that opens the table tools and the `tools` slot's
 * entries as a menu under the bar. The layout is chosen in CSS (a container query in rem, so it follows the text
 * size); the DOM is the same at any width.
 */
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
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

/** The phase in one word, for the compact turn figure. */
const PHASE_SHORT: Record<GameState['phase']['kind'], string> = {
  deployment: 'Deployment',
  initiative: 'Initiative',
  status: 'Status',
  action: 'Action',
  missiles: 'Missiles',
  end: 'End',
  over: 'Game over',
};

export function TurnBar(p: TurnBarProps) {
  const s = p.state;
  const key = stepKeyOf(s, p.expected);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // The menu closes on a tap outside it or Escape (the focus then goes back to its button).
  useEffect(() => {
    if (!open) return;
    const down = (e: PointerEvent) => {
      const t = e.target as Node | null;
      if (t && !menu.current?.contains(t) && !toggle.current?.contains(t)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  // A tap on one of the menu's own buttons closes it, except zoom (tapped again and again while looking at the table).
  const picked = (e: MouseEvent<HTMLDivElement>) => {
    const b = (e.target as Element).closest('button, a');
    if (b && b.parentElement === menu.current && !b.hasAttribute('data-keep-open')) setOpen(false);
  };
  const modes = [p.tool === 'measure' ? 'Measure' : null, p.adjusting ? 'Adjust' : null].filter((m) => m !== null);
  return (
    <header className="gm-bar">
      <div className="gm-bar-in">
        <div className="gm-bar-row gm-bar-info">
          <Link to="/kalidasia/game" className="gm-btn gm-link">
            Games
          </Link>
          <h2 className="gm-title">{p.name}</h2>
          <p className="gm-turn" data-testid="turn-phase">
            {s.turn === 0 ? 'Before turn 1' : `Turn ${s.turn} of ${s.setup.turns}`} · {PHASE_NAME[s.phase.kind]}
          </p>
          <p className="gm-turn-short" aria-hidden="true" data-testid="turn-short">
            {s.turn > 0 && <span>{`Turn ${s.turn}/${s.setup.turns}`}</span>}
            <span>{PHASE_SHORT[s.phase.kind]}</span>
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
            <span className="gm-pending gm-undo-note" role="status" data-testid="undo-waits">
              {p.undoNote}
            </span>
          )}
          <button type="button" className="gm-btn" disabled={!p.canRedo} onClick={p.onRedo}>
            Redo
          </button>
          <button
            ref={toggle}
            type="button"
            className="gm-btn gm-more-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            data-testid="bar-tools"
            onClick={() => setOpen(!open)}
          >
            Tools{modes.length > 0 && <span className="gm-more-modes">: {modes.join(', ')} on</span>}
            <span aria-hidden="true" className="gm-more-caret">
              {open ? '▴' : '▾'}
            </span>
          </button>
          <div ref={menu} id={menuId} className="gm-more" data-open={open ? 'yes' : 'no'} onClick={picked}>
            <p className="gm-more-name" aria-hidden="true">
              {p.name}
            </p>
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
            <button type="button" className="gm-btn gm-icon" aria-label="Zoom out" data-keep-open="" onClick={() => p.onZoom(1 / 1.25)}>
              −
            </button>
            <button type="button" className="gm-btn gm-icon" aria-label="Zoom in" data-keep-open="" onClick={() => p.onZoom(1.25)}>
              +
            </button>
            <button type="button" className="gm-btn" onClick={p.onFit}>
              Fit table
            </button>
            {p.tools}
          </div>
        </div>
      </div>
    </header>
  );
}
