import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { battleDraftOf, newBattleDraft } from './battleDraft';
import { go, three } from './reducer.fixture';
import { initialNedca } from './rules/state';

describe('the battle draft (kept over a reload)', () => {
  const s = go(initialNedca(three), { type: 'economy', workers: {}, extra: {}, influence: 0 }, { type: 'nextPhase' }, { type: 'nextPhase' });

  it('a sound draft of this turn is read back as it was', () => {
    const d = { ...newBattleDraft(s), foe: 2, target: 'worker' as const, attackMod: 1, attackDie: 5 };
    expect(battleDraftOf(JSON.parse(JSON.stringify(d)), s)).toEqual(d);
  });

  it("another turn's draft, or one naming the playing house as its foe, starts again", () => {
    expect(battleDraftOf({ ...newBattleDraft(s), round: 2, attackDie: 4 }, s)).toEqual(newBattleDraft(s));
    expect(battleDraftOf({ ...newBattleDraft(s), house: 1, attackDie: 4 }, s)).toEqual(newBattleDraft(s));
    expect(battleDraftOf({ ...newBattleDraft(s), foe: 0 }, s)).toEqual(newBattleDraft(s));
  });

  it('anything else stored under the draft gives a fresh draft, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const d = battleDraftOf(raw, s);
        expect(d.round).toBe(1);
      }),
    );
    expect(battleDraftOf({ ...newBattleDraft(s), attackDie: 7 }, s).attackDie).toBeNull();
    expect(battleDraftOf({ ...newBattleDraft(s), attacker: 'constructor' }, s).attacker).toBe('knight');
  });
});
