import { useState } from 'react';
import {
  backupFileName,
  exportBackup,
  getDatabase,
  parseBackup,
  reportStorageProblem,
  restoreBackup,
  describeStorageError,
  type BackupFile,
  type RestoreMode,
} from '../store';

type Phase =
  | { kind: 'idle' }
  | { kind: 'errors'; file: string; errors: string[] }
  | { kind: 'confirm'; file: string; backup: BackupFile }
  | { kind: 'done'; message: string };

function summarise(b: BackupFile): string {
  const markers = b.tables.tableLayout.reduce((n, t) => n + t.markers.length, 0);
  return `made ${b.exportedAt.slice(0, 10)} by Tableside ${b.appVersion}: ${b.tables.tableLayout.length} table layout (${markers} markers), ${b.tables.logHeads.length} saved games, ${b.tables.settings.length} settings record`;
}

/** Settings → Backups: download everything as one file; restore with validation first. */
export function BackupPanel() {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [confirmReplace, setConfirmReplace] = useState(false);

  const download = async (): Promise<void> => {
    const db = await getDatabase();
    const backup = await exportBackup(db, __APP_VERSION__);
    const blob = new Blob([JSON.stringify(backup, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = backupFileName();
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const choose = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    setConfirmReplace(false);
    const text = await file.text();
    const result = parseBackup(text, file.size);
    if (!result.ok) setPhase({ kind: 'errors', file: file.name, errors: result.errors });
    else setPhase({ kind: 'confirm', file: file.name, backup: result.backup });
  };

  const restore = async (backup: BackupFile, mode: RestoreMode): Promise<void> => {
    try {
      const db = await getDatabase();
      await restoreBackup(db, backup, mode);
      setPhase({ kind: 'done', message: mode === 'replace' ? 'Backup restored: your data was replaced.' : 'Backup merged into your data.' });
    } catch (err) {
      const p = describeStorageError(err);
      reportStorageProblem(p);
      setPhase({ kind: 'errors', file: 'restore', errors: [p.message, 'Nothing was changed.'] });
    }
  };

  return (
    <section className="panel" aria-labelledby="backup-heading">
      <h2 id="backup-heading">Backups</h2>
      <p>One file with everything Tableside stores on this device. Keep it somewhere safe.</p>
      <div className="row">
        <button type="button" className="button" onClick={() => void download()}>
          Download backup
        </button>
        <label className="button file-button">
          Restore backup…
          <input
            type="file"
            accept="application/json,.json"
            aria-label="Restore backup file"
            onChange={(e) => {
              void choose(e.currentTarget.files?.[0]);
              e.currentTarget.value = '';
            }}
          />
        </label>
      </div>
      {phase.kind === 'errors' && (
        <div className="message error" role="alert" data-testid="restore-errors">
          <p>
            <strong>{phase.file}</strong> cannot be restored. Nothing was changed.
          </p>
          <ul>
            {phase.errors.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        </div>
      )}
      {phase.kind === 'confirm' && (
        <div className="message" role="status" data-testid="restore-confirm">
          <p>
            <strong>{phase.file}</strong> is a valid backup, {summarise(phase.backup)}.
          </p>
          <p>Merge adds what the backup has, replacing records with the same name (the table layout is one record). Replace erases your data first.</p>
          <div className="row">
            <button type="button" className="button" onClick={() => void restore(phase.backup, 'merge')}>
              Merge into my data
            </button>
            {confirmReplace ? (
              <button type="button" className="button danger" onClick={() => void restore(phase.backup, 'replace')}>
                Yes, replace everything
              </button>
            ) : (
              <button type="button" className="button" onClick={() => setConfirmReplace(true)}>
                Replace all my data…
              </button>
            )}
            <button type="button" className="button" onClick={() => setPhase({ kind: 'idle' })}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {phase.kind === 'done' && (
        <p className="message ok" role="status">
          {phase.message}
        </p>
      )}
    </section>
  );
}
