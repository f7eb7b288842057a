import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inches } from '../../../geometry';
import { dfDiceCount, dfRead, dfRoll, dogfightRead, type DfWing } from './dogfight';

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

describe('destruction piles from a dogfight (issue 22)', () => {
  it('return fire 4 5 5 4 giving one wing both tokens lists it twice as disrupted (yellow pile), never as destroyed', () => {
    // Rules: Kalidasia "Fighter Regrouping - Destruction Piles" — "One pile is for fighter tokens that were removed because they
    // received two yellow damage tokens. The other pile is for fighter tokens which were removed because they received a red damage token."
    // "Fighter Disruption" — "When a fighter token is disrupted, place a damage token on the fighter token."
    const att = [wing('H1', 0, 0)];
    const def = [wing('I1', 3, 0), wing('I2', 4, 0)];
    const r = dogfightRead({ attackers: att, defenders: def, attackerSide: att, defenderSide: def, attackerDice: [1, 1], defenderDice: [4, 5, 5, 4] });
    expect(r).toMatchObject({ ok: true, value: { defenders: { kills: 0, disruptions: 4 }, onAttackers: { destroyed: [], disrupted: ['H1', 'H1'] } } });
  });

  it('a six sends the wing to the red pile (destroyed)', () => {
    const att = [wing('H1', 0, 0)];
    const def = [wing('I1', 3, 0)];
    const r = dogfightRead({ attackers: att, defenders: def, attackerSide: att, defenderSide: def, attackerDice: [1, 1], defenderDice: [6, 1] });
    expect(r).toMatchObject({ ok: true, value: { onAttackers: { destroyed: ['H1'], disrupted: [] } } });
  });
});

describe('High ROF and Blast in dogfights (issue 22)', () => {
  const hunter = (id: string, x: number, more: Partial<DfWing> = {}) => wing(id, x, 0, { specials: ['highROF', 'precise'], ...more });

  it('Hunter guns rolling 6 1: the miss is owed a re-roll; a re-rolled 6 only disrupts', () => {
    // Rules: Kalidasia "Weapon Special Abilities" — "High ROF – This weapon can always re-roll its anti-fighter attacks which miss.
    // However, a six on a re-roll is only a disruption and not a kill unless the target is a missile."
    const side = [hunter('H1', 0)];
    const before = dfRoll(side, [6, 1]);
    const after = dfRoll(side, [6, 1], { rerolls: [6] });
    expect(before).toMatchObject({ ok: true, value: { kills: 1, disruptions: 0, owed: { bonus: 0, rerolls: 1 } } });
    expect(after).toMatchObject({ ok: true, value: { kills: 1, disruptions: 1, owed: { bonus: 0, rerolls: 0 }, dice: [{ first: 6, effect: 'kill' }, { first: 1, reroll: 6, effect: 'disrupt' }] } });
  });

  it('only misses of High ROF wings are re-rolled, and no more re-rolls than misses', () => {
    const side = [hunter('H1', 0), wing('I1', 1, 0)];
    expect(dfRoll(side, [4, 2, 1, 1])).toMatchObject({ ok: true, value: { owed: { rerolls: 1 } } });
    expect(dfRoll(side, [4, 2, 1, 1], { rerolls: [5, 5] })).toEqual({ ok: false, reason: 'High ROF re-rolls 1 miss, not 2 dice. (rules: "Weapon Special Abilities")' });
  });

  it('Blast adds a die per original 6, and a High ROF re-roll of that bonus die when it misses', () => {
    // Rules: Kalidasia "Weapon Special Abilities" — "Blast – When this anti-fighter weapon rolls a '6', an extra gun die may be added to attack. This bonus only applies to the original dice."
    const side = [wing('B1', 0, 0, { specials: ['blast', 'highROF'] })];
    expect(dfRoll(side, [6, 3])).toMatchObject({ ok: true, value: { owed: { bonus: 1, rerolls: 1 } } });
    const r = dfRoll(side, [6, 3], { bonus: [2], rerolls: [5, 6] });
    expect(r).toMatchObject({ ok: true, value: { kills: 1, disruptions: 2, owed: { bonus: 0, rerolls: 0 } } });
  });

  it('the re-rolls count in the dogfight: a Hunter dogfight 6 1 + re-roll 4 kills the target and disrupts a friend', () => {
    const att = [hunter('H1', 0)];
    const def = [wing('I1', 3, 0), wing('I2', 5, 0)];
    const r = dogfightRead({ attackers: att, defenders: [def[0] as DfWing], attackerSide: att, defenderSide: def, attackerDice: [6, 1], defenderDice: [1, 1], attackerExtras: { rerolls: [4] } });
    expect(r).toMatchObject({ ok: true, value: { onDefenders: { destroyed: ['I1'], disrupted: ['I2'] } } });
  });
});

