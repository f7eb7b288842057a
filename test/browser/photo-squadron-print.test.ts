// A whole set of tokens for one squadron, printed from the squadron builder before any game (issue 25), on a touch
// screen: every warship and fighter token of the squadron at true size with a distinct marker; the markers are the ids
// the game gives those tokens when the squadron plays in the chosen seat (player 1 or 2 of New game).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fresh, HERAGUL, setupOf, SURAKARI } from '../../src/kalidasia/game/testkit.testing';
import { markerPlan } from '../../src/kalidasia/ui/photo/plan';
import { openSession, putRows, type Session } from './harness';

/** The ids the game gives a player's tokens, by unit kind and class, in order. */
const gameIds = (owner: string, a = HERAGUL, b = SURAKARI) =>
  markerPlan(fresh(setupOf('squadronEngagement', a, b)))
    .filter((t) => t.owner === owner && t.unit.kind !== 'missile')
    .map((t) => t.marker);

describe('printing a squadron’s tokens before a game (touch)', () => {
  let s: Session;
  const id = 'sq-photo-print';
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
    await s.page.goto(s.baseUrl + '/kalidasia/squadrons');
    await s.page.getByRole('heading').first().waitFor();
    const now = new Date().toISOString();
    await putRows(s.page, { squadrons: [{ id, createdAt: now, updatedAt: now, squadron: { ...HERAGUL, name: 'Photo wing' } }] });
  });
  afterAll(async () => {
    await s.close();
  });

  it('every token of the squadron with a distinct marker, the ids of its seat in a game; the other seat gives other ids', async () => {
    await s.page.goto(`${s.baseUrl}/kalidasia/squadrons/${id}`);
    await s.page.getByRole('link', { name: 'Print tokens with markers' }).tap();
    const bar = s.page.getByTestId('check-bar');
    await bar.waitFor({ timeout: 10000 });
    expect((await bar.boundingBox())?.width).toBeCloseTo(96, 1);
    const markers = () => s.page.getByTestId('print-token').locator('svg[data-marker]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-marker'))));
    const labels = () => s.page.getByTestId('print-token').locator('figcaption').allTextContents();
    // Player 1: two Hammerheads and eight Hunters, each with its own marker — those of Heragul as player 1 in a game.
    const one = await markers();
    expect(one).toHaveLength(10);
    expect(new Set(one).size).toBe(10);
    expect(one).toEqual(gameIds('heragul'));
    expect((await labels()).map((l) => l.split(' · ')[0])).toEqual(['HHF1', 'HHF2', 'HU1', 'HU2', 'HU3', 'HU4', 'HU5', 'HU6', 'HU7', 'HU8']);
    expect(await s.page.getByTestId('print-table-marker').count()).toBe(0);

    // Player 2: the same squadron as the second player of a game (even against the same squadron) — other ids.
    await s.page.getByRole('radio', { name: 'Player 2' }).tap();
    await expect.poll(markers).toEqual(gameIds('surakari', SURAKARI, HERAGUL));
    const two = await markers();
    expect(two.filter((m) => one.includes(m))).toEqual([]);
    expect(two).toEqual(gameIds('surakari', HERAGUL, HERAGUL));
    expect(await s.page.getByTestId('seat-note').textContent()).toContain('Start the game with this squadron as Player 2');

    // The shared extras on request: missiles 1–20 and the six table cards.
    await s.page.getByRole('checkbox', { name: /Missile tokens 1–20/ }).tap();
    await s.page.getByRole('checkbox', { name: /six table cards/ }).tap();
    await expect.poll(async () => (await markers()).length).toBe(30);
    expect(new Set(await markers()).size).toBe(30);
    expect(await s.page.getByTestId('print-table-marker').count()).toBe(6);
    expect(s.errors).toEqual([]);
    expect(s.foreign).toEqual([]);
  });
});
