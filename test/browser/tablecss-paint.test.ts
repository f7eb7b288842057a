// The Table's page paints with no stylesheet to wait for (issue 24 target 3). table.css (all of the entry's stylesheet)
// is inline in kalidasia/table.html as a second <style>, allowed by its own sha256 (scripts/headers.mjs
// TABLE_STYLE_HASH); the entry's stylesheet link is `media="print" data-later` until the app applies it (src/main.tsx),
// as on Home. Each case fails on main before this work: there the Table's page held its first paint for that link.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, openSession, waitForServiceWorker, type Session } from './harness';

/** Before any script: every CSP violation, every layout shift. */
const WATCH = `
  window.tcViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.tcViolations.push(e.violatedDirective + ' ' + e.blockedURI));
  window.tcShifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.tcShifts.push(e.value); })
    .observe({ type: 'layout-shift', buffered: true });
`;
type Watched = Window & { tcViolations: string[]; tcShifts: number[] };

const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** What the toolbar and the stage box look like: the rules of table.css the first paint shows. */
async function look(page: Page) {
  return page.evaluate(() => {
    const css = (sel: string) => getComputedStyle(document.querySelector(sel) as Element);
    const toolbar = css('.tbl-toolbar');
    const button = css('.tbl-btn');
    const stage = document.querySelector('.tbl-stage') as HTMLElement;
    return {
      toolbar: [toolbar.display, toolbar.backgroundColor, toolbar.borderBottomStyle, toolbar.justifyContent],
      button: [button.minHeight, button.borderTopLeftRadius, button.backgroundColor],
      stage: [getComputedStyle(stage).overflow, getComputedStyle(stage).touchAction, stage.getBoundingClientRect().height > 400],
    };
  });
}
// src/app/styles.css (dark): --panel #1b2230, --bg #11151c; table.css: toolbar flex, space-between; buttons 44 px high,
// rounded 0.5rem; the stage fills the rest of the screen.
const STYLED = {
  toolbar: ['flex', 'rgb(27, 34, 48)', 'solid', 'space-between'],
  button: ['44px', '8px', 'rgb(17, 21, 28)'],
  stage: ['hidden', 'none', true],
};

