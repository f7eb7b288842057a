// Issue 24 (a defect seen on the game table, the slider's twin: slider-tap.test.ts): a tap on a button right after a
// quick one-finger pan of the table canvas was lost. The canvas left its touch moves to the browser; Chromium made them
// a scroll gesture (nothing scrolled: `touch-action: none`) and the lift a fling, and the next tap only cancelled that
// fling: Chromium drops the tap that cancels a fling, so the button saw the touch but no click. The stage now consumes
// the touch moves of a gesture it handles itself (pan, pinch, a token or marker drag, the tape, a box).
// Touches go through DevTools (Input.dispatchTouchEvent), as a finger's do; the pan is as quick as a player's flick
// (ten moves 8 ms apart, then the lift while moving), which is what made the fling.
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deployedStarters } from './canvasScenes';
import { dumpDatabase, openSession, storedActions, type Session } from './harness';
import { tableDriver, type TableDriver } from './tableDriver';

const STAGE = '[data-testid="table-stage"]';
type Pt = { x: number; y: number };

/** Where the stage's camera is (its published view), as a string to compare. */
const viewOf = (page: Page) => page.locator(STAGE).evaluate((el: HTMLElement) => `${el.dataset['viewX']},${el.dataset['viewY']},${el.dataset['viewScale']}`);

/**
 * Fingers that flick: ten moves then the lift while moving, 8 ms apart by the events' own timestamps (a player's quick
 * flick), however long the machine takes to deliver them: the browser reads the flick's speed from the timestamps.
 */
async function flick(cdp: CDPSession, fingers: readonly Pt[], move: (f: Pt, i: number, t: number) => Pt): Promise<void> {
  const t0 = Date.now() / 1000;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', pts: readonly Pt[], i: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, timestamp: t0 + i * 0.008, touchPoints: pts.map((p, id) => ({ x: p.x, y: p.y, id })) });
  await touch('touchStart', fingers, 0);
  for (let i = 1; i <= 10; i++) await touch('touchMove', fingers.map((f, k) => move(f, k, i / 10)), i);
  await touch('touchEnd', [], 11);
}
/** One finger from `a`, moved by (dx, dy). */
const pan = (cdp: CDPSession, a: Pt, dx: number, dy: number) => flick(cdp, [a], (f, _k, t) => ({ x: f.x + dx * t, y: f.y + dy * t }));
/** Two fingers `spread` px apart about `c`, spreading by `grow` px each; both move by `dx` too (a pinch that pans). */
const pinch = (cdp: CDPSession, c: Pt, spread: number, grow: number, dx = 0) =>
  flick(cdp, [{ x: c.x - spread / 2, y: c.y }, { x: c.x + spread / 2, y: c.y }], (f, k, t) => ({ x: f.x + ((k === 0 ? -grow : grow) + dx) * t, y: f.y }));

/** Tap a toggle button once; its aria-pressed must flip (before the fix it stayed: the tap only stopped the fling). */
async function assertTapToggles(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  const before = await button.getAttribute('aria-pressed');
  await button.tap();
  await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 5_000 }).toBe(before === 'true' ? 'false' : 'true');
}

/** Put a toggle in the state wanted (a plain tap, with no gesture before it). */
async function toggleSet(page: Page, name: string, on: boolean): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-pressed')) !== String(on)) await button.tap();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe(String(on));
}

/** A gesture of the camera's: the camera moved, then one tap on a toggle does what it says. */
async function assertCameraThenTap(page: Page, gesture: () => Promise<void>, button: string): Promise<void> {
  const before = await viewOf(page);
  await gesture();
  await expect.poll(() => viewOf(page)).not.toBe(before);
  await assertTapToggles(page, button);
}

/** A touch tablet (1280 × 800) and its DevTools channel for raw touch events, for the tests of the enclosing describe. */
function touchTablet(): { s: () => Session; cdp: () => CDPSession } {
  let session: Session | undefined;
  let channel: CDPSession | undefined;
  beforeAll(async () => {
    session = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
    channel = await session.page.context().newCDPSession(session.page);
  });
  afterAll(async () => {
    await session?.close();
  });
  const need = <T>(x: T | undefined): T => {
    if (x === undefined) throw new Error('no touch session');
    return x;
  };
  return { s: () => need(session), cdp: () => need(channel) };
}

