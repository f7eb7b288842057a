// The odds panel's work on one input change (issue 15: within one frame, 16 ms): the three distributions the
// power wizard shows for a 30-gun battery with 4 sensor tokens (before, with sensors, overcharged) and one
// wizard step (powerAttackNext re-runs the resolver on the answers so far). Not tests: no assertions on time.
import { bench, describe } from 'vitest';
import { deckNew } from './deck';
import { powerAttackNext, powerOddsFor, powerProgressNew, sensorGainFor } from './attackFlow';
import type { PowerAttackInput } from './power';
import { criticalStatusNew } from './types';

const deck = deckNew(Array.from({ length: 46 }, (_, i) => (i < 12 ? `hullDamage-${i + 1}` : `armorDamaged-${i}`)), null);
const input: PowerAttackInput = {
  battery: { name: 'Thirty', gunCount: 30, power: 4, specials: ['pulseBeam'] },
  status: 'none',
  target: { id: 'T', label: 'T', hull: 12, hullDamage: 3, criticalValue: 5, activeArmor: true, criticals: criticalStatusNew(3), reactorAvailable: 3, sensorTokens: 4 },
  deck,
};
const rolled = Array.from({ length: 30 }, (_, i) => (i % 6) + 1);

describe('odds panel, 30 guns, power 4, 4 sensor tokens (frame budget 16 ms)', () => {
  bench('input change: odds before, with 4 re-rolls, overcharged', () => {
    powerOddsFor(input, 0, false);
    powerOddsFor(input, 4, false);
    powerOddsFor(input, 4, true);
  });
  bench('after the gun dice: sensor gain for 0..4 re-rolls', () => {
    sensorGainFor(input, rolled, false);
  });
  bench('one wizard step (powerAttackNext with the gun dice and the sensor choice answered)', () => {
    powerAttackNext(input, { ...powerProgressNew(true), rolls: [rolled, [3, 4, 5, 6]], sensor: [0, 1, 6, 7] });
  });
});
