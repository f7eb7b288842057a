// The Game screen at a larger text size (tablet first, text that scales, the step's action in view): on a 1280 × 800
// touch screen, with the text size set through the Settings screen as a player would (150 %, and 100 % to check it is
// no worse), a game is opened from a file with the Stat-card corrections banner (the game keeps a pack override the
// player's cards do not have) and without it. The side panel's scrolling part must keep at least 45 % of the
// viewport's height, and the step's primary action must be inside its visible part and painted on top at its centre,
// without scrolling. At 150 % the turn bar is one row (its table tools in a "Tools" menu) and the banner one line with
// its answers; every control of both is a 44 px target; the menu's tools work, and the photo reader's print view
// opened from the menu shows once the menu has closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { combatGameFile } from './combatGame';
import { plannerGameFile } from './plannerScene';
import { openSession, settled, type Session } from './harness';
import { setTextScale } from './textScale';

const W = 1280;
const H = 800;
/** The least height of the side panel's visible, scrolling part: 45 % of the viewport. */
const FLOOR = 0.45 * H;

/** Open a game from a file through the saved-games list; `override`: the game keeps a Stat-card value the player's cards do not. */
async function openGame(s: Session, name: string, override: boolean): Promise<void> {
  await s.page.goto(s.baseUrl + '/kalidasia/game');
  let f = override ? combatGameFile(name) : plannerGameFile(name);
  if (override) {
    const game = JSON.parse(f.buffer.toString()) as Record<string, unknown>;
    game.packOverrides = [{ path: 'ships.SFP.batteries.1.gunCount', value: 30, note: 'test' }];
    f = { ...f, buffer: Buffer.from(JSON.stringify(game)) };
  }
  await s.page.getByLabel('Import a game file').setInputFiles(f);
  await s.page.waitForURL(/\/kalidasia\/game\/[\w-]+$/);
  await s.page.locator('.gm-step h2').waitFor();
  await settled(s.page);
  if (override) await s.page.getByTestId('corrections-differ').waitFor();
}

interface Layout {
  bar: number;
  banner: number | null;
  /** The side panel's scrolling part: its height on screen (clipped to the viewport). */
  panel: number;
  primary: { what: string; inView: boolean; onTop: boolean } | null;
  sideways: boolean;
}

/** Where things are on screen now (nothing scrolled). */
function layoutOf(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const box = (q: string) => document.querySelector(q)?.getBoundingClientRect() ?? null;
    const p = box('.gm-panel');
    const top = Math.max(0, p?.top ?? 0);
    const bottom = Math.min(window.innerHeight, p?.bottom ?? 0);
    const el = [...document.querySelectorAll('.gm-step .gm-btn.gm-primary:not([aria-pressed])')].find((e) => (e as HTMLElement).offsetParent !== null);
    let primary = null;
    if (el) {
      const b = el.getBoundingClientRect();
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      primary = {
        what: el.textContent ?? '',
        inView: b.height > 0 && b.top >= top - 0.5 && b.bottom <= bottom + 0.5 && b.left >= 0 && b.right <= window.innerWidth + 0.5,
        onTop: hit !== null && (hit === el || el.contains(hit)),
      };
    }
    return {
      bar: Math.round(box('.gm-bar')?.height ?? -1),
      banner: box('[data-testid="corrections-differ"]') ? Math.round(box('[data-testid="corrections-differ"]')?.height ?? 0) : null,
      panel: Math.round(bottom - top),
      primary,
      sideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

/** The visible controls inside `q` and their boxes. */
function controlsOf(page: Page, q: string): Promise<{ what: string; top: number; bottom: number; h: number; w: number }[]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll(`${sel} :is(button, a, input, select, summary)`)]
        .filter((el) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().height > 0)
        .map((el) => {
          const b = el.getBoundingClientRect();
          return { what: el.getAttribute('aria-label') ?? (el.textContent ?? '').trim(), top: b.top, bottom: b.bottom, h: b.height, w: b.width };
        }),
    q,
  );
}

/** One row: every control's vertical span overlaps every other's. */
const oneRow = (cs: { top: number; bottom: number }[]) => cs.every((a) => cs.every((b) => a.top < b.bottom && b.top < a.bottom));

