// Benchmark (not a test): the cost per action of the whole sharing path in the app's own code, at op ~10 against op
// ~1,000, in the same run (issue 26: an action at event 1,000 ≤ 1.3× an action at event 10). Part of `npm run
// bench:sync`; alone: `node --expose-gc scripts/bench-sync-bridge.mjs`.
//
// Two tablets, each an Automerge Repo document handle (no network: B receives the changes A made since the last
// ones sent, applied as a sync message's are, so its change event carries the engine's own patches) with the bridge between the
// handle and the local Dexie log (fake-indexeddb in Node) and Nedca's gate (the replay through its rules). A Nedca
// game played one action (one op) at a time. Per action:
// - local: A's screen has stored an append, undo or redo (not timed); A's bridge reads it from its mirror, makes the
//   op, changes the document, passes the gate, compares with the local log (`localChanged`);
// - remote: B's document receives A's change; B's bridge reads the new op, passes the gate, writes B's local log
//   (until its status is set);
// - document only: the same change and receipt on a second pair of handles with no bridge (the engine's own cost).
// The target line is the bridges' own work: A's bridge less the engine's change inside it (Automerge's change and
// its patches), plus B's bridge from the change's arrival to its status (the gate, the comparison, the Dexie writes).
// The engine's part of the same actions, all of it, and the document alone are printed beside it.
// "whole path" is the same bridge told nothing of what changed (the engine's patches hidden, the gate's agreement
// and the reads since the mirror off): what every action cost before, shown for the comparison.
// Small games (10 ops, fresh for each block) and big ones (1,000 ops, kept) alternate in blocks (warm-up first), so
// both see the same load; each line gives the medians and the ratio big / small (target ≤ 1.3×), and the load.
// BENCH_BLOCKS=<n> (default 6); BENCH_TRACE=1 prints each block's medians.
import { readFileSync } from 'node:fs';
import { createServer } from 'vite';

const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'silent', optimizeDeps: { noDiscovery: true, include: [] } });
const { SharedGameBridge } = await vite.ssrLoadModule('/src/ui/share/bridge.ts');
const { eventLogOn } = await vite.ssrLoadModule('/src/store/eventLog.ts');
const { getDatabase } = await vite.ssrLoadModule('/src/store/runtime.ts');
const { addOp, newSharedDoc } = await vite.ssrLoadModule('/src/store/sync/doc.ts');
const { opId } = await vite.ssrLoadModule('/src/store/sync/merge.ts');
const { CompanionSharedGate } = await vite.ssrLoadModule('/src/companions/sharedGate.ts');
const { COMPANION_GATES } = await vite.ssrLoadModule('/src/companions/gate.ts');
const { three } = await vite.ssrLoadModule('/src/companions/nedca/reducer.fixture.ts');
// The store loads fake-indexeddb on first use (no IndexedDB in Node): the module runner stays open until the end.
const { Repo } = await import('@automerge/automerge-repo');
const A = await import('@automerge/automerge');

const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 6);
const PER_BLOCK = 20;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const loadBefore = load();
const plainLog = eventLogOn(getDatabase);
const repo = new Repo({ network: [] });
const SETUP = { ...three, influence: { lv2: 10, lv3: 20, star: 50 } };
const ECONOMY = { type: 'economy', workers: { forest: 1 }, extra: {}, influence: 0 };
let n = 0;
const ev = () => ({ type: 'adjust', house: 1, delta: { gold: 1 }, note: `n${++n}` });
/** Time spent in the gate (the document's log read and replayed) and in the local log's store (Dexie). */
const spent = { gate: 0, store: 0 };
const gate = (whole) => {
  const g = new CompanionSharedGate('nedca', COMPANION_GATES.nedca);
  return {
    check: (raw, changed) => {
      const t = performance.now();
      const r = g.check(raw, whole ? null : changed);
      spent.gate += performance.now() - t;
      return r.ok && whole ? { ok: true, kind: r.kind, log: r.log, name: r.name, meta: r.meta } : r;
    },
  };
};
const timedStore = (fn) => async (...args) => {
  const t = performance.now();
  try {
    return await fn(...args);
  } finally {
    spent.store += performance.now() - t;
  }
};
const log = { ...plainLog, logAppend: timedStore(plainLog.logAppend), logMoveCursor: timedStore(plainLog.logMoveCursor), logReadSince: timedStore(plainLog.logReadSince), logRead: timedStore(plainLog.logRead) };

