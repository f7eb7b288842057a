/**
 * Every unit as an accessible list beside the canvas: label, owner, position, heading, velocity,
 * state. A row selects its unit; the selected unit can be adjusted to the physical table by typed
 * position (logged from → to).
 */
import { useId, useMemo, useState } from 'react';
import { pose as poseOf } from '../../../geometry';
import { playerName } from '../../game/helpers';
import type { GameState, PlayerId, TableUnit } from '../../game';
import type { Dispatch } from './steps';
import { tokenKey } from './tableModel';
import { unitCodes } from './unitCodes';
import { hullDamageText, velocitySlotName } from '../../rules/systems';

interface Row {
  unit: TableUnit;
  label: string;
  owner: PlayerId;
  x: number | null;
  y: number | null;
  heading: number | null;
  velocity: string;
  status: string;
}

const f1 = (n: number | null) => (n === null ? '—' : (Math.round(n * 10) / 10).toFixed(1));

export function unitRows(s: GameState): Row[] {
  const rows: Row[] = [];
  for (const x of s.ships) {
    const cls = s.pack.ships.find((c) => c.code === x.code);
    rows.push({
      unit: { kind: 'ship', id: x.id },
      label: x.label,
      owner: x.owner,
      x: x.pose?.x ?? null,
      y: x.pose?.y ?? null,
      heading: x.pose?.heading ?? null,
      velocity: x.status === 'deployed' ? velocitySlotName(cls?.velocityTrack ?? [], x.velocity, true) : '—',
      status: `${x.status}${x.hullDamage && cls ? `, ${hullDamageText(cls.hull, x.hullDamage)}` : ''}${x.activated ? ', activated' : ''}`,
    });
  }
  for (const f of s.fighters) {
    rows.push({ unit: { kind: 'fighter', id: f.id }, label: f.id, owner: f.owner, x: f.pose?.x ?? null, y: f.pose?.y ?? null, heading: f.pose?.heading ?? null, velocity: '—', status: `${f.status}${f.disrupted ? ', disrupted' : ''}${f.escorting ? `, escorting ${f.escorting}` : ''}` });
  }
  for (const m of s.missiles) {
    rows.push({ unit: { kind: 'missile', id: m.id }, label: `Missile ${m.id}`, owner: m.owner, x: m.pose.x, y: m.pose.y, heading: m.pose.heading, velocity: '—', status: m.contact ? `in contact with ${m.contact}` : 'on the table' });
  }
  return rows;
}

export function UnitsList(props: { state: GameState; colours: Record<PlayerId, string>; selected: TableUnit | null; onSelect(u: TableUnit | null): void; readOnly: boolean; dispatch: Dispatch }) {
  const { state, colours, selected, onSelect, readOnly, dispatch } = props;
  const rows = unitRows(state);
  const codes = useMemo(() => unitCodes(state), [state]);
  const sel = selected ? rows.find((r) => r.unit.kind === selected.kind && r.unit.id === selected.id) : undefined;
  return (
    <section aria-label="Units" className="gm-units">
      {sel && sel.x !== null && !readOnly && <AdjustForm key={`${sel.unit.kind}:${sel.unit.id}:${sel.x}:${sel.y}:${sel.heading}`} row={sel} dispatch={dispatch} />}
      <table className="gm-units-table" data-testid="units-list">
        <caption className="tbl-visually-hidden">Units on and off the table</caption>
        <thead>
          <tr>
            <th scope="col">Unit</th>
            <th scope="col">Owner</th>
            <th scope="col">Position (″ from left, top)</th>
            <th scope="col">Heading</th>
            <th scope="col">Velocity</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const isSel = selected?.kind === r.unit.kind && selected.id === r.unit.id;
            return (
              <tr key={`${r.unit.kind}:${r.unit.id}`} aria-selected={isSel} className={isSel ? 'gm-sel' : undefined} data-unit={r.unit.id}>
                <th scope="row">
                  <button type="button" className="gm-linkbtn" onClick={() => onSelect(isSel ? null : r.unit)}>
                    <span className="gm-code">{codes.get(tokenKey(r.unit))}</span> {r.label}
                  </button>
                </th>
                <td>
                  <span className="gm-dot" style={{ background: colours[r.owner] }} aria-hidden="true" /> {playerName(state, r.owner)}
                </td>
                <td>{r.x === null ? 'off the table' : `${f1(r.x)}, ${f1(r.y)}`}</td>
                <td>{r.heading === null ? '—' : `${Math.round(r.heading)}°`}</td>
                <td>{r.velocity}</td>
                <td>{r.status}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function AdjustForm({ row, dispatch }: { row: Row; dispatch: Dispatch }) {
  const id = useId();
  const [x, setX] = useState(f1(row.x));
  const [y, setY] = useState(f1(row.y));
  const [h, setH] = useState(String(Math.round(row.heading ?? 0)));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const nx = Number(x);
    const ny = Number(y);
    const nh = Number(h);
    if (![nx, ny, nh].every(Number.isFinite)) {
      setError('Type numbers: inches from the left edge, from the top edge, and a heading in degrees.');
      return;
    }
    setError(null);
    await dispatch({ type: 'adjust', unit: row.unit, pose: poseOf(nx, ny, ((nh % 360) + 360) % 360), ...(note.trim() ? { note: note.trim() } : {}) });
  };
  return (
    <form
      className="gm-adjust"
      aria-label={`Adjust ${row.label} to the table`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p>
        <strong>{row.label}</strong>: adjust to the table
      </p>
      <div className="gm-row">
        <label htmlFor={`${id}x`}>From left (″)</label>
        <input id={`${id}x`} className="gm-input gm-num" inputMode="decimal" value={x} onChange={(e) => setX(e.target.value)} />
        <label htmlFor={`${id}y`}>From top (″)</label>
        <input id={`${id}y`} className="gm-input gm-num" inputMode="decimal" value={y} onChange={(e) => setY(e.target.value)} />
        <label htmlFor={`${id}h`}>Heading (°)</label>
        <input id={`${id}h`} className="gm-input gm-num" inputMode="decimal" value={h} onChange={(e) => setH(e.target.value)} />
      </div>
      <div className="gm-row">
        <label htmlFor={`${id}n`}>Note</label>
        <input id={`${id}n`} className="gm-input" value={note} onChange={(e) => setNote(e.target.value)} />
        <button type="submit" className="gm-btn gm-primary">
          Move to match the table
        </button>
      </div>
      {error && <p className="gm-error-text">{error}</p>}
    </form>
  );
}
