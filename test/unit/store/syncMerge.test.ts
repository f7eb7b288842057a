import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveLog, localOp, mergeOps, nextOp, opId, resolveOp, ROOT, type SyncOp } from '../../../src/store/sync/merge';

/** One tablet: the ops it holds and the ids of the actions it acknowledged (stored locally, shown). */
class Replica {
  ops: Record<string, SyncOp> = {};
  acked: string[] = [];
  private n = 0;
  constructor(readonly actor: string) {}
  view() {
    return deriveLog(this.ops);
  }
  private add(op: SyncOp | null): void {
    if (!op) return;
    this.ops[op.id] = op;
    if (op.kind !== 'resolve') this.acked.push(op.id);
  }
  append(tag: string): void {
    this.add(nextOp(this.view(), opId(this.actor, ++this.n), { kind: 'append', events: [{ type: tag }] }));
  }
  undo(): void {
    const v = this.view();
    this.add(nextOp(v, opId(this.actor, ++this.n), { kind: 'move', cursor: v.cursor - 1 }));
  }
  redo(): void {
    const v = this.view();
    this.add(nextOp(v, opId(this.actor, ++this.n), { kind: 'move', cursor: v.cursor + 1 }));
  }
  resolve(pick: number): void {
    const v = this.view();
    const b = v.conflict?.branches;
    if (!b?.length) return;
    this.add(resolveOp(v, opId(this.actor, ++this.n), (b[pick % b.length] as { first: string }).first));
  }
  receive(ops: Record<string, SyncOp>, keep?: (id: string) => boolean): void {
    const sent = keep ? Object.fromEntries(Object.entries(ops).filter(([id]) => keep(id))) : ops;
    this.ops = mergeOps(this.ops, sent);
  }
}

type Cmd =
  | { r: 0 | 1; k: 'append' | 'undo' | 'redo' }
  | { r: 0 | 1; k: 'resolve'; pick: number }
  | { r: 0 | 1; k: 'sync' }
  /** Only some ops arrive (a connection cut mid-sync). */
  | { r: 0 | 1; k: 'partial'; mask: number };

const side = fc.constantFrom<0 | 1>(0, 1);
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ r: side, k: fc.constantFrom<'append' | 'undo' | 'redo'>('append', 'append', 'undo', 'redo') }),
  fc.record({ r: side, k: fc.constant<'resolve'>('resolve'), pick: fc.nat(3) }),
  fc.record({ r: side, k: fc.constant<'sync'>('sync') }),
  fc.record({ r: side, k: fc.constant<'partial'>('partial'), mask: fc.nat(1023) }),
);

function run(cmds: Cmd[]): [Replica, Replica] {
  const reps: [Replica, Replica] = [new Replica('a'), new Replica('b')];
  let tag = 0;
  for (const c of cmds) {
    const me = reps[c.r];
    const other = reps[1 - c.r] as Replica;
    if (c.k === 'append') me.append(`${me.actor}${++tag}`);
    else if (c.k === 'undo') me.undo();
    else if (c.k === 'redo') me.redo();
    else if (c.k === 'resolve') me.resolve(c.pick);
    else if (c.k === 'sync') other.receive(me.ops);
    else if (c.k === 'partial') {
      let i = 0;
      other.receive(me.ops, () => ((c.mask >> i++ % 10) & 1) === 1);
    }
  }
  return reps;
}

function accounted(v: ReturnType<typeof deriveLog>): Set<string> {
  const s = new Set(v.line);
  for (const b of v.conflict?.branches ?? []) for (const id of b.ops) s.add(id);
  for (const a of v.setAside) for (const id of a.branch.ops) s.add(id);
  return s;
}

