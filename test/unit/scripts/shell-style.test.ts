// The shell's stylesheet inline in every page (issue 24: Lighthouse on Home): the build writes src/app/styles.css's
// bytes into a <style> (scripts/shell-style.mjs), and the CSP allows that style by its sha256 alone — in the page's
// <meta>, the server's header and the README's samples (scripts/headers.mjs SHELL_STYLE_HASH).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSP_HEADER, CSP_META, SHELL_STYLE_HASH, TABLE_STYLE_HASH } from '../../../scripts/headers.mjs';
import { PAGE_STYLES, SHELL_STYLE_FILE, shellStylePlugin, styleHash, withPageStyle, withShellStyle } from '../../../scripts/shell-style.mjs';
import { pageWith } from '../../../scripts/prerender.mjs';
import { prerender, PRERENDERED } from '../../../src/app/prerender';

const css = readFileSync(SHELL_STYLE_FILE, 'utf8');
const TABLE_STYLE_FILE = 'src/kalidasia/ui/table/table.css';
const tableCss = readFileSync(TABLE_STYLE_FILE, 'utf8');
/** The style-src every policy carries: the app's files, the shell's inline style, the Table page's inline style. */
const STYLE_SRC = `style-src 'self' '${SHELL_STYLE_HASH}' '${TABLE_STYLE_HASH}'`;
const styleSrc = (policy: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('style-src '));

/** index.html as the plugin writes it (its post hook, as Vite calls it, in dev and in the build). */
function written(): string {
  const p = shellStylePlugin();
  (p.configResolved as (c: { root: string }) => void)({ root: process.cwd() });
  return (p.transformIndexHtml as { handler: (html: string) => string }).handler(readFileSync('index.html', 'utf8'));
}

describe('the inline shell stylesheet and its hash', () => {
  it('the hash the policy allows is the sha256 of the stylesheet\'s bytes (as openssl prints it)', () => {
    const digest = createHash('sha256').update(readFileSync(SHELL_STYLE_FILE)).digest('base64');
    expect(SHELL_STYLE_HASH, `${SHELL_STYLE_FILE} changed: write 'sha256-${digest}' in scripts/headers.mjs, index.html and the README`).toBe(`sha256-${digest}`);
    expect(styleHash(css)).toBe(SHELL_STYLE_HASH);
  });

  it('the page, the header and the samples allow the app\'s files and that one style: no unsafe-inline', () => {
    expect(styleSrc(CSP_META)).toBe(STYLE_SRC);
    expect(styleSrc(CSP_HEADER)).toBe(STYLE_SRC);
    for (const policy of [CSP_META, CSP_HEADER]) expect(policy).not.toMatch(/unsafe-inline|unsafe-hashes/);
    const readme = readFileSync('README.md', 'utf8');
    // The nginx and _headers samples (their whole lines: test/unit/scripts/server.test.ts).
    expect(readme.split(`${STYLE_SRC};`).length - 1).toBe(2);
    expect(readme).not.toMatch(/style-src 'self';/);
  });

  it('the page the build writes carries the stylesheet\'s exact bytes, at the end of its head, which its own policy allows', () => {
    const html = written();
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(styles).toEqual([css]);
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(styleSrc(meta)).toBe(`style-src 'self' '${styleHash(styles[0] ?? '')}' '${TABLE_STYLE_HASH}'`);
    // No inline script, no style attribute: the policy allows neither.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|\sstyle="/);
  });

  it('a stylesheet the policy does not allow stops the build, naming the value to write', () => {
    const page = '<html><head><title>t</title></head><body></body></html>';
    const edited = `${css}\n.extra { color: red; }\n`;
    expect(() => withShellStyle(page, edited)).toThrow(`its bytes now hash to '${styleHash(edited)}'`);
    expect(() => withShellStyle(page, edited)).toThrow('scripts/headers.mjs (SHELL_STYLE_HASH)');
    const closing = 'a{}</style><script src="/x.js"></script>';
    expect(() => withShellStyle(page, closing, styleHash(closing))).toThrow('contains "</style"');
    expect(() => withShellStyle('<html></html>', css)).toThrow('no </head>');
    expect(withShellStyle(page, css)).toBe(`<html><head><title>t</title>  <style>${css}</style>\n  </head><body></body></html>`);
  });

  it('the app no longer bundles the stylesheet (it would be sent twice)', () => {
    const sources = ['src/main.tsx', 'src/app/App.tsx'].map((f) => readFileSync(f, 'utf8'));
    for (const s of sources) expect(s).not.toMatch(/import\s+['"][^'"]*styles\.css['"]/);
  });
});

