// Home paints from its HTML with no stylesheet to wait for (issue 24: Lighthouse mobile on Home = 100). The shell's
// stylesheet is inline in every page (scripts/shell-style.mjs), allowed by its hash in the CSP's <meta> and header;
// Home's link to the entry's stylesheet does not block the first paint (scripts/prerender.mjs `stylesLater`) and the
// app applies it when it starts (src/main.tsx); the element of the largest paint is the HTML's and survives hydration.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, openSession, waitForServiceWorker, type Session } from './harness';

/** Before any script: CSP violations, and the largest-paint candidates' elements the HTML parser inserted. */
const WATCH = `
  window.tablesideViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.tablesideViolations.push(e.violatedDirective + ' ' + e.blockedURI));
  window.tablesideParsed = new Set();
  const keep = (records) => {
    for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1) {
      window.tablesideParsed.add(n);
      for (const d of n.querySelectorAll('*')) window.tablesideParsed.add(d);
    }
  };
  const parser = new MutationObserver(keep);
  parser.observe(document, { childList: true, subtree: true });
  // Parsing is over before the app's module scripts run (readyState 'interactive'): later elements are the app's.
  document.addEventListener('readystatechange', () => { keep(parser.takeRecords()); parser.disconnect(); }, { once: true });
`;

type Watched = Window & { tablesideViolations: string[]; tablesideParsed: Set<Element> };

describe('with scripts off: the HTML and its inline stylesheet alone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('Home is styled by the inline stylesheet the policy allows: the dark top bar and tiles, the entry\'s stylesheet held for print', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 }, colorScheme: 'dark' });
    try {
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') refused.push(m.text());
      });
      const answer = await page.goto(inject('baseUrl') + '/');
      const html = (await answer?.text()) ?? '';
      // The inline style's bytes are what the page's policy and the header allow, by hash.
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const hash = `'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`;
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
      const header = answer?.headers()['content-security-policy'] ?? '';
      // (The second hash is the Table page's own inline style, test/browser/tablecss-paint.test.ts.)
      for (const policy of [meta, header]) expect(policy).toMatch(new RegExp(`style-src 'self' ${hash.replace(/[+/=]/g, '\\$&')} '[^']+';`));
      expect(html).not.toMatch(/unsafe-inline/);
      // Not render-blocking: the page's one stylesheet link is for print until the app starts.
      expect(html.match(/<link rel="stylesheet"[^>]*>/g)?.map((l) => /media="print" data-later=""/.test(l))).toEqual([true]);

      const look = await page.evaluate(() => {
        const css = (sel: string) => getComputedStyle(document.querySelector(sel) as Element);
        return {
          topbar: css('.topbar').backgroundColor,
          tile: css('.tile').borderTopLeftRadius,
          blurb: css('.tile-blurb').color,
          sheets: [...document.styleSheets].map((s) => (s.ownerNode as Element).tagName + ' ' + s.media.mediaText),
        };
      });
      // src/app/styles.css: --panel #1b2230, tiles rounded 0.9rem, blurbs in --muted #a9b5c6.
      expect(look.topbar).toBe('rgb(27, 34, 48)');
      expect(look.tile).toBe('14.4px');
      expect(look.blurb).toBe('rgb(169, 181, 198)');
      expect(look.sheets).toEqual(['LINK print', 'STYLE ']);
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the live app on Home', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openSession({ touch: true, viewport: { width: 412, height: 823 } });
    await s.page.addInitScript(WATCH);
  });
  afterAll(async () => {
    await s.close();
  });

  async function live(path: string): Promise<void> {
    await s.page.goto(s.baseUrl + path);
    await expect.poll(() => s.page.evaluate(() => document.documentElement.dataset.settings)).toBe('loaded');
  }

  it('paints the HTML\'s elements without waiting for the stylesheet; the largest paint is the HTML\'s and stays', async () => {
    await live('/');
    const facts = await s.page.evaluate(async () => {
      const w = window as unknown as Watched;
      const entries = await new Promise<PerformanceEntry[]>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const lcp = entries.map((e) => (e as PerformanceEntry & { element: Element | null }).element);
      const resources = performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus: string })[];
      const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-later]');
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const scripts = resources.filter((r) => /\/assets\/(index|react|jsx-runtime|rolldown-runtime)-[\w-]+\.js$/.test(r.name));
      return {
        // The app's scripts were asked for once the first frame was on screen (scripts/prerender.mjs scriptsAfterPaint).
        scriptsAfterPaint: scripts.some((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name)) && scripts.every((r) => r.startTime >= fcp),
        // Every candidate: an element the HTML parser inserted, still in the page after hydration.
        lcp: lcp.map((el) => (el ? `${el.className} ${w.tablesideParsed.has(el)} ${el.isConnected}` : 'removed')),
        blocking: resources.filter((r) => r.renderBlockingStatus === 'blocking').map((r) => new URL(r.name).pathname),
        css: resources.filter((r) => r.name.endsWith('.css')).map((r) => r.renderBlockingStatus),
        // The app applied the entry's stylesheet when it started.
        media: link?.media,
        applied: [...document.styleSheets].some((sheet) => sheet.ownerNode === link && sheet.media.mediaText === 'all'),
        violations: w.tablesideViolations,
      };
    });
    expect(facts.scriptsAfterPaint).toBe(true);
    expect(facts.lcp.length).toBeGreaterThan(0);
    expect(facts.lcp.every((c) => c.endsWith(' true true'))).toBe(true);
    expect(facts.blocking).toEqual([]);
    expect(facts.css).toEqual(['non-blocking']);
    expect([facts.media, facts.applied]).toEqual(['all', true]);
    expect(facts.violations).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('the Table\'s page does not wait for the stylesheet either (table.css inline); the pages are styled, with no violation', async () => {
    await live('/kalidasia/table');
    const table = await s.page.evaluate(() => ({
      css: (performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus: string })[])
        .filter((r) => /\/assets\/index-[\w-]+\.css$/.test(r.name))
        .map((r) => r.renderBlockingStatus),
      topbar: getComputedStyle(document.querySelector('.topbar') as Element).borderBottomStyle,
      violations: (window as unknown as Watched).tablesideViolations,
    }));
    expect(table).toEqual({ css: ['non-blocking'], topbar: 'solid', violations: [] });
    await live('/kalidasia/game');
    expect(await s.page.evaluate(() => [getComputedStyle(document.querySelector('.topbar') as Element).borderBottomStyle, (window as unknown as Watched).tablesideViolations])).toEqual(['solid', []]);
    expect(s.errors).toEqual([]);
  });

  it('from the service worker (a second visit, offline too): the same inline stylesheet, allowed', async () => {
    await live('/');
    await waitForServiceWorker(s.page);
    await s.context.setOffline(true);
    try {
      await live('/');
      const facts = await s.page.evaluate(() => ({
        controlled: navigator.serviceWorker.controller !== null,
        topbar: getComputedStyle(document.querySelector('.topbar') as Element).borderBottomStyle,
        hydrated: document.querySelector('#root')?.hasAttribute('data-prerendered'),
        violations: (window as unknown as Watched).tablesideViolations,
      }));
      expect(facts).toEqual({ controlled: true, topbar: 'solid', hydrated: true, violations: [] });
    } finally {
      await s.context.setOffline(false);
    }
    expect(s.errors).toEqual([]);
  });
});
