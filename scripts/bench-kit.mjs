// What every browser benchmark shares: the production build served as `npm start` serves it (scripts/server.mjs) on 127.0.0.1,
// Debian's Chromium with a touch screen in a fresh profile, and the percentile figures they print.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';

/**
 * Serve `root` (dist/ unless told; `BENCH_ROOT` in the environment: another build to compare, e.g. main's) on `port`
 * (0: a free one) and open Chromium; `close()` stops both and removes the profile.
 */
export async function benchOpen(port, { root = process.env.BENCH_ROOT } = {}) {
  const server = await startServer({ root, host: '127.0.0.1', port });
  const dir = mkdtempSync(join(tmpdir(), 'tableside-bench-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    hasTouch: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const close = async () => {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
    await server.close();
  };
  return { server, context, page, base: `http://127.0.0.1:${server.port}`, close };
}

/** The p-th percentile (0–100) of a list of numbers. */
export const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

/**
 * Waits until the app's service worker is active (issue 24): its install fetches every asset of the build once, which
 * otherwise runs beside the first measured blocks.
 */
export async function serviceWorkerSettled(page) {
  await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
}

/** "median … ms, p95 … ms, max … ms". */
export const fmt = (xs) => `median ${pct(xs, 50).toFixed(2)} ms, p95 ${pct(xs, 95).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms`;

/**
 * The in-page timing loop every gesture of the Game screen's benchmarks is measured with (issue 24), installed in the
 * page once (`benchLoop`) as `window.tablesideBenchMeasure(n, act)`: `act(i)` dispatches the i-th move (i = 1..n)
 * synchronously. Each move is dispatched from a task, after the previous frame has been rendered (as the browser's
 * own input comes before a frame, not inside one), and costs three parts, summed:
 * - `script`: the event and what it schedules before a message posted after it (React's render and commit, the
 *   handlers' own drawing calls);
 * - `callbacks`: from the next frame's start to this loop's animation-frame callback: the callbacks before it
 *   (Konva's batched draw) and any wait of the main thread for that frame (the compositor holds a frame back while the
 *   previous one is still being rasterised: a DOM change pays its raster here);
 * - `rendering`: the rest of that frame on the main thread after the callbacks (style, layout, paint, layerize,
 *   commit), until a message posted from the loop's callback runs.
 * Before issue 24's bench fix the move was dispatched inside an animation frame: its "event + React" column then held
 * that frame's style, layout and paint as well.
 */
function installLoop() {
  if (window.tablesideBenchMeasure) return;
  const afterTasks = () =>
    new Promise((done) => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => done(undefined);
      ch.port2.postMessage(0);
    });
  /** The next frame: time from its start to this callback, and from this callback to the end of its rendering. */
  const frame = () =>
    new Promise((done) =>
      requestAnimationFrame((ts) => {
        const cb = performance.now();
        const ch = new MessageChannel();
        ch.port1.onmessage = () => done({ callbacks: cb - ts, rendering: performance.now() - cb });
        ch.port2.postMessage(0);
      }),
    );
  window.tablesideBenchMeasure = async (n, act) => {
    const out = { costs: [], script: [], callbacks: [], rendering: [] };
    await frame();
    for (let i = 1; i <= n; i++) {
      const t0 = performance.now();
      act(i);
      await afterTasks();
      const script = performance.now() - t0;
      const f = await frame();
      out.costs.push(script + f.callbacks + f.rendering);
      out.script.push(script);
      out.callbacks.push(f.callbacks);
      out.rendering.push(f.rendering);
    }
    return out;
  };
  window.tablesideBenchFrame = frame;
}

/** Installs the timing loop in `page` (now and after every navigation). */
const looped = new WeakSet();
export async function benchLoop(page) {
  if (!looped.has(page)) {
    looped.add(page);
    await page.addInitScript(installLoop);
  }
  await page.evaluate(installLoop);
}

/** The parts of a gesture's moves: "script median … / p95 … ms; frame callbacks …; rendering …". */
export const parts = (m) => {
  const f = (xs) => `median ${pct(xs, 50).toFixed(2)} / p95 ${pct(xs, 95).toFixed(2)} ms`;
  return `(script: event + React ${f(m.script)}; frame start → callbacks done (Konva's draw, raster wait) ${f(m.callbacks)}; rendering (style, layout, paint, commit) ${f(m.rendering)})`;
};

/**
 * The reference figure of the Game screen's benchmarks (issue 24): a plain token drag on the game table open in
 * `page` (Adjust to the table on, then off again), one pointer move per frame, cancelled at the end (nothing
 * stored), measured by the shared loop (`installLoop`). `centre`: the token's centre in table inches; `moves`
 * pointer moves, after a warm-up pass of as many unless `warm` is false.
 */
