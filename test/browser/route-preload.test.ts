// Route preload in real Chromium (issue 24): a screen's chunks are asked for by <link rel="modulepreload"> as the
// page opens (scripts/route-preload.mjs), every one of them exists, the saved-games list loads without the table
// canvas (Konva), and Home preloads nothing beyond the shell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type Session } from './harness';

describe('route preload', () => {
  let s: Session;
  const answered = new Map<string, number>();
  beforeAll(async () => {
    s = await openSession({ touch: true });
    s.context.on('response', (r) => answered.set(new URL(r.url()).pathname, r.status()));
  });
  afterAll(async () => {
    await s.close();
  });

  /** The page's preload links (index.html's, the route preload script's, Vite's for later imports). */
  const added = () =>
    s.page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"][as="style"]')].map((l) => ({
        rel: l.rel,
        href: new URL(l.href).pathname,
      })),
    );
  const loaded = () => s.page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));

  it('the Table screen preloads its whole chunk graph, the canvas included, and every file exists', async () => {
    await s.page.goto(s.baseUrl + '/kalidasia/table');
    await expect.poll(() => s.page.getByRole('button', { name: 'Clear measurement' }).count()).toBeGreaterThan(0);
    const links = await added();
    expect(links.some((l) => /^\/assets\/TableStage-[\w-]+\.js$/.test(l.href) && l.rel === 'modulepreload')).toBe(true);
    expect(links.some((l) => /^\/assets\/TableRoute-[\w-]+\.js$/.test(l.href))).toBe(true);
    await expect.poll(() => links.filter((l) => answered.get(l.href) !== 200 && answered.get(l.href) !== 304)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('the saved-games list loads without the canvas; one game preloads the canvas', async () => {
    await s.page.goto(s.baseUrl + '/kalidasia/game');
    await expect.poll(() => s.page.getByRole('link', { name: 'New game' }).isVisible()).toBe(true);
    expect((await loaded()).filter((p) => /TableStage|\/screen-/.test(p))).toEqual([]);
    await s.page.goto(s.baseUrl + '/kalidasia/game/no-such-game');
    await expect.poll(() => s.page.getByRole('heading', { level: 1 }).textContent()).toBe('Game');
    const links = await added();
    expect(links.some((l) => /^\/assets\/screen-[\w-]+\.js$/.test(l.href))).toBe(true);
    expect(links.some((l) => /^\/assets\/TableStage-[\w-]+\.js$/.test(l.href))).toBe(true);
    await expect.poll(() => links.filter((l) => answered.get(l.href) !== 200 && answered.get(l.href) !== 304)).toEqual([]);
  });

  it('Home asks for no chunk of a screen', async () => {
    const fresh = await openSession({ touch: true });
    try {
      await fresh.page.goto(fresh.baseUrl + '/');
      await expect.poll(() => fresh.page.getByRole('heading', { name: 'Legends of Kalidasia' }).isVisible()).toBe(true);
      const files = await fresh.page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
      // Home's own page (home.html, scripts/prerender.mjs) leaves the route preload script out: Home preloads nothing.
      expect(files.some((p) => /^\/assets\/route-preload-[\w-]+\.js$/.test(p))).toBe(false);
      expect(files.filter((p) => /\/(TableStage|TableRoute|screen|game|NewGame|squadrons|SettingsScreen|CompanionRoute)-/.test(p))).toEqual([]);
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
