import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, getStorageStatus, subscribeStorageStatus, type StorageStatus } from '../store/runtime';
import { saveSettings } from '../store/repos';
import type { TablesideDB } from '../store/db';
import { DEFAULT_SETTINGS, type SettingsRecord } from '../store/types';

let opened: TablesideDB | null = null;
const dbListeners = new Set<() => void>();
void getDatabase()
  .then((db) => {
    opened = db;
    for (const l of dbListeners) l();
  })
  .catch(() => {
    /* the storage status carries the message */
  });

/** The opened database, or null while it opens. */
export function useDatabase(): TablesideDB | null {
  return useSyncExternalStore(
    (l) => {
      dbListeners.add(l);
      return () => dbListeners.delete(l);
    },
    () => opened,
    () => null,
  );
}

/** Storage mode, persistence and the current problem to show. */
export function useStorageStatus(): StorageStatus {
  return useSyncExternalStore(subscribeStorageStatus, getStorageStatus, getStorageStatus);
}

/** Settings, live from the database (defaults until it opens), and a setter that saves at once. */
export function useSettings(): [SettingsRecord, (patch: Partial<SettingsRecord>) => void] {
  const db = useDatabase();
  const stored = useLiveQuery(() => (db ? db.settings.get('app') : undefined), [db]);
  // The player's last change shows at once, until the database answers with a newer record.
  const [pending, setPending] = useState<{ next: SettingsRecord; basedOn: SettingsRecord | undefined } | null>(null);
  const settings: SettingsRecord = pending && pending.basedOn === stored ? pending.next : { ...DEFAULT_SETTINGS, ...(stored ?? {}) };
  const update = (patch: Partial<SettingsRecord>): void => {
    const next = { ...settings, ...patch, id: 'app' as const };
    setPending({ next, basedOn: stored });
    void saveSettings(next);
  };
  return [settings, update];
}

/** Whether the system prefers a dark scheme (live). */
export function usePrefersDark(): boolean {
  const [dark, setDark] = useState(() => typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches);
  useEffect(() => {
    if (typeof matchMedia === 'undefined') return;
    const mq = matchMedia('(prefers-color-scheme: dark)');
    const on = (): void => setDark(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return dark;
}
