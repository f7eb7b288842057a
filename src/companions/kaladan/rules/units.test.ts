import { describe, expect, it } from 'vitest';
import { CASTLE_UPGRADE_COST, MAGIC_BUY_COST, MAGIC_SWAP_COST, deployCost, isAdvanced, isBasic, upgradeCost } from './units';

describe('costs — "5. Purchase Phase"', () => {
  it.each([
    ['sword', 1, 2],
    ['bow', 1, 2],
    ['shield', 1, 2],
    ['general', 2, 3],
    ['catapult', 2, 3],
  ] as const)('%s: deploy %i, upgrade %i', (k, d, u) => {
    expect(deployCost(k)).toBe(d);
    expect(upgradeCost(k)).toBe(u);
  });
  it('the Crown cannot be bought; a captured Special Unit deploys for 2', () => {
    expect(deployCost('crown')).toBeNull();
    expect(deployCost('special')).toBe(2);
    expect(upgradeCost('crown')).toBeNull();
  });
  it('castle upgrade 4, swap a magic card 2, buy one 4', () => {
    expect([CASTLE_UPGRADE_COST, MAGIC_SWAP_COST, MAGIC_BUY_COST]).toEqual([4, 2, 4]);
  });
  it('unit types', () => {
    expect(isBasic('bow')).toBe(true);
    expect(isAdvanced('catapult')).toBe(true);
    expect(isBasic('general')).toBe(false);
  });
});
