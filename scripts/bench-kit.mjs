// What every browser benchmark shares: the production build served as `npm start` serves it (scripts/server.mjs) on 127.0.0.1,
// Debian's Chromium with a touch screen in a fresh profile, and the percentile figures they print.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';

/** Serve dist/ on `port` and open Chromium; `close()` stops both and removes the profile. */
export async function benchOpen(port) {
  const server = await startServer({ host: '127.0.0.1', port });
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
  return { server, context, page, base: `http://127.0.0.1:${port}`, close };
}

/** The p-th percentile (0–100) of a list of numbers. */
export const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

/** "median … ms, p95 … ms, max … ms". */
export const fmt = (xs) => `median ${pct(xs, 50).toFixed(2)} ms, p95 ${pct(xs, 95).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms`;

/**
 * The reference figure of the Game screen's benchmarks (issue 24): a plain token drag on the game table open in
 * `page` (Adjust to the table on, then off again), one pointer move per animation frame, cancelled at the end (nothing
 * stored). The cost of each move: the event and React (until a message posted after it runs) plus the next frame's
 * Konva redraw, as the planner and combat benches measure theirs. `centre`: the token's centre in table inches;
 * `moves` pointer moves, after a warm-up pass of as many unless `warm` is false.
 */
export async function tokenDrag(page, centre, moves = 120, warm = true) {
  const adjust = page.getByRole('button', { name: 'Adjust to the table' });
  await adjust.click();
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Adjust to the table' && b.getAttribute('aria-pressed') === 'true'));
  const costs = await page.evaluate(async (p) => {
    const el = document.querySelector('[data-testid="table-stage"]');
    const r = el.getBoundingClientRect();
    const v = { x: Number(el.dataset.viewX), y: Number(el.dataset.viewY), s: Number(el.dataset.viewScale) };
    const at = (px, py) => ({ x: r.left + v.x + px * v.s, y: r.top + v.y + py * v.s });
    const pointer = (type, q) => el.dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: q.x, clientY: q.y, bubbles: true, cancelable: true, button: 0 }));
    const afterTasks = () => new Promise((done) => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => done(undefined);
      ch.port2.postMessage(0);
    });
    const frame = () => new Promise((done) => requestAnimationFrame((ts) => done(performance.now() - ts)));
    const FRAMES = p.moves;
    const out = { costs: [], react: [], redraw: [] };
    const before = `${el.dataset.viewX},${el.dataset.viewY}`;
    const run = async () => {
      out.costs.length = 0;
      out.react.length = 0;
      out.redraw.length = 0;
      pointer('pointerdown', at(p.x, p.y));
      await frame();
      for (let i = 1; i <= FRAMES; i++) {
        const t = i / FRAMES;
        const t0 = performance.now();
        pointer('pointermove', at(p.x + 0.3 * Math.sin(t * 9), p.y - 6 * Math.sin(t * Math.PI)));
        await afterTasks();
        const react = performance.now() - t0;
        const redraw = await frame();
        out.costs.push(react + redraw);
        out.react.push(react);
        out.redraw.push(redraw);
      }
      // Cancelled, not dropped: nothing is stored.
      pointer('pointercancel', at(p.x, p.y));
    };
    if (p.warm) await run(); // warm-up
    await run();
    if (`${el.dataset.viewX},${el.dataset.viewY}` !== before) throw new Error('the finger missed the token: the table panned');
    return out;
  }, { x: centre.x, y: centre.y, moves, warm });
  await adjust.click();
  return costs;
}

/**
 * A fair comparison on a shared machine (issue 24): the gestures measured in alternating short blocks (the
 * reference first, then each other gesture, `blocks` times, `moves` moves each), so every gesture samples the
 * same load. `gestures`: name → async (moves) => { costs, react, redraw }; the first is the reference. One warm-up
 * block of each is run first and dropped. Returns every gesture's moves pooled and each block's p95 per gesture.
 */
export async function interleave(gestures, { blocks = 8, moves = 40 } = {}) {
  const names = Object.keys(gestures);
  for (const n of names) await gestures[n](moves);
  const all = Object.fromEntries(names.map((n) => [n, { costs: [], react: [], redraw: [] }]));
  const perBlock = [];
  for (let b = 0; b < blocks; b++) {
    const row = {};
    for (const n of names) {
      const m = await gestures[n](moves);
      all[n].costs.push(...m.costs);
      all[n].react.push(...m.react);
      all[n].redraw.push(...m.redraw);
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
