// The two "Stop along the path" sliders on the app's own slider (issue 24, as the distance and "Fire from"): on a
// touch screen, while a finger slides one, the stop point's footprint on the table follows it (read here from the
// stage) and the firing panel still reads from where it was; once the finger lifts the stop point is settled there.
// A touch the browser takes over puts the stop point back. The planner: SFP-1 plans 13″ from (20″, 42″) facing 270°
// (up the table), its first turn 4″ along; the combat game: SFP-1 flew 13″ straight up from (20″, 42″) to (20″, 29″).
import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { combatGameFile } from './combatGame';
import type { Session } from './harness';
import { importGame, openPlannerWithATurn, withTouchSession } from './plannerScene';
import { sliderFinger, sliderText, sliderValue } from './sliderDriver';

interface Drawn {
  x: number;
  y: number;
  heading: number;
  visible: boolean;
}
/** A Konva node found by name on the stage: where it is drawn (table inches, degrees) and whether it is shown. */
const node = (s: Session, name: string): Promise<Drawn | null> =>
  s.page.evaluate((nodeName) => {
    interface Node {
      x(): number;
      y(): number;
      rotation(): number;
      isVisible(): boolean;
    }
    const k = (window as unknown as { Konva?: { stages: { find(sel: string): Node[] }[] } }).Konva;
    const n = k?.stages.flatMap((st) => st.find(`.${nodeName}`))[0];
    return n ? { x: Math.round(n.x() * 1e6) / 1e6, y: Math.round(n.y() * 1e6) / 1e6, heading: Math.round(n.rotation() * 1e6) / 1e6, visible: n.isVisible() } : null;
  }, name);

describe('"Stop along the path" in the planner: the ghost follows the finger, the stop point settles on the lift (touch)', () => {
  let s: Session;
  let cdp: CDPSession;
  withTouchSession((t) => ({ s, cdp } = t));

  it('slides to 3″: the scrubber footprint is drawn there while the fire panel waits; lifted, the panel fires from there', async () => {
    await openPlannerWithATurn(s, 'Stop slider');
    const slider = s.page.getByRole('slider', { name: 'Stop along the path' });
    await expect.poll(() => sliderText(slider)).toBe('13.0″ of 13.0″');
    const caption = s.page.getByTestId('fire-matrix-from');
    await expect.poll(() => caption.textContent()).toContain('from the planned end of the move');
    const before = await caption.textContent();
    const f = await sliderFinger(slider, cdp);
    await f.touch('touchStart', f.at(13));
    for (const v of [10, 7, 5, 3]) await f.touch('touchMove', f.at(v));
    await expect.poll(() => sliderValue(slider)).toBe(3);
    // 3″ along, before the turn at 4″: straight up from (20, 42).
    await expect.poll(() => node(s, 'move-ghost-scrub')).toEqual({ x: 20, y: 39, heading: 270, visible: true });
    expect(await sliderText(slider)).toBe('3.0″ of 13.0″');
    expect(await caption.textContent()).toBe(before);
    await f.touch('touchEnd');
    await expect.poll(() => caption.textContent()).toContain('stop point, 3.0″ along the planned path');
    expect(await node(s, 'move-ghost-scrub')).toEqual({ x: 20, y: 39, heading: 270, visible: true });
    expect(await sliderText(slider)).toBe('3.0″ of 13.0″');
    expect(s.errors).toEqual([]);
  });
});

describe('"Stop along the path flown": the footprint follows the finger; a cancelled touch puts it back (touch)', () => {
  let s: Session;
  let cdp: CDPSession;
  withTouchSession((t) => ({ s, cdp } = t));

  it('slides to 5″: the footprint is drawn 5″ along the path flown, during the slide and after the lift', async () => {
    await importGame(s, combatGameFile('Stop flown'));
    const slider = s.page.getByRole('slider', { name: 'Stop along the path flown' });
    await expect.poll(() => sliderText(slider)).toBe('13.0″ of 13.0″');
    // No stop chosen yet: no footprint on the path.
    await expect.poll(async () => (await node(s, 'moved-stop'))?.visible).toBe(false);
    const f = await sliderFinger(slider, cdp);
    await f.touch('touchStart', f.at(13));
    for (const v of [11, 8, 5]) await f.touch('touchMove', f.at(v));
    await expect.poll(() => sliderValue(slider)).toBe(5);
    await expect.poll(() => node(s, 'moved-stop')).toEqual({ x: 20, y: 37, heading: 270, visible: true });
    expect(await sliderText(slider)).toBe('5.0″ of 13.0″');
    await f.touch('touchEnd');
    await expect.poll(() => sliderText(slider)).toBe('5.0″ of 13.0″');
    expect(await node(s, 'moved-stop')).toEqual({ x: 20, y: 37, heading: 270, visible: true });
    expect(s.errors).toEqual([]);
  });

  it('a touch the browser takes over (cancelled) puts the stop point back at 5″', async () => {
    const slider = s.page.getByRole('slider', { name: 'Stop along the path flown' });
    const f = await sliderFinger(slider, cdp);
    await f.touch('touchStart', f.at(5));
    for (const v of [7, 9]) await f.touch('touchMove', f.at(v));
    await expect.poll(() => sliderValue(slider)).toBe(9);
    await expect.poll(async () => (await node(s, 'moved-stop'))?.y).toBe(33);
    await f.touch('touchCancel');
    await expect.poll(() => sliderValue(slider)).toBe(5);
    await expect.poll(() => node(s, 'moved-stop')).toEqual({ x: 20, y: 37, heading: 270, visible: true });
    expect(await sliderText(slider)).toBe('5.0″ of 13.0″');
    expect(s.errors).toEqual([]);
  });
});
