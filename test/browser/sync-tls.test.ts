// Issue 26, mode b: a sync server with TLS for an app installed from an HTTPS host. The test makes a certificate for
// 127.0.0.1 (openssl), starts the bundled sync server over wss:// with it, builds the app with SYNC_ORIGIN naming that
// server (into a folder of its own: the other tests keep dist/), and serves that build over https:// with no /sync of
// its own (as a static host would), with the header of that build. Chromium runs with --ignore-certificate-errors
// (a tablet would trust the certificate instead). Two browser profiles: the share panel offers the sync server,
// the link carries its address, the second tablet joins, actions from each appear on both; the server stopped and
// started again, an action made meanwhile arrives. Nothing reaches the sync server before sharing is turned on, and
// nothing but the app's origin and that server is ever reached. A link naming another server says this build
// allows sync only with its own.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer, type Server } from 'node:https';
import { freePort } from '../freePort';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Repo } from '@automerge/automerge-repo';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHeader, securityHeaders } from '../../scripts/headers.mjs';
import { handler } from '../../scripts/server.mjs';
import { readTls, startSyncServer, type RunningSyncServer } from '../../scripts/sync-server.mjs';
import { CHROMIUM } from './harness';

interface Tablet {
  context: BrowserContext;
  page: Page;
  dir: string;
}

const root = resolve(__dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'tableside-sync-tls-'));
const certFile = join(work, 'cert.pem');
const keyFile = join(work, 'key.pem');
const outDir = join(work, 'dist');
const syncDir = join(work, 'sync-data');
let syncPort = 0;
let origin = '';
let sync: RunningSyncServer | null = null;
let app: Server;
let appBase = '';
const tablets: Tablet[] = [];
/** Every request and WebSocket any tablet opened. */
const reached: string[] = [];

/** `vite build` with SYNC_ORIGIN into its own folder: resolves with the exit code and what it printed. */
function build(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => done({ code, out }));
  });
}

async function startSync(): Promise<void> {
  sync = await startSyncServer({ host: '127.0.0.1', port: syncPort, dir: syncDir, tls: readTls(certFile, keyFile) });
}

async function tablet(): Promise<Tablet> {
  const dir = mkdtempSync(join(tmpdir(), 'tableside-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 800 },
    hasTouch: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', '--ignore-certificate-errors'],
  });
  context.on('request', (r) => {
    if (!r.url().startsWith('data:') && !r.url().startsWith('blob:')) reached.push(r.url());
  });
  const t = { context, page: context.pages()[0] ?? (await context.newPage()), dir };
  t.page.on('websocket', (ws) => reached.push(ws.url()));
  tablets.push(t);
  return t;
}

const waiting = (t: Tablet) => t.page.getByTestId('waiting-for').textContent();
const toSyncServer = () => reached.filter((u) => u.startsWith(origin));

async function typeDeploy(t: Tablet, x: number, y: number, heading: number): Promise<void> {
  await t.page.getByLabel('From left (″)').fill(String(x));
  await t.page.getByLabel('From top (″)').fill(String(y));
  await t.page.getByLabel('Heading (°)').fill(String(heading));
  await t.page.getByRole('button', { name: /^Deploy / }).tap();
}

