/**
 * Shots at missiles in a strike aim at one missile ("Shooting Down Missiles": "Missiles are targeted just like fighters"):
 * the aim is recorded (`MissileStrikeOutcome.shots[].aim`, optional: events stay version 2), a combat-arc anti-fighter
 * battery must have it in the warship's combat arc and every battery in range ("Anti-Fighter Weapons": "The target must be
 * in range of the weapon and be in the arc of the weapon"), and what the shot destroys lies within 3" of it. Geometric
 * refusals: the players may overrule them. The shipped anti-fighter batteries are all turrets, so the tests use a
 * corrected Draco card (pack overrides, as a player corrects a provisional stat card).
 */
import { describe, expect, test } from 'vitest';
import { pose } from '../../geometry';
import { applyOverrides, type PackOverride } from '../data';
import { describeEvent } from './describe';
import { ev, type GameEventBody } from './events';
import { eventGate, eventShape } from './gate';
import { actionPhase, shipOf, tryRuled } from './scenes.testing';
import type { GameState, MissileState } from './state';
import { play, tryApply } from './testkit.testing';

/** The Draco's Rapid Pulse Cannons corrected to a combat-arc mount (the shipped card has them in a turret). */
const COMBAT_ARC_AF: readonly PackOverride[] = [{ path: 'ships.SFP.batteries.2.arc', value: 'combat' }];

function corrected(s: GameState, overrides: readonly PackOverride[]): GameState {
  const r = applyOverrides(s.pack, overrides);
  if (!r.ok) throw new Error(r.errors.join('; '));
  return { ...s, pack: r.pack };
}

/**
 * SFP-1 (at 20, 42, heading 270: its fore edge at y 40.5) with two Heragul missiles in contact: Missile 1 on its fore
 * edge, Missile 2 on its aft edge (4" apart). It accelerates (primary maneuver: its forward combat arc) and begins step 6.
 */
