import { describe, expect, test } from 'vitest';
import { pose } from '../../geometry';
import { expected } from './flow';
import { autoPlay } from './autopilot.testing';
import { cruise, deployStarter, fresh, HERAGUL, HUNTERS, play, setupOf, SURAKARI, tryApply } from './testkit.testing';
import type { GameState } from './state';

/** Turn 1 up to the action phase: the Captain example (Surakari 4 + 2 beats Heragul 5). */
function toActionPhase(order: 'initiative' | 'reverse' = 'initiative'): GameState {
  let s = deployStarter();
  s = play(s, { type: 'initiativeRoll', rolls: { heragul: 5, surakari: 4 } }, { type: 'initiativeBonus', player: 'surakari', cards: ['SFP-1/captain'] });
  s = play(s, {
    type: 'escorts',
    player: 'surakari',
    escorts: Array.from({ length: 8 }, (_, i) => ({ fighter: `Interceptor ${i + 1}`, ship: i < 4 ? 'SFP-1' : 'SFP-2' })),
    moved: [],
  });
  return play(s, { type: 'actionOrder', player: 'surakari', order });
}

describe('deployment', () => {
  test('lowest roll deploys first, players alternate, fighters after the last warship, then turn 1', () => {
    const s = deployStarter();
    expect({ turn: s.turn, phase: s.phase.kind, order: s.deployOrder }).toEqual({ turn: 1, phase: 'initiative', order: ['heragul', 'surakari'] });
    expect(s.fighters.filter((f) => f.status === 'deployed').length).toBe(16);
    expect(s.fighters.filter((f) => f.escorting !== null).map((f) => f.escorting)).toEqual(['SFP-1', 'SFP-1', 'SFP-1', 'SFP-1', 'SFP-2', 'SFP-2', 'SFP-2', 'SFP-2']);
  });

  test('tied deployment rolls are rolled again by the tied players', () => {
    const s = play(fresh(), { type: 'deployRoll', rolls: { heragul: 3, surakari: 3 } });
    expect(expected(s)).toEqual({ kind: 'deployRoll', players: ['heragul', 'surakari'] });
    const t = play(s, { type: 'deployRoll', rolls: { heragul: 6, surakari: 1 } });
    expect(expected(t)).toEqual({ kind: 'deployShip', player: 'surakari' });
  });

  test('refusals name the unit and the section', () => {
    const s = play(fresh(), { type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } });
    const out = tryApply(s, { type: 'deployShip', player: 'surakari', ship: 'SFP-1', pose: pose(20, 42, 270), velocity: 4, escorts: [] });
    expect(out).toEqual({ ok: false, reason: 'Deploying a warship by Surakari is out of turn: the game is waiting for Heragul to deploy a warship. (rules: "Deploying the Squadrons")' });
    const outside = tryApply(s, { type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: pose(20, 30, 90), velocity: 4, escorts: [] });
    expect(outside).toEqual({ ok: false, overrulable: true, reason: 'Hammerhead Frigate HHF-1 must be placed in Heragul\'s deployment zone. (rules: "Deploying the Squadrons")' });
  });
});

describe('initiative', () => {
  test('Captain example: Surakari rolls 4, Heragul 5; the Captain adds 2 and Surakari wins with 6', () => {
    let s = deployStarter();
    s = play(s, { type: 'initiativeRoll', rolls: { heragul: 5, surakari: 4 } });
    // The lowest roller decides first; Heragul has no bonus card and is passed automatically.
    expect(expected(s)).toEqual({ kind: 'initiativeBonus', player: 'surakari' });
    s = play(s, { type: 'initiativeBonus', player: 'surakari', cards: ['SFP-1/captain'] });
    expect({ order: s.initiative, phase: s.phase.kind, totals: s.init.keys }).toEqual({
      order: ['surakari', 'heragul'],
      phase: 'status',
      totals: { heragul: [5], surakari: [6] },
    });
  });

  test('without the Captain, Heragul wins 5 to 4', () => {
    let s = play(deployStarter(), { type: 'initiativeRoll', rolls: { heragul: 5, surakari: 4 } }, { type: 'initiativeBonus', player: 'surakari', cards: [] });
    expect(s.initiative).toEqual(['heragul', 'surakari']);
    s = play(s, { type: 'escorts', player: 'surakari', escorts: [], moved: [] });
    expect(expected(s)).toEqual({ kind: 'actionOrder', player: 'heragul' });
  });

  test('ties are re-rolled; bonuses already applied stay', () => {
    let s = play(deployStarter(), { type: 'initiativeRoll', rolls: { heragul: 6, surakari: 4 } }, { type: 'initiativeBonus', player: 'surakari', cards: ['SFP-1/captain'] });
    expect(expected(s)).toEqual({ kind: 'initiativeRoll', players: ['heragul', 'surakari'] });
    s = play(s, { type: 'initiativeRoll', rolls: { heragul: 3, surakari: 2 } });
    // Surakari 2 + 2 = 4 beats Heragul 3; the Captain cannot be used twice in one turn.
    expect(s.initiative).toEqual(['surakari', 'heragul']);
  });

  test('a card cannot be used twice, and only the lowest roller goes first', () => {
    const s = play(deployStarter(), { type: 'initiativeRoll', rolls: { heragul: 5, surakari: 4 } });
    expect(tryApply(s, { type: 'initiativeBonus', player: 'heragul', cards: [] })).toEqual({ ok: false, reason: expect.stringContaining('out of turn') });
    expect(tryApply(s, { type: 'initiativeBonus', player: 'surakari', cards: ['SFP-2/captain'] })).toEqual({
      ok: false,
      reason: 'SFP-2/captain is not an initiative bonus Surakari can use now (on a warship on the battlefield, not used this turn). (rules: "Initiative Phase")',
    });
  });
});

