// Benchmark (not a test): combat at the table (issue 15) in Debian's Chromium against the production build.
// Usage: npx vite build && node scripts/bench-combat.mjs      (npm run bench:combat builds first)
//
// The prepared combat game of the browser tests (test/browser/combatGame.ts: 4 warships, 16 fighters), imported
// as a game file through the saved-games list.
// 1. Scrubbing the fire panel's "Fire from" slider (SFP-1 after its move, Plasma Cannons at HHF-2 chosen: matrix
//    at the point, bands, range circle, arc, measured line), one input event per animation frame.
// 2. Scrubbing the planner's distance slider before the move (the same game stopped at SFP-1's move step): the
//    firing windows on the planned path recomputed and redrawn with the planner's own drawing.
// For each move: the event and React's render and commit (until a message posted after the event runs), plus
// Konva's redraw in the next frame (the time from the frame's start to this script's animation-frame callback).
// 3. The odds panel with SFP-1's Plasma Cannons at 30 guns (a pack override in the imported file): a tap on a
//    missed die (re-roll picked or dropped: the planned odds recomputed), the same event + React + next frame cost.
// The reference (issue 24): a plain token drag (HHF-2, Adjust to the table) on the same table in the same run,
// measured the same way (bench-kit's tokenDrag). The gestures alternate in short blocks so each samples the same
// load of the shared machine: on the moved game token / "Fire from" / odds taps, then on the planning game token /
// planner distance (8 blocks of 40 moves or taps each, after a warm-up block). The RATIO lines give each p95 and
// p50 beside the token drag's of the same blocks, the ratio of the p95s and the median of the per-block ratios.
// Each slider is released (a `change`) at the end of each block: the matrix / the firing windows settle then.
import { readFileSync } from 'node:fs';
import { benchOpen, fmt as fmtBase, interleave, pct, ratioLine, tokenDrag } from './bench-kit.mjs';
import { createServer } from 'vite';

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent', optimizeDeps: { noDiscovery: true, include: [] } });
const scene = await vite.ssrLoadModule('/test/browser/combatGame.ts');
await vite.close();

const port = Number(process.env.BENCH_PORT ?? 4189);
const { context, page, base, close } = await benchOpen(port);
const fmt = (xs) => `${fmtBase(xs)} (${xs.length} moves)`;
const split = (m) => `(event + React median ${pct(m.react, 50).toFixed(2)} / p95 ${pct(m.react, 95).toFixed(2)} ms; Konva redraw median ${pct(m.redraw, 50).toFixed(2)} / p95 ${pct(m.redraw, 95).toFixed(2)} ms)`;

const GUNS = 30;
const CANNONS = 1;

async function open(planning) {
  await page.goto(base + '/kalidasia/game');
  const f = scene.combatGameFile(planning ? 'Bench planning' : 'Bench', planning);
  // SFP-1's Plasma Cannons with 30 guns (a pack override, as a player's own card would be): the odds panel's worst case.
  const game = JSON.parse(f.buffer.toString());
  game.packOverrides = [{ path: `ships.SFP.batteries.${CANNONS}.gunCount`, value: GUNS, note: 'benchmark' }];
  await page.getByLabel('Import a game file').setInputFiles({ ...f, buffer: Buffer.from(JSON.stringify(game)) });
  await page.waitForURL(/\/kalidasia\/game\/(?!new)[^/]+$/);
  await page.waitForSelector('[data-testid="table-stage"] canvas');
  await page.getByTestId(planning ? 'planned-windows' : 'fire-panel').waitFor();
}

/** `moves` input events, one per frame, on the range input `id` between lo and hi, then released; the main-thread cost of each. */
const scrub = (id, lo, hi, moves) =>
  page.evaluate(
    async ([inputId, from, to, frames]) => {
      const slider = document.getElementById(inputId);
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const afterTasks = () => new Promise((done) => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => done(undefined);
        ch.port2.postMessage(0);
      });
      const frame = () => new Promise((done) => requestAnimationFrame((ts) => done(performance.now() - ts)));
      const FRAMES = frames;
      const out = { costs: [], react: [], redraw: [] };
      {
        await frame();
        for (let i = 1; i <= FRAMES; i++) {
          const t0 = performance.now();
          setter.call(slider, String(from + (to - from) * Math.abs(Math.sin((i / FRAMES) * Math.PI * 2))));
          slider.dispatchEvent(new Event('input', { bubbles: true }));
          await afterTasks();
          const react = performance.now() - t0;
          const redraw = await frame();
          out.costs.push(react + redraw);
          out.react.push(react);
          out.redraw.push(redraw);
        }
        // The finger lifts: what settles on release is drawn before the next block.
        slider.dispatchEvent(new Event('change', { bubbles: true }));
        await afterTasks();
        await frame();
      }
      return out;
    },
    [id, lo, hi, moves],
  );

