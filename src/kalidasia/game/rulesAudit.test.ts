/**
 * Rules audit (section by section against kalidasia-core-rules-2.2.0): the cases where the game core's verdict was not
 * the rulebook's. Each test quotes the rule it plays and asserts the outcome the rulebook prints; refusals end with the
 * section.
 */
import { describe, expect, test } from 'vitest';
import { pose, type Pose } from '../../geometry';
import { actionPhase, editFighter, editShip, fighterOf, huntersActive, precisionSetup, shipOf } from './scenes.testing';
import { escortPoses, play, tryApply } from './testkit.testing';
import { tryRuled } from './scenes.testing';
import type { GameEventBody } from './events';
import type { FighterState, GameState } from './state';
import { dfDiceCount, dogfightRead, type DfWing } from '../rules/combat/dogfight';
import { fighterClassOf } from './helpers';

const NO_DAMAGE = { hullDamage: 0, deck: [], cards: [], destructionDice: null };

/** Hunter 3 is an Attack Cruiser (the Heragul bomber) 3" from SFP-1, and Heragul holds `tokens` sensor tokens on SFP-1. */
function bomberScene(tokens: number): GameState {
  return huntersActive((s) => {
    const sfp = shipOf(s, 'SFP-1').pose as Pose;
    const s1 = editFighter(s, 'Hunter 3', (f) => ({ ...f, kind: 'attackCruiser', pose: pose(sfp.x + 3, sfp.y, 90) }));
    return { ...s1, sensors: { ...s1.sensors, heragul: { 'SFP-1': tokens } } };
  });
}

/** A bomber attack of one Attack Cruiser gun, its missed die re-rolled to a 5 with `rerolls` sensor points. */
const bomberAttack = (attackers: readonly string[], rerolls: number): GameEventBody => ({
  type: 'fighterAttack',
  attackers: [...attackers],
  target: { kind: 'ship', id: 'SFP-1' },
  outcome: {
    kind: 'power',
    gunDice: attackers.map(() => 5),
    sensorRerolls: Array.from({ length: rerolls }, (_, i) => ({ index: i, value: 5 })),
    hits: attackers.length,
    solidHits: attackers.length,
    overcharge: false,
    powerDice: attackers.flatMap(() => [1, 1]),
    damage: NO_DAMAGE,
  },
});

describe('"Bombers" and "Sensor Points": a bomber that re-rolls with a sensor point spends it', () => {
  test('the token is removed from the target, and no more re-rolls than tokens', () => {
    // Rules: Kalidasia "Bombers" — bombers "can attack warships just like warship power weapons"; "Sensor Points" — "a sensor point
    // can be spent to re-roll one of the gun dice which did not hit ... Once a sensor point is spent, remove it from the target warship."
    const s0 = bomberScene(1);
    const s = play(s0, bomberAttack(['Hunter 3'], 1));
    const twice = tryApply(s0, bomberAttack(['Hunter 3'], 2));
    expect({ left: s.sensors['heragul']?.['SFP-1'] ?? 0, twice }).toEqual({
      left: 0,
      twice: { ok: false, reason: 'Draco Frigate SFP-1 carries 1 of your sensor tokens; 2 re-rolls asked. (rules: "Sensor Points")' },
    });
  });
});

describe('"Fighters and Other Small Craft Activation": a fighter attacks during its own activation', () => {
  /** A ninth Heragul wing outside the activated unit of eight. */
  const withNinth = (s: GameState, kind: FighterState['kind'], at: Pose): GameState => ({
    ...s,
    fighters: [...s.fighters, { ...fighterOf(s, 'Hunter 8'), id: 'Hunter 9', kind, pose: at, activated: false }],
  });

  test('a bomber outside the activated unit cannot join a bomber attack', () => {
    // Rules: Kalidasia "Fighters and Other Small Craft Activation" — "When a group of eight fighter wings is activated, each fighter will
    // perform two movements and each fighter may make one attack during its activation." Only the dogfight lets wings outside the unit join.
    const s0 = bomberScene(0);
    const sfp = shipOf(s0, 'SFP-1').pose as Pose;
    const s = withNinth(s0, 'attackCruiser', pose(sfp.x - 3, sfp.y, 90));
    expect(tryApply(s, bomberAttack(['Hunter 3', 'Hunter 9'], 0))).toEqual({
      ok: false,
      reason: 'Hunter 9 is not in the activated fighter unit: it attacks during its own activation. (rules: "Fighters and Other Small Craft Activation")',
    });
  });

  test('a precise wing outside the activated unit cannot join a precision attack', () => {
    // Rules: Kalidasia "Precision Attack" — "A precision attack replaces the fighter token's normal attack for the turn."
    const s0 = precisionSetup();
    const h2 = fighterOf(s0, 'Hunter 2').pose as Pose;
    const s = withNinth(editFighter(s0, 'Hunter 2', (f) => ({ ...f, pose: pose(70, 2, 90) })), 'hunter', h2);
    const r = tryApply(s, { type: 'fighterAttack', attackers: ['Hunter 1', 'Hunter 9'], target: { kind: 'ship', id: 'SFP-2' }, outcome: { kind: 'precision', defensiveFire: null, dice: [6, 6], damage: NO_DAMAGE } });
    expect(r).toEqual({
      ok: false,
      reason: 'Hunter 9 is not in the activated fighter unit: it attacks during its own activation. (rules: "Fighters and Other Small Craft Activation")',
    });
  });
});

