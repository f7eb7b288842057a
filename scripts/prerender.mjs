import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { routePreloadFiles } from './route-preload.mjs';
import { withPageStyle } from './shell-style.mjs';

// Prerendered pages (issue 24: Lighthouse on the Table): the build writes the screens listed in src/app/prerender.tsx
// as pages of their own, `dist/<path>.html` (dist/kalidasia/table.html), each the built index.html (the same CSP
// <meta>, the same scripts, no inline script) with the screen's first render already inside <div id="root"> and its
// own <title>. The page paints its screen from the HTML; the app hydrates that markup (its first render is the same,
// in the same frame: src/app/AppFrame.tsx), it does not draw it again.
//
// Who serves them: scripts/server.mjs (`npm start`, the tests, the benchmarks) answers a screen's path with its page
// when there is one, else with index.html; the service worker precaches them and answers a navigation to the path
// with its page (Workbox's precache route matches `/kalidasia/table` to `kalidasia/table.html`), offline included.
// A host that only knows index.html still works: the page it sends draws the same screen, from "Opening Tableside…".

/**
 * The built page with `markup` inside its root element (marked `data-prerendered`: src/main.tsx hydrates it) and `title` as its title. With `scriptsLow`, its module scripts and their preloads are asked for at low
 * priority (`fetchpriority="low"`): the page's first paint needs only the HTML and the stylesheet (Lighthouse's
 * simulated first paint counts every high-priority script that arrived before it); src/app/prerender.tsx says which.
 * With `stylesLater`, the entry's stylesheet does not hold the first paint: the page paints with the shell's inline
 * stylesheet alone (scripts/shell-style.mjs; the screen needs nothing else) and its `<link rel="stylesheet">` is
 * `media="print" data-later` (fetched at the lowest priority, applied to nothing on screen) until src/main.tsx,
 * the app's first step, sets it to `all` — no inline script, no event handler attribute (the CSP allows neither).
 */
export function pageWith(html, { title, markup, scriptsLow = false, stylesLater = false }, preload = null) {
  const root = /<div id="root">[\s\S]*?<\/div>/;
  if (!root.test(html)) throw new Error('prerender: index.html has no <div id="root">…</div> to fill');
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const page = html.replace(root, () => `<div id="root" data-prerendered="">${markup}</div>`);
  // The screen paints without them: the app's scripts come after the page's stylesheet, not before it.
  const scripts = scriptsLow
    ? page
        .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
        .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"')
    : page;
  return withPreloads(stylesLater ? withStylesLater(scripts) : scripts, preload).replace(/<title>[^<]*<\/title>/, () => `<title>${escaped}</title>`);
}

/** The page with its stylesheet links (Vite's: `<link rel="stylesheet" …>`) applied only once the app has started. */
export function withStylesLater(html) {
  if (!html.includes('<link rel="stylesheet"')) throw new Error('prerender: the page has no <link rel="stylesheet"> to apply later');
  // A link that already says its media (this function's own, or one meant for print) is left as it is.
  return html.replace(/<link rel="stylesheet"(?![^>]*\smedia=)/g, '<link rel="stylesheet" media="print" data-later=""');
}

/**
 * The route's preloads written into the page (`preload`: the files scripts/route-preload.mjs would add for its path;
 * null leaves the page as it is): the route preload script is left out (it only adds links, one by one, a task of
 * 15–60 ms at Lighthouse's 4× CPU) and the links are in the HTML, at low priority like the page's scripts.
 */
export function withPreloads(html, preload) {
  if (preload === null) return html;
  const script = /\s*<script async src="[^"]*route-preload-[\w-]+\.js"><\/script>/;
  if (!script.test(html)) throw new Error('prerender: the page has no route preload script to replace');
  const base = /<script type="module"[^>]* src="([^"]*\/)assets\//.exec(html)?.[1] ?? '/';
  const links = preload
    .filter((f) => !html.includes(`href="${base}${f}"`))
    .map((f) =>
      f.endsWith('.css')
        ? `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${base}${f}">`
        : `<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${f}">`,
    );
  return html.replace(script, '').replace('</head>', () => `${links.map((l) => `  ${l}\n`).join('')}</head>`);
}

