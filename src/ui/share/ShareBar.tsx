/**
 * "Play on two tablets" on a game's screen, for every game kind (issue 26). Light: the sync engine (and its
 * WebAssembly) loads only when a player turns sharing on, or opens a game already shared (SharedSession, a separate
 * chunk). The share record is read from the database (`useShareRecord`).
 */
import { lazy, Suspense, useState } from 'react';
import type { ShareGame } from './game';
import { useShareRecord, type ShareRecord } from './registry';

export { useShareRecord };
import './share.css';

const SharedSession = lazy(() => import('./SharedSession'));

/** The entry in the game screen's tool row (no row of its own, so the step's action keeps its place in view). */
export function ShareStart({ game, onStart }: { game: ShareGame; onStart(): void }) {
  return (
    <button type="button" className={game.look.btn} data-testid="share-start" onClick={onStart}>
      Play on two tablets
    </button>
  );
}

/**
 * The share bar of one game: nothing while it is not shared and no player asked to share; the session otherwise.
 * (The screen shows `ShareStart` while `useShareRecord` says the game is not shared.)
 */
export function ShareBar({
  game,
  logId,
  rev,
  epoch,
  onLock,
  starting,
  onStopped,
}: {
  game: ShareGame;
  logId: string;
  rev: number;
  /** The head's epoch (a revision compares only within one). */
  epoch?: string;
  onLock(reason: string | null): void;
  starting: boolean;
  onStopped(): void;
}) {
  const stored = useShareRecord(logId);
  /** Sharing started in this session (before the stored record is read back). */
  const [started, setStarted] = useState<ShareRecord | null>(null);
  const rec = stored === undefined ? undefined : (stored ?? (started && started.logId === logId ? started : null));
  if (rec === undefined || (!rec && !starting)) return null;
  return (
    <Suspense fallback={<p className={game.look.banner} role="status">Loading sharing…</p>}>
      <SharedSession
        game={game}
        logId={logId}
        rec={rec}
        rev={rev}
        epoch={epoch}
        onLock={onLock}
        onShared={setStarted}
        onStopped={() => {
          onLock(null);
          setStarted(null);
          onStopped();
        }}
      />
    </Suspense>
  );
}
