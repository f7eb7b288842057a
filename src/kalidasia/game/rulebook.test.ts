/**
 * The rulebook, section by section from "The Turn" to "End Phase" (issue 18): for each rule the game can check,
 * the legal play is accepted and the illegal one refused naming its section, all through `gameApply`.
 * Source: ../shared/rules/kalidasia-core-rules-2.2.0.txt. Sections already covered in other files are listed in
 * game/README.md ("Rules checked, section by section").
 */
import { describe, expect, test } from 'vitest';
import { alignedPlaceAround, pointDistance, pose, type Pose } from '../../geometry';
import { MISSILE_TOKEN } from '../data';
import type { GameEventBody } from './events';
import type { ApplyResult } from './reducer';
import { missileFlight } from './missiles';
import { shipCrippled } from './scenarios';
import { actionPhase, dracoFiring, editFighter, editShip, escortOf, fighterOf, huntersActive, precisionSetup, shipOf, turn2 } from './scenes.testing';
import { cruise, deployStarter, escortPoses, play, tryApply } from './testkit.testing';
import type { GameState, MissileState } from './state';

const verdict = (r: ApplyResult): string => (r.ok ? 'accepted' : r.reason);
const cites = (section: string) => expect.stringContaining(`(rules: "${section}")`);
const none = { hullDamage: 0, deck: [], cards: [], destructionDice: null };
const miss = { kind: 'power' as const, gunDice: [1, 2], sensorRerolls: [], hits: 0, solidHits: 0, overcharge: false, powerDice: [], damage: none };
const dogfight = (defenders: string[], attackerDice = [1]) => ({ kind: 'dogfight' as const, attackerDice, defenderDice: defenders.map(() => 1), defenders, onDefenders: { destroyed: [], disrupted: [] }, onAttackers: { destroyed: [], disrupted: [] } });

/** SFP-1 (velocity 10-12, ability B; engine 4, thrusters 2, reactor 3) is activated and has placed its sensors. */
function sfpEngines(edit: (s: GameState) => GameState = (s) => s): GameState {
  return play(actionPhase('initiative', edit), { type: 'activateShip', player: 'surakari', ship: 'SFP-1' }, { type: 'sensors', ship: 'SFP-1', placement: {} });
}
const engines = (s: GameState, body: Omit<Extract<GameEventBody, { type: 'engines' }>, 'type' | 'ship'>): GameState => play(s, { type: 'engines', ship: 'SFP-1', ...body });
const move = (s: GameState, distance: number, turns: Extract<GameEventBody, { type: 'move' }>['turns']): string => verdict(tryApply(s, { type: 'move', ship: 'SFP-1', distance, turns }));

describe('"The Turn": each phase is completed before the next', () => {
  test('an action-phase event during the initiative phase is refused; the phase event is accepted', () => {
    const s = deployStarter();
    expect([verdict(tryApply(s, { type: 'actionOrder', player: 'surakari', order: 'initiative' })), verdict(tryApply(s, { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 6 } }))]).toEqual([
      cites('Action Phase'),
      'accepted',
    ]);
  });
});

describe('"Initiative Phase"', () => {
  test('every player rolls a d6; a missing roll or a 7 is refused', () => {
    const s = deployStarter();
    expect([
      verdict(tryApply(s, { type: 'initiativeRoll', rolls: { heragul: 2 } })),
      verdict(tryApply(s, { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 7 } })),
      verdict(tryApply(s, { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 6 } })),
    ]).toEqual([cites('Initiative Phase'), expect.stringContaining('not a result of a six-sided die'), 'accepted']);
  });
});

describe('"Fighter Regrouping - Re-deployment"', () => {
  test('starting with the second turn: no regroup roll in turn 1; in turn 2 one die per token', () => {
    const piles = (st: GameState) => editFighter(st, 'Interceptor 2', (f) => ({ ...f, status: 'red', pose: null, escorting: null }));
    const t1 = piles(deployStarter());
    const early = tryApply(play(t1, { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 6 } }, { type: 'initiativeBonus', player: 'surakari', cards: [] }), { type: 'regroupRoll', player: 'surakari', yellow: [], red: [6] });
    const s = turn2(piles);
    expect([verdict(early), verdict(tryApply(s, { type: 'regroupRoll', player: 'surakari', yellow: [], red: [6, 6] })), verdict(tryApply(s, { type: 'regroupRoll', player: 'surakari', yellow: [], red: [6] }))]).toEqual([
      expect.stringContaining('not possible now'),
      cites('Fighter Regrouping - Re-deployment'),
      'accepted',
    ]);
  });
});