export async function tokenDrag(page, centre, moves = 120, warm = true) {
  await benchLoop(page);
  const adjust = page.getByRole('button', { name: 'Adjust to the table' });
  // Tapped, as on a tablet (issue 24): a mouse click would leave Chromium a mouse position, and every later DOM change
  // under it would then pay a hover update (a hit test after each layout) that a finger never causes.
  await adjust.tap();
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Adjust to the table' && b.getAttribute('aria-pressed') === 'true'));
  const costs = await page.evaluate(async (p) => {
    const el = document.querySelector('[data-testid="table-stage"]');
    const r = el.getBoundingClientRect();
    const v = { x: Number(el.dataset.viewX), y: Number(el.dataset.viewY), s: Number(el.dataset.viewScale) };
    const at = (px, py) => ({ x: r.left + v.x + px * v.s, y: r.top + v.y + py * v.s });
    const pointer = (type, q) => el.dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: q.x, clientY: q.y, bubbles: true, cancelable: true, button: 0 }));
    const before = `${el.dataset.viewX},${el.dataset.viewY}`;
    const run = async () => {
      pointer('pointerdown', at(p.x, p.y));
      const out = await window.tablesideBenchMeasure(p.moves, (i) => {
        const t = i / p.moves;
        pointer('pointermove', at(p.x + 0.3 * Math.sin(t * 9), p.y - 6 * Math.sin(t * Math.PI)));
      });
      // Cancelled, not dropped: nothing is stored.
      pointer('pointercancel', at(p.x, p.y));
      return out;
    };
    if (p.warm) await run(); // warm-up
    const out = await run();
    if (`${el.dataset.viewX},${el.dataset.viewY}` !== before) throw new Error('the finger missed the token: the table panned');
    return out;
  }, { x: centre.x, y: centre.y, moves, warm });
  await adjust.tap();
  return costs;
}

/**
 * `moves` moves of the slider `id` (one a frame) between the values lo and hi, then released; measured by the shared
 * loop. The app's own slider (`role="slider"`, issue 24) is slid by a finger's pointer events at the value's point of
 * its track (`data-track-left` / `data-track-width`); a native range input (before issue 24) has its value set and an
 * `input` event sent per move (as Chromium sends them while a finger slides the thumb), `change` on release.
 */
export async function slide(page, id, lo, hi, moves) {
  await benchLoop(page);
  return page.evaluate(
    async ([sliderId, from, to, n]) => {
      const el = document.getElementById(sliderId);
      const valueAt = (i) => from + (to - from) * Math.abs(Math.sin((i / n) * Math.PI * 2));
      if (el instanceof HTMLInputElement) {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const out = await window.tablesideBenchMeasure(n, (i) => {
          setter.call(el, String(valueAt(i)));
          el.dispatchEvent(new Event('input', { bubbles: true }));
        });
        el.dispatchEvent(new Event('change', { bubbles: true }));
        await window.tablesideBenchFrame();
        return out;
      }
      const r = el.getBoundingClientRect();
      const min = Number(el.getAttribute('aria-valuemin'));
      const max = Number(el.getAttribute('aria-valuemax'));
      const left = r.left + Number(el.dataset.trackLeft);
      const width = Number(el.dataset.trackWidth);
      const y = r.top + r.height / 2;
      const xAt = (v) => left + ((v - min) / (max - min)) * width;
      const pointer = (type, x) => el.dispatchEvent(new PointerEvent(type, { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y, bubbles: true, cancelable: true, button: 0 }));
      pointer('pointerdown', xAt(Number(el.getAttribute('aria-valuenow'))));
      const out = await window.tablesideBenchMeasure(n, (i) => pointer('pointermove', xAt(valueAt(i))));
      // The finger lifts: what settles on release is drawn before the next block.
      pointer('pointerup', xAt(valueAt(n)));
      await window.tablesideBenchFrame();
      return out;
    },
    [id, lo, hi, moves],
  );
}

/**
 * A fair comparison on a shared machine (issue 24): the gestures measured in alternating short blocks (the
 * reference first, then each other gesture, `blocks` times, `moves` moves each), so every gesture samples the
 * same load. `gestures`: name → async (moves) => { costs, script, callbacks, rendering }; the first is the reference. One warm-up
 * block of each is run first and dropped. Returns every gesture's moves pooled and each block's p95 per gesture.
 */
export async function interleave(gestures, { blocks = 8, moves = 40 } = {}) {
  const names = Object.keys(gestures);
  for (const n of names) await gestures[n](moves);
  const all = Object.fromEntries(names.map((n) => [n, { costs: [], script: [], callbacks: [], rendering: [] }]));
  const perBlock = [];
  for (let b = 0; b < blocks; b++) {
    const row = {};
    for (const n of names) {
      const m = await gestures[n](moves);
      for (const k of Object.keys(all[n])) all[n][k].push(...m[k]);
      row[n] = pct(m.costs, 95);
    }
    perBlock.push(row);
  }
  return { all, perBlock, blocks, moves, ref: names[0] };
}

/**
 * One greppable line per gesture of an `interleave` result: "RATIO <label>: p95 … ms, p50 … ms | <reference> p95 … ms,
 * p50 … ms | p95 ratio …× | per-block p95 ratio median …× (…–…) | 8 blocks × 40 moves".
 */
const median = (sorted) => (sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2);

export function ratioLine(r, name, label, refLabel = 'token drag') {
  const m = r.all[name];
  const ref = r.all[r.ref];
  const per = r.perBlock.map((row) => row[name] / row[r.ref]).sort((a, b) => a - b);
  const f = (x) => x.toFixed(2);
  return `RATIO ${label}: p95 ${f(pct(m.costs, 95))} ms, p50 ${f(pct(m.costs, 50))} ms | ${refLabel} p95 ${f(pct(ref.costs, 95))} ms, p50 ${f(pct(ref.costs, 50))} ms | p95 ratio ${f(pct(m.costs, 95) / pct(ref.costs, 95))}× | per-block p95 ratio median ${f(median(per))}× (${f(per[0])}–${f(per[per.length - 1])}) | ${r.blocks} blocks × ${r.moves} moves`;
}
