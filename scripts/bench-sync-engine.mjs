// Benchmark (not a test): where the sync engine's own cost per action goes as a shared document grows (issue 26:
// an action at op ~1,000 ≤ 1.3× one at op ~10). Automerge alone, no bridge, no gate, no network.
// `node scripts/bench-sync-engine.mjs` (BENCH_BLOCKS=<n>, default 8; BENCH_LAYOUTS=map,bucket,list).
//
// A document shaped as the app's (`sync/doc.ts`: header + `ops`), built one change per op as a game is, at
// 10 / 100 / 1,000 / 3,000 ops. Each block reloads every size from its saved bytes (not timed) and adds 15 ops to
// each, sizes in a shuffled order per block, so all sizes see the same load. Per action (ms):
// - change:      `Automerge.change` adding one op (no patch callback);
// - change+cb:   the same with a patch callback (as Automerge Repo's DocHandle calls it);
// - heads:       `getHeads`;
// - incr:        `saveIncremental` (what Repo's storage writes per throttled save);
// - apply:       the receive side: `applyChanges` of that change on a second replica, with a patch callback;
// - sync:        `receiveSyncMessage` of the sync message carrying it, on a second replica in sync before;
// - repo:        Automerge Repo (NodeFS storage in a temp folder): `handle.change` then `repo.flush` (its storage
//                write: incremental, or a whole `save` when it compacts);
// - save:        a whole `Automerge.save` (once per block and size; Repo compacts with it, amortised).
// Layouts: `map` (today's: ops[id]), `bucket` (ops[actor.counter/64][id]: a map of small maps), `list` (ops pushed
// on a list) — the same ops, to see which shape keeps the cost flat.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as A from '@automerge/automerge';
import { Repo } from '@automerge/automerge-repo';
import { NodeFSStorageAdapter } from '@automerge/automerge-repo-storage-nodefs';

const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 8);
const PER_BLOCK = 15;
const SIZES = [10, 100, 1000, 3000];
const LAYOUTS = (process.env.BENCH_LAYOUTS ?? 'map,bucket,list').split(',');
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const loadBefore = load();

const pad = (n) => n.toString().padStart(6, '0');
const op = (i) => ({ id: `s.${pad(i)}`, kind: 'append', base: i === 1 ? 'root' : `s.${pad(i - 1)}`, events: [{ type: 'adjust', house: 1, delta: { gold: 1 }, note: `n${i}` }] });
const bucketOf = (i) => `s.${Math.floor(i / 64)}`;
function add(d, i, layout) {
  if (layout === 'map') d.ops[`s.${pad(i)}`] = op(i);
  else if (layout === 'list') d.ops.push(op(i));
  else {
    const b = bucketOf(i);
    if (!d.ops[b]) d.ops[b] = {};
    d.ops[b][`s.${pad(i)}`] = op(i);
  }
}
const fresh = (layout) => ({ format: 'tableside-shared-game', version: 1, kind: 'nedca', name: 'bench', meta: { players: 3 }, ops: layout === 'list' ? [] : {} });

/** The saved bytes of a document of `n` ops, one change per op. */
function built(n, layout) {
  let d = A.from(fresh(layout), { actor: 'aa'.repeat(16) });
  for (let i = 1; i <= n; i++) d = A.change(d, (x) => add(x, i, layout));
  return A.save(d);
}

const storeDir = mkdtempSync(join(tmpdir(), 'bench-sync-engine-'));
const repo = new Repo({ network: [], storage: new NodeFSStorageAdapter(storeDir) });
const FIELDS = ['change', 'changeCb', 'heads', 'incr', 'apply', 'sync', 'repo'];
const res = {};
const saves = {};
const t = () => performance.now();

