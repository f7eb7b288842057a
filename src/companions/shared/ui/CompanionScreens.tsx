import { useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from '../../../ui/Link';
import { navigate, usePath } from '../../../ui/router';
import { useDatabase } from '../../../ui/useStorage';
import { deleteCompanionGame, saveCompanionGame } from '../../../store/repos';
import type { CompanionGameRecord } from '../../../store/types';
import type { AnyCompanionModule } from './types';
import { LogPanel } from './LogPanel';
import { useCompanionGame } from './useCompanionGame';
import { refusalPlace } from './refusalPlace';
import './companions.css';

function newId(): string {
  const b = new Uint8Array(8);
  crypto.getRandomValues(b);
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

/** Saved games of one companion: new, resume, delete (with undo). */
export function GameList({ mod }: { mod: AnyCompanionModule }) {
  const db = useDatabase();
  const games = useLiveQuery(async () => (db ? await db.companionGames.where('game').equals(mod.def.key).reverse().sortBy('updatedAt') : undefined), [db, mod]);
  const [creating, setCreating] = useState(false);
  const [deleted, setDeleted] = useState<CompanionGameRecord | null>(null);
  const { SetupForm } = mod;

  const start = (setup: unknown, name: string): void => {
    const now = new Date().toISOString();
    const rec: CompanionGameRecord = { id: newId(), game: mod.def.key, name: name.trim() || `${mod.def.title} game`, createdAt: now, updatedAt: now, setup, events: [], redo: [] };
    void saveCompanionGame(rec).then((ok) => ok && navigate(`/${mod.def.key}/${rec.id}`));
  };

  return (
    <main className="panel-page companion">
      {deleted && (
        <p className="message" role="status">
          Deleted “{deleted.name}”.{' '}
          <button
            type="button"
            className="button small"
            onClick={() => {
              void saveCompanionGame(deleted);
              setDeleted(null);
            }}
          >
            Undo
          </button>
        </p>
      )}
      {creating ? (
        <section className="panel" aria-labelledby="setup-heading">
          <h2 id="setup-heading">New {mod.def.title} game</h2>
          <SetupForm onStart={start} />
          <button type="button" className="button" onClick={() => setCreating(false)}>
            Cancel
          </button>
        </section>
      ) : (
        <section className="panel" aria-labelledby="saved-heading">
          <div className="row">
            <h2 id="saved-heading">Saved games</h2>
            <button type="button" className="button" onClick={() => setCreating(true)}>
              New game
            </button>
          </div>
          {games === undefined ? (
            <p className="muted">Loading…</p>
          ) : games.length === 0 ? (
            <p className="muted">No saved games yet.</p>
          ) : (
            <ul className="game-list">
              {games.map((g) => (
                <li key={g.id} className="row">
                  <Link to={`/${mod.def.key}/${g.id}`} className="button game-link">
                    {g.name}
                  </Link>
                  <span className="muted">
                    {g.events.length} actions · {new Date(g.updatedAt).toLocaleString()}
                  </span>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Delete ${g.name}`}
                    onClick={() => void deleteCompanionGame(g.id).then((r) => setDeleted(r ?? null))}
                  >
                    Delete
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </main>
  );
}

/** A refusal and where to show it: beside the control that was used (coordinates inside the game area). */
interface Refusal {
  readonly text: string;
  readonly top: number;
  readonly left: number;
  /** Shown above the control when there is no room below it in the window. */
  readonly above: boolean;
}

const CONTROL = 'button, input, select, textarea, [role="button"], a, label';

function LoadedGame({ mod, record }: { mod: AnyCompanionModule; record: CompanionGameRecord }) {
  const game = useCompanionGame(mod.def, record);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const area = useRef<HTMLElement>(null);
  const lastControl = useRef<Element | null>(null);
  const { GameView, Summary } = mod;
  const base = `/${mod.def.key}/${record.id}`;
  const showSummary = usePath() === `${base}/summary`;

  // Remember the control the player used last; any tap elsewhere (moving on) clears a refusal.
  useEffect(() => {
    const el = area.current;
    if (!el) return undefined;
    const note = (e: Event): void => {
      const t = e.target instanceof Element ? e.target : null;
      lastControl.current = t?.closest(CONTROL) ?? null;
      setRefusal(null);
    };
    el.addEventListener('pointerdown', note, true);
    el.addEventListener('focusin', note, true);
    return () => {
      el.removeEventListener('pointerdown', note, true);
      el.removeEventListener('focusin', note, true);
    };
  }, []);

  const show = (text: string | null): void => {
    if (text === null || !area.current) {
      setRefusal(null);
      return;
    }
    const ctl = lastControl.current && area.current.contains(lastControl.current) ? lastControl.current.getBoundingClientRect() : null;
    const width = Math.min(area.current.clientWidth - 16, 28 * parseFloat(getComputedStyle(document.documentElement).fontSize || '16'));
    setRefusal({ text, ...refusalPlace(ctl, area.current.getBoundingClientRect(), window.innerHeight, width) });
  };

  return (
    <main className="companion-game" ref={area}>
      <div className="companion-main">
        <div className="row">
          <Link to={`/${mod.def.key}`} className="button">
            All {mod.def.title} games
          </Link>
          <h2 className="game-name">{record.name}</h2>
          {Summary &&
            (showSummary ? (
              <Link to={base} className="button" aria-current="page">
                Back to the game
              </Link>
            ) : (
              <Link to={`${base}/summary`} className="button">
                Summary
              </Link>
            ))}
        </div>
        {game.loadError && (
          <div className="message error" role="alert" data-testid="load-error">
            <p>{game.loadError}</p>
            <p>The record is kept exactly as stored; a backup from Settings saves it for later repair.</p>
          </div>
        )}
        {game.state === null || game.loadError ? null : showSummary && Summary ? (
          <Summary state={game.state} events={game.events} />
        ) : (
          <GameView
            state={game.state}
            events={game.events}
            dispatch={(e) => {
              const reason = game.dispatch(e);
              const cite = reason !== null && game.state !== null ? (mod.def.citeRefusal?.(e, reason, game.state) ?? null) : null;
              show(reason === null ? null : cite ? `${reason} (Rules: ${cite})` : reason);
              return reason;
            }}
          />
        )}
      </div>
      <LogPanel
        def={mod.def}
        setup={record.setup}
        events={game.events}
        canRedo={game.redoStack.length > 0}
        readOnly={game.loadError !== null}
        onUndo={() => {
          setRefusal(null);
          game.undo();
        }}
        onRedo={() => {
          setRefusal(null);
          game.redo();
        }}
      />
      {refusal && (
        <p
          className={`message error refusal-pop${refusal.above ? ' above' : ''}`}
          role="alert"
          data-testid="refusal"
          style={{ top: `${refusal.top}px`, left: `${refusal.left}px` }}
        >
          {refusal.text}
        </p>
      )}
    </main>
  );
}

/** One saved game by id: loads it, then the game's own view beside the shared log. */
export function GameScreen({ mod, id }: { mod: AnyCompanionModule; id: string }) {
  const db = useDatabase();
  const record = useLiveQuery(async () => (db ? ((await db.companionGames.get(id)) ?? null) : undefined), [db, id]);
  if (record === undefined) return <p className="boot">Opening the game…</p>;
  if (record === null || record.game !== mod.def.key) {
    return (
      <main className="panel-page">
        <section className="panel" role="alert">
          <h2>Game not found</h2>
          <p>There is no saved {mod.def.title} game with this link on this device.</p>
          <Link to={`/${mod.def.key}`} className="button">
            All {mod.def.title} games
          </Link>
        </section>
      </main>
    );
  }
  // Keyed by id: the hook owns the record from here on (live updates would fight the player's taps).
  return <LoadedGame key={record.id} mod={mod} record={record} />;
}
