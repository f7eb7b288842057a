// `npm run bench:sync`: loopback figures of issue 26 (src/store/README.md), for Automerge Repo with the bundled sync
// server and, for the comparison, Yjs with y-websocket's client over a minimal relay of its sync protocol.
// - latency: an op added on tablet A until tablet B's document holds it (p50/p95 of 200, sequential);
// - join: a 1,000-op game found by a fresh client (first full sync);
// - growth: latency of an op at length 10 vs length 1,000.
// Then the app's own sharing path per action at op ~10 vs ~1,000 (`scripts/bench-sync-bridge.mjs`, beside the
// document-only figure of the same run), and the engine's own steps per action at op 10 / 100 / 1,000 / 3,000 for the
// document's layout and two others (`scripts/bench-sync-engine.mjs`).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Repo } from '@automerge/automerge-repo';
import { WebSocketClientAdapter } from '@automerge/automerge-repo-network-websocket';
import { WebSocket, WebSocketServer } from 'ws';
import * as Y from 'yjs';
import * as syncProtocol from 'y-protocols/sync';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import { WebsocketProvider } from 'y-websocket';
import { startSyncServer } from './sync-server.mjs';

const N = 200;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (x) => `${x.toFixed(1)} ms`;
const op = (id, base) => ({ id, kind: 'append', base, events: [{ type: 'note', text: `action ${id}` }] });

async function automerge() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sync-'));
  const server = await startSyncServer({ port: 0, dir });
  const client = () => {
    const repo = new Repo({ network: [new WebSocketClientAdapter(server.url, 50)] });
    return new Promise((done) => repo.networkSubsystem.once('peer', () => done(repo)));
  };
  const a = await client();
  const b = await client();
  const ha = a.create({ ops: {} });
  const hb = await b.find(ha.url);
  const arrive = (h, id) =>
    new Promise((done) => {
      const f = () => {
        if (h.doc().ops[id]) {
          h.off('change', f);
          done();
        }
      };
      h.on('change', f);
      f();
    });
  const one = async (i) => {
    const id = `a${i}`;
    const t0 = performance.now();
    const p = arrive(hb, id);
    ha.change((d) => {
      d.ops[id] = op(id, `a${i - 1}`);
    });
    await p;
    return performance.now() - t0;
  };
  const lat = [];
  for (let i = 1; i <= N; i++) lat.push(await one(i));
  const at10 = lat.slice(0, 20);
  // Grow to 1,000 ops, then measure again.
  ha.change((d) => {
    for (let i = N + 1; i <= 1000; i++) d.ops[`a${i}`] = op(`a${i}`, `a${i - 1}`);
  });
  await arrive(hb, 'a1000');
  const at1000 = [];
  for (let i = 1001; i <= 1020; i++) at1000.push(await one(i));
  const c = await client();
  const t0 = performance.now();
  const hc = await c.find(ha.url);
  await arrive(hc, 'a1020');
  const joinMs = performance.now() - t0;
  for (const r of [a, b, c]) await r.shutdown();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  return { lat, at10, at1000, join: joinMs };
}

/** A minimal relay of y-websocket's protocol (sync messages only; awareness relayed as is), for the comparison. */
function yRelay() {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const rooms = new Map();
  wss.on('connection', (ws, req) => {
    const name = (req.url ?? '/').slice(1);
    let room = rooms.get(name);
    if (!room) {
      const doc = new Y.Doc();
      room = { doc, conns: new Set() };
      doc.on('update', (update) => {
        const e = encoding.createEncoder();
        encoding.writeVarUint(e, 0);
        syncProtocol.writeUpdate(e, update);
        const msg = encoding.toUint8Array(e);
        for (const c of room.conns) c.send(msg);
      });
      rooms.set(name, room);
    }
    room.conns.add(ws);
    ws.on('close', () => room.conns.delete(ws));
    ws.on('message', (data) => {
      const d = decoding.createDecoder(new Uint8Array(data));
      const type = decoding.readVarUint(d);
      if (type !== 0) return;
      const e = encoding.createEncoder();
      encoding.writeVarUint(e, 0);
      syncProtocol.readSyncMessage(d, e, room.doc, ws);
      if (encoding.length(e) > 1) ws.send(encoding.toUint8Array(e));
    });
    const e = encoding.createEncoder();
    encoding.writeVarUint(e, 0);
    syncProtocol.writeSyncStep1(e, room.doc);
    ws.send(encoding.toUint8Array(e));
  });
  return new Promise((done) => wss.once('listening', () => done({ url: `ws://127.0.0.1:${wss.address().port}`, close: () => new Promise((r) => { for (const c of wss.clients) c.terminate(); wss.close(() => r()); }) })));
}

async function yjs() {
  const relay = await yRelay();
  const client = () => {
    const doc = new Y.Doc();
    const p = new WebsocketProvider(relay.url, 'game', doc, { WebSocketPolyfill: WebSocket, disableBc: true });
    return new Promise((done) => p.once('sync', () => done({ doc, p, ops: doc.getMap('ops') })));
  };
  const a = await client();
  const b = await client();
  const arrive = (c, id) =>
    new Promise((done) => {
      const f = () => {
        if (c.ops.has(id)) {
          c.ops.unobserve(f);
          done();
        }
      };
      c.ops.observe(f);
      f();
    });
  const one = async (i) => {
    const id = `a${i}`;
    const t0 = performance.now();
    const p = arrive(b, id);
    a.ops.set(id, op(id, `a${i - 1}`));
    await p;
    return performance.now() - t0;
  };
  const lat = [];
  for (let i = 1; i <= N; i++) lat.push(await one(i));
  const at10 = lat.slice(0, 20);
  a.doc.transact(() => {
    for (let i = N + 1; i <= 1000; i++) a.ops.set(`a${i}`, op(`a${i}`, `a${i - 1}`));
  });
  await arrive(b, 'a1000');
  const at1000 = [];
  for (let i = 1001; i <= 1020; i++) at1000.push(await one(i));
  const t0 = performance.now();
  const c = await client();
  await arrive(c, 'a1020');
  const joinMs = performance.now() - t0;
  for (const x of [a, b, c]) x.p.destroy();
  await relay.close();
  return { lat, at10, at1000, join: joinMs };
}

for (const [name, run] of [['automerge-repo', automerge], ['yjs', yjs]]) {
  const r = await run();
  const m = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
  console.info(
    `sync ${name}: action A→B p50 ${fmt(pct(r.lat, 50))}, p95 ${fmt(pct(r.lat, 95))}; join of a 1,020-op game ${fmt(r.join)}; ` +
      `mean action at op 10s ${fmt(m(r.at10))} vs at op 1,000s ${fmt(m(r.at1000))} (×${(m(r.at1000) / m(r.at10)).toFixed(2)})`,
  );
}
execFileSync(process.execPath, ['--expose-gc', fileURLToPath(new URL('./bench-sync-bridge.mjs', import.meta.url))], { stdio: 'inherit' });
execFileSync(process.execPath, [fileURLToPath(new URL('./bench-sync-engine.mjs', import.meta.url))], { stdio: 'inherit' });
process.exit(0);
