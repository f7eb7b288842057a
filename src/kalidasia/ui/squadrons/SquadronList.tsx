/** The squadron list: every saved squadron with its totals and verdict; new, templates, import, duplicate, rename, delete (undoable), sort, filter. */
import { memo, useMemo, useState } from 'react';
import { Link } from '../../../app/Link';
import { navigate } from '../../../app/router';
import { createSquadron, deleteSquadron, duplicateSquadron, restoreSquadron, updateSquadron } from '../../../store/squadrons';
import type { SquadronRecord } from '../../../store/types';
import type { FleetId, KalidasiaPack } from '../..';
import { parseSquadronFile } from './format';
import type { EffectivePack } from './hooks';
import { useSquadronRecords } from './hooks';
import { STARTERS, emptySquadron, fleetNames, summarise, type SquadronSummary } from './model';
import { PackInfo, ValidityBadge } from './parts';

type SortKey = 'updated' | 'name' | 'points';
type Validity = 'all' | 'valid' | 'invalid';

interface Row {
  rec: SquadronRecord;
  sum: SquadronSummary;
}

/** Summaries cached per pack by record id + edit time (validation is the costly part of a row). */
const summaryCache = new WeakMap<KalidasiaPack, Map<string, SquadronSummary>>();

function rowsFor(pack: KalidasiaPack, records: SquadronRecord[]): Row[] {
  let map = summaryCache.get(pack);
  if (!map) {
    map = new Map();
    summaryCache.set(pack, map);
  }
  const cache = map;
  return records.map((rec) => {
    const key = `${rec.id}@${rec.updatedAt}`;
    let sum = cache.get(key);
    if (!sum) {
      sum = summarise(pack, rec.squadron);
      cache.set(key, sum);
    }
    return { rec, sum };
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
        (validity === 'all' || (validity === 'valid') === r.sum.valid),
    );
    const cmp: Record<SortKey, (a: Row, b: Row) => number> = {
      updated: (a, b) => b.rec.updatedAt.localeCompare(a.rec.updatedAt),
      name: (a, b) => a.rec.squadron.name.localeCompare(b.rec.squadron.name),
      points: (a, b) => b.sum.points - a.sum.points || a.rec.squadron.name.localeCompare(b.rec.squadron.name),
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
              {shown.length === rows.length ? `${rows.length} squadrons` : `${shown.length} of ${rows.length} squadrons`}
            </p>
            <ul className="sq-list" data-testid="squadron-list" data-count={shown.length}>
              {shown.map((r) => (
                <ListRow key={r.rec.id} row={r} pack={pack} onDelete={remove} />
              ))}
            </ul>
          </>
        )}
      </section>
    </main>
  );
}

const ListRow = memo(function ListRow({ row, pack, onDelete }: { row: Row; pack: KalidasiaPack; onDelete: (id: string) => Promise<void> }) {
  const { rec, sum } = row;
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(rec.squadron.name);
  return (
    <li className="sq-row" data-testid="squadron-row" data-id={rec.id}>
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
              void updateSquadron(rec.id, { ...rec.squadron, name: next });
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
        {sum.points} / {rec.squadron.pointLimit} pts
      </span>
      <span className="sq-num">
        capacity {sum.capacity.used} / {sum.capacity.provided}
      </span>
      <ValidityBadge count={sum.violations.length} />
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
