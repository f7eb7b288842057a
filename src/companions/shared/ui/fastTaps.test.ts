// @vitest-environment jsdom
// Companion forms answer every tap (issue 27 item 7): taps made while earlier ones are saving are checked at once
// against the game with the pending ones applied, then queued and stored in order; a tap the rules refuse in
// that light gets its reason back (shown beside the control by the screen). None is dropped in silence.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, refuse } from '../core/log';
import { eventLogOn } from '../../../store/eventLog';
import { getDatabase } from '../../../store/runtime';
import type { CompanionDef } from './types';
import { useCompanionGame } from './useCompanionGame';

type E = { add: number };
const def: CompanionDef<number, E, { start: number }> = {
  key: 'caleda',
  title: 'Test',
  initial: (setup) => setup.start,
  // A track that stops at 40: taps past it are refused.
  reducer: (s, e) => (s + e.add > 40 ? refuse(`the track ends at 40 (now ${s})`) : ok(s + e.add)),
  describe: (e, before) => `${before} + ${e.add}`,
};

describe('companion forms: 48 fast taps', () => {
  it('every tap is stored or refused with a reason: 40 stored, 8 refused at the end of the track, 0 silent', async () => {
    const created = await eventLogOn(getDatabase).logCreate('caleda', 'Fast taps', { start: 0 }, []);
    if (!created.ok) throw new Error(created.message);
    const { result, unmount } = renderHook(() => useCompanionGame(def, created.head.id));
    await vi.waitFor(() => expect(result.current.status).toBe('ready'));
    const answers: (string | null)[] = [];
    // 48 taps in one go, each from the handle as the screen last rendered it: nothing is stored before the last.
    act(() => {
      for (let i = 0; i < 48; i++) answers.push(result.current.dispatch({ add: 1 }));
    });
    const accepted = answers.filter((a) => a === null).length;
    const refused = answers.filter((a) => a !== null);
    expect(accepted).toBe(40);
    expect(refused.length).toBe(8);
    for (const r of refused) expect(r).toMatch(/^the track ends at 40/);
    // Accepted ones are pending (shown as "Saving…") until stored, then stored in order.
    await vi.waitFor(() => expect(result.current.events.length).toBe(40));
    expect(result.current.pending).toEqual([]);
    expect(result.current.state).toBe(40);
    const stored = await eventLogOn(getDatabase).logRead(created.head.id);
    expect(stored?.events.length).toBe(40);
    expect(result.current.storageError).toBeNull();
    unmount();
  });
});
