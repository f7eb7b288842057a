// Drives the Table screen as a player's fingers would: taps and drags as real touch input
// through the Chrome DevTools Protocol, at the screen position of a point given in table inches.
import type { CDPSession, Page } from 'playwright-core';

export interface StageView {
  x: number;
  y: number;
  scale: number;
}

export interface TableDriver {
  /** The camera as the stage publishes it (CSS px per inch, and the table origin's offset in the stage). */
  view(): Promise<StageView>;
  /** Page coordinates of a point on the table, in inches. */
  at(x: number, y: number): Promise<{ x: number; y: number }>;
  tap(x: number, y: number): Promise<void>;
  /** One finger from a to b (table inches), in `steps` moves. */
  drag(a: [number, number], b: [number, number], steps?: number): Promise<void>;
  /** Two fingers, `spread` CSS px apart at the start, moving apart to `spread * factor`, centred on a page point. */
  pinch(centre: { x: number; y: number }, spread: number, factor: number, steps?: number): Promise<void>;
  readout(): Promise<string>;
  markerCount(): Promise<number>;
}

const STAGE = '[data-testid="table-stage"]';

export async function tableDriver(page: Page): Promise<TableDriver> {
  await page.waitForSelector(`${STAGE} canvas`);
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });

  const view = async (): Promise<StageView> => {
    const d = await page.locator(STAGE).evaluate((el: HTMLElement) => ({ ...el.dataset }));
    return { x: Number(d['viewX']), y: Number(d['viewY']), scale: Number(d['viewScale']) };
  };
  const at = async (x: number, y: number) => {
    const box = await page.locator(STAGE).boundingBox();
    if (!box) throw new Error('the table stage is not on screen');
    const v = await view();
    return { x: box.x + v.x + x * v.scale, y: box.y + v.y + y * v.scale };
  };
  return {
    view,
    at,
    async tap(x, y) {
      const p = await at(x, y);
      await touch('touchStart', [p]);
      await touch('touchEnd', []);
    },
    async drag(a, b, steps = 12) {
      const pa = await at(a[0], a[1]);
      const pb = await at(b[0], b[1]);
      await touch('touchStart', [pa]);
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        await touch('touchMove', [{ x: pa.x + (pb.x - pa.x) * t, y: pa.y + (pb.y - pa.y) * t }]);
      }
      // The finger lifts at the end point with no rest: the stage consumes its gestures' touch moves, so a lift while
      // still moving starts no fling that would spend the next tap (useTableGestures.ts; table-pan-tap.test.ts).
      await touch('touchEnd', []);
    },
    async pinch(centre, spread, factor, steps = 10) {
      const fingers = (d: number) => [
        { x: centre.x - d / 2, y: centre.y },
        { x: centre.x + d / 2, y: centre.y },
      ];
      await touch('touchStart', fingers(spread));
      for (let i = 1; i <= steps; i++) await touch('touchMove', fingers(spread * (1 + ((factor - 1) * i) / steps)));
      await touch('touchEnd', []);
    },
    readout: async () => (await page.getByTestId('measure-readout').textContent()) ?? '',
    markerCount: async () => Number(await page.getByTestId('marker-count').textContent()),
  };
}
