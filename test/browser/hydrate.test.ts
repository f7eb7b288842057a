// Prerendered pages are hydrated, not replaced (issue 24: Lighthouse on the Table and Home): the app takes over the
// elements the HTML drew (src/main.tsx hydrateRoot, src/app/prerender.tsx renders the same AppFrame), with no
// hydration error in the console, with the stored theme and text size applied too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase, openSession, type Session } from './harness';

/** Before any script: remembers the top bar's heading the HTML parser inserted (window.tablesideHtmlHeading). */
const REMEMBER_HTML_HEADING = `
  new MutationObserver((_, observer) => {
    const h = document.querySelector('#root h1');
    if (h) { window.tablesideHtmlHeading = h; observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
`;

describe('the app hydrates the prerendered pages', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 412, height: 823 } });
    await s.page.addInitScript(REMEMBER_HTML_HEADING);
  });
  afterAll(async () => {
    await s.close();
  });

  async function htmlHeadingKept(): Promise<boolean> {
    return s.page.evaluate(() => {
      const w = window as unknown as { tablesideHtmlHeading?: Element };
      return w.tablesideHtmlHeading !== undefined && w.tablesideHtmlHeading === document.querySelector('#root h1') && w.tablesideHtmlHeading.isConnected;
    });
  }

  it('Home and the Table keep the HTML\'s elements once the app is live, and log no error', async () => {
    await s.page.goto(s.baseUrl + '/');
    // The app's settings effect has run: the app is live on this page.
    await expect.poll(() => s.page.evaluate(() => document.documentElement.dataset.settings)).toBe('loaded');
    expect(await htmlHeadingKept()).toBe(true);

    await s.page.goto(s.baseUrl + '/kalidasia/table');
    await s.page.waitForSelector('[data-testid="table-stage"] canvas');
    await expect.poll(() => s.page.getByRole('button', { name: 'Measure', exact: true }).isEnabled()).toBe(true);
    expect(await htmlHeadingKept()).toBe(true);
    // The live app answers a link without reloading: the heading is the same element, its text the new screen's.
    await s.page.getByRole('link', { name: 'Home' }).click();
    await s.page.getByRole('heading', { name: 'Legends of Kalidasia' }).waitFor();
    expect(await htmlHeadingKept()).toBe(true);
    expect(s.errors).toEqual([]);
  });

  it('with a stored light theme and a larger text size: hydrated, no error', async () => {
    await s.page.goto(s.baseUrl + '/settings');
    await s.page.getByLabel('Light').check();
    await s.page.getByLabel(/Text size/).fill('150');
    await expect
      .poll(async () => ((await dumpDatabase(s.page)).settings as { theme?: string; textScale?: number }[] | undefined)?.map((r) => `${r.theme} ${r.textScale}`))
      .toEqual(['light 150']);
    for (const path of ['/', '/kalidasia/table']) {
      await s.page.goto(s.baseUrl + path);
      await expect.poll(() => s.page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      await expect.poll(() => s.page.evaluate(() => document.documentElement.style.fontSize)).toBe('150%');
      expect([path, await htmlHeadingKept()]).toEqual([path, true]);
    }
    await s.page.waitForSelector('[data-testid="table-stage"] canvas');
    expect(s.errors).toEqual([]);
    await s.page.goto(s.baseUrl + '/settings');
    await s.page.getByLabel('Follow the system').check();
    await s.page.getByLabel(/Text size/).fill('100');
  });
});
