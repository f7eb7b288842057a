import { describe, expect, it } from 'vitest';
import { crippledReasons, isCrippled } from './crippled';

const healthy = { redTokens: 0, enginePoints: 4, thrusterPoints: 2, batteries: ['none', 'damaged'] as const };

describe('crippled (Orbital Contain)', () => {
  it('is not crippled while undamaged enough', () => {
    expect(isCrippled(healthy)).toBe(false);
  });

  it('is crippled by a red damage token, by no engine or thruster points, or by all batteries damaged or destroyed', () => {
    expect(crippledReasons({ ...healthy, redTokens: 1 })).toEqual(['redDamage']);
    expect(crippledReasons({ ...healthy, enginePoints: 0, thrusterPoints: 0 })).toEqual(['noPropulsion']);
    expect(crippledReasons({ ...healthy, enginePoints: 0 })).toEqual([]);
    expect(crippledReasons({ ...healthy, batteries: ['damaged', 'destroyed'] })).toEqual(['noWeapons']);
    expect(crippledReasons({ redTokens: 2, enginePoints: 0, thrusterPoints: 0, batteries: ['destroyed'] })).toEqual(['redDamage', 'noPropulsion', 'noWeapons']);
  });
});
