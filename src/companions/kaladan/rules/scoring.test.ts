import { describe, expect, it } from 'vitest';
import { leaders, scoreOf, soleRuler } from './scoring';

describe('scoring — "6. Ending the Game"', () => {
  it('5 per crown killed, 3 per castle, 2 per scalp, 2 per other tile', () => {
    expect(scoreOf(0, 1, 2, 3, 4).points).toBe(5 + 6 + 6 + 8);
    expect(scoreOf(1, 0, 0, 0, 0).points).toBe(0);
  });
  it('the most points wins; ties share; eliminated players cannot win', () => {
    const s = [scoreOf(0, 0, 1, 0, 2), scoreOf(1, 1, 0, 0, 0), scoreOf(2, 2, 0, 0, 0)];
    expect(leaders(s, [true, true, true])).toEqual([2]);
    expect(leaders(s, [true, true, false])).toEqual([0]);
    expect(leaders([scoreOf(0, 1, 0, 0, 0), scoreOf(1, 1, 0, 0, 0)], [true, true])).toEqual([0, 1]);
  });
  it('the sole ruler when one Crown remains', () => {
    expect(soleRuler([false, true, false])).toBe(1);
    expect(soleRuler([true, true])).toBeNull();
  });
});