describe('"Fighter Escorting"', () => {
  test('decided in reverse initiative order by the owner; a wing that stops moves one inch away', () => {
    const s = turn2((st) => st);
    const i2 = fighterOf(s, 'Interceptor 2').pose as Pose;
    expect([
      verdict(tryApply(s, { type: 'escorts', player: 'heragul', escorts: [], moved: [] })),
      verdict(tryApply(s, { type: 'escorts', player: 'surakari', escorts: [], moved: [{ fighter: 'Interceptor 2', pose: pose(i2.x - 2, i2.y, i2.heading) }] })),
      verdict(tryApply(s, { type: 'escorts', player: 'surakari', escorts: [], moved: [{ fighter: 'Interceptor 2', pose: pose(i2.x + 1, i2.y, i2.heading) }] })),
    ]).toEqual([cites('Fighter Escorting'), cites('Fighter Escorting'), 'accepted']);
  });
});

describe('"Action Phase"', () => {
  test('the initiative winner chooses the order; then units activate one at a time, once per turn', () => {
    const s = play(deployStarter(), { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 6 } }, { type: 'initiativeBonus', player: 'surakari', cards: [] }, { type: 'escorts', player: 'surakari', escorts: [], moved: [] });
    const loser = verdict(tryApply(s, { type: 'actionOrder', player: 'heragul', order: 'reverse' }));
    const a = play(s, { type: 'actionOrder', player: 'surakari', order: 'reverse' });
    const wrong = verdict(tryApply(a, { type: 'activateShip', player: 'surakari', ship: 'SFP-1' }));
    const once = verdict(tryApply(cruise(cruise(a, 'heragul', 'HHF-1'), 'surakari', 'SFP-1'), { type: 'activateShip', player: 'heragul', ship: 'HHF-1' }));
    expect([loser, wrong, once]).toEqual([cites('Action Phase'), cites('Action Phase'), cites('Action Phase')]);
  });
});

describe('"Activating a Warship": steps in order', () => {
  test('"Generate and Allocate Sensor Points": at most the sensor value, on enemy warships', () => {
    const s = play(actionPhase('initiative'), { type: 'activateShip', player: 'surakari', ship: 'SFP-1' });
    expect([
      verdict(tryApply(s, { type: 'sensors', ship: 'SFP-1', placement: { 'HHF-1': 3 } })),
      verdict(tryApply(s, { type: 'sensors', ship: 'SFP-1', placement: { 'SFP-2': 1 } })),
      verdict(tryApply(s, { type: 'sensors', ship: 'SFP-1', placement: { 'HHF-1': 1, 'HHF-2': 1 } })),
    ]).toEqual([cites('Generate and Allocate Sensor Points'), cites('Generate and Allocate Sensor Points'), 'accepted']);
  });

  test('"Allocate Engine Points", "Identify Primary Maneuver", "Activate Vector Thrusters"', () => {
    const s = sfpEngines();
    const jammed = editShip(s, 'SFP-1', (x) => ({ ...x, criticals: { ...x.criticals, thrustersJammed: true } }));
    const noReactor = editShip(s, 'SFP-1', (x) => ({ ...x, reactor: { ...x.reactor, spent: 3 } }));
    expect([
      verdict(tryApply(s, { type: 'engines', ship: 'SFP-1', engine: { velocity: { maneuver: 'accelerate', points: 3 }, turn: { maneuver: 'port', points: 2 } }, thrusters: null })),
      verdict(tryApply(s, { type: 'engines', ship: 'SFP-1', engine: { velocity: { maneuver: 'accelerate', points: 2 }, turn: { maneuver: 'port', points: 2 } }, thrusters: null })),
      verdict(tryApply(s, { type: 'engines', ship: 'SFP-1', engine: { velocity: { maneuver: 'accelerate', points: 2 }, turn: { maneuver: 'port', points: 2 } }, primary: 'port', thrusters: null })),
      verdict(tryApply(s, { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: { port: 3 } })),
      verdict(tryApply(jammed, { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: { maneuver: 'port', points: 1 } }, thrusters: { starboard: 1 } })),
      verdict(tryApply(noReactor, { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: { port: 1 } })),
      verdict(tryApply(s, { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: { port: 2 } })),
    ]).toEqual([
      cites('Allocate Engine Points'),
      cites('Identify Primary Maneuver'),
      'accepted',
      cites('Activate Vector Thrusters'),
      cites('Activate Vector Thrusters'),
      cites('Activate Vector Thrusters'),
      'accepted',
    ]);
  });

  test('"Alter Velocity": each accelerate point moves the tracker one slot right, never past the track', () => {
    const s = engines(sfpEngines(), { engine: { velocity: { maneuver: 'accelerate', points: 2 }, turn: null }, thrusters: { accelerate: 2 } });
    const top = engines(sfpEngines((st) => editShip(st, 'SFP-1', (x) => ({ ...x, velocity: 7 }))), { engine: { velocity: { maneuver: 'accelerate', points: 4 }, turn: null }, thrusters: null });
    expect([shipOf(s, 'SFP-1').velocity, shipOf(top, 'SFP-1').velocity]).toEqual([8, 8]);
  });
});

