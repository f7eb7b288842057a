// Route preload (issue 24): every screen's chunks are requested at once, beside the entry script, instead of one
// after another (entry → route chunk → screen chunk → …: a waterfall of dynamic imports).
//
// The build writes a small script, assets/route-preload-<hash>.js, loaded by index.html with `async` (so it runs as
// soon as it arrives, while the entry script is still downloading). It reads location.pathname, finds the route below,
// and adds <link rel="modulepreload"> for the whole static chunk graph of the route's modules and
// <link rel="preload" as="style"> for their styles (crossorigin, as the entry's own links and Vite's preload helper
// ask for them, so each file is fetched once). The entry then imports the same files from the cache.
// The Home screen (/) preloads nothing: its first load stays the shell only (`npm run bench:firstload`).
// A prerendered page with a route here (kalidasia/table.html, scripts/prerender.mjs) carries the same links in its HTML,
// at low priority, instead of this script.
//
// The map cannot rot: the build fails when a route names a module that is no chunk of the build
// (test/unit/scripts/routePreload.test.ts also checks every module exists and every screen has a route).

/**
 * The app's paths (as src/app/App.tsx routes them) and the source modules each one loads. A path ending in `/*`
 * matches every path below it; an exact path wins over a `/*` one, a longer `/*` over a shorter one.
 */
export const ROUTE_MODULES = [
  // The Table paints its toolbar, then evaluates Konva, React Konva and the stage one after another
  // (src/kalidasia/ui/table/TableScreen.tsx): all of them here.
  {
    path: '/kalidasia/table',
    modules: ['src/app/TableRoute.tsx', 'src/kalidasia/ui/table/index.ts', 'src/ui/konvaCore.ts', 'src/ui/konvaStage.ts', 'src/ui/konvaShapes.ts', 'src/ui/reactKonva.ts', 'src/kalidasia/ui/table/FreeTableStage.tsx'],
  },
  { path: '/kalidasia/squadrons', modules: ['src/kalidasia/ui/squadrons/index.tsx'] },
  { path: '/kalidasia/squadrons/*', modules: ['src/kalidasia/ui/squadrons/index.tsx'] },
  { path: '/kalidasia/stat-cards', modules: ['src/kalidasia/ui/squadrons/index.tsx'] },
  { path: '/kalidasia/game', modules: ['src/kalidasia/ui/game/index.tsx'] },
  { path: '/kalidasia/game/new', modules: ['src/kalidasia/ui/game/index.tsx', 'src/kalidasia/ui/game/NewGame.tsx'] },
  { path: '/kalidasia/game/join', modules: ['src/kalidasia/ui/game/index.tsx', 'src/ui/share/JoinScreen.tsx'] },
  { path: '/kalidasia/game/*', modules: ['src/kalidasia/ui/game/index.tsx', 'src/kalidasia/ui/game/screen.tsx'] },
  { path: '/settings', modules: ['src/app/SettingsScreen.tsx'] },
  ...['caleda', 'kalesia', 'kaladan', 'nedca'].flatMap((game) => [
    { path: `/${game}`, modules: ['src/app/CompanionRoute.tsx', `src/companions/${game}/ui/index.tsx`] },
    { path: `/${game}/*`, modules: ['src/app/CompanionRoute.tsx', `src/companions/${game}/ui/index.tsx`] },
  ]),
];

/**
 * From a Rollup/Rolldown output bundle ({ fileName → chunk or asset }): for each route, the files to preload —
 * the chunks of its modules and every chunk they import statically (not `import()`), then their styles.
 * Throws, naming the route and the module, when a module is in no chunk (renamed or moved). `root` is the project folder (module ids are absolute paths).
 * @returns {{ path: string, files: string[] }[]}
 */
export function routePreloadFiles(bundle, root, routes = ROUTE_MODULES) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const norm = (p) => p.replaceAll('\\', '/');
  const base = norm(root).replace(/\/$/, '');
  // A module's chunk: the one it is the entry of, else the one holding it (a module also imported statically elsewhere
  // gets a chunk of its own without being its facade).
  const byModule = new Map();
  for (const c of chunks) for (const id of c.moduleIds ?? Object.keys(c.modules ?? {})) if (!byModule.has(norm(id))) byModule.set(norm(id), c);
  for (const c of chunks) if (c.facadeModuleId) byModule.set(norm(c.facadeModuleId), c);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  return routes.map((route) => {
    const js = [];
    const css = [];
    const visit = (chunk) => {
      if (js.includes(chunk.fileName)) return;
      js.push(chunk.fileName);
      for (const f of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(f)) css.push(f);
      for (const f of chunk.imports) {
        const next = byFile.get(f);
        if (next && !next.isEntry) visit(next);
      }
    };
    for (const m of route.modules) {
      const chunk = byModule.get(`${base}/${m}`);
      if (!chunk) throw new Error(`route preload: ${route.path} names ${m}, which is no chunk of this build (scripts/route-preload.mjs ROUTE_MODULES)`);
      visit(chunk);
    }
    return { path: route.path, files: [...js, ...css] };
  });
}

/** The browser script: the map (each file once, routes as indexes) and the lookup, as plain ES2017 with no imports. */
export function routePreloadScript(routes, base = '/') {
  const files = [...new Set(routes.flatMap((r) => r.files))];
  const map = Object.fromEntries(routes.map((r) => [r.path, r.files.map((f) => files.indexOf(f))]));
  return `// Tableside route preload (generated by scripts/route-preload.mjs): the current screen's chunks, requested at once.
(function () {
  var files = ${JSON.stringify(files)};
  var routes = ${JSON.stringify(map)};
  var path = location.pathname.replace(/\\/+$/, '') || '/';
  var list = routes[path];
  if (!list) {
    var best = '';
    for (var key in routes) {
      var prefix = key.slice(0, -1);
      if (key.slice(-2) === '/*' && path.indexOf(prefix) === 0 && prefix.length > best.length) best = prefix;
    }
    list = best ? routes[best + '*'] : [];
  }
  for (var i = 0; i < list.length; i++) {
    var href = ${JSON.stringify(base)} + files[list[i]];
    if (document.querySelector('link[href="' + href + '"]')) continue;
    var link = document.createElement('link');
    if (/\\.css$/.test(href)) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
})();
`;
}

/**
 * The Vite plugin: after the bundle is written in memory, emits assets/route-preload-<hash>.js and adds
 * `<script async src=…>` to index.html's head, before the entry script.
 */
export function routePreloadPlugin() {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'tableside:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const { createHash } = await import('node:crypto');
      const source = routePreloadScript(routePreloadFiles(bundle, root), base);
      const fileName = `assets/route-preload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const tag = `<script async src="${base}${fileName}"></script>`;
      const text = String(html.source);
      const at = text.indexOf('<script type="module"');
      if (at < 0) throw new Error('route preload: index.html has no module script to put the preload script before');
      html.source = `${text.slice(0, at)}${tag}\n    ${text.slice(at)}`;
    },
  };
}
