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
 * app's own origin (`/sync`, `connect-src 'self'`).
 */
export const CSP_META =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

export const CSP_HEADER = `${CSP_META}; frame-ancestors 'none'`;

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

/** Sent with every response, whatever it is (a page, an asset, a 404). */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CSP_HEADER,
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

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
