// A shared game's document as today's app saves it (version 1: one flat `ops` map), kept as the engine's own bytes:
// whatever a later version of the document changes (src/store/README.md: ops in buckets, designed), a game shared
// before must still read to the same log, pass its gate and take new ops as version 1.
import * as A from '@automerge/automerge';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPANION_GATES } from '../../../src/companions/gate';
import { CompanionSharedGate } from '../../../src/companions/sharedGate';
import { addOp, readSharedDoc, type SharedGameDoc } from '../../../src/store/sync/doc';

const bytes = () => new Uint8Array(Buffer.from(readFileSync(new URL('./fixtures/shared-v1.automerge.b64', import.meta.url), 'utf8').trim(), 'base64'));
const e1 = { type: 'economy', workers: { forest: 1 }, extra: {}, influence: 0 };
const e2 = { type: 'adjust', house: 1, delta: { gold: 2 }, note: 'tithe' };
const afterUndo = { type: 'adjust', house: 2, delta: { gold: 3 }, note: 'after the undo' };

describe('a version-1 shared document saved by the engine (fixture)', () => {
  it('reads to its log: a seed of two events, an action of tablet B undone, then an action after the undo', () => {
    const doc = A.load<SharedGameDoc>(bytes());
    expect(doc.version).toBe(1);
    expect(Object.keys(doc.ops).sort()).toEqual(['a.000001', 'a.000002', 'a.seed', 'b.000001']);
    const r = readSharedDoc(doc);
    if (!r.ok) throw new Error(r.reason);
    expect(r.kind).toBe('nedca');
    expect(r.name).toBe('Fixture game');
    expect(r.log.events).toEqual([e1, e2, afterUndo]);
    expect(r.log.cursor).toBe(3);
    expect(r.log.conflict).toBeFalsy();
    expect(r.log.rejected).toEqual([]);
  });

  it('passes the Nedca gate, and a new op goes in flat at ops[id], still version 1, read the same incrementally and whole', () => {
    let doc = A.load<SharedGameDoc>(bytes(), { actor: 'cc'.repeat(16) });
    const gate = new CompanionSharedGate('nedca', COMPANION_GATES.nedca);
    const first = gate.check(doc);
    if (!first.ok) throw new Error(first.reason);
    expect(first.log.events).toEqual([e1, e2, afterUndo]);
    const more = { type: 'adjust', house: 0, delta: { gold: 1 }, note: 'on a later app' };
    doc = A.change(doc, (d) => addOp(d, { id: 'c.000001', kind: 'append', base: 'a.000002', events: [more] }));
    expect(doc.version).toBe(1);
    expect(doc.ops['c.000001']).toEqual({ id: 'c.000001', kind: 'append', base: 'a.000002', events: [more] });
    const inc = gate.check(doc, new Set(['c.000001']));
    const whole = new CompanionSharedGate('nedca', COMPANION_GATES.nedca).check(doc);
    if (!inc.ok || !whole.ok) throw new Error('refused');
    expect(inc.log.events).toEqual([e1, e2, afterUndo, more]);
    expect(inc.log.events).toEqual(whole.log.events);
    expect(inc.log.cursor).toBe(whole.log.cursor);
  });
});
