/**
 * Saved games: resume, rename, delete (with undo), export to a file and import one (gameFile.ts). A damaged file
 * is refused with what and where; nothing stored changes. A damaged stored game is listed with a marker (and
 * exports every stored row).
 */
import { useId, useState } from 'react';
import { Link } from '../../../ui/Link';
import { navigate } from '../../../ui/router';
import { logDelete, logRename, logRestore, useLogList, type DeletedLog, type ListedLog } from './gameLog';
import type { GameMetaView } from './meta';
import { countOf } from '../../../words';

/** The game file (export, import) needs the game core and the data pack: loaded on the tap, not with the list. */
const gameFile = () => import('./gameFile');

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

function Row({ head, onDeleted, onError, onNotice }: { head: ListedLog; onDeleted(d: DeletedLog): void; onError(m: string): void; onNotice(m: string): void }) {
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
          {head.damage ? (
            <span className="gm-damaged" data-testid="game-damaged">
              Damaged: {head.damage} · {head.length} stored events
            </span>
          ) : (
            <span className="gm-muted">
              · {scenarioName(head.meta)} · {countOf(head.cursor, 'event')} · {new Date(head.updatedAt).toLocaleString()}
            </span>
          )}
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
            void gameFile()
              .then((f) => f.gameExportText(head.id))
              .then((r) => {
                if (typeof r === 'string') onError(r);
                else {
                  download(r.name, r.text);
                  if (r.damaged) onNotice(`“${r.name}” is damaged (${r.damaged}): the file holds every stored event as stored, so nothing is lost.`);
                }
              })
              .catch((err: unknown) => onError(`The game was not exported: ${err instanceof Error ? err.message : String(err)}`))
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
  const [notice, setNotice] = useState<string | null>(null);
  const fileId = useId();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch (err) {
      setError(`${file.name} could not be read: ${err instanceof Error ? err.message : String(err)} Nothing was stored.`);
      return;
    }
    let r: Awaited<ReturnType<Awaited<ReturnType<typeof gameFile>>['gameImportText']>>;
    try {
      r = await (await gameFile()).gameImportText(text, file.name.replace(/\.json$/i, '').replace(/\.kalidasia$/i, ''));
    } catch (err) {
      setError(`${file.name} was not imported: ${err instanceof Error ? err.message : String(err)} Nothing was stored.`);
      return;
    }
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
      {notice && (
        <p className="gm-banner" role="status">
          {notice}{' '}
          <button type="button" className="gm-btn" onClick={() => setNotice(null)}>
            Dismiss
          </button>
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
            <Row key={h.id} head={h} onDeleted={setDeleted} onError={setError} onNotice={setNotice} />
          ))}
        </ul>
      )}
    </div>
  );
}
