import { describe, expect, it } from 'vitest';
import { pose } from '../../../geometry';
import { ev, logState, type GameEvent } from '../../game';
import { fresh, setupOf } from '../../game/testkit.testing';
import { foldLog, foldState, LogFolder } from './fold';

const setup = setupOf();
const meta = { setup, packOverrides: [] };
const events: GameEvent[] = [
  ev({ type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } }),
  ev({ type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: pose(20, 6, 90), velocity: 4, escorts: [] }),
  ev({ type: 'deployShip', player: 'surakari', ship: 'SFP-1', pose: pose(20, 42, 270), velocity: 4, escorts: [] }),
];
/** As storage hands them back: fresh objects every read. */
const stored = (es: readonly GameEvent[]) => JSON.parse(JSON.stringify(es)) as unknown[];

describe('incremental fold of a stored log', () => {
  it('keeps the state after every event, equal to folding from scratch', () => {
    const f = foldLog(null, meta, stored(events));
    expect(f.states).toHaveLength(4);
    const full = logState({ setup, packOverrides: [], events, redo: [] });
    expect(full.ok && foldState(f)).toEqual(full.ok ? full.state : null);
    expect(f.states[0]).toEqual(fresh(setup));
  });

  it('an append folds only the new event; the prefix states are the same objects', () => {
    const f1 = foldLog(null, meta, stored(events.slice(0, 2)));
    const f2 = foldLog(f1, meta, stored(events));
    expect(f2.states[1]).toBe(f1.states[1]);
    expect(f2.states[2]).toBe(f1.states[2]);
    expect(f2.states).toHaveLength(4);
  });

  it('undo (a shorter log) reuses the prefix; a changed event is folded again', () => {
    const f1 = foldLog(null, meta, stored(events));
    const f2 = foldLog(f1, meta, stored(events.slice(0, 2)));
    expect(f2.states).toHaveLength(3);
    expect(f2.states[2]).toBe(f1.states[2]);
    const moved = [...events.slice(0, 2), ev({ type: 'deployShip', player: 'surakari', ship: 'SFP-1', pose: pose(30, 42, 270), velocity: 4, escorts: [] })];
    const f3 = foldLog(f1, meta, stored(moved));
    expect(foldState(f3)?.ships.find((x) => x.id === 'SFP-1')?.pose?.x).toBe(30);
  });

  it('a log that cannot be replayed stops at the failing event and names it', () => {
    const bad = stored([events[0] as GameEvent, { ...(events[2] as GameEvent) }]);
    const f = foldLog(null, meta, bad);
    expect(f.failed?.index).toBe(1);
    expect(f.failed?.reason).toMatch(/^Event 2 \(deployShip\): .*out of turn/);
    expect(f.states).toHaveLength(2);
  });

  it('a damaged set-up is reported, not thrown', () => {
    expect(foldLog(null, { nothing: true }, []).broken).toBe('The stored game has no set-up.');
  });

  it('LogFolder reuses its last fold', () => {
    const folder = new LogFolder();
    const a = folder.fold(meta, stored(events));
    const b = folder.fold(meta, stored(events));
    expect(b.states[3]).toBe(a.states[3]);
  });
});