describe('"Move the Warship", "Executing a turn"', () => {
  test('the distance lies within the velocity slot', () => {
    const s = engines(sfpEngines(), { engine: { velocity: null, turn: null }, thrusters: null });
    expect([move(s, 13, []), move(s, 12, [])]).toEqual([cites('Move the Warship'), 'accepted']);
  });

  test('up to half the engine value (rounded up) per turn: 4 engine points to starboard take two turns of 2', () => {
    const s = engines(sfpEngines(), { engine: { velocity: null, turn: { maneuver: 'starboard', points: 4 } }, thrusters: null });
    expect([move(s, 10, [{ at: 4, side: 'starboard', notches: 4 }]), move(s, 10, [{ at: 4, side: 'starboard', notches: 2 }, { at: 8, side: 'starboard', notches: 2 }])]).toEqual([
      cites('Move the Warship'),
      'accepted',
    ]);
  });

  test('thruster points belong to the side they were allocated to; any number of them may go on one turn', () => {
    const s = engines(sfpEngines(), { engine: { velocity: null, turn: { maneuver: 'starboard', points: 2 } }, thrusters: { port: 1 } });
    const s2 = engines(sfpEngines(), { engine: { velocity: null, turn: { maneuver: 'starboard', points: 2 } }, thrusters: { starboard: 2 } });
    expect([
      move(s, 10, [{ at: 4, side: 'starboard', notches: 3 }]),
      move(s, 10, [{ at: 4, side: 'starboard', notches: 2 }, { at: 8, side: 'port', notches: 1 }]),
      move(s2, 10, [{ at: 4, side: 'starboard', notches: 4 }]),
    ]).toEqual([cites('Move the Warship'), 'accepted', 'accepted']);
  });

  test('infinite turning ability: a single point faces any direction, at the start or the end of the move', () => {
    const slow = (points: number) => engines(sfpEngines((st) => editShip(st, 'SFP-1', (x) => ({ ...x, velocity: 1 }))), { engine: { velocity: null, turn: { maneuver: 'port', points } }, thrusters: null });
    expect([move(slow(1), 2, [{ at: 0, face: 135 }]), move(slow(2), 2, [{ at: 0, face: 135 }]), move(slow(1), 2, [{ at: 1, face: 135 }])]).toEqual([
      'accepted',
      cites('Move the Warship'),
      cites('Move the Warship'),
    ]);
  });
});

