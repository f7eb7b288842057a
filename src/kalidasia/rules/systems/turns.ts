/**
 * Turning during the forward movement: the turning ability of the current
 * velocity slot, the notch cap per turn, and the checks on a turn plan. Pure.
 */
import type { TurningAbility } from '../../data/types';
import type { EngineAllocation } from './engines';
import type { ThrusterAllocation } from './thrusters';

/** Inches of movement before the first turn and between turns, by turning ability (∞: none needed). */
// Rules: Kalidasia "Move the Warship" — "'A' ... after 2" of movement", "'B' ... after 4"", "'C' ... after 6"".
export const TURN_SPACING: Readonly<Record<TurningAbility, number | null>> = { '∞': null, A: 2, B: 4, C: 6 };

/**
 * Notches one turn may rotate: half the warship's engine value (the stat, not the
 * points allocated), rounded up, plus any thruster points spent on this turn.
 */
// Rules: Kalidasia "Move the Warship" — "During each of the turns, up to half of the warship's maximum engines points, rounded up, can be used ... Any number of allocated thruster points can be spent on a single turn as well."
export function turnNotchCap(engineValue: number, thrusterPointsOnTurn: number): number {
  return Math.ceil(Math.max(0, engineValue) / 2) + Math.max(0, thrusterPointsOnTurn);
}

export interface TurnStep {
  readonly direction: 'starboard' | 'port';
  readonly engine: number;
  readonly thrusters: number;
}

// Rules: Kalidasia "Move the Warship" — "the warship may make up to two turns ... all engine/thruster points allocated to turn maneuvers must be spent by the end of the forward movement"; "Infinite Turning Ability".
export function turnPlanCheck(
  turns: readonly TurnStep[],
  engine: EngineAllocation,
  thrusters: ThrusterAllocation,
  engineValue: number,
  ability: TurningAbility,
): string[] {
  const errors: string[] = [];
  const maxTurns = ability === '∞' ? 1 : 2;
  if (turns.length > maxTurns) errors.push(ability === '∞' ? 'With infinite turning ability the warship turns once, to any facing.' : 'A warship makes at most two turns.');
  const cap = Math.ceil(Math.max(0, engineValue) / 2);
  turns.forEach((t, i) => {
    if (t.engine > 0 && engine.turn?.maneuver !== t.direction) errors.push(`Turn ${i + 1}: no engine points were allocated to a ${t.direction} turn.`);
    if (ability !== '∞' && t.engine > cap) errors.push(`Turn ${i + 1}: ${t.engine} engine points; at most ${cap} (half the engine value ${engineValue}, rounded up) per turn.`);
    if (ability === '∞' && t.engine + t.thrusters !== 1) errors.push(`Turn ${i + 1}: with infinite turning ability a single point turns the warship to any facing.`);
  });
  const engineUsed = turns.reduce((n, t) => n + t.engine, 0);
  const engineTurn = engine.turn?.points ?? 0;
  if (engineUsed !== engineTurn) errors.push(`${engineTurn} engine points were allocated to turning; the turns use ${engineUsed}. All must be spent.`);
  for (const dir of ['starboard', 'port'] as const) {
    const used = turns.filter((t) => t.direction === dir).reduce((n, t) => n + t.thrusters, 0);
    const given = thrusters[dir] ?? 0;
    if (used !== given) errors.push(`${given} thruster points were allocated to ${dir} turns; the turns use ${used}. All must be spent.`);
  }
  return errors;
}

export interface TurnPoints {
  /** Earliest distance (inches along the move) for the first turn; `null` = start or end (∞). */
  readonly first: number | null;
  /** Earliest distance for the second turn; `null` when there is no second turn. */
  readonly second: number | null;
  /** True when the move is too short for the spacing: the second turn is made at the end of the move. */
  readonly impossible: boolean;
}

// Rules: Kalidasia "'Impossible Turns'" — "the warship must make its first turn as early as possible as allowed by the turning ability. The second turn will then be made at the end of the warship's movement".
export function turnEarliest(ability: TurningAbility, distance: number): TurnPoints {
  const spacing = TURN_SPACING[ability];
  if (spacing === null) return { first: null, second: null, impossible: false };
  const first = Math.min(spacing, distance);
  if (distance >= 2 * spacing) return { first, second: 2 * spacing, impossible: false };
  return { first, second: distance, impossible: true };
}

/** A turn as the move asks for it: the side and the notches (a free facing with infinite ability is one point, `notches: 1`). */
export interface TurnAsked {
  readonly direction: 'starboard' | 'port';
  readonly notches: number;
}

/**
 * Which points pay for each turn. Engine points go to turns of the side they were allocated to, at most half
 * the engine value (rounded up) per turn, earliest turns first; thruster points of that side pay the rest.
 * `turnPlanCheck` then says whether the plan is legal (a turn that needs more engine points than one turn may
 * use, or thruster points of the other side, shows up there as points not spent or wrongly spent).
 */
// Rules: Kalidasia "Move the Warship" — "During each of the turns, up to half of the warship's maximum engines points, rounded up, can be used ... Any number of allocated thruster points can be spent on a single turn as well."; "Executing a turn" — "Starboard engine points turn the warship to the right, while Port engine points turn the warship to the left."
export function turnSteps(turns: readonly TurnAsked[], engine: EngineAllocation, engineValue: number, ability: TurningAbility): TurnStep[] {
  const cap = ability === '∞' ? 1 : Math.ceil(Math.max(0, engineValue) / 2);
  const engineLeft: Record<'starboard' | 'port', number> = { starboard: 0, port: 0 };
  if (engine.turn) engineLeft[engine.turn.maneuver] = engine.turn.points;
  return turns.map((t) => {
    const fromEngine = Math.max(0, Math.min(cap, t.notches, engineLeft[t.direction]));
    engineLeft[t.direction] -= fromEngine;
    return { direction: t.direction, engine: fromEngine, thrusters: Math.max(0, t.notches - fromEngine) };
  });
}
