// Firing windows on the PLANNED path (issue 15) on a touch screen: the prepared combat game stopped before
// SFP-1's move is recorded (test/browser/combatGame.ts), so the planner is open. The fire panel and the table
// show the windows along the planner's draft; changing the planned distance changes them; nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combatGameFile } from './combatGame';
import { openSession, type Session } from './harness';

describe('firing windows on the planned path (touch)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
    await s.page.goto(s.baseUrl + '/kalidasia/game');
    await s.page.getByLabel('Import a game file').setInputFiles(combatGameFile('Planning', true));
    await s.page.getByTestId('planned-windows').waitFor({ timeout: 8000 }).catch(async (e: Error) => {
      throw new Error(`${e.message}\n${s.errors.join('\n')}\n${await s.page.locator('body').innerText()}`);
    });
  });
  afterAll(async () => {
    await s.close();
  });

  it('shows the bands along the planned path while the move is planned, and follows the draft', async () => {
    const readout = s.page.getByTestId('planned-windows');
    // The planner starts at the least distance; HHF-2 lies ahead within the Plasma Cannons' reach.
    expect(Number(await readout.getAttribute('data-bands'))).toBeGreaterThan(0);
    expect(await readout.textContent()).toContain('Plasma Cannons → HHF-2');
    const before = await readout.getAttribute('data-length');
    const slider = s.page.getByRole('slider', { name: 'Distance' });
    const max = Number(await slider.getAttribute('aria-valuemax'));
    expect(Number(before)).toBeLessThan(max);
    await slider.focus();
    await slider.press('End');
    await expect.poll(() => s.page.getByTestId('distance').getAttribute('aria-valuetext')).toBe(`${max.toFixed(1)}″`);
    await expect.poll(() => readout.getAttribute('data-length')).toBe(max.toFixed(2));
    expect(Number(await readout.getAttribute('data-bands'))).toBeGreaterThan(0);
    // The bands are drawn on the table's overlay (Konva lines named fire-window).
    await expect.poll(() => s.page.evaluate(() => {
      const k = (window as unknown as { Konva?: { stages: { find: (sel: string) => unknown[] }[] } }).Konva;
      return k ? k.stages.reduce((n, st) => n + st.find('.fire-window').length, 0) : -1;
    })).toBeGreaterThan(0);
    // Still planning: the move is not recorded (the planner's distance is still offered).
    expect(await s.page.getByTestId('distance').isVisible()).toBe(true);
  });
});
