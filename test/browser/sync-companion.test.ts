// Issue 26: a companion game (Nedca) on two tablets — two separate browser profiles, the app and its sync endpoint
// (/sync) served by the test on 127.0.0.1 (as `npm start` does). "Play on two tablets" on the Nedca game shows the
// link and its QR code; the second tablet opens the link and joins to play; an action from each appears on both;
// a reload of either keeps everything; a Kalidasia link opened as Nedca is refused by name, nothing joined; a backup
// of the first tablet restored on a third re-joins the shared game, and its actions reach the others; a fourth
// joins to watch: it follows, and an action tapped there is refused, saying why.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, startServer, type RunningServer } from '../../scripts/server.mjs';
import { attachSync } from '../../scripts/sync-server.mjs';
import { canonical } from '../../src/store/sync/merge';
import { readLog, settled } from './harness';
import { tablets, type Tablet } from './syncScene';
import { shareRecord } from './shareRecord';

const syncDir = mkdtempSync(join(tmpdir(), 'tableside-sync-companion-'));
let app: RunningServer;
let sync: { close(): Promise<void> };
/** Tablets; `reached`: every request and WebSocket any of them opened (all must be the app's own origin). */
const { reached, tablet, closeAll } = tablets();


const log = async (t: Tablet) => (await settled(t.page), t.page.getByTestId('game-log').locator('li').allTextContents());
const heading = (t: Tablet) => t.page.getByTestId('turn-heading').textContent();
/** The shared game is brought up to date on this tablet (until then it is read-only). */
const ready = (t: Tablet) => t.page.locator('[data-testid="share-status"][data-ready="true"]').waitFor();
/** The turn's phase list item: 'step' when it is the phase now. */
const step = (t: Tablet, phase: string) => t.page.getByRole('listitem').filter({ hasText: phase }).first().getAttribute('aria-current');
const idOf = (t: Tablet) => decodeURIComponent(new URL(t.page.url()).pathname.split('/')[2] ?? '');

