/**
 * Test kit: the rulebook's starter squadrons on a 72" × 48" table and helpers to push events.
 * Heragul deploy along the top edge heading down (+y, 90°); Surakari along the bottom heading up.
 */
import { alignedPlaceAround, pose, type Pose } from '../../geometry';
import { SHIPPED_PACK } from '../data';
import type { Squadron } from '../rules/squadron';
import { ev, type GameEventBody } from './events';
import { gameApply, type ApplyResult } from './reducer';
import { defaultDeploymentZones, gameInit } from './setup';
import type { GameSetup, GameState, ScenarioId } from './state';

const [TOP, BOTTOM] = defaultDeploymentZones();

export const HERAGUL: Squadron = {
  name: 'Heragul starter',
  fleet: 'heragul-sarlet',
  extraFleets: [],
  pointLimit: 34,
  ships: [
    { uid: 'HHF-1', code: 'HHF', upgrades: [] },
    { uid: 'HHF-2', code: 'HHF', upgrades: [] },
  ],
  fighters: { hunter: 8 },
};

export const SURAKARI: Squadron = {
  name: 'Surakari starter',
  fleet: 'surakari-invasion',
  extraFleets: [],
  pointLimit: 37,
  ships: [
    { uid: 'SFP-1', code: 'SFP', upgrades: ['captain'] },
    { uid: 'SFP-2', code: 'SFP', upgrades: [] },
  ],
  fighters: { interceptor: 8 },
};

export function setupOf(scenario: ScenarioId = 'squadronEngagement', h: Squadron = HERAGUL, s: Squadron = SURAKARI, more: Partial<GameSetup> = {}): GameSetup {
  return {
    scenario,
    turns: 6,
    unitsPerActivation: 1,
    deckOrder: null,
    players: [
      { id: 'heragul', name: 'Heragul', squadron: h, zone: TOP },
      { id: 'surakari', name: 'Surakari', squadron: s, zone: BOTTOM },
    ],
    ...more,
  };
}

export function fresh(setup: GameSetup = setupOf()): GameState {
  const r = gameInit(SHIPPED_PACK, setup);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

export function tryApply(s: GameState, body: GameEventBody): ApplyResult {
  return gameApply(s, ev(body));
}

/** Apply events; throws with the refusal when one is refused. */
export function play(s: GameState, ...bodies: GameEventBody[]): GameState {
  let st = s;
  for (const b of bodies) {
    const r = gameApply(st, ev(b));
    if (!r.ok) throw new Error(`${b.type}: ${r.reason}`);
    st = r.state;
  }
  return st;
}

/** Poses of `n` wings fully aligned around a warship at `at`. */
export function escortPoses(s: GameState, code: 'HHF' | 'SFP' | 'SDP' | 'SBC' | 'HDP', at: Pose, n: number): Pose[] {
  const ship = s.pack.ships.find((x) => x.code === code);
  const fighter = s.pack.fighters[0];
  if (!ship || !fighter) throw new Error('pack');
  return alignedPlaceAround({ pose: at, footprint: ship.tokenSize }, fighter.tokenSize, n).map((p) => p.pose);
}

export const H1 = pose(20, 6, 90);
export const H2 = pose(50, 6, 90);
export const S1 = pose(20, 42, 270);
export const S2 = pose(50, 42, 270);
/** Velocity slot 4 is 10-12 on the provisional track. */
export const V10 = 4;

/**
 * Deploy the starter squadrons: Heragul rolls lowest and deploys first; each Draco comes with four
 * escorting Interceptors; the Hunters deploy after the last Hammerhead.
 */
export function deployStarter(s0: GameState = fresh()): GameState {
  const s = play(s0, { type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } });
  const e1 = escortPoses(s, 'SFP', S1, 4);
  const e2 = escortPoses(s, 'SFP', S2, 4);
  return play(
    s,
    { type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: H1, velocity: V10, escorts: [] },
    { type: 'deployShip', player: 'surakari', ship: 'SFP-1', pose: S1, velocity: V10, escorts: e1.map((p, i) => ({ fighter: `Interceptor ${i + 1}`, pose: p })) },
    { type: 'deployShip', player: 'heragul', ship: 'HHF-2', pose: H2, velocity: V10, escorts: [] },
    { type: 'deployShip', player: 'surakari', ship: 'SFP-2', pose: S2, velocity: V10, escorts: e2.map((p, i) => ({ fighter: `Interceptor ${i + 5}`, pose: p })) },
    {
      type: 'deployFighters',
      player: 'heragul',
      fighters: Array.from({ length: 8 }, (_, i) => ({ fighter: `Hunter ${i + 1}`, pose: pose(28 + i * 2, 10, 90) })),
    },
  );
}

/** A warship activation that cruises the smallest distance of its velocity. */
export function cruise(s: GameState, player: string, ship: string, distance = 10): GameState {
  return play(
    s,
    { type: 'activateShip', player, ship },
    { type: 'sensors', ship, placement: {} },
    { type: 'engines', ship, engine: { velocity: null, turn: null }, thrusters: null },
    { type: 'move', ship, distance, turns: [] },
    { type: 'activationEnd' },
  );
}

export const HUNTERS = Array.from({ length: 8 }, (_, i) => `Hunter ${i + 1}`);

/**
 * The events that bring the starters to the action phase of turn 1: deployed as `deployStarter` does
 * (Heragul rolls lowest), Surakari wins initiative without bonuses, every Interceptor keeps escorting
 * its Draco, then Surakari chooses the action order. For scenes built as game files.
 */
export function starterOpening(order: 'initiative' | 'reverse'): GameEventBody[] {
  const s = play(fresh(), { type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } });
  const e1 = escortPoses(s, 'SFP', S1, 4);
  const e2 = escortPoses(s, 'SFP', S2, 4);
  return [
    { type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } },
    { type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: H1, velocity: V10, escorts: [] },
    { type: 'deployShip', player: 'surakari', ship: 'SFP-1', pose: S1, velocity: V10, escorts: e1.map((p, i) => ({ fighter: `Interceptor ${i + 1}`, pose: p })) },
    { type: 'deployShip', player: 'heragul', ship: 'HHF-2', pose: H2, velocity: V10, escorts: [] },
    { type: 'deployShip', player: 'surakari', ship: 'SFP-2', pose: S2, velocity: V10, escorts: e2.map((p, i) => ({ fighter: `Interceptor ${i + 5}`, pose: p })) },
    { type: 'deployFighters', player: 'heragul', fighters: HUNTERS.map((f, i) => ({ fighter: f, pose: pose(28 + i * 2, 10, 90) })) },
    { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 6 } },
    { type: 'initiativeBonus', player: 'surakari', cards: [] },
    { type: 'escorts', player: 'surakari', escorts: Array.from({ length: 8 }, (_, i) => ({ fighter: `Interceptor ${i + 1}`, ship: i < 4 ? 'SFP-1' : 'SFP-2' })), moved: [] },
    { type: 'actionOrder', player: 'surakari', order },
  ];
}
