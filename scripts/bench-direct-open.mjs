// A first page load straight to a game (/kalidasia/game/<id>: a bookmark, a reload, a shared link): from the
// navigation to the first frame after the table and the turn bar are painted, and how long a "Loading…" was on
// screen meanwhile. BENCH_DIRS=dist-a,dist-b serves each build on a port of its own (a game made in each through the
// New game screen) and alternates their loads (BENCH_LOADS each, 12), so both sample the same load of the machine.
// Also printed: when the last script of the load arrived (the route's and the game's chunks) and the gap from it to
// the paint. Usage: npx vite build && node scripts/bench-direct-open.mjs
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { benchOpen, pct } from './bench-kit.mjs';

const dirs = (process.env.BENCH_DIRS ?? 'dist').split(',').map((d) => resolve(d));
const LOADS = Number(process.env.BENCH_LOADS ?? 12);
const load = () => loadavg().map((x) => x.toFixed(2)).join(' / ');
console.info(`LOAD before ${load()}`);

/** Records, from the page's first script on, when a "Loading…" shows and goes, and when the game is painted. */
const probe = () => {
  const w = window;
  w.benchDirect = { loadingFrom: null, loadingTo: null, painted: null, steps: [] };
  const what = () => {
    const main = document.querySelector('.app > :not(header):not(.banners)');
    if (document.querySelector('p.boot')) return 'shell Loading';
    if (document.querySelector('p[role=status]')) return `status: ${document.querySelector('p[role=status]').textContent}`;
    return main ? `${main.tagName.toLowerCase()}.${main.className}` : 'none';
  };
  const seen = () => [...document.querySelectorAll('p')].some((p) => p.textContent === 'Loading…');
  const tick = () => {
    const d = w.benchDirect;
    const now = performance.now();
    const label = what();
    if (d.steps.at(-1)?.[1] !== label) d.steps.push([Math.round(now), label]);
    if (seen()) {
      if (d.loadingFrom === null) d.loadingFrom = now;
      d.loadingTo = null;
    } else if (d.loadingFrom !== null && d.loadingTo === null) d.loadingTo = now;
    if ((document.querySelector('[data-testid="waiting-for"]')?.textContent ?? '') !== '' && document.querySelector('[data-testid="table-stage"] canvas')) {
      requestAnimationFrame(() => {
        d.painted = performance.now();
      });
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

const sites = [];
for (const [i, root] of dirs.entries()) {
  const { context, page, base, close } = await benchOpen(0, { root });
  await context.addInitScript(probe);
  await page.goto(base + '/kalidasia/game/new');
  await page.getByLabel('Player 1 name').fill('Ada');
  await page.getByLabel('Player 2 name').fill('Bo');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/\/kalidasia\/game\/(?!new)[^/]+$/);
  const url = page.url();
  await page.waitForSelector('[data-testid="table-stage"] canvas');
  sites.push({ name: `${i}:${root.split('/').pop()}`, page, url, close, runs: [] });
}

for (let k = 0; k <= LOADS; k++) {
  for (const s of sites) {
    await s.page.goto(s.url);
    await s.page.waitForFunction(() => typeof window.benchDirect?.painted === 'number', null, { timeout: 30000 });
    const r = await s.page.evaluate(() => {
      const d = window.benchDirect;
      const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'));
      const chunks = Math.max(0, ...scripts.filter((e) => e.responseEnd < d.painted).map((e) => e.responseEnd));
      const res = scripts.map((e) => `${e.name.split('/').pop().slice(0, 18)}@${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`).join(' ');
      return { res, steps: d.steps, painted: d.painted, loading: d.loadingFrom === null ? 0 : (d.loadingTo ?? d.painted) - d.loadingFrom, chunks };
    });
    if (process.env.BENCH_STEPS) console.info(s.name, r.steps.map(([t, l]) => `${t} ${l}`).join(' | '), '| painted', Math.round(r.painted), '\n   ', r.res);
    if (k > 0) s.runs.push(r); // the first load of each warms the HTTP cache as a returning player's would be
  }
}
console.info(`LOAD after ${load()}`);
for (const s of sites) {
  const m = (f) => pct(s.runs.map(f), 50).toFixed(0);
  console.info(
    `DIRECT ${s.name}: navigation → painted median ${m((r) => r.painted)} ms (range ${Math.min(...s.runs.map((r) => r.painted)).toFixed(0)}–${Math.max(...s.runs.map((r) => r.painted)).toFixed(0)}), "Loading…" on screen ${m((r) => r.loading)} ms, last script in at ${m((r) => r.chunks)} ms, script → painted ${m((r) => r.painted - r.chunks)} ms; "Loading…" ≥ 250 ms in ${s.runs.filter((r) => r.loading >= 250).length} of ${s.runs.length} loads`,
  );
}
for (const s of sites) await s.close();
