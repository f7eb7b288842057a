// Issue 24: a fold from a snapshot whose earlier events are not read yet (holes). It never folds a hole: what would
// need one waits; appends at the end go on from the snapshot; once read, the events complete it to the full fold.
import { describe, expect, it } from 'vitest';
import { autoPlay } from '../../game/autopilot.testing';
import { fresh, setupOf } from '../../game/testkit.testing';
import { foldLog, foldState, LogFolder, snapshotFits, snapshotOf, type Folded } from './fold';

const setup = setupOf();
const meta = { setup, packOverrides: [] };
const raws = JSON.parse(JSON.stringify(autoPlay(fresh(setup), 4, 120).events)) as unknown[];
const plain = (f: Folded) => ({ states: f.states.map((s) => JSON.stringify(snapshotOf(s).state)), failed: f.failed });
const snap = (f: Folded, seq: number) => ({ seq, state: structuredClone(snapshotOf(f.states[seq]!)) });
/** The first `n` events with the first `holes` not read. */
const withHoles = (n: number, holes: number) => {
  const out = raws.slice(0, n);
  for (let i = 0; i < holes; i++) delete out[i];
  return out;
};

describe('a fold from a snapshot before its earlier events are read', () => {
  it('appends at the end go on from the snapshot; the events, once read, complete it to the full fold', () => {
    expect(raws.length).toBeGreaterThan(100);
    const full = foldLog(null, meta, raws.slice(0, 100));
    const folder = new LogFolder();
    const part = folder.fold(meta, withHoles(90, 60), snap(full, 60), 60);
    expect(part.from).toBe(60);
    expect(part.unloaded).toBe(60);
    expect(folder.complete()?.from).toBe(60); // cannot complete over holes
    const longer = part.raws.slice().concat(raws.slice(90, 100));
    const appended = folder.fold(meta, longer, null, 60);
    expect(appended.from).toBe(60);
    expect(JSON.stringify(snapshotOf(foldState(appended)!).state)).toBe(JSON.stringify(snapshotOf(foldState(full)!).state));
    const read = longer.slice();
    for (let i = 0; i < 60; i++) read[i] = raws[i];
    expect(folder.fold(meta, read, null, 0).from).toBe(60);
    expect(plain(folder.complete()!)).toEqual(plain(full));
  });

  it('waits (folds nothing) when it would need a hole: no usable snapshot, or the cursor below the snapshot; read, it is the full fold', () => {
    const full = foldLog(null, meta, raws.slice(0, 80));
    // A snapshot of another app version is not usable: the tail alone cannot be folded.
    const other = { seq: 50, state: { ...snapshotOf(full.states[50]!), app: 'another version' } };
    expect(snapshotFits(other.state)).toBe(false);
    expect(foldLog(null, meta, withHoles(80, 50), other, 50).waiting).toBe(true);
    expect(foldLog(null, meta, withHoles(80, 50), null, 50).waiting).toBe(true);
    // Opened from the snapshot, then the cursor moves below it (another tab's undo) before the events are read.
    const folder = new LogFolder();
    expect(folder.fold(meta, withHoles(80, 50), snap(full, 50), 50).from).toBe(50);
    const below = folder.fold(meta, withHoles(40, 40), null, 40);
    expect(below.waiting).toBe(true);
    expect(foldState(below)).toBeNull();
    expect(folder.completeSome(1000)).toBe(true); // nothing to complete: it holds no fold
    const read = folder.fold(meta, raws.slice(0, 40), null, 0);
    expect(read.waiting).toBeUndefined();
    expect(plain(read)).toEqual(plain(foldLog(null, meta, raws.slice(0, 40))));
  });

  it('a snapshot the events, once read, do not reach loses to them', () => {
    const full = foldLog(null, meta, raws.slice(0, 80));
    const bad = snap(full, 50);
    (bad.state.state as { turn: number }).turn += 4;
    const folder = new LogFolder();
    folder.fold(meta, withHoles(80, 50), bad, 50);
    expect(folder.completeSome(1000)).toBe(false); // not read yet
    folder.fold(meta, raws.slice(0, 80), null, 0);
    while (!folder.completeSome(1000)) {
      /* until done */
    }
    expect(plain(folder.fold(meta, raws.slice(0, 80)))).toEqual(plain(full));
  });
});
