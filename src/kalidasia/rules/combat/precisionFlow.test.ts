import { describe, expect, test } from 'vitest';
import { point } from '../../../geometry';
import { precisionAttackNext, precisionOdds, precisionProgressNew, type PrecisionProgress } from './attackFlow';
import type { PrecisionInput } from './precision';
import { battery, physicalDeck, target } from './testkit.testing';

describe('precision attack, one table step at a time (issue 22)', () => {
  test('the rulebook example asked step by step: defensive fire, precision dice, cards by name, the card assigned per hit', () => {
    // Rules: Kalidasia "Precision Attack" — "Four Heragul Hunters launch a precision attack against a Surakari Delphinus. The Delphinus attacks
    // with its antifighter battery, disrupting one hunter ... Three Hunters execute their attacks, rolling a 5,6, and a [3] ... Two precision hits".
    const hunters = [1, 2, 3, 4].map((i) => ({ id: `Hunter ${i}`, ...point(10 + i, 10) }));
    const input: PrecisionInput = { target: target('SAM'), deck: physicalDeck(), wings: hunters, defensiveFire: { battery: 1, weapon: battery('SAM', 1), status: 'none', aim: 'Hunter 1', choice: { destroyed: [], tokens: ['Hunter 4'] } } };
    let p: PrecisionProgress = precisionProgressNew(true);
    const asked: string[] = [];
    const answers: Record<string, (n: ReturnType<typeof precisionAttackNext>) => PrecisionProgress> = {
      dice: (n) => (n.kind === 'dice' ? { ...p, rolls: [...p.rolls, n.index === 0 ? [4, 2, 1] : [5, 6, 3]] } : p),
      card: () => ({ ...p, cards: [...(p.cards ?? []), ['enginesDamaged-1', 'armorDamaged-1', 'reactorDamage1-1', 'reactorDamage2-1', 'weaponDamaged-1'][p.cards?.length ?? 0] as string] }),
      choose: (n) => (n.kind === 'choose' ? { ...p, choices: [...p.choices, n.hit === 0 ? { card: 'enginesDamaged-1' } : { card: n.pair.find((c) => c.startsWith('weapon')) as string, battery: 1 }] } : p),
    };
    let n = precisionAttackNext(input, p);
    for (let guard = 0; guard < 20 && n.kind !== 'done' && n.kind !== 'refused'; guard++) {
      asked.push(n.kind === 'dice' ? `${n.label} (${n.count})` : n.kind === 'choose' ? `choose ${n.hit + 1} of ${n.of}: ${n.pair.join(' / ')}` : `card ${n.index + 1}`);
      p = (answers[n.kind] as (x: typeof n) => PrecisionProgress)(n);
      n = precisionAttackNext(input, p);
    }
    if (n.kind !== 'done') throw new Error(n.kind === 'refused' ? n.reason : n.kind);
    expect(asked).toEqual([
      'Defensive fire: Phalanx gun dice (3)',
      'Precision dice (one per surviving, undisrupted wing; 5+ hits) (3)',
      'card 1',
      'card 2',
      'choose 1 of 2: enginesDamaged-1 / armorDamaged-1',
      'card 3',
      'card 4',
      'card 5',
      'choose 2 of 2: reactorDamage2-1 / weaponDamaged-1',
    ]);
    expect({ hits: n.result.hits, weapons: n.result.damage.criticals.weapons }).toEqual({ hits: 2, weapons: ['none', 'damaged'] });
  });

  test('the odds before any die: three wings hit at least once with probability 1 − (2/3)³', () => {
    const pmf = precisionOdds(3);
    expect(1 - (pmf[0] ?? 0)).toBeCloseTo(1 - (2 / 3) ** 3, 12);
  });
});