describe('shared log merge (any interleaving of two tablets)', () => {
  it('merged in any order, both replicas show the same log, and every acknowledged action is in it or shown as a conflict', () => {
    fc.assert(
      fc.property(fc.array(cmd, { maxLength: 40 }), fc.array(fc.nat(), { maxLength: 8 }), (cmds, shuffle) => {
        const [a, b] = run(cmds);
        // Both sync fully, in either direction order.
        a.receive(b.ops);
        b.receive(a.ops);
        const va = a.view();
        const vb = b.view();
        expect(vb).toEqual(va);
        // Any arrival order of the ops gives the same log.
        const list = Object.values(a.ops);
        for (const k of shuffle) {
          const i = k % Math.max(1, list.length);
          list.push(...list.splice(i, 1));
        }
        const rebuilt: Record<string, SyncOp> = {};
        for (const op of list.reverse()) rebuilt[op.id] = op;
        expect(deriveLog(rebuilt)).toEqual(va);
        // Nothing acknowledged is lost: every action either tablet stored is on the line, in a conflict's branch or set aside.
        const seen = accounted(va);
        for (const id of [...a.acked, ...b.acked]) expect(seen.has(id), `action ${id} lost`).toBe(true);
        expect(va.waiting).toEqual([]);
        expect(va.rejected).toEqual([]);
        // Never ordered in silence: the line passes a position with two ops only where a resolve chose.
        const ops = Object.values(a.ops);
        const silent = va.line.filter((id) => {
          const op = a.ops[id] as SyncOp & { base: string };
          const siblings = ops.filter((o) => o.kind !== 'resolve' && o.base === op.base);
          return siblings.length > 1 && !ops.some((o) => o.kind === 'resolve' && o.at === op.base && o.keep === id);
        });
        expect(silent).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('two appends from one position are a conflict showing both; a resolve settles it, the other branch set aside', () => {
    const [a, b] = run([
      { r: 0, k: 'append' },
      { r: 0, k: 'sync' },
      { r: 0, k: 'append' },
      { r: 1, k: 'append' },
      { r: 0, k: 'sync' },
      { r: 1, k: 'sync' },
    ]);
    const v = a.view();
    expect(v.events).toEqual([{ type: 'a1' }]);
    expect(v.conflict?.branches.map((x) => x.events)).toEqual([[{ type: 'a2' }], [{ type: 'b3' }]]);
    expect(nextOp(v, 'a.x', { kind: 'append', events: [] })).toBeNull();
    b.resolve(1);
    a.receive(b.ops);
    const after = a.view();
    expect(after.conflict).toBeNull();
    expect(after.events).toEqual([{ type: 'a1' }, { type: 'b3' }]);
    expect(after.setAside.map((s) => s.branch.events)).toEqual([[{ type: 'a2' }]]);
  });

  it('disagreeing resolves made at once keep the conflict, with both choices; a later resolve settles it', () => {
    const [a, b] = run([{ r: 0, k: 'append' }, { r: 1, k: 'append' }, { r: 0, k: 'sync' }, { r: 1, k: 'sync' }, { r: 0, k: 'resolve', pick: 0 }, { r: 1, k: 'resolve', pick: 1 }, { r: 0, k: 'sync' }, { r: 1, k: 'sync' }]);
    const v = a.view();
    expect(v.conflict?.choices.length).toBe(2);
    expect(b.view()).toEqual(v);
    a.resolve(0);
    b.receive(a.ops);
    expect(b.view().conflict).toBeNull();
    expect(b.view().events).toEqual([{ type: 'a1' }]);
  });

  it('a hostile document: malformed ops and a move past the end are named and not applied', () => {
    const v = deriveLog({
      x: { id: 'x', kind: 'append', base: ROOT, events: [{ type: 'e' }] },
      y: { id: 'y', kind: 'move', base: 'x', cursor: 9 },
      z: 'garbage',
      w: { id: 'other', kind: 'append', base: ROOT, events: [] },
    });
    expect(v.events).toEqual([{ type: 'e' }]);
    expect(v.rejected.map((r) => r.id).sort()).toEqual(['w', 'y', 'z']);
  });
});

describe('local actions on the projected log become ops', () => {
  const shown = deriveLog({ x: { id: 'x', kind: 'append', base: ROOT, events: [{ type: 'a' }, { type: 'b' }] } });
  it('an append after the cursor, an undo, nothing', () => {
    expect(localOp(shown, { events: [{ type: 'a' }, { type: 'b' }, { type: 'c' }], cursor: 3 }, 'y')).toEqual({ id: 'y', kind: 'append', base: 'x', events: [{ type: 'c' }] });
    expect(localOp(shown, { events: [{ type: 'a' }, { type: 'b' }], cursor: 1 }, 'y')).toEqual({ id: 'y', kind: 'move', base: 'x', cursor: 1 });
    expect(localOp(shown, { events: [{ type: 'a' }, { type: 'b' }], cursor: 2 }, 'y')).toBeNull();
  });
});
