/**
 * Rules audit, second pass (rules2): printed rules the game core did not apply where they happen. Each test quotes the
 * rule and asserts what the rulebook prints; refusals end with the section. (The first pass is rulesAudit.test.ts.)
 */
import { describe, expect, test } from 'vitest';
import { pointDistance, type Pose } from '../../geometry';
import { ev, type GameEventBody } from './events';
import { eventShape } from './gate';
import type { WarshipDamage } from './outcomes';
import { dracoFiring, editFighter, fighterOf, precisionSetup, shipOf, tryRuled } from './scenes.testing';
import type { GameState } from './state';
import { escortPoses, play, tryApply } from './testkit.testing';

/** Hunters 1–2 (fully aligned with SFP-2) make a precision attack, no defensive fire, rolling `dice`, with `damage`. */
const precision = (dice: number[], damage: WarshipDamage): GameEventBody => ({
  type: 'fighterAttack',
  attackers: ['Hunter 1', 'Hunter 2'],
  target: { kind: 'ship', id: 'SFP-2' },
  outcome: { kind: 'precision', defensiveFire: null, dice, damage },
});

describe('"Precision Attack": one card per precision hit, hull damage only from a Hull Damage card', () => {
  // Rules: Kalidasia "Precision Attack" — "For each 5+ rolled, a precision hit is inflicted ... Once two unique cards have been
  // drawn, the attacker assigns one card to the warship attacked and discards the other one ... Precision attacks do not inflict
  // hull damage unless that card is selected by the attacker."
  const engines = { hullDamage: 0, deck: [{ draw: 'enginesDamaged-1' }, { draw: 'armorDamaged-1' }], cards: [{ card: 'enginesDamaged-1', fate: 'apply' as const }, { card: 'armorDamaged-1', fate: 'discard' as const }], destructionDice: null };

  test('one hit (a 6 and a 2): one card assigned, the other discarded; accepted', () => {
    const s = play(precisionSetup(), precision([6, 2], engines));
    expect({ engines: shipOf(s, 'SFP-2').criticals.engines, hull: shipOf(s, 'SFP-2').hullDamage, h1: fighterOf(s, 'Hunter 1').attacked }).toEqual({ engines: 'damaged', hull: 0, h1: true });
  });

  test('two hits (6 and 5) cannot assign one card; no hit cannot assign any', () => {
    const s = precisionSetup();
    expect([tryApply(s, precision([6, 5], engines)), tryApply(s, precision([1, 2], engines))]).toEqual([
      { ok: false, reason: '2 precision hits (5+) assign 2 cards to Draco Frigate SFP-2, one per hit, not 1. (rules: "Precision Attack")' },
      { ok: false, reason: '0 precision hits (5+) assign 0 cards to Draco Frigate SFP-2, one per hit, not 1. (rules: "Precision Attack")' },
    ]);
  });

  test('hull damage without a Hull Damage card is refused; with one assigned it is that card\'s point', () => {
    const s = precisionSetup();
    const withHull = { ...engines, hullDamage: 1 };
    const hullCard = { hullDamage: 1, deck: [{ draw: 'hullDamage-1' }, { draw: 'armorDamaged-1' }], cards: [{ card: 'hullDamage-1', fate: 'apply' as const }, { card: 'armorDamaged-1', fate: 'discard' as const }], destructionDice: null };
    const after = play(s, precision([5, 1], hullCard));
    expect([tryApply(s, precision([5, 1], withHull)), shipOf(after, 'SFP-2').hullDamage]).toEqual([
      { ok: false, reason: 'A precision attack inflicts hull damage only with a Hull Damage card assigned: 0, not 1. (rules: "Precision Attack")' },
      1,
    ]);
  });

  test('the card not assigned is discarded: a hit with one card drawn is refused', () => {
    const one = { hullDamage: 0, deck: [{ draw: 'enginesDamaged-1' }], cards: [{ card: 'enginesDamaged-1', fate: 'apply' as const }], destructionDice: null };
    expect(tryApply(precisionSetup(), precision([6, 1], one))).toEqual({
      ok: false,
      reason: 'Each precision hit draws two unique cards and discards the one not assigned: 1 discarded at least, not 0. (rules: "Precision Attack")',
    });
  });
});

