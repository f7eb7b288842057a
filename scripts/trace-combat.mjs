// Diagnosis (not a test, not a benchmark): a Chromium trace of the odds panel's taps and of a token drag on the
// same page (issue 24, target 6), written to TRACE_OUT (default /tmp/combat-trace-<what>.json) for
// scripts/trace-summary.mjs. Usage: npx vite build && node scripts/trace-combat.mjs
// Each tap / move is marked (`performance.mark('step<i>')`) so the summary can cut the trace per tap.
// Knobs (environment): TRACE_WHAT=odds,token[,touch] (what is traced, one file each; touch = real CDP touch taps on
// die 1), TRACE_N (steps, 60), TRACE_ACT=click|pressed|text|opacity|none (what an odds step does), TRACE_SETUP=touch (the
// setup's presses are taps: no mouse position, no hover updates), TRACE_CSS (a style sheet added for an A/B),
// TRACE_ROOT (another build, e.g. `vite build --minify false --outDir …` for named JS profiles), TRACE_CATS.
import { writeFileSync } from 'node:fs';
import { benchLoop, benchOpen, tokenDrag } from './bench-kit.mjs';
import { createServer } from 'vite';

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent', optimizeDeps: { noDiscovery: true, include: [] } });
const scene = await vite.ssrLoadModule('/test/browser/combatGame.ts');
await vite.close();

const GUNS = 30;
const N = Number(process.env.TRACE_N ?? 60);
const OUT = process.env.TRACE_OUT ?? '/tmp/combat-trace';
const CATEGORIES = (process.env.TRACE_CATS ??
  'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.invalidationTracking,blink,blink.user_timing,cc,viz,gpu,benchmark,toplevel,input,disabled-by-default-devtools.timeline.frame').split(',');

const { page, base, close } = await benchOpen(0, process.env.TRACE_ROOT ? { root: process.env.TRACE_ROOT } : {});
try {
  await page.goto(base + '/kalidasia/game');
  const f = scene.combatGameFile('Trace', false);
  const game = JSON.parse(f.buffer.toString());
  game.packOverrides = [{ path: 'ships.SFP.batteries.1.gunCount', value: GUNS, note: 'benchmark' }];
  await page.getByLabel('Import a game file').setInputFiles({ ...f, buffer: Buffer.from(JSON.stringify(game)) });
  await page.waitForURL(/\/kalidasia\/game\/(?!new)[^/]+$/);
  await page.waitForSelector('[data-testid="table-stage"] canvas');
  await page.getByTestId('fire-panel').waitFor();
  // TRACE_SETUP=touch: the setup's taps are touches (a tablet), not mouse clicks (the mouse's position stays unknown).
  const touch = process.env.TRACE_SETUP === 'touch';
  const press = (loc) => (touch ? loc.tap() : loc.click());
  await press(page.getByRole('button', { name: /^Plasma Cannons at HHF-2:/ }));
  await page.getByTestId('power-wizard').waitFor();
  await page.getByLabel(`Gun dice (${GUNS})`).fill([...Array(GUNS / 2).fill('1'), ...Array(GUNS / 2).fill('6')].join(' '));
  await press(page.getByRole('button', { name: 'Record the dice' }));
  await page.getByRole('button', { name: 'Die 1: 1' }).waitFor();
  // The service worker's precache (every asset fetched once after the first load) done before anything is traced.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // TRACE_CSS: a style sheet added to the page for an A/B of CSS (containment…).
  if (process.env.TRACE_CSS)
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, process.env.TRACE_CSS);
  await benchLoop(page);
  const cdp = await page.context().newCDPSession(page);

  const traced = async (what, run) => {
    await run(10); // warm
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' }, transferMode: 'ReportEvents' });
    const out = await run(N);
    await cdp.send('Tracing.end');
    await done;
    cdp.removeAllListeners('Tracing.dataCollected');
    writeFileSync(`${OUT}-${what}.json`, JSON.stringify({ traceEvents: events }));
    const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(2);
    console.info(`${what}: ${events.length} events → ${OUT}-${what}.json; loop median cost ${med(out.costs)} ms (script ${med(out.script)}, callbacks ${med(out.callbacks)}, rendering ${med(out.rendering)})`);
  };

  // TRACE_ACT: what a step does — click (default: the die tapped, React), pressed (the die's aria-pressed set by hand),
  // text (the commit button's words set by hand), none (nothing: the frame alone).
  const taps = (n) =>
    page.evaluate(
      async ([k, act]) => {
        const button = () => [...document.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').startsWith('Die 1: 1'));
        const die = button();
        const commit = [...document.querySelectorAll('button')].find((b) => b.textContent === 'No re-rolls');
        return window.tablesideBenchMeasure(k, (i) => {
          performance.mark(`step${i}`);
          if (act === 'click') button().click();
          else if (act === 'pressed') die.setAttribute('aria-pressed', String(i % 2 === 1));
          else if (act === 'text') commit.firstChild.data = i % 2 === 1 ? 'Re-roll 1 with sensor points' : 'No re-rolls';
          else if (act === 'opacity') die.style.opacity = i % 2 === 1 ? '0.5' : '1';
        });
      },
      [n, process.env.TRACE_ACT ?? 'click'],
    );
  // The token drag with a mark per move: tokenDrag's act wrapped by patching the loop for the duration.
  const drag = async (n) => {
    await page.evaluate(() => {
      const orig = window.tablesideBenchMeasure;
      window.tablesideTraceMeasure = orig;
      window.tablesideBenchMeasure = (k, act) => orig(k, (i) => { performance.mark(`step${i}`); act(i); });
    });
    const out = await tokenDrag(page, { x: 24, y: 18 }, n, false);
    await page.evaluate(() => { window.tablesideBenchMeasure = window.tablesideTraceMeasure; });
    return out;
  };
  // TRACE_WHAT=touch: real taps (CDP touch events: touchstart, touchend and the click Chromium makes of them, with the
  // focus moving and :active as on a tablet), one after two frames; the step marked in a capturing touchstart listener.
  const touches = async (n) => {
    await page.evaluate(() => {
      let i = 0;
      window.tablesideTraceTouchMark ??= document.addEventListener('touchstart', () => performance.mark(`step${++i}`), { capture: true, passive: true }) ?? true;
      window.tablesideTraceTouchReset = () => { i = 0; };
    });
    await page.evaluate(() => window.tablesideTraceTouchReset());
    const box = await page.getByRole('button', { name: 'Die 1: 1' }).boundingBox();
    for (let i = 0; i < n; i++) {
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(undefined)))));
    }
    return { costs: [0], script: [0], callbacks: [0], rendering: [0] };
  };
  const which = (process.env.TRACE_WHAT ?? 'odds,token').split(',');
  for (const w of which) await traced(w, w === 'odds' ? taps : w === 'touch' ? touches : drag);
} finally {
  await close();
}
