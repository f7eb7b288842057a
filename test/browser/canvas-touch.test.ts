// The shared canvas on a touch screen (issue 21, items 1–3): touch targets that grow as tokens shrink,
// a box selection of fighters dragged as one with a refused wing overruled, labels that never
// overprint. Games are prepared from events (canvasScenes.ts) and imported through the game list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fighterClass, SHIPPED_PACK } from '../../src/kalidasia/data';
import { crowded, deployedStarters, huntersActive } from './canvasScenes';
import type { Scene } from './fighterScenes';
import { openSession, type Session } from './harness';
import { tableDriver } from './tableDriver';

async function importScene(s: Session, sc: Scene, name: string): Promise<void> {
  await s.page.goto(s.baseUrl + '/kalidasia/game');
  await s.page.getByLabel('Import a game file').setInputFiles(sc.file(name));
  await s.page.waitForURL(/\/kalidasia\/game\/[\w-]+$/);
  await s.page.getByTestId('waiting-for').waitFor();
}

/** A unit's position in the units list, as numbers. */
async function positionOf(s: Session, id: string): Promise<[number, number]> {
  await s.page.getByRole('tab', { name: 'Units' }).tap();
  const text = (await s.page.locator(`[data-testid="units-list"] tr[data-unit="${id}"] td`).nth(1).textContent()) ?? '';
  await s.page.getByRole('tab', { name: 'Now' }).tap();
  const [x, y] = text.split(',').map((v) => Number(v.trim()));
  return [x ?? NaN, y ?? NaN];
}

const near = (a: [number, number], b: [number, number], tol = 0.15) => Math.abs(a[0] - b[0]) <= tol && Math.abs(a[1] - b[1]) <= tol;
/** 'there' once the unit stands at `b` (within `tol`), else where it stands (so a failure says where). */
const standsAt = async (s: Session, id: string, b: [number, number], tol = 0.15) => {
  const p = await positionOf(s, id);
  return near(p, b, tol) ? 'there' : `${id} at ${p.join(', ')}`;
};
const fighterSize = fighterClass(SHIPPED_PACK, 'hunter').tokenSize;

/**
 * One finger from a to b (page px) that dwells at b with a few sub-pixel moves before lifting: under load
 * the last moves of a drag can still be queued when the finger lifts, and the lift then lands where the page
 * last saw the finger; dwelling makes every late move land within 0.5 px of b.
 */
async function fingerDrag(s: Session, a: { x: number; y: number }, b: { x: number; y: number }): Promise<void> {
  const cdp = await s.page.context().newCDPSession(s.page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 0 }] : [] });
  await touch('touchStart', a);
  for (let i = 1; i <= 10; i++) await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 10, y: a.y + ((b.y - a.y) * i) / 10 });
  for (let i = 0; i < 6; i++) await touch('touchMove', { x: b.x + (i % 2 === 0 ? 0.4 : -0.4), y: b.y });
  await touch('touchMove', b);
  await touch('touchEnd');
  await cdp.detach();
}

