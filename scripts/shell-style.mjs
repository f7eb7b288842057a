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
import { SHELL_STYLE_HASH, TABLE_STYLE_HASH } from './headers.mjs';

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

/**
 * A page's own inline stylesheets (issue 24: the Table paints with no stylesheet to wait for): the source file and the
 * name and value of its hash in scripts/headers.mjs. A prerendered page that names one (src/app/prerender.tsx
 * `inlineStyle`) carries its bytes in a second `<style>`, allowed by a hash of its own (the shell's does not change
 * when the page's stylesheet does).
 */
export const PAGE_STYLES = {
  'src/kalidasia/ui/table/table.css': { hashName: 'TABLE_STYLE_HASH', hash: TABLE_STYLE_HASH },
};

/**
 * `html` with `<style>css</style>` (the bytes of PAGE_STYLES's `file`) written just before the shell's `<style>`, that
 * is after the entry's stylesheet link: the page's stylesheet is that entry stylesheet's own source (the Table's:
 * table.css is all of it), so the link's rules and the inline copy come one after the other, in the order they came
 * before, and the shell's rules still come last: the cascade is unchanged. Throws when the file is not one the
 * policy allows, its bytes hash to another value than the one `allowed` (naming the new value and where it goes), it
 * could end the element early, or the page has no shell `<style>`.
 */
export function withPageStyle(html, file, css, allowed = PAGE_STYLES[file]?.hash) {
  const known = PAGE_STYLES[file];
  if (!known) throw new Error(`${file}: no page stylesheet of that name (scripts/shell-style.mjs PAGE_STYLES lists those the CSP allows).`);
  const hash = styleHash(css);
  if (hash !== allowed) {
    throw new Error(
      `${file} changed: the CSP allows the Table page's inline stylesheet '${allowed}', its bytes now hash to '${hash}'. ` +
        `Write the new value in scripts/headers.mjs (${known.hashName}), in index.html's CSP <meta> and in the README's nginx and _headers samples.`,
    );
  }
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style": it cannot be written inline.`);
  const at = html.indexOf('<style>');
  if (at < 0) throw new Error(`${file}: the page has no shell <style> to write its stylesheet before`);
  return `${html.slice(0, at)}<style>${css}</style>\n  ${html.slice(at)}`;
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