describe('"Warship Combat", "Combat Arc vs Turret Arc", "Range and Arc", "Resolving the Attack", "Sensor Points"', () => {
  test('each battery once per activation; P only at warships, F only at fighters and missiles', () => {
    const s = play(dracoFiring(), { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: miss });
    expect([
      verdict(tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: miss })),
      verdict(tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'fighter', id: 'Hunter 1' }, outcome: miss })),
      verdict(tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'ship', id: 'HHF-1' }, outcome: miss })),
    ]).toEqual([cites('Warship Combat'), cites('Warship Combat'), 'accepted']);
  });

  test('the facing at a firing point comes from the path, not from the event', () => {
    // Primary starboard: the combat arc is the starboard half. SFP-1 starts at (20, 42) heading 270 (up the table), so starboard is +x.
    const scene = (at: Pose) => engines(sfpEngines((st) => editShip(st, 'HHF-1', (x) => ({ ...x, pose: at }))), { engine: { velocity: null, turn: { maneuver: 'starboard', points: 2 } }, thrusters: null });
    const fire = (s: GameState) => verdict(tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, from: pose(20, 42, 90), outcome: miss }));
    expect([fire(scene(pose(30, 42, 90))), fire(scene(pose(10, 42, 90)))]).toEqual(['accepted', cites('Range and Arc')]);
  });

  test('range centre to centre; a destroyed battery cannot attack; one gun die per gun; sensor re-rolls only with tokens', () => {
    const s = dracoFiring();
    const broken = editShip(s, 'SFP-1', (x) => ({ ...x, criticals: { ...x.criticals, weapons: ['destroyed', 'none', 'none', 'none'] } }));
    expect([
      verdict(tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-2' }, outcome: miss })),
      verdict(tryApply(broken, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: miss })),
      verdict(tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: { ...miss, gunDice: [1, 2, 3] } })),
      verdict(tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: { ...miss, sensorRerolls: [{ index: 0, value: 2 }, { index: 1, value: 2 }, { index: 0, value: 1 }] } })),
      verdict(tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: { ...miss, sensorRerolls: [{ index: 0, value: 1 }] } })),
    ]).toEqual([cites('Range and Arc'), cites('Resolving the Attack'), cites('Resolving the Attack'), cites('Sensor Points'), 'accepted']);
  });
});

describe('"Overcharging armor"', () => {
  test('only with Active Armor and a reactor point to spend', () => {
    const s = dracoFiring();
    const oc = { ...miss, gunDice: [5, 1], hits: 1, overcharge: true, powerDice: [1] };
    const spent = editShip(s, 'HHF-1', (x) => ({ ...x, reactor: { ...x.reactor, spent: 3 } }));
    const surakari = play(actionPhase('reverse', (st) => editShip(st, 'SFP-1', (x) => ({ ...x, pose: pose(20, 24, 270) }))), { type: 'activateShip', player: 'heragul', ship: 'HHF-1' }, { type: 'sensors', ship: 'HHF-1', placement: {} }, { type: 'engines', ship: 'HHF-1', engine: { velocity: null, turn: null }, thrusters: null });
    expect([
      verdict(tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: oc })),
      verdict(tryApply(spent, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: oc })),
      verdict(tryApply(surakari, { type: 'fire', ship: 'HHF-1', battery: 0, target: { kind: 'ship', id: 'SFP-1' }, outcome: oc })),
    ]).toEqual(['accepted', cites('Overcharging armor'), cites('Overcharging armor')]);
  });
});

