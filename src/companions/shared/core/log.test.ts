import { describe, expect, it } from 'vitest';
import { foldStored, ok, refuse, type Reducer } from './log';

type E = { add: number };
const reducer: Reducer<number, E> = (s, e) => (e.add < 0 ? refuse(`cannot add ${e.add}`) : ok(s + e.add));

describe('foldStored', () => {
  it('replays every event from the set-up', () => {
    expect(foldStored((n: number) => n, 1, [{ add: 2 }, { add: 3 }], reducer)).toEqual({ state: 6, replayed: 2, error: null });
  });

  it('reports a set-up that throws instead of throwing (no state)', () => {
    const initial = (): number => {
      throw new Error('no players');
    };
    expect(foldStored(initial, 0, [{ add: 1 }], reducer)).toEqual({ state: null, replayed: 0, error: 'its set-up could not be read (no players)' });
  });

  it('stops at a refused event and keeps the state before it', () => {
    const events = [{ add: 2 }, { add: -1 }, { add: 5 }];
    expect(foldStored((n: number) => n, 0, events, reducer)).toEqual({ state: 2, replayed: 1, error: 'action 2 of 3 could not be replayed (cannot add -1)' });
    expect(events).toEqual([{ add: 2 }, { add: -1 }, { add: 5 }]);
  });

  it('reports a reducer that throws', () => {
    const throwing: Reducer<number, E> = () => {
      throw new Error('boom');
    };
    expect(foldStored((n: number) => n, 0, [{ add: 1 }], throwing)).toEqual({ state: 0, replayed: 0, error: 'action 1 of 1 could not be replayed (boom)' });
  });
});
