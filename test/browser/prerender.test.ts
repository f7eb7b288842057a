// Prerendered pages (issue 24: Lighthouse on the Table and Home): the Table's page and Home come with their first
// screen in the HTML (scripts/prerender.mjs), so they paint before any script; the live app hydrates that markup
// without moving anything; the service worker answers both paths with their own pages offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM, openSession, waitForServiceWorker } from './harness';

describe('with scripts off (the HTML alone)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the Table page shows its top bar, its toolbar (disabled) and the canvas box; Home links to it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      const base = inject('baseUrl');
      await page.goto(base + '/');
      expect(await page.title()).toBe('Tableside');
      await page.getByRole('heading', { name: 'Legends of Kalidasia' }).waitFor();
      // A real link: it works before the app has loaded.
      await page.getByRole('link', { name: /^Table/ }).click();
      await page.waitForURL(/\/kalidasia\/table$/);
      expect(await page.title()).toBe('Table — Tableside');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Table');
      const toolbar = page.getByRole('toolbar', { name: 'Table tools' });
      for (const name of ['Measure', 'Add marker', 'Delete marker', 'Clear measurement', 'Grid', 'Zoom in', 'Zoom out', 'Fit table']) {
        expect([name, await toolbar.getByRole('button', { name, exact: true }).isDisabled()]).toEqual([name, true]);
      }
      const box = await page.getByTestId('table-stage-pending').boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(300);
    } finally {
      await context.close();
    }
  });
});

describe('the live app takes over the page', () => {
  it('replaces the Table page without moving it (no layout shift, the toolbar where the HTML drew it), no errors', async () => {
    const s = await openSession({ touch: true, viewport: { width: 412, height: 823 } });
    try {
      // Every layout shift of the load, from the page's first paint (buffered), read once the canvas is drawn.
      await s.page.goto(s.baseUrl + '/kalidasia/table');
      await s.page.waitForSelector('[data-testid="table-stage"] canvas');
      const measure = s.page.getByRole('button', { name: 'Measure', exact: true });
      await expect.poll(() => measure.isEnabled()).toBe(true);
      const shifts = await s.page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            new PerformanceObserver((list) => resolve(list.getEntries().map((e) => (e as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
            // No entry at all: the observer is never called; an empty list after one frame and a task.
            requestAnimationFrame(() => setTimeout(() => resolve([]), 0));
          }),
      );
      expect(shifts.reduce((a, b) => a + b, 0)).toBe(0);
      expect(s.errors).toEqual([]);
      expect(s.foreign).toEqual([]);
      // The live toolbar sits where the page's own did (the page again, scripts off: in the session's own context the
      // service worker, active by now, would answer the scripts past a refusing route and the app would take over).
      const live = await s.page.getByRole('button', { name: 'Clear measurement' }).boundingBox();
      const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
      try {
        const html = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 412, height: 823 }, hasTouch: true });
        await html.goto(s.baseUrl + '/kalidasia/table');
        const drawn = await html.getByRole('button', { name: 'Clear measurement' }).boundingBox();
        expect(live).toEqual(drawn);
      } finally {
        await browser.close();
      }
    } finally {
      await s.close();
    }
  });
});

describe('offline', () => {
  it('the service worker answers the Table and Home with their own pages', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tableside-prerender-'));
    const s = await openSession({ profileDir: dir });
    try {
      await s.page.goto(s.baseUrl + '/kalidasia/table');
      await waitForServiceWorker(s.page);
      await s.context.setOffline(true);
      const pages = await s.page.evaluate(async () => ({
        table: await (await fetch('/kalidasia/table')).text(),
        home: await (await fetch('/')).text(),
      }));
      expect(pages.table).toContain('data-testid="table-pending"');
      expect(pages.table).toContain('<title>Table — Tableside</title>');
      expect(pages.home).toContain('class="tile tile-main"');
      await s.page.reload();
      await s.page.waitForSelector('[data-testid="table-stage"] canvas');
      await s.page.goto(s.baseUrl + '/');
      await s.page.getByRole('heading', { name: 'Legends of Kalidasia' }).waitFor();
      expect(s.foreign).toEqual([]);
    } finally {
      await s.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