describe('"Anti-Fighter Weapons", "Applying Damage from Anti-Fighter Weapons", "Fighter Regrouping - Destruction Piles"', () => {
  const af = (destroyed: string[], disrupted: string[]) => ({ kind: 'antiFighter' as const, dice: [6, 5, 5], fighters: { destroyed, disrupted }, missilesDestroyed: [] });
  const near = (s: GameState) => editFighter(editFighter(s, 'Hunter 1', (f) => ({ ...f, pose: pose(20, 26, 90) })), 'Hunter 2', (f) => ({ ...f, pose: pose(22, 26, 90) }));
  test('wings within 3" of the target: every one gets a token before any gets a second', () => {
    const s = near(dracoFiring());
    const fire = (st: GameState, disrupted: string[]) => tryApply(st, { type: 'fire', ship: 'SFP-1', battery: 2, target: { kind: 'fighter', id: 'Hunter 1' }, outcome: af([], disrupted) });
    const both = fire(s, ['Hunter 1', 'Hunter 2']);
    expect([verdict(fire(s, ['Hunter 1', 'Hunter 1'])), verdict(both), both.ok && [fighterOf(both.state, 'Hunter 1').disrupted, fighterOf(both.state, 'Hunter 2').disrupted]]).toEqual([
      cites('Applying Damage from Anti-Fighter Weapons'),
      'accepted',
      [true, true],
    ]);
  });

  test('two damage tokens in one attack send the wing to the yellow pile; a six to the red pile', () => {
    const s = editFighter(dracoFiring(), 'Hunter 1', (f) => ({ ...f, pose: pose(20, 26, 90) }));
    const two = tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 2, target: { kind: 'fighter', id: 'Hunter 1' }, outcome: af([], ['Hunter 1', 'Hunter 1']) });
    const six = tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 2, target: { kind: 'fighter', id: 'Hunter 1' }, outcome: af(['Hunter 1'], []) });
    expect([two.ok && fighterOf(two.state, 'Hunter 1').status, six.ok && fighterOf(six.state, 'Hunter 1').status]).toEqual(['yellow', 'red']);
  });
});

describe('"Attacking with Missile Weapons", "Missile Movement", "Missile Damage", "Shooting Down Missiles"', () => {
  const heragulActive = (): GameState =>
    play(actionPhase('reverse'), { type: 'activateShip', player: 'heragul', ship: 'HHF-1' }, { type: 'sensors', ship: 'HHF-1', placement: {} }, { type: 'engines', ship: 'HHF-1', engine: { velocity: null, turn: null }, thrusters: null });
  test('launch: one missile per gun (damaged: one per 4+), placed fully aligned with the warship', () => {
    const s = heragulActive();
    const h1 = shipOf(s, 'HHF-1');
    const aligned = alignedPlaceAround({ pose: h1.pose as Pose, footprint: s.pack.ships.find((x) => x.code === 'HHF')?.tokenSize ?? { width: 1.5, length: 3 } } as never, MISSILE_TOKEN.value, 2).map((p) => p.pose);
    const launch = (placed: Pose[]) => verdict(tryApply(s, { type: 'launchMissiles', ship: 'HHF-1', battery: 1, outcome: { kind: 'missileLaunch', dice: [], placed } }));
    const damaged = editShip(s, 'HHF-1', (x) => ({ ...x, criticals: { ...x.criticals, weapons: ['none', 'damaged', 'none'] } }));
    const roll = (placed: Pose[]) => verdict(tryApply(damaged, { type: 'launchMissiles', ship: 'HHF-1', battery: 1, outcome: { kind: 'missileLaunch', dice: [4, 2], placed } }));
    expect([launch([aligned[0] as Pose]), launch([pose(30, 6, 90), pose(32, 6, 90)]), launch(aligned), roll(aligned), roll([aligned[0] as Pose])]).toEqual([
      cites('Attacking with Missile Weapons'),
      cites('Attacking with Missile Weapons'),
      'accepted',
      cites('Attacking with Missile Weapons'),
      'accepted',
    ]);
  });

  const inContact = (s: GameState): GameState => {
    const m: MissileState = { id: 'Missile 1', owner: 'heragul', ship: 'HHF-1', battery: 1, power: 1, pose: pose(20, 30, 90), contact: 'SFP-1' };
    return { ...s, missiles: [m], missileSeq: 1 };
  };
  test('missiles in contact strike when the warship begins step 6, before it fires or moves', () => {
    const s = engines(sfpEngines(inContact), { engine: { velocity: null, turn: null }, thrusters: null });
    const strike = { type: 'missileStrike' as const, ship: 'SFP-1', outcome: { shots: [], struck: ['Missile 1'], overcharges: 0, powerDice: [1], damage: none } };
    const early = verdict(tryApply(play(actionPhase('initiative', inContact), { type: 'activateShip', player: 'surakari', ship: 'SFP-1' }, { type: 'sensors', ship: 'SFP-1', placement: {} }), strike));
    const after = play(s, strike);
    expect([
      early,
      verdict(tryApply(s, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: miss })),
      verdict(tryApply(s, { type: 'move', ship: 'SFP-1', distance: 10, turns: [] })),
      verdict(tryApply(s, { ...strike, outcome: { ...strike.outcome, struck: [] } })),
      after.missiles.length,
      verdict(tryApply(after, { type: 'move', ship: 'SFP-1', distance: 10, turns: [] })),
    ]).toEqual([cites('Missile Damage'), cites('Missile Damage'), cites('Missile Damage'), cites('Missile Damage'), 0, 'accepted']);
  });

  test('shooting down: an anti-fighter battery or an escorting wing; only missiles in contact', () => {
    const s = engines(sfpEngines(inContact), { engine: { velocity: null, turn: null }, thrusters: null });
    const shot = (battery: number) => ({ type: 'missileStrike' as const, ship: 'SFP-1', outcome: { shots: [{ battery, dice: [6, 1, 1], destroyed: ['Missile 1'] }], struck: [], overcharges: 0, powerDice: [], damage: none } });
    expect([verdict(tryApply(s, shot(0))), verdict(tryApply(s, shot(2)))]).toEqual([cites('Shooting Down Missiles'), 'accepted']);
  });

  test('missile movement: the player who lost the initiative first; every missile moves', () => {
    let s = huntersActive();
    const mk = (id: string, owner: string, at: Pose): MissileState => ({ id, owner, ship: owner === 'heragul' ? 'HHF-1' : 'SFP-1', battery: 1, power: 1, pose: at, contact: null });
    s = { ...s, missiles: [mk('Missile 1', 'heragul', pose(40, 10, 90)), mk('Missile 2', 'heragul', pose(44, 10, 90)), mk('Missile 3', 'surakari', pose(60, 40, 270))], missileSeq: 3 };
    s = cruise(cruise(cruise(play(s, { type: 'activationEnd' }), 'surakari', 'SFP-2'), 'heragul', 'HHF-1'), 'heragul', 'HHF-2');
    const go = (st: GameState, id: string, toward: string) => {
      const f = missileFlight(st, st.missiles.find((x) => x.id === id) as MissileState, shipOf(st, toward));
      return { missile: id, toward, pose: f.end, contact: f.contact !== null };
    };
    expect([
      verdict(tryApply(s, { type: 'missilesMoved', player: 'surakari', moves: [go(s, 'Missile 3', 'HHF-2')] })),
      verdict(tryApply(s, { type: 'missilesMoved', player: 'heragul', moves: [go(s, 'Missile 1', 'SFP-1')] })),
      verdict(tryApply(s, { type: 'missilesMoved', player: 'heragul', moves: [go(s, 'Missile 1', 'SFP-1'), go(s, 'Missile 2', 'SFP-2')] })),
    ]).toEqual([cites('Missile Movement'), cites('Missile Movement'), 'accepted']);
  });
});

