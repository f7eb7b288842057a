/**
 * Engine points: allocation to one velocity maneuver and/or one turning maneuver,
 * the primary maneuver, and the combat arc it gives. Pure.
 */
import type { AllocatableManeuver, ArcFacing, CriticalEffects, KalidasiaPack, ManeuverKind } from '../../data/types';
import { done, refused, type DualStatus, type Outcome } from './result';

export interface EngineAllocation {
  readonly velocity: { readonly maneuver: 'accelerate' | 'decelerate'; readonly points: number } | null;
  readonly turn: { readonly maneuver: 'starboard' | 'port'; readonly points: number } | null;
}

export const NO_ENGINES: EngineAllocation = { velocity: null, turn: null };

/**
 * Engine points available after Engines Damaged / Destroyed. The amount lost is
 * provisional pack data (`criticalEffects.enginesDamagedLoss`); destroyed = none.
 */
// Rules: Kalidasia "Allocate Engine Points" — "Critical damage can cause a Warship's number of engine points to be reduced and even eliminated all together."
export function enginePointsAvailable(engine: number, status: DualStatus, effects: CriticalEffects): number {
  if (status === 'destroyed') return 0;
  if (status === 'damaged') return Math.max(0, engine - effects.enginesDamagedLoss);
  return Math.max(0, engine);
}

/** Engine points allocated in total. */
export function engineAllocated(a: EngineAllocation): number {
  return (a.velocity?.points ?? 0) + (a.turn?.points ?? 0);
}

// Rules: Kalidasia "Allocate Engine Points" — "A warship must spend between zero and its maximum available engine points. These points can be allocated on a single velocity maneuver and/or a single turning maneuver."
export function engineCheck(a: EngineAllocation, available: number): string[] {
  const errors: string[] = [];
  for (const part of [a.velocity, a.turn]) {
    if (part && (!Number.isInteger(part.points) || part.points < 0)) errors.push(`${part.points} is not a number of engine points.`);
  }
  const total = engineAllocated(a);
  if (total > available) errors.push(`${total} engine points allocated; only ${available} available.`);
  return errors;
}

// Rules: Kalidasia "Allocate Engine Points" — "Cruise is a special case that occurs if the warship does not spend any engine points or is unable to spend engine points."
export function isCruise(a: EngineAllocation): boolean {
  return engineAllocated(a) === 0;
}

/** The maneuvers that may be the primary: one, two on a tie, or Cruise. */
// Rules: Kalidasia "Identify Primary Maneuver" — "The maneuver with the largest amount of allocated engine points becomes the primary maneuver ... If two maneuvers have the same amount of allocated engine points, either maneuver can be chosen as the primary."
export function primaryOptions(a: EngineAllocation): ManeuverKind[] {
  if (isCruise(a)) return ['cruise'];
  const v = a.velocity && a.velocity.points > 0 ? a.velocity : null;
  const t = a.turn && a.turn.points > 0 ? a.turn : null;
  if (v && t) {
    if (v.points === t.points) return [v.maneuver, t.maneuver];
    return [v.points > t.points ? v.maneuver : t.maneuver];
  }
  const only = v ?? t;
  return only ? [only.maneuver] : ['cruise'];
}

/** The primary maneuver; on a tie the player's `choice` (one of the tied maneuvers) decides. */
export function primaryManeuver(a: EngineAllocation, choice?: ManeuverKind): Outcome<ManeuverKind> {
  const options = primaryOptions(a);
  const [first] = options;
  if (options.length === 1 && first) return done(first);
  if (choice !== undefined && options.includes(choice)) return done(choice);
  return refused(`The ${options.join(' and ')} maneuvers have the same engine points: choose which is primary.`);
}

/** The combat arc of a maneuver, from the pack's facing charts. */
// Rules: Kalidasia "Combat Arc vs Turret Arc" — "Each maneuver has a combat arc facing chart."
export function combatArcFor(pack: KalidasiaPack, maneuver: ManeuverKind): ArcFacing {
  const m = pack.maneuvers.find((x) => x.kind === maneuver);
  if (!m) throw new Error(`No facing chart for ${maneuver} in the pack`);
  return m.combatArc;
}

/** Maneuver type, for labels: the four allocatable maneuvers. */
export const ALLOCATABLE: readonly AllocatableManeuver[] = ['accelerate', 'decelerate', 'starboard', 'port'];
