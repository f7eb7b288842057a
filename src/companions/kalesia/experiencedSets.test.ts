/**
 * Audit: Kalesia "Variant for Experienced Players" — "Each player starts the game with one set of cards (remove
 * any leftover sets from the game)". With one set per player only `players` copies of each weapon are in the game,
 * not the box's five: a round can show no more than that (failed before the fix, which counted five per box).
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../shared/core/log';
import { applyKalesia, initialKalesia, weaponPoolOf, type KalesiaEvent, type KalesiaSetup } from './reducer';
import { totalsMax, type Weapon } from './rules/hand';

const C = (value: number): Weapon => ({ alliance: 'centaur', value });
const M = (value: number): Weapon => ({ alliance: 'mermaid', value });
const F = (value: number): Weapon => ({ alliance: 'forest', value });
const inOrder = Array.from({ length: 25 }, (_, i) => i + 1);
const sets: KalesiaSetup = { players: ['Ann', 'Bo', 'Cy'], layout: inOrder, variant: 'experienced-sets' };
const hand = (...plays: Weapon[][]): KalesiaEvent => ({ type: 'playHand', plays });
const reason = (r: ReturnType<typeof applyKalesia>): string => (r.ok ? 'accepted' : r.reason);

/**
 * Round 1 played from three identical sets (each player plays their eight Centaurs and Mermaids and keeps the three
 * Forests): areas 1–4 go Centaurs, Mermaids, Centaurs, Mermaids (no temple), then the pass.
 */
const round1: KalesiaEvent[] = [
  hand([C(4), M(1)], [C(4), M(1)], [C(4), M(1)]),
  hand([C(1), M(4)], [C(1), M(4)], [C(1), M(4)]),
  hand([C(3), M(2)], [C(3), M(2)], [C(3), M(2)]),
  hand([C(2), M(3)], [C(2), M(3)], [C(2), M(3)]),
  { type: 'passCards' },
];

describe('Kalesia "Variant for Experienced Players": one set per player, leftover sets removed', () => {
  it('three players hold three sets: a fourth Forest 3 in one round is refused, naming the rule', () => {
    const s = replay(initialKalesia(sets), round1, applyKalesia);
    // Three sets hold three Forest 3: four in one hand cannot be on the table.
    const r = applyKalesia(s, hand([F(3), F(3)], [F(3), F(3)], [C(1), M(1)]));
    expect(reason(r)).toBe(
      'Only 3 "Forest 3" weapons are in the players\' sets (one set per player): 0 were played earlier this round and this hand adds 4. (Rules: Kalesia "Variant for Experienced Players")',
    );
    // Three of them is what the sets hold: accepted.
    expect(applyKalesia(s, hand([F(3), C(1)], [F(3), M(1)], [F(3), F(2)])).ok).toBe(true);
  });

  it('totals only: the Forest cannot reach more than three sets make (3 × 3 + 3 × 2 = 15 with six cards)', () => {
    const s = replay(initialKalesia(sets), round1, applyKalesia);
    expect(totalsMax(3, weaponPoolOf(s), [])).toEqual({ centaur: 21, mermaid: 21, forest: 15 });
    const r = applyKalesia(s, { type: 'playTotals', totals: { centaur: 0, mermaid: 0, forest: 16 } });
    expect(reason(r)).toBe(
      'The Forest total 16 is more than six cards can make: the highest Forest cards still in the players\' sets this round give 3 × 3 + 3 × 2 = 15. (Rules: Kalesia "Variant for Experienced Players")',
    );
  });

  it('the standard game keeps the box: five of each value (provisional reading unchanged)', () => {
    const std = replay(initialKalesia({ ...sets, variant: 'standard' }), round1, applyKalesia);
    expect(applyKalesia(std, hand([F(3), F(3)], [F(3), F(3)], [F(3), M(1)])).ok).toBe(true);
    expect(weaponPoolOf(std)).toEqual({ copies: 5, where: 'the box', section: 'Contents' });
  });

  it('two boxes and ten players with one set each: ten copies of each weapon', () => {
    const ten = initialKalesia({ players: Array.from({ length: 10 }, (_, i) => `P${i + 1}`), layout: inOrder, variant: 'experienced-sets' });
    expect(weaponPoolOf(ten).copies).toBe(10);
    const six = initialKalesia({ players: Array.from({ length: 6 }, (_, i) => `P${i + 1}`), layout: inOrder, variant: 'experienced-sets' });
    expect(weaponPoolOf(six).copies).toBe(6);
  });
});
