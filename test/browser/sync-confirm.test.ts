// Issue 26: "N actions waiting" clears only when the sync server confirms it holds them. The server stopped, an
// action made here waits; the server back (same folder), the banner clears — and at that moment the server's copy
// of the game already holds the action (it is what cleared it, not the reconnection). A reload keeps nothing waiting.
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
let app: RunningServer;
let sync: { repo: Repo; close(): Promise<void> };
let port = 0;
const syncDir = mkdtempSync(join(tmpdir(), 'tableside-sync-confirm-'));

async function serve(): Promise<void> {
  app = await startServer({ root: DIST, host: '127.0.0.1', port });
  port = app.port;
  sync = attachSync(app.server, { dir: syncDir }) as unknown as typeof sync;
}
async function stop(): Promise<void> {
  await sync.close();
  await app.close();
}

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  await serve();
});
afterAll(async () => {
  await browser.close();
  await stop().catch(() => undefined);
  rmSync(syncDir, { recursive: true, force: true });
});

const share = (page: Page) => shareRecord(page);

describe('actions waiting until the server holds them', () => {
  it('the count clears only once the server confirms holding the action', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/kalidasia/game/new`);
    await page.getByLabel('Player 1 name').fill('Ada');
    await page.getByLabel('Player 2 name').fill('Bo');
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.getByTestId('share-start').tap();
    await page.getByTestId('share-syncing').waitFor();
    const rec = await share(page);
    expect(rec).not.toBeNull();

    await stop();
    await page.getByTestId('share-offline').waitFor();
    await page.getByLabel('Ada’s die').fill('2');
    await page.getByLabel('Bo’s die').fill('5');
    await page.getByRole('button', { name: 'Record the dice' }).tap();
    await expect.poll(() => page.getByTestId('share-offline').textContent()).toContain('Not syncing — 1 action waiting');
    await expect.poll(async () => (await share(page))?.pending?.length).toBe(1);

    await serve();
    await page.getByTestId('share-syncing').waitFor();
    await expect.poll(() => page.getByTestId('share-unconfirmed').count()).toBe(0);
    // Cleared: the server's copy holds this tablet's action.
    const held = await sync.repo.find<{ ops: Record<string, unknown> }>(rec!.doc as Parameters<Repo['find']>[0]);
    const mine = Object.keys(held.doc()?.ops ?? {}).filter((id) => id.startsWith(`${rec!.actor}.`) && !id.includes('seed'));
    expect(mine).toHaveLength(1);
    await expect.poll(async () => (await share(page))?.pending).toEqual([]);

    await page.reload();
    await page.getByTestId('share-syncing').waitFor();
    expect(await page.getByTestId('share-unconfirmed').count()).toBe(0);
    await context.close();
  });
});
