/**
 * Warship movement: a straight forward move of a chosen distance with up to two turns,
 * returned as path segments, the final pose and every rule violation with its reason.
 * Rules: Kalidasia "Move the Warship", "Executing a turn" and "Impossible Turns".
 */
import { poseAdvance, poseCentre } from './pose';
import { poseTurn, poseTurnFree } from './turning';
import type { TurnSide } from './turning';
import { inches } from './units';
import type { Degrees, Inches, Point, Pose } from './units';
import type { Segment } from './vec';
import { countOf } from '../words';

/** Turning ability printed above the velocity track (same union as the data pack's TurningAbility). */
export type TurningAbility = '∞' | 'A' | 'B' | 'C';

/** Distances within this of each other count as equal (inches), to absorb floating-point noise. */
export const MOVE_EPSILON = 1e-9;

/**
 * The minimum distance before the first turn, which is also the minimum between two turns:
 * A = 2", B = 4", C = 6"; null for the infinite ability (turns only at the start or end).
 * Rules: Kalidasia "Move the Warship" ('A', 'B', 'C' Turning Ability).
 */
export const turningSpacing = (ability: TurningAbility): Inches | null => {
  switch (ability) {
    case 'A':
      return inches(2);
    case 'B':
      return inches(4);
    case 'C':
      return inches(6);
    case '∞':
      return null;
  }
};

/** A turn ordered by the player: a template turn by notches, or (infinite ability only) a free facing. */
export type TurnOrder =
  | { readonly at: number; readonly side: TurnSide; readonly notches: number }
  | { readonly at: number; readonly face: number };

/** What the caller asks for. */
export interface MoveRequest {
  readonly start: Pose;
  /** The forward distance chosen, inches. */
  readonly distance: number;
  readonly turning: TurningAbility;
  /** Turns in any order; `at` is the distance along the path, inches. */
  readonly turns: readonly TurnOrder[];
  /** Most notches in one turn: half the engine value rounded up plus thruster points (computed by the rules). */
  readonly notchCap: number;
  /** Angle of one template notch, degrees (from the data pack). */
  readonly notchAngle: number;
}

/** Why a move is not legal. */
export type MoveViolationCode =
  | 'bad-distance'
  | 'too-many-turns'
  | 'turn-outside-move'
  | 'turn-too-early'
  | 'turns-too-close'
  | 'too-many-notches'
  | 'bad-notches'
  | 'free-turn-mid-move'
  | 'free-facing-needs-infinite';

/** One rule violation; `turn` is the index of the turn in path order (after sorting by `at`). */
export interface MoveViolation {
  readonly code: MoveViolationCode;
  readonly turn?: number;
  readonly reason: string;
}

/** A turn as it was made on the path. */
export interface PlacedTurn {
  /** Distance along the path where the turn was made, inches. */
  readonly at: Inches;
  readonly point: Point;
  readonly headingBefore: Degrees;
  readonly headingAfter: Degrees;
  /** True when "Impossible Turns" moved this turn from where the player asked. */
  readonly relocated: boolean;
}

/** The computed move. */
export interface MovePath {
  /** Straight pieces of the centre's path, in order (zero-length pieces omitted). */
  readonly segments: readonly Segment[];
  readonly turns: readonly PlacedTurn[];
  readonly final: Pose;
  readonly violations: readonly MoveViolation[];
  readonly legal: boolean;
  /** True when "Impossible Turns" placed the two turns at (earliest, end of move). */
  readonly impossibleTurns: boolean;
}

const fmt = (n: number): string => `${Math.round(n * 1000) / 1000}"`;

/**
 * Compute a warship's move: path segments, final pose and rule violations.
 * Template abilities (A/B/C): first turn no earlier than the spacing, the spacing between turns,
 * at most two turns, each of at most `notchCap` notches. When two turns are asked for but the
 * distance is shorter than twice the spacing, "Impossible Turns" applies: the first turn is made at
 * the spacing and the second at the end of the move (reported with `impossibleTurns`).
 * Infinite ability: turns face any heading and are allowed only at the start or end of the move.
 * Rules: Kalidasia "Move the Warship", "Executing a turn", "Impossible Turns".
 */
