import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { QueuedDice } from '../../../dice';
import { CardSource } from './damage';
import { point } from '../../../geometry';
import { precisionAttackNext, precisionOdds, precisionProgressNew, type PrecisionNext, type PrecisionProgress } from './precisionFlow';
import { precisionResolve, type PrecisionInput } from './precision';
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
      asked.push(n.kind === 'dice' ? `${n.label} (${n.count})` : n.kind === 'choose' ? `choose ${n.hit + 1} of ${n.of}: ${n.pair.join(' / ')}` : n.kind === 'card' ? `card ${n.index + 1}` : `aim ${n.name}`);
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

describe('"with any antifighter weapons": every unused anti-fighter battery of the target offered in turn (issue 24)', () => {
  // Rules: Kalidasia "Precision Attack" — "Before the precision attack is resolved, the target warship may engage the attacking fighter
  // wings with any antifighter weapons the warship carries if those weapons have not yet attacked this turn." The shipped cards give
  // each class one such battery: a corrected stat card gives the Delphinus a second (Point Defence, 2 dice, power 4).
  const phalanx = battery('SAM', 1);
  const pointDefence = { ...phalanx, name: 'Point Defence', gunCount: 2 };
  const hunters = [1, 2, 3].map((i) => ({ id: `Hunter ${i}`, ...point(10 + i, 10) }));
  const input: PrecisionInput = {
    target: target('SAM'),
    deck: physicalDeck(),
    wings: hunters,
    defensiveFire: { battery: 1, weapon: phalanx, status: 'none', aim: hunters[0]?.id ?? '' },
    moreDefensiveFire: [{ battery: 3, weapon: pointDefence, status: 'none', aim: hunters[0]?.id ?? '' }],
  };
  /** Plays the attack answering each step from the table's script; returns what was asked and the last step. */
  function play(aims: readonly (string | null)[], rolls: readonly (readonly number[])[]): { asked: string[]; last: PrecisionNext } {
    let p: PrecisionProgress = precisionProgressNew(false, 7, true);
    const asked: string[] = [];
    let n = precisionAttackNext(input, p);
    for (let guard = 0; guard < 20 && n.kind !== 'done' && n.kind !== 'refused'; guard++) {
      if (n.kind === 'aim') {
        asked.push(`${n.name} (${n.k + 1} of ${n.of}) at ${n.wings.join('/')}`);
        p = { ...p, aims: [...(p.aims ?? []), aims[n.k] ?? null] };
      } else if (n.kind === 'dice') {
        asked.push(`${n.label} (${n.count})`);
        p = { ...p, rolls: [...p.rolls, rolls[n.index] ?? Array.from({ length: n.count }, () => 1)] };
      } else if (n.kind === 'choose') {
        asked.push(`choose ${n.hit + 1}`);
        p = { ...p, choices: [...p.choices, { card: n.pair.find((c) => !c.startsWith('weapon')) ?? n.pair[0] }] };
      } else throw new Error(n.kind);
      n = precisionAttackNext(input, p);
    }
    return { asked, last: n };
  }

  test('the second battery is offered after the first has fired, aimed at a wing still flying; both results are kept', () => {
    // Phalanx at Hunter 1: 6 1 1, the kill takes Hunter 1. Point Defence at Hunter 2: 4 1, a disruption on Hunter 2. Hunter 3 rolls 1.
    const { asked, last } = play(['Hunter 1', 'Hunter 2'], [[6, 1, 1], [4, 1], [1]]);
    if (last.kind !== 'done') throw new Error(last.kind === 'refused' ? last.reason : last.kind);
    const r = last.result;
    expect({
      asked,
      first: r.defensiveFire && [r.defensiveFire.battery, r.defensiveFire.result.allocation.destroyed],
      more: r.moreDefensiveFire?.map((f) => [f.battery, f.result.allDice, f.result.allocation.disrupted]),
      rolling: r.rolling,
    }).toEqual({
      asked: [
        'Phalanx (1 of 2) at Hunter 1/Hunter 2/Hunter 3',
        'Defensive fire: Phalanx gun dice (3)',
        'Point Defence (2 of 2) at Hunter 2/Hunter 3',
        'Defensive fire: Point Defence gun dice (2)',
        'Precision dice (one per surviving, undisrupted wing; 5+ hits) (1)',
      ],
      first: [1, ['Hunter 1']],
      more: [[3, [4, 1], ['Hunter 2']]],
      rolling: ['Hunter 3'],
    });
  });

  test('a battery that holds its fire rolls nothing: the other one is the defensive fire', () => {
    const { asked, last } = play([null, 'Hunter 3'], [[5, 1]]);
    if (last.kind !== 'done') throw new Error(last.kind);
    expect({ asked: asked.slice(0, 3), first: last.result.defensiveFire?.battery, more: last.result.moreDefensiveFire, disrupted: last.result.defensiveFire?.result.allocation.disrupted }).toEqual({
      asked: ['Phalanx (1 of 2) at Hunter 1/Hunter 2/Hunter 3', 'Point Defence (2 of 2) at Hunter 1/Hunter 2/Hunter 3', 'Defensive fire: Point Defence gun dice (2)'],
      first: 3,
      more: undefined,
      disrupted: ['Hunter 3'],
    });
  });

  test('no wing left after the first battery: the second is not offered and no precision die is rolled', () => {
    const { asked, last } = play(['Hunter 1'], [[6, 6, 6]]);
    if (last.kind !== 'done') throw new Error(last.kind);
    expect({ asked, rolling: last.result.rolling, hits: last.result.hits }).toEqual({ asked: ['Phalanx (1 of 2) at Hunter 1/Hunter 2/Hunter 3', 'Defensive fire: Phalanx gun dice (3)'], rolling: [], hits: 0 });
  });

  test('without asking (no aims), each offered battery fires at the aim the input gives, as before', () => {
    const p = precisionProgressNew(false, 7);
    const n1 = precisionAttackNext(input, p);
    const n2 = precisionAttackNext(input, { ...p, rolls: [[1, 1, 1]] });
    expect([n1.kind === 'dice' && n1.label, n2.kind === 'dice' && n2.label]).toEqual(['Defensive fire: Phalanx gun dice', 'Defensive fire: Point Defence gun dice']);
  });

  test('property: the attack asked step by step is the attack the resolver gives on the same aims and dice', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.nat(5), { nil: null }), { minLength: 2, maxLength: 2 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 20, maxLength: 20 }), (picks, pool) => {
        let p: PrecisionProgress = precisionProgressNew(false, 3, true);
        const chosen: (string | null)[] = [];
        let used = 0;
        let n = precisionAttackNext(input, p);
        for (let guard = 0; guard < 30 && n.kind !== 'done' && n.kind !== 'refused'; guard++) {
          if (n.kind === 'aim') {
            const pick = picks[n.k] ?? null;
            const aim = pick === null ? null : (n.wings[pick % n.wings.length] as string);
            chosen.push(aim);
            p = { ...p, aims: [...(p.aims ?? []), aim] };
          } else if (n.kind === 'dice') {
            p = { ...p, rolls: [...p.rolls, pool.slice(used, used + n.count)] };
            used += n.count;
          } else if (n.kind === 'choose') p = { ...p, choices: [...p.choices, { card: n.pair[0] }] };
          n = precisionAttackNext(input, p);
        }
        if (n.kind !== 'done') return false;
        const offered = [input.defensiveFire, ...(input.moreDefensiveFire ?? [])].flatMap((df, k) => (df && typeof chosen[k] === 'string' ? [{ ...df, aim: chosen[k] as string }] : []));
        const direct = precisionResolve({ ...input, defensiveFire: offered[0] ?? null, ...(offered.length > 1 ? { moreDefensiveFire: offered.slice(1) } : { moreDefensiveFire: undefined }) }, new QueuedDice(pool.slice(0, used)), CardSource.app(3));
        if (!direct.ok) return false;
        expect({ ...n.result, steps: [] }).toEqual({ ...direct.value, steps: [] });
        return true;
      }),
      { numRuns: 150 },
    );
  });
});

