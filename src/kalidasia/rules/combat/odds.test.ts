import { describe, expect, test } from 'vitest';
import * as fc from 'fast-check';
import { pmfPercentile, pmfTotal, SeededDice, type Pmf } from '../../../dice';
import { antiFighterRoll } from './antiFighter';
import { CardSource } from './damage';
import { deckNew } from './deck';
import { antiFighterOdds, missileStrikeOdds, powerJoint, powerOdds, sensorGain, type PowerOddsInput } from './odds';
import { powerAttackResolve } from './power';
import { ALL_CARDS, target } from './testkit.testing';

const maxDiff = (exact: Pmf, counts: number[], n: number): number => {
  const len = Math.max(exact.length, counts.length);
  let m = 0;
  for (let i = 0; i < len; i++) m = Math.max(m, Math.abs((exact[i] ?? 0) - (counts[i] ?? 0) / n));
  return m;
};
const bump = (a: number[], i: number) => {
  while (a.length <= i) a.push(0);
  a[i] = (a[i] as number) + 1;
};

const BASE: PowerOddsInput = { guns: 4, status: 'none', power: 2, specials: ['pulseBeam'], sensors: 2, criticalValue: 5, overcharge: false, hull: 6, hullDamage: 5 };

describe('exact odds', () => {
  test('property: every distribution sums to 1 and criticals never exceed hits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom<'none' | 'damaged'>('none', 'damaged'),
        fc.integer({ min: 1, max: 5 }),
        fc.subarray(['pulseBeam', 'armorPiercing']),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 2, max: 6 }),
        fc.boolean(),
        (guns, status, power, specials, sensors, cv, overcharge) => {
          const o = powerOdds({ guns, status, power, specials, sensors, criticalValue: cv, overcharge, hull: 6, hullDamage: 4, deck: { size: 46, hullCards: 10 } });
          const sums = [o.hits, o.solid, o.crits, o.hullDamage].map((p) => Math.abs(pmfTotal(p) - 1) < 1e-9);
          const overHits = powerJoint(o).filter((j) => j.crits > j.hits && j.p > 1e-15).length;
          expect({ sums, overHits, destroyedInRange: o.destroyed >= 0 && o.destroyed <= 1 }).toEqual({ sums: [true, true, true, true], overHits: 0, destroyedInRange: true });
        },
      ),
      { numRuns: 150 },
    );
  });

  test('property: more guns never make criticals less likely (P(crits ≥ c) is monotone in the gun count)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom<'none' | 'damaged'>('none', 'damaged'), (guns, power, sensors, status) => {
        const a = powerOdds({ ...BASE, guns, power, sensors, status });
        const b = powerOdds({ ...BASE, guns: guns + 1, power, sensors, status });
        const tail = (p: Pmf, c: number) => p.reduce((s, x, i) => (i >= c ? s + x : s), 0);
        const worse = Array.from({ length: b.crits.length }, (_, c) => c).filter((c) => tail(b.crits, c) < tail(a.crits, c) - 1e-12);
        expect(worse).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  test('agrees with 200k seeded simulations of the resolver itself (hits, criticals, hull damage with Hull Damage cards, destroyed) within 0.01', () => {
    const input: PowerOddsInput = { ...BASE, deck: { size: 46, hullCards: 10 } };
    const exact = powerOdds(input);
    const n = 200_000;
    const dice = new SeededDice(12345);
    const hits: number[] = [];
    const crits: number[] = [];
    const hull: number[] = [];
    let destroyed = 0;
    const tgt = target('HHF', { hullDamage: 5, sensorTokens: 2 });
    for (let i = 0; i < n; i++) {
      const r = powerAttackResolve({ battery: { name: 'B', gunCount: 4, power: 2, specials: ['pulseBeam'] }, status: 'none', target: tgt, deck: deckNew(ALL_CARDS, i) }, dice, CardSource.app(i), { sensorRerolls: 2 });
      if (!r.ok) throw new Error(r.reason);
      bump(hits, r.value.hits);
      bump(crits, r.value.criticalHits);
      bump(hull, r.value.damage.hullDamage);
      if (r.value.damage.destroyed) destroyed += 1;
    }
    expect({
      hits: maxDiff(exact.hits, hits, n) < 0.01,
      crits: maxDiff(exact.crits, crits, n) < 0.01,
      hull: maxDiff(exact.hullDamage, hull, n) < 0.01,
      destroyed: Math.abs(exact.destroyed - destroyed / n) < 0.01,
    }).toEqual({ hits: true, crits: true, hull: true, destroyed: true });
  }, 120_000);

  test('anti-fighter odds agree with 200k simulated rolls (High ROF + Blast + damaged, against fighters)', () => {
    const b = { name: 'X', gunCount: 3, power: 4, specials: ['highROF', 'blast'] };
    const exact = antiFighterOdds({ guns: 3, power: 4, status: 'damaged', specials: b.specials, vs: 'fighters' });
    const n = 200_000;
    const dice = new SeededDice(99);
    const kills: number[] = [];
    const dis: number[] = [];
    for (let i = 0; i < n; i++) {
      const r = antiFighterRoll({ battery: b, status: 'damaged', vs: 'fighters' }, dice);
      if (!r.ok) throw new Error(r.reason);
      bump(kills, r.value.kills);
      bump(dis, r.value.disruptions);
    }
    expect([maxDiff(exact.kills, kills, n) < 0.01, maxDiff(exact.disruptions, dis, n) < 0.01, Math.abs(pmfTotal(exact.kills) - 1) < 1e-9]).toEqual([true, true, true]);
  }, 120_000);

  test('small cases by hand: one undamaged gun of power 1 against 5+ crits with 2/3 · 1/3; High ROF one die kills only on a first 6', () => {
    const one = powerOdds({ guns: 1, status: 'none', power: 1, specials: [], sensors: 0, criticalValue: 5, overcharge: false, hull: 6, hullDamage: 0 });
    const hr = antiFighterOdds({ guns: 1, power: 4, status: 'none', specials: ['highROF'], vs: 'fighters' });
    expect([one.crits[1]?.toFixed(6), hr.kills[1]?.toFixed(6), hr.disruptions[1]?.toFixed(6)]).toEqual([(2 / 9).toFixed(6), (1 / 6).toFixed(6), (2 / 6 + (3 / 6) * (3 / 6)).toFixed(6)]);
  });

  test('missile strike after shoot-down: four Javelins, Rapid Pulse Cannons (3 dice, 6 kills) — struck and criticals', () => {
    const o = missileStrikeOdds({ missiles: 4, power: 1, shots: [{ guns: 3, power: 4, status: 'none', specials: [] }], overcharge: false, criticalValue: 5, hull: 7, hullDamage: 0 });
    expect({ struck4: o.struck[4]?.toFixed(6), total: Math.abs(pmfTotal(o.crits) - 1) < 1e-9 }).toEqual({ struck4: ((5 / 6) ** 3).toFixed(6), total: true });
  });

  test('sensor gain on dice already rolled, and the percentile of an actual result', () => {
    // Rolled 2 and 3: one hit (2 power dice, P(crit) = 5/9); re-rolling the 2 raises the expected criticals.
    const g = sensorGain({ status: 'none', power: 2, specials: ['pulseBeam'], criticalValue: 5, overcharge: false, hull: 7, hullDamage: 0 }, [2, 3], 2);
    const o = powerOdds({ ...BASE, sensors: 0 });
    const lucky = pmfPercentile(o.crits, 4);
    expect({ spends: g.map((x) => x.spend), rising: g.every((x, i) => i === 0 || x.expectedCrits > (g[i - 1] as (typeof g)[number]).expectedCrits), lucky: lucky.percentile > 90 && lucky.percentile < 100 }).toEqual({
      spends: [0, 1],
      rising: true,
      lucky: true,
    });
  });
});
