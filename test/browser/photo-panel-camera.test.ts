// The reader's panel covers the right 40 rem of the screen; on a landscape tablet (1024 × 768, 1280 × 800) the Game
// screen's table at "Fit table" puts tokens on the table's right side under it. When the reader has a reading, the
// camera frames the read tokens and their arrows in the part of the table left of the panel; when the panel closes,
// the camera goes back to where the player had it — unless the player moved it while the panel was open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pose, type Pose } from '../../src/geometry';
import { gameViewOf } from '../../src/kalidasia/ui/game/meta';
import { markerPlan } from '../../src/kalidasia/ui/photo/plan';
import { photograph, type PhotoToken } from '../photo/photoGenerator';
import { readLog, type Session } from './harness';
import { openPhotoGame, PHOTO_TABLE, poseIn, startedGame } from './photoGame';
import { tableDriver, type StageView } from './tableDriver';

/** Two tokens moved to the table's right side since the app last saw them. */
const MOVED: Record<string, Pose> = { 'HHF-2': pose(64, 20, 100), 'Hunter 8': pose(67, 40, 270) };

/** Page coordinates of both ends of every arrow the reader draws on the Game screen's table (Konva, as drawn). */
const arrowEnds = (s: Session) =>
  s.page.evaluate(() => {
    type Node = { points(): number[]; getAbsoluteTransform(): { point(p: { x: number; y: number }): { x: number; y: number } } };
    const k = (window as unknown as { Konva?: { stages: { container(): HTMLElement; find(sel: string): Node[] }[] } }).Konva;
    const out: { from: { x: number; y: number }; to: { x: number; y: number } }[] = [];
    for (const st of k?.stages ?? []) {
      const box = st.container().getBoundingClientRect();
      for (const n of st.find('.photo-arrow')) {
        const p = n.points();
        const t = n.getAbsoluteTransform();
        const a = t.point({ x: p[0]!, y: p[1]! });
        const b = t.point({ x: p[2]!, y: p[3]! });
        out.push({ from: { x: box.left + a.x, y: box.top + a.y }, to: { x: box.left + b.x, y: box.top + b.y } });
      }
    }
    return out;
  });

describe('the reader frames what it read left of its panel (touch, landscape tablets)', () => {
  let s: Session;
  let gameId = '';
  const { state, file } = startedGame('Camera');
  const colours = gameViewOf({}, state).colours;
  let photo: Buffer;

  beforeAll(async () => {
    const tokens: PhotoToken[] = markerPlan(state)
      .filter((t) => t.unit.kind !== 'missile')
      .map((t) => ({ token: t, pose: MOVED[t.unit.id] ?? poseIn(state, t.unit.kind, t.unit.id), colour: colours[t.owner]! }));
    photo = (await photograph(PHOTO_TABLE, tokens, { ppi: 55, tilt: 10, rotation: 6, blur: 0.6, noise: 5, light: 0.85, jpeg: 90, seed: 31 })).file!;
    ({ s, gameId } = await openPhotoGame(file, { width: 1024, height: 768 }));
  });
  afterAll(async () => {
    await s.close();
  });

  /** Opens the reader, reads the photo, and waits for the reading on the table (its two arrows). */
  async function readThePhoto(): Promise<number> {
    await s.page.getByRole('tab', { name: 'Now' }).tap();
    await s.page.getByRole('button', { name: 'Read the table from a photo' }).tap();
    await s.page.getByTestId('photo-input').setInputFiles({ name: 'right-side.jpg', mimeType: 'image/jpeg', buffer: photo });
    await s.page.getByTestId('photo-result').waitFor({ timeout: 20000 });
    await expect.poll(async () => (await arrowEnds(s)).length).toBe(2);
    return (await s.page.locator('.ph-read').boundingBox())!.x;
  }

  /** Every arrow (both ends, and the 10 px head beyond the end) left of the panel and inside the stage's height. */
  async function allLeftOf(panelLeft: number): Promise<boolean> {
    const stage = (await s.page.getByTestId('table-stage').boundingBox())!;
    const ends = await arrowEnds(s);
    return ends.length === 2 && ends.every((e) => [e.from, e.to].every((p) => p.x >= stage.x && p.x + 10 <= panelLeft && p.y >= stage.y && p.y <= stage.y + stage.height));
  }

  it('1024 × 768: the arrows under the panel at "Fit table" are brought left of it; Close puts the fitted table back', async () => {
    const driver = await tableDriver(s.page);
    const before: StageView = await driver.view();
    const stored = (await readLog(s.page, gameId))!.head.cursor;
    const panelLeft = await readThePhoto();
    // At the player's camera, HHF-2's new place was under the panel: the framing is what brings it out.
    const stage = (await s.page.getByTestId('table-stage').boundingBox())!;
    expect(stage.x + before.x + MOVED['HHF-2']!.x * before.scale).toBeGreaterThan(panelLeft);
    expect(panelLeft).toBeCloseTo(1024 - 640, 0);
    await expect.poll(() => allLeftOf(panelLeft)).toBe(true);

    await s.page.locator('.ph-read').getByRole('button', { name: 'Close' }).tap();
    await expect.poll(() => driver.view()).toEqual(before);
    // Nothing was stored by looking.
    expect((await readLog(s.page, gameId))!.head.cursor).toBe(stored);
  });

  it('the player pans while the panel is open: Close leaves the camera where they put it', async () => {
    const driver = await tableDriver(s.page);
    const fitted = await driver.view();
    const panelLeft = await readThePhoto();
    await expect.poll(() => allLeftOf(panelLeft)).toBe(true);
    const framed = await driver.view();
    expect(framed).not.toEqual(fitted);
    // One finger on an empty part of the uncovered table (below the tokens' rows), 80 px to the left.
    const stage = (await s.page.getByTestId('table-stage').boundingBox())!;
    const from = { x: panelLeft - 60 - stage.x, y: stage.height - 60 };
    const a: [number, number] = [(from.x - framed.x) / framed.scale, (from.y - framed.y) / framed.scale];
    const b: [number, number] = [a[0] - 80 / framed.scale, a[1]];
    await driver.drag(a, b);
    await expect.poll(async () => (await driver.view()).x).toBeLessThan(framed.x - 40);
    const panned = await driver.view();
    await s.page.locator('.ph-read').getByRole('button', { name: 'Close' }).tap();
    await expect.poll(() => s.page.locator('.ph-read').count()).toBe(0);
    expect(await driver.view()).toEqual(panned);
    // "Fit table" for the next test.
    await s.page.getByRole('button', { name: 'Fit table' }).tap();
    await expect.poll(() => driver.view()).toEqual(fitted);
  });

  it('1280 × 800: the same, the panel 640 px from the left', async () => {
    const driver = await tableDriver(s.page);
    const small = await driver.view();
    await s.page.setViewportSize({ width: 1280, height: 800 });
    // The fitted table is fitted again to the larger stage.
    await expect.poll(async () => (await driver.view()).scale).toBeGreaterThan(small.scale);
    const before = await driver.view();
    const panelLeft = await readThePhoto();
    expect(panelLeft).toBeCloseTo(640, 0);
    await expect.poll(() => allLeftOf(panelLeft)).toBe(true);
    await s.page.locator('.ph-read').getByRole('button', { name: 'Close' }).tap();
    await expect.poll(() => driver.view()).toEqual(before);
    expect(s.errors).toEqual([]);
    expect(s.foreign).toEqual([]);
  });
});