describe('the shared canvas on touch', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('a drag that starts 15 px outside an 11-px token moves the token, not the camera; a picked group moved as one is undone as one, turned by its handle and moved by a typed form', async () => {
    await importScene(s, deployedStarters(), 'Touch targets');
    const t = await tableDriver(s.page);
    const v = await t.view();
    const halfPx = (fighterSize.length / 2) * v.scale;
    // At "Fit table" a fighter token is about 11 px across.
    expect(2 * halfPx).toBeLessThan(14);
    await s.page.getByRole('button', { name: 'Adjust to the table' }).tap();
    const y0 = 10 - (halfPx + 15) / v.scale;
    await t.drag([28, y0], [28, y0 + 6]);
    await expect.poll(() => standsAt(s, 'Hunter 1', [28, 16])).toBe('there');
    // The camera did not pan (it is the fitted view once the turn bar has settled after saving).
    await expect.poll(() => t.view()).toEqual(v);
    await s.page.getByRole('button', { name: 'Adjust to the table' }).tap();

    // A tap between two Hunters 2″ apart (both targets hold it, neither footprint): the player chooses.
    await t.tap(31, 10);
    const chooser = s.page.getByRole('dialog', { name: 'Which token?' });
    await chooser.getByRole('button', { name: 'HU3 — Hunter 3' }).tap();
    await s.page.getByRole('tab', { name: 'Units' }).tap();
    await expect.poll(() => s.page.locator('[data-testid="units-list"] tr[aria-selected="true"]').getAttribute('data-unit')).toBe('Hunter 3');
    await s.page.getByRole('tab', { name: 'Now' }).tap();
    expect(await chooser.count()).toBe(0);

    // Select two Hunters by tapping, drag one: both move; one undo puts both back.
    await s.page.getByRole('button', { name: 'Select' }).tap();
    await t.tap(30, 10);
    await t.tap(32, 10);
    await expect.poll(() => s.page.getByTestId('picked-count').textContent()).toBe('2 picked');
    await expect.poll(() => t.view()).toEqual(v);
    await t.drag([30, 10], [30, 14]);
    await expect.poll(() => standsAt(s, 'Hunter 3', [32, 14])).toBe('there');
    expect(await standsAt(s, 'Hunter 2', [30, 14])).toBe('there');
    await s.page.getByRole('button', { name: 'Undo' }).tap();
    await expect.poll(() => standsAt(s, 'Hunter 3', [32, 10], 0.01)).toBe('there');
    expect(await standsAt(s, 'Hunter 2', [30, 10], 0.01)).toBe('there');
    expect(await standsAt(s, 'Hunter 1', [28, 16])).toBe('there');

    // Turn the two a quarter clockwise by the handle above them (40 px over the topmost token, over the centre).
    // (Wait for the fitted camera: while an action is being saved the turn bar can grow a line and the table refits.)
    await expect.poll(() => t.view()).toEqual(v);
    const scale = (await t.view()).scale;
    // The labels (and the handle) are laid out for the zoom on screen.
    await expect.poll(() => s.page.locator('.gm-labels').getAttribute('data-scale')).toBe(String(scale));
    const handle: [number, number] = [31, 10 - fighterSize.length / 2 - 40 / scale];
    const r = 10 - handle[1];
    await fingerDrag(s, await t.at(...handle), await t.at(31 + r, 10));
    await expect.poll(() => standsAt(s, 'Hunter 2', [31, 9])).toBe('there');
    expect(await standsAt(s, 'Hunter 3', [31, 11])).toBe('there');

    // The same group moved by a typed form (the same path as a drag): 2″ right, 1″ down.
    await s.page.getByText('Move by…').tap();
    await s.page.getByLabel('Right (″)').fill('2');
    await s.page.getByLabel('Down (″)').fill('1');
    await s.page.getByRole('button', { name: 'Move the picked' }).tap();
    await expect.poll(() => standsAt(s, 'Hunter 2', [33, 10])).toBe('there');
    expect(await standsAt(s, 'Hunter 3', [33, 12])).toBe('there');
    await s.page.getByRole('button', { name: 'Unpick all' }).tap();
    await s.page.getByRole('button', { name: 'Select' }).tap();
  });

  it('five fighters picked with a box are dragged as one; a wing nudged beyond its reach is shown refused and overruled', async () => {
    await importScene(s, huntersActive(), 'Group move');
    await s.page.getByTestId('fighter-activation').waitFor();
    const t = await tableDriver(s.page);
    await s.page.getByRole('button', { name: 'Select' }).tap();
    // A box around Hunters 2–6 (x = 30…38, y = 10).
    await t.drag([29, 13], [39, 7]);
    await expect.poll(() => s.page.getByTestId('picked-count').textContent()).toBe('5 picked');
    await t.drag([34, 10], [34, 20]);
    const planned = s.page.getByTestId('planned-moves');
    await expect.poll(async () => (await planned.locator('li').allTextContents()).length).toBe(5);
    for (const id of [2, 3, 4, 5, 6]) expect(await planned.textContent()).toContain(`Hunter ${id}: 10.0″ of 12″`);
    expect(await planned.textContent()).not.toContain('Hunter 7');

    // Let the group go and nudge Hunter 6 four inches further: 14″ of 12″, shown refused.
    await s.page.getByRole('button', { name: 'Unpick all' }).tap();
    await s.page.getByRole('button', { name: 'Select' }).tap();
    await t.drag([38, 20], [38, 24]);
    await expect.poll(() => planned.locator('li.gm-error-text').allTextContents()).toEqual(['Hunter 6: 14.0″ of 12″ to (38.0, 24.0)']);
    expect(await planned.locator('li.gm-ok-text').count()).toBe(4);
    await s.page.getByRole('button', { name: 'Record movement 1' }).tap();
    await s.page.getByText('Hunter 6 moves at most 12"').waitFor();
    await s.page.getByRole('button', { name: /The table says otherwise/ }).tap();
    await s.page.getByRole('button', { name: 'Record movement 2' }).waitFor();
    expect(await positionOf(s, 'Hunter 6')).toEqual([38, 24]);
    expect(await positionOf(s, 'Hunter 2')).toEqual([30, 20]);
    expect(await positionOf(s, 'Hunter 7')).toEqual([40, 10]);
  });

  it('labels of four crowded tokens (1″ apart) do not overlap, each with its code', async () => {
    await importScene(s, crowded(), 'Crowded');
    const t = await tableDriver(s.page);
    const scale = (await t.view()).scale;
    // The labels are laid out for the zoom on screen.
    await expect.poll(() => s.page.locator('.gm-labels').getAttribute('data-scale')).toBe(String(scale));
    const boxes = await s.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.gm-label')].map((el) => {
        const r = el.getBoundingClientRect();
        return { key: el.dataset['key'] ?? '', text: el.textContent ?? '', x: r.x, y: r.y, w: r.width, h: r.height };
      }),
    );
    const four = ['Hunter 1', 'Hunter 2', 'Hunter 3', 'Hunter 4'].map((id) => boxes.find((b) => b.key === `tok:fighter:${id}`));
    expect(four.map((b) => b?.text)).toEqual(['HU1', 'HU2', 'HU3', 'HU4']);
    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5) overlaps.push(`${a.text} × ${b.text}`);
      }
    expect(overlaps).toEqual([]);
    // Every label is on screen at a readable size.
    for (const b of four) expect(b && b.h >= 12 && b.w >= 20).toBe(true);
  });
});
