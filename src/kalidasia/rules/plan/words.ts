/**
 * A planned move in physical words, for the miniature on the real table: how far forward, which way and
 * how many notches of the turning template, and the band the move may finish in. Built from the same
 * computed path as the ghost on the screen (movementPath via planCheck), so the words and the drawing agree.
 * Rules: Kalidasia "Move the Warship", "Executing a turn", "Impossible Turns".
 */
import { headingDifference, poseAdvance, poseRotate, poseTurn } from '../../../geometry';
import type { Pose, TurnSide } from '../../../geometry';
import { countOf } from '../../../words';
import { velocityBandText as band, planCheck, planTurnsOrdered, type Plan, type PlanVerdict } from './plan';

/** One instruction for the miniature. */
export type PlanStep =
  | { readonly kind: 'forward'; readonly inches: number }
  | { readonly kind: 'turn'; readonly side: TurnSide; readonly notches: number; readonly atEnd: boolean; readonly relocated: boolean }
  /** Infinite turning ability: rotate by `degrees` toward `side` (no template). */
  | { readonly kind: 'face'; readonly side: TurnSide; readonly degrees: number; readonly atStart: boolean }
  /** The rest of the move: anywhere from `min` to `max` more inches (the distance is chosen at the end), `planned` chosen. */
  | { readonly kind: 'finish'; readonly min: number; readonly max: number; readonly planned: number; readonly totalMin: number; readonly totalMax: number; readonly total: number };

const EPS = 1e-9;

/**
 * The plan as steps: forward to each turn, the turn, and the finish. When the last turn is made at the end
 * of the move (Impossible Turns, or a free facing at the end), the distance is fixed before it.
 * Rules: Kalidasia "Move the Warship" — "The exact distance can be chosen at the end of the move"; "Impossible Turns".
 */
export function planSteps(plan: Plan, verdict: PlanVerdict = planCheck(plan)): PlanStep[] {
  const v = verdict.velocity;
  const d = Math.max(0, Number.isFinite(plan.distance) ? plan.distance : 0);
  const placed = verdict.path.move.turns;
  const asked = planTurnsOrdered(plan);
  const steps: PlanStep[] = [];
  let travelled = 0;
  let endTurns = false;
  placed.forEach((t, i) => {
    const ask = asked[i];
    if (!ask) return;
    const atEnd = t.at >= d - EPS && d > 0;
    if (atEnd && !endTurns) {
      steps.push({ kind: 'finish', min: Math.max(0, v.min - travelled), max: Math.max(0, v.max - travelled), planned: t.at - travelled, totalMin: v.min, totalMax: v.max, total: d });
      endTurns = true;
    } else if (t.at - travelled > EPS) steps.push({ kind: 'forward', inches: t.at - travelled });
    const delta = headingDifference(t.headingBefore, t.headingAfter);
    if (ask.face !== undefined && v.turning === '∞') {
      steps.push({ kind: 'face', side: delta < 0 ? 'port' : 'starboard', degrees: Math.abs(delta), atStart: t.at <= EPS });
    } else {
      steps.push({ kind: 'turn', side: ask.side, notches: ask.engine + ask.thrusters, atEnd, relocated: t.relocated });
    }
    travelled = t.at;
  });
  if (!endTurns) steps.push({ kind: 'finish', min: Math.max(0, v.min - travelled), max: Math.max(0, v.max - travelled), planned: d - travelled, totalMin: v.min, totalMax: v.max, total: d });
  return steps;
}

/**
 * Carry out the steps from a pose, as a player would with a ruler and the template (the planned distance for
 * the finish). The same primitives as movementPath: the result is its final pose.
 * Rules: Kalidasia "Executing a turn".
 */
export function planStepsApply(start: Pose, steps: readonly PlanStep[], notchAngle: number): Pose {
  let p = start;
  for (const s of steps) {
    if (s.kind === 'forward') p = poseAdvance(p, s.inches);
    else if (s.kind === 'finish') p = poseAdvance(p, s.planned);
    else if (s.kind === 'turn') p = poseTurn(p, s.side, s.notches, notchAngle);
    else p = poseRotate(p, s.side === 'starboard' ? s.degrees : -s.degrees);
  }
  return p;
}

const inch = (n: number): string => `${Math.round(n * 10) / 10}″`;
const notches = (n: number): string => countOf(n, 'notch');

function stepWords(s: PlanStep): string {
  switch (s.kind) {
    case 'forward':
      return `forward ${inch(s.inches)}`;
    case 'turn':
      return `turn ${notches(s.notches)} to ${s.side}${s.atEnd ? ' at the end of the move' : ''}${s.relocated ? ' (moved here by Impossible Turns)' : ''}`;
    case 'face':
      return `${s.atStart ? 'first ' : ''}rotate ${Math.round(s.degrees * 10) / 10}° to ${s.side} (free facing, no template)`;
    case 'finish': {
      const range = s.totalMin === s.totalMax ? `finish at ${inch(s.totalMin)}` : `finish between ${inch(s.totalMin)} and ${inch(s.totalMax)}`;
      const more = s.min === s.max ? `${inch(s.min)} more` : `${inch(s.min)}–${inch(s.max)} more`;
      return s.min === 0 && s.max === 0 ? range : `${range} (${more}; planned ${inch(s.planned)} more, ${inch(s.total)} in all)`;
    }
  }
}

/**
 * The move in physical words, e.g. "Velocity 7–9 → 10–12 (B). Forward 4″, turn 2 notches to starboard;
 * forward 4″, turn 1 notch to starboard; finish between 10″ and 12″ (2″–4″ more; planned 3″ more, 11″ in all)."
 * Violations are not repeated here (the planner lists them with their sections).
 * Rules: Kalidasia "Alter Velocity", "Move the Warship", "Executing a turn", "Impossible Turns".
 */
export function planWords(plan: Plan, verdict: PlanVerdict = planCheck(plan)): string {
  const v = verdict.velocity;
  const vel = v.applied
    ? `Velocity ${band(v.after)} (${v.turning}).`
    : v.from === v.to
      ? `Velocity ${band(v.after)} (${v.turning}), unchanged.`
      : `Velocity ${band(v.before)} → ${band(v.after)} (${v.turning}).`;
  const steps = planSteps(plan, verdict);
  const body = steps.map((s, i) => (i === 0 ? '' : steps[i - 1]?.kind === 'forward' ? ', ' : '; ') + stepWords(s)).join('');
  const impossible = verdict.impossibleTurns ? ' Impossible Turns: the first turn as early as the ability allows, the second at the end of the move.' : '';
  return `${vel} ${body.charAt(0).toUpperCase()}${body.slice(1)}.${impossible}`;
}
