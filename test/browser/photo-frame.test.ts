// The table frame from a photo on a touch screen (issue 25): a photo with only two of the table's cards in view is
// refused after the detector's retries, and the message names the two cards it saw, so the player knows which card is
// covered or out of the photo; nothing is changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEventBody } from '../../src/kalidasia/game';
import { setupOf, starterOpening } from '../../src/kalidasia/game/testkit.testing';
import { photograph } from '../photo/photoGenerator';
import { openSession, readLog, type Session } from './harness';

const TABLE = { width: 72, height: 48 };

describe('a photo short of table cards (touch)', () => {
  let s: Session;
  let gameId = '';

  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
    const setup = setupOf();
    const events: GameEventBody[] = starterOpening('initiative');
    const file = { format: 'tableside.kalidasia.game', version: 1, setup, packOverrides: [], events, tableside: { name: 'Frame', table: TABLE } };
    await s.page.goto(s.baseUrl + '/kalidasia/game');
    await s.page.getByLabel('Import a game file').setInputFiles({ name: 'Frame.kalidasia.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await s.page.getByRole('button', { name: 'Read the table from a photo' }).waitFor({ timeout: 10000 });
    gameId = decodeURIComponent(new URL(s.page.url()).pathname.split('/').pop() ?? '');
  });
  afterAll(async () => {
    await s.close();
  });

  it('names the two cards seen and changes nothing', async () => {
    const stored = (await readLog(s.page, gameId))!.head.cursor;
    // The table's cards at the top left, bottom right, bottom left and bottom middle are out of the photo (hidden).
    const photo = await photograph(TABLE, [], { ppi: 30, tilt: 8, rotation: 12, blur: 0.5, noise: 4, light: 0.9, jpeg: 90, seed: 3, hideTableMarkers: [0, 2, 3, 5] });
    await s.page.getByRole('button', { name: 'Read the table from a photo' }).tap();
    await s.page.getByTestId('photo-input').setInputFiles({ name: 'two-cards.jpg', mimeType: 'image/jpeg', buffer: photo.file! });
    await expect
      .poll(() => s.page.getByTestId('photo-error').textContent(), { timeout: 30000 })
      .toBe(
        '“two-cards.jpg”: Only 2 table markers were found; at least 3 must be in the photo to place the tokens. Table cards seen: top right, middle of the top edge — the photo needs three. Take the photo again with the table\'s corner and edge cards in view. Nothing was changed.',
      );
    expect(await s.page.getByTestId('photo-result').count()).toBe(0);
    expect((await readLog(s.page, gameId))!.head.cursor).toBe(stored);
    expect(s.errors).toEqual([]);
    expect(s.foreign).toEqual([]);
  });
});