describe('"Fighters and Other Small Craft Activation", "Dogfighting", "Bombers", "Precision Attack", "Fighter Disruption", "Warship Escorting"', () => {
  test('two movements of up to 12" each', () => {
    const s = huntersActive();
    expect([verdict(tryApply(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: pose(28, 23, 90) }] })), verdict(tryApply(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: pose(28, 22, 90) }] }))]).toEqual([
      cites('Fighters and Other Small Craft Activation'),
      'accepted',
    ]);
  });

  test('a wing that attacked earlier cannot join a dogfight but can still be attacked; the target may decline to return fire', () => {
    const s = huntersActive((st) => editFighter(st, 'Interceptor 1', (f) => ({ ...f, pose: pose(28, 13, 270), attacked: true, escorting: null })));
    expect([
      verdict(tryApply(s, { type: 'fighterAttack', attackers: ['Hunter 1'], target: { kind: 'fighter', id: 'Interceptor 1' }, outcome: dogfight(['Interceptor 1']) })),
      verdict(tryApply(s, { type: 'fighterAttack', attackers: ['Hunter 1'], target: { kind: 'fighter', id: 'Interceptor 1' }, outcome: dogfight([]) })),
    ]).toEqual([cites('Dogfighting'), 'accepted']);
  });

  test('bombers attack warships, not fighters; other wings attack warships only by a precision attack', () => {
    const s = huntersActive((st) => editFighter(st, 'Interceptor 1', (f) => ({ ...f, pose: pose(28, 13, 270), escorting: null })));
    const bomb = { kind: 'power' as const, gunDice: [5], sensorRerolls: [], hits: 1, solidHits: 0, overcharge: false, powerDice: [1], damage: none };
    expect([verdict(tryApply(s, { type: 'fighterAttack', attackers: ['Hunter 1'], target: { kind: 'ship', id: 'SFP-1' }, outcome: bomb }))]).toEqual([cites('Bombers')]);
  });

  test('precision: each wing qualifies by being fully aligned with the target, not by the dogfight\'s 3"', () => {
    const s0 = precisionSetup();
    const slots = escortPoses(s0, 'SFP', shipOf(s0, 'SFP-2').pose as Pose, 4);
    const [a, b] = slots.flatMap((p, i) => slots.slice(i + 1).map((q) => [p, q] as const)).find(([p, q]) => pointDistance(p, q) > 3) as readonly [Pose, Pose];
    const s = editFighter(editFighter(s0, 'Hunter 1', (f) => ({ ...f, pose: a })), 'Hunter 2', (f) => ({ ...f, pose: b }));
    const precise = (attackers: string[], dice: number[]) => verdict(tryApply(s, { type: 'fighterAttack', attackers, target: { kind: 'ship', id: 'SFP-2' }, outcome: { kind: 'precision', defensiveFire: null, dice, damage: none } }));
    expect([precise(['Hunter 1', 'Hunter 3'], [1, 1]), precise(['Hunter 1', 'Hunter 2'], [1, 1])]).toEqual([cites('Precision Attack'), 'accepted']);
  });

  test('disrupted wings: one movement of 6", no precision attack', () => {
    const s = huntersActive((st) => editFighter(st, 'Hunter 8', (f) => ({ ...f, disrupted: true })));
    expect([verdict(tryApply(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 8', pose: pose(42, 16.5, 90) }] })), verdict(tryApply(s, { type: 'fighterMove', moves: [{ fighter: 'Hunter 8', pose: pose(42, 16, 90) }] }))]).toEqual([
      cites('Fighter Disruption'),
      'accepted',
    ]);
  });

  test('escorts attack during their warship\'s movement (from step 6), not before', () => {
    const before = sfpEngines((st) => editFighter(st, 'Hunter 1', (f) => ({ ...f, pose: pose(20, 36, 90) })));
    const e = escortOf(before, 'SFP-1');
    const attack = { type: 'fighterAttack' as const, attackers: [e], target: { kind: 'fighter' as const, id: 'Hunter 1' }, outcome: dogfight(['Hunter 1']) };
    const during = engines(before, { engine: { velocity: null, turn: null }, thrusters: null });
    expect([verdict(tryApply(before, attack)), verdict(tryApply(during, attack))]).toEqual([cites('Warship Escorting'), 'accepted']);
  });
});