describe('with scripts off: the Table\'s HTML and its two inline stylesheets alone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the toolbar and the stage are styled by inline styles the policy allows by hash; no stylesheet link blocks', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    try {
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') refused.push(m.text());
      });
      const answer = await page.goto(inject('baseUrl') + '/kalidasia/table');
      const html = (await answer?.text()) ?? '';
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
      expect(styles.length).toBe(2);
      expect(styles[0]).toContain('.tbl-toolbar {');
      expect(styles[1]).toContain('.topbar {');
      // Both inline styles' bytes are what the page's policy and the header allow, by hash, and nothing else inline.
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
      const header = answer?.headers()['content-security-policy'] ?? '';
      for (const policy of [meta, header]) expect(policy).toContain(`style-src 'self' ${hashOf(styles[1] ?? '')} ${hashOf(styles[0] ?? '')};`);
      expect(html).not.toMatch(/unsafe-inline/);
      // Not render-blocking: the page's one stylesheet link is for print until the app starts.
      expect(html.match(/<link rel="stylesheet"[^>]*>/g)?.map((l) => /media="print" data-later=""/.test(l))).toEqual([true]);

      expect(await look(page)).toEqual(STYLED);
      expect(await page.evaluate(() => [...document.styleSheets].map((s) => (s.ownerNode as Element).tagName + ' ' + s.media.mediaText))).toEqual([
        'LINK print',
        'STYLE ',
        'STYLE ',
      ]);
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('no visual change at 1280×800: the page as it paints now, with the entry\'s stylesheet applied, and as main drew it are the same pixels', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    try {
      const page = await context.newPage();
      await page.goto(inject('baseUrl') + '/kalidasia/table');
      // Now: the first paint, from the two inline styles (the link is for print).
      const now = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      // Once the app has started (src/main.tsx): the link applied too, its rules before the inline copy.
      const applied = async () => {
        const link = page.locator('link[rel="stylesheet"][data-later]');
        await link.evaluate((l: HTMLLinkElement) => {
          l.media = 'all';
        });
        await expect.poll(() => page.evaluate(() => [...document.styleSheets].map((s) => s.media.mediaText).join(','))).toBe('all,,');
      };
      await applied();
      const started = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      // As main's page drew it: no inline table.css, the entry's stylesheet (table.css) then the shell's style.
      await page.evaluate(() => document.querySelector('style')?.remove());
      expect(await page.evaluate(() => [...document.styleSheets].map((s) => (s.ownerNode as Element).tagName).join(','))).toBe('LINK,STYLE');
      const main = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      expect(await look(page)).toEqual(STYLED);
      expect(started.equals(now)).toBe(true);
      expect(main.equals(now)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('the live app on the Table', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 1280, height: 800 } });
    await s.page.emulateMedia({ colorScheme: 'dark' });
    await s.page.addInitScript(WATCH);
  });
  afterAll(async () => {
    await s.close();
  });

  async function live(): Promise<void> {
    await s.page.goto(s.baseUrl + '/kalidasia/table');
    await s.page.waitForSelector('[data-testid="table-stage"] canvas');
    await expect.poll(() => s.page.getByRole('button', { name: 'Measure', exact: true }).isEnabled(), { timeout: 30_000 }).toBe(true);
  }

  it('no request holds the first paint; the app applies the entry\'s stylesheet; no violation, no layout shift', async () => {
    await live();
    const facts = await s.page.evaluate(() => {
      const w = window as unknown as Watched;
      const resources = performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus: string })[];
      const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-later]');
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const scripts = resources.filter((r) => /\/assets\/[\w-]+\.js$/.test(r.name) && !/\/after-paint-/.test(r.name));
      return {
        // The app's scripts (the entry, the Table's chunks, Konva) were asked for once the first frame was on screen
        // (scripts/prerender.mjs scriptsAfterPaint): Lighthouse's simulated largest paint counts none of them.
        scriptsAfterPaint: scripts.some((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name)) && scripts.every((r) => r.startTime >= fcp),
        blocking: resources.filter((r) => r.renderBlockingStatus === 'blocking').map((r) => new URL(r.name).pathname),
        css: resources.filter((r) => /\/assets\/index-[\w-]+\.css$/.test(r.name)).map((r) => r.renderBlockingStatus),
        applied: [link?.media, [...document.styleSheets].some((sheet) => sheet.ownerNode === link && sheet.media.mediaText === 'all')],
        violations: w.tcViolations,
        shifts: w.tcShifts,
      };
    });
    expect(facts.scriptsAfterPaint).toBe(true);
    expect(facts.blocking).toEqual([]);
    expect(facts.css).toEqual(['non-blocking']);
    expect(facts.applied).toEqual(['all', true]);
    expect(facts.violations).toEqual([]);
    expect(facts.shifts).toEqual([]);
    expect(await look(s.page)).toEqual(STYLED);
    expect(s.errors).toEqual([]);
  });

  it('from the service worker, offline: the same page, styled, its inline styles allowed', async () => {
    await live();
    await waitForServiceWorker(s.page);
    await s.context.setOffline(true);
    try {
      await live();
      const facts = await s.page.evaluate(() => ({
        controlled: navigator.serviceWorker.controller !== null,
        inline: document.querySelectorAll('head > style').length,
        hydrated: document.querySelector('#root')?.hasAttribute('data-prerendered'),
        violations: (window as unknown as Watched).tcViolations,
      }));
      expect(facts).toEqual({ controlled: true, inline: 2, hydrated: true, violations: [] });
      expect(await look(s.page)).toEqual(STYLED);
    } finally {
      await s.context.setOffline(false);
    }
    expect(s.errors).toEqual([]);
  });
});
