// Backups in real Chromium: download → erase → restore gives back identical data;
// a bad backup shows its error and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpDatabase, openSession, type Session } from './harness';
import { tableDriver } from './tableDriver';

describe('backups', () => {
  let s: Session;
  let backupPath = '';
  let before: Record<string, unknown[]> = {};
  beforeAll(async () => {
    s = await openSession({ touch: true });
  });
  afterAll(async () => {
    await s.close();
  });

  it('download → erase → restore gives back identical data', async () => {
    const { page } = s;
    // Some data: a table layout with markers (written as the table screen would) and settings via the UI.
    await page.goto(s.baseUrl + '/settings');
    await page.getByLabel('Dark').check();
    await page.getByLabel(/Text size/).fill('125');
    await page.getByLabel(/Keep the screen awake/).uncheck();
    await page.goto(s.baseUrl + '/kalidasia/table');
    const table = await tableDriver(page);
    await page.getByRole('button', { name: /Add marker/ }).tap();
    await table.tap(10, 10);
    await table.tap(30.5, 22);
    await expect.poll(async () => ((await dumpDatabase(page)).tableLayout?.[0] as { markers?: unknown[] } | undefined)?.markers?.length).toBe(2);
    await page.goto(s.baseUrl + '/settings');
    await expect.poll(async () => (await dumpDatabase(page)).settings?.length ?? 0).toBe(1);
    before = await dumpDatabase(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download backup' }).tap()]);
    expect(download.suggestedFilename()).toMatch(/^tableside-backup-\d{4}-\d{2}-\d{2}\.json$/);
    backupPath = join(mkdtempSync(join(tmpdir(), 'tableside-dl-')), download.suggestedFilename());
    await download.saveAs(backupPath);
    const file = JSON.parse(readFileSync(backupPath, 'utf8'));
    expect(file.format).toBe('tableside-backup');
    expect(file.formatVersion).toBe(3);

    await page.getByRole('button', { name: 'Erase all data…' }).tap();
    await page.getByRole('button', { name: 'Yes, erase all data' }).tap();
    await expect.poll(async () => (await dumpDatabase(page)).settings?.length ?? -1).toBe(0);

    await page.getByLabel('Restore backup file').setInputFiles(backupPath);
    await page.getByTestId('restore-confirm').waitFor();
    await page.getByRole('button', { name: 'Replace all my data…' }).tap();
    await page.getByRole('button', { name: 'Yes, replace everything' }).tap();
    await page.getByText('Backup restored').waitFor();
    expect(await dumpDatabase(page)).toEqual(before);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.fontSize)).toBe('125%');
  });

  it('a bad backup shows what and where, and keeps the data', async () => {
    const { page } = s;
    const bad = JSON.parse(readFileSync(backupPath, 'utf8'));
    bad.tables.settings[0].textScale = 'huge';
    const badPath = join(mkdtempSync(join(tmpdir(), 'tableside-bad-')), 'bad.json');
    writeFileSync(badPath, JSON.stringify(bad));
    // A damaged record is named and would be left out; nothing is written before the player confirms.
    await page.getByLabel('Restore backup file').setInputFiles(badPath);
    const skipped = page.getByTestId('restore-skipped');
    await skipped.waitFor();
    expect(await skipped.textContent()).toContain('tables.settings[0].textScale: expected a number');
    expect(await dumpDatabase(page)).toEqual(before);
    await page.getByRole('button', { name: 'Cancel' }).click();
    const errors = page.getByTestId('restore-errors');

    const junkPath = join(mkdtempSync(join(tmpdir(), 'tableside-junk-')), 'junk.json');
    writeFileSync(junkPath, '{"format": "tableside-backup", "formatVersion": 1, "tabl');
    await page.getByLabel('Restore backup file').setInputFiles(junkPath);
    await expect.poll(async () => (await errors.textContent()) ?? '').toContain('not valid JSON');
    expect(await dumpDatabase(page)).toEqual(before);
  });

  it('made no request to any other origin and logged no errors', () => {
    expect(s.foreign).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});

describe('IndexedDB unavailable', () => {
  it('runs in memory and says so on every screen', async () => {
    const s = await openSession();
    try {
      await s.page.goto(s.baseUrl + '/?memory-storage');
      await s.page.getByTestId('storage-banner').waitFor();
      expect(await s.page.getByTestId('storage-banner').textContent()).toMatch(/runs in memory/);
      await s.page.getByRole('link', { name: 'Settings' }).click();
      expect(await s.page.getByTestId('storage-banner').isVisible()).toBe(true);
      expect(await s.page.getByTestId('storage-mode').textContent()).toMatch(/In memory only/);
      await s.page.getByLabel('Dark').check();
      await expect.poll(() => s.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    } finally {
      await s.close();
    }
  });
});
