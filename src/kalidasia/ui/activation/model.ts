/**
 * Reads the active warship out of the game state for the planner (no React, no rules: the verdicts come from
 * `rules/plan` and `rules/systems`). The scratch shapes the activation panels keep while a step lasts.
 */
import { inches, type Pose } from '../../../geometry';
import { shipClass } from '../../data';
import type { ManeuverKind } from '../../data/types';
import type { GameState, ShipState } from '../../game';
import type { Plan, PlanAllocation, PlanShip, PlanTurn } from '../../rules/plan';
import type { LandingToken } from '../../rules/plan';
import { enginePointsAvailable, reactorAvailable, sensorPoints, thrusterPointsAvailable, velocityAlter, type EngineAllocation, type ThrusterAllocation } from '../../rules/systems';
import { tableTokens } from '../game/tableModel';

/** The activated warship, when a warship is active. */
export function activeShipOf(s: GameState): ShipState | null {
  const a = s.action.active;
  if (!a || a.kind !== 'ship') return null;
  return s.ships.find((x) => x.id === a.ship) ?? null;
}

/** What the engines step may spend: engine points after damage, thruster points a reactor point would buy. */
export function engineBudget(s: GameState, ship: ShipState): { engine: number; thrusters: number; reactorLeft: number; jammed: boolean } {
  const cls = shipClass(s.pack, ship.code);
  const fx = s.pack.criticalEffects;
  return {
    engine: enginePointsAvailable(cls.engine, ship.criticals.engines, fx),
    thrusters: thrusterPointsAvailable(cls.thrusters, ship.criticals.thrusters, fx),
    reactorLeft: reactorAvailable(ship.reactor),
    jammed: ship.criticals.thrustersJammed,
  };
}

export const sensorPointsOf = (ship: ShipState): number => sensorPoints(ship.sensor);

/** The engines step's steppers: points on each maneuver (engines), the thrusters switch and their points. */
export interface EnginesDraft {
  readonly engine: Readonly<Record<'accelerate' | 'decelerate' | 'port' | 'starboard', number>>;
  readonly thrustersOn: boolean;
  readonly thrusters: Readonly<Record<'accelerate' | 'decelerate' | 'port' | 'starboard', number>>;
  readonly primary?: ManeuverKind;
}

export const ENGINES_EMPTY: EnginesDraft = { engine: { accelerate: 0, decelerate: 0, port: 0, starboard: 0 }, thrustersOn: false, thrusters: { accelerate: 0, decelerate: 0, port: 0, starboard: 0 } };

/** The draft as the game's allocation (one velocity and one turning maneuver: the steppers keep it so). */
export function draftEngine(d: EnginesDraft): EngineAllocation {
  const e = d.engine;
  const velocity = e.accelerate > 0 ? { maneuver: 'accelerate' as const, points: e.accelerate } : e.decelerate > 0 ? { maneuver: 'decelerate' as const, points: e.decelerate } : null;
  const turn = e.starboard > 0 ? { maneuver: 'starboard' as const, points: e.starboard } : e.port > 0 ? { maneuver: 'port' as const, points: e.port } : null;
  return { velocity, turn };
}

export function draftThrusters(d: EnginesDraft): ThrusterAllocation {
  if (!d.thrustersOn) return {};
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(d.thrusters)) if (v > 0) out[k] = v;
  return out;
}

export function draftAllocation(d: EnginesDraft): PlanAllocation {
  return { engine: draftEngine(d), thrusters: draftThrusters(d), ...(d.primary ? { primary: d.primary } : {}) };
}

/** The planner's view of the active warship at step 6 (or, during the engines step, with the draft's thrusters). */
export function planShipOf(s: GameState, ship: ShipState, thrusterPoints?: number): PlanShip {
  const cls = shipClass(s.pack, ship.code);
  const b = engineBudget(s, ship);
  return {
    engineValue: cls.engine,
    enginePoints: b.engine,
    thrusterPoints: thrusterPoints ?? b.thrusters,
    thrustersJammed: b.jammed,
    track: cls.velocityTrack,
    slot: ship.velocity,
    start: ship.pose as Pose,
  };
}

/**
 * At step 6 the game has already altered the velocity (step 5). The plan keeps the stored allocation (so the
 * primary maneuver and thruster checks are the game's own) and starts from the slot before step 5: the one
 * that the stored accelerate/decelerate points carry to the stored slot (exact unless the track clamped it).
 */
export function slotBefore(track: PlanShip['track'], now: number, a: PlanAllocation): number {
  const acc = (a.engine.velocity?.maneuver === 'accelerate' ? a.engine.velocity.points : 0) + (a.thrusters.accelerate ?? 0);
  const dec = (a.engine.velocity?.maneuver === 'decelerate' ? a.engine.velocity.points : 0) + (a.thrusters.decelerate ?? 0);
  const guess = Math.max(0, Math.min(track.length - 1, now - acc + dec));
  if (velocityAlter(track, guess, acc, dec) === now) return guess;
  for (let i = 0; i < track.length; i++) if (velocityAlter(track, i, acc, dec) === now) return i;
  return now;
}

export function moveAllocation(ship: ShipState): PlanAllocation {
  const act = ship.activation;
  return { engine: act?.engine ?? { velocity: null, turn: null }, thrusters: act?.thrusters ?? {}, ...(act?.primary ? { primary: act.primary } : {}) };
}

/** The planned move the move step keeps while the player drags. */
export interface MoveDraft {
  readonly distance: number;
  readonly turns: readonly PlanTurn[];
  readonly envelope: boolean;
  /** The scrubber, inches along the path (null: at the end). */
  readonly scrub: number | null;
}

export function planOf(s: GameState, ship: ShipState, d: MoveDraft): Plan {
  const allocation = moveAllocation(ship);
  const base = planShipOf(s, ship);
  // Thruster points were generated in step 4 (a reactor point spent): the allocation is what they were.
  const thr = Object.values(allocation.thrusters).reduce((n: number, k) => n + (k ?? 0), 0);
  return {
    ship: { ...base, slot: slotBefore(base.track, ship.velocity, allocation), thrusterPoints: thr },
    allocation,
    distance: d.distance,
    turns: d.turns,
    notchAngle: s.pack.notchAngle.value,
  };
}

/** Every token on the table, for the overlap check (`planLanding`). */
export function overlapTokens(s: GameState): LandingToken[] {
  return tableTokens(s).map((t) => ({ kind: t.unit.kind, id: t.unit.id, rect: { pose: t.pose, footprint: { width: inches(t.width), length: inches(t.length) } } }));
}

export function shipFootprint(s: GameState, ship: ShipState): { width: number; length: number } {
  return shipClass(s.pack, ship.code).tokenSize;
}
