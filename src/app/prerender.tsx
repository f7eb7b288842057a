/**
 * The pages the build writes with their first screen already in the HTML (issue 24: Lighthouse; scripts/prerender.mjs
 * renders them with react-dom/server at build time). Only the build imports this module, never the app.
 *
 * Each page's markup is what the app's first render shows on that path before anything has loaded (src/app/App.tsx:
 * the top bar, no banners, the screen's fallback), so the app's first commit, which replaces it, moves nothing.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Home } from './Home';
import { screenFor } from './screens';
import { TablePage } from './TablePage';
import { TopBar } from './TopBar';

/**
 * The paths written as pages of their own and what each shows: `/` as `home.html` (index.html stays the page every
 * other screen loads from, "Opening Tableside…"), any other path as `<path>.html`. `scriptsLow`: the page's module
 * scripts are asked for at low priority (scripts/prerender.mjs `pageWith`). Measured with Lighthouse (issue 24): on the
 * Table it moved the first paint from ~1.6 s to ~1.0 s; on Home it moved the app's start-up after the first paint,
 * into the blocking time (Home scored 94–99 instead of 99–100), so Home keeps them at their usual priority.
 */
export const PRERENDERED = [
  { path: '/', file: 'home.html', scriptsLow: false, body: () => <Home /> },
  { path: '/kalidasia/table', file: 'kalidasia/table.html', scriptsLow: true, body: () => <TablePage /> },
] as const;

/** The document title, the markup inside `<div id="root">` and the scripts' priority for one of PRERENDERED's paths. */
export function prerender(path: string): { title: string; markup: string; scriptsLow: boolean } {
  const page = PRERENDERED.find((p) => p.path === path);
  if (!page) throw new Error(`prerender: ${path} is not a prerendered screen (src/app/prerender.tsx)`);
  const title = path === '/' ? 'Tableside' : (screenFor(path)?.title ?? 'Tableside');
  const markup = renderToStaticMarkup(
    <div className="app">
      <TopBar home={path === '/'} title={title} />
      <div className="banners" />
      {page.body()}
    </div>,
  );
  return { title: path === '/' ? 'Tableside' : `${title} — Tableside`, markup, scriptsLow: page.scriptsLow };
}