async function block(layout, size, bin) {
  let a = A.load(bin, { actor: 'a1'.repeat(16) });
  let b = A.load(bin, { actor: 'b1'.repeat(16) });
  let sa = A.initSyncState();
  let sb = A.initSyncState();
  // Bring the two replicas' sync states up to date (not timed).
  for (let k = 0; k < 6; k++) {
    let m;
    [sa, m] = A.generateSyncMessage(a, sa);
    if (m) [b, sb] = A.receiveSyncMessage(b, sb, m);
    [sb, m] = A.generateSyncMessage(b, sb);
    if (m) [a, sa] = A.receiveSyncMessage(a, sa, m);
  }
  let c = A.load(bin, { actor: 'c1'.repeat(16) });
  const h = repo.import(bin);
  h.change((d) => { d.name = 'warm'; });
  await repo.flush([h.documentId]);
  const rows = (res[`${layout} ${size}`] ??= []);
  let i = size + 1;
  for (let k = 0; k < PER_BLOCK; k++, i += 2) {
    const r = {};
    let s = t();
    a = A.change(a, (x) => add(x, i, layout));
    r.change = t() - s;
    let patches = 0;
    s = t();
    a = A.change(a, { patchCallback: (p) => { patches += p.length; } }, (x) => add(x, i + 1, layout));
    r.changeCb = t() - s;
    if (!patches) throw new Error('no patches');
    s = t();
    A.getHeads(a);
    r.heads = t() - s;
    s = t();
    A.saveIncremental(a);
    r.incr = t() - s;
    const changes = [A.getLastLocalChange(a)];
    s = t();
    c = A.applyChanges(c, changes.slice(0, 1), { patchCallback: () => {} })[0];
    r.apply = t() - s;
    let m;
    [sa, m] = A.generateSyncMessage(a, sa);
    s = t();
    [b, sb] = A.receiveSyncMessage(b, sb, m);
    r.sync = t() - s;
    // Round off the exchange (not timed) so the next message carries the next change only.
    for (let q = 0; q < 4; q++) {
      [sb, m] = A.generateSyncMessage(b, sb);
      if (m) [a, sa] = A.receiveSyncMessage(a, sa, m);
      [sa, m] = A.generateSyncMessage(a, sa);
      if (m) [b, sb] = A.receiveSyncMessage(b, sb, m);
      if (!m) break;
    }
    s = t();
    h.change((x) => add(x, i, layout));
    await repo.flush([h.documentId]);
    r.repo = t() - s;
    rows.push(r);
  }
  let s = t();
  A.save(a);
  (saves[`${layout} ${size}`] ??= []).push(t() - s);
}

const bins = {};
for (const layout of LAYOUTS) for (const size of SIZES) bins[`${layout} ${size}`] = built(size, layout);
const shuffle = (xs) => xs.map((x) => [Math.random(), x]).sort((p, q) => p[0] - q[0]).map((p) => p[1]);
// Warm-up (not counted).
for (const layout of LAYOUTS) for (const size of SIZES) await block(layout, size, bins[`${layout} ${size}`]);
for (const k of Object.keys(res)) res[k] = [];
for (const k of Object.keys(saves)) saves[k] = [];
for (let bl = 0; bl < BLOCKS; bl++) {
  for (const [layout, size] of shuffle(LAYOUTS.flatMap((l) => SIZES.map((s) => [l, s])))) await block(layout, size, bins[`${layout} ${size}`]);
}

const q = (xs, p) => { const s = [...xs].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.floor(s.length * p))]; };
console.info(`sync engine alone, per action: median / p95 in ms (${BLOCKS} blocks × ${PER_BLOCK} actions per size, interleaved); ×: median at that size ÷ median at op 10`);
for (const layout of LAYOUTS) {
  console.info(`  layout ${layout}:`);
  for (const f of [...FIELDS, 'save']) {
    const cells = SIZES.map((size) => {
      const xs = f === 'save' ? saves[`${layout} ${size}`] : res[`${layout} ${size}`].map((r) => r[f]);
      return { med: q(xs, 0.5), p95: q(xs, 0.95) };
    });
    const base = cells[0].med;
    console.info(`    ${f.padEnd(9)} ${cells.map((c, j) => `op ${SIZES[j]}: ${c.med.toFixed(3)} / ${c.p95.toFixed(3)} ×${(c.med / base).toFixed(2)}`).join('   ')}`);
  }
}
console.info(`  LOAD /proc/loadavg before ${loadBefore}, after ${load()}`);
await repo.shutdown();
rmSync(storeDir, { recursive: true, force: true });