describe('"Precision Attack": the target engages the attacking wings with ANY anti-fighter weapons not yet used this turn', () => {
  /** A corrected stat card: the Draco's fourth battery is a second anti-fighter battery (the shipped pack gives each class one). */
  const twoAfBatteries = (s: GameState): GameState => ({
    ...s,
    pack: { ...s.pack, ships: s.pack.ships.map((c) => (c.code !== 'SFP' ? c : { ...c, batteries: c.batteries.map((b, i) => (i === 3 ? { ...b, name: 'Point Defence', type: 'F' as const, gunCount: 2, power: 4, range: 8, arc: 'turret' as const } : b)) })) } as GameState['pack'],
  });
  const af = (dice: number[], disrupted: string[]) => ({ kind: 'antiFighter' as const, dice, fighters: { destroyed: [], disrupted }, missilesDestroyed: [] });
  const attack = (more: unknown): GameEventBody =>
    ({
      type: 'fighterAttack',
      attackers: ['Hunter 1', 'Hunter 2'],
      target: { kind: 'ship', id: 'SFP-2' },
      outcome: { kind: 'precision', defensiveFire: { battery: 2, outcome: af([5, 1, 1], ['Hunter 1']) }, moreDefensiveFire: more, dice: [], damage: NO_DAMAGE },
    }) as GameEventBody;

  test('two anti-fighter batteries fire in turn: both hits stand, both batteries have attacked this turn, no wing is left to roll', () => {
    // Rules: Kalidasia "Precision Attack" — "Before the precision attack is resolved, the target warship may engage the attacking fighter
    // wings with any antifighter weapons the warship carries if those weapons have not yet attacked this turn."
    const s0 = twoAfBatteries(precisionSetup());
    const s = play(s0, attack([{ battery: 3, outcome: af([4, 2], ['Hunter 2']) }]));
    expect({ used: shipOf(s, 'SFP-2').usedThisTurn, h1: fighterOf(s, 'Hunter 1').disrupted, h2: fighterOf(s, 'Hunter 2').disrupted }).toEqual({ used: [2, 3], h1: true, h2: true });
  });

  test('a battery fires once; a power battery cannot engage the wings', () => {
    const s0 = twoAfBatteries(precisionSetup());
    expect([tryApply(s0, attack([{ battery: 2, outcome: af([4, 2], ['Hunter 2']) }])), tryApply(s0, attack([{ battery: 0, outcome: af([4, 2], ['Hunter 2']) }]))]).toEqual([
      { ok: false, reason: 'Rapid Pulse Cannons of Draco Frigate SFP-2 already attacked this turn. (rules: "Precision Attack")' },
      { ok: false, reason: 'Draco Frigate SFP-2 battery 1 is not an anti-fighter battery. (rules: "Precision Attack")' },
    ]);
  });
});

describe('"Warship Escorting": an escort that can still move to block prevents the precision attack', () => {
  /** The precision scene, with Interceptor 5 escorting SFP-2 (fully aligned on another side than the Hunters). */
  const escorted = (): GameState => {
    const s0 = precisionSetup();
    const slots = escortPoses(s0, 'SFP', shipOf(s0, 'SFP-2').pose as Pose, 4);
    return editFighter(s0, 'Interceptor 5', (f) => ({ ...f, pose: slots[2] as Pose, escorting: 'SFP-2', activated: false }));
  };
  const precise = (attackers: string[]): GameEventBody => ({ type: 'fighterAttack', attackers, target: { kind: 'ship', id: 'SFP-2' }, outcome: { kind: 'precision', defensiveFire: null, dice: attackers.map(() => 2), damage: NO_DAMAGE } });

  test('refused while the escort has not moved to block this turn (overrulable); accepted once it has', () => {
    // Rules: Kalidasia "Warship Escorting" — "If an enemy fighter wing tries to fully align with a warship that has an escorting fighter,
    // immediately move one of the escorting fighter tokens and place it between the warship and the enemy fighter wing ... This movement
    // can be performed once per turn by each escorting fighter and it prevents the enemy fighter from making contact with the warship
    // being escorted. This prevents precision attacks."
    const s0 = escorted();
    const slots = escortPoses(s0, 'SFP', shipOf(s0, 'SFP-2').pose as Pose, 4);
    const before = tryApply(s0, precise(['Hunter 1', 'Hunter 2']));
    const ruled = tryRuled(s0, precise(['Hunter 1', 'Hunter 2']));
    // The escort blocks Hunter 1; Hunter 2 still reaches the warship.
    const s1 = play(s0, { type: 'interpose', fighter: 'Interceptor 5', pose: slots[3] as Pose });
    const after = tryApply(s1, precise(['Hunter 2']));
    expect({ before, ruled: ruled.ok, after: after.ok }).toEqual({
      before: {
        ok: false,
        overrulable: true,
        reason: 'Interceptor 5 escorts Draco Frigate SFP-2 and has not moved to block this turn: it moves between the warship and the attacking wing first, which prevents a precision attack. (rules: "Warship Escorting")',
      },
      ruled: true,
      after: true,
    });
  });
});

