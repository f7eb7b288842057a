/** The squadron list: every saved squadron with its totals and verdict; new, templates, import, duplicate, rename, delete (undoable), sort, filter. */
import { countOf } from '../../../words';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '../../../ui/Link';
import { navigate } from '../../../ui/router';
import { createSquadron, deleteSquadron, duplicateSquadron, restoreSquadron, updateSquadron } from '../../../store/squadrons';
import type { SquadronRecord } from '../../../store/types';
import { squadronPoints, validateSquadron, type FleetId, type KalidasiaPack, type Violation } from '../..';
import { parseSquadronFile } from './format';
import type { EffectivePack } from './hooks';
import { useSquadronRecords } from './hooks';
import { STARTERS, capacityOf, emptySquadron, fleetNames } from './model';
import { PackInfo, ValidityBadge } from './parts';

type SortKey = 'updated' | 'name' | 'points';
type Validity = 'all' | 'valid' | 'invalid';

/**
 * One list row. Points and capacity are computed for every squadron (sorting needs them); the full
 * validation only when a row is on screen or the verdict filter is used, then cached.
 */
interface Row {
  rec: SquadronRecord;
  points: number;
  capacity: { used: number; provided: number };
  violations: () => readonly Violation[];
}

/** Rows cached per pack by record id + edit time. */
const rowCache = new WeakMap<KalidasiaPack, Map<string, Row>>();

function rowsFor(pack: KalidasiaPack, records: SquadronRecord[]): Row[] {
  let map = rowCache.get(pack);
  if (!map) {
    map = new Map();
    rowCache.set(pack, map);
  }
  const cache = map;
  return records.map((rec) => {
    const key = `${rec.id}@${rec.updatedAt}`;
    let row = cache.get(key);
    if (!row) {
      let found: readonly Violation[] | null = null;
      row = {
        rec,
        points: squadronPoints(pack, rec.squadron).total,
        capacity: capacityOf(pack, rec.squadron),
        violations: () => (found ??= validateSquadron(pack, rec.squadron)),
      };
      cache.set(key, row);
    }
    return row;
  });
}

