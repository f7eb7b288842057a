// The Caleda tracker in real Chromium on a touch screen: set up a game, play actions through the board,
// resolve a combat with typed-in dice, reload midway, undo, and open a damaged save safely.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, putRows, readLog, storedActions, waitForServiceWorker, type Session } from './harness';

describe('Caleda tracker', () => {
  let s: Session;
  let gameUrl = '';
  beforeAll(async () => {
    s = await openSession({ touch: true });
  });
  afterAll(async () => {
    await s.close();
  });

  const square = (name: string) => s.page.locator(`[data-square="${name}"]`);
  const log = () => s.page.getByTestId('game-log').locator('li');
  const cell = (player: string, what: string) => s.page.locator(`[data-player="${player}"] [data-testid="${what}"]`);

  it('the Caleda code is not part of the first load; it arrives when its screen opens', async () => {
    const { page } = s;
    const scripts = (): Promise<string[]> => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    const holding = (urls: string[]): Promise<string[]> =>
      page.evaluate(async (list) => {
        const out: string[] = [];
        for (const u of list) if ((await (await fetch(u)).text()).includes('Re-roll the tie')) out.push(u);
        return out;
      }, urls);
    await page.goto(s.baseUrl + '/');
    await page.getByRole('heading', { name: 'Legends of Kalidasia' }).waitFor();
    const first = await scripts();
    expect(await holding(first)).toEqual([]);
    await page.getByRole('link', { name: /^Caleda/ }).tap();
    await page.getByRole('button', { name: 'New game' }).waitFor();
    const later = (await scripts()).filter((u) => !first.includes(u));
    expect((await holding(later)).length).toBe(1);
  });

  it('creates a game from the set-up form', async () => {
    const { page } = s;
    await page.goto(s.baseUrl + '/caleda');
    await page.getByRole('button', { name: 'New game' }).tap();
    expect(await smallTargets()).toEqual([]);
    await page.getByLabel('Game name').fill('Friday Caleda');
    await page.getByLabel('Name', { exact: true }).first().fill('Talaq');
    await page.getByLabel('Name', { exact: true }).nth(1).fill('Red');
    // Red's capital two squares south of Talaq's (A3): close enough to attack on the first turn.
    await page.getByLabel('Capital square').first().fill('A3');
    await page.getByLabel('Capital square').nth(1).fill('A5');
    await page.getByRole('button', { name: 'Start game' }).tap();
    await page.waitForURL(/\/caleda\/[0-9a-f]{16}$/);
    gameUrl = page.url();
    await expect.poll(() => page.getByTestId('turn').textContent()).toContain('Talaq to play');
    expect(await cell('Talaq', 'gold-total').textContent()).toBe('1');
    expect(await square('A3').getAttribute('aria-label')).toBe("A3; Wheat and Iron; Talaq's capital; Talaq's tower; Talaq: 1 Cavalry, 2 Infantry");
  });

  it('refuses a move with the reason and its rule section, then claims an outpost, typing its resources in the move itself', async () => {
    const { page } = s;
    await square('A3').tap();
    await page.getByRole('button', { name: /^Infantry 2/ }).tap();
    // Out of reach: refused beside the board, with the reason and its rule section.
    await square('E3').tap();
    await expect.poll(() => page.getByTestId('refusal').textContent()).toMatch(/\(Rules: Caleda “Actions”\)$/);
    // B3 is lit though its resources are not known: the move asks for them inline (no detour, one action).
    expect(await square('B3').getAttribute('class')).toContain('target');
    await square('B3').tap();
    await expect.poll(() => page.getByTestId('refusal').count()).toBe(0);
    const ask = page.getByTestId('move-resources');
    await ask.getByLabel('B3 resource 1').fill('Iron');
    await ask.getByLabel('B3 resource 2').fill('Wheat');
    await ask.getByRole('button', { name: 'Move to B3' }).tap();
    await expect.poll(() => cell('Talaq', 'gold-total').textContent()).toBe('2');
    expect(await ask.count()).toBe(0);
    expect(await cell('Talaq', 'actions').textContent()).toBe('1 / 3');
    expect(await log().allTextContents()).toEqual(['Talaq moves Infantry from A3 to B3 (B3 holds Iron and Wheat) — Talaq claims B3, +1 new Infantry, Talaq +1 gold']);
    expect(await square('B3').getAttribute('aria-label')).toBe("B3; Iron and Wheat; Talaq's marker; Talaq: 2 Infantry");
  });

  it('reloaded midway, the game is intact', async () => {
    const { page } = s;
    await expect.poll(() => storedActions(page, gameUrl.split('/').pop()!)).toBe(1);
    await page.reload();
    await expect.poll(() => log().count()).toBe(1);
    expect(await cell('Talaq', 'gold-total').textContent()).toBe('2');
    expect(await cell('Talaq', 'actions').textContent()).toBe('1 / 3');
    expect(await square('B3').getAttribute('aria-label')).toBe("B3; Iron and Wheat; Talaq's marker; Talaq: 2 Infantry");
  });

  it('a Cavalry attacks Red’s capital; the combat resolver compares the typed dice step by step', async () => {
    const { page } = s;
    await square('A3').tap();
    await page.getByRole('button', { name: /^Cavalry 1/ }).tap();
    await square('A5').tap();
    const combat = page.getByTestId('combat');
    await combat.waitFor();
    expect(await combat.getByRole('heading', { level: 2 }).textContent()).toBe('Combat on A5: Talaq attacks Red');
    await combat.getByRole('button', { name: /^Cavalry 1 · 2 dice/ }).tap();
    // Red's Cavalry on its own outpost with its tower: 2 + 2 + 1 dice.
    await combat.getByRole('button', { name: /^Cavalry 1 · 5 dice/ }).tap();
    expect(await combat.getByText("Red's Cavalry rolls 5 dice").textContent()).toBe("Red's Cavalry rolls 5 dice (cavalry 2 + outpost (strong land) 2 + tower 1)");
    await combat.getByLabel("Talaq's Cavalry: dice").fill('6 6');
    await combat.getByRole('button', { name: 'Use these dice' }).first().tap();
    await combat.getByLabel("Red's Cavalry: dice").fill('65441');
    await combat.getByRole('button', { name: 'Use these dice' }).tap();
    expect(await combat.getByTestId('comparison').locator('li').allTextContents()).toEqual([
      'Highest: 6 against 6 — tie, compare the next highest',
      "Next (2): 6 against 5 — Talaq's Cavalry wins",
    ]);
    await combat.getByRole('button', { name: "Record the round: Talaq's Cavalry wins" }).tap();
    await expect.poll(() => log().count()).toBe(3);
    expect(await log().nth(2).textContent()).toBe("Round: Talaq's Cavalry on A3 against Red's Cavalry on A5: 6 6 against 6 5 4 4 1 (attacker wins)");
    expect(await page.getByTestId('combat').getByRole('heading', { level: 2 }).textContent()).toBe('Combat on A5: Talaq attacks Red');
  });

  it('undo removes the last action (and it stays removed after a reload); redo brings it back', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect.poll(() => log().count()).toBe(2);
    expect(await log().allTextContents()).not.toContain("Round: Talaq's Cavalry on A3 against Red's Cavalry on A5: 6 6 against 6 5 4 4 1 (attacker wins)");
    // The undo is stored before the reload (wait for the stored record, not for time).
    await expect.poll(() => storedActions(page, gameUrl.split('/').pop()!)).toBe(2);
    await page.reload();
    await expect.poll(() => log().count()).toBe(2);
    expect(await storedActions(page, gameUrl.split('/').pop()!)).toBe(2);
    await page.getByRole('button', { name: 'Redo' }).tap();
    await expect.poll(() => log().count()).toBe(3);
  });

  it('the summary shows where the game stands and each kingdom’s holdings', async () => {
    const { page } = s;
    await page.getByRole('link', { name: 'Summary', exact: true }).tap();
    await page.waitForURL(/\/summary$/);
    const summary = page.getByTestId('summary');
    expect(await summary.locator('p').textContent()).toBe(
      'In progress: round 1, Talaq to play. 3 actions recorded: 2 moves, 0 upgrades, 0 structures built or upgraded, 1 combat roll, 0 bombardments, 0 transports, 0 turns ended.',
    );
    expect(await summary.locator('tbody tr').first().locator('td').allTextContents()).toEqual(['2 (2)', '3', '1', '0', '1', '0', '1 / 0', '0 / 5', 'held']);
    // Back returns to the game: the Summary has its own URL.
    await page.goBack();
    await page.waitForURL(/\/caleda\/[0-9a-f]+$/);
    await page.locator('[data-square="A3"]').waitFor();
  });

  const smallTargets = (): Promise<{ what: string; w: number; h: number }[]> =>
    s.page.evaluate(() =>
      [...document.querySelectorAll('main a, main button, main input, main select, main label.choice, main summary')]
        .map((el) => {
          const r = (el.closest('label') ?? el).getBoundingClientRect();
          return { what: (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 30), w: r.width, h: r.height };
        })
        .filter((t) => t.w > 0 && (t.w < 44 || t.h < 44)),
    );

  it('touch targets on the game screen are at least 44 CSS px', async () => {
    expect(await smallTargets()).toEqual([]);
  });

  it('works offline: the game screen (its own chunk) reloads from the cache with the game intact', async () => {
    const { page } = s;
    await waitForServiceWorker(page);
    await s.context.setOffline(true);
    try {
      await page.goto(gameUrl);
      await expect.poll(() => log().count(), { timeout: 10_000 }).toBe(3);
      expect(await cell('Talaq', 'gold-total').textContent()).toBe('2');
    } finally {
      await s.context.setOffline(false);
    }
  });

  it('a damaged save shows what failed, naming the game, and is never changed', async () => {
    const { page } = s;
    const now = new Date().toISOString();
    await putRows(page, {
      logHeads: [{ id: 'broken0000000000', kind: 'caleda', name: 'Broken game', createdAt: now, updatedAt: now, length: 1, cursor: 1, meta: { size: { width: 2, height: 2 }, players: [] } }],
      logEvents: [{ logId: 'broken0000000000', seq: 1, event: { type: 'endTurn' } }],
    });
    const before = await readLog(page, 'broken0000000000');
    await page.goto(s.baseUrl + '/caleda/broken0000000000');
    const alert = page.getByTestId('load-error');
    await alert.waitFor();
    expect(await alert.locator('p').first().textContent()).toBe(
      'The saved Caleda game “Broken game” cannot be opened: its set-up could not be read (The board width must be a whole number of squares from 3 to 40; got 2.). Nothing has been changed in it.',
    );
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
    // Opened a second time (state, not time: the screen has shown the damage again), the record is still as stored.
    await page.reload();
    await alert.waitFor();
    const after = await readLog(page, 'broken0000000000');
    expect(after).toEqual(before);
  });

  it('made no request to any other origin and logged no errors', () => {
    expect(s.foreign).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