describe('"End Phase"', () => {
  test('the shuffled deck must hold the deck and the discard pile; sensors and reactor tokens are removed', () => {
    let s = huntersActive();
    s = cruise(cruise(cruise(play(s, { type: 'activationEnd' }), 'surakari', 'SFP-2'), 'heragul', 'HHF-1'), 'heragul', 'HHF-2');
    const order = [...s.deck.draw];
    expect([verdict(tryApply(s, { type: 'endTurn', deckOrder: order.slice(1) })), verdict(tryApply(s, { type: 'endTurn', deckOrder: order.reverse() }))]).toEqual([cites('End Phase'), 'accepted']);
  });
});

describe('"Scenario 3 - Orbital Contain": crippled', () => {
  test('a warship without engines whose reactor cannot pay for its thrusters is crippled; with a reactor point it is not', () => {
    const s = editShip(deployStarter(), 'SFP-1', (x) => ({ ...x, criticals: { ...x.criticals, engines: 'destroyed' } }));
    const dead = editShip(s, 'SFP-1', (x) => ({ ...x, reactor: { ...x.reactor, damaged: x.reactor.rating } }));
    expect([shipCrippled(s, shipOf(s, 'SFP-1')), shipCrippled(dead, shipOf(dead, 'SFP-1'))]).toEqual([false, true]);
  });
});