// The Table's page paints with no stylesheet to wait for (issue 24 target 3): table.css (all of the entry's stylesheet)
// is inline in kalidasia/table.html as a second <style>, allowed by a hash of its own (TABLE_STYLE_HASH).
describe('the Table page\'s inline stylesheet and its own hash', () => {
  /** A built page as Vite writes it: the entry's script and stylesheet link, then the shell's <style>. */
  const built = () =>
    withShellStyle(
      readFileSync('index.html', 'utf8')
        .replace('<div id="root"><p class="boot">Opening Tableside…</p></div>', '<div id="root"></div>')
        .replace(/\s*<script type="module" src="\/src\/main.tsx"><\/script>/, '')
        .replace('</title>', '</title>\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">'),
      css,
    );

  it('the hash the policy allows is the sha256 of table.css\'s bytes, apart from the shell\'s', () => {
    const digest = createHash('sha256').update(readFileSync(TABLE_STYLE_FILE)).digest('base64');
    expect(TABLE_STYLE_HASH, `${TABLE_STYLE_FILE} changed: write 'sha256-${digest}' in scripts/headers.mjs (TABLE_STYLE_HASH), index.html and the README`).toBe(`sha256-${digest}`);
    expect(PAGE_STYLES[TABLE_STYLE_FILE]).toEqual({ hashName: 'TABLE_STYLE_HASH', hash: TABLE_STYLE_HASH });
    expect(TABLE_STYLE_HASH).not.toBe(SHELL_STYLE_HASH);
    // index.html's <meta> as written (not only as the plugin writes it) allows both.
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(readFileSync('index.html', 'utf8'))?.[1] ?? '';
    expect(styleSrc(meta)).toBe(STYLE_SRC);
  });

  it('the Table\'s page carries table.css\'s exact bytes between the entry\'s link and the shell\'s style (the cascade\'s order), its link not blocking', () => {
    const table = PRERENDERED.find((p) => p.path === '/kalidasia/table');
    expect(table?.inlineStyle).toBe(TABLE_STYLE_FILE);
    expect(PRERENDERED.find((p) => p.path === '/')?.inlineStyle).toBeNull();
    const page = withPageStyle(pageWith(built(), prerender('/kalidasia/table')), TABLE_STYLE_FILE, tableCss);
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(styles).toEqual([tableCss, css]);
    expect(styles.map((s) => `'${styleHash(s ?? '')}'`).join(' ')).toBe(`'${SHELL_STYLE_HASH}' '${TABLE_STYLE_HASH}'`.split(' ').reverse().join(' '));
    const link = page.indexOf('<link rel="stylesheet" media="print" data-later="" crossorigin href="/assets/index-c3.css">');
    expect(link).toBeGreaterThan(0);
    expect(link).toBeLessThan(page.indexOf(`<style>${tableCss}`));
    expect(page.indexOf(`<style>${tableCss}`)).toBeLessThan(page.indexOf(`<style>${css}`));
    expect(page.indexOf(`<style>${css}`)).toBeLessThan(page.indexOf('</head>'));
    // No stylesheet link that blocks: every one waits for the app (media print, data-later).
    expect(page.match(/<link rel="stylesheet"[^>]*>/g)?.every((l: string) => / media="print" data-later=""/.test(l))).toBe(true);
    expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|\sstyle="|unsafe-inline/);
  });

  it('a table.css the policy does not allow stops the build, naming the value and where to write it', () => {
    const page = built();
    const edited = `${tableCss}\n.tbl-extra { color: red; }\n`;
    expect(() => withPageStyle(page, TABLE_STYLE_FILE, edited)).toThrow(`${TABLE_STYLE_FILE} changed: the CSP allows the Table page's inline stylesheet '${TABLE_STYLE_HASH}', its bytes now hash to '${styleHash(edited)}'`);
    expect(() => withPageStyle(page, TABLE_STYLE_FILE, edited)).toThrow('scripts/headers.mjs (TABLE_STYLE_HASH)');
    expect(() => withPageStyle(page, 'src/other.css', tableCss)).toThrow('src/other.css: no page stylesheet of that name');
    const closing = 'a{}</style><script src="/x.js"></script>';
    expect(() => withPageStyle(page, TABLE_STYLE_FILE, closing, styleHash(closing))).toThrow('contains "</style"');
    expect(() => withPageStyle('<html><head></head></html>', TABLE_STYLE_FILE, tableCss)).toThrow('no shell <style>');
  });

  it('a change to table.css leaves the shell\'s hash as it was (each style its own hash)', () => {
    expect(styleHash(css)).toBe(SHELL_STYLE_HASH);
    expect(styleHash(`${tableCss}/* x */`)).not.toBe(TABLE_STYLE_HASH);
  });
});
