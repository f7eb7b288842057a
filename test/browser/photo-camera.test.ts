// The live camera in the photo reader (issue 25: "the tablet's camera (file input with capture, or the camera
// stream)"), on touch, with Chromium's fake camera showing a generated photo of the table (a YUV file written here):
// "Use the live camera" → "Take photo" (≥ 44 px) → the reading → Apply moves the token the photo shows moved; the same
// from the stream's frame where the browser has no ImageCapture (Safari on an iPad); the stream stops when the panel
// closes and when the app is hidden; a refused permission and a device without a camera get a clear message.
// Nothing leaves the origin.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pose } from '../../src/geometry';
import { gameViewOf } from '../../src/kalidasia/ui/game/meta';
import { markerPlan } from '../../src/kalidasia/ui/photo/plan';
import { photograph, type GeneratedPhoto, type PhotoToken } from '../photo/photoGenerator';
import { readLog, settled, type Session } from './harness';
import { openPhotoGame, PHOTO_TABLE, poseIn, startedGame } from './photoGame';

const MOVED = pose(24, 9, 120);

/** One frame of YUV 4:2:0 (BT.601 video range) in a Y4M file: what Chromium's fake camera plays, over and over. */
function y4m(photo: GeneratedPhoto): Buffer {
  const w = photo.width & ~1;
  const h = photo.height & ~1;
  const Y = Buffer.alloc(w * h);
  const U = Buffer.alloc((w / 2) * (h / 2));
  const V = Buffer.alloc((w / 2) * (h / 2));
  const d = photo.data;
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      const k = (j * photo.width + i) * 4;
      Y[j * w + i] = Math.round(16 + 0.257 * d[k]! + 0.504 * d[k + 1]! + 0.098 * d[k + 2]!);
    }
  }
  for (let j = 0; j < h / 2; j++) {
    for (let i = 0; i < w / 2; i++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [di, dj] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
        const k = ((2 * j + dj) * photo.width + 2 * i + di) * 4;
        r += d[k]!;
        g += d[k + 1]!;
        b += d[k + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      U[j * (w / 2) + i] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      V[j * (w / 2) + i] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  }
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F30:1 Ip A1:1 C420jpeg\nFRAME\n`), Y, U, V]);
}

/** The camera's tracks, kept by the test when the stream starts, all ended. */
const tracksEnded = (s: Session) => s.page.evaluate(() => (window as unknown as { kept?: MediaStream }).kept?.getTracks().every((t) => t.readyState === 'ended') ?? null);
const keepStream = (s: Session) =>
  s.page.evaluate(() => {
    (window as unknown as { kept?: MediaStream }).kept = (document.querySelector('.ph-camera-video') as HTMLVideoElement).srcObject as MediaStream;
  });

describe('the live camera in the photo reader (touch, Chromium’s fake camera)', () => {
  const { state, file } = startedGame('Camera');
  const colours = gameViewOf({}, state).colours;
  let dir = '';
  let s: Session;
  let gameId = '';

  beforeAll(async () => {
    const tokens: PhotoToken[] = markerPlan(state)
      .filter((t) => t.unit.kind !== 'missile')
      .map((t) => ({ token: t, pose: t.unit.id === 'HHF-1' ? MOVED : poseIn(state, t.unit.kind, t.unit.id), colour: colours[t.owner]! }));
    // The whole table at about 48 px per inch: a 3.5 × 2.5 k frame (the camera streams what the file holds).
    const photo = await photograph(PHOTO_TABLE, tokens, { ppi: 48, tilt: 6, rotation: 3, blur: 0.5, noise: 4, light: 0.9, seed: 12 });
    dir = mkdtempSync(join(tmpdir(), 'tableside-camera-'));
    const video = join(dir, 'table.y4m');
    writeFileSync(video, y4m(photo));
    ({ s, gameId } = await openPhotoGame(file, { width: 1280, height: 800 }, ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`]));
  });
  afterAll(async () => {
    await s?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('Take photo reads the table from the stream; Apply moves the token the photo shows moved; Close stops the stream', async () => {
    const stored = (await readLog(s.page, gameId))!.head.cursor;
    await s.page.getByRole('button', { name: 'Read the table from a photo' }).tap();
    await s.page.getByRole('button', { name: 'Use the live camera' }).tap();
    const camera = s.page.getByTestId('photo-camera');
    await expect.poll(() => camera.getAttribute('data-camera'), { timeout: 20000 }).toBe('live');
    await keepStream(s);
    expect(await camera.getByRole('status').textContent()).toMatch(/^Camera: \d{4} × \d{4}\./);
    const take = s.page.getByRole('button', { name: 'Take photo' });
    const box = (await take.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    // In view below the stream, without scrolling the panel (1280 × 800).
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    const t0 = Date.now();
    await take.tap();
    // Chromium's fake camera encodes its still as a PNG in software: seconds on a loaded machine.
    await s.page.getByTestId('photo-result').waitFor({ timeout: 60000 }).catch(async (e: Error) => {
      throw new Error(`${e.message}\n${s.errors.join('\n')}\n${await s.page.locator('.ph-read').innerText()}`);
    });
    // Printed, not asserted (README figures): the stream's size, the reading, tap → reading shown.
    console.info(`live camera: ${await camera.getByRole('status').textContent()} ${await s.page.getByTestId('photo-result').getByRole('status').first().textContent()}; tap → reading ${Date.now() - t0} ms`);
    // The camera's own still (ImageCapture): a PNG in Chromium's fake camera.
    expect(await s.page.locator('.ph-photo figcaption').textContent()).toMatch(/^camera photo 1\.png: \d+ markers found\.$/);
    expect(await s.page.locator('[data-testid="photo-arrows"] [data-arrow="moved"]').count()).toBe(1);
    await s.page.getByRole('button', { name: 'Apply 1 move' }).tap();
    await s.page.getByTestId('photo-applied').waitFor();
    await settled(s.page);
    expect((await readLog(s.page, gameId))!.head.cursor).toBe(stored + 1);
    // The camera is still live for the next photo; closing the reader stops it.
    expect(await camera.getAttribute('data-camera')).toBe('live');
    expect(await tracksEnded(s)).toBe(false);
    await s.page.locator('.ph-read').getByRole('button', { name: 'Close' }).tap();
    await expect.poll(() => tracksEnded(s)).toBe(true);

    await s.page.getByRole('tab', { name: 'Units' }).tap();
    const cells = await s.page.locator('[data-testid="units-list"] tr[data-unit="HHF-1"] td').allTextContents();
    const [x, y] = (cells[1] ?? '').split(',').map(Number);
    expect(Math.hypot(x! - MOVED.x, y! - MOVED.y)).toBeLessThan(0.15);
    expect(Math.abs(Number((cells[2] ?? '').replace('°', '')) - MOVED.heading)).toBeLessThanOrEqual(3);
    await s.page.getByRole('tab', { name: 'Now' }).tap();
  }, 120_000);

  it('without ImageCapture (as on an iPad): the stream’s frame is read; the app hidden stops the camera until asked again', async () => {
    await s.page.evaluate(() => {
      delete (window as unknown as { ImageCapture?: unknown }).ImageCapture;
    });
    await s.page.getByRole('button', { name: 'Read the table from a photo' }).tap();
    await s.page.getByRole('button', { name: 'Use the live camera' }).tap();
    const camera = s.page.getByTestId('photo-camera');
    await expect.poll(() => camera.getAttribute('data-camera'), { timeout: 20000 }).toBe('live');
    await s.page.getByRole('button', { name: 'Take photo' }).tap();
    await s.page.getByTestId('photo-result').waitFor({ timeout: 30000 });
    expect(await s.page.locator('.ph-photo figcaption').textContent()).toMatch(/^camera photo 1\.jpg: \d+ markers found\.$/);
    // The table as the app has it now (HHF-1 moved above): nothing to move, every table card found.
    expect(await s.page.getByTestId('photo-result').getByRole('status').first().textContent()).toContain(
      'table markers found: top left, top right, bottom right, bottom left, middle of the top edge, middle of the bottom edge',
    );
    expect(await s.page.locator('[data-testid="photo-arrows"] [data-arrow="moved"]').count()).toBe(0);
    const notFound = s.page.getByTestId('photo-not-found');
    expect((await notFound.count()) === 0 ? '' : await notFound.textContent()).not.toContain('HHF1');

    // The app hidden (another app, the tablet locked). Headless Chromium never hides a page, so the page is told
    // it is hidden the way the browser tells it: visibilityState and its event.
    await keepStream(s);
    await s.page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => tracksEnded(s)).toBe(true);
    expect(await camera.getAttribute('data-camera')).toBe('stopped');
    expect(await camera.getByRole('status').textContent()).toBe('The camera was stopped while the app was hidden.');
    await s.page.evaluate(() => {
      delete (document as unknown as { visibilityState?: unknown }).visibilityState;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // Back in view it stays stopped until the player asks.
    expect(await camera.getAttribute('data-camera')).toBe('stopped');
    await s.page.getByRole('button', { name: 'Start the camera again' }).tap();
    await expect.poll(() => camera.getAttribute('data-camera'), { timeout: 20000 }).toBe('live');
    await keepStream(s);
    await s.page.getByRole('button', { name: 'Stop the camera' }).tap();
    await expect.poll(() => tracksEnded(s)).toBe(true);
    expect(await s.page.getByTestId('photo-camera').count()).toBe(0);
    await s.page.locator('.ph-read').getByRole('button', { name: 'Close' }).tap();
    expect(s.errors).toEqual([]);
    expect(s.foreign).toEqual([]);
  });
});

describe('the live camera refused or missing (touch)', () => {
  const { file } = startedGame('Camera');

  it('permission refused: a clear message, the file button still there, nothing changed', async () => {
    // A fake camera but no automatic "Allow": headless Chromium refuses the permission.
    const { s, gameId } = await openPhotoGame(file, { width: 1280, height: 800 }, ['--use-fake-device-for-media-stream']);
    try {
      const stored = (await readLog(s.page, gameId))!.head.cursor;
      await s.page.getByRole('button', { name: 'Read the table from a photo' }).tap();
      await s.page.getByRole('button', { name: 'Use the live camera' }).tap();
      await s.page.getByTestId('photo-camera-error').waitFor({ timeout: 20000 });
      expect(await s.page.getByTestId('photo-camera-error').textContent()).toBe(
        'The camera was not allowed for this app. To use it, allow the camera for this site in the browser\'s settings, then tap “Try the camera again”, or take or choose a photo with the button above. Nothing was changed.',
      );
      expect(await s.page.getByRole('button', { name: 'Take photo' }).count()).toBe(0);
      expect(await s.page.getByTestId('photo-input').isEnabled()).toBe(true);
      expect((await readLog(s.page, gameId))!.head.cursor).toBe(stored);
    } finally {
      await s.close();
    }
  });

  it('no camera on the device: a clear message', async () => {
    // "Allow" automatically, and no camera at all.
    const { s } = await openPhotoGame(file, { width: 1280, height: 800 }, ['--use-fake-ui-for-media-stream']);
    try {
      await s.page.getByRole('button', { name: 'Read the table from a photo' }).tap();
      await s.page.getByRole('button', { name: 'Use the live camera' }).tap();
      await s.page.getByTestId('photo-camera-error').waitFor({ timeout: 20000 });
      expect(await s.page.getByTestId('photo-camera-error').textContent()).toBe(
        'No camera was found on this device. Take or choose a photo file with the button above instead. Nothing was changed.',
      );
      expect(s.foreign).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
