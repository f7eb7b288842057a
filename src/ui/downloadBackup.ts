import { backupFileName, exportBackup } from '../store/backup';
import { getDatabase } from '../store/runtime';

/** Save every stored record as a backup file (the browser's download). */
export async function downloadBackup(): Promise<void> {
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
}
