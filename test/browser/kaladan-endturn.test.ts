// Generals of Kaladan, issue 23 item 2, on a touch screen: a random fair board from the presets, then a round of
// three turns with "End turn" — it says what each phase did, stops at the free spawn on offer and at the next
// player's Event card — counting the taps of an ordinary round (README figure).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, settled, storedActions, type Session } from './harness';

describe('Kaladan: End turn and a fair board', () => {
  let s: Session;
  let taps = 0;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });

  const tap = async (name: string | RegExp): Promise<void> => {
    taps++;
    await s.page.getByRole('button', { name }).tap();
    await settled(s.page);
  };
  const status = async (): Promise<string> => (await settled(s.page), (await s.page.getByTestId('status').textContent()) ?? '');
  const lastLog = async (): Promise<string> => (await settled(s.page), (await s.page.getByTestId('game-log').locator('li').last().textContent()) ?? '');

  it('three players on a random fair board: a home castle each with the same surroundings', async () => {
    const { page } = s;
    await page.goto(s.baseUrl + '/kaladan');
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByRole('button', { name: 'Add player' }).tap();
    for (const [i, n] of ['Ann', 'Bo', 'Cy'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(n);
    await page.getByRole('button', { name: 'Random fair board' }).tap();
    expect(await page.getByTestId('board-summary').textContent()).toBe('12 tiles, 3 castles, 3 starting units.');
    expect(await page.getByTestId('board-presets-note').textContent()).toContain('The basic rules print no board layout');
    // The tap editor shows the ring on a 4 × 4 grid.
    expect(await page.getByLabel('Rows').inputValue()).toBe('4');
    await expect.poll(() => page.getByTestId('board-editor').locator('[data-cell="A1"]').getAttribute('aria-label')).toMatch(/^A1: Castle/);
    await page.getByRole('button', { name: 'Another random fair board' }).tap();
    expect(await page.getByTestId('board-summary').textContent()).toBe('12 tiles, 3 castles, 3 starting units.');
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.waitForURL(/\/kaladan\/[0-9a-f]{16}$/);
    expect(await status()).toContain('Turn 1 · Ann · Event Phase');
  });

  it('End turn before the Event card is refused with its rule; after it, income is said and it stops at the free spawn', async () => {
    const { page } = s;
    const id = new URL(page.url()).pathname.split('/')[2] ?? '';
    expect(await page.getByTestId('end-turn-plan').textContent()).toBe('End turn: Draw and resolve the Event card first.');
    await page.getByRole('button', { name: 'End turn' }).tap();
    expect(await page.getByTestId('refusal').textContent()).toBe('Draw and resolve the Event card first. (Rules: Generals of Kaladan "Phase-by-Phase Breakdown")');
    expect(await storedActions(page, id)).toBe(0);
    taps = 0;
    await tap('Draw the Event card');
    expect(await page.getByTestId('end-turn-plan').textContent()).toBe('End turn: Income Phase: +1 gold (1 castle, 0 other tiles) → Free Spawn Phase: A1 can spawn a free unit');
    await tap('End turn');
    expect(await status()).toContain('Turn 1 · Ann · Free Spawn Phase');
    expect(await lastLog()).toBe('Ann: End turn — Income Phase: +1 gold (1 castle, 0 other tiles) → Free Spawn Phase: A1 can spawn a free unit');
    await tap(/^Spawn Sword/);
    await tap('End turn');
    expect(await status()).toContain('Turn 2 · Bo · Event Phase');
    expect(await lastLog()).toBe("Ann: End turn — Action Phase, Purchase Phase, Reinforcement Phase passed → Bo's turn: draw the Event card");
  });

  it('a whole round of three turns (card, spawn, pass) takes 12 taps; Undo takes back one End turn whole', async () => {
    const { page } = s;
    for (const who of ['Bo', 'Cy']) {
      await tap('Draw the Event card');
      await tap('End turn');
      await tap(/^Spawn Sword/);
      await tap('End turn');
      expect(await status()).toContain(who === 'Bo' ? 'Cy · Event Phase' : 'Turn 4 · Ann · Event Phase');
    }
    console.info(`Kaladan: one round of 3 turns (Event card, free spawn, pass) in ${taps} taps with End turn; ${3 * 8} with the phase buttons`); // README figure
    expect(taps).toBe(12);
    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect.poll(status).toContain('Turn 3 · Cy · Free Spawn Phase');
  });

  it('made no request to any other origin and logged no errors', () => {
    expect(s.foreign).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
