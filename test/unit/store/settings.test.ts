// @vitest-environment jsdom
// Settings and the table layout persist through the app's own database runtime
// (fake IndexedDB under jsdom): what is saved is what comes back after a "reload".
import { describe, expect, it } from 'vitest';
import { loadSettings, loadTableDoc, saveSettings, saveTableDoc } from '../../../src/store/repos';
import { getDatabase, getStorageStatus } from '../../../src/store/runtime';
import { TablesideDB } from '../../../src/store/db';
import { DEFAULT_SETTINGS, DEFAULT_TABLE } from '../../../src/store/types';

describe('settings persistence', () => {
  it('defaults before anything is saved', async () => {
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(await loadTableDoc()).toEqual(DEFAULT_TABLE);
    expect(getStorageStatus().mode).toBe('indexeddb');
  });

  it('saved settings and table come back from a fresh connection', async () => {
    expect(await saveSettings({ id: 'app', theme: 'light', textScale: 175, wakeLock: false })).toBe(true);
    const doc = { ...DEFAULT_TABLE, width: 44, height: 30, grid: false, markers: [{ id: 'm', x: 1.5, y: 2.5 }], view: { x: 3, y: 4, scale: 20 } };
    expect(await saveTableDoc(doc)).toBe(true);
    (await getDatabase()).close();
    const fresh = new TablesideDB();
    await fresh.open();
    expect(await fresh.settings.get('app')).toEqual({ id: 'app', theme: 'light', textScale: 175, wakeLock: false });
    expect(await fresh.tableLayout.get('current')).toEqual(doc);
    fresh.close();
  });
});
