import { describe, expect, it } from 'vitest';
import { initialCaleda } from '../reducer';
import { first, idsAt, placeUnits, refusal, setupOf, sq, withGoldOf } from '../testkit';
import { refusalSection } from './sections';
import type { CaledaEvent } from './events';

describe('refusals name their rule section', () => {
  it('maps real refusals of the reducer to the section they come from', () => {
    const s = initialCaleda(setupOf());
    const inf = first(idsAt(s, 'C3', 0, 'infantry'));
    const blocked = placeUnits(s, 1, 'D3', ['infantry']);
    const cases: [string, ReturnType<typeof initialCaleda>, CaledaEvent][] = [
      ['Using Gold Pieces', s, { type: 'upgrade', unit: inf }],
      ['Actions', s, { type: 'move', units: idsAt(s, 'C3', 0), to: sq('C5') }],
      ['Defensive Structures', withGoldOf(s, 0, 20), { type: 'build', square: sq('D4') }],
      ['Transport', s, { type: 'transport', unit: inf, to: sq('A1') }],
      ['Bombard', blocked, { type: 'bombard', unit: inf, target: sq('D3'), defenderUnit: first(idsAt(blocked, 'D3', 1)), rolls: [] }],
      ['Combat', s, { type: 'combatRound', attackerUnit: inf, defenderUnit: inf, rolls: [] }],
    ];
    const got = cases.map(([want, st, e]) => [want, refusalSection(e, refusal(st, e))]);
    expect(got).toEqual(cases.map(([want]) => [want, want]));
  });
});
