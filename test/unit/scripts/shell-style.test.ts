// The shell's stylesheet inline in every page (issue 24: Lighthouse on Home): the build writes src/app/styles.css's
// bytes into a <style> (scripts/shell-style.mjs), and the CSP allows that style by its sha256 alone — in the page's
// <meta>, the server's header and the README's samples (scripts/headers.mjs SHELL_STYLE_HASH).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSP_HEADER, CSP_META, SHELL_STYLE_HASH } from '../../../scripts/headers.mjs';
import { SHELL_STYLE_FILE, shellStylePlugin, styleHash, withShellStyle } from '../../../scripts/shell-style.mjs';

const css = readFileSync(SHELL_STYLE_FILE, 'utf8');
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
    expect(styleSrc(CSP_META)).toBe(`style-src 'self' '${SHELL_STYLE_HASH}'`);
    expect(styleSrc(CSP_HEADER)).toBe(`style-src 'self' '${SHELL_STYLE_HASH}'`);
    for (const policy of [CSP_META, CSP_HEADER]) expect(policy).not.toMatch(/unsafe-inline|unsafe-hashes/);
    const readme = readFileSync('README.md', 'utf8');
    // The nginx and _headers samples (their whole lines: test/unit/scripts/server.test.ts).
    expect(readme.split(`style-src 'self' '${SHELL_STYLE_HASH}';`).length - 1).toBe(2);
    expect(readme).not.toMatch(/style-src 'self';/);
  });

  it('the page the build writes carries the stylesheet\'s exact bytes, at the end of its head, which its own policy allows', () => {
    const html = written();
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(styles).toEqual([css]);
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(styleSrc(meta)).toBe(`style-src 'self' '${styleHash(styles[0] ?? '')}'`);
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
