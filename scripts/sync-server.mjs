// `npm run sync-server`: the sync server players run on a computer of their own network (issue 26).
// Built from Automerge Repo's own Node adapters: a WebSocket server (`NodeWSServerAdapter` on the `ws` package)
// and documents stored in a folder (`NodeFSStorageAdapter`). It relays and stores the documents tablets ask for
// by id; it announces none (a tablet must know a game's id — the share link — to reach it).
//
// UNAUTHENTICATED: anyone who can reach the port and knows a document id can read and change that game. Run it on
// the players' own network only, never on a public address.
//
//   npm run sync-server -- --port 3030 --dir ./sync-data --host 0.0.0.0
//   (or SYNC_PORT, SYNC_DIR, SYNC_HOST). Port 0: any free port. It prints the address to type in the app.
//   npm run sync-server -- --cert cert.pem --key key.pem   (or SYNC_CERT, SYNC_KEY): wss:// (TLS), for an app
//   installed from an HTTPS host and built with SYNC_ORIGIN=wss://<this computer>:<port> (README "Sharing a game").
//   It prints the wss:// origins the certificate names, and an https:// page (with its QR code) a tablet opens to
//   check that it trusts the certificate.
//
// `attachSync(httpServer)` adds the same endpoint at /sync on an existing HTTP server (one laptop serves the app and
// the sync on one origin).
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Repo } from '@automerge/automerge-repo';
import { NodeWSServerAdapter } from '@automerge/automerge-repo-network-websocket';
import { NodeFSStorageAdapter } from '@automerge/automerge-repo-storage-nodefs';
import { WebSocketServer } from 'ws';

function serverRepo(wss, dir) {
  // The folder is made on the first document stored (the storage adapter makes it).
  return new Repo({
    network: [new NodeWSServerAdapter(wss)],
    storage: new NodeFSStorageAdapter(dir),
    peerId: `tableside-sync-${process.pid}`,
    // Never announce documents to a tablet: it asks for the one it has the link of.
    sharePolicy: async () => false,
  });
}

/**
 * Stop a server repo: disconnect, then save every document it holds. Repo.shutdown() saves every handle and throws
 * "DocHandle is not ready" when a tablet's document was still arriving; that one is not saved (the tablet still has
 * it and sends it again), the others are.
 */
async function closeRepo(repo) {
  for (const adapter of repo.networkSubsystem.adapters) adapter.disconnect();
  await repo.flush(Object.values(repo.handles).filter((h) => h.isReady()).map((h) => h.documentId));
}

/** The addresses of this computer a tablet of the network can use (IPv4, not loopback). */
export function lanAddresses() {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

/** The page a browser gets at the server's address (no upgrade): it says the server runs (and, over TLS, that
 * this device trusts its certificate — a browser that does not shows its warning instead). */
function pageHandler(secure) {
  return (req, res) => {
    const text = secure
      ? 'Tableside sync server (wss://). If this page opened with no certificate warning, this device trusts its certificate: an app built with this address as SYNC_ORIGIN can sync through it. If the browser warned first, it does not (README "Sharing a game").\n'
      : 'Tableside sync server (ws://).\n';
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
}

/**
 * Read a TLS certificate and key (PEM files) for `startSyncServer`, or throw an Error naming the file and what is
 * wrong with it. Resolves to { cert, key, names }: names are the host names and IP addresses the certificate is valid
 * for (its subjectAltName), the addresses tablets can use.
 */
export function readTls(certFile, keyFile) {
  if (!certFile || !keyFile) throw new Error(`TLS needs both --cert and --key (got only ${certFile ? '--cert' : '--key'}).`);
  const read = (file, what) => {
    try {
      return readFileSync(file);
    } catch (err) {
      throw new Error(`${what} ${file}: cannot be read (${err instanceof Error ? err.message : String(err)}).`, { cause: err });
    }
  };
  const cert = read(certFile, '--cert');
  const key = read(keyFile, '--key');
  let x509;
  try {
    x509 = new X509Certificate(cert);
  } catch (err) {
    throw new Error(`--cert ${certFile}: not a PEM certificate (${err instanceof Error ? err.message : String(err)}).`, { cause: err });
  }
  if (Date.parse(x509.validTo) < Date.now()) throw new Error(`--cert ${certFile}: expired on ${x509.validTo}. Make a new one.`);
  const names = (x509.subjectAltName ?? '')
    .split(',')
    .map((n) => n.trim())
    .map((n) => (n.startsWith('DNS:') ? n.slice(4) : n.startsWith('IP Address:') ? n.slice(11) : ''))
    .filter((n) => n !== '');
  return { cert, key, names };
}

/**
 * Start a sync server on host:port storing documents in `dir`; with `tls` ({ cert, key }, PEM) it speaks wss://
 * (a Node https server under the engine's WebSocket server adapter), without it ws://. Resolves once listening with
 * its URL (the origin: ws(s)://host:port; every path reaches the same endpoint, /sync included) and a close() that
 * ends every connection and flushes the repo.
 */
export function startSyncServer({ host = '127.0.0.1', port = 3030, dir = resolve('sync-data'), tls } = {}) {
  return new Promise((done, fail) => {
    let server;
    try {
      server = tls ? createHttpsServer({ cert: tls.cert, key: tls.key }, pageHandler(true)) : createHttpServer(pageHandler(false));
    } catch (err) {
      // Node refuses a key that does not match the certificate here ("key values mismatch").
      fail(new Error(`the certificate and key do not make a TLS server (${err instanceof Error ? err.message : String(err)}).`));
      return;
    }
    server.once('error', fail);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      const wss = new WebSocketServer({ server });
      const repo = serverRepo(wss, dir);
      done({
        port: actual,
        url: `${tls ? 'wss' : 'ws'}://${host.includes(':') ? `[${host}]` : host}:${actual}`,
        repo,
        close: async () => {
          for (const c of wss.clients) c.terminate();
          await new Promise((r) => wss.close(() => r(undefined)));
          await new Promise((r) => {
            server.close(() => r(undefined));
            server.closeAllConnections();
          });
          await closeRepo(repo);
        },
      });
    });
  });
}

