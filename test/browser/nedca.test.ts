// The Nedca tracker on a touch screen: set up, play a turn with the battle calculator, reload midway,
// undo the last action; refusals shown with their reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type Session } from './harness';

describe('Nedca tracker (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true });
  });
  afterAll(async () => {
    await s.close();
  });

  it('plays a short game, survives a reload, undoes the last action', async () => {
    const { page } = s;
    await page.goto(s.baseUrl + '/');
    // Built: no "not built yet" badge on the Nedca link.
    expect(await page.getByRole('link', { name: /^Nedca/ }).textContent()).not.toMatch(/not built yet/);
    await page.getByRole('link', { name: /^Nedca/ }).tap();
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByLabel('Game name').fill('Friday night');
    // Start without an order: refused with what to do.
    await page.getByRole('button', { name: 'Start game' }).tap();
    expect(await page.getByRole('alert').textContent()).toMatch(/Set the first round’s turn order/);
    await page.getByRole('button', { name: 'House Cludale' }).tap();
    await page.getByRole('button', { name: 'House Nover' }).tap();
    await page.getByRole('button', { name: 'House Yelhool' }).tap();
    expect(await page.getByTestId('nedca-setup-order').textContent()).toBe('House Cludale → House Nover → House Yelhool');
    await page.getByRole('button', { name: 'Start game' }).tap();
    await page.waitForURL(/\/nedca\/[0-9a-f]+$/);
    await expect.poll(() => page.getByTestId('nedca-turn').textContent()).toBe('Round 1 · House Cludale’s turn · economy phase');

    // Economy: one capital and 2 Food from workers.
    await page.getByLabel('Food', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Collect' }).tap();
    expect(await page.getByRole('article', { name: 'House Cludale' }).getByLabel('House Cludale Gold', { exact: true }).textContent()).toBe('7');
    expect(await page.getByRole('article', { name: 'House Cludale' }).getByLabel('House Cludale Food', { exact: true }).textContent()).toBe('4');

    // Operations: a bond for 3 Gold, then a refused second one (6 Gold, only 4 left).
    await page.getByRole('button', { name: 'Go to operations phase' }).tap();
    await page.getByRole('button', { name: /Buy bond 1/ }).tap();
    await page.getByRole('button', { name: /Buy bond 2/ }).tap();
    expect(await page.getByTestId('refusal').textContent()).toMatch(/has 4 Gold; bond 2 costs 6/);

    // Reload midway: everything is still there.
    await page.reload();
    await expect.poll(() => page.getByTestId('nedca-turn').textContent()).toBe('Round 1 · House Cludale’s turn · operations phase');
    expect(await page.getByLabel('House Cludale Gold', { exact: true }).textContent()).toBe('4');

    // Action: the rulebook's ranged example, dice typed in.
    await page.getByRole('button', { name: 'Go to action phase' }).tap();
    await page.getByLabel('Attacking unit').selectOption('archer');
    await page.getByLabel('Defending unit').selectOption('knight');
    await page.getByLabel('Tiles apart').fill('2');
    await page.getByLabel(/Red attack die/).fill('4');
    await page.getByRole('button', { name: 'Use these dice' }).first().tap();
    await page.getByLabel(/Blue defense die/).fill('5');
    await page.getByRole('button', { name: 'Use these dice' }).nth(1).tap();
    await page.getByRole('button', { name: 'Resolve battle' }).tap();
    const steps = await page.getByTestId('nedca-battle-steps').textContent();
    expect(steps).toMatch(/Attack: Archer Attack Power 0 \+ 4 \(red die\) = 4/);
    expect(steps).toMatch(/− 2 \(the attacker is 2 tiles away, beyond Range Power 1\) = 3/);
    expect(steps).toMatch(/4 beats 3: the defending Knight is removed/);

    // Undo the battle: the steps are gone and the log is one shorter.
    const before = await page.getByTestId('game-log').locator('li').count();
    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect.poll(() => page.getByTestId('game-log').locator('li').count()).toBe(before - 1);
    expect(await page.getByTestId('nedca-battle-steps').count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('game-log').locator('li').count()).toBe(before - 1);

    expect(s.errors).toEqual([]);
    expect(s.foreign).toEqual([]);
  });
});
