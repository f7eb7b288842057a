/**
 * Small repositories over the database: read with defaults, write through
 * `guardedWrite` so a failed write becomes a visible message, never a crash.
 */
import { getDatabase, guardedWrite } from './runtime';
import { DEFAULT_SETTINGS, DEFAULT_TABLE, type SettingsRecord, type TableDoc } from './types';

export async function loadSettings(): Promise<SettingsRecord> {
  const db = await getDatabase();
  return { ...DEFAULT_SETTINGS, ...((await db.settings.get('app')) ?? {}) };
}

export function saveSettings(next: SettingsRecord): Promise<boolean> {
  return guardedWrite((db) => db.settings.put(next));
}

export async function loadTableDoc(): Promise<TableDoc> {
  const db = await getDatabase();
  return { ...DEFAULT_TABLE, ...((await db.tableLayout.get('current')) ?? {}) };
}

export function saveTableDoc(next: TableDoc): Promise<boolean> {
  return guardedWrite((db) => db.tableLayout.put(next));
}
