// Issue 24: the app's own slider (role="slider", drawn on its canvas; src/kalidasia/ui/useScrubSlider.ts) as the
// planner's distance, on a touch tablet: what a screen reader is told (its name, bounds, value in words), the keys a
// native slider answers to, a finger's drag (the value and the thumb drawn follow it; the plan settles on release),
// a 44 px target, and the move the game stores has the distance the slider said (one turn placed, 2 notches).
// SFP-1 plans 1 accelerate + 2 starboard (13–15″, turning B) from 20″, 42″ facing 270° (up the table).
import type { CDPSession, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLog, type Session } from './harness';
import { openPlannerWithATurn, touchSession } from './plannerScene';
import { sliderFinger, sliderText, sliderValue } from './sliderDriver';

/** The colour drawn on the slider's canvas at a point of the viewport (r, g, b). */
const drawnAt = (slider: Locator, x: number, y: number): Promise<number[]> =>
  slider.evaluate(
    (el, p) => {
      const c = el.querySelector('canvas') as HTMLCanvasElement;
      const r = c.getBoundingClientRect();
      const k = c.width / r.width;
      const d = c.getContext('2d')?.getImageData(Math.round((p.x - r.left) * k), Math.round((p.y - r.top) * k), 1, 1).data;
      return d ? [d[0] ?? 0, d[1] ?? 0, d[2] ?? 0] : [];
    },
    { x, y },
  );
/** The theme's accent (--accent), the colour the thumb is filled with. */
const accent = (slider: Locator): Promise<number[]> =>
  slider.evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--accent)';
    el.parentElement?.append(probe);
    const rgb = getComputedStyle(probe).color.match(/\d+/g)?.map(Number) ?? [];
    probe.remove();
    return rgb.slice(0, 3);
  });
const near = (a: number[], b: number[]) => a.length === 3 && a.every((v, i) => Math.abs(v - (b[i] ?? -99)) <= 8);

describe('the distance slider: keys, a finger, what it says, what is stored', () => {
  let s: Session;
  let cdp: CDPSession;
  let slider: Locator;
  const words = () => s.page.getByTestId('move-words').textContent();
  beforeAll(async () => {
    ({ s, cdp } = await touchSession());
    slider = s.page.getByRole('slider', { name: 'Distance' });
  });
  afterAll(async () => {
    await s.close();
  });

  it('says its name, bounds and value in words; a finger-sized target', async () => {
    // One turn of both starboard notches (the points allocated must be spent for the move to be stored).
    await openPlannerWithATurn(s, 'Slider');
    await s.page.getByRole('button', { name: 'Turn 1: engine notches to starboard: one more', exact: true }).tap();
    expect(await slider.getAttribute('aria-valuemin')).toBe('13');
    expect(await slider.getAttribute('aria-valuemax')).toBe('15');
    await expect.poll(() => sliderText(slider)).toBe('13.0″');
    expect(await sliderValue(slider)).toBe(13);
    expect(await words()).toContain('13″ in all');
    const box = await slider.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  });

  it('keys: arrows step 0.1″, Page Up a tenth of the band, End and Home the ends; each step is the plan at once', async () => {
    await slider.focus();
    await slider.press('ArrowRight');
    await expect.poll(() => sliderText(slider)).toBe('13.1″');
    await expect.poll(words).toContain('13.1″ in all');
    await slider.press('ArrowUp');
    await expect.poll(words).toContain('13.2″ in all');
    await slider.press('PageUp');
    await expect.poll(words).toContain('13.4″ in all');
    expect(await sliderValue(slider)).toBe(13.4);
    await slider.press('ArrowLeft');
    await expect.poll(words).toContain('13.3″ in all');
    await slider.press('End');
    await expect.poll(words).toContain('15″ in all');
    expect(await sliderText(slider)).toBe('15.0″');
    await slider.press('ArrowRight');
    expect(await sliderValue(slider)).toBe(15);
    await slider.press('Home');
    await expect.poll(words).toContain('13″ in all');
    expect(await sliderValue(slider)).toBe(13);
  });

  it('a finger drags the thumb: the value and the drawn thumb follow it, the plan settles when it lifts', async () => {
    const f = await sliderFinger(slider, cdp);
    const ACCENT = await accent(slider);
    expect(ACCENT).toHaveLength(3);
    // The thumb is drawn at 13″ (the track's left end), not yet at 14.2″.
    await expect.poll(() => drawnAt(slider, f.at(13), f.y).then((c) => near(c, ACCENT))).toBe(true);
    expect(near(await drawnAt(slider, f.at(14.2), f.y), ACCENT)).toBe(false);
    await f.touch('touchStart', f.at(13));
    for (const v of [13.4, 13.8, 14.2]) await f.touch('touchMove', f.at(v));
    await expect.poll(() => sliderText(slider)).toBe('14.2″');
    expect(await sliderValue(slider)).toBe(14.2);
    expect(near(await drawnAt(slider, f.at(14.2), f.y), ACCENT)).toBe(true);
    // Still down: the words are the settled plan's.
    expect(await words()).toContain('13″ in all');
    // A finger that leaves the slider keeps it (the pointer is captured): past the right end is the band's end.
    await f.touch('touchMove', f.at(16));
    await expect.poll(() => sliderText(slider)).toBe('15.0″');
    await f.touch('touchMove', f.at(14.2));
    await expect.poll(() => sliderText(slider)).toBe('14.2″');
    await f.touch('touchEnd');
    await expect.poll(words).toContain('14.2″ in all');
    expect(await sliderText(slider)).toBe('14.2″');
  });

  it('a touch the browser takes over (a pan that began on the slider) leaves the distance as it was', async () => {
    const f = await sliderFinger(slider, cdp);
    await f.touch('touchStart', f.at(14.2));
    for (const v of [14.4, 14.6, 14.8]) await f.touch('touchMove', f.at(v));
    await expect.poll(() => sliderText(slider)).toBe('14.8″');
    await f.touch('touchCancel');
    await expect.poll(() => sliderText(slider)).toBe('14.2″');
    expect(await words()).toContain('14.2″ in all');
    expect(await sliderValue(slider)).toBe(14.2);
  });

  it('the move the game stores has the distance the slider says', async () => {
    const id = new URL(s.page.url()).pathname.split('/').pop() ?? '';
    const said = await sliderValue(slider);
    await s.page.getByRole('button', { name: 'Move SFP-1' }).tap();
    await expect.poll(async () => ((await readLog(s.page, id))?.events.at(-1) as { type?: string } | undefined)?.type).toBe('move');
    const move = (await readLog(s.page, id))?.events.at(-1) as { distance: number };
    expect(move.distance).toBe(said);
    expect(said).toBe(14.2);
    expect(s.errors).toEqual([]);
  });
});