/** Time spent in the engine's change (Automerge's change and patches) inside the bridge's local action. */
const engine = { ms: 0 };
/** The handle as the bridge sees it, timing the engine's change; `hide`: its change events' patches hidden. */
const wrap = (h, hide) => {
  const fns = new Map();
  return {
    doc: () => h.doc(),
    heads: () => h.heads(),
    change: (fn) => {
      const t = performance.now();
      h.change(fn);
      engine.ms += performance.now() - t;
    },
    on: (_e, fn) => {
      const g = hide ? () => fn() : fn;
      fns.set(fn, g);
      h.on('change', g);
    },
    off: (_e, fn) => h.off('change', fns.get(fn)),
  };
};

function playedDoc(name, length) {
  const d = newSharedDoc('nedca', name, SETUP);
  const events = [ECONOMY, ...Array.from({ length: length - 1 }, ev)];
  let base = 'root';
  events.forEach((e, i) => {
    const id = opId('s', i + 1);
    d.ops[id] = JSON.parse(JSON.stringify({ id, kind: 'append', base, events: [e] }));
    base = id;
  });
  return { d, events, tip: base };
}

let made = 0;
/** Two tablets sharing a game of `length` ops: A's and B's handles and bridges; a bare pair for the document alone. */
async function pair(length, whole) {
  const name = `bench-${++made}`;
  const { d, events, tip } = playedDoc(name, length);
  const ha = repo.create(d);
  const hb = repo.create();
  const sent = { ab: [] , dd: [] };
  hb.update((doc) => A.merge(doc, ha.doc()));
  sent.ab = A.getHeads(ha.doc());
  const ok = await log.logCreate('nedca', name, SETUP, events, `${name}-a`);
  if (!ok.ok) throw new Error(ok.message);
  const since = whole ? null : log.logReadSince;
  const a = new SharedGameBridge(gate(whole), wrap(ha, whole), `${name}-a`, 'a', log, () => {}, true, tip, () => {}, since);
  await a.sync();
  let done = null;
  const b = new SharedGameBridge(gate(whole), wrap(hb, whole), `${name}-b`, 'b', log, () => done?.(), true, null, () => {}, since);
  await b.sync();
  // The document alone: the same changes on a pair of handles with no bridge.
  const da = repo.create(JSON.parse(JSON.stringify(d)));
  const db = repo.create();
  db.update((doc) => A.merge(doc, da.doc()));
  sent.dd = A.getHeads(da.doc());
  return { name, sent, a, b, ha, hb, da, db, arrived: () => new Promise((r) => (done = r)), cursor: events.length, length: events.length, dtip: tip, dn: 0 };
}

/** One action on pair `p`: the screen's write on A (untimed), then A's bridge, B's receipt; and the document alone. */
async function act(p, kind) {
  const id = `${p.name}-a`;
  const w =
    kind === 'append' ? await log.logAppend(id, p.cursor, [ev()]) : kind === 'undo' ? await log.logMoveCursor(id, p.cursor, p.cursor - 1) : await log.logMoveCursor(id, p.cursor, p.cursor + 1);
  if (!w.ok) throw new Error(w.message);
  p.cursor = w.head.cursor;
  engine.ms = 0;
  const t0 = performance.now();
  await p.a.localChanged(w.head.rev, w.head.epoch);
  const t1 = performance.now();
  const inEngine = engine.ms;
  const arrived = p.arrived();
  send(p.ha, p.hb, p.sent, 'ab');
  const tm = performance.now();
  spent.gate = 0;
  spent.store = 0;
  await arrived;
  const t2 = performance.now();
  const bGate = spent.gate;
  const bStore = spent.store;
  // The document alone: one op added on A, merged into B.
  const op = { id: opId('d', ++p.dn), kind: 'append', base: p.dtip, events: [ev()] };
  const t3 = performance.now();
  p.da.change((doc) => addOp(doc, op));
  send(p.da, p.db, p.sent, 'dd');
  const t4 = performance.now();
  p.dtip = op.id;
  return { local: t1 - t0, remote: t2 - t1, doc: t4 - t3, own: t1 - t0 - inEngine, merge: tm - t1, pass: t2 - tm, bGate, bStore, bRest: t2 - tm - bGate - bStore };
}

