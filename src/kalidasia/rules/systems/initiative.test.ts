import { describe, expect, it } from 'vitest';
import { SHIPPED_PACK } from '../../data/pack';
import { initiativeBonus, initiativeResolve, reverseInitiative } from './initiative';

describe('initiative', () => {
  it('rulebook example: the Surakari captain turns a 4 against a 5 into a win', () => {
    // "The Surakari player rolls 4 for their initiative, while the Heragul Empire player rolls a 5. The Surakari
    // player ... uses their captain upgrade card to add two to the initiative roll. Now, with a total of six,
    // the Surakari player has won the initiative."
    const bonus = initiativeBonus(SHIPPED_PACK, ['captain']);
    expect(bonus).toBe(2);
    const without = initiativeResolve([
      { player: 'surakari', roll: 4, bonus: 0 },
      { player: 'heragul', roll: 5, bonus: 0 },
    ]);
    expect(without.kind === 'order' && without.order).toEqual(['heragul', 'surakari']);
    const r = initiativeResolve([
      { player: 'surakari', roll: 4, bonus },
      { player: 'heragul', roll: 5, bonus: 0 },
    ]);
    expect(r).toEqual({ kind: 'order', order: ['surakari', 'heragul'], totals: { surakari: 6, heragul: 5 } });
    expect(r.kind === 'order' && reverseInitiative(r.order)).toEqual(['heragul', 'surakari']);
  });

  it('asks tied players to re-roll', () => {
    const r = initiativeResolve([
      { player: 'a', roll: 3, bonus: 0 },
      { player: 'b', roll: 1, bonus: 2 },
      { player: 'c', roll: 6, bonus: 0 },
    ]);
    expect(r.kind === 'reroll' && r.players).toEqual(['a', 'b']);
  });

  it('ignores cards without an initiative bonus', () => {
    expect(initiativeBonus(SHIPPED_PACK, ['reinforcedArmor', 'unknown'])).toBe(0);
  });
});
