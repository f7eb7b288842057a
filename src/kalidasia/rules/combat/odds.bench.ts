import { bench, describe } from 'vitest';
import { antiFighterOdds, powerOdds } from './odds';

const base = { status: 'none' as const, specials: ['pulseBeam'], criticalValue: 5, overcharge: false, hull: 7, hullDamage: 5, deck: { size: 40, hullCards: 9 } };

describe('exact odds (issue 5 targets: 8 guns/power 4/4 sensors ≤ 0.2 ms; 30 guns ≤ 1 ms)', () => {
  bench('power attack: 8 guns, power 4, 4 sensor re-rolls', () => {
    powerOdds({ ...base, guns: 8, power: 4, sensors: 4 });
  });
  bench('power attack: 30 guns, power 4, 4 sensor re-rolls', () => {
    powerOdds({ ...base, guns: 30, power: 4, sensors: 4 });
  });
  bench('anti-fighter: 8 guns, High ROF + Blast, damaged', () => {
    antiFighterOdds({ guns: 8, power: 4, status: 'damaged', specials: ['highROF', 'blast'], vs: 'fighters' });
  });
});