describe('rulebook example, "Range and Arc": frigates A and B in range of the Plasma Cannons, only A in the combat arc, both in the turret arc', () => {
  test('the combat-arc battery fires at A only; the turret fires at either; out of range is refused and the battery keeps its attack', () => {
    // Rules: Kalidasia "Range and Arc" — "Heragul Frigates A and B are in range of the Frigate's Plasma Cannons" ... "Only Heragul
    // Frigate 'A' is in the current combat arc of the Surakari Frigate, but all warships are in the Surakari's turret arc." (The example
    // is a picture: here the Draco decelerates, so its combat arc is the rear half — the provisional facing chart — with frigate A, HHF-1,
    // 6" behind and frigate B, HHF-2, 6" ahead.)
    let s = actionPhase('initiative');
    s = play(s, { type: 'activateShip', player: 'surakari', ship: 'SFP-1' }, { type: 'sensors', ship: 'SFP-1', placement: {} }, { type: 'engines', ship: 'SFP-1', engine: { velocity: { maneuver: 'decelerate', points: 1 }, turn: null }, thrusters: null });
    const slot = s.pack.ships.find((c) => c.code === 'SFP')?.velocityTrack[shipOf(s, 'SFP-1').velocity];
    s = play(s, { type: 'move', ship: 'SFP-1', distance: slot?.min ?? 7, turns: [] });
    const at = shipOf(s, 'SFP-1').pose as Pose;
    s = editShip(editShip(s, 'HHF-1', (x) => ({ ...x, pose: pose(at.x, at.y + 6, 90) })), 'HHF-2', (x) => ({ ...x, pose: pose(at.x, at.y - 6, 90) }));
    const miss = (n: number) => ({ kind: 'power' as const, gunDice: Array.from({ length: n }, () => 1), sensorRerolls: [], hits: 0, solidHits: 0, overcharge: false, powerDice: [], damage: NO_DAMAGE });
    const fire = (battery: number, target: string, n: number): GameEventBody => ({ type: 'fire', ship: 'SFP-1', battery, target: { kind: 'ship', id: target }, outcome: miss(n) });
    const cannonsAtB = tryApply(s, fire(1, 'HHF-2', 2));
    const cannonsAtA = tryApply(s, fire(1, 'HHF-1', 2));
    const turretAtB = tryApply(s, fire(3, 'HHF-2', 1));
    const far = tryApply(editShip(s, 'HHF-1', (x) => ({ ...x, pose: pose(at.x, at.y + 20, 90) })), fire(1, 'HHF-1', 2));
    expect({ primary: shipOf(s, 'SFP-1').activation?.primary, cannonsAtB, cannonsAtA: cannonsAtA.ok, turretAtB: turretAtB.ok, far }).toEqual({
      primary: 'decelerate',
      cannonsAtB: { ok: false, overrulable: true, reason: 'HHF-2 is outside Draco Frigate SFP-1\'s aft combat arc (primary maneuver: decelerate). (rules: "Range and Arc")' },
      cannonsAtA: true,
      turretAtB: true,
      far: { ok: false, overrulable: true, reason: 'HHF-1 is 20.0" from Draco Frigate SFP-1 (centre to centre); Plasma Cannons reaches 18". The battery has not used its attack. (rules: "Range and Arc")' },
    });
  });
});

