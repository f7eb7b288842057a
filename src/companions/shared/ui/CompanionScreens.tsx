import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '../../../ui/Link';
import { navigate, usePath } from '../../../ui/router';
import { useLogList } from '../../../ui/useEventLog';
import { logCreate, logDelete, logRestore, type DeletedLog } from '../../../store/eventLog';
import type { AnyCompanionModule } from './types';
import { LogPanel } from './LogPanel';
import { useCompanionGame } from './useCompanionGame';
import { refusalPlace } from './refusalPlace';
import { draftSlot } from './draft';
import './companions.css';
import { countOf } from '../../../words';
import { ShareBar, ShareStart, useShareRecord } from '../../../ui/share/ShareBar';
import { changedElsewhere } from '../../../ui/share/wording';
import { companionShare } from './share';

/** Joining a shared game (issue 26): loads the sync engine, so a chunk of its own. */
const JoinScreen = lazy(() => import('../../../ui/share/JoinScreen'));

/** Why a shared game cannot be changed from this tablet now (SharedSession's lock), in words. */
function lockText(lock: string): string {
  if (lock === 'watching') return 'This tablet only watches this shared game: actions are made on the tablet that plays.';
  if (lock === 'conflict') return 'Two tablets acted at the same moment: choose which action stands (above) first.';
  return 'The shared game is still being brought up to date on this tablet; try again in a moment.';
}

