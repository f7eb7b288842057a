/**
 * Saved games: resume, rename, delete (with undo), export to a file and import one. A damaged file
 * is refused with what and where; nothing stored changes.
 */
import { useId, useState } from 'react';
import { Link } from '../../../ui/Link';
import { navigate } from '../../../ui/router';
import { logFromJson, logToJson, type GameEvent } from '../../game';
import { logCreate, logDelete, logRead, logRename, logRestore, useLogList, type DeletedLog, type LogHead } from './gameLog';
import type { GameMetaView } from './meta';
import { countOf } from '../../../words';

/** Extra fields beside the game file's own (`logToJson`): what the table looked like. Readers ignore unknown fields. */
interface FileExtras {
  tableside?: { name?: string; table?: GameMetaView['table']; colours?: GameMetaView['colours'] };
}

export async function gameExportText(id: string): Promise<{ name: string; text: string } | string> {
  const r = await logRead(id);
  if (!r) return 'This game is no longer stored.';
  const meta = r.head.meta as GameMetaView;
  const events = r.events.slice(0, r.head.cursor) as GameEvent[];
  const base = JSON.parse(logToJson({ setup: meta.setup, packOverrides: meta.packOverrides ?? [], events, redo: [] })) as Record<string, unknown>;
  const extras: FileExtras = { tableside: { name: r.head.name, ...(meta.table ? { table: meta.table } : {}), ...(meta.colours ? { colours: meta.colours } : {}) } };
  return { name: r.head.name, text: JSON.stringify({ ...base, ...extras }) };
}

/** Read a game file; a damaged one is refused with the event that fails. */
export async function gameImportText(text: string, fallbackName: string): Promise<{ ok: true; id: string } | { ok: false; reason: string }> {
  const r = logFromJson(text);
  if (!r.ok) return { ok: false, reason: r.reason };
  let extras: FileExtras = {};
  try {
    extras = JSON.parse(text) as FileExtras;
  } catch {
    extras = {};
  }
  const x = extras.tableside ?? {};
  const meta: GameMetaView = { setup: r.log.setup, packOverrides: r.log.packOverrides, ...(x.table ? { table: x.table } : {}), ...(x.colours ? { colours: x.colours } : {}) };
  const w = await logCreate('kalidasia', `${typeof x.name === 'string' && x.name ? x.name : fallbackName} (imported)`, meta, [...r.log.events]);
  return w.ok ? { ok: true, id: w.head.id } : { ok: false, reason: w.message };
}

function scenarioName(meta: unknown): string {
  const id = (meta as Partial<GameMetaView> | null)?.setup?.scenario;
  return id === 'escalation' ? 'Escalation Battle' : id === 'orbitalContain' ? 'Orbital Contain' : id === 'squadronEngagement' ? 'Squadron Engagement' : 'unknown scenario';
}

function download(name: string, text: string) {
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name.replace(/[^\w -]+/g, '').trim() || 'game'}.kalidasia.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Row({ head, onDeleted, onError }: { head: LogHead; onDeleted(d: DeletedLog): void; onError(m: string): void }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(head.name);
  const id = useId();
  return (
    <li className="gm-game-row" data-testid="game-row">
      {renaming ? (
        <form
          className="gm-row"
          onSubmit={(e) => {
            e.preventDefault();
            void logRename(head.id, name.trim() || head.name).then((w) => (w.ok ? setRenaming(false) : onError(w.message)));
          }}
        >
          <label htmlFor={id}>Name</label>
          <input id={id} className="gm-input" value={name} onChange={(e) => setName(e.target.value)} />
          <button type="submit" className="gm-btn gm-primary">
            Save name
          </button>
        </form>
      ) : (
        <Link to={`/kalidasia/game/${encodeURIComponent(head.id)}`} className="gm-game-link">
          <strong>{head.name}</strong>{' '}
          <span className="gm-muted">
            · {scenarioName(head.meta)} · {countOf(head.cursor, 'event')} · {new Date(head.updatedAt).toLocaleString()}
          </span>
        </Link>
      )}
      <div className="gm-row">
        <button type="button" className="gm-btn" onClick={() => setRenaming(!renaming)}>
          Rename
        </button>
        <button
          type="button"
          className="gm-btn"
          onClick={() =>
            void gameExportText(head.id).then((r) => {
              if (typeof r === 'string') onError(r);
              else download(r.name, r.text);
            })
          }
        >
          Export
        </button>
        <button
          type="button"
          className="gm-btn"
          onClick={() =>
            void logDelete(head.id).then((r) => {
              if (r.ok) onDeleted(r.deleted);
              else onError(r.message);
            })
          }
        >
          Delete
        </button>
      </div>
    </li>
  );
}

export function GameList() {
  const list = useLogList('kalidasia');
  const [deleted, setDeleted] = useState<DeletedLog | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    const r = await gameImportText(text, file.name.replace(/\.json$/i, '').replace(/\.kalidasia$/i, ''));
    if (r.ok) {
      setError(null);
      navigate(`/kalidasia/game/${encodeURIComponent(r.id)}`);
    } else setError(`${file.name} was not imported: ${r.reason} Nothing was stored.`);
  };
  return (
    <div className="gm-list-screen">
      <header className="gm-list-head">
        <h2>Legends of Kalidasia — saved games</h2>
        <div className="gm-row">
          <Link to="/kalidasia/game/new" className="gm-btn gm-primary">
            New game
          </Link>
          <label htmlFor={fileId} className="gm-btn">
            Import a game file
          </label>
          <input id={fileId} type="file" accept=".json,application/json" className="gm-file" onChange={(e) => void onFile(e.target.files?.[0])} />
        </div>
      </header>
      {error && (
        <p className="gm-banner gm-error" role="alert">
          {error}
        </p>
      )}
      {deleted && (
        <p className="gm-banner" role="status">
          Deleted “{deleted.head.name}”.{' '}
          <button type="button" className="gm-btn" onClick={() => void logRestore(deleted).then(() => setDeleted(null))}>
            Undo
          </button>
        </p>
      )}
      {list.status === 'loading' ? (
        <p>Loading…</p>
      ) : list.heads.length === 0 ? (
        <p>No saved games yet. Start one with New game.</p>
      ) : (
        <ul className="gm-games">
          {list.heads.map((h) => (
            <Row key={h.id} head={h} onDeleted={setDeleted} onError={setError} />
          ))}
        </ul>
      )}
    </div>
  );
}