export const movementPath = (req: MoveRequest): MovePath => {
  const violations: MoveViolation[] = [];
  const distance = req.distance;
  if (!(distance >= 0) || !Number.isFinite(distance)) {
    violations.push({ code: 'bad-distance', reason: `Distance ${distance} is not a non-negative number of inches.` });
  }
  const d = Number.isFinite(distance) && distance > 0 ? distance : 0;
  const ordered = [...req.turns].sort((a, b) => a.at - b.at);
  if (ordered.length > 2) {
    violations.push({ code: 'too-many-turns', reason: `${countOf(ordered.length, 'turn')} asked; a warship may make at most two.` });
  }
  const spacing = turningSpacing(req.turning);
  const ats = ordered.map((t) => t.at);
  const relocated = ordered.map(() => false);
  let impossibleTurns = false;

  if (spacing !== null && ordered.length === 2 && d + MOVE_EPSILON >= spacing && d < 2 * spacing - MOVE_EPSILON) {
    // Rules: Kalidasia "Impossible Turns" — first as early as allowed, second at the end.
    impossibleTurns = true;
    const wanted = [spacing, d];
    wanted.forEach((w, i) => {
      if (Math.abs((ats[i] ?? w) - w) > MOVE_EPSILON) relocated[i] = true;
      ats[i] = w;
    });
  }

  ordered.forEach((t, i) => {
    const at = ats[i] ?? t.at;
    if (!(at >= -MOVE_EPSILON && at <= d + MOVE_EPSILON)) {
      violations.push({ code: 'turn-outside-move', turn: i, reason: `Turn ${i + 1} at ${fmt(at)} is outside the ${fmt(d)} move.` });
    }
    if ('face' in t) {
      if (spacing !== null) {
        violations.push({ code: 'free-facing-needs-infinite', turn: i, reason: `Turn ${i + 1}: facing a free heading needs the infinite turning ability (this is ${req.turning}); use the template.` });
      }
    } else if (!Number.isInteger(t.notches) || t.notches < 1) {
      violations.push({ code: 'bad-notches', turn: i, reason: `Turn ${i + 1}: ${countOf(t.notches, 'notch')} is not a whole number of at least one.` });
    } else if (spacing !== null && t.notches > req.notchCap) {
      violations.push({ code: 'too-many-notches', turn: i, reason: `Turn ${i + 1}: ${countOf(t.notches, 'notch')}, more than the ${req.notchCap} allowed in one turn.` });
    }
    if (spacing === null) {
      if (Math.abs(at) > MOVE_EPSILON && Math.abs(at - d) > MOVE_EPSILON) {
        violations.push({ code: 'free-turn-mid-move', turn: i, reason: `Turn ${i + 1} at ${fmt(at)}: with infinite turning ability a turn is made only at the start or the end of the move.` });
      }
    } else if (i === 0 && at < spacing - MOVE_EPSILON) {
      violations.push({ code: 'turn-too-early', turn: i, reason: `Turn 1 at ${fmt(at)}: ability ${req.turning} allows the first turn only after ${fmt(spacing)} of movement.` });
    } else if (i > 0 && !impossibleTurns) {
      const prev = ats[i - 1] ?? 0;
      if (at - prev < spacing - MOVE_EPSILON) {
        violations.push({ code: 'turns-too-close', turn: i, reason: `Turn ${i + 1} at ${fmt(at)} is ${fmt(at - prev)} after turn ${i}; ability ${req.turning} needs ${fmt(spacing)} between turns.` });
      }
    }
  });

  const segments: Segment[] = [];
  const turns: PlacedTurn[] = [];
  let current = req.start;
  let travelled = 0;
  ordered.forEach((t, i) => {
    const at = Math.min(d, Math.max(travelled, ats[i] ?? t.at));
    const next = poseAdvance(current, at - travelled);
    if (at - travelled > 0) segments.push({ from: poseCentre(current), to: poseCentre(next) });
    const turned = 'face' in t ? poseTurnFree(next, t.face) : poseTurn(next, t.side, t.notches, req.notchAngle);
    turns.push({
      at: inches(at),
      point: poseCentre(next),
      headingBefore: next.heading,
      headingAfter: turned.heading,
      relocated: relocated[i] ?? false,
    });
    current = turned;
    travelled = at;
  });
  const final = poseAdvance(current, d - travelled);
  if (d - travelled > 0) segments.push({ from: poseCentre(current), to: poseCentre(final) });
  return { segments, turns, final, violations, legal: violations.length === 0, impossibleTurns };
};
