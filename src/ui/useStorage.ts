/**
 * The shell's window on storage. The store's runtime (Dexie, the database, the repositories) is loaded on first use
 * (`import()`), not with the shell: the Home screen paints without it (issue 24: the first load stays small). The
 * status and the writes in flight come from `store/status`, which has no Dexie.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getStorageStatus, subscribeStorageStatus, trackWrite, type StorageStatus } from '../store/status';
import type { TablesideDB } from '../store/db';
import { DEFAULT_SETTINGS, type SettingsRecord } from '../store/types';

let opened: TablesideDB | null = null;
const dbListeners = new Set<() => void>();
let opening: Promise<TablesideDB> | null = null;

/** The app's database, its runtime loaded on first use (opened once: see store/runtime's getDatabase). */
export function openDatabase(): Promise<TablesideDB> {
  opening ??= import('../store/runtime').then((m) => m.getDatabase());
  return opening;
}

let dbStarted = false;
function startDatabase(): void {
  if (dbStarted) return;
  dbStarted = true;
  openDatabase()
    .then((db) => {
      opened = db;
      for (const l of dbListeners) l();
    })
    .catch(() => {
      /* the storage status carries the message */
    });
}

/** The opened database, or null while it opens. */
export function useDatabase(): TablesideDB | null {
  return useSyncExternalStore(
    (l) => {
      startDatabase();
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

/** A stored settings record as the app can use it: a damaged field falls back to its default (nothing is written). */
export function normaliseSettings(raw: unknown): SettingsRecord {
  const r = (raw !== null && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof SettingsRecord, unknown>>;
  const theme = r.theme === 'system' || r.theme === 'dark' || r.theme === 'light' ? r.theme : DEFAULT_SETTINGS.theme;
  const textScale = typeof r.textScale === 'number' && Number.isFinite(r.textScale) && r.textScale >= 75 && r.textScale <= 200 ? r.textScale : DEFAULT_SETTINGS.textScale;
  const wakeLock = typeof r.wakeLock === 'boolean' ? r.wakeLock : DEFAULT_SETTINGS.wakeLock;
  return { id: 'app', theme, textScale, wakeLock };
}

/**
 * The one source of truth for settings in this tab: every reader (the shell's theme, the Settings screen)
 * sees the same value. `loaded` is false until the database has answered; live across tabs.
 */
interface SettingsState {
  loaded: boolean;
  value: SettingsRecord;
}
let settingsState: SettingsState = { loaded: false, value: DEFAULT_SETTINGS };
const settingsListeners = new Set<() => void>();
let settingsStarted = false;

function setSettingsState(next: SettingsState): void {
  settingsState = next;
  for (const l of settingsListeners) l();
}

function startSettings(): void {
  if (settingsStarted) return;
  settingsStarted = true;
  void Promise.all([openDatabase(), import('dexie')]).then(
    ([db, { liveQuery }]) => {
      liveQuery(() => db.settings.get('app')).subscribe({
        next: (rec) => setSettingsState({ loaded: true, value: normaliseSettings(rec) }),
        error: () => setSettingsState({ loaded: true, value: settingsState.value }),
      });
    },
    () => setSettingsState({ loaded: true, value: settingsState.value }),
  );
}

function subscribeSettings(l: () => void): () => void {
  startSettings();
  settingsListeners.add(l);
  return () => settingsListeners.delete(l);
}

/** Change settings: shown at once, saved at once; a failed save puts the stored value back (the banner says why). */
export function updateSettings(patch: Partial<SettingsRecord>): void {
  const before = settingsState.value;
  const next = { ...before, ...patch, id: 'app' as const };
  setSettingsState({ ...settingsState, value: next });
  // Counted as in flight from the tap (the unload guard), while the repositories load.
  void trackWrite(() => import('../store/repos').then((m) => m.saveSettings(next))).then((ok) => {
    if (!ok && settingsState.value === next) setSettingsState({ ...settingsState, value: before });
  });
}

/** Settings (defaults until the database answers: see `useSettingsLoaded`) and a setter that saves at once. */
export function useSettings(): [SettingsRecord, (patch: Partial<SettingsRecord>) => void] {
  const st = useSyncExternalStore(subscribeSettings, () => settingsState, () => settingsState);
  return [st.value, updateSettings];
}

/** Whether the stored settings have been read. */
export function useSettingsLoaded(): boolean {
  return useSyncExternalStore(subscribeSettings, () => settingsState.loaded, () => settingsState.loaded);
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
