// The engine comparison of issue 26 (figures in src/store/README.md): the shared-log property of syncMerge.test.ts
// with the ops carried by each candidate engine's own documents and merge — Automerge (the chosen one) and Yjs.
// Two replicas act, sync in any interleaving, then sync fully: both derive the same log, nothing acknowledged lost.
import { next as A } from '@automerge/automerge';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deriveLog, nextOp, opId, resolveOp, type SyncOp } from '../../../src/store/sync/merge';

interface EngineReplica {
  ops(): Record<string, SyncOp>;
  add(op: SyncOp): void;
  /** Take in everything the other replica holds. */
  pull(other: EngineReplica): void;
}

function automergeReplica(start?: A.Doc<{ ops: Record<string, SyncOp> }>): EngineReplica & { doc: () => A.Doc<{ ops: Record<string, SyncOp> }> } {
  // Both replicas must start from ONE document (as a shared game does: the joining tablet finds it, never creates
  // its own): two documents each creating `ops` would be two concurrent writes of one key, and Automerge keeps one.
  let doc = start ? A.clone(start) : A.from<{ ops: Record<string, SyncOp> }>({ ops: {} });
  const self: EngineReplica & { doc: () => typeof doc } = {
    doc: () => doc,
    ops: () => JSON.parse(JSON.stringify(doc.ops)) as Record<string, SyncOp>,
    add: (op) => {
      doc = A.change(doc, (d) => {
        d.ops[op.id] = JSON.parse(JSON.stringify(op)) as SyncOp;
      });
    },
    pull: (other) => {
      doc = A.merge(doc, A.clone((other as typeof self).doc()));
    },
  };
  return self;
}

function automergePair(): [EngineReplica, EngineReplica] {
  const a = automergeReplica();
  return [a, automergeReplica(a.doc())];
}

function yjsReplica(): EngineReplica & { doc: Y.Doc } {
  const doc = new Y.Doc();
  const map = doc.getMap<SyncOp>('ops');
  return {
    doc,
    ops: () => map.toJSON() as Record<string, SyncOp>,
    add: (op) => map.set(op.id, JSON.parse(JSON.stringify(op)) as SyncOp),
    pull: (other) => Y.applyUpdate(doc, Y.encodeStateAsUpdate((other as ReturnType<typeof yjsReplica>).doc)),
  };
}

type Cmd = { r: 0 | 1; k: 'append' | 'undo' | 'redo' | 'sync' } | { r: 0 | 1; k: 'resolve'; pick: number };
const side = fc.constantFrom<0 | 1>(0, 1);
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ r: side, k: fc.constantFrom<'append' | 'undo' | 'redo' | 'sync'>('append', 'append', 'undo', 'redo', 'sync', 'sync') }),
  fc.record({ r: side, k: fc.constant<'resolve'>('resolve'), pick: fc.nat(3) }),
);

function check(pair: () => [EngineReplica, EngineReplica], cmds: Cmd[]): void {
  const reps = pair();
  const acked: string[] = [];
  const counters = [0, 0];
  for (const c of cmds) {
    const me = reps[c.r];
    const v = deriveLog(me.ops());
    const id = opId(c.r === 0 ? 'a' : 'b', ++(counters[c.r] as number));
    let op: SyncOp | null = null;
    if (c.k === 'append') op = nextOp(v, id, { kind: 'append', events: [{ type: id }] });
    else if (c.k === 'undo') op = nextOp(v, id, { kind: 'move', cursor: v.cursor - 1 });
    else if (c.k === 'redo') op = nextOp(v, id, { kind: 'move', cursor: v.cursor + 1 });
    else if (c.k === 'resolve') {
      const b = v.conflict?.branches;
      if (b?.length) op = resolveOp(v, id, (b[c.pick % b.length] as { first: string }).first);
    } else reps[1 - c.r]?.pull(me);
    if (op) {
      me.add(op);
      if (op.kind !== 'resolve') acked.push(op.id);
    }
  }
  reps[0].pull(reps[1]);
  reps[1].pull(reps[0]);
  const va = deriveLog(reps[0].ops());
  expect(deriveLog(reps[1].ops())).toEqual(va);
  const seen = new Set([...va.line, ...(va.conflict?.branches.flatMap((b) => b.ops) ?? []), ...va.setAside.flatMap((s) => s.branch.ops)]);
  expect(acked.filter((id) => !seen.has(id))).toEqual([]);
}

const RUNS = 200;

describe('sync engines on the shared-log property', () => {
  it('Automerge: any interleaving converges, nothing acknowledged lost', () => {
    const t0 = performance.now();
    fc.assert(fc.property(fc.array(cmd, { maxLength: 30 }), (cmds) => check(automergePair, cmds)), { numRuns: RUNS });
    console.info(`automerge property: ${RUNS} runs in ${Math.round(performance.now() - t0)} ms`);
  });

  it('Yjs: any interleaving converges, nothing acknowledged lost', () => {
    const t0 = performance.now();
    fc.assert(fc.property(fc.array(cmd, { maxLength: 30 }), (cmds) => check(() => [yjsReplica(), yjsReplica()], cmds)), { numRuns: RUNS });
    console.info(`yjs property: ${RUNS} runs in ${Math.round(performance.now() - t0)} ms`);
  });
});
