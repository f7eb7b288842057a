// Summary of a trace written by scripts/trace-combat.mjs (issue 24, target 6): per step (a tap or a move, cut at the
// `step<i>` marks), the main thread's parts and the compositor's, raster's and display compositor's work; medians
// (and p90) over the steps. Usage: node scripts/trace-summary.mjs /tmp/combat-trace-odds.json [...]
import { readFileSync } from 'node:fs';

const PARTS = [
  // [label, thread, event name]
  ['event dispatch', 'CrRendererMain', 'EventDispatch'],
  ['main thread, all tasks', 'CrRendererMain', 'RunTask'],
  ['BeginMainFrame (the frame on the main thread)', 'CrRendererMain', 'ProxyMain::BeginMainFrame'],
  ['  UpdateLayoutTree (style)', 'CrRendererMain', 'UpdateLayoutTree'],
  ['  Layout', 'CrRendererMain', 'Layout'],
  ['  hover update after layout (fake mouse move)', 'CrRendererMain', 'EventHandler::handleMouseMoveEvent'],
  ['  animation frame callbacks', 'CrRendererMain', 'PageAnimator::serviceScriptedAnimations'],
  ['  PrePaint', 'CrRendererMain', 'PrePaint'],
  ['  Paint', 'CrRendererMain', 'Blink.Paint.UpdateTime'],
  ['  Layerize', 'CrRendererMain', 'Layerize'],
  ['  Commit (main)', 'CrRendererMain', 'Commit'],
  ['compositor thread', 'Compositor', 'ThreadControllerImpl::RunTask'],
  ['raster (workers)', 'ThreadPoolForegroundWorker', 'RasterTask'],
  ['display compositor DrawAndSwap', 'VizCompositorThread', 'Display::DrawAndSwap'],
  ['display compositor, all', 'VizCompositorThread', 'ThreadControllerImpl::RunTask'],
];

function load(file) {
  const ev = JSON.parse(readFileSync(file, 'utf8')).traceEvents;
  const threads = new Map();
  for (const e of ev) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const marks = new Map();
  for (const e of ev) if (String(e.cat).includes('user_timing') && /^step\d+$/.test(e.name) && !marks.has(e.name)) marks.set(e.name, e.ts);
  const cuts = [...marks.values()].sort((a, b) => a - b);
  // Complete events (X, or B/E pairs) with their thread's name.
  const out = [];
  const open = new Map();
  for (const e of [...ev].sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0))) {
    const k = `${e.pid}:${e.tid}`;
    const thread = threads.get(k) ?? k;
    if (e.ph === 'X') out.push({ thread, name: e.name, ts: e.ts, dur: e.dur ?? 0, args: e.args ?? {} });
    else if (e.ph === 'B') (open.get(k) ?? open.set(k, []).get(k)).push(e);
    else if (e.ph === 'E') {
      const b = open.get(k)?.pop();
      if (b) out.push({ thread, name: b.name, ts: b.ts, dur: e.ts - b.ts, args: { ...b.args, ...e.args } });
    }
  }
  return { events: out, cuts };
}

const q = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
};

for (const file of process.argv.slice(2)) {
  const { events, cuts } = load(file);
  const steps = cuts.length - 1;
  const per = PARTS.map(() => Array(steps).fill(0));
  const info = { layout: [], style: [], paintItems: [], rastered: [] };
  for (const e of events) {
    const i = cuts.findIndex((c, j) => j < steps && e.ts >= c && e.ts < cuts[j + 1]);
    if (i < 0) continue;
    PARTS.forEach(([, thread, name], k) => {
      if (e.thread !== thread && !(thread === 'ThreadPoolForegroundWorker' && e.thread.startsWith('ThreadPool') && e.name === 'RasterTask')) return;
      if (e.name !== name) return;
      per[k][i] += e.dur / 1000;
    });
    if (e.thread === 'CrRendererMain' && e.name === 'Layout' && e.args.beginData) info.layout.push(`${e.args.beginData.dirtyObjects}/${e.args.beginData.totalObjects}`);
    if (e.thread === 'CrRendererMain' && e.name === 'UpdateLayoutTree' && e.args.elementCount !== undefined) info.style.push(e.args.elementCount);
    if (e.name === 'PaintController::commitNewDisplayItems') info.paintItems.push(`${e.args.num_non_cached_new_items}/${e.args.current_display_list_size}`);
  }
  console.info(`${file}: ${steps} steps`);
  PARTS.forEach(([label], k) => console.info(`  ${label.padEnd(52)} median ${q(per[k], 0.5).toFixed(2)} ms, p90 ${q(per[k], 0.9).toFixed(2)} ms`));
  const common = (xs) => {
    const c = new Map();
    for (const x of xs) c.set(x, (c.get(x) ?? 0) + 1);
    return [...c].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([x, n]) => `${x} ×${n}`).join(', ');
  };
  console.info(`  style: elements restyled ${common(info.style)}; layout: dirty/total objects ${common(info.layout)}; paint: new/all display items ${common(info.paintItems)}`);
}
