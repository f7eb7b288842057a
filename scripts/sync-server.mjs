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
//
// `attachSync(httpServer)` adds the same endpoint at /sync on an existing HTTP server (one laptop serves the app and
// the sync on one origin).
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

/**
 * Start a sync server on host:port storing documents in `dir`. Resolves once listening with its ws:// URL and a
 * close() that ends every connection and flushes the repo.
 */
export function startSyncServer({ host = '127.0.0.1', port = 3030, dir = resolve('sync-data') } = {}) {
  return new Promise((done, fail) => {
    const wss = new WebSocketServer({ host, port });
    wss.once('error', fail);
    wss.once('listening', () => {
      const address = wss.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      const repo = serverRepo(wss, dir);
      done({
        port: actual,
        url: `ws://${host}:${actual}`,
        repo,
        close: async () => {
          for (const c of wss.clients) c.terminate();
          await new Promise((r) => wss.close(() => r(undefined)));
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const host = option(args, 'host', 'SYNC_HOST', '0.0.0.0');
  const port = Number(option(args, 'port', 'SYNC_PORT', '3030'));
  const dir = resolve(option(args, 'dir', 'SYNC_DIR', 'sync-data'));
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port ${port}: not a port number (0–65535).`);
    process.exit(1);
  }
  let running;
  try {
    running = await startSyncServer({ host, port, dir });
  } catch (err) {
    console.error(`Could not start the sync server on ${host}:${port}: ${err instanceof Error ? err.message : String(err)}. Try another --port.`);
    process.exit(1);
  }
  const names = host === '0.0.0.0' ? ['127.0.0.1', ...lanAddresses()] : [host];
  console.info(`\nTableside sync server (unauthenticated: for your own network only)\nDocuments in ${dir}\nAddress to type in the app:`);
  for (const n of names) console.info(`  ws://${n}:${running.port}`);
  console.info('Press Ctrl+C to stop.\n');
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