describe('"Warship Combat", "Attacking with Missile Weapons": missiles launched at a point of the movement', () => {
  test('placed fully aligned with the warship where it launched them (a point of its path), not where it ended', () => {
    // Rules: Kalidasia "Warship Combat" — "At any point during a warship's movement, a warship may fire a battery."; "Attacking with
    // Missile Weapons" — "Place these tokens fully aligned to the warship making the attack."
    let s = actionPhase('reverse');
    const start = shipOf(s, 'HHF-1').pose as Pose;
    s = play(s, { type: 'activateShip', player: 'heragul', ship: 'HHF-1' }, { type: 'sensors', ship: 'HHF-1', placement: {} }, { type: 'engines', ship: 'HHF-1', engine: { velocity: null, turn: null }, thrusters: null }, { type: 'move', ship: 'HHF-1', distance: 10, turns: [] });
    const placed = [pose(start.x - 1.25, start.y, 90), pose(start.x + 1.25, start.y, 90)];
    const launch = (from?: Pose): GameEventBody => ({ type: 'launchMissiles', ship: 'HHF-1', battery: 1, ...(from ? { from } : {}), outcome: { kind: 'missileLaunch', dice: [], placed } });
    const atEnd = tryApply(s, launch());
    const atStart = tryApply(s, launch(start));
    const offPath = tryApply(s, launch(pose(start.x + 5, start.y, 90)));
    expect({ atEnd: atEnd.ok, atStart: atStart.ok && atStart.state.missiles.length, offPath }).toEqual({
      atEnd: false,
      atStart: 2,
      offPath: { ok: false, overrulable: true, reason: 'Hammerhead Frigate HHF-1 fires from a point of its movement; that point is not on its path. (rules: "Warship Combat")' },
    });
  });
});

describe('rulebook example, "Dogfighting": Interceptor A and two friends against Hunter B and two friends, six dice a side, all at once', () => {
  test('both sides roll before any casualty is removed: Hunter B, killed, still returns fire', () => {
    // Rules: Kalidasia "Dogfighting" — "Surakari Interceptor A declares an attack against Hunter B. The two additional Interceptors will
    // join the attack as will the additional two Hunters. Each side will therefore roll six dice in this battle and both sides will roll
    // their attack dice before removing fighters as casualties."
    let s = actionPhase('initiative');
    s = play(s, { type: 'activateShip', player: 'surakari', ship: 'SFP-1' }, { type: 'sensors', ship: 'SFP-1', placement: {} }, { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: null });
    const escorts = s.fighters.filter((f) => f.escorting === 'SFP-1').sort((a, b) => (a.pose as Pose).y - (b.pose as Pose).y);
    const [A, I2, I3] = escorts.map((f) => f.id) as [string, string, string];
    const a = fighterOf(s, A).pose as Pose;
    s = editFighter(editFighter(s, I2, (f) => ({ ...f, pose: pose(a.x + 1.5, a.y, 270) })), I3, (f) => ({ ...f, pose: pose(a.x - 1.5, a.y, 270) }));
    s = editFighter(s, 'Hunter 2', (f) => ({ ...f, pose: pose(a.x, a.y - 3.5, 90) }));
    s = editFighter(s, 'Hunter 3', (f) => ({ ...f, pose: pose(a.x + 1.5, a.y - 4.5, 90) }));
    s = editFighter(s, 'Hunter 4', (f) => ({ ...f, pose: pose(a.x - 1.5, a.y - 4.5, 90) }));
    const w = (id: string): DfWing => {
      const f = fighterOf(s, id);
      const wp = fighterClassOf(s, f).weapon;
      return { id, x: (f.pose as Pose).x, y: (f.pose as Pose).y, disrupted: f.disrupted, gunCount: wp.gunCount, power: wp.power, specials: wp.specials };
    };
    const side = (owner: string) => s.fighters.filter((f) => f.owner === owner && f.status === 'deployed' && f.pose).map((f) => w(f.id));
    const attackers = [A, I2, I3].map(w);
    const defenders = ['Hunter 2', 'Hunter 3', 'Hunter 4'].map(w);
    const attackerDice = [6, 1, 1, 1, 1, 1];
    const defenderDice = [4, 1, 1, 1, 1, 1];
    const read = dogfightRead({ attackers, defenders, attackerSide: side('surakari'), defenderSide: side('heragul'), attackerDice, defenderDice, defenderExtras: { rerolls: [1, 1, 1, 1, 1] }, onDefendersChoice: { destroyed: ['Hunter 2'], tokens: [] }, onAttackersChoice: { destroyed: [], tokens: [A] } });
    if (!read.ok) throw new Error(read.reason);
    const after = play(s, {
      type: 'fighterAttack',
      attackers: [A, I2, I3],
      target: { kind: 'fighter', id: 'Hunter 2' },
      outcome: { kind: 'dogfight', attackerDice, defenderDice, defenderExtras: { rerolls: [1, 1, 1, 1, 1] }, defenders: ['Hunter 2', 'Hunter 3', 'Hunter 4'], onDefenders: read.value.onDefenders, onAttackers: read.value.onAttackers },
    });
    expect({ dice: [dfDiceCount(attackers), dfDiceCount(defenders)], b: fighterOf(after, 'Hunter 2').status, a: fighterOf(after, A).disrupted }).toEqual({ dice: [6, 6], b: 'red', a: true });
  });
});

