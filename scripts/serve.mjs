// `npm start`: serves the built app (dist/) on http://127.0.0.1:4173 (PORT to change it) with scripts/server.mjs:
// the security headers of scripts/headers.mjs on every response, hashed assets cached a year, unknown files 404,
// every screen's URL answered with the page (so it reloads). Prints the URL.
// TABLESIDE_DIST serves another folder (the header test uses a small one).
// It also serves the sync endpoint at /sync (issue 26, scripts/sync-server.mjs; shared games kept in SYNC_DIR,
// default ./sync-data): tablets that open this address share games with no other address to type.
// HOST=0.0.0.0 makes it reachable from the other tablets of the network (unauthenticated: your own network only).
// SYNC_ORIGIN=wss://host:port (the same value the build was made with; `npm start` builds with it): the CSP header
// also allows that sync server (mode b). A dist/ built with another SYNC_ORIGIN than the one given stops it, named.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { securityHeaders, syncOriginFrom, syncOriginOfPolicy } from './headers.mjs';
import { DIST, startServer } from './server.mjs';
import { attachSync } from './sync-server.mjs';

const port = Number(process.env.PORT ?? 4173);
const root = process.env.TABLESIDE_DIST ? resolve(process.env.TABLESIDE_DIST) : DIST;
let origin;
try {
  origin = syncOriginFrom(process.env.SYNC_ORIGIN);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
// The built page's <meta> policy and the header must allow the same sync server (the browser applies both).
let page = '';
try {
  page = readFileSync(join(root, 'index.html'), 'utf8');
} catch {
  // No page: the server says so on each request.
}
const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page);
if (meta && syncOriginOfPolicy(meta[1]) !== origin) {
  const built = syncOriginOfPolicy(meta[1]);
  console.error(
    `${root} was built ${built ? `with SYNC_ORIGIN=${built}` : 'without SYNC_ORIGIN'}, but SYNC_ORIGIN is ${origin ?? 'unset'} here: build and serve with the same value (\`npm start\` does both).`,
  );
  process.exit(1);
}
let running;
try {
  running = await startServer({ root, host: process.env.HOST ?? '127.0.0.1', port, headers: securityHeaders(origin) });
} catch (err) {
  console.error(`Could not serve on port ${port}: ${err instanceof Error ? err.message : String(err)}. Set PORT to another port.`);
  process.exit(1);
}
const sync = attachSync(running.server, { dir: resolve(process.env.SYNC_DIR ?? 'sync-data') });
console.info(
  `\nTableside is running at ${running.url}\nOpen it in a browser; press Ctrl+C to stop.\nSharing a game syncs through ${running.url.replace(/^http/, 'ws')}sync (unauthenticated: for your own network only)${origin ? `, or through the sync server at ${origin} this build allows` : ''}.\n`,
);
const stop = () => void sync.close().then(() => running.close()).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