describe('the game table: a tap right after a quick gesture on the canvas', () => {
  const tablet = touchTablet();
  let page: Page;
  let cdp: CDPSession;
  let t: TableDriver;
  /** A point of the open table between the ships (no token within reach of a finger). */
  let open: Pt;
  beforeAll(async () => {
    const s = tablet.s();
    page = s.page;
    cdp = tablet.cdp();
    await page.goto(s.baseUrl + '/kalidasia/game');
    await page.getByLabel('Import a game file').setInputFiles(deployedStarters().file('Pan then tap'));
    await page.waitForURL(/\/kalidasia\/game\/[\w-]+$/);
    await page.getByTestId('waiting-for').waitFor();
    t = await tableDriver(page);
    open = await t.at(40, 26);
  });
  // A camera gesture needs the Move tool (with Measure on, a finger draws the tape); set with a plain tap.
  beforeEach(async () => {
    await toggleSet(page, 'Measure', false);
  });

  it('a quick one-finger pan right, then one tap on Zones: Zones toggles', async () => {
    await assertCameraThenTap(page, () => pan(cdp, open, 240, 0), 'Zones');
  });
  it('a quick pan left, then one tap on Measure: the tool toggles', async () => {
    await assertCameraThenTap(page, () => pan(cdp, open, -240, 0), 'Measure');
  });
  it('a quick tape with Measure on (the camera stays), then one tap on Measure: the tool is off', async () => {
    await toggleSet(page, 'Measure', true);
    const before = await viewOf(page);
    await pan(cdp, open, 200, 0);
    await expect.poll(() => t.readout()).toMatch(/″/);
    expect(await viewOf(page)).toBe(before);
    await assertTapToggles(page, 'Measure');
    await toggleSet(page, 'Measure', false);
  });
  it('a quick pan up, then one tap on Zones', async () => {
    await assertCameraThenTap(page, () => pan(cdp, open, 0, -160), 'Zones');
  });
  it('a quick two-finger pinch out, then one tap on Zones', async () => {
    await assertCameraThenTap(page, () => pinch(cdp, open, 120, 100), 'Zones');
  });
  it('a quick two-finger pinch in, then one tap on Zones', async () => {
    await assertCameraThenTap(page, () => pinch(cdp, open, 320, -100), 'Zones');
  });
  it('a quick two-finger pinch out that pans too, then one tap on Zones', async () => {
    await assertCameraThenTap(page, () => pinch(cdp, open, 120, 60, 200), 'Zones');
  });
  it('a quick two-finger pinch in that pans too, then one tap on Zones', async () => {
    await assertCameraThenTap(page, () => pinch(cdp, open, 240, -60, -200), 'Zones');
  });
  it('a quick drag of a Hunter with "Adjust to the table" on (the camera stays, the move is stored), then one tap: Adjust is off', async () => {
    await page.getByRole('button', { name: 'Fit table' }).tap();
    await toggleSet(page, 'Adjust to the table', true);
    const id = page.url().split('/').pop() ?? '';
    const stored = (await storedActions(page, id)) ?? 0;
    const fitted = await viewOf(page);
    await pan(cdp, await t.at(28, 10), 0, 120);
    await expect.poll(() => storedActions(page, id)).toBe(stored + 1);
    expect(await viewOf(page)).toBe(fitted);
    await assertTapToggles(page, 'Adjust to the table');
    expect(tablet.s().errors).toEqual([]);
  });
});

describe('the free Table: a tap right after a quick gesture on the canvas', () => {
  const tablet = touchTablet();
  let page: Page;
  let cdp: CDPSession;
  let t: TableDriver;
  let centre: Pt;
  beforeAll(async () => {
    const s = tablet.s();
    page = s.page;
    cdp = tablet.cdp();
    await page.goto(s.baseUrl + '/kalidasia/table');
    await page.waitForSelector(`${STAGE} canvas`);
    await page.waitForSelector('button[aria-pressed]:not([disabled])');
    t = await tableDriver(page);
    centre = await t.at(36, 24);
  });

  it('a quick one-finger pan right, then one tap on Grid: the grid toggles', async () => {
    await assertCameraThenTap(page, () => pan(cdp, centre, 240, 0), 'Grid');
  });
  it('a quick pan left, then one tap on Grid', async () => {
    await assertCameraThenTap(page, () => pan(cdp, centre, -240, 0), 'Grid');
  });
  it('a quick pan down, then one tap on Grid', async () => {
    await assertCameraThenTap(page, () => pan(cdp, centre, 0, 160), 'Grid');
  });
  it('a quick two-finger pinch out, then one tap on Grid', async () => {
    await assertCameraThenTap(page, () => pinch(cdp, centre, 120, 100), 'Grid');
  });
  it('a quick two-finger pinch in, then one tap on Grid', async () => {
    await assertCameraThenTap(page, () => pinch(cdp, centre, 320, -100), 'Grid');
  });
  it('a quick two-finger pinch out that pans too, then one tap on Grid', async () => {
    await assertCameraThenTap(page, () => pinch(cdp, centre, 120, 60, 200), 'Grid');
  });
  it('a quick two-finger pinch in that pans too, then one tap on Grid', async () => {
    await assertCameraThenTap(page, () => pinch(cdp, centre, 240, -60, -200), 'Grid');
  });
  it('a quick drag of a marker (the camera stays, the marker is stored where it was put), then one tap on Grid', async () => {
    await page.getByRole('button', { name: 'Fit table' }).tap();
    await toggleSet(page, 'Add marker', true);
    await t.tap(20, 20);
    await expect.poll(() => t.markerCount()).toBe(1);
    await toggleSet(page, 'Add marker', false);
    const fitted = await viewOf(page);
    const v = await t.view();
    await pan(cdp, await t.at(20, 20), 10 * v.scale, 0);
    const stored = async () => ((await dumpDatabase(page)).tableLayout?.[0] as { markers: { x: number; y: number }[] } | undefined)?.markers.map((m) => [m.x, m.y]);
    await expect.poll(stored).toEqual([[30, 20]]);
    expect(await viewOf(page)).toBe(fitted);
    await assertTapToggles(page, 'Grid');
    expect(tablet.s().errors).toEqual([]);
  });
});