describe('a Nedca game on two tablets (two browser profiles, the sync server on 127.0.0.1)', () => {
  let a: Tablet;
  let b: Tablet;
  let base = '';
  beforeAll(async () => {
    app = await startServer({ root: DIST, host: '127.0.0.1', port: 0 });
    sync = attachSync(app.server, { dir: syncDir });
    base = `http://127.0.0.1:${app.port}`;
    a = await tablet();
    b = await tablet();
  });
  afterAll(async () => {
    await closeAll();
    await sync.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    rmSync(syncDir, { recursive: true, force: true });
  });

  it('shared by link and QR; joined to play; an action from each appears on both; a reload keeps everything', async () => {
    await a.page.goto(`${base}/nedca`);
    await a.page.getByRole('button', { name: 'New game' }).tap();
    await a.page.getByLabel('Game name').fill('Two tablets');
    await a.page.getByRole('button', { name: 'Start the game' }).tap();
    await a.page.waitForURL(/\/nedca\/[0-9a-f]+$/);
    await expect.poll(() => heading(a)).toBe("Round 1 · Jen'ja'ago plays");
    // One action before sharing: it goes into the shared game with the rest.
    await a.page.getByRole('button', { name: 'Forest → Wood plus 1' }).tap();
    await a.page.getByRole('button', { name: 'Collect economy' }).tap();
    await expect.poll(() => log(a)).toEqual(["Jen'ja'ago collects: 2 Gold from 1 capital, workers 1 Wood"]);

    await a.page.getByTestId('share-start').tap();
    await a.page.getByTestId('share-syncing').waitFor();
    const link = (await a.page.getByTestId('share-link').textContent()) ?? '';
    expect(link).toMatch(/\/nedca\/join#doc=automerge%3A\w+&server=ws%3A%2F%2F127\.0\.0\.1%3A\d+%2Fsync&kind=nedca$/);
    expect(await a.page.getByTestId('share-qr').count()).toBe(1);
    expect(await a.page.getByTestId('share-start').count()).toBe(0);
    // The share record is stored in the database (in backups), not in localStorage.
    await expect.poll(async () => (await shareRecord(a.page))?.logId).toBe(idOf(a));
    expect(await a.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tableside.share.')))).toEqual([]);

    // The link opened as another game is refused by name; nothing is joined.
    await b.page.goto(link.replace('/nedca/join', '/caleda/join'));
    await expect.poll(() => b.page.getByTestId('join-problem').textContent()).toBe(
      'This link is for a Nedca game, but it was opened as Caleda. Nothing was joined: open the link exactly as it was given (from Nedca).',
    );
    expect(await b.page.getByTestId('join-act').count()).toBe(0);

    await b.page.goto(link);
    await b.page.getByRole('heading', { name: 'Join a shared Nedca game' }).waitFor();
    await b.page.getByTestId('join-act').tap();
    await b.page.waitForURL(/\/nedca\/shared-/);
    await expect.poll(() => log(b)).toEqual(["Jen'ja'ago collects: 2 Gold from 1 capital, workers 1 Wood"]);
    await b.page.getByTestId('share-syncing').waitFor();
    await ready(b);

    // B acts: A sees it.
    await b.page.getByRole('button', { name: 'Go to the Operations Phase' }).tap();
    await b.page.getByRole('button', { name: 'Buy bond 1 of 10 (3 Gold)' }).tap();
    await expect.poll(async () => (await log(b)).length).toBeGreaterThan(1);
    const afterB = await log(b);
    await expect.poll(() => log(a)).toEqual(afterB);
    await expect.poll(() => a.page.getByTestId('house-0').locator('h3').textContent()).toMatch(/Level 2/);

    // A acts: B sees it.
    await a.page.getByRole('button', { name: 'Go to the Action Phase' }).tap();
    await expect.poll(() => step(a, 'Action Phase')).toBe('step');
    await expect.poll(() => step(b, 'Action Phase')).toBe('step');
    const afterA = await log(a);
    await expect.poll(() => log(b)).toEqual(afterA);

    // The same stored log on both (whatever the order of each event's keys).
    await expect.poll(async () => canonical((await readLog(a.page, idOf(a)))?.events) === canonical((await readLog(b.page, idOf(b)))?.events)).toBe(true);
    const stored = await readLog(a.page, idOf(a));

    // A reload of either keeps everything, still shared.
    await b.page.reload();
    await expect.poll(() => log(b)).toEqual(afterA);
    await b.page.getByTestId('share-syncing').waitFor();
    await ready(b);
    expect(await step(b, 'Action Phase')).toBe('step');
    await a.page.reload();
    await expect.poll(() => log(a)).toEqual(afterA);
    await a.page.getByTestId('share-syncing').waitFor();
    await ready(a);
    expect(canonical((await readLog(a.page, idOf(a)))?.events)).toBe(canonical(stored?.events));

    // After the reload, an action from B still reaches A.
    await b.page.getByRole('button', { name: 'Go to the Cleanup Phase' }).tap();
    await expect.poll(() => step(b, 'Cleanup Phase')).toBe('step');
    await expect.poll(() => step(a, 'Cleanup Phase')).toBe('step');
    await expect.poll(async () => canonical((await readLog(a.page, idOf(a)))?.events) === canonical((await readLog(b.page, idOf(b)))?.events)).toBe(true);
    expect((await readLog(a.page, idOf(a)))?.head.cursor).toBe((stored?.head.cursor ?? 0) + 1);

    // A backup of tablet A holds how the game is shared: restored on a third tablet, the game re-joins the shared
    // game (as a new tablet of it), follows it, and its actions reach the others.
    const gameId = idOf(a);
    await a.page.goto(`${base}/settings`);
    const [download] = await Promise.all([a.page.waitForEvent('download'), a.page.getByRole('button', { name: 'Download backup' }).tap()]);
    const backupPath = join(mkdtempSync(join(tmpdir(), 'tableside-dl-')), download.suggestedFilename());
    await download.saveAs(backupPath);
    const file = JSON.parse(readFileSync(backupPath, 'utf8')) as { formatVersion: number; tables: { shares: { logId: string; actor: string }[] } };
    expect(file.formatVersion).toBe(3);
    const recA = await shareRecord(a.page);
    expect(file.tables.shares).toEqual([expect.objectContaining({ logId: gameId, actor: recA?.actor })]);
    await a.page.goBack();
    await a.page.getByTestId('share-syncing').waitFor();

    const c = await tablet();
    await c.page.goto(`${base}/settings`);
    await c.page.getByLabel('Restore backup file').setInputFiles(backupPath);
    await c.page.getByTestId('restore-confirm').waitFor();
    await c.page.getByRole('button', { name: 'Replace all my data…' }).tap();
    await c.page.getByRole('button', { name: 'Yes, replace everything' }).tap();
    await c.page.getByText('Backup restored').waitFor();
    await c.page.goto(`${base}/nedca/${encodeURIComponent(gameId)}`);
    await c.page.getByTestId('share-syncing').waitFor();
    await expect.poll(() => c.page.getByTestId('share-restored').count()).toBe(0);
    await expect.poll(async () => (await shareRecord(c.page))?.restored).toBeUndefined();
    const recC = await shareRecord(c.page);
    expect(recC?.doc).toBe(recA?.doc);
    expect(recC?.actor).not.toBe(recA?.actor);
    await expect.poll(() => step(c, 'Cleanup Phase')).toBe('step');
    await ready(c);
    // C undoes the last action: A and B follow.
    await c.page.getByRole('button', { name: 'Undo', exact: true }).tap();
    await expect.poll(() => step(c, 'Action Phase')).toBe('step');
    await expect.poll(() => step(a, 'Action Phase')).toBe('step');
    await expect.poll(() => step(b, 'Action Phase')).toBe('step');
    rmSync(backupPath, { force: true });

    // A fourth tablet joins to watch: it follows, and cannot act or undo (it says why).
    const d = await tablet();
    await d.page.goto(link);
    await d.page.getByTestId('join-watch').tap();
    await d.page.waitForURL(/\/nedca\/shared-/);
    await d.page.getByTestId('share-syncing').waitFor();
    expect(await d.page.getByTestId('share-syncing').textContent()).toContain('watching');
    await expect.poll(() => step(d, 'Action Phase')).toBe('step');
    expect(await d.page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(true);
    await d.page.getByRole('button', { name: 'Go to the Cleanup Phase' }).tap();
    await expect.poll(() => d.page.getByTestId('refusal').textContent()).toBe('This tablet only watches this shared game: actions are made on the tablet that plays.');
    expect(await step(d, 'Action Phase')).toBe('step');
    // An action on a playing tablet reaches the watching one.
    await b.page.getByRole('button', { name: 'Go to the Cleanup Phase' }).tap();
    await expect.poll(() => step(d, 'Cleanup Phase')).toBe('step');
    await expect.poll(() => step(a, 'Cleanup Phase')).toBe('step');

    // Nothing left the app's origin.
    const foreign = reached.filter((u) => !u.startsWith(`${base}/`) && u !== `ws://127.0.0.1:${app.port}/sync`);
    expect(foreign).toEqual([]);
  });
});
