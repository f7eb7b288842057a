import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { pmfAtLeast } from '../../../dice';
import { powerOdds, sensorSpendOdds } from './odds';

const BASE = { guns: 6, status: 'none' as const, power: 3, specials: ['pulseBeam'], criticalValue: 5, overcharge: false, hull: 6, hullDamage: 4, deck: { size: 46, hullCards: 10 } };

describe('spend sensor tokens? (before rolling)', () => {
  it('k = 0 is the attack without re-rolls, and one row per token up to the guns', () => {
    const rows = sensorSpendOdds(BASE, 9);
    const plain = powerOdds({ ...BASE, sensors: 0 });
    expect(rows.map((r) => r.spend)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([rows[0]?.expectedCrits, rows[0]?.atLeastOneCrit, rows[0]?.destroyed]).toEqual([plain.expectedCrits, pmfAtLeast(plain.crits, 1), plain.destroyed]);
  });

  it('property: every extra token spent never lowers the expected criticals or P(destroyed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 5 }), fc.constantFrom<'none' | 'damaged'>('none', 'damaged'), fc.integer({ min: 0, max: 5 }), (guns, power, status, tokens) => {
        const rows = sensorSpendOdds({ ...BASE, guns, power, status }, tokens);
        const worse = rows.filter((r, i) => i > 0 && (r.expectedCrits < (rows[i - 1]?.expectedCrits ?? 0) - 1e-12 || r.destroyed < (rows[i - 1]?.destroyed ?? 0) - 1e-12));
        expect(worse).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});
