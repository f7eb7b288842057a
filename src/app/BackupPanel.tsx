import { useState } from 'react';
import { downloadBackup } from '../ui/downloadBackup';
import {
  getDatabase,
  readBackup,
  reportStorageProblem,
  restoreBackup,
  describeStorageError,
  type BackupFile,
  type RestoreMode,
} from '../store';
import { countOf } from '../words';

type Phase =
  | { kind: 'idle' }
  | { kind: 'errors'; file: string; errors: string[] }
  | { kind: 'failed'; file: string; message: string }
  | { kind: 'confirm'; file: string; backup: BackupFile; skipped: string[] }
  | { kind: 'done'; message: string; skipped: string[] };

function summarise(b: BackupFile): string {
  const markers = b.tables.tableLayout.reduce((n, t) => n + t.markers.length, 0);
  return `made ${b.exportedAt.slice(0, 10)} by Tableside ${b.appVersion}: ${b.tables.tableLayout.length} table layout (${markers} markers), ${b.tables.logHeads.length} saved games, ${b.tables.settings.length} settings record`;
}

function SkippedList({ skipped, intro }: { skipped: string[]; intro: string }) {
  return (
    <div data-testid="restore-skipped">
      <p>{intro}</p>
      <ul>
        {skipped.slice(0, 50).map((e, i) => (
          <li key={i}>{e}</li>
        ))}
        {skipped.length > 50 && <li>… and {skipped.length - 50} more</li>}
      </ul>
    </div>
  );
}

/** Settings → Backups: download everything as one file; restore with validation first. */
export function BackupPanel() {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [confirmReplace, setConfirmReplace] = useState(false);

  const download = (): Promise<void> => downloadBackup();

  const choose = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    setConfirmReplace(false);
    const text = await file.text();
    const result = await readBackup(text, file.size);
    if (!result.ok) setPhase({ kind: 'errors', file: file.name, errors: result.errors });
    else setPhase({ kind: 'confirm', file: file.name, backup: result.backup, skipped: result.skipped });
  };

  const restore = async (file: string, backup: BackupFile, skipped: string[], mode: RestoreMode): Promise<void> => {
    try {
      const db = await getDatabase();
      await restoreBackup(db, backup, mode);
      const what = mode === 'replace' ? 'Backup restored: your data was replaced' : 'Backup merged into your data';
      setPhase({ kind: 'done', message: skipped.length ? `${what}, except the ${countOf(skipped.length, 'damaged record')} below.` : `${what}.`, skipped });
    } catch (err) {
      const p = describeStorageError(err);
      reportStorageProblem(p);
      setPhase({ kind: 'failed', file, message: p.message });
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
      {phase.kind === 'failed' && (
        <div className="message error" role="alert" data-testid="restore-errors">
          <p>
            The backup <strong>{phase.file}</strong> was not restored: the device refused to store it. Nothing was changed.
          </p>
          <p>{phase.message}</p>
        </div>
      )}
      {phase.kind === 'confirm' && (
        <div className="message" role="status" data-testid="restore-confirm">
          <p>
            <strong>{phase.file}</strong> is a Tableside backup, {summarise(phase.backup)}.
          </p>
          {phase.skipped.length > 0 && <SkippedList skipped={phase.skipped} intro="These damaged records will be left out (everything else is restored):" />}
          <p>Merge adds what the backup has, replacing records with the same name (the table layout is one record). Replace erases your data first.</p>
          <div className="row">
            <button type="button" className="button" onClick={() => void restore(phase.file, phase.backup, phase.skipped, 'merge')}>
              Merge into my data
            </button>
            {confirmReplace ? (
              <button type="button" className="button danger" onClick={() => void restore(phase.file, phase.backup, phase.skipped, 'replace')}>
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
        <div className="message ok" role="status" data-testid="restore-done">
          <p>{phase.message}</p>
          {phase.skipped.length > 0 && <SkippedList skipped={phase.skipped} intro="Left out (damaged in the file):" />}
        </div>
      )}
    </section>
  );
}
