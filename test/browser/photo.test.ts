// The table from a photo on a touch screen (issue 25): the print view at true size (the 1″ bar is 96 CSS px, every
// token of the starters with a distinct marker); a generated photo of the game with three tokens moved and two under
// a hand chosen through the file input, the arrows, Apply, the units list at the photo's poses, one Undo puts every
// token back; a blank image and a non-image file get a clear message and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pose, type Pose } from '../../src/geometry';
import { gameViewOf } from '../../src/kalidasia/ui/game/meta';
import { markerPlan } from '../../src/kalidasia/ui/photo/plan';
import { photograph, type PhotoToken } from '../photo/photoGenerator';
import { createCanvas } from '@napi-rs/canvas';
import { readLog, settled, type Session } from './harness';
import { openPhotoGame, PHOTO_TABLE, poseIn, startedGame } from './photoGame';

/** The units list's position and heading of a unit. */
async function listed(s: Session, id: string): Promise<{ x: number; y: number; heading: number }> {
  const cells = await s.page.locator(`[data-testid="units-list"] tr[data-unit="${id}"] td`).allTextContents();
  const [x, y] = (cells[1] ?? '').split(',').map(Number);
  return { x: x!, y: y!, heading: Number((cells[2] ?? '').replace('°', '')) };
}

const turn = (a: number, b: number) => Math.abs((((b - a) % 360) + 540) % 360 - 180);

