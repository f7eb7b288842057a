// Issue 24 (a defect found while the rules-ui test was written): the first tap after a quick finger slide on the
// app's canvas slider (useScrubSlider.ts) was lost. Chromium made the slide's touch moves a scroll gesture (nothing to
// scroll with `touch-action: pan-y`, but the gesture ran) and the lift a fling; the next tap anywhere only cancelled
// that fling, and Chromium drops the tap that cancels a fling. The slider now consumes the touch moves of a slide
// along its track; a move that starts vertically is still the browser's (it pans the panel and cancels the touch).
// Touches go through DevTools (Input.dispatchTouchEvent), as a finger's do; the slide is as quick as a player's flick
// (ten moves with no wait between them), which is what made the fling.
import type { CDPSession } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from './harness';
import { openPlannerWithATurn, touchSession } from './plannerScene';
import { sliderFinger, sliderText } from './sliderDriver';

describe('a tap right after a finger slide on the canvas slider', () => {
  let s: Session;
  let cdp: CDPSession;
  beforeAll(async () => {
    ({ s, cdp } = await touchSession());
  });
  afterAll(async () => {
    await s.close();
  });
  const turns = () => s.page.locator('[data-testid^="turn-"][data-at]').count();

  it('a quick slide along the distance slider, then one tap on a button: the tap does what it says', async () => {
    await openPlannerWithATurn(s, 'Slide then tap');
    const slider = s.page.getByRole('slider', { name: 'Distance' });
    await expect.poll(() => sliderText(slider)).toBe('13.0″');
    await expect.poll(turns).toBe(1);
    const f = await sliderFinger(slider, cdp);
    // From the left end (13″) past the right end, in ten quick moves, then the finger lifts.
    const x0 = f.at(13);
    const x1 = f.box.x + f.box.width - 2;
    await f.touch('touchStart', x0);
    for (let i = 1; i <= 10; i++) await f.touch('touchMove', x0 + ((x1 - x0) * i) / 10);
    await f.touch('touchEnd');
    await expect.poll(() => s.page.getByTestId('move-words').textContent()).toContain('15″ in all');
    expect(await sliderText(slider)).toBe('15.0″');
    // One tap: the second turn is added (before the fix this tap only stopped the slide's fling: nothing happened).
    await s.page.getByRole('button', { name: 'Add a turn' }).tap();
    await expect.poll(turns).toBe(2);
    // And back again along the track (right to left), then one tap on a stepper.
    const back = await sliderFinger(slider, cdp);
    await back.touch('touchStart', back.at(15));
    for (let i = 1; i <= 10; i++) await back.touch('touchMove', back.at(15) + ((back.box.x + 2 - back.at(15)) * i) / 10);
    await back.touch('touchEnd');
    await expect.poll(() => sliderText(slider)).toBe('13.0″');
    await expect.poll(() => s.page.getByTestId('move-words').textContent()).toContain('13″ in all');
    await s.page.getByRole('button', { name: 'Remove turn 2' }).tap();
    await expect.poll(turns).toBe(1);
    expect(s.errors).toEqual([]);
  });

  it('a finger that goes up the slider is still a pan the browser takes: the value stays as it was', async () => {
    const slider = s.page.getByRole('slider', { name: 'Distance' });
    const f = await sliderFinger(slider, cdp);
    const cancelled = slider.evaluate((el) => new Promise<boolean>((done) => el.addEventListener('pointercancel', () => done(true), { once: true })));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: f.at(14), y: f.y, id: 0 }] });
    for (let i = 1; i <= 10; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: f.at(14) + i, y: f.y - 12 * i, id: 0 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await cancelled).toBe(true);
    await expect.poll(() => sliderText(slider)).toBe('13.0″');
    expect(await s.page.getByTestId('move-words').textContent()).toContain('13″ in all');
  });
});