/**
 * The page's scripts asked for only once its first frame is on screen (`scriptsAfterPaint`): the module script and its
 * modulepreload links leave the HTML, and a small classic script (`bootFile`, loaded `async`; its text is
 * `afterPaintScript`) adds them after two animation frames. Lighthouse's simulated first paint and largest paint then
 * never count the app's scripts (they end after the paint it observed; issue 24: Home = 100): without it, the first
 * frame raced the scripts on a fast local load and lost in about half the runs (FCP 1.4 s instead of 0.7 s).
 * Returns the page and what the script must add: `{ html, entry, preloads }` (paths as the page wrote them).
 */
export function withScriptsAfterPaint(html, bootFile) {
  const entryTag = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
  const m = entryTag.exec(html);
  if (!m) throw new Error('prerender: the page has no module script to start after its first paint');
  const preloadTag = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
  const preloads = [...html.matchAll(preloadTag)].map((p) => p[1]);
  const base = /^(.*\/)assets\//.exec(m[1])?.[1] ?? '/';
  const page = html.replace(entryTag, () => `\n    <script async src="${base}${bootFile}"></script>`).replace(preloadTag, '');
  return { html: page, entry: m[1], preloads };
}

/**
 * The classic script that starts the app after the page's first frame: modulepreload links for `preloads`, then the
 * module script `entry` (crossorigin, as the build writes them). Two animation frames, then a task: the first frame is
 * on screen. A page with no frames (opened in the background) starts on a timer instead.
 */
export function afterPaintScript(entry, preloads) {
  return `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var files = ${JSON.stringify(preloads)};
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  });
  setTimeout(start, 1000);
})();
`;
}

/**
 * The Vite plugin: once index.html is final (after the route preload and the CSP plugins), renders the screens with
 * react-dom/server through a Vite server in SSR mode (`ssrPlugins`: what the app's TSX needs, e.g. the React plugin)
 * and emits each page beside index.html.
 */
export function prerenderPlugin({ entry = '/src/app/prerender.tsx', ssrPlugins = () => [] } = {}) {
  let config;
  return {
    name: 'tableside:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(c) {
      config = c;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const { createServer } = await import('vite');
      const server = await createServer({
        configFile: false,
        root: config.root,
        logLevel: 'error',
        appType: 'custom',
        define: config.define,
        resolve: { alias: config.resolve.alias },
        plugins: ssrPlugins(),
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
        // The banners import the service worker's client (src/app/pwa.ts): bundled from its ES module, never run here.
        ssr: { noExternal: ['workbox-window'] },
      });
      try {
        const mod = await server.ssrLoadModule(entry);
        const routes = routePreloadFiles(bundle, config.root);
        for (const page of mod.PRERENDERED) {
          // A page is served at its own path only: one with no route (Home preloads nothing) leaves the route preload
          // script out too (a request and a task on the way to its first paint, for nothing).
          const preload = routes.find((r) => r.path === page.path)?.files ?? [];
          let source = pageWith(String(html.source), mod.prerender(page.path), preload);
          // The page's own stylesheet inline beside the shell's (the Table's table.css, allowed by its own hash), so
          // with `stylesLater` nothing holds its first paint (scripts/shell-style.mjs `withPageStyle`).
          if (page.inlineStyle) source = withPageStyle(source, page.inlineStyle, readFileSync(resolve(config.root, page.inlineStyle), 'utf8'));
          if (page.scriptsAfterPaint) {
            const { createHash } = await import('node:crypto');
            // The script's name carries the hash of what it adds; the page names it before knowing that, so twice.
            const draft = withScriptsAfterPaint(source, 'assets/after-paint.js');
            const code = afterPaintScript(draft.entry, draft.preloads);
            const bootFile = `assets/after-paint-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
            this.emitFile({ type: 'asset', fileName: bootFile, source: code });
            source = withScriptsAfterPaint(source, bootFile).html;
          }
          this.emitFile({ type: 'asset', fileName: page.file, source });
        }
      } finally {
        await server.close();
      }
    },
  };
}
