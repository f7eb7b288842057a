// Benchmark (not a test): redraw cost of the Table screen while panning, pinching and wheel-zooming
// with 200 markers and with 2,000 markers in the same run, in Debian's Chromium against the production build.
// Usage: npx vite build && node scripts/bench-table.mjs [markers,…]   (default 200,2000; the first is the reference)
// Issue 24's target: the pan p95 with 2,000 markers ≤ 2× the 200-marker pan p95 of the same run.
//
// How it measures: the page feeds one pointer or wheel event per animation frame to the stage.
// The Table screen moves the camera and asks Konva for a redraw, which Konva does at the start of
// the next frame, before this script's own frame callback. So, per frame, the time from the frame's
// start to this script's callback is the redraw cost; the frame interval shows the frame rate.
import { benchOpen, fmt, pct } from './bench-kit.mjs';

const COUNTS = String(process.argv[2] ?? '200,2000').split(',').map(Number);
const port = Number(process.env.BENCH_PORT ?? 4186);
const { context, page: firstPage, base: benchBase, close } = await benchOpen(port);

try {
  const page = firstPage;
  const base = benchBase;
  await page.goto(base + '/kalidasia/table');
  await page.waitForSelector('[data-testid="table-stage"] canvas');
  const p95 = {};
  for (const MARKERS of COUNTS) {
    // Seed the saved layout with markers spread over the 72" × 48" table, then reload.
    await page.evaluate(async (n) => {
      // Spread over the table, leaving a clear 6" square at the centre where the pan starts.
      const markers = [];
      for (let i = 0; markers.length < n; i++) {
        const x = 2 + ((i * 7.3) % 68);
        const y = 2 + ((i * 3.7) % 44);
        if (Math.abs(x - 36) > 3 || Math.abs(y - 24) > 3) markers.push({ id: `bench-${i}`, x, y });
      }
      await new Promise((resolve, reject) => {
        const req = indexedDB.open('tableside');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const tx = req.result.transaction('tableLayout', 'readwrite');
          tx.objectStore('tableLayout').put({ id: 'current', width: 72, height: 48, grid: true, markers, view: null });
          tx.oncomplete = () => {
            req.result.close();
            resolve(undefined);
          };
          tx.onerror = () => reject(tx.error);
        };
      });
    }, MARKERS);
    await page.reload();
    await page.waitForSelector('[data-testid="table-stage"] canvas');
    await page.waitForFunction((n) => document.querySelector('[data-testid="marker-count"]')?.textContent === String(n), MARKERS);
    await page.waitForTimeout(500);

    const run = (which) =>
      page.evaluate(async (kind) => {
        const el = document.querySelector('[data-testid="table-stage"]');
        const r = el.getBoundingClientRect();
        const cx = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        const FRAMES = 120;
        const pointer = (type, id, x, y) =>
          el.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', isPrimary: id === 1, clientX: x, clientY: y, bubbles: true, cancelable: true, button: 0 }));
        const step = (i) => {
          const t = i / FRAMES;
          if (kind === 'pan') pointer('pointermove', 1, cx - 240 * t + 60 * Math.sin(t * Math.PI * 4), cy + 120 * Math.sin(t * Math.PI * 2));
          else if (kind === 'pinch') {
            const d = 100 + 200 * t + 40 * Math.sin(t * Math.PI * 4);
            pointer('pointermove', 1, cx - d / 2, cy);
            pointer('pointermove', 2, cx + d / 2, cy);
          } else el.dispatchEvent(new WheelEvent('wheel', { deltaY: i % 3 === 0 ? 30 : -30, clientX: cx, clientY: cy, bubbles: true, cancelable: true }));
        };
        if (kind === 'pan') pointer('pointerdown', 1, cx, cy);
        if (kind === 'pinch') {
          pointer('pointerdown', 1, cx - 50, cy);
          pointer('pointerdown', 2, cx + 50, cy);
        }
        const redraw = [];
        const interval = [];
        let last = 0;
        await new Promise((done) => {
          let i = 0;
          const frame = (ts) => {
            if (i > 0) {
              redraw.push(performance.now() - ts);
              interval.push(ts - last);
            }
            last = ts;
            if (i === FRAMES) {
              done(undefined);
              return;
            }
            i += 1;
            step(i);
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
        if (kind === 'pan') pointer('pointerup', 1, cx, cy);
        if (kind === 'pinch') {
          pointer('pointerup', 1, cx, cy);
          pointer('pointerup', 2, cx, cy);
        }
        return { redraw, interval };
      }, which);

    console.info(`Table redraw with ${MARKERS} markers (Chromium ${context.browser()?.version() ?? ''} headless, software rendering):`);
    for (const kind of ['pan', 'pinch', 'wheel']) {
      const fit = async () => {
        await page.getByRole('button', { name: 'Fit table' }).click();
        await page.waitForTimeout(300);
      };
      await fit();
      await run(kind); // warm-up
      await fit();
      const viewOf = () => page.locator('[data-testid="table-stage"]').evaluate((el) => `${Number(el.dataset.viewX).toFixed(0)},${Number(el.dataset.viewY).toFixed(0)} ×${Number(el.dataset.viewScale).toFixed(2)}`);
      const before = await viewOf();
      const { redraw, interval } = await run(kind);
      await page.waitForTimeout(400);
      const after = await viewOf();
      if (before === after) throw new Error(`the ${kind} run did not move the camera (${before})`);
      const fps = 1000 / pct(interval, 50);
      console.info(`  ${kind.padEnd(5)} redraw per frame: ${fmt(redraw)}; frame interval median ${pct(interval, 50).toFixed(1)} ms (${fps.toFixed(0)} fps)`);
      (p95[kind] ??= []).push(pct(redraw, 95));
    }
  }
  if (COUNTS.length > 1) {
    for (const [kind, list] of Object.entries(p95)) {
      const ref = list[0];
      const rest = list.slice(1).map((v, i) => `${COUNTS[i + 1]} markers p95 ${v.toFixed(1)} ms = ${(v / ref).toFixed(2)}×`);
      console.info(`  ${kind} ratio to ${COUNTS[0]} markers (p95 ${ref.toFixed(1)} ms): ${rest.join('; ')}`);
    }
  }
} finally {
  await close();
}
