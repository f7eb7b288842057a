// Issue 24: a drag move of a turn marker redraws the ghost's Konva layer clearing only the ghost's box before and
// after the move (not the whole layer). What a finger sees must be what a full redraw draws: after a drag to and fro
// (the ghost's box shrinks and grows, the template and the combat arc sweep across the table), the layer's pixels
// are read, the layer is drawn again from clear, and the two pictures are compared pixel for pixel; and nothing is
// left on the layer outside the ghost's box.
// SFP-1 plans 1 accelerate + 2 starboard (13–15″, turning B) from 20″, 42″ facing 270° (up the table).
import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Session } from './harness';
import { fingerOf, openPlannerWithATurn, withTouchSession } from './plannerScene';
import { tableDriver } from './tableDriver';

interface Picture {
  /** A hash of the layer canvas's pixels, and how many are drawn outside the ghost's box (stage px, 24 px around). */
  hash: number;
  drawn: number;
  outside: number;
}

/** The ghost layer's picture; `full`: drawn again from clear first (as React's settled plan or a pan draws it). */
const picture = (s: Session, full: boolean): Promise<Picture> =>
  s.page.evaluate((redraw) => {
    interface Layer {
      name(): string;
      draw(): void;
      getNativeCanvasElement(): HTMLCanvasElement;
      getCanvas(): { getPixelRatio(): number };
      findOne(sel: string): { getClientRect(o: { skipStroke: boolean }): { x: number; y: number; width: number; height: number } };
    }
    const k = (window as unknown as { Konva: { stages: { getLayers(): Layer[] }[] } }).Konva;
    const layer = k.stages.flatMap((st) => st.getLayers()).find((l) => l.name() === 'move-ghost-layer');
    if (!layer) throw new Error('no ghost layer');
    if (redraw) layer.draw();
    const c = layer.getNativeCanvasElement();
    const pr = layer.getCanvas().getPixelRatio();
    const box = layer.findOne('.move-ghost').getClientRect({ skipStroke: true });
    const d = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
    let hash = 0;
    let drawn = 0;
    let outside = 0;
    for (let i = 0; i < d.length; i += 4) {
      const a = d[i + 3] ?? 0;
      hash = (Math.imul(hash, 31) + (d[i] ?? 0) * 7 + (d[i + 1] ?? 0) * 13 + (d[i + 2] ?? 0) * 17 + a) | 0;
      if (a === 0) continue;
      drawn++;
      const x = (i / 4) % c.width / pr;
      const y = Math.floor(i / 4 / c.width) / pr;
      if (x < box.x - 24 || y < box.y - 24 || x > box.x + box.width + 24 || y > box.y + box.height + 24) outside++;
    }
    return { hash, drawn, outside };
  }, full);

describe('a drag move clears only what moved, and draws what a full redraw draws (touch)', () => {
  let s: Session;
  let cdp: CDPSession;
  withTouchSession((t) => ({ s, cdp } = t));

  it('drag the turn marker to and fro: the picture under the finger is the full redraw’s', async () => {
    await openPlannerWithATurn(s, 'Ghost clear');
    await s.page.getByRole('button', { name: 'Turn 1: engine notches to starboard: one more', exact: true }).tap();
    await expect.poll(() => s.page.getByTestId('turn-0').getAttribute('data-at')).toBe('4');
    const t = await tableDriver(s.page);
    const a = await t.at(20, 38);
    const touch = fingerOf(cdp);
    await touch('touchStart', a);
    // Up the path to 12″ along, then back to 1″ along, and out sideways (the marker stays on the path).
    const ys = [37, 35, 33, 31, 30, 33, 36, 39, 41];
    for (const y of ys) {
      const p = await t.at(20, y);
      await touch('touchMove', { x: p.x, y: p.y });
      // The move drawn (the ghost's marker where the finger is) before the picture is read.
      await expect
        .poll(() => s.page.evaluate(() => (window as unknown as { Konva: { stages: { find(q: string): { y(): number }[] }[] } }).Konva.stages.flatMap((st) => st.find('.move-ghost-marker'))[0]?.y()))
        .toBeCloseTo(y, 6);
      await s.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const live = await picture(s, false);
      expect(live.drawn).toBeGreaterThan(0);
      expect(live.outside).toBe(0);
      const full = await picture(s, true);
      expect(live.hash).toBe(full.hash);
      expect(live.drawn).toBe(full.drawn);
    }
    await touch('touchEnd');
    await expect.poll(() => s.page.getByTestId('turn-0').getAttribute('data-at')).toBe('1');
    expect(s.errors).toEqual([]);
  });
});