describe('the table from a photo (touch)', () => {
  let s: Session;
  let gameId = '';
  const { state, file } = startedGame('Photo');
  const colours = gameViewOf({}, state).colours;
  const MOVED: Record<string, { kind: 'ship' | 'fighter'; to: Pose }> = {
    'HHF-1': { kind: 'ship', to: pose(24, 9, 120) },
    'Hunter 3': { kind: 'fighter', to: pose(40, 16, 45) },
    'Interceptor 2': { kind: 'fighter', to: pose(30, 30, 200) },
  };
  const COVERED = ['Hunter 7', 'SFP-2'];

  beforeAll(async () => {
    ({ s, gameId } = await openPhotoGame(file));
  });
  afterAll(async () => {
    await s.close();
  });

  it('prints every token at true size with a distinct marker, the six table markers and a 1″ bar of 96 CSS px', async () => {
    await s.page.getByRole('button', { name: 'Print tokens' }).tap();
    const bar = s.page.getByTestId('check-bar');
    await bar.waitFor();
    expect((await bar.boundingBox())?.width).toBeCloseTo(96, 1);
    const markers = await s.page.getByTestId('print-token').locator('svg[data-marker]').evaluateAll((els) => els.map((e) => ({ id: e.getAttribute('data-marker'), unit: e.getAttribute('data-unit'), w: e.getBoundingClientRect().width, h: e.getBoundingClientRect().height })));
    const plan = markerPlan(state);
    expect(markers.map((m) => m.unit).sort()).toEqual(plan.map((t) => `${t.unit.kind}:${t.unit.id}`).sort());
    expect(new Set(markers.map((m) => m.id)).size).toBe(plan.length);
    // A Hammerhead frigate token is 1.5″ × 3″: 144 × 288 CSS px (laid fore to the right).
    const hhf = markers.find((m) => m.unit === 'ship:HHF-1')!;
    expect([Math.round(hhf.w), Math.round(hhf.h)]).toEqual([288, 144]);
    expect(await s.page.getByTestId('print-table-marker').count()).toBe(6);
    await s.page.getByRole('button', { name: 'Close' }).tap();
    expect(s.foreign).toEqual([]);
  });

  it('a photo with three tokens moved and two covered: arrows, Apply, the units list matches, one Undo puts every token back', async () => {
    const tokens: PhotoToken[] = [];
    for (const t of markerPlan(state)) {
      if (t.unit.kind === 'missile') continue;
      const moved = MOVED[t.unit.id];
      tokens.push({ token: t, pose: moved ? moved.to : poseIn(state, t.unit.kind, t.unit.id), colour: colours[t.owner]! });
    }
    const hands = COVERED.map((id) => {
      // A hand over the token's marker only (its neighbours, escorts 1.25″ to the side, stay in view).
      const ship = id.startsWith('SFP');
      const p = poseIn(state, ship ? 'ship' : 'fighter', id);
      return ship ? { x: p.x - 0.65, y: p.y - 1, w: 1.3, h: 2 } : { x: p.x - 0.7, y: p.y - 0.7, w: 1.4, h: 1.4 };
    });
    const photo = await photograph(PHOTO_TABLE, tokens, { ppi: 55, tilt: 15, rotation: 8, blur: 0.7, noise: 6, light: 0.8, jpeg: 88, hands, seed: 25 });
    const stored = (await readLog(s.page, gameId))!.head.cursor;

    await s.page.getByRole('button', { name: 'Read the table from a photo' }).tap();
    // The page's longest task from the moment the file is chosen (its change event) until the result shows (printed,
    // not asserted: README.md's speed figures). Playwright's own handing over of the file's bytes comes before.
    await s.page.evaluate(() => {
      const w = window as unknown as { longest: number; chosenAt: number };
      w.longest = 0;
      w.chosenAt = Infinity;
      document.addEventListener('change', () => (w.chosenAt = Math.min(w.chosenAt, performance.now())), true);
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.longest = e.startTime >= w.chosenAt ? Math.max(w.longest, e.duration) : w.longest))).observe({ type: 'longtask' });
    });
    await s.page.getByTestId('photo-input').setInputFiles({ name: 'table.jpg', mimeType: 'image/jpeg', buffer: photo.file! });
    const result = s.page.getByTestId('photo-result');
    await result.waitFor({ timeout: 20000 }).catch(async (e: Error) => {
      throw new Error(`${e.message}\n${s.errors.join('\n')}\n${await s.page.locator('.ph-read').innerText()}`);
    });
    console.info(`photo read in the browser: ${photo.width}×${photo.height} px; ${await result.getByRole('status').first().textContent()}; the page's longest task ${await s.page.evaluate(() => (window as unknown as { longest: number }).longest)} ms`);
    expect(await s.page.locator('[data-testid="photo-arrows"] [data-arrow="moved"]').count()).toBe(3);
    // Listed by their codes, as on the table (HU7, SFP2).
    const notFound = await s.page.getByTestId('photo-not-found').textContent();
    expect(notFound).toBe('Not in the photo (left where they are): SFP2, HU7.');
    await s.page.getByRole('button', { name: 'Apply 3 moves' }).tap();
    await s.page.getByTestId('photo-applied').waitFor();
    await settled(s.page);
    expect((await readLog(s.page, gameId))!.head.cursor).toBe(stored + 3);
    await s.page.locator('.ph-read').getByRole('button', { name: 'Close' }).tap();

    await s.page.getByRole('tab', { name: 'Units' }).tap();
    for (const [id, m] of Object.entries(MOVED)) {
      const l = await listed(s, id);
      expect(Math.hypot(l.x - m.to.x, l.y - m.to.y)).toBeLessThan(0.15);
      expect(turn(l.heading, m.to.heading)).toBeLessThanOrEqual(3);
    }
    for (const id of COVERED) {
      const p = poseIn(state, id.startsWith('SFP') ? 'ship' : 'fighter', id);
      const l = await listed(s, id);
      expect(Math.hypot(l.x - p.x, l.y - p.y)).toBeLessThan(0.06);
    }

    await s.page.getByRole('button', { name: 'Undo', exact: true }).tap();
    await settled(s.page);
    await expect.poll(async () => (await readLog(s.page, gameId))!.head.cursor).toBe(stored);
    for (const id of Object.keys(MOVED)) {
      const p = poseIn(state, MOVED[id]!.kind, id);
      await expect.poll(async () => {
        const l = await listed(s, id);
        return Math.hypot(l.x - p.x, l.y - p.y) < 0.06 && turn(l.heading, p.heading) <= 0.5;
      }).toBe(true);
    }
  });

  it('two half-table photos merged into one reading: a token is listed as not found until the other half shows it', async () => {
    const stored = (await readLog(s.page, gameId))!.head.cursor;
    const moved = pose(52, 12, 100);
    const tokens: PhotoToken[] = markerPlan(state)
      .filter((t) => t.unit.kind !== 'missile')
      .map((t) => ({ token: t, pose: t.unit.id === 'HHF-2' ? moved : poseIn(state, t.unit.kind, t.unit.id), colour: colours[t.owner]! }));
    const left = await photograph(PHOTO_TABLE, tokens, { ppi: 60, tilt: 20, rotation: 95, blur: 0.6, noise: 5, light: 0.85, jpeg: 90, seed: 41, region: { x0: 0, y0: 0, x1: 40, y1: 48 } });
    const right = await photograph(PHOTO_TABLE, tokens, { ppi: 60, tilt: 10, rotation: 265, blur: 0.6, noise: 5, light: 0.85, jpeg: 90, seed: 42, region: { x0: 32, y0: 0, x1: 72, y1: 48 } });
    await s.page.getByRole('button', { name: 'Read the table from a photo' }).tap();
    const input = s.page.getByTestId('photo-input');
    await input.setInputFiles({ name: 'left.jpg', mimeType: 'image/jpeg', buffer: left.file! });
    await expect.poll(() => s.page.getByTestId('photo-result').getByRole('status').first().textContent(), { timeout: 20000 }).toContain('1 photo');
    expect(await s.page.getByTestId('photo-not-found').textContent()).toContain('HHF2');
    await input.setInputFiles({ name: 'right.jpg', mimeType: 'image/jpeg', buffer: right.file! });
    await expect.poll(() => s.page.getByTestId('photo-result').getByRole('status').first().textContent(), { timeout: 20000 }).toContain('2 photos');
    expect(await s.page.getByTestId('photo-not-found').count()).toBe(0);
    expect(await s.page.locator('[data-testid="photo-arrows"] [data-arrow="moved"]').count()).toBe(1);
    await s.page.getByRole('button', { name: 'Apply 1 move' }).tap();
    await s.page.getByTestId('photo-applied').waitFor();
    await settled(s.page);
    expect((await readLog(s.page, gameId))!.head.cursor).toBe(stored + 1);
    await s.page.locator('.ph-read').getByRole('button', { name: 'Close' }).tap();
    const l = await listed(s, 'HHF-2');
    expect(Math.hypot(l.x - moved.x, l.y - moved.y)).toBeLessThan(0.15);
    await s.page.getByRole('button', { name: 'Undo', exact: true }).tap();
    await settled(s.page);
    await expect.poll(async () => (await readLog(s.page, gameId))!.head.cursor).toBe(stored);
  });

  it('a blank image and a non-image file: a clear message, nothing changed', async () => {
    const stored = (await readLog(s.page, gameId))!.head.cursor;
    const c = createCanvas(1200, 900);
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 1200, 900);
    await s.page.getByRole('button', { name: 'Read the table from a photo' }).tap();
    const input = s.page.getByTestId('photo-input');
    await input.setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: await c.encode('png') });
    await expect.poll(() => s.page.getByTestId('photo-error').textContent()).toContain('“blank.png”: No table marker was found; at least 3 must be in the photo');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect.poll(() => s.page.getByTestId('photo-error').textContent()).toContain('“notes.txt” is not an image (text/plain)');
    await input.setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') });
    await expect.poll(() => s.page.getByTestId('photo-error').textContent()).toContain('“broken.jpg”: This file could not be read as an image');
    await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(41 * 1024 * 1024, 0xff) });
    await expect.poll(() => s.page.getByTestId('photo-error').textContent()).toContain('“huge.jpg” is 41 MB; photos up to 40 MB are read.');
    expect(await s.page.getByTestId('photo-error').textContent()).toContain('Nothing was changed.');
    expect((await readLog(s.page, gameId))!.head.cursor).toBe(stored);
    expect(s.errors).toEqual([]);
  });
});
