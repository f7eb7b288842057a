/**
 * "Play on two tablets" on the Game screen (issue 26). Light: the sync engine (and its WebAssembly) loads only when
 * a player turns sharing on, or opens a game already shared (SharedSession, a separate chunk).
 */
import { lazy, Suspense, useState } from 'react';
import { getShare, type ShareRecord } from '../../../ui/share/registry';
import './share.css';

const SharedSession = lazy(() => import('./SharedSession'));

/** The entry in the Game screen's tool row (no row of its own, so the step's action keeps its place in view). */
export function ShareStart({ onStart }: { onStart(): void }) {
  return (
    <button type="button" className="gm-btn" data-testid="share-start" onClick={onStart}>
      Play on two tablets
    </button>
  );
}

/** Is this game shared from this device (a share record kept)? */
export const isShared = (logId: string): boolean => getShare(logId) !== null;

export function ShareBar({ logId, rev, onLock, starting, onStopped }: { logId: string; rev: number; onLock(reason: string | null): void; starting: boolean; onStopped(): void }) {
  const [rec, setRec] = useState<ShareRecord | null>(() => getShare(logId));
  if (!rec && !starting) return null;
  return (
    <Suspense fallback={<p className="gm-banner" role="status">Loading sharing…</p>}>
      <SharedSession
        logId={logId}
        rec={rec}
        rev={rev}
        onLock={onLock}
        onShared={setRec}
        onStopped={() => {
          onLock(null);
          setRec(null);
          onStopped();
        }}
      />
    </Suspense>
  );
}
