// Benchmark (not a test): the maneuver planner (issue 14) in Debian's Chromium against the production build.
// Usage: npx vite build && node scripts/bench-activation.mjs      (npm run bench:activation builds first)
//
// A starter game at the move step of HHF-1 (1 accelerate + 2 starboard: band 13–15″, turning B), built with the
// game core in Node and imported as a game file through the saved-games list. With one turn placed (ghost path,
// final footprint, turning template, combat arc at the scrubber point, the turn's allowed stretch drawn):
// 1. Dragging the turn marker along the path, one pointer move per animation frame.
// 2. Dragging the distance slider, one input event per animation frame.
// For each move the cost is the main thread's work for it, measured by bench-kit's shared loop (`installLoop`): the
// move is dispatched from a task before a frame; its script (the event and React's render and commit, until a
// message posted after it runs: React's scheduler task runs before it), the next frame's animation-frame callbacks
// (Konva's draw) and that frame's rendering (style, layout, paint, commit), summed; the lines print the three parts.
// The reference (issue 24): a plain token drag (SFP-1, Adjust to the table) on the same table in the same run,
// measured the same way (bench-kit's tokenDrag). The three gestures alternate in short blocks (token, marker,
// slider; 8 blocks of 40 moves each after a warm-up block) so each samples the same load of the shared machine;
// the RATIO lines give each p95 and p50 beside the token drag's, the ratio of the p95s (target ≤ 1.5×) and the
// median of the per-block ratios.
// 3. The reachable envelope: from the tap on the toggle to the next painted frame, and the engine's own time
//    (the panel's data-ms: its first call for this allocation; later toggles reuse it).
import { benchLoop, benchOpen, fmt as fmtBase, interleave, parts as split, ratioLine, slide, tokenDrag } from './bench-kit.mjs';
import { readFileSync } from 'node:fs';
import { createServer } from 'vite';

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent', optimizeDeps: { noDiscovery: true, include: [] } });
const tk = await vite.ssrLoadModule('/src/kalidasia/game/testkit.testing.ts');
const core = await vite.ssrLoadModule('/src/kalidasia/game/index.ts');
await vite.close();

const setup = tk.setupOf();
const events = [];
let s = tk.fresh(setup);
const apply = (body) => {
  const e = core.ev(body);
  const r = core.gameApply(s, e);
  if (!r.ok) throw new Error(`${body.type}: ${r.reason}`);
  s = r.state;
  events.push(e);
};
const e1 = tk.escortPoses(core.gameApply(s, core.ev({ type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } })).state, 'SFP', tk.S1, 4);
apply({ type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } });
const e2 = tk.escortPoses(s, 'SFP', tk.S2, 4);
apply({ type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: tk.H1, velocity: tk.V10, escorts: [] });
apply({ type: 'deployShip', player: 'surakari', ship: 'SFP-1', pose: tk.S1, velocity: tk.V10, escorts: e1.map((p, i) => ({ fighter: `Interceptor ${i + 1}`, pose: p })) });
apply({ type: 'deployShip', player: 'heragul', ship: 'HHF-2', pose: tk.H2, velocity: tk.V10, escorts: [] });
apply({ type: 'deployShip', player: 'surakari', ship: 'SFP-2', pose: tk.S2, velocity: tk.V10, escorts: e2.map((p, i) => ({ fighter: `Interceptor ${i + 5}`, pose: p })) });
apply({ type: 'deployFighters', player: 'heragul', fighters: Array.from({ length: 8 }, (_, i) => ({ fighter: `Hunter ${i + 1}`, pose: { x: 28 + i * 2, y: 10, heading: 90 } })) });
apply({ type: 'initiativeRoll', rolls: { heragul: 5, surakari: 2 } });
for (let x = core.expected(s); x.kind === 'initiativeBonus' || x.kind === 'escorts'; x = core.expected(s)) {
  apply(x.kind === 'initiativeBonus' ? { type: 'initiativeBonus', player: x.player, cards: [] } : { type: 'escorts', player: x.player, escorts: [], moved: [] });
}
const x = core.expected(s);
apply({ type: 'actionOrder', player: x.kind === 'actionOrder' ? x.player : 'heragul', order: 'initiative' });
apply({ type: 'activateShip', player: 'heragul', ship: 'HHF-1' });
apply({ type: 'sensors', ship: 'HHF-1', placement: { 'SFP-1': 1 } });
apply({ type: 'engines', ship: 'HHF-1', engine: { velocity: { maneuver: 'accelerate', points: 1 }, turn: { maneuver: 'starboard', points: 2 } }, thrusters: null });
const file = {
  name: 'planner.kalidasia.json',
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify({ format: 'tableside.kalidasia.game', version: 1, setup, packOverrides: [], events, tableside: { name: 'Planner bench', table: { width: 72, height: 48 } } })),
};

