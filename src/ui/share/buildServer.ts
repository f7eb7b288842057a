/**
 * The one sync server this build may reach besides its own origin (issue 26, mode b): `SYNC_ORIGIN=wss://host:port`
 * at build time (scripts/csp-plugin.mjs puts it in the page's CSP and here). The app syncs through `<origin>/sync`
 * (the bundled server answers on every path; so does the engine's published one). No request goes there until a
 * player shares through it or opens a link naming it.
 */
// oxlint-disable-next-line no-underscore-dangle -- Vite's `define` name, replaced at build time
const origin: string = typeof __SYNC_ORIGIN__ === 'string' ? __SYNC_ORIGIN__ : '';

/** The build's sync origin (wss://host:port), or null for a build that syncs only with its own origin. */
export const BUILD_SYNC_ORIGIN: string | null = origin === '' ? null : origin;

/** The endpoint the app connects to on the build's sync server, or null. */
export const BUILD_SYNC_SERVER: string | null = BUILD_SYNC_ORIGIN === null ? null : `${BUILD_SYNC_ORIGIN}/sync`;
