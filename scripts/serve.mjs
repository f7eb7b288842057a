// `npm start`: serves the built app (dist/) on http://127.0.0.1:4173 (PORT to change it) with scripts/server.mjs:
// the security headers of scripts/headers.mjs on every response, hashed assets cached a year, unknown files 404,
// every screen's URL answered with the page (so it reloads). Prints the URL.
// TABLESIDE_DIST serves another folder (the header test uses a small one).
import { resolve } from 'node:path';
import { DIST, startServer } from './server.mjs';

const port = Number(process.env.PORT ?? 4173);
const root = process.env.TABLESIDE_DIST ? resolve(process.env.TABLESIDE_DIST) : DIST;
let running;
try {
  running = await startServer({ root, host: '127.0.0.1', port });
} catch (err) {
  console.error(`Could not serve on port ${port}: ${err instanceof Error ? err.message : String(err)}. Set PORT to another port.`);
  process.exit(1);
}
console.info(`\nTableside is running at ${running.url}\nOpen it in a browser; press Ctrl+C to stop.\n`);
const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
