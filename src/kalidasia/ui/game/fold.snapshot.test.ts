// Issue 24: opening a long game from a stored snapshot. The state from a snapshot plus the tail equals the full
// fold for any log; the completed fold equals the full fold; a snapshot that does not match its events loses to them.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { seededGames } from '../../game/autopilot.testing';
import { fresh, setupOf } from '../../game/testkit.testing';
import type { GameEvent } from '../../game';
import { foldComplete, foldLog, foldState, LogFolder, snapshotOf, type Folded } from './fold';

const setup = setupOf();
const meta = { setup, packOverrides: [] };
/** As storage hands them back: plain JSON objects. */
const stored = (es: readonly GameEvent[]) => JSON.parse(JSON.stringify(es)) as unknown[];
/** A snapshot as it comes back from storage (structured clone: a copy). */
const snap = (f: Folded, seq: number) => ({ seq, state: structuredClone(snapshotOf(f.states[seq] as NonNullable<Folded['states'][number]>)) });
/** The fold without its identity-only fields, for equality. */
const plain = (f: Folded) => ({ states: f.states.map((s) => JSON.parse(JSON.stringify(snapshotOf(s).state)) as unknown), events: f.events, failed: f.failed, broken: f.broken });

const gameOf = seededGames(() => fresh(setup), 160);

describe('a fold from a snapshot', () => {
  it('property: for any log and any snapshot in it, snapshot + tail gives the full fold’s state; completed, every state and event', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 2, max: 160 }), fc.double({ min: 0, max: 1, noNaN: true }), (seed, len, where) => {
        const raws = stored(gameOf(seed).slice(0, len));
        const full = foldLog(null, meta, raws);
        const seq = Math.max(1, Math.min(raws.length - 1, Math.floor(where * raws.length)));
        if (seq < 1 || seq > raws.length) return;
        const part = foldLog(null, meta, raws, snap(full, seq));
        expect(part.from).toBe(seq);
        expect(part.events.length).toBe(full.events.length);
        expect(JSON.stringify(snapshotOf(foldState(part)!).state)).toBe(JSON.stringify(snapshotOf(foldState(full)!).state));
        expect(foldState(part)!.pack).toBe(foldState(full)!.pack);
        const done = foldComplete(part);
        expect(done.from).toBe(0);
        expect(plain(done)).toEqual(plain(full));
        // The same, a slice at a time.
        const folder = new LogFolder();
        folder.fold(meta, raws, snap(full, seq));
        let t = 0;
        while (!folder.completeSome(1, () => (t += 0.4))) {
          /* a few events per call */
        }
        expect(plain(folder.fold(meta, raws))).toEqual(plain(full));
      }),
      { numRuns: 40 },
    );
    // 40 folds of up to 160 events, each folded three ways: CPU work that takes 8 s alone on a loaded 2-core machine
    // and more beside the other test threads; the limit guards against a hang, it measures nothing.
  }, 90_000);

  it('a snapshot whose state is not what its events give loses to the events (the fold of the events alone)', () => {
    const raws = stored(gameOf(2).slice(0, 120));
    const full = foldLog(null, meta, raws);
    const bad = snap(full, 100);
    (bad.state as { state: { turn: number } }).state.turn += 5;
    const part = foldLog(null, meta, raws, bad);
    expect(part.from).toBe(100);
    expect(plain(foldComplete(part))).toEqual(plain(full));
    const folder = new LogFolder();
    folder.fold(meta, raws, bad);
    expect(folder.completeSome(1000)).toBe(true);
    expect(plain(folder.fold(meta, raws))).toEqual(plain(full));
  });

  it('a snapshot of another app version, one not shaped like a state, or past the log is not used', () => {
    const raws = stored(gameOf(3).slice(0, 60));
    const full = foldLog(null, meta, raws);
    const s = snap(full, 50);
    expect(foldLog(null, meta, raws, { ...s, state: { ...(s.state as object), app: 'another' } }).from).toBe(0);
    const { ships: _ships, ...noShips } = (s.state as { state: Record<string, unknown> }).state;
    expect(foldLog(null, meta, raws, { seq: 50, state: { app: 'test', state: noShips } }).from).toBe(0);
    expect(foldLog(null, meta, raws, { seq: 50, state: null }).from).toBe(0);
    expect(foldLog(null, meta, raws.slice(0, 40), s).from).toBe(0);
    expect(plain(foldLog(null, meta, raws, { seq: 50, state: 'damaged' }))).toEqual(plain(full));
  });

  it('an append continues the partial fold; an undo below the snapshot completes it first; both equal the full fold', () => {
    const all = stored(gameOf(4).slice(0, 140));
    const raws = all.slice(0, 120);
    const full = foldLog(null, meta, raws);
    const part = foldLog(null, meta, raws, snap(full, 100));
    // Append: the stored events keep their identity (useEventLog), the new ones are folded on the partial fold.
    const more = [...raws, ...all.slice(120, 130)];
    const appended = foldLog(part, meta, more);
    expect(appended.from).toBe(100);
    expect(plain(foldComplete(appended))).toEqual(plain(foldLog(null, meta, more)));
    // Undo below the snapshot: the events before it are needed, so the fold completes.
    const undone = foldLog(part, meta, raws.slice(0, 90));
    expect(undone.from).toBe(0);
    expect(plain(undone)).toEqual(plain(foldLog(null, meta, raws.slice(0, 90))));
    // The events re-read as new objects (another tab, a reload): completed first, then compared as JSON.
    const reread = foldLog(part, meta, stored(gameOf(4).slice(0, 120)));
    expect(reread.from).toBe(0);
    expect(plain(reread)).toEqual(plain(full));
  });
});
