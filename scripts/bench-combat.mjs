// Benchmark (not a test): combat at the table (issue 15) in Debian's Chromium against the production build.
// Usage: npx vite build && node scripts/bench-combat.mjs      (npm run bench:combat builds first)
//
// The prepared combat game of the browser tests (test/browser/combatGame.ts: 4 warships, 16 fighters), imported
// as a game file through the saved-games list.
// 1. Scrubbing the fire panel's "Fire from" slider (SFP-1 after its move, Plasma Cannons at HHF-2 chosen: matrix
//    at the point, bands, range circle, arc, measured line), one input event per animation frame.
// 2. Scrubbing the planner's distance slider before the move (the same game stopped at SFP-1's move step): the
//    firing windows on the planned path recomputed and redrawn with the planner's own drawing.
// Each move is measured by bench-kit's shared loop (`installLoop`): dispatched from a task before a frame, its cost is
// the script (the event and React, until a message posted after it), the next frame's callbacks (Konva's draw) and
// that frame's rendering (style, layout, paint, commit), summed; the lines print the three parts.
// 3. The odds panel with SFP-1's Plasma Cannons at 30 guns (a pack override in the imported file): a tap on a
//    missed die (re-roll picked or dropped: the planned odds recomputed), measured the same way.
// The reference (issue 24): a plain token drag (HHF-2, Adjust to the table) on the same table in the same run,
// measured the same way (bench-kit's tokenDrag). The gestures alternate in short blocks so each samples the same
// load of the shared machine: on the moved game token / "Fire from" / odds taps, then on the planning game token /
// planner distance (8 blocks of 40 moves or taps each, after a warm-up block). The RATIO lines give each p95 and
// p50 beside the token drag's of the same blocks, the ratio of the p95s and the median of the per-block ratios.
// Each slider is released (the finger lifts) at the end of each block: the matrix / the firing windows settle then.
import { readFileSync } from 'node:fs';
import { benchLoop, benchOpen, fmt as fmtBase, interleave, parts as split, ratioLine, serviceWorkerSettled, slide, tokenDrag } from './bench-kit.mjs';
import { createServer } from 'vite';

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent', optimizeDeps: { noDiscovery: true, include: [] } });
const scene = await vite.ssrLoadModule('/test/browser/combatGame.ts');
await vite.close();

const port = Number(process.env.BENCH_PORT ?? 0);
const { context, page, base, close } = await benchOpen(port);
const fmt = (xs) => `${fmtBase(xs)} (${xs.length} moves)`;

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

/** `taps` taps on the missed die 1 of the odds panel (re-roll picked / dropped: the planned odds recomputed), one per frame. */
const oddsTaps = async (taps) => {
  await benchLoop(page);
  return page.evaluate(async (n) => {
    const button = () => [...document.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').startsWith('Die 1: 1'));
    return window.tablesideBenchMeasure(n, () => button().click());
  }, taps);
};

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

try {
  console.info(`Combat at the table (Chromium ${context.browser()?.version() ?? ''} headless, software rendering; 4 warships, 16 fighters)${process.env.BENCH_ROOT ? `, build served from ${process.env.BENCH_ROOT}` : ''}:`);
  const loadBefore = load();
  await open(false);
  await serviceWorkerSettled(page);
  // Every press of the setup is a tap (a finger, as on the tablet: no mouse position is left for hover updates).
  await page.getByRole('button', { name: /^Plasma Cannons at HHF-2:/ }).tap();
  await page.getByTestId('power-wizard').waitFor();
  // The slider's bounds: the app's own slider's aria values (a native range input's min / max before issue 24).
  const bound = (sel, what) => page.locator(sel).evaluate((el, w) => Number(el.getAttribute(el instanceof HTMLInputElement ? w : `aria-value${w}`)), what);
  const max = await bound('#cb-along', 'max');
  // The odds panel: 30 gun dice, half of them missed (1s); a tap toggles the missed die 1's re-roll (2 sensor tokens).
  await page.getByLabel(`Gun dice (${GUNS})`).fill([...Array(GUNS / 2).fill('1'), ...Array(GUNS / 2).fill('6')].join(' '));
  await page.getByRole('button', { name: 'Record the dice' }).tap();
  await page.getByRole('button', { name: 'Die 1: 1' }).waitFor();
  const fire = await interleave({
    token: (n) => tokenDrag(page, { x: 24, y: 18 }, n, false),
    fire: (n) => slide(page, 'cb-along', 0, max, n),
    odds: (n) => oddsTaps(n),
  });
  console.info(`  reference: drag a token (HHF-2) on the same table, same blocks: ${fmt(fire.all.token.costs)} ${split(fire.all.token)}`);
  console.info(`  scrub "Fire from" along the flown path (firing point, range circle, arc, line on the table; matrix on release): ${fmt(fire.all.fire.costs)} ${split(fire.all.fire)}; firing from ${await page.locator('#cb-along').evaluate((el) => el.getAttribute('aria-valuetext') ?? el.textContent)}`);
  console.info(`  odds panel, ${GUNS} guns: tap a missed die (re-roll picked / dropped, planned odds recomputed): ${fmtBase(fire.all.odds.costs)} (${fire.all.odds.costs.length} taps) ${split(fire.all.odds)}`);
  console.info(`  ${ratioLine(fire, 'fire', '"Fire from" scrub')}`);
  console.info(`  ${ratioLine(fire, 'odds', `odds panel tap (${GUNS} guns)`)}`);

  await open(true);
  const lo = await bound('#act-distance', 'min');
  const hi = await bound('#act-distance', 'max');
  const plan = await interleave({
    token: (n) => tokenDrag(page, { x: 24, y: 18 }, n, false),
    planner: (n) => slide(page, 'act-distance', lo, hi, n),
  });
  console.info(`  reference: drag a token (HHF-2) on the planning table, same blocks: ${fmt(plan.all.token.costs)} ${split(plan.all.token)}`);
  console.info(`  scrub the planner's distance (${lo}–${hi}″; the firing windows on the planned path settle on release): ${fmt(plan.all.planner.costs)} ${split(plan.all.planner)}; ${await page.getByTestId('planned-windows').getAttribute('data-bands')} bands`);
  console.info(`  ${ratioLine(plan, 'planner', "planner's distance")}`);
  console.info(`  LOAD /proc/loadavg before ${loadBefore}, after ${load()}`);
} finally {
  await close();
}
