// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ok, refuse } from '../core/log';
import type { CompanionGameRecord } from '../../../store/types';
import type { CompanionDef } from './types';
import { foldRecord } from './useCompanionGame';
import { logLines, type LogMemo } from './LogPanel';

type E = { add: number };
const def: CompanionDef<number, E, { start: number }> = {
  key: 'caleda',
  title: 'Test',
  initial(setup) {
    if (typeof setup?.start !== 'number') throw new Error('the start value is missing');
    return setup.start;
  },
  reducer: (s, e) => (e.add < 0 ? refuse('negative') : ok(s + e.add)),
  describe: (e, before) => `${before} + ${e.add}`,
};

const record = (setup: unknown, events: E[]): CompanionGameRecord => ({
  id: 'x',
  game: 'caleda',
  name: 'Friday night',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  setup,
  events: events as unknown as Record<string, unknown>[],
  redo: [],
});

describe('opening a saved game (shared layer)', () => {
  it('a set-up that makes initial throw gives a message naming the game and what failed; the record is untouched', () => {
    const rec = record({}, [{ add: 1 }]);
    const before = structuredClone(rec);
    const r = foldRecord(def, rec);
    expect(r.state).toBeNull();
    expect(r.message).toBe('The saved Test game “Friday night” cannot be opened: its set-up could not be read (the start value is missing). Nothing has been changed in it.');
    expect(rec).toEqual(before);
  });

  it('a log with an event the reducer refuses names the action', () => {
    const r = foldRecord(def, record({ start: 1 }, [{ add: 1 }, { add: -3 }]));
    expect([r.state, r.message]).toEqual([2, 'The saved Test game “Friday night” cannot be opened: action 2 of 2 could not be replayed (negative). Nothing has been changed in it.']);
  });

  it('a clean record opens with no message', () => {
    expect(foldRecord(def, record({ start: 1 }, [{ add: 4 }]))).toEqual({ state: 5, replayed: 1, error: null, message: null });
  });

  it('the log lines never throw, even when the set-up or an event is bad', () => {
    expect(logLines(def, { start: 1 }, [{ add: 2 }, { add: -1 }, { add: 3 }])).toEqual(['1 + 2', 'Action 2 (cannot be replayed)', 'Action 3 (cannot be replayed)']);
    expect(logLines(def, {} as { start: number }, [{ add: 2 }])).toEqual(['Action 1 (the set-up cannot be read)']);
  });

  it('with a memo, the log describes only the new events and gives the same lines; a shorter log starts again', () => {
    let described = 0;
    const counting = { ...def, describe: (e: E, before: number) => (described++, `${before} + ${e.add}`) };
    const memo: LogMemo<number, E> = { events: [], lines: [], state: null };
    const a = [{ add: 1 }, { add: 2 }];
    expect(logLines(counting, { start: 0 }, a, memo)).toEqual(['0 + 1', '1 + 2']);
    const b = [...a, { add: 3 }];
    expect(logLines(counting, { start: 0 }, b, memo)).toEqual(logLines(def, { start: 0 }, b));
    expect(described).toBe(3);
    expect(logLines(counting, { start: 0 }, b.slice(0, 1), memo)).toEqual(['0 + 1']);
    expect(described).toBe(4);
  });
});
