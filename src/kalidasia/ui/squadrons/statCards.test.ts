// Issue 22: the Stat cards are the one place every provisional value is corrected — token sizes too.
import { describe, expect, it } from 'vitest';
import { SHIPPED_PACK } from '../..';
import { readInput, valueAtPath } from './StatCards';

describe('stat-card corrections', () => {
  it('a token size is typed across × along, in inches; a bad one is refused naming the field', () => {
    expect(readInput('size', 'Draco token size', '1.5 × 3')).toEqual({ ok: true, value: { width: 1.5, length: 3 } });
    expect(readInput('size', 'Draco token size', '2x4')).toEqual({ ok: true, value: { width: 2, length: 4 } });
    expect(readInput('size', 'Draco token size', '2″ × 4″')).toEqual({ ok: true, value: { width: 2, length: 4 } });
    expect(readInput('size', 'Draco token size', 'big')).toEqual({ ok: false, error: 'Draco token size: "big" is not a size such as 1.5 × 3 (across × along, inches)' });
    expect(readInput('size', 'Draco token size', '0 × 3').ok).toBe(false);
  });
  it('the pack values that belong to no card are found at their override path', () => {
    expect(valueAtPath(SHIPPED_PACK, 'notchAngle')).toEqual(SHIPPED_PACK.notchAngle);
    expect(valueAtPath(SHIPPED_PACK, 'deploymentDepth')).toEqual(SHIPPED_PACK.deploymentDepth);
    expect(valueAtPath(SHIPPED_PACK, 'criticalCounts.hullDamage')).toEqual(SHIPPED_PACK.criticalCounts.hullDamage);
  });
});