const port = Number(process.env.BENCH_PORT ?? 4188);
const { context, page: firstPage, base: benchBase, close } = await benchOpen(port);
const fmt = (xs) => `${fmtBase(xs)} (${xs.length} moves)`;

try {
  const page = firstPage;
  const base = benchBase;
  await page.goto(base + '/kalidasia/game');
  await page.getByLabel('Import a game file').setInputFiles(file);
  await page.waitForURL(/\/kalidasia\/game\/(?!new)[^/]+$/);
  await page.waitForSelector('[data-testid="table-stage"] canvas');
  await page.getByRole('button', { name: 'Add a turn' }).click();
  await page.getByRole('button', { name: 'Turn 1: engine notches to starboard: one more', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="turn-0"]')?.getAttribute('data-at') === '4');
  await page.waitForTimeout(300);
  if (process.env.BENCH_SHOT) {
    // A picture of the planner for the README or a review (not a measurement).
    await page.getByRole('button', { name: 'Reachable envelope off' }).click();
    await page.getByTestId('envelope').waitFor();
    await page.screenshot({ path: process.env.BENCH_SHOT });
    await page.getByRole('button', { name: 'Reachable envelope on' }).click();
  }

  /** The turn marker: one pointer move per frame for `moves` frames, measured by bench-kit's shared loop. */
  const marker = async (moves) => {
    await benchLoop(page);
    return page.evaluate(async (frames) => {
      const el = document.querySelector('[data-testid="table-stage"]');
      const r = el.getBoundingClientRect();
      const v = { x: Number(el.dataset.viewX), y: Number(el.dataset.viewY), s: Number(el.dataset.viewScale) };
      const at = (px, py) => ({ x: r.left + v.x + px * v.s, y: r.top + v.y + py * v.s });
      const pointer = (type, p) => el.dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: p.x, clientY: p.y, bubbles: true, cancelable: true, button: 0 }));
      // HHF-1 starts at (20, 6) facing 90° (down the table): the turn marker starts 4″ along, at (20, 10).
      pointer('pointerdown', at(20, 10));
      const out = await window.tablesideBenchMeasure(frames, (i) => {
        const t = i / frames;
        pointer('pointermove', at(20 + 0.3 * Math.sin(t * 9), 10 + 6 * Math.sin(t * Math.PI)));
      });
      pointer('pointerup', at(20, 10));
      return out;
    }, moves);
  };

  console.info(`Maneuver planner (Chromium ${context.browser()?.version() ?? ''} headless, software rendering):`);
  const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const loadBefore = load();
  const r = await interleave({
    token: (n) => tokenDrag(page, tk.S1, n, false),
    marker: (n) => marker(n),
    slider: (n) => slide(page, 'act-distance', 13, 15, n),
  });
  const { slider, token } = r.all;
  const moved = await page.getByTestId('turn-0').getAttribute('data-at');
  console.info(`  drag the turn marker (ghost path, footprint, template, arc): ${fmt(r.all.marker.costs)} ${split(r.all.marker)}; the turn ended at ${moved}″`);
  console.info(`  drag the distance slider (same drawing): ${fmt(slider.costs)} ${split(slider)}; distance now ${await page.locator('#act-distance').evaluate((el) => el.getAttribute('aria-valuetext') ?? el.value)}`);
  console.info(`  reference: drag a token (SFP-1) on the same table, same run: ${fmt(token.costs)} ${split(token)}`);
  console.info(`  ${ratioLine(r, 'marker', 'turn marker')} (target ≤ 1.5×)`);
  console.info(`  ${ratioLine(r, 'slider', 'distance slider')} (target ≤ 1.5×)`);
  console.info(`  LOAD /proc/loadavg before ${loadBefore}, after ${load()}`);

  const toggle = async () =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const b = [...document.querySelectorAll('button')].find((q) => /^Reachable envelope/.test(q.textContent ?? ''));
          const t0 = performance.now();
          b.click();
          // Frames while the worker computes: the main thread stays free (the longest gap between frames).
          let last = t0;
          let gap = 0;
          const wait = (ts) => {
            gap = Math.max(gap, ts - last);
            last = ts;
            const on = document.querySelector('[data-testid="envelope"]');
            if (on) requestAnimationFrame((ts2) => resolve({ paint: ts2 - t0, engine: Number(on.getAttribute('data-ms')), gap }));
            else requestAnimationFrame(wait);
          };
          requestAnimationFrame(wait);
        }),
    );
  const off = () => page.getByRole('button', { name: 'Reachable envelope on' }).click();
  const runs = [];
  for (let k = 0; k < 6; k++) {
    runs.push(await toggle());
    await off();
  }
  console.info(`  envelope, tap → painted: first ${runs[0].paint.toFixed(1)} ms (planEnvelope ${runs[0].engine.toFixed(2)} ms, its first call; longest frame gap meanwhile ${runs[0].gap.toFixed(1)} ms), then ${runs.slice(1).map((q) => q.paint.toFixed(1)).join(', ')} ms (kept)`);
} finally {
  await close();
}
