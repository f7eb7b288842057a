// The Table screen in real Chromium on a touch screen: markers, tape measure with snapping,
// pinch zoom about the fingers, and everything surviving a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase, openSession, pageIdle, type Session } from './harness';
import { tableDriver } from './tableDriver';

interface StoredTable {
  width: number;
  height: number;
  grid: boolean;
  markers: { x: number; y: number }[];
  view: { x: number; y: number; scale: number } | null;
}

const storedTable = async (s: Session): Promise<StoredTable | undefined> =>
  (await dumpDatabase(s.page)).tableLayout?.[0] as StoredTable | undefined;

describe('table screen (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
    await s.page.goto(s.baseUrl + '/kalidasia/table');
  });
  afterAll(async () => {
    await s.close();
  });

  it('two markers dropped 24" apart measure 24.0″ centre to centre, snapping from within 0.5"', async () => {
    const t = await tableDriver(s.page);
    await s.page.getByRole('button', { name: /Add marker/ }).tap();
    await t.tap(12, 12);
    await t.tap(36, 12);
    await expect.poll(() => t.markerCount()).toBe(2);
    await expect.poll(async () => (await storedTable(s))?.markers.map((m) => [m.x, m.y])).toEqual([
      [12, 12],
      [36, 12],
    ]);

    await s.page.getByRole('button', { name: 'Measure', exact: true }).tap();
    // Start and end 0.3" off each centre: the tape snaps to both centres.
    await t.drag([12.3, 12.2], [35.8, 11.7]);
    expect(await t.readout()).toBe('24.0″ · 0°');
    // The measurement stays until cleared: still there once the page has painted and gone idle.
    await pageIdle(s.page);
    expect(await t.readout()).toBe('24.0″ · 0°');
    expect(s.errors).toEqual([]);
  });

  it('a tape started away from any marker measures from where the finger went down', async () => {
    const t = await tableDriver(s.page);
    await t.drag([20, 30], [20, 40]);
    expect(await t.readout()).toBe('10.0″ · 90°');
    await s.page.getByRole('button', { name: 'Clear measurement' }).tap();
    await expect.poll(() => t.readout()).toBe('');
  });

  it('a two-finger pinch zooms about the point between the fingers', async () => {
    const t = await tableDriver(s.page);
    const before = await t.view();
    const centre = await t.at(48, 20);
    await t.pinch(centre, 120, 2);
    const after = await t.view();
    expect(after.scale / before.scale).toBeCloseTo(2, 1);
    // The table point under the fingers' centre has not moved.
    const box = await s.page.getByTestId('table-stage').boundingBox();
    const under = { x: (centre.x - (box?.x ?? 0) - after.x) / after.scale, y: (centre.y - (box?.y ?? 0) - after.y) / after.scale };
    expect(under.x).toBeCloseTo(48, 1);
    expect(under.y).toBeCloseTo(20, 1);
    await expect.poll(async () => (await storedTable(s))?.view?.scale).toBeCloseTo(after.scale, 6);
  });

  it('markers, grid, size and the view survive a reload', async () => {
    await s.page.getByRole('button', { name: 'Grid', exact: true }).tap();
    await expect.poll(async () => (await storedTable(s))?.grid).toBe(false);
    const t = await tableDriver(s.page);
    const view = await t.view();
    await s.page.reload();
    const t2 = await tableDriver(s.page);
    expect(await t2.markerCount()).toBe(2);
    const v2 = await t2.view();
    expect([v2.x, v2.y, v2.scale]).toEqual([view.x, view.y, view.scale]);
    expect(await s.page.getByRole('button', { name: 'Grid', exact: true }).getAttribute('aria-pressed')).toBe('false');
  });

  it('a marker is dragged by touch and deleted', async () => {
    const t = await tableDriver(s.page);
    await s.page.getByRole('button', { name: 'Fit table' }).tap();
    // Move tool: dragging a marker moves it.
    await t.drag([36, 12], [40, 20]);
    await expect.poll(async () => (await storedTable(s))?.markers.map((m) => [m.x, m.y])).toEqual([
      [12, 12],
      [40, 20],
    ]);
    // Dragging empty table pans instead.
    const before = await t.view();
    await t.drag([60, 40], [55, 35]);
    const after = await t.view();
    expect(Math.round(after.x - before.x)).toBe(Math.round(-5 * before.scale));
    // A dropped marker stays selected; a tap on empty table deselects, a tap on the marker selects it.
    const del = s.page.getByRole('button', { name: 'Delete marker' });
    expect(await del.isEnabled()).toBe(true);
    await t.tap(60, 40);
    await expect.poll(() => del.isEnabled()).toBe(false);
    await t.tap(40, 20);
    await s.page.getByRole('button', { name: 'Delete marker' }).tap();
    await expect.poll(() => t.markerCount()).toBe(1);
    await expect.poll(async () => (await storedTable(s))?.markers.length).toBe(1);
    // A deleted marker can be brought back, where it was.
    await s.page.getByRole('button', { name: 'Undo delete' }).tap();
    await expect.poll(async () => (await storedTable(s))?.markers.map((m) => [m.x, m.y])).toEqual([
      [12, 12],
      [40, 20],
    ]);
    expect(await s.page.getByRole('button', { name: 'Undo delete' }).count()).toBe(0);
    await s.page.getByRole('button', { name: 'Delete marker' }).tap();
    await expect.poll(() => t.markerCount()).toBe(1);
  });

  it('the tape measure survives a relaunch', async () => {
    await s.page.getByRole('button', { name: 'Fit table' }).tap();
    await s.page.getByRole('button', { name: 'Measure', exact: true }).tap();
    const t = await tableDriver(s.page);
    await t.drag([10, 30], [10, 40]);
    expect(await t.readout()).toBe('10.0″ · 90°');
    await s.page.reload();
    const t2 = await tableDriver(s.page);
    await expect.poll(() => t2.readout()).toBe('10.0″ · 90°');
    await s.page.getByRole('button', { name: 'Clear measurement' }).tap();
    await s.page.reload();
    const t3 = await tableDriver(s.page);
    await s.page.getByRole('button', { name: 'Fit table' }).waitFor();
    expect(await t3.readout()).toBe('');
  });

  it('a custom size outside 12–120" is refused with a message; a preset resizes the table', async () => {
    await s.page.getByRole('button', { name: /Table size/ }).tap();
    await s.page.getByLabel('Width (inches)').fill('130');
    await s.page.getByLabel('Height (inches)').fill('4x');
    await s.page.getByRole('button', { name: 'Apply size' }).tap();
    const alerts = await s.page.getByRole('alert').allTextContents();
    expect(alerts.join(' | ')).toMatch(/Width must be from 12″ to 120″ \(got 130″\).*Height “4x” is not a number of inches/);
    expect((await storedTable(s))?.width).toBe(72);
    await s.page.getByRole('group', { name: 'Preset sizes' }).getByRole('button', { name: /44.*30/ }).tap();
    await expect.poll(async () => {
      const d = await storedTable(s);
      return [d?.width, d?.height];
    }).toEqual([44, 30]);
    expect(s.errors).toEqual([]);
    expect(s.foreign).toEqual([]);
  });
});

describe('table screen in portrait', () => {
  it('fits the screen without sideways scrolling and keeps every tool reachable', async () => {
    const s = await openSession({ touch: true, viewport: { width: 800, height: 1280 } });
    try {
      await s.page.goto(s.baseUrl + '/kalidasia/table');
      const t = await tableDriver(s.page);
      const overflow = await s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const hidden: string[] = [];
      for (const name of ['Measure', 'Add marker', 'Delete marker', 'Clear measurement', 'Grid', 'Zoom out', 'Zoom in', 'Fit table']) {
        const box = await s.page.getByRole('button', { name, exact: true }).boundingBox();
        if (!box || box.x < 0 || box.x + box.width > 800 || box.height < 44) hidden.push(name);
      }
      expect(hidden).toEqual([]);
      // The fitted table is wholly on screen.
      const corner = await t.at(72, 48);
      const origin = await t.at(0, 0);
      expect([origin.x >= 0, corner.x <= 800, corner.y <= 1280]).toEqual([true, true, true]);
      expect(s.errors).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