describe('"Sensor Points": each sensor point re-rolls one gun die, no die more than once', () => {
  // Rules: Kalidasia "Sensor Points" — "a sensor point can be spent to re-roll one of the gun dice which did not hit. Any number of
  // sensor points can be spent to re-roll dice, but no die can be rerolled more than once."
  /** SFP-1 has cruised with 2 sensor tokens on HHF-1; its Medium Plasma Pulse Beams (2 guns) fire with `rerolls`. */
  const fire = (gunDice: number[], rerolls: { index: number; value: number }[], hits = 0, powerDice: number[] = []): GameEventBody => ({
    type: 'fire',
    ship: 'SFP-1',
    battery: 0,
    target: { kind: 'ship', id: 'HHF-1' },
    outcome: { kind: 'power', gunDice, sensorRerolls: rerolls, hits, solidHits: hits, overcharge: false, powerDice, damage: { hullDamage: 0, deck: [], cards: [], destructionDice: null } },
  });

  test('the rulebook example: the 2 re-rolled to a 5 with one point, one point left; the same die twice is refused', () => {
    const s0 = dracoFiring();
    const s = play(s0, fire([5, 3], [{ index: 0, value: 5 }], 1, [1, 1, 1]));
    expect([s.sensors['surakari']?.['HHF-1'], tryApply(s0, fire([2, 3], [{ index: 0, value: 1 }, { index: 0, value: 2 }])), tryApply(s0, fire([2, 3], [{ index: 2, value: 2 }]))]).toEqual([
      1,
      { ok: false, reason: 'Gun die 1 is re-rolled twice with sensor points; no die can be re-rolled more than once. (rules: "Sensor Points")' },
      { ok: false, reason: 'A sensor re-roll names gun die 3; there are 2 gun dice. (rules: "Sensor Points")' },
    ]);
  });

  test('the die as read is the re-roll: a re-roll to 5 read as a 2 is refused', () => {
    expect(tryApply(dracoFiring(), fire([2, 3], [{ index: 0, value: 5 }]))).toEqual({ ok: false, reason: 'Gun die 1 reads 2 after its sensor re-roll, not the 5 re-rolled. (rules: "Sensor Points")' });
  });
});

describe('"Applying Damage from Anti-Fighter Weapons" in a precision attack\'s defensive fire: hits within 3" of the wing aimed at', () => {
  // Rules: Kalidasia "Applying Damage from Anti-Fighter Weapons" — "The results of the attack roll can be applied to not only the enemy
  // fighter targeted, but also to enemy fighter tokens that are within 3", measured center to center, from the targeted enemy fighter."
  /** precisionSetup with Hunter 2 moved to the fully aligned spot of SFP-2 farthest from Hunter 1 (more than 3" away). */
  function apart(): GameState {
    const s = precisionSetup();
    const h1 = fighterOf(s, 'Hunter 1').pose as Pose;
    const far = escortPoses(s, 'SFP', shipOf(s, 'SFP-2').pose as Pose, 4).sort((a, b) => pointDistance(b, h1) - pointDistance(a, h1))[0] as Pose;
    if (pointDistance(far, h1) <= 3) throw new Error('no spot more than 3" away');
    return editFighter(s, 'Hunter 2', (f) => ({ ...f, pose: far }));
  }
  const attack = (aim: string | undefined, destroyed: string[]): GameEventBody => ({
    type: 'fighterAttack',
    attackers: ['Hunter 1', 'Hunter 2'],
    target: { kind: 'ship', id: 'SFP-2' },
    outcome: {
      kind: 'precision',
      defensiveFire: { battery: 2, ...(aim !== undefined ? { aim } : {}), outcome: { kind: 'antiFighter', dice: [6, 6, 1], fighters: { destroyed, disrupted: [] }, missilesDestroyed: [] } },
      dice: [],
      damage: { hullDamage: 0, deck: [], cards: [], destructionDice: null },
    },
  });

  test('two kills aimed at Hunter 1 cannot remove Hunter 2, more than 3" away (overrulable); Hunter 1 alone is removed', () => {
    const s = apart();
    const r = tryApply(s, attack('Hunter 1', ['Hunter 1', 'Hunter 2']));
    const one = play(s, { ...attack('Hunter 1', ['Hunter 1']), outcome: { ...(attack('Hunter 1', ['Hunter 1']) as Extract<GameEventBody, { type: 'fighterAttack' }>).outcome, dice: [1] } } as GameEventBody);
    expect([r, fighterOf(one, 'Hunter 1').status, fighterOf(one, 'Hunter 2').status]).toEqual([
      { ok: false, overrulable: true, reason: 'Hunter 2 is more than 3" from Hunter 1, the wing Rapid Pulse Cannons aimed at, and cannot be hit by it. (rules: "Applying Damage from Anti-Fighter Weapons")' },
      'red',
      'deployed',
    ]);
  });

  test('a defensive fire recorded before the aim was (no `aim`) is applied as it was; the players may overrule', () => {
    const s = apart();
    expect([tryApply(s, attack(undefined, ['Hunter 1', 'Hunter 2'])).ok, tryRuled(s, attack('Hunter 1', ['Hunter 1', 'Hunter 2'])).ok]).toEqual([true, true]);
  });
});

describe('the gate: a defensive fire\'s `aim` is optional and checked', () => {
  test('a malformed aim is refused naming the event and the field', () => {
    const e = { ...ev(precision([1, 2], { hullDamage: 0, deck: [], cards: [], destructionDice: null })) } as unknown as { outcome: { defensiveFire: unknown } };
    e.outcome = { ...e.outcome, defensiveFire: { battery: 2, aim: 5, outcome: { kind: 'antiFighter', dice: [1, 1, 1], fighters: { destroyed: [], disrupted: [] }, missilesDestroyed: [] } } };
    const r = eventShape(e, 9);
    expect(r.ok ? 'accepted' : r.reason).toBe('Event 10 (fighterAttack): outcome.defensiveFire.aim: expected string, got a number.');
  });
});
