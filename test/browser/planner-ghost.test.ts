// Issue 24 on a touch screen: while a finger drags a turn marker (or slides the distance), the ghost on the table
// follows it — drawn straight onto its Konva nodes, read here from the stage — while the panel still shows the
// settled plan; once the finger lifts, the plan is the ghost's, and the move the game stores ends where the ghost did.
// SFP-1 plans 1 accelerate + 2 starboard (13–15″, turning B) from 20″, 42″ facing 270° (up the table).
import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { movementPath, pose } from '../../src/geometry';
import { SHIPPED_PACK } from '../../src/kalidasia/data';
import { readLog, type Session } from './harness';
import { fingerOf, liftDistance, openPlannerWithATurn, slideDistance, withTouchSession } from './plannerScene';
import { tableDriver } from './tableDriver';

interface Drawn {
  marker: { x: number; y: number } | null;
  final: { x: number; y: number; heading: number } | null;
}

/** The ghost as drawn on the stage: the first turn marker and the final footprint (table inches, degrees). */
const ghost = (s: Session): Promise<Drawn> =>
  s.page.evaluate(() => {
    interface Node {
      x(): number;
      y(): number;
      rotation(): number;
    }
    const k = (window as unknown as { Konva?: { stages: { find(sel: string): Node[] }[] } }).Konva;
    const marker = k?.stages.flatMap((st) => st.find('.move-ghost-marker'))[0];
    const final = k?.stages.flatMap((st) => st.find('.move-ghost-final'))[0];
    return { marker: marker ? { x: marker.x(), y: marker.y() } : null, final: final ? { x: final.x(), y: final.y(), heading: final.rotation() } : null };
  });

const panelFinal = async (s: Session) => {
  const el = s.page.getByTestId('final-pose');
  return { x: Number(await el.getAttribute('data-x')), y: Number(await el.getAttribute('data-y')), heading: Number(await el.getAttribute('data-heading')) };
};

const START = pose(20, 42, 270);

describe('the planner ghost follows the finger; the plan is the ghost once it lifts (touch)', () => {
  let s: Session;
  let cdp: CDPSession;
  withTouchSession((t) => ({ s, cdp } = t));

  it('imports a game with SFP-1 at its move step and adds a turn with two notches', async () => {
    await openPlannerWithATurn(s, 'Ghost planner');
    await s.page.getByRole('button', { name: 'Turn 1: engine notches to starboard: one more', exact: true }).tap();
    await expect.poll(() => s.page.getByTestId('turn-0').getAttribute('data-at')).toBe('4');
    // The ghost drawn for the settled plan: the marker 4″ along (20″, 38″), the footprint where the panel says.
    await expect.poll(async () => (await ghost(s)).marker).toEqual({ x: 20, y: 38 });
    expect((await ghost(s)).final).toEqual(await panelFinal(s));
  });

  it('dragging the turn marker: the ghost follows the finger, the panel waits; on release the plan is the ghost’s', async () => {
    const settled = await panelFinal(s);
    const t = await tableDriver(s.page);
    const a = await t.at(20, 38);
    const touch = fingerOf(cdp);
    await touch('touchStart', a);
    // To 9″ along (20″, 33″) in small moves: the ghost's marker is there, its footprint elsewhere than the panel's.
    const mid = await t.at(20, 33);
    for (let i = 1; i <= 6; i++) await touch('touchMove', { x: a.x, y: a.y + ((mid.y - a.y) * i) / 6 });
    await expect.poll(async () => (await ghost(s)).marker?.y).toBeCloseTo(33, 6);
    const atMid = await ghost(s);
    expect(atMid.marker?.x).toBeCloseTo(20, 6);
    expect(atMid.final).not.toEqual(settled);
    // The panel still shows the settled plan while the finger is down.
    expect(await s.page.getByTestId('turn-0').getAttribute('data-at')).toBe('4');
    expect(await panelFinal(s)).toEqual(settled);
    // Further, to 10.5″ along (20″, 31.5″): the ghost keeps following.
    const end = await t.at(20, 31.5);
    for (let i = 1; i <= 3; i++) await touch('touchMove', { x: a.x, y: mid.y + ((end.y - mid.y) * i) / 3 });
    await expect.poll(async () => (await ghost(s)).marker?.y).toBeCloseTo(31.5, 6);
    const last = await ghost(s);
    const want = movementPath({ start: START, distance: 13, turning: 'B', turns: [{ at: 10.5, side: 'starboard', notches: 2 }], notchCap: 2, notchAngle: SHIPPED_PACK.notchAngle.value }).final;
    expect(last.final?.x).toBeCloseTo(want.x, 9);
    expect(last.final?.y).toBeCloseTo(want.y, 9);
    expect(last.final?.heading).toBeCloseTo(want.heading, 9);
    // The finger lifts where it is: the plan settles on the ghost.
    await touch('touchMove', end);
    await touch('touchEnd');
    await expect.poll(() => s.page.getByTestId('turn-0').getAttribute('data-at')).toBe('10.5');
    expect(await panelFinal(s)).toEqual(last.final);
    expect(await ghost(s)).toEqual(last);
    expect(await s.page.getByTestId('move-words').textContent()).toContain('Forward 10.5″');
  });

  it('sliding the distance: the ghost follows each step, and the panel takes it on release', async () => {
    const before = await ghost(s);
    // The finger slides the thumb from 13″ to 14.5″ and stays down.
    await slideDistance(s, cdp, [13.5, 14, 14.5]);
    await expect.poll(() => s.page.getByTestId('distance').getAttribute('aria-valuetext')).toBe('14.5″');
    const sliding = await ghost(s);
    const want = movementPath({ start: START, distance: 14.5, turning: 'B', turns: [{ at: 10.5, side: 'starboard', notches: 2 }], notchCap: 2, notchAngle: SHIPPED_PACK.notchAngle.value }).final;
    expect(sliding.final?.x).toBeCloseTo(want.x, 9);
    expect(sliding.final?.y).toBeCloseTo(want.y, 9);
    expect(sliding.marker).toEqual(before.marker);
    expect(await panelFinal(s)).toEqual(before.final);
    await liftDistance(cdp);
    await expect.poll(() => s.page.getByTestId('move-words').textContent()).toContain('14.5″ in all');
    expect(await panelFinal(s)).toEqual(sliding.final);
    expect(await ghost(s)).toEqual(sliding);
  });

  it('the move the game stores ends where the ghost ended', async () => {
    const drawn = await ghost(s);
    const id = new URL(s.page.url()).pathname.split('/').pop() ?? '';
    await s.page.getByRole('button', { name: 'Move SFP-1' }).tap();
    await expect.poll(async () => ((await readLog(s.page, id))?.events.at(-1) as { type?: string } | undefined)?.type).toBe('move');
    const move = (await readLog(s.page, id))?.events.at(-1) as { distance: number; turns: { at: number; side: 'port' | 'starboard'; notches: number }[] };
    expect(move).toMatchObject({ distance: 14.5, turns: [{ at: 10.5, side: 'starboard', notches: 2 }] });
    const stored = movementPath({ start: START, distance: move.distance, turning: 'B', turns: move.turns, notchCap: 2, notchAngle: SHIPPED_PACK.notchAngle.value }).final;
    expect([stored.x, stored.y, stored.heading]).toEqual([drawn.final?.x, drawn.final?.y, drawn.final?.heading]);
    expect(s.errors).toEqual([]);
  });
});
