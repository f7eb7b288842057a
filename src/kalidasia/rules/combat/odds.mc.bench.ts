// Issue 15's odds target: exact power-attack odds for 30 guns, power 4, 4 sensor re-rolls ≤ 0.3 ms, measured beside a
// 100,000-trial Monte Carlo of the same attack in one run (the ratio goes in rules/combat/README.md).
// Issue 24's targets, as ratios in one run (vitest prints "N× faster than" per group): exact ≥ 1,000× the Monte Carlo
// at 30 guns and ≥ 2,000× at 8 guns.
// Not a test: no assertions on time. The agreement of the two is printed once (and tested in odds.test.ts).
import { bench, describe } from 'vitest';
import { SeededDice } from '../../../dice';
import { powerOdds, sensorSpendOdds, type PowerOddsInput } from './odds';
import { criticalsCount, gunRead, overchargeHalve } from './power';

const INPUT30: PowerOddsInput = {
  guns: 30,
  power: 4,
  sensors: 4,
  status: 'none',
  specials: ['pulseBeam'],
  criticalValue: 5,
  overcharge: false,
  hull: 7,
  hullDamage: 5,
  deck: { size: 40, hullCards: 9 },
};
const INPUT8: PowerOddsInput = { ...INPUT30, guns: 8 };
const TRIALS = 100_000;

/** The same attack rolled TRIALS times: gun dice, sensor re-rolls of misses, power dice, capped criticals, Hull Damage cards, destruction. */
function monteCarlo(seed: number, attack: PowerOddsInput = INPUT30): { crits: number; destroyed: number } {
  const dice = new SeededDice(seed);
  const deck = Array.from({ length: attack.deck?.size ?? 0 }, (_, i) => i < (attack.deck?.hullCards ?? 0));
  let crits = 0;
  let destroyed = 0;
  for (let n = 0; n < TRIALS; n++) {
    const gun = dice.roll(attack.guns).values.map((d) => gunRead(attack.status, d));
    let left = attack.sensors;
    for (let i = 0; i < gun.length && left > 0; i++) {
      if (gun[i] !== 'miss') continue;
      gun[i] = gunRead(attack.status, dice.roll(1).values[0] as number);
      left--;
    }
    const hits = gun.filter((g) => g === 'hit').length;
    const solid = gun.filter((g) => g === 'solid').length;
    const pulse = attack.specials.includes('pulseBeam') ? 1 : 0;
    const pd0 = hits * attack.power + solid * (attack.power + pulse);
    const pd = attack.overcharge ? overchargeHalve(pd0) : pd0;
    const c = criticalsCount(dice.roll(pd).values, attack.criticalValue, hits + solid, 0).total;
    crits += c;
    // c cards from the pile without replacement (partial shuffle); each Hull Damage card adds one more hull damage.
    let hull = c;
    for (let k = 0; k < Math.min(c, deck.length); k++) {
      const j = k + ((dice.roll(1, deck.length - k).values[0] as number) - 1);
      const t = deck[k] as boolean;
      deck[k] = deck[j] as boolean;
      deck[j] = t;
      if (deck[k]) hull++;
    }
    const red = Math.max(0, attack.hullDamage + hull - attack.hull);
    if (hull > 0 && dice.roll(red).values.some((d) => d <= 2)) destroyed++;
  }
  return { crits: crits / TRIALS, destroyed: destroyed / TRIALS };
}

const exact = powerOdds(INPUT30);
const mc = monteCarlo(1);
console.info(`[figure] 30 guns/power 4/4 sensors: exact E[crits] ${exact.expectedCrits.toFixed(4)}, P(destroyed) ${exact.destroyed.toFixed(5)}; Monte Carlo (100k) ${mc.crits.toFixed(4)}, ${mc.destroyed.toFixed(5)}`);
const exact8 = powerOdds(INPUT8);
const mc8 = monteCarlo(1, INPUT8);
console.info(`[figure] 8 guns/power 4/4 sensors: exact E[crits] ${exact8.expectedCrits.toFixed(4)}, P(destroyed) ${exact8.destroyed.toFixed(5)}; Monte Carlo (100k) ${mc8.crits.toFixed(4)}, ${mc8.destroyed.toFixed(5)}`);

const MC_RUN = { iterations: 5, time: 0, warmupIterations: 1, warmupTime: 0 };

describe('exact odds beside a 100,000-trial Monte Carlo of the same attack (30 guns, power 4, 4 sensor re-rolls)', () => {
  bench('exact: powerOdds (target ≤ 0.3 ms; issue 24: ≥ 1,000× the Monte Carlo)', () => {
    powerOdds(INPUT30);
  });
  let seed = 2;
  bench('Monte Carlo: 100,000 seeded trials', () => {
    monteCarlo(seed++);
  }, MC_RUN);
});

describe('exact odds beside a 100,000-trial Monte Carlo of the same attack (8 guns, power 4, 4 sensor re-rolls)', () => {
  bench('exact: powerOdds, 8 guns (issue 24: ≥ 2,000× the Monte Carlo)', () => {
    powerOdds(INPUT8);
  });
  let seed = 2;
  bench('Monte Carlo, 8 guns: 100,000 seeded trials', () => {
    monteCarlo(seed++, INPUT8);
  }, MC_RUN);
});

describe('the odds panel after an input change (issue 15: within one frame)', () => {
  bench('30 guns: the attack odds + the "spend 0–4 sensor tokens?" rows', () => {
    powerOdds(INPUT30);
    sensorSpendOdds(INPUT30, 4);
  });
});
