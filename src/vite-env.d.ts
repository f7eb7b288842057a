/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />
// oxlint-disable-next-line no-underscore-dangle -- Vite's `define` name, replaced at build time
declare const __APP_VERSION__: string;
// oxlint-disable-next-line no-underscore-dangle -- scripts/csp-plugin.mjs: the build's SYNC_ORIGIN ('' when unset)
declare const __SYNC_ORIGIN__: string;