beforeAll(async () => {
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=tableside-test', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile], { stdio: 'pipe' });
  syncPort = await freePort();
  origin = `wss://127.0.0.1:${syncPort}`;
  const built = await build({ SYNC_ORIGIN: origin });
  if (built.code !== 0) throw new Error(`vite build with SYNC_ORIGIN=${origin} failed:\n${built.out}`);
  await startSync();
  // The build served over https:// with its own header, and no /sync (a static host).
  app = createHttpsServer({ cert: readFileSync(certFile), key: readFileSync(keyFile) }, handler(outDir, securityHeaders(origin)));
  await new Promise<void>((done) => app.listen(0, '127.0.0.1', () => done()));
  const a = app.address();
  appBase = `https://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
}, 240_000);

afterAll(async () => {
  for (const t of tablets) {
    await t.context.close();
    rmSync(t.dir, { recursive: true, force: true });
  }
  await sync?.close();
  await new Promise<void>((done) => {
    app?.close(() => done());
    app?.closeAllConnections();
  });
  rmSync(work, { recursive: true, force: true });
});

describe('a game on two tablets through a wss:// sync server (mode b)', () => {
  let a: Tablet;
  let b: Tablet;
  let link = '';

  it('the built page and its header allow the app’s origin plus that one sync server, and nothing goes there before sharing', async () => {
    a = await tablet();
    const res = await a.page.goto(`${appBase}/kalidasia/game/new`);
    const header = res?.headers()['content-security-policy'];
    const meta = await a.page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'));
    expect(header).toBe(cspHeader(origin));
    expect(`${meta}; frame-ancestors 'none'`).toBe(header);
    expect(meta).toContain(`connect-src 'self' ${origin};`);

    await a.page.getByLabel('Player 1 name').fill('Ada');
    await a.page.getByLabel('Player 2 name').fill('Bo');
    await a.page.getByRole('button', { name: 'Start the game' }).tap();
    await expect.poll(() => waiting(a)).toContain('Deployment roll');
    await a.page.getByLabel('Ada’s die').fill('2');
    await a.page.getByLabel('Bo’s die').fill('5');
    await a.page.getByRole('button', { name: 'Record the dice' }).tap();
    await expect.poll(() => waiting(a)).toContain('Ada deploys a warship');
    expect(toSyncServer()).toEqual([]);
  });

  it('the share panel offers the sync server; the link carries its address; the second tablet joins; actions appear on both', async () => {
    await a.page.getByTestId('share-start').tap();
    // This host has no /sync: the app's own address is offered but not usable, and says why.
    await a.page.getByTestId('share-choices').waitFor();
    await expect.poll(() => a.page.getByTestId('share-why-one-laptop').count()).toBe(1);
    expect(await a.page.getByTestId('share-why-one-laptop').textContent()).toContain('does not offer sync');
    expect(await a.page.getByTestId('share-via-one-laptop').isDisabled()).toBe(true);
    expect(await a.page.getByTestId('share-choice-sync-server').textContent()).toContain(`A sync server at ${origin}: works from an installed app`);
    // Still nothing sent to the sync server: the player has not chosen it.
    expect(toSyncServer()).toEqual([]);
    const box = await a.page.getByTestId('share-via-sync-server').boundingBox();
    expect(box && box.height >= 44 && box.width >= 44).toBe(true);
    // "Not now" closes the choice; the entry opens it again.
    await a.page.getByRole('button', { name: 'Not now' }).tap();
    await a.page.getByTestId('share-choices').waitFor({ state: 'detached' });
    await a.page.getByTestId('share-start').tap();
    await a.page.getByTestId('share-choices').waitFor();
    expect(toSyncServer()).toEqual([]);

    await a.page.getByTestId('share-via-sync-server').tap();
    await a.page.getByTestId('share-syncing').waitFor();
    const mode = a.page.getByTestId('share-mode');
    await expect.poll(() => mode.getAttribute('data-mode')).toBe('sync-server');
    expect(await mode.textContent()).toContain(`A sync server at ${origin}: works from an installed app`);
    link = (await a.page.getByTestId('share-link').textContent()) ?? '';
    expect(link.startsWith(`${appBase}/`)).toBe(true);
    expect(link).toContain(`&server=${encodeURIComponent(`${origin}/sync`)}`);

    b = await tablet();
    await b.page.goto(link);
    await b.page.getByTestId('join-act').tap();
    await b.page.waitForURL(/\/game\/shared-/);
    await expect.poll(() => waiting(b)).toContain('Ada deploys a warship');

    await typeDeploy(a, 20, 7, 0);
    await expect.poll(() => waiting(a)).toContain('Bo deploys a warship');
    await expect.poll(() => waiting(b)).toContain('Bo deploys a warship');
    await typeDeploy(b, 30, 42, 270);
    await expect.poll(() => waiting(b)).toContain('Ada deploys a warship');
    await expect.poll(() => waiting(a)).toContain('Ada deploys a warship');

    // The sync server holds the game.
    const doc = /doc=([^&]+)/.exec(link)?.[1];
    const held = await (sync as unknown as { repo: Repo }).repo.find<{ ops?: object }>(decodeURIComponent(doc ?? '') as Parameters<Repo['find']>[0]);
    expect(Object.keys(held.doc()?.ops ?? {}).length).toBeGreaterThanOrEqual(3);
  });

  it('the server stopped: A keeps playing, its action waits; started again over wss://, it reaches B', async () => {
    await sync?.close();
    sync = null;
    await a.page.getByTestId('share-offline').waitFor();
    await typeDeploy(a, 50, 8, 90);
    await expect.poll(() => a.page.getByTestId('share-offline').textContent()).toContain('Not syncing — 1 action waiting');
    await startSync();
    // Each tablet reconnects on its own (the engine retries every second): wait for the state, with the page's timeout.
    await b.page.getByTestId('waiting-for').filter({ hasText: 'Bo deploys a warship' }).waitFor();
    await a.page.getByTestId('share-syncing').waitFor();
    await a.page.getByTestId('share-unconfirmed').waitFor({ state: 'detached' });
  });

  it('a link naming another sync server: this build allows sync only with its own — rebuild with SYNC_ORIGIN', async () => {
    const other = `wss://127.0.0.1:${syncPort === 1 ? 2 : 1}`;
    const before = reached.length;
    await b.page.goto(link.replace(/server=[^&]*/, `server=${encodeURIComponent(`${other}/sync`)}`).replace(/doc=automerge%3A\w{4}/, 'doc=automerge%3A2222'));
    const alert = b.page.getByRole('alert');
    await alert.first().waitFor();
    const text = (await alert.allTextContents()).join(' ');
    expect(text).toContain(`this build allows sync only with ${origin}`);
    expect(text).toContain(`rebuild with SYNC_ORIGIN=${other}`);
    expect(await b.page.getByTestId('join-act').count()).toBe(0);
    expect(reached.slice(before).filter((u) => u.startsWith(other))).toEqual([]);

    // Only the app's origin (its files; its own /sync, asked once when sharing began) and the one sync server.
    const foreign = reached.filter((u) => !u.startsWith(`${appBase}/`) && u !== `${appBase.replace(/^https/, 'wss')}/sync` && u !== `${origin}/sync`);
    expect(foreign).toEqual([]);
    expect(reached).toContain(`${origin}/sync`);
  });
});