/** Saved games of one companion: new, resume, delete (with undo). */
export function GameList({ mod }: { mod: AnyCompanionModule }) {
  const list = useLogList(mod.def.key);
  const games = list.status === 'ready' ? list.heads : list.status === 'unavailable' ? [] : undefined;
  const [creating, setCreating] = useState(false);
  const [deleted, setDeleted] = useState<DeletedLog | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { SetupForm } = mod;

  const start = (setup: unknown, name: string): void => {
    // The same gate a stored game passes on open: a set-up the game could not be opened with is never stored.
    const problem = mod.def.checkSetup?.(setup) ?? null;
    if (problem !== null) {
      setFailure(`The game was not created: ${problem}`);
      return;
    }
    void logCreate(mod.def.key, name.trim() || `${mod.def.title} game`, setup).then((r) => {
      if (r.ok) navigate(`/${mod.def.key}/${r.head.id}`);
      else setFailure(`The game was not created: ${r.message}`);
    });
  };

  return (
    <main className="panel-page companion">
      {failure && (
        <p className="message error" role="alert">
          {failure}
        </p>
      )}
      {list.status === 'unavailable' && (
        <p className="message error" role="alert">
          The saved games cannot be read from this device&apos;s storage right now. Reload the app; if this stays, download a backup from Settings.
        </p>
      )}
      {deleted && (
        <p className="message" role="status">
          Deleted “{deleted.head.name}”.{' '}
          <button
            type="button"
            className="button small"
            onClick={() => {
              void logRestore(deleted).then((r) => setFailure(r.ok ? null : `The game was not put back: ${r.message}`));
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
                    {g.cursor} actions · {new Date(g.updatedAt).toLocaleString()}
                  </span>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Delete ${g.name}`}
                    onClick={() =>
                      void logDelete(g.id).then((r) => {
                        if (r.ok) setDeleted(r.deleted);
                        else setFailure(`The game was not deleted: ${r.message}`);
                      })
                    }
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

/** One saved game by id (or, at `/<game>/join`, joining a game shared from another tablet). */
export function GameScreen({ mod, id }: { mod: AnyCompanionModule; id: string }) {
  if (id === 'join') {
    return (
      <main className="panel-page">
        <Suspense fallback={<p className="boot">Loading…</p>}>
          <JoinScreen game={companionShare(mod.def.key, mod.def.title, mod.def)} />
        </Suspense>
      </main>
    );
  }
  return <OneGame mod={mod} id={id} />;
}

/** One saved game: the game's own view beside the shared log, live across tabs (and tablets, when shared). */
function OneGame({ mod, id }: { mod: AnyCompanionModule; id: string }) {
  const game = useCompanionGame(mod.def, id);
  const share = companionShare(mod.def.key, mod.def.title, mod.def);
  /** How this game is shared from this device (null: not shared; undefined: being read). */
  const shareRec = useShareRecord(id);
  /** Watching, a conflict between tablets to settle, or the shared game loading: read-only, with the reason. */
  const [shareLock, setShareLock] = useState<string | null>(null);
  /** "Play on two tablets" tapped: the share panel opens (it loads the sync engine). */
  const [shareStarting, setShareStarting] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const area = useRef<HTMLElement>(null);
  const lastControl = useRef<Element | null>(null);
  const { GameView, Summary } = mod;
  const base = `/${mod.def.key}/${id}`;
  const showSummary = usePath() === `${base}/summary`;
  const shown = game.status === 'ready';

  // Remember the control the player used last; any tap elsewhere (moving on) clears a refusal.
  useEffect(() => {
    // The game area exists once the game is shown (not while it opens).
    const el = shown ? area.current : null;
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
  }, [shown]);

  const show = (text: string | null): void => {
    if (text === null || !area.current) {
      setRefusal(null);
      return;
    }
    const ctl = lastControl.current && area.current.contains(lastControl.current) ? lastControl.current.getBoundingClientRect() : null;
    // A control on a game board: the refusal goes beside the board, never over it (issue 23).
    const avoid = ctl ? (lastControl.current?.closest('[data-refusal-avoid]')?.getBoundingClientRect() ?? null) : null;
    const width = Math.min(area.current.clientWidth - 16, 28 * parseFloat(getComputedStyle(document.documentElement).fontSize || '16'));
    setRefusal({ text, ...refusalPlace(ctl, area.current.getBoundingClientRect(), window.innerHeight, width, avoid) });
  };
  const allGames = (
    <Link to={`/${mod.def.key}`} className="button">
      All {mod.def.title} games
    </Link>
  );
  if (game.status === 'loading') return <p className="boot">Opening the game…</p>;
  if (game.status === 'deleted-elsewhere') {
    return (
      <main className="panel-page">
        <section className="panel" role="alert">
          <h2>Deleted in another tab</h2>
          <p>This {mod.def.title} game was deleted in another tab (or window) of Tableside.</p>
          <div className="row">
            <button type="button" className="button" onClick={() => game.restoreDeleted()}>
              Undo the delete
            </button>
            {allGames}
          </div>
          {game.storageError && <p className="message error">{game.storageError}</p>}
        </section>
      </main>
    );
  }
  if (game.status !== 'ready' || !game.head || game.head.kind !== mod.def.key) {
    return (
      <main className="panel-page">
        <section className="panel" role="alert">
          <h2>{game.status === 'unavailable' ? 'Storage unavailable' : 'Game not found'}</h2>
          <p>
            {game.status === 'unavailable'
              ? "This device's storage cannot be read right now. Reload the app; your saved games are not changed."
              : `There is no saved ${mod.def.title} game with this link on this device.`}
          </p>
          {allGames}
        </section>
      </main>
    );
  }
  const head = game.head;
  return (
    <main className="companion-game" ref={area}>
      <div className="companion-main">
        <div className="row">
          {allGames}
          <h2 className="game-name">{head.name}</h2>
          {shareRec === null && !shareStarting && game.loadError === null && <ShareStart game={share} onStart={() => setShareStarting(true)} />}
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
        <ShareBar game={share} logId={id} rev={head.rev ?? 0} epoch={head.epoch} onLock={setShareLock} starting={shareStarting} onStopped={() => setShareStarting(false)} />
        {game.loadError && (
          <div className="message error" role="alert" data-testid="load-error">
            <p>{game.loadError}</p>
            <p>The record is kept exactly as stored; a backup from Settings saves it for later repair.</p>
          </div>
        )}
        {game.storageError && (
          <div className="message error" role="alert" data-testid="storage-error">
            <p>{changedElsewhere(game.storageError, Boolean(shareRec))}</p>
            <button type="button" className="button small" onClick={() => game.clearStorageError()}>
              OK
            </button>
          </div>
        )}
        {game.pending.length > 0 && (
          <p className="message" role="status" data-testid="pending">
            Saving {countOf(game.pending.length, 'action')}…
          </p>
        )}
        {game.state === null || game.loadError ? null : showSummary && Summary ? (
          <Summary state={game.state} events={game.events} />
        ) : (
          <GameView
            state={game.state}
            events={game.events}
            draft={(part) => draftSlot(mod.def.key, id, part)}
            dispatch={(e) => {
              if (shareLock !== null) {
                show(lockText(shareLock));
                return lockText(shareLock);
              }
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
        setup={head.meta}
        events={game.events}
        canRedo={game.redoStack.length > 0}
        readOnly={game.loadError !== null || shareLock !== null}
        onUndo={() => {
          setRefusal(null);
          if (shareLock === null) game.undo();
        }}
        onRedo={() => {
          setRefusal(null);
          if (shareLock === null) game.redo();
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