/** Serve the sync endpoint at `path` on an existing HTTP server (same origin as the app). */
export function attachSync(httpServer, { dir = resolve('sync-data'), path = '/sync' } = {}) {
  const wss = new WebSocketServer({ noServer: true });
  httpServer.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== path) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  const repo = serverRepo(wss, dir);
  return {
    repo,
    close: async () => {
      for (const c of wss.clients) c.terminate();
      wss.close();
      await closeRepo(repo);
    },
  };
}

function option(args, name, env, fallback) {
  const i = args.indexOf(`--${name}`);
  if (i >= 0 && args[i + 1] !== undefined) return args[i + 1];
  return process.env[env] ?? fallback;
}

/** A QR code of `text` for a terminal (two characters a module, dark on a light background). */
async function terminalQr(text) {
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  const rows = [];
  for (let y = -2; y < n + 2; y++) {
    let row = '';
    for (let x = -2; x < n + 2; x++) row += y >= 0 && y < n && x >= 0 && x < n && qr.isDark(y, x) ? '  ' : '\u2588\u2588';
    rows.push(row);
  }
  return rows.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const host = option(args, 'host', 'SYNC_HOST', '0.0.0.0');
  const port = Number(option(args, 'port', 'SYNC_PORT', '3030'));
  const dir = resolve(option(args, 'dir', 'SYNC_DIR', 'sync-data'));
  const certFile = option(args, 'cert', 'SYNC_CERT', '');
  const keyFile = option(args, 'key', 'SYNC_KEY', '');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port ${port}: not a port number (0–65535).`);
    process.exit(1);
  }
  let tls;
  if (certFile || keyFile) {
    try {
      tls = readTls(certFile, keyFile);
    } catch (err) {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    }
  }
  let running;
  try {
    running = await startSyncServer({ host, port, dir, tls });
  } catch (err) {
    console.error(`Could not start the sync server on ${host}:${port}: ${err instanceof Error ? err.message : String(err)}${tls ? '' : ' Try another --port.'}`);
    process.exit(1);
  }
  const names = host === '0.0.0.0' ? ['127.0.0.1', ...lanAddresses()] : [host];
  if (!tls) {
    console.info(`\nTableside sync server (unauthenticated: for your own network only)\nDocuments in ${dir}\nAddress to type in the app:`);
    for (const n of names) console.info(`  ws://${n}:${running.port}`);
  } else {
    // Tablets reach it by a name the certificate holds; a LAN address it does not hold is named too.
    const usable = tls.names.filter((n) => n !== 'localhost' && n !== '127.0.0.1' && n !== '::1');
    const shown = (usable.length > 0 ? usable : tls.names).map((n) => (n.includes(':') ? `[${n}]` : n));
    console.info(`\nTableside sync server over TLS (unauthenticated: for your own network only)\nDocuments in ${dir}`);
    console.info(`Sync origin (build the app with SYNC_ORIGIN set to it, e.g. SYNC_ORIGIN=wss://${shown[0] ?? host}:${running.port} npm run build):`);
    for (const n of shown) console.info(`  wss://${n}:${running.port}`);
    const missing = lanAddresses().filter((a) => host === '0.0.0.0' && !tls.names.includes(a));
    if (missing.length > 0) console.info(`(This computer's ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not in the certificate: tablets cannot use ${missing.length > 1 ? 'them' : 'it'}.)`);
    if (shown.length === 0) console.info('(The certificate names no host: tablets will refuse it. Make one for this computer\'s name or address.)');
    else {
      const check = `https://${shown[0]}:${running.port}/`;
      console.info(`\nOn each tablet, open ${check} (scan the code below): the page must open with no certificate warning.\nA warning means the tablet does not trust the certificate yet (README "Sharing a game").\n`);
      console.info(await terminalQr(check));
    }
  }
  console.info('Press Ctrl+C to stop.\n');
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
