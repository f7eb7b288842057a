import { useState } from 'react';
import { getDatabase, TABLE_NAMES } from '../store';
import { BackupPanel } from './BackupPanel';
import { DamagedRecords } from './DamagedRecords';
import { useSettings, useSettingsLoaded, useStorageStatus } from '../ui/useStorage';
import { eraseSyncCopies } from '../ui/share/erase';
import type { ThemeChoice } from '../store';

const THEMES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Follow the system' },
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
];

export function SettingsScreen() {
  const [settings, update] = useSettings();
  const loaded = useSettingsLoaded();
  const status = useStorageStatus();
  const [eraseAsked, setEraseAsked] = useState(false);
  const [erased, setErased] = useState<false | 'all' | 'sync-later'>(false);

  const eraseAll = async (): Promise<void> => {
    const db = await getDatabase();
    // The games' snapshots (derived, never backed up) go too.
    await db.transaction('rw', [...TABLE_NAMES, 'logSnaps'], () => Promise.all([...TABLE_NAMES, 'logSnaps'].map((n) => db.table(n).clear())));
    // The shared games' copies kept by the sync engine, and this device's small notes (drafts, the tape on screen).
    const sync = typeof indexedDB === 'undefined' ? 'deleted' : await eraseSyncCopies();
    try {
      localStorage.clear();
    } catch {
      // Storage the browser refuses to touch holds nothing of ours worth a message.
    }
    setEraseAsked(false);
    setErased(sync === 'deleted' ? 'all' : 'sync-later');
  };

  return (
    <main className="panel-page settings">
      <section className="panel" aria-labelledby="look-heading">
        <h2 id="look-heading">Look</h2>
        {!loaded && <p className="muted">Reading your settings…</p>}
        <fieldset disabled={!loaded} data-testid="look-settings" data-loaded={loaded ? 'yes' : 'no'}>
          <legend>Theme</legend>
          <div className="row">
            {THEMES.map((t) => (
              <label key={t.value} className="choice">
                <input type="radio" name="theme" value={t.value} checked={settings.theme === t.value} onChange={() => update({ theme: t.value })} />
                {t.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="text-size">Text size: {settings.textScale}%</label>
          <input
            id="text-size"
            type="range"
            min={75}
            max={200}
            step={5}
            value={settings.textScale}
            disabled={!loaded}
            onChange={(e) => update({ textScale: Number(e.currentTarget.value) })}
          />
        </div>
        <label className="choice">
          <input type="checkbox" disabled={!loaded} checked={settings.wakeLock} onChange={(e) => update({ wakeLock: e.currentTarget.checked })} />
          Keep the screen awake on the Table and during a game
        </label>
      </section>

      <section className="panel" aria-labelledby="storage-heading">
        <h2 id="storage-heading">Storage</h2>
        <dl className="facts">
          <dt>Where your data lives</dt>
          <dd data-testid="storage-mode">
            {status.mode === 'memory' ? 'In memory only — lost when the tab closes' : status.mode === 'opening' ? 'Opening…' : 'On this device (IndexedDB)'}
          </dd>
          <dt>Persistent storage</dt>
          <dd data-testid="storage-persisted">
            {status.mode === 'memory'
              ? 'Not possible — nothing is stored on this device in memory mode'
              : status.persisted === null
              ? 'Not granted yet (asked on the first save)'
              : status.persisted
                ? 'Yes — the browser will not clear it to free space'
                : 'No — the browser may clear it when space runs low; keep backups'}
          </dd>
          <dt>App version</dt>
          <dd>{__APP_VERSION__}</dd>
        </dl>
      </section>

      <BackupPanel />

      <DamagedRecords />

      <section className="panel" aria-labelledby="erase-heading">
        <h2 id="erase-heading">Erase</h2>
        <p>Remove everything Tableside stores on this device. Download a backup first.</p>
        {eraseAsked ? (
          <div className="row">
            <button type="button" className="button danger" onClick={() => void eraseAll()}>
              Yes, erase all data
            </button>
            <button type="button" className="button" onClick={() => setEraseAsked(false)}>
              Cancel
            </button>
          </div>
        ) : (
          <button type="button" className="button" onClick={() => setEraseAsked(true)}>
            Erase all data…
          </button>
        )}
        {erased && (
          <p className="message ok" role="status">
            All data erased.{erased === 'sync-later' ? ' The shared games’ sync copies go when this page is next reloaded (sharing is still open in it).' : ''}
          </p>
        )}
      </section>
    </main>
  );
}
