// The shared log kept from the ops that changed (`OpLogView`, src/store/sync/logView.ts): whatever arrives — actions
// from two tablets in any interleaving, partial syncs (ops waiting for their base), conflicts, resolves, malformed
// ops, an op changed or removed, ops named again unchanged — the view gives exactly what deriving the whole op set
// gives; and following one tablet's actions it applies only the new ops (constant work as the game grows).
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OpLogView } from '../../../src/store/sync/logView';
import { deriveLog, nextOp, opId, resolveOp, syncWork, type SyncOp } from '../../../src/store/sync/merge';

/** One tablet making ops from what it shows. */
class Tablet {
  ops: Record<string, SyncOp> = {};
  private n = 0;
  constructor(readonly actor: string) {}
  /** A game of `length` appends, one event each (built directly). */
  static long(actor: string, length: number): Tablet {
    const t = new Tablet(actor);
    let base = 'root';
    for (let i = 0; i < length; i++) {
      const id = opId(actor, ++t.n);
      t.ops[id] = { id, kind: 'append', base, events: [{ type: 'adjust', n: i }] };
      base = id;
    }
    return t;
  }
  private add(op: SyncOp | null): void {
    if (op) this.ops = { ...this.ops, [op.id]: op };
  }
  act(k: 'append' | 'undo' | 'redo' | 'resolve', tag: number, pick: number): void {
    const v = deriveLog(this.ops);
    const id = opId(this.actor, ++this.n);
    if (k === 'append') this.add(nextOp(v, id, { kind: 'append', events: [{ type: 'adjust', n: tag }] }));
    else if (k === 'undo') this.add(nextOp(v, id, { kind: 'move', cursor: v.cursor - 1 }));
    else if (k === 'redo') this.add(nextOp(v, id, { kind: 'move', cursor: v.cursor + 1 }));
    else {
      const b = v.conflict?.branches;
      if (b?.length) this.add(resolveOp(v, id, (b[pick % b.length] as { first: string }).first));
    }
  }
}

type Cmd =
  | { k: 'act'; t: 0 | 1; a: 'append' | 'undo' | 'redo' | 'resolve'; pick: number }
  /** Tablet t receives the other's ops (mask: only some of them — a sync cut short). */
  | { k: 'sync'; t: 0 | 1; mask: number | null }
  /** The observed document gets tablet t's ops (mask: some only). */
  | { k: 'observe'; t: 0 | 1; mask: number | null }
  /** A hostile change of the observed document: a malformed op, an op changed, an op removed. */
  | { k: 'hostile'; how: 'malformed' | 'changed' | 'removed'; pick: number }
  /** The ops named again unchanged (an engine may name an op twice). */
  | { k: 'again'; pick: number };

const t01 = fc.constantFrom<0 | 1>(0, 1);
const mask = fc.option(fc.nat(1023), { nil: null, freq: 2 });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ k: fc.constant('act' as const), t: t01, a: fc.constantFrom('append' as const, 'append' as const, 'undo' as const, 'redo' as const, 'resolve' as const), pick: fc.nat(3) }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('sync' as const), t: t01, mask }) },
  { weight: 6, arbitrary: fc.record({ k: fc.constant('observe' as const), t: t01, mask }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('hostile' as const), how: fc.constantFrom('malformed' as const, 'changed' as const, 'removed' as const), pick: fc.nat(50) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('again' as const), pick: fc.nat(50) }) },
);

function pickSome(ops: Record<string, SyncOp>, m: number | null): Record<string, SyncOp> {
  if (m === null) return ops;
  return Object.fromEntries(Object.entries(ops).filter((_, i) => ((m >> i % 10) & 1) === 1));
}

describe('OpLogView: the log from the ops that changed', () => {
  let runs = 0;
  let incremental = 0;
  it('always equals the log derived whole from the same ops (any interleaving, conflicts, resolves, waiting, hostile ops)', () => {
    fc.assert(
      fc.property(fc.array(cmd, { minLength: 1, maxLength: 40 }), (cmds) => {
        const tablets: [Tablet, Tablet] = [new Tablet('a'), new Tablet('b')];
        let doc: Record<string, unknown> = {};
        const view = new OpLogView();
        let tag = 0;
        runs++;
        for (const c of cmds) {
          const before = doc;
          if (c.k === 'act') tablets[c.t].act(c.a, ++tag, c.pick);
          else if (c.k === 'sync') {
            const from = tablets[c.t === 0 ? 1 : 0];
            tablets[c.t].ops = { ...pickSome(from.ops, c.mask), ...tablets[c.t].ops };
          } else if (c.k === 'observe') doc = { ...doc, ...pickSome(tablets[c.t].ops, c.mask) };
          else if (c.k === 'hostile') {
            const ids = Object.keys(doc);
            const id = ids[c.pick % Math.max(1, ids.length)];
            if (c.how === 'malformed') doc = { ...doc, [`z.${c.pick}`]: { id: `z.${c.pick}`, kind: 'append', base: 7 } };
            else if (id !== undefined && c.how === 'changed') doc = { ...doc, [id]: { ...(doc[id] as object), events: [{ type: 'forged' }] } };
            else if (id !== undefined) {
              const { [id]: _gone, ...rest } = doc;
              doc = rest;
            }
          }
          // What the engine would name: the ids added or changed; a removal is not described (read whole).
          const removed = Object.keys(before).some((id) => !(id in doc));
          const changed = removed ? null : new Set(Object.keys(doc).filter((id) => doc[id] !== before[id]));
          if (c.k === 'again' && changed) for (const id of Object.keys(doc).slice(0, c.pick % 5)) changed.add(id);
          const r = view.read(doc, changed);
          if (!r.whole) incremental++;
          expect(r.log).toEqual(deriveLog(doc));
        }
      }),
      { numRuns: 300 },
    );
    // Most reads took the short way (the property is about that way, not only the whole one).
    expect(incremental).toBeGreaterThan(runs * 3);
  });

  it('following one tablet, each action applies only its own op: the same work at 10 ops as at 1,000', () => {
    const perAction = (length: number) => {
      const t = Tablet.long('a', length);
      const view = new OpLogView();
      view.read(t.ops, null);
      const work: number[] = [];
      for (let i = 0; i < 30; i++) {
        const before = t.ops;
        t.act(i % 5 === 1 ? 'undo' : i % 5 === 2 ? 'redo' : 'append', length + i, 0);
        const changed = new Set(Object.keys(t.ops).filter((id) => t.ops[id] !== before[id]));
        const w0 = syncWork.rebuilt;
        const r = view.read(t.ops, changed);
        work.push(syncWork.rebuilt - w0);
        expect(r.whole).toBe(false);
      }
      expect(view.read(t.ops, new Set()).log).toEqual(deriveLog(t.ops));
      return work;
    };
    const small = perAction(10);
    const big = perAction(1000);
    expect(big).toEqual(small);
    expect(Math.max(...big)).toBe(1);
    // Derived whole, the same action walks every op.
    const t = Tablet.long('a', 1000);
    const w0 = syncWork.rebuilt;
    deriveLog(t.ops);
    expect(syncWork.rebuilt - w0).toBeGreaterThanOrEqual(1000);
  });
});
