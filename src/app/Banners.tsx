import { useSyncExternalStore } from 'react';
import { applyUpdate, getUpdateState, subscribeUpdateState, type UpdateState } from './pwa';
import { getStorageStatus, subscribeStorageStatus, type StorageStatus } from '../store/status';

/**
 * What the prerendered pages' HTML shows (src/app/prerender.tsx) and what hydrating it reads first (src/main.tsx):
 * no banner. A problem or an update already known by then is shown by the render right after.
 */
const OPENING: StorageStatus = { mode: 'opening', persisted: null, problem: null, blocked: false };
const NO_UPDATE: UpdateState = { ready: false, offlineReady: false };
const openingStatus = (): StorageStatus => OPENING;
const noUpdate = (): UpdateState => NO_UPDATE;

/** Messages that stay visible on every screen: storage problems and a waiting update. */
export function Banners() {
  const status = useSyncExternalStore(subscribeStorageStatus, getStorageStatus, openingStatus);
  const update = useSyncExternalStore(subscribeUpdateState, getUpdateState, noUpdate);
  const memoryNotice =
    status.mode === 'memory' && status.problem?.kind !== 'unavailable'
      ? 'Tableside is running in memory: nothing is saved when this tab closes. Download a backup from Settings.'
      : null;
  return (
    <div className="banners">
      {status.problem && (
        <p className={`banner ${status.problem.kind === 'quota' || status.problem.kind === 'other' ? 'error' : 'warn'}`} role="alert" data-testid="storage-banner">
          {status.problem.message}
        </p>
      )}
      {memoryNotice && (
        <p className="banner warn" role="alert" data-testid="storage-banner">
          {memoryNotice}
        </p>
      )}
      {update.ready && (
        <p className="banner info" role="status">
          A new version is ready.{' '}
          <button type="button" className="button small" onClick={() => applyUpdate()}>
            Reload
          </button>
        </p>
      )}
    </div>
  );
}
