// Serves the built app (dist/) on http://127.0.0.1:4173 with Vite's preview server
// (history fallback to index.html, so every screen's URL reloads). Prints the URL.
// Every response carries SECURITY_HEADERS (no framing by another site).
import { preview } from 'vite';
import { SECURITY_HEADERS } from './headers.mjs';

const port = Number(process.env.PORT ?? 4173);
const server = await preview({ preview: { host: '127.0.0.1', port, strictPort: true, open: false, headers: SECURITY_HEADERS } });
const url = `http://127.0.0.1:${port}/`;
console.info(`\nTableside is running at ${url}\nOpen it in a browser; press Ctrl+C to stop.\n`);
const stop = () => server.httpServer.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
