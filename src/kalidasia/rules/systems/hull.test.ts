import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QueuedDice, SeededDice } from '../../../dice';
import { SHIPPED_PACK } from '../../data/pack';
import { shipClass } from '../../data/lookup';
import { destructionCheck, destructionCheckNeeded, hullDamageText, hullTokens } from './hull';

describe('hull damage and destruction', () => {
  it('rulebook example: a Surakari frigate with seven hull', () => {
    const hull = shipClass(SHIPPED_PACK, 'SFP').hull;
    expect(hull).toBe(7);
    // "For the first seven points of hull damage it receives, place the tokens with the yellow side face up."
    expect(hullTokens(hull, 7)).toEqual({ yellow: 7, red: 0 });
    expect(destructionCheckNeeded(hull, 7, 1)).toBe(false);
    // "the frigate has suffered a total of eight points of hull damage(7 yellow, 1 red). It must make a
    // destruction check with one die, rolling a 3."
    expect(hullTokens(hull, 8)).toEqual({ yellow: 7, red: 1 });
    expect(destructionCheckNeeded(hull, 8, 1)).toBe(true);
    expect(destructionCheck(1, [3])).toEqual({ ok: true, destroyed: false, fatal: [] });
    // "The next power battery ... inflicts two points of hull damage, giving the frigate a total of 3 red
    // tokens. This time it rolls a 4,5, and 1, destroying the frigate."
    expect(hullTokens(hull, 10)).toEqual({ yellow: 7, red: 3 });
    expect(destructionCheck(3, [4, 5, 1])).toEqual({ ok: true, destroyed: true, fatal: [1] });
  });

  it('asks for exactly one die per red token', () => {
    expect(destructionCheck(3, [4, 5])).toEqual({ ok: false, reason: 'Roll one die per red damage token: 3 needed, 2 given.' });
    expect(destructionCheck(1, [7]).ok).toBe(false);
  });

  it('always splits damage into yellow up to the hull and red beyond (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), fc.nat(40), (hull, damage) => {
        const t = hullTokens(hull, damage);
        expect(t.yellow + t.red).toBe(damage);
        expect(t.yellow).toBeLessThanOrEqual(hull);
        expect(t.red > 0).toBe(damage > hull);
      }),
    );
  });

  it('destroys exactly when some die shows 1 or 2 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 8 }), (dice) => {
        const r = destructionCheck(dice.length, dice);
        expect(r.ok && r.destroyed).toBe(dice.some((d) => d <= 2));
      }),
    );
  });
});

describe('destruction check fed by a dice source', () => {
  it('takes the dice a player entered, or a seeded roll, as input', () => {
    const entered = new QueuedDice([4, 5, 1]).roll(3);
    expect(destructionCheck(3, entered.values)).toEqual({ ok: true, destroyed: true, fatal: [1] });
    const a = new SeededDice(42).roll(2).values;
    const b = new SeededDice(42).roll(2).values;
    expect(destructionCheck(2, a)).toEqual(destructionCheck(2, b));
  });
});

describe('the one hull convention (issue 22: "3/7" left on a chip, "4 of 7" taken on the board)', () => {
  it('every screen counts damage taken against the hull, as the tokens show it', () => {
    expect(hullDamageText(7, 4)).toBe('hull damage 4 of 7 (4 yellow, 0 red)');
    expect(hullDamageText(7, 9)).toBe('hull damage 9 of 7 (7 yellow, 2 red)');
    expect(hullDamageText(7, 4, true)).toBe('4 of 7 damage');
    expect(hullDamageText(7, 9, true)).toBe('9 of 7 damage (2 red)');
  });
});
