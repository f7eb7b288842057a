import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { SECURITY_HEADERS } from './scripts/headers.mjs';
import { cspPlugin } from './scripts/csp-plugin.mjs';
import { routePreloadPlugin } from './scripts/route-preload.mjs';
import { prerenderPlugin } from './scripts/prerender.mjs';
import { shellStylePlugin } from './scripts/shell-style.mjs';

// js-aruco2 2.0 (the photo reader's marker detector, issue 25) is CommonJS that exports through the top-level `this`
// (`this.AR = AR`), which the bundler does not recognise as CommonJS: say the same with `module.exports`.
const arucoCommonJs = (): Plugin => ({
  name: 'tableside:js-aruco2-commonjs',
  transform(code, id) {
    const m = /js-aruco2[\\/]src[\\/](aruco|cv)\.js$/.exec(id);
    if (!m) return null;
    return { code: `${code}\nmodule.exports.${m[1] === 'cv' ? 'CV = CV' : 'AR = AR'};\n`, map: null };
  },
});

// The service worker precaches the whole built app, so after the first visit
// Tableside works with no network. `registerType: 'prompt'` means a new version
// waits for the player to tap "Reload"; it never reloads by itself.
export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  worker: { plugins: () => [arucoCommonJs()] },
  // The Konva core and the shapes the app draws, not every shape and filter (src/ui/reactKonva.ts; issue 24).
  resolve: { alias: [{ find: /^react-konva$/, replacement: fileURLToPath(new URL('./src/ui/reactKonva.ts', import.meta.url)) }] },
  plugins: [
    arucoCommonJs(),
    // SYNC_ORIGIN=wss://host:port: the one sync server the build may reach (CSP meta + header, __SYNC_ORIGIN__).
    cspPlugin(),
    react(),
    // The shell's stylesheet inline in every page, allowed by its hash (issue 24): scripts/shell-style.mjs.
    shellStylePlugin(),
    // Each screen's chunks requested at once, beside the entry (issue 24): scripts/route-preload.mjs.
    routePreloadPlugin(),
    // The Table's page with its toolbar in the HTML (issue 24): scripts/prerender.mjs, src/app/prerender.tsx.
    prerenderPlugin({ ssrPlugins: () => [react()] }),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      includeAssets: ['favicon.svg', 'robots.txt'],
      manifest: {
        id: '/',
        name: 'Tableside — table assistant for Legends of Kalidasia',
        short_name: 'Tableside',
        description: 'Offline table assistant for Legends of Kalidasia and four companion games.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'landscape',
        background_color: '#11151c',
        theme_color: '#11151c',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,txt,webmanifest,wasm}'],
        navigateFallback: '/index.html',
        // A prerendered page answers its own path (scripts/prerender.mjs): `/` is home.html (the precache route's
        // directory index), /kalidasia/table is kalidasia/table.html (its clean URL); every other screen index.html.
        directoryIndex: 'home.html',
        cleanupOutdatedCaches: true,
        // The first install takes control at once (there is no older version to protect);
        // later versions wait for the player's "Reload" (skipWaiting only on request).
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  build: {
    // Konva and React Konva (with its own React reconciler) in chunks of their own, so a screen can evaluate them in
    // separate tasks (src/app/TableRoute.tsx; issue 24).
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only these packages: not the React they import (that stays in the entry).
          includeDependenciesRecursively: false,
          groups: [
            // Konva in three parts the Table evaluates a task each: its base (Node and what it imports;
            // src/ui/konvaCore.ts), its stage, layers and Shape (src/ui/konvaStage.ts), then the shapes drawn.
            { name: 'konva-node', priority: 2, test: /[\\/]node_modules[\\/]konva[\\/]lib[\\/](Node|Global|Util|Factory|Validators|Canvas|Context|DragAndDrop|PointerEvents)\.js$/ },
            { name: 'konva-stage', priority: 2, test: /[\\/]node_modules[\\/]konva[\\/]lib[\\/](Container|Shape|Stage|Layer|FastLayer|Group|Animation|Tween|BezierFunctions)\.js$/ },
            { name: 'konva', priority: 1, test: /[\\/]node_modules[\\/]konva[\\/]/ },
            { name: 'react-konva', test: /[\\/]node_modules[\\/](react-konva|react-reconciler|its-fine)[\\/]/ },
          ],
        },
      },
    },
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  // `npm start`, the browser tests and the benchmarks serve dist/ with scripts/server.mjs (headers, caching,
  // 404s, fallback); a bare `vite preview` at least sends the same security headers.
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    headers: SECURITY_HEADERS,
  },
});
