/** Save every stored record as a backup file (the browser's download). The store loads with it, not with the shell. */
export async function downloadBackup(): Promise<void> {
  const [{ backupFileName, exportBackup }, { getDatabase }] = await Promise.all([import('../store/backup'), import('../store/runtime')]);
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
