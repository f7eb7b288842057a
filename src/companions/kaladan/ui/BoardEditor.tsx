/**
 * The board by tapping: squares on a grid (tap an empty one to add a tile), terrain, capacity, castles and
 * homes, links between tiles (tap one tile, then another), and starting units. Every tap rewrites the board
 * text, so the text view and this editor always show one board. The screen only dispatches the pure steps of
 * `boardEdit.ts`.
 */
import { useState } from 'react';
import { addTile, cellName, gridCell, linked, removeTile, setCapacity, setHome, setSpawn, setTerrain, setUnits, toggleLink, unitsOn, TERRAINS, boardToText } from '../boardEdit';
import type { ParsedBoard } from '../boardText';
import { BASIC_KINDS, UNIT_NAMES, type BasicKind, type UnitKind } from '../rules/units';
import { countOf } from '../../../words';

const START_KINDS: readonly UnitKind[] = ['sword', 'bow', 'shield', 'general', 'catapult', 'special'];

function Step(props: { label: string; value: number; min?: number; onChange(n: number): void }) {
  return (
    <div className="kaladan-step" role="group" aria-label={props.label}>
      <span>{props.label}</span>
      <button type="button" className="button" aria-label={`${props.label} minus 1`} disabled={props.value <= (props.min ?? 0)} onClick={() => props.onChange(props.value - 1)}>
        −
      </button>
      <output aria-live="polite">{props.value}</output>
      <button type="button" className="button" aria-label={`${props.label} plus 1`} onClick={() => props.onChange(props.value + 1)}>
        +
      </button>
    </div>
  );
}