/** `taps` taps on the missed die 1 of the odds panel (re-roll picked / dropped: the planned odds recomputed), one per frame. */
const oddsTaps = (taps) =>
  page.evaluate(async (n) => {
    const afterTasks = () => new Promise((done) => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => done(undefined);
      ch.port2.postMessage(0);
    });
    const frame = () => new Promise((done) => requestAnimationFrame((ts) => done(performance.now() - ts)));
    const button = () => [...document.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').startsWith('Die 1: 1'));
    const out = { costs: [], react: [], redraw: [] };
    for (let i = 0; i < n; i++) {
      await frame();
      const t0 = performance.now();
      button().click();
      await afterTasks();
      const react = performance.now() - t0;
      const redraw = await frame();
      out.costs.push(react + redraw);
      out.react.push(react);
      out.redraw.push(redraw);
    }
    return out;
  }, taps);

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

try {
  console.info(`Combat at the table (Chromium ${context.browser()?.version() ?? ''} headless, software rendering; 4 warships, 16 fighters):`);
  const loadBefore = load();
  await open(false);
  await page.getByRole('button', { name: /^Plasma Cannons at HHF-2:/ }).click();
  await page.getByTestId('power-wizard').waitFor();
  const max = Number(await page.locator('#cb-along').getAttribute('max'));
  // The odds panel: 30 gun dice, half of them missed (1s); a tap toggles the missed die 1's re-roll (2 sensor tokens).
  await page.getByLabel(`Gun dice (${GUNS})`).fill([...Array(GUNS / 2).fill('1'), ...Array(GUNS / 2).fill('6')].join(' '));
  await page.getByRole('button', { name: 'Record the dice' }).click();
  await page.getByRole('button', { name: 'Die 1: 1' }).waitFor();
  const fire = await interleave({
    token: (n) => tokenDrag(page, { x: 24, y: 18 }, n, false),
    fire: (n) => scrub('cb-along', 0, max, n),
    odds: (n) => oddsTaps(n),
  });
  console.info(`  reference: drag a token (HHF-2) on the same table, same blocks: ${fmt(fire.all.token.costs)} ${split(fire.all.token)}`);
  console.info(`  scrub "Fire from" along the flown path (firing point, range circle, arc, line on the table; matrix on release): ${fmt(fire.all.fire.costs)} ${split(fire.all.fire)}; firing from ${await page.getByTestId('fire-from').textContent()}`);
  console.info(`  odds panel, ${GUNS} guns: tap a missed die (re-roll picked / dropped, planned odds recomputed): ${fmtBase(fire.all.odds.costs)} (${fire.all.odds.costs.length} taps) ${split(fire.all.odds)}`);
  console.info(`  ${ratioLine(fire, 'fire', '"Fire from" scrub')}`);
  console.info(`  ${ratioLine(fire, 'odds', `odds panel tap (${GUNS} guns)`)}`);

  await open(true);
  const d = page.locator('#act-distance');
  const lo = Number(await d.getAttribute('min'));
  const hi = Number(await d.getAttribute('max'));
  const plan = await interleave({
    token: (n) => tokenDrag(page, { x: 24, y: 18 }, n, false),
    planner: (n) => scrub('act-distance', lo, hi, n),
  });
  console.info(`  reference: drag a token (HHF-2) on the planning table, same blocks: ${fmt(plan.all.token.costs)} ${split(plan.all.token)}`);
  console.info(`  scrub the planner's distance (${lo}–${hi}″; the firing windows on the planned path settle on release): ${fmt(plan.all.planner.costs)} ${split(plan.all.planner)}; ${await page.getByTestId('planned-windows').getAttribute('data-bands')} bands`);
  console.info(`  ${ratioLine(plan, 'planner', "planner's distance")}`);
  console.info(`  LOAD /proc/loadavg before ${loadBefore}, after ${load()}`);
} finally {
  await close();
}
