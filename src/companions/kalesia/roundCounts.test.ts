/** Issue 17: weapons are counted across a round's hands against the box contents (failed before the fix). */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../shared/core/log';
import { applyKalesia, initialKalesia, type KalesiaEvent, type KalesiaSetup, type KalesiaState } from './reducer';
import { COPIES_PER_VALUE_PER_BOX, type Weapon } from './rules/hand';

const C = (value: number): Weapon => ({ alliance: 'centaur', value });
const M = (value: number): Weapon => ({ alliance: 'mermaid', value });
const F = (value: number): Weapon => ({ alliance: 'forest', value });
const inOrder = Array.from({ length: 25 }, (_, i) => i + 1);
const three: KalesiaSetup = { players: ['Ann', 'Bo', 'Cy'], layout: inOrder };
const hand = (...plays: Weapon[][]): KalesiaEvent => ({ type: 'playHand', plays });

describe('"Contents": five of each weapon per box, counted across the hands of a round', () => {
  it('six Forest 3 cards in one round are refused (the box holds five), naming the rule', () => {
    const s = replay(initialKalesia(three), [hand([F(3), F(3)], [F(3), C(1)], [M(1), C(2)]), hand([F(3), F(3)], [C(3), C(4)], [M(2), M(3)])], applyKalesia);
    const r = applyKalesia(s, hand([F(3), C(1)], [M(4), C(2)], [M(1), C(3)]));
    expect(r.ok ? 'accepted' : r.reason).toMatch(/^Only 5 "Forest 3" weapons are in the box: 5 were played earlier this round and this hand adds 1\. \(Rules: Kalesia "Contents"\)$/);
  });
  it('a new round starts the count again (the cards go back into the hands)', () => {
    const filler = hand([C(1), M(1)], [C(2), M(2)], [C(3), M(3)]);
    const s = replay(
      initialKalesia(three),
      [hand([F(3), F(3)], [F(3), C(1)], [M(1), C(2)]), hand([F(3), F(3)], [C(3), C(4)], [M(2), M(3)]), filler, filler, { type: 'passCards' }],
      applyKalesia,
    );
    expect(applyKalesia(s, hand([F(3), C(1)], [M(4), C(2)], [M(1), C(3)])).ok).toBe(true);
  });
  it('property: no accepted round ever shows more copies of a weapon than the box holds', () => {
    const weapon = fc.oneof(fc.integer({ min: 1, max: 4 }).map(C), fc.integer({ min: 1, max: 4 }).map(M), fc.integer({ min: 1, max: 3 }).map(F));
    const play = fc.tuple(weapon, weapon).map((t) => [...t]);
    fc.assert(
      fc.property(fc.array(fc.tuple(play, play, play), { minLength: 1, maxLength: 12 }), (hands) => {
        let s: KalesiaState = initialKalesia(three);
        for (const h of hands) {
          if (s.roundEndPending) s = (applyKalesia(s, { type: 'passCards' }) as { state: KalesiaState }).state;
          const r = applyKalesia(s, hand(...h));
          if (r.ok) s = r.state;
        }
        const rounds = new Map<number, Map<string, number>>();
        for (const h of s.hands) {
          const m = rounds.get(h.round) ?? new Map<string, number>();
          for (const w of (h.plays ?? []).flat()) m.set(`${w.alliance}${w.value}`, (m.get(`${w.alliance}${w.value}`) ?? 0) + 1);
          rounds.set(h.round, m);
        }
        const most = Math.max(0, ...[...rounds.values()].flatMap((m) => [...m.values()]));
        expect(most).toBeLessThanOrEqual(COPIES_PER_VALUE_PER_BOX);
      }),
    );
  });
});
