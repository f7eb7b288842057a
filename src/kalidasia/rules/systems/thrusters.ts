/**
 * Vectored thrusters: a reactor point buys the warship's thruster points, which
 * can be allocated to any of the four maneuvers (only the primary one with
 * Thrusters Jammed). Pure.
 */
import type { AllocatableManeuver, CriticalEffects, ManeuverKind } from '../../data/types';
import { reactorSpend, reactorValue, type ReactorState } from './reactor';
import { done, refused, type DualStatus, type Outcome } from './result';

export type ThrusterAllocation = Readonly<Partial<Record<AllocatableManeuver, number>>>;

/**
 * Thruster points one activation grants after Thrusters Damaged / Destroyed
 * (the amount lost is provisional pack data; destroyed = none).
 */
// Rules: Kalidasia "Activate Vector Thrusters" — "Damage to the warship can reduce the number of generated thruster points or limit what can be done with thrusters."
export function thrusterPointsAvailable(thrusters: number, status: DualStatus, effects: CriticalEffects): number {
  if (status === 'destroyed') return 0;
  if (status === 'damaged') return Math.max(0, thrusters - effects.thrustersDamagedLoss);
  return Math.max(0, thrusters);
}

export interface ThrusterActivation {
  readonly reactor: ReactorState;
  readonly points: number;
}

// Rules: Kalidasia "Activate Vector Thrusters" — "A reactor point can be spent to activate a warship's vectored thrusters. This grants the warship several special engine points".
export function thrustersActivate(reactor: ReactorState, points: number): Outcome<ThrusterActivation> {
  if (points <= 0) return refused('The vectored thrusters generate no points: activating them would waste a reactor point.');
  const r = reactorSpend(reactor, 1);
  if (!r.ok) return refused(`Cannot activate the vectored thrusters. ${r.reason}`);
  return done({ reactor: r.value, points });
}

/** Thruster points allocated in total. */
export function thrusterAllocated(a: ThrusterAllocation): number {
  return Object.values(a).reduce((n: number, k) => n + (k ?? 0), 0);
}

// Rules: Kalidasia "Activate Vector Thrusters" — "can be allocated to any of the four maneuvers, regardless of the engine points that were allocated to it"; "Vectored Thrusters can be used if a Cruise Maneuver is selected."
// Rules: Kalidasia "Permanent Cards" — "Thrusters Jammed - ... that warship's vectored thruster points can only be spent on its chosen primary action."
export function thrusterCheck(a: ThrusterAllocation, available: number, primary: ManeuverKind, jammed: boolean): string[] {
  const errors: string[] = [];
  const entries = Object.entries(a) as [AllocatableManeuver, number | undefined][];
  for (const [m, k] of entries) {
    if (k === undefined || k === 0) continue;
    if (!Number.isInteger(k) || k < 0) errors.push(`${k} is not a number of thruster points.`);
    if (jammed && m !== primary) {
      errors.push(
        primary === 'cruise'
          ? `Thrusters Jammed: thruster points can only go to the primary maneuver, and Cruise has none (${m} asked).`
          : `Thrusters Jammed: thruster points can only go to the primary maneuver (${primary}), not ${m}.`,
      );
    }
  }
  const total = thrusterAllocated(a);
  if (total > available) errors.push(`${total} thruster points allocated; only ${available} generated.`);
  return errors;
}

/**
 * Thruster points the warship can generate at all: none when no reactor point can ever be spent on them
 * (reactor value 0), whatever the thrusters' own state.
 */
// Rules: Kalidasia "Activate Vector Thrusters" — "A reactor point can be spent to activate a warship's vectored thrusters."; "Scenario 3 - Orbital Contain" — "unable to generate any engine points/vectored thruster points".
export function thrusterPointsGenerable(points: number, reactor: ReactorState): number {
  return reactorValue(reactor) > 0 ? Math.max(0, points) : 0;
}
