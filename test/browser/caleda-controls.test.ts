// Caleda, issue 23 item 3, on a touch screen: a refusal beside the board without covering it; only legal actions
// offered (others disabled with their reason written, not in a title); the "(moved)" tag readable on a chosen
// unit; tapping the open square again keeps its panel; a known square never asks for its resources again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, settled, type Session } from './harness';

describe('Caleda controls', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await s.close();
  });
  const square = (name: string) => s.page.locator(`[data-square="${name}"]`);
  const panel = () => s.page.getByTestId('square-panel');

  it('a game where Talaq claims B3 (its resources typed in the move)', async () => {
    const { page } = s;
    await page.goto(s.baseUrl + '/caleda');
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByLabel('Name', { exact: true }).first().fill('Talaq');
    await page.getByLabel('Name', { exact: true }).nth(1).fill('Red');
    await page.getByLabel('Capital square').first().fill('A3');
    await page.getByLabel('Capital square').nth(1).fill('A5');
    await page.getByRole('button', { name: 'Start game' }).tap();
    await page.waitForURL(/\/caleda\/[0-9a-f]{16}$/);
    await square('A3').tap();
    await page.getByRole('button', { name: /^Infantry 2/ }).tap();
    await square('B3').tap();
    const ask = page.getByTestId('move-resources');
    await ask.getByLabel('B3 resource 1').fill('Iron');
    await ask.getByLabel('B3 resource 2').fill('Wheat');
    await ask.getByRole('button', { name: 'Move to B3' }).tap();
    await settled(page);
    await expect.poll(() => panel().getByRole('heading', { level: 2 }).textContent()).toBe('Square B3');
  });

  it('a known square never asks for its resources again (a correction stays behind a tap)', async () => {
    const { page } = s;
    // B3 was typed in the move: its panel has no resource fields.
    expect(await panel().getByLabel('Resource 1').count()).toBe(0);
    // A square not entered yet asks once; saved, it never asks again, and a typo can be corrected behind a tap.
    await square('E5').tap();
    expect(await panel().getByLabel('Resource 1').inputValue()).toBe('');
    await panel().getByLabel('Resource 1').fill('Fish');
    await panel().getByLabel('Resource 2').fill('Salt');
    await panel().getByRole('button', { name: 'Save resources' }).tap();
    await settled(page);
    await expect.poll(() => panel().getByLabel('Resource 1').isVisible()).toBe(false);
    const correct = panel().getByText("Correct E5's resources");
    expect(await correct.isVisible()).toBe(true);
    await correct.tap();
    expect(await panel().getByLabel('Resource 1').inputValue()).toBe('Fish');
    await square('B3').tap();
    expect(await panel().getByLabel('Resource 1').count()).toBe(0);
  });

  it('tapping the open square again keeps its panel open', async () => {
    await square('B3').tap();
    await square('B3').tap();
    expect(await panel().isVisible()).toBe(true);
    expect(await panel().getByRole('heading', { level: 2 }).textContent()).toBe('Square B3');
  });

  it('a moved unit: its upgrade is disabled with the reason written beside it; "(moved)" is readable when chosen', async () => {
    const { page } = s;
    const moved = panel().getByRole('button', { name: /^Infantry \d \(moved\)/ });
    await moved.tap();
    expect(await moved.getAttribute('aria-pressed')).toBe('true');
    const [tag, button] = await moved.evaluate((el) => [getComputedStyle(el.querySelector('.muted') as Element).color, getComputedStyle(el).color]);
    expect(tag).toBe(button);
    const upgrade = panel().getByRole('button', { name: /^Upgrade Infantry \d to Cavalry/ }).first();
    expect(await upgrade.isDisabled()).toBe(true);
    expect(await upgrade.getAttribute('title')).toBeNull();
    const why = panel().locator('.cal-why').first();
    expect(await why.isVisible()).toBe(true);
    expect((await why.textContent())?.length ?? 0).toBeGreaterThan(10);
    expect(await page.getByRole('button', { name: 'Choose all that can move' }).isDisabled()).toBe(false);
    // Moving it again is not offered either: the reason is written beside the disabled button.
    expect(await panel().getByRole('button', { name: 'Move / attack' }).isDisabled()).toBe(true);
    expect(await panel().getByTestId('move-why').textContent()).toBe('A chosen unit has already moved or been upgraded this turn.');
  });

  it('a refusal for a board tap sits beside the board, never over it', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Clear choice' }).tap();
    await square('A3').tap();
    await page.getByRole('button', { name: /^Cavalry 1/ }).tap();
    await square('H8').tap();
    const refusal = page.getByTestId('refusal');
    await expect.poll(() => refusal.count()).toBe(1);
    const [r, board] = [await refusal.boundingBox(), await page.locator('.cal-board-wrap').boundingBox()];
    const overlaps = !!r && !!board && r.x < board.x + board.width && r.x + r.width > board.x && r.y < board.y + board.height && r.y + r.height > board.y;
    expect(overlaps).toBe(false);
    // Still beside the square tapped: at its height.
    const h8 = await square('H8').boundingBox();
    expect(Math.abs((r?.y ?? 0) - (h8?.y ?? 0))).toBeLessThan(2);
  });

  it('made no request to any other origin and logged no errors', () => {
    expect(s.foreign).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