/** The changes `from` made since the last ones sent, applied to `to` (what a sync message carries). */
function send(from, to, sent, key) {
  const changes = A.getChangesSince(from.doc(), sent[key]);
  sent[key] = A.getHeads(from.doc());
  to.update((doc) => A.applyChanges(doc, changes)[0]);
}

const PLAN = ['append', 'append', 'undo', 'redo', 'append', 'undo', 'append', 'append', 'append', 'append'];
async function block(p) {
  const out = [];
  for (let i = 0; i < PER_BLOCK; i++) out.push(await act(p, PLAN[i % PLAN.length]));
  return out;
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const fmt = (x) => `${x.toFixed(2)} ms`;
async function measure(whole) {
  const big = await pair(1000, whole);
  const res = { small: [], big: [], blockRatios: [] };
  for (let k = -1; k < BLOCKS; k++) {
    const small = await pair(10, whole);
    // Garbage from the blocks before collected outside the timings (node --expose-gc; `npm run bench:sync` passes it).
    globalThis.gc?.();
    const s = await block(small);
    globalThis.gc?.();
    const b = await block(big);
    small.a.stop();
    small.b.stop();
    // The small game goes (its local logs and documents), so the heap and the store stay the size of the big one.
    for (const id of [`${small.name}-a`, `${small.name}-b`]) await plainLog.logDelete(id);
    for (const h of [small.ha, small.hb, small.da, small.db]) repo.delete(h.documentId);
    if (k < 0) continue; // warm-up
    res.small.push(...s);
    res.big.push(...b);
    if (process.env.BENCH_TRACE) console.info(k, ['local', 'own', 'merge', 'pass', 'bGate', 'bStore', 'bRest', 'doc'].map((f) => `${f} ${median(s.map((x) => x[f])).toFixed(2)}/${median(b.map((x) => x[f])).toFixed(2)}`).join('  '));
    res.blockRatios.push(median(b.map((x) => x.own + x.pass)) / median(s.map((x) => x.own + x.pass)));
  }
  big.a.stop();
  big.b.stop();
  return res;
}

const line = (label, res, key) => {
  const s = median(res.small.map(key));
  const b = median(res.big.map(key));
  return `  ${label.padEnd(40)} op ~10: ${fmt(s)}   op ~1,000: ${fmt(b)}   ×${(b / s).toFixed(2)}`;
};
for (const whole of [false, true]) {
  const res = await measure(whole);
  console.info(`sync bridge, per action (medians of ${res.small.length} actions per size, ${BLOCKS} blocks interleaved)${whole ? ' — WHOLE PATH (patches hidden: as before)' : ''}:`);
  console.info(line("the bridges' own work (target ≤ 1.3×)", res, (x) => x.own + x.pass));
  console.info(line('  A: local log → op in the document', res, (x) => x.own));
  console.info(line('  B: op arrived → local log written', res, (x) => x.pass));
  console.info(line('    the gate (read + replay)', res, (x) => x.bGate));
  console.info(line("    the local log's writes (Dexie)", res, (x) => x.bStore));
  console.info(line('    the rest (compare, queue)', res, (x) => x.bRest));
  console.info(line('the engine in those actions', res, (x) => x.local - x.own + x.merge));
  console.info(line('all of it (bridges + engine)', res, (x) => x.local + x.remote));
  console.info(line('document only (change + receipt)', res, (x) => x.doc));
  const br = [...res.blockRatios].sort((x, y) => x - y);
  console.info(`  per-block ratio of the bridges' own medians: ${br.map((r) => r.toFixed(2)).join(' ')}`);
}
console.info(`  LOAD /proc/loadavg before ${loadBefore}, after ${load()}`);
await repo.shutdown();
await vite.close();
process.exit(0);