/** In view (viewport) and painted on top at its centre. */
async function onTop(loc: Locator): Promise<boolean> {
  return loc.evaluate((el) => {
    const b = el.getBoundingClientRect();
    if (b.height === 0 || b.top < 0 || b.bottom > window.innerHeight || b.left < 0 || b.right > window.innerWidth) return false;
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

const TOOLS = ['Measure', 'Clear measurement', 'Adjust to the table', 'Zones', 'Zoom out', 'Zoom in', 'Fit table', 'Print tokens', 'Read the table from a photo', 'Play on two tablets'];

/** The tests at one text size: set (or left at 100 %) first, then the shared ones, then `more` (this size's own). */
function describeAt(textScale: number, setSize: (s: Session) => Promise<void>, more: (session: () => Session) => void): void {
  describe(`the Game screen at ${textScale}% text (touch, ${W} × ${H})`, () => {
    let s: Session;
    beforeAll(async () => {
      s = await openSession({ touch: true, viewport: { width: W, height: H } });
    });
    afterAll(async () => {
      await s?.close();
    });

    it('the text size', async () => {
      await setSize(s);
      await s.page.goto(s.baseUrl + '/kalidasia/game');
      // The text size the settings give the whole app (100 %: none set).
      await expect.poll(() => s.page.evaluate(() => document.documentElement.style.fontSize || '100%')).toBe(`${textScale}%`);
    });

    it('with the corrections banner: the side panel keeps its room, the step’s action in view and on top; answered, the banner goes', async () => {
      await openGame(s, `Banner ${textScale}`, true);
      const before = await layoutOf(s.page);
      console.info(`[figure] ${textScale}% text, with the banner: bar ${before.bar} px, banner ${before.banner} px, side panel ${before.panel} px visible`);
      expect(before.banner).not.toBeNull();
      expect(before.panel).toBeGreaterThanOrEqual(FLOOR);
      expect(before.primary).toEqual({ what: 'End the activation of SFP-1', inView: true, onTop: true });
      expect(before.sideways).toBe(false);
      // Every control of the bar and the banner is a 44 px target.
      const bar = await controlsOf(s.page, '.gm-bar');
      const banner = await controlsOf(s.page, '[data-testid="corrections-differ"]');
      expect([...bar, ...banner].filter((c) => c.h < 44 || c.w < 44)).toEqual([]);
      // What differs is behind "Details" (a tap shows it), and the answers keep their full names.
      const details = s.page.getByTestId('corrections-differ').getByRole('button', { name: 'Details' });
      const differs = s.page.getByText('ships.SFP.batteries.1.gunCount 30 here, shipped value on your cards');
      expect(await details.getAttribute('aria-expanded')).toBe('false');
      expect(await differs.isVisible()).toBe(false);
      await details.tap();
      await expect.poll(() => differs.isVisible()).toBe(true);
      expect(await details.getAttribute('aria-expanded')).toBe('true');
      await details.tap();
      await expect.poll(() => differs.isVisible()).toBe(false);
      expect(await s.page.getByRole('button', { name: 'Continue in a copy with my corrections', exact: true }).count()).toBe(1);
      const keep = s.page.getByRole('button', { name: 'Keep this game’s values', exact: true });
      expect(await onTop(keep)).toBe(true);
      await keep.tap();
      await expect.poll(() => s.page.getByTestId('corrections-differ').count()).toBe(0);
      const after = await layoutOf(s.page);
      console.info(`[figure] ${textScale}% text, the banner answered: side panel ${after.panel} px visible`);
      expect(after.panel).toBeGreaterThanOrEqual(before.panel);
      expect(after.primary).toEqual({ what: 'End the activation of SFP-1', inView: true, onTop: true });
      expect(s.errors).toEqual([]);
    });

    it('without the banner: the side panel keeps its room, the step’s action in view and on top', async () => {
      await openGame(s, `Plain ${textScale}`, false);
      expect(await s.page.getByTestId('corrections-differ').count()).toBe(0);
      const l = await layoutOf(s.page);
      console.info(`[figure] ${textScale}% text, no banner: bar ${l.bar} px, side panel ${l.panel} px visible`);
      expect(l.panel).toBeGreaterThanOrEqual(FLOOR);
      expect(l.primary).toEqual({ what: 'Move SFP-1', inView: true, onTop: true });
      expect(l.sideways).toBe(false);
      expect(s.errors).toEqual([]);
    });

    more(() => s);
  });
}

describeAt(
  100,
  async () => {},
  (session) => {
    it('wide for its text: every table tool in the toolbar as before, one tap away, no menu', async () => {
      const s = session();
      expect(await s.page.getByRole('button', { name: /^Tools/ }).isVisible()).toBe(false);
      const shown = await Promise.all(TOOLS.map(async (name) => ({ name, visible: await s.page.getByRole('button', { name, exact: true }).isVisible() })));
      expect(shown.filter((t) => !t.visible)).toEqual([]);
    });
  },
);

describeAt(
  150,
  (s) => setTextScale(s, 150),
  (session) => {
    it('the bar is one row (Games, Undo, Redo, Tools), the turn figure compact, the banner one line with its answers', async () => {
      const s = session();
      await openGame(s, 'Rows', true);
      const bar = await controlsOf(s.page, '.gm-bar');
      const banner = await controlsOf(s.page, '[data-testid="corrections-differ"]');
      expect(bar.map((c) => c.what.replace(/[▾▴]/g, ''))).toEqual(['Games', 'Undo', 'Redo', 'Tools']);
      expect(oneRow(bar)).toBe(true);
      expect(banner.map((c) => c.what)).toEqual(['Details', 'Continue in a copy with my corrections', 'Keep this game’s values']);
      expect(oneRow(banner)).toBe(true);
      // The turn and the phase in full for a screen reader, compact on screen.
      expect(await s.page.getByTestId('turn-phase').textContent()).toBe('Turn 1 of 6 · Action phase');
      expect(await s.page.getByTestId('turn-short').innerText()).toBe('Turn 1/6\nAction');
      expect(s.errors).toEqual([]);
    });

    it('the table tools in the Tools menu: 44 px targets, on top, and they work', async () => {
      const s = session();
      const measure = s.page.getByRole('button', { name: 'Measure', exact: true });
      const tools = s.page.getByRole('button', { name: /^Tools/ });
      expect(await measure.isVisible()).toBe(false);
      expect(await tools.getAttribute('aria-expanded')).toBe('false');
      await tools.tap();
      await expect.poll(() => tools.getAttribute('aria-expanded')).toBe('true');
      const menu = await controlsOf(s.page, '.gm-more');
      expect(menu.map((c) => c.what)).toEqual(TOOLS);
      expect(menu.filter((c) => c.h < 44 || c.w < 44)).toEqual([]);
      const painted = await Promise.all(TOOLS.map(async (name) => ({ name, onTop: await onTop(s.page.getByRole('button', { name, exact: true })) })));
      expect(painted.filter((t) => !t.onTop)).toEqual([]);
      // Zoom keeps the menu open (tapped again and again); a tool closes it, and the Tools button says it is on.
      await s.page.getByRole('button', { name: 'Zoom in', exact: true }).tap();
      expect(await tools.getAttribute('aria-expanded')).toBe('true');
      await measure.tap();
      await expect.poll(() => tools.getAttribute('aria-expanded')).toBe('false');
      expect(await measure.isVisible()).toBe(false);
      expect(await tools.textContent()).toContain('Tools: Measure on');
      await tools.tap();
      expect(await measure.getAttribute('aria-pressed')).toBe('true');
      await measure.tap();
      await expect.poll(() => tools.textContent()).not.toContain('Measure on');
      // A tap outside the menu closes it.
      await tools.tap();
      await expect.poll(() => tools.getAttribute('aria-expanded')).toBe('true');
      await s.page.getByTestId('waiting-for').tap();
      await expect.poll(() => tools.getAttribute('aria-expanded')).toBe('false');
      // The photo reader's print view opened from the menu shows (on top) once the menu has closed.
      await tools.tap();
      await s.page.getByRole('button', { name: 'Print tokens', exact: true }).tap();
      const sheet = s.page.getByRole('dialog', { name: 'Print tokens' });
      await sheet.waitFor();
      await expect.poll(() => tools.getAttribute('aria-expanded')).toBe('false');
      const close = sheet.getByRole('button', { name: 'Close', exact: true });
      await expect.poll(() => onTop(close)).toBe(true);
      await close.tap();
      await expect.poll(() => sheet.count()).toBe(0);
      expect(s.errors).toEqual([]);
    });
  },
);
