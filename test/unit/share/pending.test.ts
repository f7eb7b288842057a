// Issue 26: "N actions waiting" clears only when the server confirms it holds them, never on reconnection alone.
import { describe, expect, it } from 'vitest';
import { PendingChanges } from '../../../src/ui/share/pending';

describe('PendingChanges', () => {
  it('counts actions sent until the server’s heads name them (or a later one of ours)', () => {
    const p = new PendingChanges();
    p.sent(['c1']);
    p.sent(['c2']);
    p.sent(['c3']);
    expect(p.count).toBe(3);
    // The server reports heads that hold c2 (and so c1): c3 still waits.
    p.confirm(['c2'], ['c3']);
    expect(p.count).toBe(1);
    expect(p.list()).toEqual(['c3']);
  });
  it('the server holding every head of ours clears all', () => {
    const p = new PendingChanges(['a', 'b']);
    p.confirm(['b', 'x'], ['b', 'x']);
    expect(p.count).toBe(0);
  });
  it('heads the server reports without ours (it has not got them yet) confirm nothing', () => {
    const p = new PendingChanges(['a', 'b']);
    p.confirm(['old'], ['b']);
    expect(p.count).toBe(2);
    p.confirm([], ['b']);
    expect(p.count).toBe(2);
  });
  it('kept across a reload (the saved list)', () => {
    const p = new PendingChanges(['a']);
    p.sent(['a']);
    expect(p.list()).toEqual(['a']);
  });
});
