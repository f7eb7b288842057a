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
// slider; 32 blocks of 20 moves each after a warm-up block, each block begun on a settled page: BENCH_BLOCKS and
// BENCH_MOVES change them; 8 × 40 before issue 24's marker work) so each samples the same load of the shared machine;
// the RATIO lines give each p95 and p50 beside the token drag's, the ratio of the p95s (target ≤ 1.5×) and the
// median of the per-block ratios.
// BENCH_ROOT=folder serves another build (main's, built in a folder of its own) to this same script.
// Diagnostics (not the target's figures): BENCH_TRACE=1|diff prints, per move, the trace's events by thread for
// each gesture (devtools.timeline, blink, v8, cc), the canvases each one draws (clears and drawing calls per canvas)
// and the DOM changes while it runs; BENCH_PROFILE=1 (with BENCH_TRACE) a JS profile's self time per function;
// BENCH_POS=1 where in its block each gesture's slowest moves fall; BENCH_EXPERIMENT=arc,template,text,dash,fill,all
// measures the marker drag with a part of the ghost hidden.
// 3. The reachable envelope: from the tap on the toggle to the next painted frame, and the engine's own time
//    (the panel's data-ms: its first call for this allocation; later toggles reuse it).
import { benchLoop, benchOpen, fmt as fmtBase, interleave, parts as split, pct, ratioLine, slide, tokenDrag } from './bench-kit.mjs';
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
// 32 blocks of 20 moves per gesture (640 moves each), alternated: a burst of the shared machine's load falls on the
// three gestures more evenly than in 8 blocks of 40, and a p95 of 640 moves is steadier than one of 320 (at load
// 6–16 the marker's ratio went 0.92–1.86× over twelve runs of 320 moves, 0.86–1.40× over twelve of 640; see
// src/kalidasia/ui/activation/README.md). BENCH_BLOCKS=8 BENCH_MOVES=40 measures as before issue 24's marker work.
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 32);
const MOVES = Number(process.env.BENCH_MOVES ?? 20);
// BENCH_ROOT: serve another build (main's, built in a folder of its own) with this same script.
const { context, page: firstPage, base: benchBase, close } = await benchOpen(port, process.env.BENCH_ROOT ? { root: process.env.BENCH_ROOT } : {});
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

  if (process.env.BENCH_TRACE) {
    // A trace of each gesture (devtools.timeline, blink, v8, cc): the time per move of each kind of work, by thread,
    // the gesture beside the token drag (BENCH_TRACE=1; not a measurement of the target: tracing slows everything).
    const cdp = await context.newCDPSession(page);
    const traced = async (name, run) => {
      const got = [];
      const onData = (d) => got.push(...d.value);
      cdp.on('Tracing.dataCollected', onData);
      const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
      await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8', 'cc', 'gpu', 'toplevel', 'blink.user_timing'] } });
      let moves = 0;
      for (let k = 0; k < 4; k++) moves += (await run(40)).costs.length;
      await cdp.send('Tracing.end');
      await done;
      cdp.off('Tracing.dataCollected', onData);
      const threads = new Map();
      for (const e of got) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
      const sum = new Map();
      for (const e of got) {
        if (e.ph !== 'X' || !e.dur) continue;
        const t = threads.get(`${e.pid}:${e.tid}`) ?? '?';
        if (!/CrRendererMain|Compositor|Raster|Viz|CrGpuMain/.test(t)) continue;
        const k = `${t.replace(/\d+$/, '')} | ${e.name}`;
        sum.set(k, (sum.get(k) ?? 0) + e.dur / 1000);
      }
      return { name, moves, sum };
    };
    // Which canvases are drawn per move: each canvas's clears and drawing calls (Konva clears a layer's scene or hit
    // canvas before drawing it), by its place (the stage's layers in order, a hit canvas off the page, the slider's).
    const counted = async (name, run) => {
      await page.evaluate(() => {
        const P = CanvasRenderingContext2D.prototype;
        const w = window;
        w.benchCalls = new Map();
        if (!w.benchOrig) {
          w.benchOrig = {};
          for (const k of ['clearRect', 'fill', 'stroke', 'fillText', 'drawImage', 'setLineDash']) {
            const f = P[k];
            w.benchOrig[k] = f;
            P[k] = function (...args) {
              const m = w.benchCalls.get(this.canvas) ?? {};
              m[k] = (m[k] ?? 0) + 1;
              w.benchCalls.set(this.canvas, m);
              return f.apply(this, args);
            };
          }
        }
      });
      const m = await run(40);
      const out = await page.evaluate(() => {
        const stage = document.querySelector('[data-testid="table-stage"] .konvajs-content');
        const layers = stage ? [...stage.querySelectorAll('canvas')] : [];
        return [...window.benchCalls].map(([c, v]) => ({ where: layers.includes(c) ? `stage canvas ${layers.indexOf(c)} of ${layers.length}` : c.isConnected ? `page canvas ${c.className}` : `off-page ${c.width}×${c.height}`, ...v }));
      });
      console.info(`COUNT ${name} (${m.costs.length} moves): ${out.map((o) => `${o.where}: ${Object.entries(o).filter(([k]) => k !== 'where').map(([k, v]) => `${k} ${(v / m.costs.length).toFixed(1)}`).join(', ')}`).join(' | ')}`);
    };
    // DOM changes while each gesture runs (any is a style/paint/accessibility cost beyond the canvas).
    const mutations = async (name, run) => {
      await page.evaluate(() => {
        window.benchMut = [];
        window.benchMo?.disconnect();
        window.benchMo = new MutationObserver((ms) => {
          for (const m of ms) window.benchMut.push(`${m.type} ${m.target.nodeName}${m.target.id ? '#' + m.target.id : ''}${m.target.className && typeof m.target.className === 'string' ? '.' + m.target.className.split(' ')[0] : ''} ${m.attributeName ?? ''}`);
        });
        window.benchMo.observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true });
      });
      const m = await run(40);
      const out = await page.evaluate(() => {
        window.benchMo.disconnect();
        const c = new Map();
        for (const k of window.benchMut) c.set(k, (c.get(k) ?? 0) + 1);
        return [...c].sort((a, b) => b[1] - a[1]).slice(0, 12);
      });
      console.info(`MUTATIONS ${name} (${m.costs.length} moves): ${out.map(([k, v]) => `${k} ×${v}`).join(' | ')}`);
    };
    await mutations('token', (n) => tokenDrag(page, tk.S1, n, false));
    await mutations('marker', (n) => marker(n));
    await mutations('slider', (n) => slide(page, 'act-distance', 13, 15, n));
    await counted('token', (n) => tokenDrag(page, tk.S1, n, false));
    await counted('marker', (n) => marker(n));
    await counted('slider', (n) => slide(page, 'act-distance', 13, 15, n));
    // A JS profile of each gesture: self time per function per move (the top ones).
    const profiled = async (name, run) => {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
      await cdp.send('Profiler.start');
      let moves = 0;
      for (let k = 0; k < 4; k++) moves += (await run(40)).costs.length;
      const { profile } = await cdp.send('Profiler.stop');
      const self = new Map();
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const dt = new Map();
      profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
      for (const [id, ms] of dt) {
        const n = byId.get(id);
        const f = n.callFrame;
        const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
        self.set(k, (self.get(k) ?? 0) + ms);
      }
      const rows = [...self].filter(([k]) => !/^\((idle|program|garbage collector)\)/.test(k) || true).sort((p, q) => q[1] - p[1]).slice(0, 25);
      console.info(`PROFILE ${name}: ${rows.map(([k, v]) => `\n  ${(v / moves).toFixed(3)} ms ${k}`).join('')}`);
    };
    if (process.env.BENCH_PROFILE) {
      await profiled('token', (n) => tokenDrag(page, tk.S1, n, false));
      await profiled('marker', (n) => marker(n));
    }
    const a = await traced('token', (n) => tokenDrag(page, tk.S1, n, false));
    const b = await traced('marker', (n) => marker(n));
    const c = await traced('slider', (n) => slide(page, 'act-distance', 13, 15, n));
    const keys = new Set([...a.sum.keys(), ...b.sum.keys(), ...c.sum.keys()]);
    const rows = [...keys].map((k) => [k, (a.sum.get(k) ?? 0) / a.moves, (b.sum.get(k) ?? 0) / b.moves, (c.sum.get(k) ?? 0) / c.moves]);
    rows.sort((p, q) => process.env.BENCH_TRACE === 'diff' ? Math.abs(q[2] - q[1]) - Math.abs(p[2] - p[1]) : Math.max(q[2], q[3], q[1]) - Math.max(p[2], p[3], p[1]));
    console.info(`TRACE ms per move (all events, nested ones counted in each): token | marker | slider | thread | event`);
    for (const [k, t, m, sl] of rows.slice(0, Number(process.env.BENCH_TRACE_ROWS ?? 60))) console.info(`TRACE ${t.toFixed(3).padStart(7)} ${m.toFixed(3).padStart(7)} ${sl.toFixed(3).padStart(7)}  ${k}`);
  }

  console.info(`Maneuver planner (Chromium ${context.browser()?.version() ?? ''} headless, software rendering):`);
  const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const loadBefore = load();
  if (process.env.BENCH_EXPERIMENT) {
    // What each part of the ghost's drawing costs a marker move: the same drag with a part hidden (not a product change).
    const hide = (what, on) =>
      page.evaluate(
        ([w, o]) => {
          const layer = window.Konva.stages[0].getLayers().find((l) => l.name() === 'move-ghost-layer');
          for (const n of layer.find('Shape')) {
            const c = n.getClassName();
            const hit =
              w === 'arc' ? n.radius?.() === 16 : w === 'template' ? (c === 'Wedge' && n.radius() !== 16) || (c === 'Line' && n.points().length === 4 && n.strokeWidth() < 14) : w === 'text' ? c === 'Text' : w === 'all';
            if (w === 'dash') n.dashEnabled(!o);
            else if (w === 'fill') n.fillEnabled(!o);
            else if (hit) n.visible(!o);
          }
        },
        [what, on],
      );
    const variant = (what) => async (n) => {
      await hide(what, true);
      const m = await marker(n);
      await hide(what, false);
      return m;
    };
    const names = (process.env.BENCH_EXPERIMENT ?? '').split(',');
    const ex = await interleave({ token: (n) => tokenDrag(page, tk.S1, n, false), marker: (n) => marker(n), ...Object.fromEntries(names.map((w) => [w, variant(w)])) }, { blocks: BLOCKS, moves: MOVES });
    for (const k of ['marker', ...names]) console.info(`  EXPERIMENT ${k}: median ${pct(ex.all[k].costs, 50).toFixed(2)} ms (script ${pct(ex.all[k].script, 50).toFixed(2)}, callbacks ${pct(ex.all[k].callbacks, 50).toFixed(2)}, rendering ${pct(ex.all[k].rendering, 50).toFixed(2)}), p95 ${pct(ex.all[k].costs, 95).toFixed(2)}; ${ratioLine(ex, k, k)}`);
    console.info(`  EXPERIMENT token: median ${pct(ex.all.token.costs, 50).toFixed(2)} ms (script ${pct(ex.all.token.script, 50).toFixed(2)}, callbacks ${pct(ex.all.token.callbacks, 50).toFixed(2)}, rendering ${pct(ex.all.token.rendering, 50).toFixed(2)})`);
  }
  const blocksOf = { token: [], marker: [], slider: [] };
  // Each block starts on a settled page: what the previous block's release set off (the Game screen's render when a
  // marker is dropped or the slider lifted, "Adjust to the table" toggled, the layers it redraws) is not measured in
  // the next gesture's first moves.
  const settle = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => done(undefined), { timeout: 1000 })))));
  const kept = (name, f) => async (n) => {
    await settle();
    const m = await f(n);
    blocksOf[name].push(m.costs);
    (blocksOf[`${name} parts`] ??= []).push(m);
    return m;
  };
  const r = await interleave({
    token: kept('token', (n) => tokenDrag(page, tk.S1, n, false)),
    marker: kept('marker', (n) => marker(n)),
    slider: kept('slider', (n) => slide(page, 'act-distance', 13, 15, n)),
  }, { blocks: BLOCKS, moves: MOVES });
  if (process.env.BENCH_POS) {
    // Where in its block each gesture's slowest moves fall (the p95's samples): the first moves of a block, or anywhere.
    for (const [name, bl] of Object.entries(blocksOf).filter(([k]) => !k.endsWith(' parts'))) {
      const all = bl.slice(1).flatMap((costs, b) => costs.map((c, i) => ({ c, i, b })));
      const top = [...all].sort((p, q) => q.c - p.c).slice(0, Math.ceil(all.length * 0.05));
      const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];
      const buckets = Array.from({ length: Math.ceil(MOVES / 5) }, (_, k) => all.filter((t) => Math.floor(t.i / 5) === k).map((t) => t.c));
      console.info(`POS ${name}: median / p90 by moves 0–4, 5–9, …: ${buckets.map((b) => `${med(b).toFixed(1)}/${p90(b).toFixed(1)}`).join('  ')}`);
      const pb = (blocksOf[`${name} parts`] ?? []).slice(1);
      for (const part of ['script', 'callbacks', 'rendering']) {
        const xs = pb.flatMap((m) => m[part].map((c, i) => ({ c, i })));
        const bk = Array.from({ length: Math.ceil(MOVES / 5) }, (_, k) => xs.filter((t) => Math.floor(t.i / 5) === k).map((t) => t.c));
        console.info(`POS ${name} ${part}: median by moves 0–4, 5–9, …: ${bk.map((b) => med(b).toFixed(2)).join('  ')}`);
      }
      console.info(`POS ${name}: slowest 5% at move index ${top.map((t) => `${t.i}(${t.c.toFixed(1)})`).join(' ')}`);
    }
  }
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
