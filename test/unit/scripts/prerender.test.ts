// Prerendered pages (issue 24: Lighthouse on the Table): scripts/server.mjs answers a screen's path with its own page
// (`<path>.html`) when the build wrote one, else index.html; and the page is the built index.html with the screen's
// markup in its root and its own title (scripts/prerender.mjs), the policy and scripts untouched, no inline script.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterPaintScript, pageWith, withPreloads, withScriptsAfterPaint, withStylesLater } from '../../../scripts/prerender.mjs';
import { startServer } from '../../../scripts/server.mjs';
import { SECURITY_HEADERS } from '../../../scripts/headers.mjs';
import { prerender, PRERENDERED } from '../../../src/app/prerender';
import { get } from './httpGet';

const INDEX = '<!doctype html><html><head><title>Tableside</title><script type="module" src="/assets/index-a1.js"></script></head><body><div id="root"><p class="boot">Opening Tableside…</p></div></body></html>';
let dir = '';
let server: { port: number; close: () => Promise<void> };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tableside-prerender-'));
  mkdirSync(join(dir, 'kalidasia'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'kalidasia', 'table.html'), pageWith(INDEX, { title: 'Table — Tableside', markup: '<main>the table page</main>' }));
  writeFileSync(join(dir, 'home.html'), pageWith(INDEX, { title: 'Tableside', markup: '<main>the home page</main>' }));
  server = await startServer({ root: dir, port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the server answers a screen with its own page', () => {
  it('sends kalidasia/table.html for /kalidasia/table, with the security headers and revalidation', async () => {
    const a = await get(server.port, '/kalidasia/table?from=home');
    expect(a.status).toBe(200);
    expect(a.body).toContain('<main>the table page</main>');
    expect(a.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(a.headers['cache-control']).toBe('no-cache');
    expect(a.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
  });
  it('sends home.html for the root', async () => {
    const a = await get(server.port, '/');
    expect([a.status, a.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(a.body).toContain('<main>the home page</main>');
    expect((await get(server.port, '/index.html')).body).toBe(INDEX);
  });
  it('sends index.html for a screen without a page of its own and below the table', async () => {
    for (const path of ['/kalidasia/game', '/kalidasia/table/', '/kalidasia/table/x', '/settings', '/kalidasia']) {
      const a = await get(server.port, path);
      expect([path, a.status, a.body]).toEqual([path, 200, INDEX]);
    }
  });
  it('still answers a missing file with 404, never a page', async () => {
    expect((await get(server.port, '/kalidasia/missing.js')).status).toBe(404);
  });
});

describe('the prerendered page', () => {
  it('is the built page with the markup in its root and its own title, nothing else changed', () => {
    const page = pageWith(INDEX, { title: 'A & <B>', markup: '<b>x</b>', scriptsLow: true });
    expect(page).toBe(
      INDEX.replace('<div id="root"><p class="boot">Opening Tableside…</p>', '<div id="root" data-prerendered=""><b>x</b>')
        .replace('<script type="module" src=', '<script type="module" fetchpriority="low" src=').replace('<title>Tableside</title>', '<title>A &amp; &lt;B></title>'));
    const withPreload = `${INDEX}<link rel="modulepreload" crossorigin href="/assets/react-b2.js">`;
    expect(pageWith(withPreload, { title: 't', markup: 'm', scriptsLow: true })).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b2.js">');
    // Without scriptsLow the scripts keep their priority.
    expect(pageWith(withPreload, { title: 't', markup: 'm' })).not.toContain('fetchpriority');
    expect(() => pageWith('<html><body></body></html>', { title: 't', markup: 'm' })).toThrow('no <div id="root">');
  });
  it('with stylesLater, the stylesheet waits for the app (media print, data-later) instead of holding the first paint', () => {
    const built = '<html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-c3.css"></head><body><div id="root"></div></body></html>';
    const page = pageWith(built, { title: 't', markup: 'm', stylesLater: true });
    expect(page).toContain('<link rel="stylesheet" media="print" data-later="" crossorigin href="/assets/index-c3.css">');
    expect(page).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/);
    // Without it the stylesheet blocks the first paint as usual (the Table's toolbar needs it).
    expect(pageWith(built, { title: 't', markup: 'm' })).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    // Written once: a link that already has a media is left as it is.
    expect(withStylesLater(page)).toBe(page);
    expect(() => withStylesLater('<html><head></head></html>')).toThrow('no <link rel="stylesheet">');
    // A page with no route of its own leaves the route preload script out (Home preloads nothing).
    expect(withPreloads('<head><script async src="/assets/route-preload-Ab1_x.js"></script></head>', [])).toBe('<head></head>');
  });
  it('with scriptsAfterPaint, the page names no module script: a small async script adds it and its preloads after the first frame', () => {
    const built = '<html><head><title>t</title>\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">\n    <link rel="modulepreload" crossorigin href="/assets/jsx-c3.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-d4.css"></head><body></body></html>';
    const { html, entry, preloads } = withScriptsAfterPaint(built, 'assets/after-paint-x1.js');
    expect([entry, preloads]).toEqual(['/assets/index-a1.js', ['/assets/react-b2.js', '/assets/jsx-c3.js']]);
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain('<script async src="/assets/after-paint-x1.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
    expect(() => withScriptsAfterPaint('<html><head></head></html>', 'x.js')).toThrow('no module script');
    const code = afterPaintScript(entry, preloads);
    expect(code).toContain('["/assets/react-b2.js","/assets/jsx-c3.js"]');
    expect(code).toContain('script.src = "/assets/index-a1.js"');
    expect(code).toMatch(/requestAnimationFrame\(function \(\) \{\s*requestAnimationFrame\(/);
    // Home and the Table start that way (the Table's: measured with Lighthouse, issue 24 target 3; src/app/prerender.tsx).
    expect(PRERENDERED.map((p) => [p.path, p.scriptsAfterPaint])).toEqual([
      ['/', true],
      ['/kalidasia/table', true],
    ]);
  });
  it('writes the route preloads into the page at low priority instead of the route preload script', () => {
    const built = '<html><head><script async src="/assets/route-preload-Ab1_x.js"></script>\n    <script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-b2.js"></head><body></body></html>';
    const page = withPreloads(built, ['assets/react-b2.js', 'assets/TableRoute-c3.js', 'assets/x-d4.css']);
    expect(page).not.toContain('route-preload');
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/TableRoute-c3.js">');
    expect(page).toContain('<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/x-d4.css">');
    // A file the page already links is not linked twice.
    expect(page.split('/assets/react-b2.js').length).toBe(2);
    expect(withPreloads(built, null)).toBe(built);
    expect(() => withPreloads('<html><head></head></html>', [])).toThrow('no route preload script');
  });
  it('renders the Table as its first render shows it: the top bar, the toolbar disabled, the canvas box, no script', () => {
    expect(PRERENDERED.map((p) => [p.path, p.file])).toEqual([
      ['/', 'home.html'],
      ['/kalidasia/table', 'kalidasia/table.html'],
    ]);
    const { title, markup, scriptsLow } = prerender('/kalidasia/table');
    expect(title).toBe('Table — Tableside');
    expect(scriptsLow).toBe(true);
    expect(markup).toMatch(/^<div class="app"><header class="topbar">/);
    expect(markup).toContain('<h1>Table</h1>');
    expect(markup).toContain('role="toolbar" aria-label="Table tools"');
    for (const name of ['Measure', 'Delete marker', 'Clear measurement', 'Fit table']) expect(markup).toMatch(new RegExp(`disabled="">(<span aria-hidden="true">●</span> )?${name}</button>`));
    expect(markup).toContain('data-testid="table-stage-pending"');
    expect(markup).not.toMatch(/<script|\son[a-z]+=/i);
    expect(() => prerender('/kalidasia/game')).toThrow('not a prerendered screen');
  });
  it('renders Home with its links (real hrefs: they work before the app has loaded)', () => {
    const { title, markup, scriptsLow, stylesLater } = prerender('/');
    expect(title).toBe('Tableside');
    expect(scriptsLow).toBe(false);
    // Home paints with the shell's inline stylesheet alone; the Table's with table.css inline too (scripts/shell-style.mjs).
    expect(stylesLater).toBe(true);
    expect(prerender('/kalidasia/table').stylesLater).toBe(true);
    expect(markup).toContain('<span class="brand" aria-hidden="true">◎</span><h1>Tableside</h1>');
    expect(markup).toContain('<a href="/kalidasia/table" class="tile tile-main">');
    expect(markup).not.toMatch(/<script|\son[a-z]+=/i);
  });
});