export function SquadronList({ effective }: { effective: EffectivePack }) {
  const { pack } = effective;
  const records = useSquadronRecords();
  const rows = useMemo(() => (records ? rowsFor(pack, records) : []), [pack, records]);
  const [query, setQuery] = useState('');
  const [fleet, setFleet] = useState<'all' | FleetId>('all');
  const [validity, setValidity] = useState<Validity>('all');
  const [sort, setSort] = useState<SortKey>('updated');
  const [deleted, setDeleted] = useState<SquadronRecord | null>(null);
  const [importState, setImportState] = useState<{ kind: 'errors'; file: string; errors: readonly string[] } | { kind: 'done'; rec: SquadronRecord; notes: readonly string[] } | null>(null);

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const out = rows.filter(
      (r) =>
        (q === '' || r.rec.squadron.name.toLowerCase().includes(q)) &&
        (fleet === 'all' || r.rec.squadron.fleet === fleet) &&
        (validity === 'all' || (validity === 'valid') === (r.violations().length === 0)),
    );
    const cmp: Record<SortKey, (a: Row, b: Row) => number> = {
      updated: (a, b) => b.rec.updatedAt.localeCompare(a.rec.updatedAt),
      name: (a, b) => a.rec.squadron.name.localeCompare(b.rec.squadron.name),
      points: (a, b) => b.points - a.points || a.rec.squadron.name.localeCompare(b.rec.squadron.name),
    };
    return out.sort(cmp[sort]);
  }, [rows, query, fleet, validity, sort]);

  const create = async (make: () => Parameters<typeof createSquadron>[0]): Promise<void> => {
    const rec = await createSquadron(make());
    if (rec) navigate(`/kalidasia/squadrons/${rec.id}`);
  };

  const remove = async (id: string): Promise<void> => {
    const rec = await deleteSquadron(id);
    if (rec) setDeleted(rec);
  };

  const importFile = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    const result = parseSquadronFile(await file.text(), pack, file.size);
    if (!result.ok) {
      setImportState({ kind: 'errors', file: file.name, errors: result.errors });
      return;
    }
    const rec = await createSquadron(result.squadron);
    if (rec) setImportState({ kind: 'done', rec, notes: result.notes });
  };

  if (records === undefined) return <p className="boot">Opening your squadrons…</p>;

  return (
    <main className="sq-page" data-testid="squadron-list-page">
      <ListTimingMark count={rows.length} />
      <section className="panel sq-toolbar" aria-label="New squadron">
        <div className="row">
          {pack.fleets.map((f) => (
            <button key={f.id} type="button" className="button" onClick={() => void create(() => emptySquadron(f.id, `New ${f.faction === 'surakari' ? 'Surakari' : 'Heragul'} squadron`))}>
              New {f.name}
            </button>
          ))}
          {STARTERS.map((s) => (
            <button key={s.key} type="button" className="button" onClick={() => void create(() => s.squadron)}>
              Template: {s.title}
            </button>
          ))}
        </div>
        <div className="row">
          <label className="button file-button">
            Import file…
            <input
              type="file"
              accept="application/json,.json"
              aria-label="Import squadron file"
              onChange={(e) => {
                void importFile(e.currentTarget.files?.[0]);
                e.currentTarget.value = '';
              }}
            />
          </label>
          <Link to="/kalidasia/squadrons/compare" className="button">
            Compare two
          </Link>
          <Link to="/kalidasia/stat-cards" className="button">
            Stat cards
          </Link>
        </div>
        <PackInfo pack={pack} overrides={effective.overrides} />
      </section>

      {importState?.kind === 'errors' && (
        <div className="message error" role="alert" data-testid="import-errors">
          <p>
            <strong>{importState.file}</strong> cannot be imported. Nothing was changed.
          </p>
          <ul>
            {importState.errors.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
          <button type="button" className="button small" onClick={() => setImportState(null)}>
            Dismiss
          </button>
        </div>
      )}
      {importState?.kind === 'done' && (
        <div className="message" role="status" data-testid="import-done">
          <p>
            Imported <Link to={`/kalidasia/squadrons/${importState.rec.id}`}>{importState.rec.squadron.name}</Link>. {importState.notes.join(' ')}
          </p>
        </div>
      )}
      {deleted && (
        <div className="message sq-undo" role="status" data-testid="undo-delete">
          <span>Deleted “{deleted.squadron.name}”.</span>
          <button
            type="button"
            className="button small"
            onClick={() => {
              void restoreSquadron(deleted);
              setDeleted(null);
            }}
          >
            Undo
          </button>
          <button type="button" className="button small" onClick={() => setDeleted(null)}>
            Dismiss
          </button>
        </div>
      )}

      <section className="panel" aria-label="Saved squadrons">
        <div className="row sq-filters">
          <label className="sq-field">
            <span>Find</span>
            <input type="text" value={query} placeholder="Name" onChange={(e) => setQuery(e.currentTarget.value)} aria-label="Find by name" />
          </label>
          <label className="sq-field">
            <span>Fleet</span>
            <select value={fleet} onChange={(e) => setFleet(e.currentTarget.value as 'all' | FleetId)} aria-label="Filter by fleet">
              <option value="all">All fleets</option>
              {pack.fleets.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </label>
          <label className="sq-field">
            <span>Show</span>
            <select value={validity} onChange={(e) => setValidity(e.currentTarget.value as Validity)} aria-label="Filter by verdict">
              <option value="all">Legal and not</option>
              <option value="valid">Legal only</option>
              <option value="invalid">With problems only</option>
            </select>
          </label>
          <label className="sq-field">
            <span>Sort</span>
            <select value={sort} onChange={(e) => setSort(e.currentTarget.value as SortKey)} aria-label="Sort by">
              <option value="updated">Last edited</option>
              <option value="name">Name</option>
              <option value="points">Points</option>
            </select>
          </label>
        </div>
        {rows.length === 0 ? (
          <p>No squadrons yet. Start a new one or from a template above.</p>
        ) : (
          <>
            <p className="sq-muted" aria-live="polite">
              {shown.length === rows.length ? countOf(rows.length, 'squadron') : `${shown.length} of ${countOf(rows.length, 'squadron')}`}
            </p>
            <VirtualRows rows={shown} pack={pack} onDelete={remove} />
          </>
        )}
      </section>
    </main>
  );
}

/** Marks when the list first rendered with its squadrons (read by the benchmark). */
function ListTimingMark({ count }: { count: number }) {
  useEffect(() => {
    performance.mark('squadrons:list', { detail: count });
  }, [count]);
  return null;
}

/**
 * Only the rows on screen (plus a margin) are in the page: the list stays quick with thousands of
 * squadrons. Rows have a fixed height set in CSS (--sq-row-rem); the page scrolls as usual.
 */
function VirtualRows({ rows, pack, onDelete }: { rows: Row[]; pack: KalidasiaPack; onDelete: (id: string) => Promise<void> }) {
  const ref = useRef<HTMLUListElement>(null);
  const [win, setWin] = useState({ first: 0, count: 30, rowPx: 72 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const update = (): void => {
      frame = 0;
      const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const rowPx = (parseFloat(getComputedStyle(el).getPropertyValue('--sq-row-rem')) || 4.5) * rootPx;
      const top = el.getBoundingClientRect().top;
      const first = Math.max(0, Math.floor(-top / rowPx) - 10);
      const count = Math.ceil(window.innerHeight / rowPx) + 20;
      setWin((w) => (w.first === first && w.count === count && w.rowPx === rowPx ? w : { first, count, rowPx }));
    };
    const schedule = (): void => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  const visible = rows.slice(win.first, win.first + win.count);
  return (
    <ul
      ref={ref}
      className="sq-list"
      data-testid="squadron-list"
      data-count={rows.length}
      aria-rowcount={rows.length}
      // The list's height reserves room for every row; only the visible ones are rendered.
      style={{ height: `calc(${rows.length} * var(--sq-row-rem) * 1rem)` }}
    >
      {visible.map((r, i) => (
        <ListRow key={r.rec.id} row={r} pack={pack} onDelete={onDelete} top={(win.first + i) * win.rowPx} />
      ))}
    </ul>
  );
}

const ListRow = memo(function ListRow({ row, pack, onDelete, top }: { row: Row; pack: KalidasiaPack; onDelete: (id: string) => Promise<void>; top: number }) {
  const { rec } = row;
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(rec.squadron.name);
  return (
    <li className="sq-row" data-testid="squadron-row" data-id={rec.id} style={{ transform: `translateY(${top}px)` }}>
      <div className="sq-row-main">
        {renaming ? (
          <input
            type="text"
            value={name}
            aria-label={`New name for ${rec.squadron.name}`}
            autoFocus
            onChange={(e) => {
              const next = e.currentTarget.value;
              setName(next);
              void updateSquadron(rec.id, { ...rec.squadron, name: next }, undefined, rec.squadron);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === 'Escape') setRenaming(false);
            }}
          />
        ) : (
          <Link to={`/kalidasia/squadrons/${rec.id}`} className="sq-row-name">
            {rec.squadron.name || 'Unnamed squadron'}
          </Link>
        )}
        <span className="sq-muted">{fleetNames(pack, rec.squadron)}</span>
      </div>
      <span className="sq-num" title="points used / limit">
        {row.points} / {rec.squadron.pointLimit} pts
      </span>
      <span className="sq-num">
        capacity {row.capacity.used} / {row.capacity.provided}
      </span>
      <ValidityBadge count={row.violations().length} />
      <div className="sq-row-actions">
        <button type="button" className="button small" onClick={() => setRenaming((r) => !r)} aria-label={`Rename ${rec.squadron.name}`}>
          {renaming ? 'Done' : 'Rename'}
        </button>
        <button type="button" className="button small" onClick={() => void duplicateSquadron(rec.id)} aria-label={`Duplicate ${rec.squadron.name}`}>
          Duplicate
        </button>
        <button type="button" className="button small danger" onClick={() => void onDelete(rec.id)} aria-label={`Delete ${rec.squadron.name}`}>
          Delete
        </button>
      </div>
    </li>
  );
});
