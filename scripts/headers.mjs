// Response headers Tableside is served with (npm start, the browser tests), and its caching rule.
// Static hosting: README "Hosting" gives the same headers for nginx and for hosts that read a `_headers` file
// (test/unit/scripts/headers.test.ts checks that the README, index.html and this file agree).

/**
 * The Content-Security-Policy of the page. index.html carries exactly this in its <meta> tag (for static hosts
 * that send no headers); the server sends it as a header with `frame-ancestors 'none'` added, because
 * `frame-ancestors` only works as a header (browsers ignore it in a <meta> CSP).
 * Nothing leaves the origin: scripts, styles, fetches, workers (the service worker, a future photo reader) and the
 * manifest are the app's own; images may also be data: and blob: URLs (icons, the QR code, downloads). A worker
 * must be a file of the app (Vite's `new Worker(new URL('./x.ts', import.meta.url))`); one built from a blob: URL
 * (Vite's `?worker&inline`) is refused by `worker-src 'self'` (test/browser/headers.test.ts).
 * `'wasm-unsafe-eval'` lets the page compile WebAssembly (the sync engine's core, issue 26, served from the app's
 * own /assets/ and loaded only by the screens that share) — it allows no JavaScript eval. The sync endpoint is the
 * app's own origin (`/sync`, `connect-src 'self'`), plus, only in a build made with SYNC_ORIGIN set, that one sync
 * server (`cspMeta(origin)`, `cspHeader(origin)`; scripts/csp-plugin.mjs writes it into the built page's <meta>).
 * Styles are the app's own files plus one inline `<style>`, the shell's stylesheet (src/app/styles.css) written into
 * every page's head so a page paints with no stylesheet to wait for (issue 24: Lighthouse on Home), allowed by its
 * sha256 only (SHELL_STYLE_HASH), and on the Table's page a second one, the Table's stylesheet
 * (src/kalidasia/ui/table/table.css, TABLE_STYLE_HASH): no other inline style, no 'unsafe-inline'.
 */
export function cspMeta(syncOrigin = null) {
  const connect = syncOrigin ? `connect-src 'self' ${syncOrigin}` : "connect-src 'self'";
  return `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' '${SHELL_STYLE_HASH}' '${TABLE_STYLE_HASH}'; img-src 'self' data: blob:; font-src 'self'; ${connect}; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'`;
}

/**
 * The CSP source of the shell's inline stylesheet: the sha256 of src/app/styles.css, byte for byte as the build writes
 * it into each page's `<style>` (scripts/shell-style.mjs). Change the stylesheet and the build stops, naming the new
 * value: put it here, in index.html's CSP <meta> and in the README's nginx and `_headers` samples (a static host sends
 * this policy too); test/unit/scripts/shell-style.test.ts checks they agree. Check by hand:
 * `openssl dgst -sha256 -binary src/app/styles.css | base64`.
 */
export const SHELL_STYLE_HASH = 'sha256-UdDHxIDR6UAUhjY9ie9NycVDlYPkL9Fx4SIjsFv5nsI=';

/**
 * The CSP source of the Table page's own inline stylesheet (issue 24: the Table paints with no stylesheet to wait for):
 * the sha256 of src/kalidasia/ui/table/table.css, byte for byte as the build writes it into the prerendered
 * kalidasia/table.html (scripts/shell-style.mjs `withPageStyle`). A hash of its own, so the shell's does not change
 * when the Table's stylesheet does. Change table.css and the build stops, naming the new value: put it here, in
 * index.html's CSP <meta> and in the README's nginx and `_headers` samples. Check by hand:
 * `openssl dgst -sha256 -binary src/kalidasia/ui/table/table.css | base64`.
 */
export const TABLE_STYLE_HASH = 'sha256-DyJD1tf6XtheuXKdBadyjPk2S2u0zA2TtrjB4jhN3Pw=';

/** The CSP header: the page's policy plus `frame-ancestors 'none'`. */
export function cspHeader(syncOrigin = null) {
  return `${cspMeta(syncOrigin)}; frame-ancestors 'none'`;
}

/** The policy of a build made without SYNC_ORIGIN (index.html's <meta> as written). */
export const CSP_META = cspMeta();

export const CSP_HEADER = cspHeader();

/**
 * The one sync server a build may reach besides its own origin: SYNC_ORIGIN's value as a CSP source (`wss://host` or
 * `wss://host:port`, also ws://), or null when it is unset or empty. Anything else — another scheme, no host, a path,
 * a query, credentials, a wildcard — throws an Error that says what is wrong and what is expected.
 */
export function syncOriginFrom(value) {
  if (value === undefined || value === null || value.trim() === '') return null;
  const v = value.trim();
  const expected = 'expected wss://<host>:<port> (or ws://…), e.g. SYNC_ORIGIN=wss://192.168.1.20:3030';
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(v)) throw new Error(`SYNC_ORIGIN=${v}: no wss:// (or ws://) in front; ${expected}.`);
  let url;
  try {
    url = new URL(v);
  } catch {
    throw new Error(`SYNC_ORIGIN=${v}: not an address; ${expected}.`);
  }
  if (url.protocol !== 'wss:' && url.protocol !== 'ws:') throw new Error(`SYNC_ORIGIN=${v}: ${url.protocol}// is not a WebSocket scheme; ${expected}.`);
  if (url.username || url.password) throw new Error(`SYNC_ORIGIN=${v}: no user or password in it; ${expected}.`);
  if (url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) throw new Error(`SYNC_ORIGIN=${v}: an origin only, no path or query (the app adds /sync); ${expected}.`);
  if (!/^([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$|^\[[0-9A-Fa-f:.]+\]$/.test(url.hostname)) {
    throw new Error(`SYNC_ORIGIN=${v}: "${url.hostname}" is not a host name or address (no wildcard); ${expected}.`);
  }
  return `${url.protocol}//${url.host}`;
}

/** The sync origin a page's CSP allows besides its own (the one ws:/wss: source of its connect-src), or null. */
export function syncOriginOfPolicy(policy) {
  const connect = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === 'connect-src');
  return connect?.slice(1).find((s) => /^wss?:\/\//.test(s)) ?? null;
}

/**
 * Powerful features: the camera for the app itself only (reading the table from a photo), the screen wake lock
 * (kept awake during a game) and clipboard writing (copy a squadron's share link) for the app itself; every other
 * feature off, for the app and for anything it could ever frame. Only features Chromium knows are listed: an
 * unknown one is reported in the console (Debian's Chromium 156 reports `bluetooth` and `web-share`; the app uses
 * neither). test/browser/headers.test.ts fails on any such report.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'screen-wake-lock=(self)',
  'clipboard-write=(self)',
  'accelerometer=()',
  'autoplay=()',
  'clipboard-read=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Sent with every response, whatever it is (a page, an asset, a 404); with the build's sync origin, if any. */
export function securityHeaders(syncOrigin = null) {
  return {
    'Content-Security-Policy': cspHeader(syncOrigin),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

/** The headers of a build made without SYNC_ORIGIN. */
export const SECURITY_HEADERS = securityHeaders();

/** Vite names every file under /assets/ by its content hash: such a file never changes, so it is kept a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Everything else (index.html, sw.js, the manifest, icons, robots.txt, the workbox runtime) is checked with the
 * server on every use (`no-cache` still allows a stored copy, revalidated), so a new version is seen at once.
 */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a path served from dist/. */
export function cacheControlFor(pathname) {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}