describe("attacker's choice of where hits go in a dogfight (issue 22)", () => {
  it('the rolling side chooses which wing the kill removes and where the tokens go; a bad choice is refused with its section', () => {
    // Rules: Kalidasia "Applying Damage from Anti-Fighter Weapons" — "For each six rolled, the attacker can remove an enemy fighter token.
    // Then for each disruption roll, the attacker may place a damage token on an enemy fighter."
    const att = [wing('H1', 0, 0)];
    const def = [wing('I1', 3, 0), wing('I2', 5, 0)];
    const base = { attackers: att, defenders: [def[0] as DfWing], attackerSide: att, defenderSide: def, attackerDice: [6, 4], defenderDice: [1, 1] };
    expect(dogfightRead(base)).toMatchObject({ ok: true, value: { onDefenders: { destroyed: ['I1'], disrupted: ['I2'] } } });
    expect(dogfightRead({ ...base, onDefendersChoice: { destroyed: ['I2'], tokens: ['I1'] } })).toMatchObject({ ok: true, value: { onDefenders: { destroyed: ['I2'], disrupted: ['I1'] } } });
    expect(dogfightRead({ ...base, onDefendersChoice: { destroyed: ['I3'], tokens: [] } })).toMatchObject({ ok: false, reason: expect.stringContaining('(rules: "Applying Damage from Anti-Fighter Weapons")') });
  });
});

describe('dogfight properties (issue 22)', () => {
  it('High ROF re-rolls never lower the hits nor add kills; a wing listed twice took both tokens in this attack and is never also destroyed', () => {
    const face = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(fc.array(face, { minLength: 4, maxLength: 4 }), fc.array(face, { minLength: 4, maxLength: 4 }), fc.array(face, { minLength: 6, maxLength: 6 }), fc.boolean(), (ad, re, dd, d2) => {
        const att = [wing('H1', 0, 0, { specials: ['highROF'] }), wing('H2', 2, 0, { specials: ['highROF'] })];
        const def = [wing('I1', 3, 0), wing('I2', 5, 0, { disrupted: d2 }), wing('I3', 4, 1)];
        const before = dfRoll(att, ad);
        if (!before.ok) return false;
        const rerolls = re.slice(0, before.value.owed.rerolls);
        const after = dfRoll(att, ad, { rerolls });
        if (!after.ok) return false;
        const r = dogfightRead({ attackers: att, defenders: def, attackerSide: att, defenderSide: def, attackerDice: ad, defenderDice: dd.slice(0, d2 ? 5 : 6), attackerExtras: { rerolls } });
        if (!r.ok) return false;
        const twice = r.value.onDefenders.disrupted.filter((id, i, all) => all.indexOf(id) !== i);
        return (
          after.value.kills === before.value.kills &&
          after.value.kills + after.value.disruptions >= before.value.kills + before.value.disruptions &&
          twice.every((id) => !r.value.onDefenders.destroyed.includes(id) && !(def.find((w) => w.id === id)?.disrupted ?? false))
        );
      }),
    );
  });
});