export function BoardEditor(props: { board: ParsedBoard; rows: number; cols: number; players: readonly string[]; onChange(text: string): void }) {
  const { board, players } = props;
  const [mode, setMode] = useState<'edit' | 'link'>('edit');
  const [selected, setSelected] = useState<string | null>(null);
  const [owner, setOwner] = useState(0);
  const write = (b: ParsedBoard): void => props.onChange(boardToText(b));
  const cells = board.tiles.map((t) => gridCell(t.id));
  const rows = Math.min(26, Math.max(props.rows, ...cells.map((c) => (c ? c.row + 1 : 0))));
  const cols = Math.min(26, Math.max(props.cols, ...cells.map((c) => (c ? c.col + 1 : 0))));
  const offGrid = board.tiles.filter((t) => gridCell(t.id) === null);
  const tile = board.tiles.find((t) => t.id === selected) ?? null;
  const who = (seat: number | null | undefined): string => (seat === null || seat === undefined ? 'nobody' : (players[seat] ?? `Player ${seat + 1}`));

  const tap = (id: string): void => {
    const exists = board.tiles.some((t) => t.id === id);
    if (mode === 'link') {
      if (!exists) return;
      if (selected === null || selected === id || !board.tiles.some((t) => t.id === selected)) setSelected(id);
      else {
        write(toggleLink(board, selected, id));
        setSelected(null);
      }
      return;
    }
    if (!exists) write(addTile(board, id));
    setSelected(id);
  };

  const cellButton = (id: string) => {
    const t = board.tiles.find((x) => x.id === id);
    const n = t ? board.units.filter((u) => u.tile === id).length : 0;
    const label = t
      ? `${id}: ${t.terrain}, holds ${t.capacity}${t.home !== null && t.home !== undefined ? `, ${who(t.home)}'s home` : ''}${n ? `, ${countOf(n, 'starting unit')}` : ''}; neighbours ${t.adjacent.join(' ') || 'none'}`
      : `${id}: empty — tap to add a tile`;
    return (
      <button
        key={id}
        type="button"
        className={`kaladan-cell${t ? ` t-${t.terrain.toLowerCase()}` : ' empty'}${selected === id ? ' selected' : ''}`}
        aria-label={label}
        aria-pressed={selected === id}
        data-cell={id}
        onClick={() => tap(id)}
      >
        <strong>{id}</strong>
        {t ? (
          <>
            <span>
              {t.terrain} · {t.capacity}
            </span>
            {t.home !== null && t.home !== undefined && <span className="kaladan-badge">home {who(t.home)}</span>}
            {n > 0 && <span>{countOf(n, 'unit')}</span>}
          </>
        ) : (
          <span className="muted">+ tile</span>
        )}
      </button>
    );
  };

  return (
    <div className="kaladan-editor" data-testid="board-editor">
      <div className="row" role="group" aria-label="Editor mode">
        <button type="button" className="button" aria-pressed={mode === 'edit'} onClick={() => setMode('edit')}>
          Tiles
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={mode === 'link'}
          onClick={() => {
            setMode('link');
            setSelected(null);
          }}
        >
          Link tiles
        </button>
        <span className="muted" data-testid="editor-hint">
          {mode === 'edit'
            ? 'Tap a square to add a tile or to change it.'
            : selected
              ? `Now tap the tile to link with ${selected} (tap a linked one to unlink).`
              : 'Tap a tile, then its neighbour.'}
        </span>
      </div>
      <div className="kaladan-grid" style={{ gridTemplateColumns: `repeat(${cols}, minmax(4.5rem, 1fr))` }}>
        {Array.from({ length: rows }, (_row, r) => Array.from({ length: cols }, (_col, c) => cellButton(cellName(r, c))))}
      </div>
      {offGrid.length > 0 && <div className="row">{offGrid.map((t) => cellButton(t.id))}</div>}
      {mode === 'edit' && tile && (
        <section className="kaladan-tile-editor" aria-label={`Tile ${tile.id}`} data-testid="tile-editor">
          <h4>Tile {tile.id}</h4>
          <div className="row" role="group" aria-label="Terrain">
            {TERRAINS.map((t) => (
              <button key={t} type="button" className="button" aria-pressed={tile.terrain === t} onClick={() => write(setTerrain(board, tile.id, t))}>
                {t}
              </button>
            ))}
          </div>
          <Step label={`${tile.id} capacity`} value={tile.capacity} min={1} onChange={(n) => write(setCapacity(board, tile.id, n))} />
          {tile.castle && (
            <div className="row">
              <label className="kaladan-pick">
                <span>Home of</span>
                <select value={tile.home ?? ''} onChange={(e) => write(setHome(board, tile.id, e.currentTarget.value === '' ? null : Number(e.currentTarget.value)))}>
                  <option value="">nobody</option>
                  {players.map((p, i) => (
                    <option key={i} value={i}>
                      {p || `Player ${i + 1}`}
                    </option>
                  ))}
                </select>
              </label>
              <label className="kaladan-pick">
                <span>Spawns</span>
                <select value={tile.spawnKind ?? 'sword'} onChange={(e) => write(setSpawn(board, tile.id, e.currentTarget.value as BasicKind))}>
                  {BASIC_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {UNIT_NAMES[k]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          )}
          <p className="muted">
            Neighbours: {tile.adjacent.join(', ') || 'none'} (use Link tiles). {tile.home !== null && tile.home !== undefined ? `${who(tile.home)}'s Crown starts here.` : ''}
          </p>
          <fieldset>
            <legend>Starting units on {tile.id}</legend>
            <label className="kaladan-pick">
              <span>Player</span>
              <select value={owner} onChange={(e) => setOwner(Number(e.currentTarget.value))}>
                {players.map((p, i) => (
                  <option key={i} value={i}>
                    {p || `Player ${i + 1}`}
                  </option>
                ))}
              </select>
            </label>
            <div className="kaladan-steps">
              {START_KINDS.map((k) => (
                <Step key={k} label={`${UNIT_NAMES[k]} on ${tile.id}`} value={unitsOn(board, tile.id, owner, k)} onChange={(n) => write(setUnits(board, tile.id, owner, k, n))} />
              ))}
            </div>
          </fieldset>
          <button
            type="button"
            className="button danger"
            onClick={() => {
              write(removeTile(board, tile.id));
              setSelected(null);
            }}
          >
            Remove tile {tile.id}
          </button>
        </section>
      )}
      {mode === 'link' && (
        <p className="muted" data-testid="links">
          Links:{' '}
          {[...new Set(board.tiles.flatMap((t) => t.adjacent.filter((a) => linked(board, t.id, a)).map((a) => [t.id, a].sort().join('–'))))].join(', ') || 'none'}
        </p>
      )}
    </div>
  );
}
