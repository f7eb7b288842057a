// The route preload map (scripts/route-preload.mjs, issue 24): the build fails when a route names a module that is
// no chunk; here, every module exists, every screen of the app has a route, the graph walk takes static imports only,
// and the generated browser script picks the right files for a path.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES, routePreloadFiles, routePreloadScript } from '../../../scripts/route-preload.mjs';
import { COMPANION_SCREENS, KALIDASIA_SCREENS, SETTINGS_SCREEN } from '../../../src/app/screens';

const root = resolve(__dirname, '../../..');

describe('the route table', () => {
  it('names modules that exist', () => {
    const missing = ROUTE_MODULES.flatMap((route) => route.modules.filter((m) => !existsSync(resolve(root, m))).map((m) => `${route.path}: ${m}`));
    expect(missing).toEqual([]);
  });

  it('has a route for every screen of the app, and for the paths below the ones that have them', () => {
    const paths = new Set(ROUTE_MODULES.map((r) => r.path));
    const screens = [...KALIDASIA_SCREENS, ...COMPANION_SCREENS, SETTINGS_SCREEN].map((s) => s.path);
    const below = ['/kalidasia/game/*', '/kalidasia/squadrons/*', '/caleda/*', '/kalesia/*', '/kaladan/*', '/nedca/*'];
    expect([...screens, ...below].filter((p) => !paths.has(p))).toEqual([]);
  });
});

const chunk = (fileName: string, imports: string[], extra: Record<string, unknown> = {}) => ({ type: 'chunk', fileName, imports, facadeModuleId: null, isEntry: false, ...extra });

describe('routePreloadFiles', () => {
  const bundle = {
    'index.html': { type: 'asset', fileName: 'index.html', source: '' },
    'assets/index.js': chunk('assets/index.js', ['assets/react.js'], { isEntry: true, facadeModuleId: `${root}/src/main.tsx` }),
    'assets/react.js': chunk('assets/react.js', []),
    'assets/route.js': chunk('assets/route.js', ['assets/react.js', 'assets/index.js', 'assets/konva.js'], {
      facadeModuleId: `${root}/src/route.tsx`,
      dynamicImports: ['assets/photo.js'],
      viteMetadata: { importedCss: new Set(['assets/route.css']) },
    }),
    'assets/konva.js': chunk('assets/konva.js', ['assets/react.js'], { viteMetadata: { importedCss: new Set(['assets/konva.css']) } }),
    'assets/photo.js': chunk('assets/photo.js', [], { facadeModuleId: `${root}/src/photo.tsx` }),
  };

  it('walks the static imports of a route (not the entry, not import()) and lists the styles last', () => {
    const [r] = routePreloadFiles(bundle, root, [{ path: '/x', modules: ['src/route.tsx'] }]);
    expect(r).toEqual({ path: '/x', files: ['assets/route.js', 'assets/react.js', 'assets/konva.js', 'assets/route.css', 'assets/konva.css'] });
  });

  it('finds a module that is no chunk\'s facade by the chunk that holds it', () => {
    const withHeld = { ...bundle, 'assets/shapes.js': chunk('assets/shapes.js', ['assets/konva.js'], { moduleIds: [`${root}/src/shapes.ts`] }) };
    const [r] = routePreloadFiles(withHeld, root, [{ path: '/y', modules: ['src/shapes.ts'] }]);
    expect(r?.files).toEqual(['assets/shapes.js', 'assets/konva.js', 'assets/react.js', 'assets/konva.css']);
  });

  it('refuses a route whose module is no chunk of the build, naming both', () => {
    expect(() => routePreloadFiles(bundle, root, [{ path: '/gone', modules: ['src/moved.tsx'] }])).toThrow(/\/gone names src\/moved\.tsx/);
  });
});

/** Runs the generated script against a page at `path`; returns the links it added. */
function linksFor(script: string, path: string, present: string[] = []) {
  const added: { rel: string; as?: string; href: string; crossOrigin?: string }[] = [];
  const document = {
    createElement: () => ({}) as { rel: string; as?: string; href: string; crossOrigin?: string },
    querySelector: (sel: string) => (present.some((h) => sel === `link[href="${h}"]`) ? {} : null),
    head: { appendChild: (l: (typeof added)[number]) => added.push(l) },
  };
  new Function('location', 'document', script)({ pathname: path }, document);
  return added;
}

describe('the browser script', () => {
  const script = routePreloadScript(
    [
      { path: '/kalidasia/game', files: ['assets/list.js', 'assets/shared.js'] },
      { path: '/kalidasia/game/new', files: ['assets/list.js', 'assets/new.js'] },
      { path: '/kalidasia/game/*', files: ['assets/list.js', 'assets/screen.js', 'assets/screen.css'] },
      { path: '/kalidasia/*', files: ['assets/wide.js'] },
    ],
    '/',
  );
  const hrefs = (path: string) => linksFor(script, path).map((l) => l.href);

  it('takes the exact path first, then the longest path with /*', () => {
    expect(hrefs('/kalidasia/game')).toEqual(['/assets/list.js', '/assets/shared.js']);
    expect(hrefs('/kalidasia/game/')).toEqual(['/assets/list.js', '/assets/shared.js']);
    expect(hrefs('/kalidasia/game/new')).toEqual(['/assets/list.js', '/assets/new.js']);
    expect(hrefs('/kalidasia/game/abc%20d')).toEqual(['/assets/list.js', '/assets/screen.js', '/assets/screen.css']);
    expect(hrefs('/kalidasia/other')).toEqual(['/assets/wide.js']);
    expect(hrefs('/kalidasia/gamex')).toEqual(['/assets/wide.js']);
  });

  it('preloads nothing for Home or an unknown path', () => {
    expect(hrefs('/')).toEqual([]);
    expect(hrefs('/nowhere')).toEqual([]);
  });

  it('adds module preloads for scripts and style preloads for styles, crossorigin, once', () => {
    const links = linksFor(script, '/kalidasia/game/abc', ['/assets/list.js']);
    expect(links).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/screen.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/screen.css' },
    ]);
  });
});
