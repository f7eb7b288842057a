// The server behind `npm start` and the browser tests: serves the built app (dist/) with Node's own http module.
//
// - Every response carries SECURITY_HEADERS (scripts/headers.mjs): the full CSP, Permissions-Policy, COOP, CORP…
//   (`headers`: those of a build made with SYNC_ORIGIN, `securityHeaders(origin)`, whose CSP allows that sync server).
// - A file that exists is served with its type; files under /assets/ (content-hashed names) are cached a year
//   (`immutable`), everything else is revalidated (`no-cache`, with an ETag so an unchanged file answers 304).
// - A path whose last part has a file extension and no such file (/nonexistent.js) answers 404: a missing script
//   never comes back as the HTML page.
// - Any other path is a screen of the app (/kalidasia/game/abc): it answers the screen's own page when the build wrote
//   one (`<path>.html`: /kalidasia/table → kalidasia/table.html, its toolbar already in the HTML; `/` → home.html;
//   scripts/prerender.mjs), else index.html, so every URL reloads.
// - Text files (scripts, styles, the page, the manifest, WebAssembly) go gzip-compressed to a browser that accepts
//   gzip (`Vary: Accept-Encoding`; the compressed copy is kept in memory per file version; its ETag says `-gz`).
//   A tablet on a slow network loads the app in a third of the bytes (issue 24: Lighthouse's "Enable text compression").
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { SECURITY_HEADERS, cacheControlFor } from './headers.mjs';

/** The built app next to this script (`npm run build` writes it). */
export const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Types worth compressing (images are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt', '.wasm']);
const gzipAsync = promisify(gzip);
/** file → the gzip copy of one version of it (size and mtime), so each file is compressed once. */
const gzipped = new Map();

function gzipOf(file, info) {
  const version = `${info.size}-${info.mtimeMs}`;
  const kept = gzipped.get(file);
  if (kept?.version === version) return kept.body;
  const body = readFile(file).then((raw) => gzipAsync(raw, { level: 9 }));
  body.catch(() => gzipped.delete(file));
  gzipped.set(file, { version, body });
  return body;
}

/** Whether the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
function acceptsGzip(req) {
  const header = String(req.headers['accept-encoding'] ?? '');
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** A path asks for a file (not a screen) when its last part ends in a dot and 1–16 letters or digits. */
export function looksLikeFile(pathname) {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,16}$/.test(last);
}

/** The file under `root` a URL path names, or null when it would leave root or cannot be decoded. */
function fileOf(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, '.' + (decoded.endsWith('/') ? decoded + 'index.html' : decoded));
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : null;
}

async function fileInfo(file) {
  if (file === null) return null;
  try {
    const s = await stat(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/** The request handler (exported for tests). `root` is an absolute folder holding index.html. */
export function handler(root, security = SECURITY_HEADERS) {
  const base = resolve(root);
  return async (req, res) => {
    for (const [k, v] of Object.entries(security)) res.setHeader(k, v);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Method not allowed\n');
      return;
    }
    let pathname;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      pathname = '/';
    }
    // The root is the Home screen's own page when the build wrote one (home.html), else index.html.
    let file = fileOf(base, pathname === '/' ? '/home.html' : pathname);
    let info = await fileInfo(file);
    if (!info && pathname === '/') {
      file = fileOf(base, pathname);
      info = await fileInfo(file);
    }
    let cache = cacheControlFor(pathname);
    if (!info) {
      if (looksLikeFile(pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
        return;
      }
      // A screen of the app: its own prerendered page, else the page itself (history fallback).
      const own = pathname.endsWith('/') ? null : fileOf(base, `${pathname}.html`);
      const ownInfo = await fileInfo(own);
      file = ownInfo ? own : join(base, 'index.html');
      info = ownInfo ?? (await fileInfo(file));
      cache = cacheControlFor('/index.html');
      if (!info) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('dist/index.html is missing: run `npm run build` first.\n');
        return;
      }
    }
    const compressible = COMPRESSIBLE.has(extname(file).toLowerCase()) && info.size > 512;
    const compress = compressible && acceptsGzip(req);
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${compress ? '-gz' : ''}"`;
    const headers = {
      'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cache,
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    if (compress) {
      let body;
      try {
        body = await gzipOf(file, info);
      } catch {
        res.destroy();
        return;
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(info.size) });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  };
}

/**
 * Serve `root` (default dist/) on host:port (port 0 = any free one). Resolves once listening, with the URL
 * and a close() that also ends open keep-alive connections.
 */
export function startServer({ root = DIST, host = '127.0.0.1', port = 4173, headers = SECURITY_HEADERS } = {}) {
  const server = createServer(handler(root, headers));
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        server,
        port: actual,
        url: `http://${host}:${actual}/`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
