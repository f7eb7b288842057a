import { useSyncExternalStore } from 'react';
import { applyUpdate, getUpdateState, subscribeUpdateState } from './pwa';
import { useStorageStatus } from '../ui/useStorage';

/** Messages that stay visible on every screen: storage problems and a waiting update. */
export function Banners() {
  const status = useStorageStatus();
  const update = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
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
