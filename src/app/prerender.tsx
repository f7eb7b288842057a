/**
 * The pages the build writes with their first screen already in the HTML (issue 24: Lighthouse; scripts/prerender.mjs
 * renders them with react-dom/server at build time). Only the build imports this module, never the app.
 *
 * Each page's markup is what the app's first render shows on that path before anything has loaded, in the app's own
 * frame (src/app/AppFrame.tsx: the top bar, no banners, the screen in its Suspense boundary), rendered with
 * renderToString so the boundary's markers are in the HTML: the app hydrates it (src/main.tsx) instead of drawing it
 * again. The Table's route is a lazy chunk in the app: its boundary stays as the HTML drew it until the chunk has come,
 * then hydrates against `TableRoute`'s first render, which is the same `TablePage`.
 */
import { renderToString } from 'react-dom/server';
import { AppFrame } from './AppFrame';
import { Home } from './Home';
import { screenFor } from './screens';
import { TablePage } from './TablePage';

/**
 * The paths written as pages of their own and what each shows: `/` as `home.html` (index.html stays the page every
 * other screen loads from, "Opening Tableside…"), any other path as `<path>.html`. `scriptsLow`: the page's module
 * scripts are asked for at low priority (scripts/prerender.mjs `pageWith`). Measured with Lighthouse (issue 24): on the
 * Table it moved the first paint from ~1.6 s to ~1.0 s; on Home it moved the app's start-up after the first paint,
 * into the blocking time (Home scored 94–99 instead of 99–100), so Home keeps them at their usual priority.
 */
export const PRERENDERED = [
  { path: '/', file: 'home.html', scriptsLow: false, stylesLater: true, scriptsAfterPaint: true, inlineStyle: null, body: () => <Home /> },
  {
    path: '/kalidasia/table',
    file: 'kalidasia/table.html',
    scriptsLow: true,
    stylesLater: true,
    scriptsAfterPaint: true,
    inlineStyle: 'src/kalidasia/ui/table/table.css',
    body: () => <TablePage />,
  },
] as const;

/**
 * `scriptsAfterPaint`: the page asks for the app's scripts only once its first frame is on screen (scripts/prerender.mjs
 * `withScriptsAfterPaint`): Home's first paint and largest paint are its HTML's, whatever the network does. The Table
 * too (issue 24 target 3, with its stylesheet inline): Lighthouse's simulated largest paint counted every low-priority
 * script and preload that had arrived before the first frame (LCP 1.7–2.9 s with them in the HTML, 0.69–1.0 s after
 * the paint, FCP ~0.69 s either way; the README's Performance table); its toolbar goes live a frame or two later.
 * `stylesLater`: the page paints with its inline stylesheets alone (the shell's src/app/styles.css, plus
 * `inlineStyle` if any; scripts/shell-style.mjs) and applies the entry's stylesheet once the app starts
 * (scripts/prerender.mjs `pageWith`). Home needs nothing else (Lighthouse named that stylesheet render-blocking,
 * ~150 ms, and its simulated first paint waited for it).
 * `inlineStyle`: a stylesheet of the page's own written inline beside the shell's, allowed by its own hash
 * (scripts/shell-style.mjs PAGE_STYLES). The Table's toolbar and stage box are styled by table.css, which is all of
 * the entry's stylesheet: inline, the Table's page has no stylesheet to wait for either (LCP = FCP under Lighthouse).
 */
/** The document title, the markup inside `<div id="root">`, the scripts' priority and the stylesheet's timing for one of PRERENDERED's paths. */
export function prerender(path: string): { title: string; markup: string; scriptsLow: boolean; stylesLater: boolean } {
  const page = PRERENDERED.find((p) => p.path === path);
  if (!page) throw new Error(`prerender: ${path} is not a prerendered screen (src/app/prerender.tsx)`);
  const title = path === '/' ? 'Tableside' : (screenFor(path)?.title ?? 'Tableside');
  const markup = renderToString(
    <AppFrame path={path} title={title} fallback={null}>
      {page.body()}
    </AppFrame>,
  );
  return { title: path === '/' ? 'Tableside' : `${title} — Tableside`, markup, scriptsLow: page.scriptsLow, stylesLater: page.stylesLater };
}
