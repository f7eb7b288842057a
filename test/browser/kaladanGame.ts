// A Kaladan game driven as a player would, for the storage tests: a new 2-player game on a 3 × 3 starter board, and
// actions that each wait until they show in the log (stored).
import type { Page } from 'playwright-core';

/** Create a 2-player Kaladan game on a 3 × 3 starter board; returns its id. */
export async function newKaladanGame(page: Page, baseUrl: string): Promise<string> {
  await page.goto(baseUrl + '/kaladan');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('Player 1 name').fill('Ann');
  await page.getByLabel('Player 2 name').fill('Bo');
  await page.getByLabel('Gold', { exact: true }).fill('2');
  await page.getByLabel('Rows').fill('3');
  await page.getByLabel('Columns').fill('3');
  await page.getByRole('button', { name: 'Make a starter grid' }).click();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForURL(/\/kaladan\/[0-9a-f]{16}$/);
  await page.getByRole('heading', { name: 'Log' }).waitFor();
  return page.url().split('/').pop()!;
}

export const logCount = (page: Page): Promise<number> => page.getByTestId('game-log').locator('li').count();

/** One action: draw the event card when the phase asks for it, else go to the next phase. */
export async function act(page: Page): Promise<void> {
  const draw = page.getByRole('button', { name: 'Draw the Event card' });
  if (await draw.isVisible()) await draw.click();
  else await page.locator('.kaladan-next').click();
}

/** Take n actions, each waiting until it shows in the log (stored). */
export async function actions(page: Page, n: number): Promise<void> {
  for (let k = 0; k < n; k++) {
    const before = await logCount(page);
    await act(page);
    await page.waitForFunction((want) => document.querySelectorAll('[data-testid="game-log"] li').length === want, before + 1);
  }
}