function strikeScene(overrides: readonly PackOverride[] = COMBAT_ARC_AF): GameState {
  const m = (id: string, y: number): MissileState => ({ id, owner: 'heragul', ship: 'HHF-1', battery: 1, power: 1, pose: pose(20, y, 90), contact: 'SFP-1' });
  const s = actionPhase('initiative', (st) => ({ ...corrected(st, overrides), missiles: [m('Missile 1', 40), m('Missile 2', 44)], missileSeq: 2 }));
  return play(
    s,
    { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
    { type: 'sensors', ship: 'SFP-1', placement: {} },
    { type: 'engines', ship: 'SFP-1', engine: { velocity: { maneuver: 'accelerate', points: 1 }, turn: null }, thrusters: null },
  );
}

const NONE = { hullDamage: 0, deck: [], cards: [], destructionDice: null };

/** The Rapid Pulse Cannons aim at `aim` and roll 6 1 1, destroying `destroyed`; the other missile strikes (power die 1). */
const strike = (aim: string | undefined, destroyed: string): GameEventBody => ({
  type: 'missileStrike',
  ship: 'SFP-1',
  outcome: {
    shots: [{ battery: 2, ...(aim !== undefined ? { aim } : {}), dice: [6, 1, 1], destroyed: [destroyed] }],
    struck: [destroyed === 'Missile 1' ? 'Missile 2' : 'Missile 1'],
    overcharges: 0,
    powerDice: [1],
    damage: NONE,
  },
});

describe('"Shooting Down Missiles" with a combat-arc anti-fighter battery: the aimed-at missile must lie in its arc', () => {
  test('aimed at the missile in the forward combat arc: accepted, the missile shot down', () => {
    const s = play(strikeScene(), strike('Missile 1', 'Missile 1'));
    expect({ missiles: s.missiles.length, fired: shipOf(s, 'SFP-1').activation?.fired }).toEqual({ missiles: 0, fired: [2] });
  });

  test('aimed at the missile behind it: refused, overrulable, naming the arc, the maneuver and the section', () => {
    expect(tryApply(strikeScene(), strike('Missile 2', 'Missile 2'))).toEqual({
      ok: false,
      overrulable: true,
      reason:
        'Missile 2 is outside Draco Frigate SFP-1\'s forward combat arc (primary maneuver: accelerate): Rapid Pulse Cannons is mounted in the combat arc and cannot aim at it. (rules: "Anti-Fighter Weapons")',
    });
  });

  test('the players overrule it: the shot stands, recorded with their ruling (shown in the log line)', () => {
    const s0 = strikeScene();
    const r = tryRuled(s0, strike('Missile 2', 'Missile 2'), 'the table says the missile sits in the arc');
    expect(r.ok && r.state.missiles.length).toBe(0);
    const e = { ...ev(strike('Missile 2', 'Missile 2')), ruling: { overruled: 'the table says the missile sits in the arc' } };
    expect(describeEvent(s0, e, r.ok ? r.state : undefined).ruling).toBe('The table says otherwise — overruled: the table says the missile sits in the arc');
  });

  test('the shipped card (a turret) may aim behind: "If the battery making the attack is mounted in a turret arc, then the target is always in arc"', () => {
    expect(tryApply(strikeScene([]), strike('Missile 2', 'Missile 2')).ok).toBe(true);
  });

  test('with a cruise (no maneuver) the whole battlefield is in the combat arc', () => {
    const s = actionPhase('initiative', (st) => ({
      ...corrected(st, COMBAT_ARC_AF),
      missiles: [{ id: 'Missile 1', owner: 'heragul', ship: 'HHF-1', battery: 1, power: 1, pose: pose(20, 44, 90), contact: 'SFP-1' }],
      missileSeq: 1,
    }));
    const s1 = play(s, { type: 'activateShip', player: 'surakari', ship: 'SFP-1' }, { type: 'sensors', ship: 'SFP-1', placement: {} }, { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: null });
    const only = { type: 'missileStrike' as const, ship: 'SFP-1', outcome: { shots: [{ battery: 2, aim: 'Missile 1', dice: [6, 1, 1], destroyed: ['Missile 1'] }], struck: [], overcharges: 0, powerDice: [], damage: NONE } };
    expect(tryApply(s1, only).ok).toBe(true);
  });

  test('range: a missile beyond the battery\'s range cannot be aimed at ("The target must be in range of the weapon")', () => {
    // A corrected card with a 1" range: Missile 1's centre is 2" from SFP-1's.
    expect(tryApply(strikeScene([...COMBAT_ARC_AF, { path: 'ships.SFP.batteries.2.range', value: 1 }]), strike('Missile 1', 'Missile 1'))).toEqual({
      ok: false,
      overrulable: true,
      reason: 'Missile 1 is 2.0" from Draco Frigate SFP-1 (centre to centre); Rapid Pulse Cannons reaches 1". (rules: "Anti-Fighter Weapons")',
    });
  });

  test('a shot destroys only the missile it aimed at and missiles within 3" of it', () => {
    // Aimed at Missile 1 (in arc), claiming Missile 2, 4" away.
    expect(tryApply(strikeScene([]), strike('Missile 1', 'Missile 2'))).toEqual({
      ok: false,
      overrulable: true,
      reason: 'Missile 2 is more than 3" from Missile 1, the missile the shot aimed at, and cannot be shot down by it. (rules: "Shooting Down Missiles")',
    });
  });

  test('the aim must be a missile in contact still flying', () => {
    expect(tryApply(strikeScene(), strike('Missile 9', 'Missile 1'))).toEqual({
      ok: false,
      reason: 'Missile 9 is not a missile in contact with Draco Frigate SFP-1 still flying: a shot aims at one of them. (rules: "Shooting Down Missiles")',
    });
  });

  test('a strike recorded before the aim was (no `aim`) is applied as it was', () => {
    expect(tryApply(strikeScene(), strike(undefined, 'Missile 2')).ok).toBe(true);
  });
});

describe('the gate: `aim` in a missile strike is optional and checked', () => {
  test('an old event without it loads; a malformed one is refused naming the event and the field', () => {
    const s = strikeScene();
    const old = ev(strike(undefined, 'Missile 1'));
    const withAim = ev(strike('Missile 1', 'Missile 1'));
    const bad = (aim: unknown) => {
      const e = JSON.parse(JSON.stringify(withAim)) as { outcome: { shots: { aim: unknown }[] } };
      (e.outcome.shots[0] as { aim: unknown }).aim = aim;
      const r = eventShape(e, 6);
      return r.ok ? 'accepted' : r.reason;
    };
    const g = eventGate(s, old, 6);
    expect({ old: g.ok && g.state.missiles.length, aimed: eventGate(s, withAim, 6).ok, number: bad(3), empty: bad(''), list: bad(['Missile 1']) }).toEqual({
      old: 0,
      aimed: true,
      number: 'Event 7 (missileStrike): outcome.shots.0.aim: expected string, got a number.',
      empty: 'Event 7 (missileStrike): outcome.shots.0.aim: too short (at least 1).',
      list: 'Event 7 (missileStrike): outcome.shots.0.aim: expected string, got a list.',
    });
  });
});
