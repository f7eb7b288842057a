// Issue 24 on the free Table: a wheel zoom scales the saved picture of the markers while the gesture lasts (the
// stage controller marks the markers shape `zooming`), draws the markers that picture does not hold over it (a zoom
// out past its margin), and is drawn crisp again once the gesture rests. Read from the markers layer's own canvas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, putRows, type Session } from './harness';

/** A marker every 4″ from (2″, 2″): 18 × 12 of them over the 72″ × 48″ table. */
const MARKERS = Array.from({ length: 18 * 12 }, (_, i) => ({ id: `zoom-${i}`, x: 2 + (i % 18) * 4, y: 2 + Math.floor(i / 18) * 4 }));

interface Seen {
  /** The markers shape's `zooming` right after the wheel event (same task). */
  zooming: boolean | undefined;
  /** Alpha of the markers layer at a corner marker, at a marker near the centre, and between markers. */
  corner: number;
  centre: number;
  between: number;
}

/** One wheel event at the stage's centre (deltaY px), then two frames; what the markers layer shows. */
const wheel = (s: Session, deltaY: number): Promise<Seen> =>
  s.page.evaluate(async (dy) => {
    interface Shape {
      getAttr(k: string): unknown;
      getLayer(): { getContext(): { _context: CanvasRenderingContext2D }; getCanvas(): { getPixelRatio(): number } };
      getAbsoluteTransform(): { point(p: { x: number; y: number }): { x: number; y: number } };
    }
    const k = (window as unknown as { Konva: { stages: { findOne(sel: string): Shape | undefined }[] } }).Konva;
    const shape = k.stages.map((st) => st.findOne('#markers')).find((x) => x !== undefined);
    if (!shape) throw new Error('no markers shape');
    const el = document.querySelector('[data-testid="table-stage"]') as HTMLElement;
    const r = el.getBoundingClientRect();
    if (dy !== 0) el.dispatchEvent(new WheelEvent('wheel', { deltaY: dy, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, bubbles: true, cancelable: true }));
    const zooming = shape.getAttr('zooming') as boolean | undefined;
    await new Promise((done) => requestAnimationFrame(done));
    await new Promise((done) => requestAnimationFrame(done));
    const layer = shape.getLayer();
    const pr = layer.getCanvas().getPixelRatio();
    const alpha = (x: number, y: number) => {
      const p = shape.getAbsoluteTransform().point({ x, y });
      // oxlint-disable-next-line no-underscore-dangle -- Konva's 2D context of the layer's canvas
      return layer.getContext()._context.getImageData(Math.round(p.x * pr), Math.round(p.y * pr), 1, 1).data[3] ?? 0;
    };
    return { zooming, corner: alpha(2, 2), centre: alpha(34, 22), between: alpha(4, 4) };
  }, deltaY);

const scaleNow = async (s: Session) => Number(await s.page.locator('[data-testid="table-stage"]').getAttribute('data-view-scale'));
const zoomingNow = (s: Session) =>
  s.page.evaluate(() => {
    const k = (window as unknown as { Konva: { stages: { findOne(sel: string): { getAttr(k: string): unknown } | undefined }[] } }).Konva;
    return k.stages.map((st) => st.findOne('#markers')).find((x) => x !== undefined)?.getAttr('zooming');
  });

describe('the free Table: a wheel zoom reuses the markers picture and rests crisp', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: false, viewport: { width: 1280, height: 800 } });
    await s.page.goto(s.baseUrl + '/kalidasia/table');
    await s.page.waitForSelector('[data-testid="table-stage"] canvas');
    await putRows(s.page, { tableLayout: [{ id: 'current', width: 72, height: 48, grid: true, markers: MARKERS, view: null }] });
    await s.page.reload();
    await s.page.waitForFunction((n) => document.querySelector('[data-testid="marker-count"]')?.textContent === String(n), MARKERS.length);
  });
  afterAll(async () => {
    await s.close();
  });

  it('zoomed in 2.5× at the centre, the gesture rests: every marker in view drawn', async () => {
    const fit = await scaleNow(s);
    const seen = await wheel(s, -611);
    expect(seen.zooming).toBe(true);
    await expect.poll(() => scaleNow(s)).toBeCloseTo(fit * 2.5, 1);
    expect(await zoomingNow(s)).toBe(false);
    const rest = await wheel(s, 0);
    expect(rest.centre).toBeGreaterThan(0);
    expect(rest.between).toBe(0);
  });

  it('zoomed back out: during the gesture the markers beyond the saved picture are drawn too; at rest all of them', async () => {
    const before = await scaleNow(s);
    const seen = await wheel(s, 611);
    expect(seen.zooming).toBe(true);
    expect(seen.corner).toBeGreaterThan(0);
    expect(seen.centre).toBeGreaterThan(0);
    expect(seen.between).toBe(0);
    await expect.poll(() => scaleNow(s)).toBeCloseTo(before / 2.5, 1);
    expect(await zoomingNow(s)).toBe(false);
    const rest = await wheel(s, 0);
    expect(rest.corner).toBeGreaterThan(0);
    expect(rest.centre).toBeGreaterThan(0);
    expect(rest.between).toBe(0);
    expect(s.errors).toEqual([]);
  });
});
