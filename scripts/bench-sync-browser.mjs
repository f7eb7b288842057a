// `npm run bench:sync-browser` (after `vite build`): issue 26's "an action on one tablet painted on the other",
// on loopback with the app and its /sync endpoint served as `npm start` does, two separate Chromium profiles.
// A shared game at its first warship deployment; tablet A alternates undo and redo 30 times; each time, from the
// tap on A until tablet B's "waiting for" line shows the new position (polled on animation frames: painted).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DIST, startServer } from './server.mjs';
import { attachSync } from './sync-server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const N = 30;
const dirs = [];
const syncDir = mkdtempSync(join(tmpdir(), 'bench-sync-'));
// BENCH_DIST: another build to compare (before/after a change, in one run).
const app = await startServer({ root: process.env.BENCH_DIST ?? DIST, host: '127.0.0.1', port: 0 });
const sync = attachSync(app.server, { dir: syncDir });
const base = `http://127.0.0.1:${app.port}`;

async function tablet() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  dirs.push(dir);
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 800 },
    hasTouch: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  // In the page itself (the browser's own clock, shared by both profiles: timeOrigin + now): when a touch starts,
  // and each frame in which the "waiting for" line shows a new text — the tap → paint times without the driver's
  // own work before a tap (finding the button, waiting for it to be still).
  await context.addInitScript(() => {
    const w = window;
    w.benchTaps = [];
    w.benchPaints = [];
    addEventListener('touchstart', () => w.benchTaps.push(performance.timeOrigin + performance.now()), true);
    let last = null;
    const watch = () => {
      const t = document.querySelector('[data-testid="waiting-for"]')?.textContent ?? null;
      if (t !== last) {
        last = t;
        w.benchPaints.push([performance.timeOrigin + performance.now(), t]);
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

const a = await tablet();
const b = await tablet();
await a.page.goto(`${base}/kalidasia/game/new`);
await a.page.getByLabel('Player 1 name').fill('Ada');
await a.page.getByLabel('Player 2 name').fill('Bo');
await a.page.getByRole('button', { name: 'Start the game' }).tap();
await a.page.getByLabel('Ada’s die').fill('2');
await a.page.getByLabel('Bo’s die').fill('5');
await a.page.getByRole('button', { name: 'Record the dice' }).tap();
await a.page.getByTestId('share-start').tap();
await a.page.getByTestId('share-syncing').waitFor();
const link = await a.page.getByTestId('share-link').textContent();
await b.page.goto(link);
await b.page.getByTestId('join-act').tap();
await b.page.waitForURL(/\/kalidasia\/game\/shared-/);
await b.page.getByText('Ada deploys a warship').first().waitFor();
await b.page.getByTestId('share-syncing').waitFor();

const shows = (page, text) => page.waitForFunction((t) => document.querySelector('[data-testid="waiting-for"]')?.textContent?.includes(t), text, { polling: 'raf' });
// Back to back (the next tap as soon as the last one is painted on B), then paced like players (an action every
// 300 ms at most): Automerge Repo holds a document's sync messages until 100 ms after the previous ones.
async function run(pause) {
  const times = [];
  const local = [];
  const inPage = { a: [], b: [] };
  const marks = {};
  for (let i = 0; i < N; i++) {
    if (pause) await new Promise((r) => setTimeout(r, pause));
    const undo = i % 2 === 0;
    const t0 = performance.now();
    await a.page.getByRole('button', { name: undo ? 'Undo' : 'Redo', exact: true }).tap();
    const want = undo ? 'Deployment roll' : 'Ada deploys a warship';
    // The same action painted on A itself: the part of the time that is the app's own, not the sync's.
    const onA = shows(a.page, want).then(() => local.push(performance.now() - t0));
    try {
      await shows(b.page, want);
      await onA;
    } catch (err) {
      // Say where it stopped (a bench, not a test: it reports and fails).
      console.error('iteration', i, 'undo', undo, 'A undo disabled', await a.page.getByRole('button', { name: 'Undo', exact: true }).isDisabled(), 'redo disabled', await a.page.getByRole('button', { name: 'Redo', exact: true }).isDisabled());
      for (const [n, t] of [['A', a], ['B', b]]) console.error(n, await t.page.getByTestId('waiting-for').textContent(), '|', await t.page.getByTestId('share-status').textContent(), '|', await t.page.locator('[role=alert]').allTextContents());
      throw err;
    }
    times.push(performance.now() - t0);
    const [tap] = await a.page.evaluate(() => window.benchTaps.slice(-1));
    const firstPaint = async (page) => (await page.evaluate(([t, w]) => window.benchPaints.find(([at, text]) => at >= t && text?.includes(w))?.[0], [tap, want])) - tap;
    inPage.a.push(await firstPaint(a.page));
    inPage.b.push(await firstPaint(b.page));
    const bPaint = inPage.b[inPage.b.length - 1];
    // performance.mark()s of an instrumented build, as ms after the tap (BENCH_MARKS=1).
    if (process.env.BENCH_MARKS) {
      for (const [n, t] of [['A', a], ['B', b]]) {
        const ms = await t.page.evaluate((from) => { const o = performance.timeOrigin; const r = performance.getEntriesByType('mark').filter((m) => o + m.startTime >= from).map((m) => [m.name, o + m.startTime - from]); performance.clearMarks(); return r; }, tap);
        for (const [name, at] of ms) (marks[`${n} ${name}`] ??= []).push(at);
        // From the first remote change the bridge of B hears to the frame showing it.
        const heard = ms.find(([name]) => name === 'br:remote');
        if (n === 'B' && heard) (marks['B heard → painted (duration)'] ??= []).push(bPaint - heard[1]);
      }
    }
  }
  const sorted = [...times].sort((x, y) => x - y);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const own = [...local].sort((x, y) => x - y);
  const ownPct = (p) => own[Math.min(own.length - 1, Math.floor((p / 100) * own.length))];
  const med = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const p95 = (xs) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(0.95 * xs.length))];
  console.info(`sync browser, in the page (touchstart on A → the frame showing it): on B p50 ${med(inPage.b).toFixed(0)} ms, p95 ${p95(inPage.b).toFixed(0)} ms; on A p50 ${med(inPage.a).toFixed(0)} ms, p95 ${p95(inPage.a).toFixed(0)} ms`);
  for (const [k, v] of Object.entries(marks).sort((x, y) => med(x[1]) - med(y[1]))) console.info(`  ${k}: median ${med(v).toFixed(1)} ms after the tap (${v.length})`);
  console.info(`sync browser: action on A painted on B (undo/redo, ${N}, ${pause ? `one every ${pause} ms` : 'back to back'}): p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms; painted on A itself: p50 ${ownPct(50).toFixed(0)} ms, p95 ${ownPct(95).toFixed(0)} ms`);
}
await run(0);
await run(300);
await a.context.close();
await b.context.close();
await sync.close();
await app.close();
for (const d of [...dirs, syncDir]) rmSync(d, { recursive: true, force: true });
process.exit(0);
