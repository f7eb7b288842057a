/**
 * "Play on two tablets" on the Game screen (issue 26). Light: the sync engine (and its WebAssembly) loads only when
 * a player turns sharing on, or opens a game already shared (SharedSession, a separate chunk).
 */
import { lazy, Suspense, useState } from 'react';
import { getShare, type ShareRecord } from './registry';
import './share.css';

const SharedSession = lazy(() => import('./SharedSession'));

export function ShareBar({ logId, rev, onLock }: { logId: string; rev: number; onLock(reason: string | null): void }) {
  const [rec, setRec] = useState<ShareRecord | null>(() => getShare(logId));
  const [starting, setStarting] = useState(false);
  if (!rec && !starting) {
    return (
      <div className="sh-bar">
        <button type="button" className="gm-btn" data-testid="share-start" onClick={() => setStarting(true)}>
          Play on two tablets
        </button>
      </div>
    );
  }
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
          setStarting(false);
        }}
      />
    </Suspense>
  );
}
