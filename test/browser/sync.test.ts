// Issue 26: one game on two tablets — two separate browser profiles, the app and its sync endpoint (/sync) served by
// the test on 127.0.0.1 (as `npm start` does). Share by link; join to play; an action from each appears on both;
// the server killed mid-game, both keep playing ("not syncing — 1 action waiting"); restarted, they converge with
// the pair made from one position shown on both and settled; a reload keeps everything.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, startServer, type RunningServer } from '../../scripts/server.mjs';
import { attachSync } from '../../scripts/sync-server.mjs';
import { canonical } from '../../src/store/sync/merge';
import { readLog } from './harness';
import { deployOnEach, joinToPlay, startToDeployment, tablets, typeDeploy, waiting, type Tablet } from './syncScene';

/** Tablets; `reached`: every request and WebSocket any of them opened (all must be the app's own origin). */
const { reached, tablet, closeAll } = tablets();
const syncDir = mkdtempSync(join(tmpdir(), 'tableside-sync-browser-'));
let app: RunningServer;
let sync: { close(): Promise<void> };
let port = 0;

async function serve(): Promise<void> {
  app = await startServer({ root: DIST, host: '127.0.0.1', port });
  port = app.port;
  sync = attachSync(app.server, { dir: syncDir });
}

async function stopServer(): Promise<void> {
  await sync.close();
  await app.close();
}


describe('a game on two tablets (two browser profiles, the sync server on 127.0.0.1)', () => {
  let a: Tablet;
  let b: Tablet;
  let c: Tablet;
  beforeAll(async () => {
    await serve();
    a = await tablet();
    b = await tablet();
  });
  afterAll(async () => {
    await closeAll();
    await stopServer().catch(() => undefined);
    rmSync(syncDir, { recursive: true, force: true });
  });

  it('shares a game by link; the second tablet joins to play; actions from each appear on both', async () => {
    const base = `http://127.0.0.1:${port}`;
    await a.page.goto(`${base}/kalidasia/game/new`);
    await startToDeployment(a);

    await a.page.getByTestId('share-start').tap();
    await a.page.getByTestId('share-syncing').waitFor();
    const link = (await a.page.getByTestId('share-link').textContent()) ?? '';
    expect(link).toMatch(/\/kalidasia\/game\/join#doc=automerge%3A\w+&server=ws%3A%2F%2F127\.0\.0\.1%3A\d+%2Fsync&kind=kalidasia$/);
    expect(await a.page.getByTestId('share-qr').count()).toBe(1);

    await joinToPlay(b, link);
    await deployOnEach(a, b);

    // A third tablet joins to watch: it follows, and cannot act or undo.
    c = await tablet();
    await c.page.goto(link);
    await c.page.getByTestId('join-watch').tap();
    await c.page.waitForURL(/\/kalidasia\/game\/shared-/);
    await expect.poll(() => waiting(c)).toContain('Ada deploys a warship');
    await c.page.getByTestId('share-syncing').waitFor();
    expect(await c.page.getByTestId('share-syncing').textContent()).toContain('watching');
    expect(await c.page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
  });

  it('the server killed: both keep playing; restarted, they converge, the simultaneous pair shown and settled; a reload keeps all', async () => {
    await stopServer();
    await a.page.getByTestId('share-offline').waitFor();
    await b.page.getByTestId('share-offline').waitFor();
    await typeDeploy(a, 50, 8, 90);
    await typeDeploy(b, 40, 8, 90);
    await expect.poll(() => waiting(a)).toContain('Bo deploys a warship');
    await expect.poll(() => waiting(b)).toContain('Bo deploys a warship');
    await expect.poll(() => a.page.getByTestId('share-offline').textContent()).toContain('Not syncing — 1 action waiting');
    await expect.poll(() => b.page.getByTestId('share-offline').textContent()).toContain('Not syncing — 1 action waiting');

    await serve();
    await a.page.getByTestId('share-conflict').waitFor();
    await b.page.getByTestId('share-conflict').waitFor();
    // Both branches shown on both; the game waits at the position both acted from.
    expect(await a.page.getByTestId('share-conflict').getByRole('button', { name: 'Keep this one' }).count()).toBe(2);
    // Each branch in the game log's words (where the warship went), not the event's type.
    const words = (await a.page.getByTestId('share-conflict').textContent()) ?? '';
    expect(words).not.toContain('deployShip');
    expect(words).toMatch(/50(\.0)?″/);
    expect(words).toMatch(/40(\.0)?″/);
    await expect.poll(() => waiting(a)).toContain('Ada deploys a warship');
    // Tablet A keeps the other tablet's deployment.
    const theirs = a.page.getByTestId('share-conflict').locator('.sh-branch', { hasText: 'The other tablet' });
    await theirs.getByRole('button', { name: 'Keep this one' }).tap();
    await expect.poll(() => a.page.getByTestId('share-conflict').count()).toBe(0);
    await expect.poll(() => b.page.getByTestId('share-conflict').count()).toBe(0);
    await expect.poll(() => waiting(a)).toContain('Bo deploys a warship');
    await expect.poll(() => waiting(b)).toContain('Bo deploys a warship');
    await expect.poll(() => waiting(c)).toContain('Bo deploys a warship');

    // The same stored log on both: B's deployment (40, 8) stands, made once, nothing else lost or reordered.
    const idOf = (t: Tablet) => decodeURIComponent(new URL(t.page.url()).pathname.split('/').pop() ?? '');
    // (Compared whatever the order of each event's keys: the engine keeps a map's keys sorted.)
    await expect.poll(async () => canonical((await readLog(a.page, idOf(a)))?.events) === canonical((await readLog(b.page, idOf(b)))?.events)).toBe(true);
    const la = await readLog(a.page, idOf(a));
    expect(la?.head.cursor).toBe(4);
    expect(JSON.stringify(la?.events[3])).toContain('"x":40');

    await b.page.reload();
    await expect.poll(() => waiting(b)).toContain('Bo deploys a warship');
    await b.page.getByTestId('share-syncing').waitFor();
    expect((await readLog(b.page, idOf(b)))?.events).toEqual(la?.events);

    // Nothing left the app's origin: pages and files from it, the sync endpoint at its /sync.
    const foreign = reached.filter((u) => !u.startsWith(`http://127.0.0.1:${port}/`) && u !== `ws://127.0.0.1:${port}/sync`);
    expect(foreign).toEqual([]);
    expect(reached).toContain(`ws://127.0.0.1:${port}/sync`);
  });
});
