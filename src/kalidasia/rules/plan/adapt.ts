/**
 * From what the game holds to what the planner needs. Structural types (the game's ShipState fits them), so the
 * rules layer does not import the game. Pure.
 * Rules: Kalidasia "Allocate Engine Points" (engine damage), "Activate Vector Thrusters" (thruster damage, Thrusters Jammed).
 */
import type { Pose } from '../../../geometry';
import type { KalidasiaPack, ManeuverKind, ShipClass } from '../../data/types';
import { enginePointsAvailable, type EngineAllocation } from '../systems/engines';
import type { DualStatus } from '../systems/result';
import { thrusterPointsAvailable, type ThrusterAllocation } from '../systems/thrusters';
import type { PlanAllocation, PlanShip } from './plan';

/** The parts of the game's ShipState the planner reads. */
export interface PlanShipState {
  readonly pose: Pose | null;
  readonly velocity: number;
  readonly criticals: { readonly engines: DualStatus; readonly thrusters: DualStatus; readonly thrustersJammed: boolean };
  readonly activation: {
    readonly step: 'sensors' | 'engines' | 'move' | 'moved';
    readonly engine: EngineAllocation | null;
    readonly primary: ManeuverKind | null;
    readonly thrusters: ThrusterAllocation;
    readonly start: Pose | null;
  } | null;
}

/**
 * The planner's view of a warship. Before the `engines` event (steps 2–4 being chosen) the velocity slot is the one
 * before step 5; after it the game has already moved the tracker (`velocityAltered`). `thrustersActivated`: whether a
 * reactor point was (or will be) spent on the vectored thrusters. Null when the warship is not on the battlefield.
 * Rules: Kalidasia "Allocate Engine Points" — "Critical damage can cause a Warship's number of engine points to be reduced";
 * "Activate Vector Thrusters" — "Damage to the warship can reduce the number of generated thruster points".
 */
export function planShipOf(pack: KalidasiaPack, cls: ShipClass, ship: PlanShipState, thrustersActivated: boolean): PlanShip | null {
  const act = ship.activation;
  const start = act?.step === 'moved' ? act.start : ship.pose;
  if (!start) return null;
  const fx = pack.criticalEffects;
  return {
    engineValue: cls.engine,
    enginePoints: enginePointsAvailable(cls.engine, ship.criticals.engines, fx),
    thrusterPoints: thrustersActivated ? thrusterPointsAvailable(cls.thrusters, ship.criticals.thrusters, fx) : 0,
    thrustersJammed: ship.criticals.thrustersJammed,
    track: cls.velocityTrack,
    slot: ship.velocity,
    velocityAltered: act?.step === 'move' || act?.step === 'moved',
    start,
  };
}

/** The allocation the game recorded at the `engines` event (null before it). */
export function planAllocationOf(ship: PlanShipState): PlanAllocation | null {
  const act = ship.activation;
  if (!act?.engine) return null;
  return { engine: act.engine, thrusters: act.thrusters, ...(act.primary ? { primary: act.primary } : {}) };
}
