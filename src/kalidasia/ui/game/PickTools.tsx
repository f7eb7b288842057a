/**
 * The game table's DOM controls beside the canvas (GameTable.tsx): Select and what the picked tokens can do (turn
 * ±15°, "Move by…" typed, unpick), and the chooser shown when two tokens were under one finger.
 */
import { useState } from 'react';
import type { TableUnit } from '../../game';
import { tokenKey, type TokenView } from './tableModel';

export function PickTools(props: {
  selectMode: boolean;
  onSelectMode(on: boolean): void;
  readOnly: boolean;
  /** The picked tokens that are on the table. */
  picked: readonly TableUnit[];
  onTurn(degrees: number): void;
  onMoveBy(keys: readonly string[], dx: number, dy: number): void;
  onUnpick(): void;
}) {
  const { selectMode, onSelectMode, readOnly, picked, onTurn, onMoveBy, onUnpick } = props;
  /** The typed "Move by…" of the picked group (a form through the same path as a drag). */
  const [moveBy, setMoveBy] = useState({ dx: '0', dy: '0' });
  return (
    <div className="gm-canvas-tools" role="toolbar" aria-label="Pick tokens">
      <button type="button" className="gm-btn" aria-pressed={selectMode} onClick={() => onSelectMode(!selectMode)} disabled={readOnly}>
        Select
      </button>
      {picked.length > 0 && (
        <>
          <span className="gm-picked" data-testid="picked-count">
            {picked.length} picked
          </span>
          <button type="button" className="gm-btn" aria-label="Turn the picked tokens 15° anticlockwise" disabled={readOnly} onClick={() => onTurn(-15)}>
            ⟲ 15°
          </button>
          <button type="button" className="gm-btn" aria-label="Turn the picked tokens 15° clockwise" disabled={readOnly} onClick={() => onTurn(15)}>
            ⟳ 15°
          </button>
          <details className="gm-moveby">
            <summary className="gm-btn">Move by…</summary>
            <form
              className="gm-moveby-form"
              onSubmit={(e) => {
                e.preventDefault();
                const dx = Number(moveBy.dx);
                const dy = Number(moveBy.dy);
                if (!Number.isFinite(dx) || !Number.isFinite(dy) || (dx === 0 && dy === 0)) return;
                onMoveBy(picked.map(tokenKey), dx, dy);
              }}
            >
              <label>
                Right (″)
                <input className="gm-input gm-num" inputMode="decimal" value={moveBy.dx} onChange={(e) => setMoveBy({ ...moveBy, dx: e.target.value })} />
              </label>
              <label>
                Down (″)
                <input className="gm-input gm-num" inputMode="decimal" value={moveBy.dy} onChange={(e) => setMoveBy({ ...moveBy, dy: e.target.value })} />
              </label>
              <button type="submit" className="gm-btn" disabled={readOnly}>
                Move the picked
              </button>
            </form>
          </details>
          <button type="button" className="gm-btn" onClick={onUnpick}>
            Unpick all
          </button>
        </>
      )}
    </div>
  );
}

/** Two tokens were under one finger: which one? `then`: a tap picks or selects it; a drop moves it by the drag. */
export interface Chooser {
  /** Screen px in the stage. */
  x: number;
  y: number;
  keys: string[];
  then: { kind: 'tap' } | { kind: 'drop'; dx: number; dy: number };
}

export function TokenChooser(props: { chooser: Chooser; tokens: readonly TokenView[]; codes: ReadonlyMap<string, string>; onChoose(key: string): void; onClose(): void }) {
  const { chooser, tokens, codes, onChoose, onClose } = props;
  const title = chooser.then.kind === 'tap' ? 'Which token?' : 'Which token goes here?';
  return (
    <div className="gm-chooser" role="dialog" aria-label={title} style={{ left: `${chooser.x}px`, top: `${chooser.y}px` }}>
      <p>{title}</p>
      {chooser.keys.map((k) => {
        const t = tokens.find((x) => x.key === k);
        return (
          <button key={k} type="button" className="gm-btn" onClick={() => onChoose(k)}>
            {codes.get(k) ?? k} — {t?.label ?? k}
          </button>
        );
      })}
      <button type="button" className="gm-btn" onClick={onClose}>
        Neither
      </button>
    </div>
  );
}
