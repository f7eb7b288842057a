// Issue 24 on a touch screen: while a finger drags a turn marker or the distance slider, only the ghost on the table
// (and the slider's own figure) follows it; the panel's words and final pose settle when the finger lifts. A drag
// the browser cancels keeps the marker where the finger last was, as before. SFP-1 plans 1 accelerate + 2
// starboard (13–15″, turning B) from 20″, 42″ facing 270° (up the table).
import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Session } from './harness';
import { fingerOf, liftDistance, openPlannerWithATurn, slideDistance, withTouchSession } from './plannerScene';
import { tableDriver } from './tableDriver';

const finalY = async (s: Session) => Number(await s.page.getByTestId('final-pose').getAttribute('data-y'));

describe('the planner follows a finger without re-rendering the panel (touch)', () => {
  let s: Session;
  let cdp: CDPSession;
  withTouchSession((t) => ({ s, cdp } = t));

  it('imports a game with SFP-1 at its move step and adds a turn', async () => {
    await openPlannerWithATurn(s, 'Live planner');
    await expect.poll(() => s.page.getByTestId('turn-0').getAttribute('data-at')).toBe('4');
  });

  it('a marker drag the browser cancels keeps the turn where the finger last was', async () => {
    const t = await tableDriver(s.page);
    // The marker stands 4″ along the path: 20″, 38″. The finger slides it to 8″ along (20″, 34″), then the browser cancels.
    const a = await t.at(20, 38);
    const b = await t.at(20, 34);
    const touch = fingerOf(cdp);
    await touch('touchStart', a);
    for (let i = 1; i <= 8; i++) await touch('touchMove', { x: a.x, y: a.y + ((b.y - a.y) * i) / 8 });
    await touch('touchCancel');
    await expect.poll(() => s.page.getByTestId('turn-0').getAttribute('data-at')).toBe('8');
    // The plan follows the kept turn.
    expect(await s.page.getByTestId('move-words').textContent()).toContain('Forward 8″');
  });

  it('the distance slider: its figure follows the finger; the words and final pose settle on release', async () => {
    const settledY = await finalY(s);
    const words = (await s.page.getByTestId('move-words').textContent()) ?? '';
    expect(words).toContain('13″ in all');
    // The finger slides the thumb from 13″ to 14.5″ and stays down.
    await slideDistance(s, cdp, [13.5, 14, 14.5]);
    await expect.poll(() => s.page.getByTestId('distance').getAttribute('aria-valuetext')).toBe('14.5″');
    // Still sliding: the panel's words and the final pose are the settled plan's.
    expect(await s.page.getByTestId('move-words').textContent()).toBe(words);
    expect(await finalY(s)).toBe(settledY);
    // The finger lifts: the plan settles at 14.5″.
    await liftDistance(cdp);
    await expect.poll(() => s.page.getByTestId('move-words').textContent()).toContain('14.5″ in all');
    expect(await finalY(s)).toBeLessThan(settledY);
    expect(await s.page.getByTestId('distance').getAttribute('aria-valuetext')).toBe('14.5″');
    expect(s.errors).toEqual([]);
  });
});