describe('action phase', () => {
  test('rulebook example: Draco, Hammerhead, Draco, Hammerhead, then the eight Hunters', () => {
    let s = toActionPhase();
    const seen: string[] = [];
    const step = (player: string, unit: string) => {
      seen.push(`${player}:${unit}`);
      s = unit === 'hunters' ? play(s, { type: 'activateFighters', player, fighters: HUNTERS }, { type: 'activationEnd' }) : cruise(s, player, unit);
    };
    expect(expected(s)).toEqual({ kind: 'activate', player: 'surakari' });
    step('surakari', 'SFP-1');
    step('heragul', 'HHF-1');
    step('surakari', 'SFP-2');
    step('heragul', 'HHF-2');
    // Surakari has no units left and is skipped.
    expect(expected(s)).toEqual({ kind: 'activate', player: 'heragul' });
    step('heragul', 'hunters');
    expect({ seen, phase: s.phase.kind, activated: s.ships.every((x) => x.activated), fighters: s.fighters.every((f) => f.activated) }).toEqual({
      seen: ['surakari:SFP-1', 'heragul:HHF-1', 'surakari:SFP-2', 'heragul:HHF-2', 'heragul:hunters'],
      phase: 'end',
      activated: true,
      fighters: true,
    });
  });

  test('escorts move with their warship and activate with it', () => {
    const s0 = toActionPhase();
    const before = s0.fighters.find((f) => f.id === 'Interceptor 1')?.pose;
    const s = cruise(s0, 'surakari', 'SFP-1', 10);
    const after = s.fighters.find((f) => f.id === 'Interceptor 1');
    expect({ dy: Math.round(((after?.pose?.y ?? 0) - (before?.y ?? 0)) * 1000) / 1000, activated: after?.activated }).toEqual({ dy: -10, activated: true });
  });

  test('each unit once per turn; escorts cannot activate on their own; refusals say why', () => {
    let s = toActionPhase();
    s = cruise(s, 'surakari', 'SFP-1');
    s = cruise(s, 'heragul', 'HHF-1');
    const again = tryApply(s, { type: 'activateShip', player: 'surakari', ship: 'SFP-1' });
    const escorts = tryApply(s, { type: 'activateFighters', player: 'surakari', fighters: ['Interceptor 5'] });
    const outOfTurn = tryApply(s, { type: 'activateShip', player: 'heragul', ship: 'HHF-2' });
    expect([again, escorts, outOfTurn]).toEqual([
      { ok: false, reason: 'Draco Frigate SFP-1 already activated this turn. (rules: "Action Phase")' },
      { ok: false, reason: 'Interceptor 5 is escorting a warship and activates with it. (rules: "Action Phase")' },
      { ok: false, reason: expect.stringContaining('out of turn') },
    ]);
  });

  test('a fighter unit is eight tokens, or all remaining when fewer', () => {
    let s = toActionPhase('reverse');
    const five = tryApply(s, { type: 'activateFighters', player: 'heragul', fighters: HUNTERS.slice(0, 5) });
    expect(five).toEqual({ ok: false, reason: 'A fighter unit is eight tokens, or all remaining when fewer: activate 8, not 5. (rules: "Action Phase")' });
    s = play(s, { type: 'activateFighters', player: 'heragul', fighters: HUNTERS }, { type: 'activationEnd' });
    expect(expected(s)).toEqual({ kind: 'activate', player: 'surakari' });
  });

  test('a warship must allocate sensors, then engines, then move, before its activation ends', () => {
    let s = toActionPhase();
    s = play(s, { type: 'activateShip', player: 'surakari', ship: 'SFP-1' });
    const early = tryApply(s, { type: 'move', ship: 'SFP-1', distance: 10, turns: [] });
    const end = tryApply(s, { type: 'activationEnd' });
    s = play(s, { type: 'sensors', ship: 'SFP-1', placement: { 'HHF-1': 2 } }, { type: 'engines', ship: 'SFP-1', engine: { velocity: { maneuver: 'accelerate', points: 1 }, turn: null }, thrusters: null });
    const slow = tryApply(s, { type: 'move', ship: 'SFP-1', distance: 10, turns: [] });
    expect([early.ok, end.ok, slow]).toEqual([
      false,
      false,
      { ok: false, reason: 'Draco Frigate SFP-1 at velocity 13-15 moves between 13" and 15", not 10". (rules: "Move the Warship")' },
    ]);
    expect(s.sensors['surakari']).toEqual({ 'HHF-1': 2 });
  });

  test('several units per activation needs 100-point squadrons', () => {
    const r = (() => {
      try {
        fresh(setupOf('squadronEngagement', undefined, undefined, { unitsPerActivation: 2 }));
        return 'accepted';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(r).toContain('100 points or larger');
  });
});

describe('end phase', () => {
  test('sensors and reactor tokens are removed; a new turn begins with initiative', () => {
    let s = toActionPhase();
    s = play(
      s,
      { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
      { type: 'sensors', ship: 'SFP-1', placement: { 'HHF-1': 1 } },
      { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: {} },
      { type: 'move', ship: 'SFP-1', distance: 10, turns: [] },
      { type: 'activationEnd' },
    );
    expect(s.ships.find((x) => x.id === 'SFP-1')?.reactor.spent).toBe(1);
    s = cruise(s, 'heragul', 'HHF-1');
    s = cruise(s, 'surakari', 'SFP-2');
    s = cruise(s, 'heragul', 'HHF-2');
    s = play(s, { type: 'activateFighters', player: 'heragul', fighters: HUNTERS }, { type: 'activationEnd' }, { type: 'endTurn', deckOrder: null });
    expect({ turn: s.turn, phase: s.phase.kind, sensors: s.sensors, reactor: s.ships.map((x) => x.reactor.spent) }).toEqual({
      turn: 2,
      phase: 'initiative',
      sensors: { heragul: {}, surakari: {} },
      reactor: [0, 0, 0, 0],
    });
  });
});

describe('several units per activation (100+ points, by agreement)', () => {
  test('each player activates two units per go, or what is left', () => {
    const big = (sq: typeof HERAGUL, code: 'HBC' | 'SBC', fighters: Record<string, number>) => ({ ...sq, pointLimit: 110, ships: [1, 2, 3, 4].map((i) => ({ uid: `${code}-${i}`, code, upgrades: [] })), fighters });
    const setup = setupOf('squadronEngagement', big(HERAGUL, 'HBC', { hunter: 8 }), big(SURAKARI, 'SBC', { interceptor: 8 }), { unitsPerActivation: 2 });
    const { events } = autoPlay(fresh(setup), 3, 120);
    const firstTurn = events.slice(0, events.findIndex((e) => e.type === 'endTurn'));
    const who = firstTurn.flatMap((e) => (e.type === 'activateShip' || e.type === 'activateFighters' ? [e.player] : []));
    const runs = who.reduce<number[]>((acc, p, i) => (i > 0 && who[i - 1] === p ? [...acc.slice(0, -1), (acc[acc.length - 1] ?? 0) + 1] : [...acc, 1]), []);
    // Ten units: four warships and one group of eight wings each; the last go of each player has one unit left.
    expect({ units: who.length, runs }).toEqual({ units: 10, runs: [2, 2, 2, 2, 1, 1] });
  });
});

describe('warship movement with turns', () => {
  test('a starboard turn of two notches after 4" (B ability), escorts turning with the warship; early or unspent turns are refused', () => {
    let s = toActionPhase();
    s = play(s, { type: 'activateShip', player: 'surakari', ship: 'SFP-1' }, { type: 'sensors', ship: 'SFP-1', placement: {} }, { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: { maneuver: 'starboard', points: 2 } }, thrusters: null });
    const early = tryApply(s, { type: 'move', ship: 'SFP-1', distance: 10, turns: [{ at: 3, side: 'starboard', notches: 2 }] });
    const unspent = tryApply(s, { type: 'move', ship: 'SFP-1', distance: 10, turns: [{ at: 4, side: 'starboard', notches: 1 }] });
    const escortBefore = s.fighters.filter((f) => f.escorting === 'SFP-1').map((f) => f.pose?.heading);
    s = play(s, { type: 'move', ship: 'SFP-1', distance: 10, turns: [{ at: 4, side: 'starboard', notches: 2 }] });
    const sfp = s.ships.find((x) => x.id === 'SFP-1');
    const round = (n: number | undefined) => Math.round((n ?? 0) * 100) / 100;
    expect({
      early: early.ok ? 'accepted' : early.reason.endsWith('(rules: "Move the Warship")'),
      unspent: unspent.ok ? 'accepted' : unspent.reason,
      heading: round(sfp?.pose?.heading),
      escorts: s.fighters.filter((f) => f.escorting === 'SFP-1').map((f, i) => round((f.pose?.heading ?? 0) - (escortBefore[i] ?? 0))),
    }).toEqual({
      early: true,
      unspent: 'Draco Frigate SFP-1: 2 engine points were allocated to turning; the turns use 1. All must be spent. (rules: "Move the Warship")',
      heading: 315,
      escorts: [45, 45, 45, 45],
    });
  });
});
