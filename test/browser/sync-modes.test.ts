// Issue 26: the share panel says which mode this tablet is in, and why sync is not available when it is not.
// A static host (the app without /sync): "this host does not offer sync", nothing shared. The app served with its
// /sync endpoint (as `npm start` does): "one laptop serves all".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Repo } from '@automerge/automerge-repo';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, startServer, type RunningServer } from '../../scripts/server.mjs';
import { attachSync } from '../../scripts/sync-server.mjs';
import { CHROMIUM } from './harness';
import { shareRecord } from './shareRecord';

let browser: Browser;
const servers: RunningServer[] = [];
const syncDir = mkdtempSync(join(tmpdir(), 'tableside-sync-modes-'));
let sync: { close(): Promise<void> } | null = null;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
});
afterAll(async () => {
  await browser.close();
  await sync?.close();
  for (const s of servers) await s.close();
  rmSync(syncDir, { recursive: true, force: true });
});

async function gameAndShare(base: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${base}/kalidasia/game/new`);
  await page.getByLabel('Player 1 name').fill('Ada');
  await page.getByLabel('Player 2 name').fill('Bo');
  await page.getByRole('button', { name: 'Start the game' }).tap();
  await page.getByTestId('share-start').tap();
  return page;
}

describe('sync modes in the share panel', () => {
  it('a static host without /sync: says this host does not offer sync, and what to run', async () => {
    const app = await startServer({ root: DIST, host: '127.0.0.1', port: 0 });
    servers.push(app);
    const page = await gameAndShare(`http://127.0.0.1:${app.port}`);
    const mode = page.getByTestId('share-mode');
    await expect.poll(() => mode.getAttribute('data-mode')).toBe('no-sync');
    expect(await mode.textContent()).toMatch(/This host does not offer sync.*npm start/);
    expect(await page.getByTestId('share-link').count()).toBe(0);
    // 127.0.0.1 is a secure context: no insecure line.
    expect(await page.getByTestId('share-insecure').count()).toBe(0);
  });

  it('the app with its /sync endpoint: one laptop serves all, and the game is shared', async () => {
    const app = await startServer({ root: DIST, host: '127.0.0.1', port: 0 });
    servers.push(app);
    sync = attachSync(app.server, { dir: syncDir });
    const page = await gameAndShare(`http://127.0.0.1:${app.port}`);
    const mode = page.getByTestId('share-mode');
    await expect.poll(() => mode.getAttribute('data-mode')).toBe('one-laptop');
    expect(await mode.textContent()).toContain(`One laptop serves all (127.0.0.1:${app.port})`);
    await page.getByTestId('share-syncing').waitFor();
    // Shared: the server holds the game.
    await expect.poll(async () => (await shareRecord(page))?.doc).toMatch(/^automerge:/);
    const doc = (await shareRecord(page))?.doc;
    expect(doc).toMatch(/^automerge:/);
    const held = await (sync as unknown as { repo: Repo }).repo.find<{ ops?: object }>(doc as Parameters<Repo['find']>[0]);
    expect(Object.keys(held.doc()?.ops ?? {}).length).toBeGreaterThan(0);
  });
});
