// Kalesia "Totals only" on a touch screen (issue 23, item 1): a total the cards left in the box cannot make is
// refused beside the control with the arithmetic and the rule, and nothing is stored; a possible one is taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, settled, storedActions, type Session } from './harness';

describe('Kalesia totals bounded by the box', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });

  const totals = async (c: number, m: number, f: number): Promise<void> => {
    await s.page.getByLabel('Centaurs total').fill(String(c));
    await s.page.getByLabel('Mermaids total').fill(String(m));
    await s.page.getByLabel('Forest total').fill(String(f));
    await s.page.getByRole('button', { name: 'Resolve the hand' }).tap();
    await settled(s.page);
  };

  it('five players: Centaurs 36 refused (5 × 4 + 5 × 3 = 35), 35 taken; Forest 25 after Forest 16 refused (14 left)', async () => {
    const { page } = s;
    await page.goto(s.baseUrl + '/kalesia');
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.waitForURL(/\/kalesia\/[0-9a-f]{16}$/);
    const id = new URL(page.url()).pathname.split('/')[2] as string;
    await page.getByRole('button', { name: 'Totals only' }).tap();
    const refusal = page.getByTestId('refusal');
    // The bound is shown beside each total before typing.
    expect(await page.getByTestId('total-max-centaur').textContent()).toBe('at most 35 this round');

    await totals(36, 0, 0);
    expect(await refusal.textContent()).toBe(
      'The Centaurs total 36 is more than ten cards can make: the highest Centaur cards still in the box this round give 5 × 4 + 5 × 3 = 35. (Rules: Kalesia "Contents")',
    );
    expect(await storedActions(page, id)).toBe(0);
    await totals(35, 0, 0);
    await expect.poll(() => storedActions(page, id)).toBe(1);
    expect(await refusal.count()).toBe(0);

    await totals(3, 3, 16);
    await expect.poll(() => storedActions(page, id)).toBe(2);
    expect(await page.getByTestId('total-max-forest').textContent()).toBe('at most 14 this round');
    await totals(0, 0, 25);
    expect(await refusal.textContent()).toBe(
      'The Forest total 25 is more than the Forest cards left in the box this round: they are worth 30 in all, this round\'s earlier hands used 16, so at most 14 remain. (Rules: Kalesia "Playing Hands")',
    );
    expect(await storedActions(page, id)).toBe(2);
    // The refusal sits beside the control used, not over the forest.
    const pop = await refusal.boundingBox();
    const forest = await page.getByTestId('forest').boundingBox();
    expect(pop && forest && (pop.x >= forest.x + forest.width || pop.y >= forest.y + forest.height || pop.x + pop.width <= forest.x || pop.y + pop.height <= forest.y)).toBe(true);
  });

  it('made no request to any other origin and logged no errors', () => {
    expect(s.foreign).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
