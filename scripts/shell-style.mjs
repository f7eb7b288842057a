// The shell's stylesheet inline (issue 24: Lighthouse on Home). src/app/styles.css (the top bar, Home's tiles, the
// boot line, the theme's colours: what every screen's first paint needs) is not bundled: the build writes its bytes,
// as they are, into a `<style>` at the end of every page's <head> (index.html and the prerendered pages), so a page
// can paint with no stylesheet to wait for. It comes after the entry's stylesheet link, as it came last in that
// stylesheet before: the cascade is unchanged.
// The CSP allows that one inline style by its sha256 (scripts/headers.mjs SHELL_STYLE_HASH, no 'unsafe-inline'):
// when the file changes, the build stops and names the value to write there.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SHELL_STYLE_HASH } from './headers.mjs';

/** The stylesheet written inline, from the project's root. */
export const SHELL_STYLE_FILE = 'src/app/styles.css';

/** The CSP source that allows exactly `css` as the text of a <style> element ('sha256-…'). */
export function styleHash(css) {
  return `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`;
}

/**
 * `html` with `<style>css</style>` at the end of its <head>. Throws when `css` is not the stylesheet the CSP allows
 * (its hash is not `allowed`, the value of SHELL_STYLE_HASH) or could end the element early.
 */
export function withShellStyle(html, css, allowed = SHELL_STYLE_HASH) {
  const hash = styleHash(css);
  if (hash !== allowed) {
    throw new Error(
      `${SHELL_STYLE_FILE} changed: the CSP allows the inline stylesheet '${allowed}', its bytes now hash to '${hash}'. ` +
        "Write the new value in scripts/headers.mjs (SHELL_STYLE_HASH), in index.html's CSP <meta> and in the README's nginx and _headers samples.",
    );
  }
  if (/<\/style/i.test(css)) throw new Error(`${SHELL_STYLE_FILE} contains "</style": it cannot be written inline.`);
  if (!html.includes('</head>')) throw new Error('shell style: the page has no </head> to write the stylesheet before');
  return html.replace('</head>', () => `  <style>${css}</style>\n  </head>`);
}

/** The Vite plugin (build and dev): every page gets the stylesheet, read when the page is written. */
export function shellStylePlugin() {
  let root = process.cwd();
  return {
    name: 'tableside:shell-style',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withShellStyle(html, readFileSync(resolve(root, SHELL_STYLE_FILE), 'utf8')),
    },
  };
}
