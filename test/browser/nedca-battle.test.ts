// Nedca, issue 23 item 4, on a touch screen at 1280 × 800: a battle being set up survives a reload (its draft),
// one die entry per side with "Roll for me" beside it, the last battle folded to one line, each house's units in
// view as chips while folded; and the taps of an ordinary round with a battle each (README figure).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, settled, storedActions, type Session } from './harness';

describe('Nedca battle calculator', () => {
  let s: Session;
  let id = '';
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });
  const log = async (): Promise<string[]> => (await settled(s.page), s.page.getByTestId('game-log').locator('li').allTextContents());

  it('a battle set up halfway survives a reload: defender, cards, distance and the red die', async () => {
    const { page } = s;
    await page.goto(s.baseUrl + '/nedca');
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.waitForURL(/\/nedca\/[0-9a-f]+$/);
    id = new URL(page.url()).pathname.split('/')[2] ?? '';
    for (const step of ['Collect economy', 'Go to the Operations Phase', 'Go to the Action Phase']) await page.getByRole('button', { name: step }).tap();
    await page.getByLabel('Defending house').selectOption({ label: 'Nover' });
    await page.getByLabel('Defender', { exact: true }).selectOption('worker');
    await page.getByRole('button', { name: 'Attack cards plus 1' }).first().tap();
    await page.getByRole('button', { name: 'Red Attack Die 5', exact: true }).tap();
    expect(await page.getByRole('button', { name: 'Red Attack Die 5', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const stored = await storedActions(page, id);

    await page.reload();
    await page.getByRole('heading', { name: 'Battle calculator' }).waitFor();
    expect(await page.getByLabel('Defending house').inputValue()).toBe('2');
    expect(await page.getByLabel('Defender', { exact: true }).inputValue()).toBe('worker');
    expect(await page.getByRole('group', { name: 'Attack cards' }).first().locator('output').textContent()).toBe('1');
    expect(await page.getByRole('button', { name: 'Red Attack Die 5', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByText(/^Red Attack Die: 5$/).count()).toBe(1);
    // The draft is not the game: nothing was stored by choosing.
    expect(await storedActions(page, id)).toBe(stored);

    await page.getByRole('button', { name: 'Blue Defense Die 2', exact: true }).tap();
    await expect.poll(() => page.getByTestId('battle-total').textContent()).toBe('6 against 1: attacker wins');
  });

  it('"Roll for me" sits beside the faces on the same line, for both dice', async () => {
    const { page } = s;
    for (const side of ['Red Attack Die', 'Blue Defense Die']) {
      const group = page.getByRole('group', { name: side, exact: true });
      const [six, roll] = [await group.getByRole('button', { name: `${side} 6` }).boundingBox(), await group.getByRole('button', { name: 'Roll for me' }).boundingBox()];
      expect(six && roll && Math.abs(six.y - roll.y) < 2 && roll.x > six.x).toBe(true);
      expect((roll?.height ?? 0) >= 44 && (six?.width ?? 0) >= 44).toBe(true);
    }
  });

  it('resolving folds the last battle to one line (its steps behind a tap); the log has the battle', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Resolve battle' }).tap();
    await expect.poll(async () => (await log()).at(-1)).toBe("Jen'ja'ago's Knight attacks Nover's Worker at 1: 6 against 1 — Nover's Worker is removed");
    const last = page.getByTestId('last-result');
    expect(await last.locator('summary').textContent()).toBe('Last battle: 6 against 1, the attacker wins');
    expect(await last.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(await last.getByTestId('battle-steps').isVisible()).toBe(false);
    await last.locator('summary').tap();
    expect(await last.getByTestId('battle-steps').isVisible()).toBe(true);
  });

  it("each house's units are in view as chips while the house is folded", async () => {
    const { page } = s;
    const nover = page.getByTestId('house-2');
    expect(await nover.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    const chips = page.getByTestId('units-2');
    expect(await chips.isVisible()).toBe(true);
    expect(await chips.getByRole('listitem').allTextContents()).toEqual(['Worker ×1', 'Knight ×1']);
    expect(await page.getByTestId('units-1').getByRole('listitem').allTextContents()).toEqual(['Worker ×2', 'Knight ×1']);
  });

  it('an ordinary round of three turns with a battle each takes 28 taps (34 with the typed dice before)', async () => {
    const { page } = s;
    let taps = 0;
    const tap = async (name: string): Promise<void> => {
      taps++;
      await page.getByRole('button', { name, exact: true }).tap();
      await settled(page);
    };
    // Jen'ja'ago's turn so far: economy, operations, action, the defender (house and unit), two dice, resolve.
    taps = 1 + 1 + 1 + 2 + 2 + 1;
    await tap('Go to the Cleanup Phase');
    await tap('End turn');
    for (const who of ['Yelhool', 'Nover']) {
      await expect.poll(() => page.getByTestId('turn-heading').textContent()).toBe(`Round 1 · ${who} plays`);
      for (const step of ['Collect economy', 'Go to the Operations Phase', 'Go to the Action Phase']) await tap(step);
      taps++;
      await page.getByLabel('Defender', { exact: true }).selectOption('worker');
      await tap('Red Attack Die 6');
      await tap('Blue Defense Die 1');
      await tap('Resolve battle');
      await expect.poll(async () => (await log()).at(-1)).toMatch(new RegExp(`^${who}'s Knight attacks .*'s Worker at 1: 6 against [0-9-]+`));
      await tap('Go to the Cleanup Phase');
      await tap('End turn');
    }
    console.info(`Nedca: one round of 3 turns with a battle each in ${taps} taps (${taps + 6} with the typed dice: type and confirm each die)`); // README figure
    expect(taps).toBe(28);
  });

  it('made no request to any other origin and logged no errors', () => {
    expect(s.foreign).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
