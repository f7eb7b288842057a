// The app shell in real Chromium: loads cleanly, every screen has a URL that
// survives back and reload, settings persist, it installs and works offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpDatabase, openSession, pageIdle, waitForServiceWorker, type Session } from './harness';

describe('app shell', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true });
  });
  afterAll(async () => {
    await s.close();
  });

  it('loads the home screen with no console errors', async () => {
    await s.page.goto(s.baseUrl + '/');
    await expect.poll(() => s.page.getByRole('heading', { name: 'Legends of Kalidasia' }).isVisible()).toBe(true);
    for (const name of ['Table', 'Squadrons', 'Game', 'Caleda', 'Kalesia', 'Generals of Kaladan', 'Nedca']) {
      expect([name, await s.page.getByRole('link', { name: new RegExp(`^${name}`) }).count()]).not.toEqual([name, 0]);
    }
    // Any error of the start-up has been printed once the page has loaded and gone idle.
    await pageIdle(s.page);
    expect(s.errors).toEqual([]);
  });

  it('every screen has a URL: links, back button and reload keep the place', async () => {
    await s.page.getByRole('link', { name: /^Game/ }).tap();
    await s.page.waitForURL('**/kalidasia/game');
    await expect.poll(() => s.page.getByRole('link', { name: 'New game' }).isVisible()).toBe(true);
    await s.page.reload();
    expect(await s.page.getByRole('heading', { level: 1 }).textContent()).toBe('Game');
    await s.page.goBack();
    await s.page.waitForURL(s.baseUrl + '/');
    await s.page.goForward();
    await s.page.waitForURL('**/kalidasia/game');
    await s.page.getByRole('link', { name: 'Settings' }).tap();
    await s.page.waitForURL('**/settings');
    // The screen follows the URL as soon as its chunk is ready (navigation renders as a transition).
    await expect.poll(() => s.page.getByRole('heading', { level: 1 }).textContent()).toBe('Settings');
  });

  it('theme and text size survive a reload', async () => {
    await s.page.goto(s.baseUrl + '/settings');
    await s.page.getByLabel('Light').check();
    await s.page.getByLabel(/Text size/).fill('150');
    await expect.poll(() => s.page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    // Settings show at once and are stored a moment later: reload only once both are stored (state, not time).
    await expect
      .poll(async () => ((await dumpDatabase(s.page)).settings as { theme?: string; textScale?: number }[] | undefined)?.map((r) => `${r.theme} ${r.textScale}`))
      .toEqual(['light 150']);
    await s.page.reload();
    await expect.poll(() => s.page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await expect.poll(() => s.page.evaluate(() => document.documentElement.style.fontSize)).toBe('150%');
    await expect.poll(() => s.page.getByLabel('Light').isChecked()).toBe(true);
    await s.page.getByLabel('Follow the system').check();
    await s.page.getByLabel(/Text size/).fill('100');
  });

  it('touch targets are at least 44 CSS px', async () => {
    for (const path of ['/', '/settings']) {
      await s.page.goto(s.baseUrl + path);
      await s.page.waitForSelector('.topbar');
      const small = await s.page.evaluate(() =>
        [...document.querySelectorAll('a, button, input[type=checkbox], input[type=radio], label.choice, input[type=range], [role=slider]')]
          .map((el) => {
            const target = el.closest('label') ?? el;
            const r = target.getBoundingClientRect();
            return { what: (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 30), w: r.width, h: r.height };
          })
          .filter((t) => t.w > 0 && (t.w < 44 || t.h < 44)),
      );
      expect({ path, small }).toEqual({ path, small: [] });
    }
  });

  it('is installable (Page.getInstallabilityErrors is empty)', async () => {
    await s.page.goto(s.baseUrl + '/');
    await waitForServiceWorker(s.page);
    const cdp = await s.context.newCDPSession(s.page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  });

  it('made no request to any other origin', () => {
    expect(s.foreign).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});

describe('offline', () => {
  it('after the first visit, an offline reload still works on every screen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tableside-offline-'));
    const s = await openSession({ profileDir: dir });
    try {
      await s.page.goto(s.baseUrl + '/');
      await waitForServiceWorker(s.page);
      await s.context.setOffline(true);
      await s.page.reload();
      await s.page.getByRole('heading', { name: 'Legends of Kalidasia' }).waitFor({ timeout: 10_000 });
      // Lazily loaded screens come from the precache too (waitFor throws if they never appear).
      await s.page.goto(s.baseUrl + '/settings');
      await s.page.getByRole('heading', { name: 'Backups' }).waitFor({ timeout: 10_000 });
      expect(await s.page.getByRole('heading', { name: 'Backups' }).isVisible()).toBe(true);
      await s.page.goto(s.baseUrl + '/kalidasia/table');
      await s.page.waitForSelector('[data-testid="table-stage"] canvas');
      expect(s.foreign).toEqual([]);
    } finally {
      await s.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
