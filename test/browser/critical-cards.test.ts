// Issue 22, "Critical cards", on a touch screen: a missile strike with the physical deck takes the cards turned over
// by their printed names (a picker, never ids), shows what each card does, names the battery a Weapon Damaged card
// lands on, and the ship board shows the card's own text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strikeReady } from './fighterScenes';
import { openSession, type Session } from './harness';

describe('critical cards from the physical deck, by name (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('two missiles strike SFP-2 with two criticals: the cards are named from a picker, and each says what it does', async () => {
    await s.page.goto(s.baseUrl + '/kalidasia/game');
    await s.page.getByLabel('Import a game file').setInputFiles(strikeReady().file('Strike by name'));
    await s.page.waitForURL(/\/kalidasia\/game\/[\w-]+$/);
    const strike = s.page.getByTestId('missile-strike');
    await strike.waitFor();
    // Two power dice, both sixes (two critical hits on a Draco, critical value 5), then the Weapon Damaged die: 2.
    await strike.getByLabel(/^Dice in order/).fill('6 6 2');
    await expect.poll(() => strike.textContent()).toContain('Name the next critical card drawn from the deck.');
    const picker = strike.getByLabel('Critical card turned over (by its name, in order)');
    const names = await picker.locator('option').allTextContents();
    expect(names).toContain('Hull Damage (10 left)');
    expect(names).toContain('Weapon Damaged (6 left)');
    expect(names.some((n) => /^[a-z]+[A-Z]\w*-\d+/.test(n))).toBe(false); // no ids offered
    expect(await strike.getByRole('button', { name: 'Add the card' }).isDisabled()).toBe(true);
    expect(await strike.textContent()).toContain('Choose the card turned over first.');
    await picker.selectOption({ label: 'Hull Damage (10 left)' });
    await strike.getByRole('button', { name: 'Add the card' }).tap();
    await expect.poll(() => picker.locator('option').allTextContents()).toContain('Hull Damage (9 left)');
    await picker.selectOption({ label: 'Weapon Damaged (6 left)' });
    await strike.getByRole('button', { name: 'Add the card' }).tap();
    const picked = strike.getByTestId('fg-strike-cards-picked');
    await expect.poll(() => picked.locator('li').count()).toBe(2);
    expect(await picked.locator('li').first().textContent()).toContain('Hull Damage — One more point of hull damage to the warship');
    expect(await picked.locator('li').nth(1).textContent()).toContain('Weapon Damaged — Roll a die and count the batteries clockwise');
    const steps = strike.getByTestId('strike-steps');
    await expect.poll(() => steps.textContent()).toContain('lands on battery 2, Plasma Cannons');
    expect(await steps.textContent()).toContain('Drew Hull Damage');
    expect(await strike.getByTestId('deck-composition').textContent()).toContain('provisional — check your deck');
    await strike.getByRole('button', { name: 'Record the strike' }).tap();
    await expect.poll(() => s.page.getByTestId('missile-strike').count()).toBe(0);
  });

  it('the ship board shows the Weapon Damaged card with its own text', async () => {
    await s.page.getByRole('button', { name: /^SFP-2 / }).tap();
    const board = s.page.getByTestId('board-SFP-2');
    await expect.poll(() => board.textContent()).toContain('Weapon Damaged — Roll a die and count the batteries clockwise');
    expect(await board.textContent()).toContain('Plasma Cannons damaged');
  });
});
