import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inches } from '../../../geometry';
import { dfDiceCount, dfRead, dogfightRead, type DfWing } from './dogfight';

const wing = (id: string, x: number, y: number, more: Partial<DfWing> = {}): DfWing => ({ id, x: inches(x), y: inches(y), gunCount: 2, power: 4, specials: [], ...more });

describe('dogfight dice', () => {
  it('three wings a side roll six dice each (the rulebook example)', () => {
    // Rules: Kalidasia "Dogfighting" — "Each side will therefore roll six dice in this battle".
    expect(dfDiceCount([wing('A', 0, 0), wing('B', 1, 0), wing('C', 2, 0)])).toBe(6);
    expect(dfDiceCount([wing('A', 0, 0, { disrupted: true }), wing('B', 1, 0)])).toBe(3);
  });

  it('reads a six as a kill and power or more as a disruption, per wing', () => {
    const r = dfRead([wing('A', 0, 0), wing('B', 0, 0, { power: 5 })], [6, 4, 4, 5]);
    expect(r).toEqual({ ok: true, value: { kills: 1, disruptions: 2 } });
  });

  it('refuses the wrong number of dice, naming who rolls how many', () => {
    const r = dfRead([wing('A', 0, 0)], [6]);
    expect(r).toEqual({ ok: false, reason: expect.stringContaining('roll 2 dice together, not 1') });
  });

  it('places results on the target and its friends within 3", and return fire on the declaring wing side', () => {
    const hunters = [wing('H1', 10, 10), wing('H2', 12, 10), wing('H3', 20, 10)];
    const inters = [wing('I1', 13, 10), wing('I2', 15, 10), wing('I3', 30, 10)];
    const r = dogfightRead({
      attackers: [hunters[0] as DfWing, hunters[1] as DfWing],
      defenders: [inters[0] as DfWing, inters[1] as DfWing],
      attackerSide: hunters,
      defenderSide: inters,
      attackerDice: [6, 4, 1, 1],
      defenderDice: [5, 1, 1, 1],
    });
    // I3 is 17" away: out of reach. H3 is 10" from H1: out of reach.
    expect(r).toMatchObject({ ok: true, value: { onDefenders: { destroyed: ['I1'], disrupted: ['I2'] }, onAttackers: { destroyed: [], disrupted: ['H1'] } } });
  });

  it('never hits more wings than there are kills and disruptions, and only reachable ones (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 4, maxLength: 4 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 2, maxLength: 2 }), (ad, dd) => {
        const att = [wing('A1', 0, 0), wing('A2', 2, 0)];
        const def = [wing('D1', 3, 0), wing('D2', 5, 0), wing('D3', 40, 0)];
        const r = dogfightRead({ attackers: att, defenders: [def[0] as DfWing], attackerSide: att, defenderSide: def, attackerDice: ad, defenderDice: dd });
        if (!r.ok) return false;
        const hit = [...r.value.onDefenders.destroyed, ...r.value.onDefenders.disrupted];
        return !hit.includes('D3') && hit.length <= r.value.attackers.kills + r.value.attackers.disruptions;
      }),
    );
  });
});
