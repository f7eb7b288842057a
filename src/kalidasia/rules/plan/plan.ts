/**
 * The maneuver planner's pure model (issue 14): a warship's allocation and planned move → the new
 * velocity band and turning letter, where each turn may be dragged, how many notches each turn may
 * take, every violation with its rulebook section, and the path (legs, pose at any distance).
 * The rules are not restated here: this module calls `rules/systems` (engines, thrusters, velocity,
 * turns) and `geometry` (movementPath, pathAlong) and gathers their verdicts.
 * Source: ../shared/rules/kalidasia-core-rules-2.2.0.txt, "Activating a Warship" steps 2–6.
 */
import { headingNormalize, movementPath, pathAlong, pathPoseAt, turningSpacing } from '../../../geometry';
import type { Arc, Degrees, MovePath, MoveRequest, MoveViolationCode, PathAlong, Point, Pose, TurnOrder, TurnSide } from '../../../geometry';
import type { ArcFacing, KalidasiaPack, ManeuverKind, TurningAbility, VelocitySlot } from '../../data/types';
import { combatArcFor, engineCheck, primaryManeuver, primaryOptions, type EngineAllocation } from '../systems/engines';
import type { Outcome } from '../systems/result';
import { thrusterCheck, type ThrusterAllocation } from '../systems/thrusters';
import { turnEarliest, turnNotchCap, turnPlanCheck, turnSteps, type TurnStep } from '../systems/turns';
import { velocityAllowsDistance, velocityAlter, velocitySlot } from '../systems/velocity';

/** What the planner needs to know about the active warship (the screen reads it from the game state). */
export interface PlanShip {
  /** Engine value printed on the stat card: the per-turn cap is half of it ("not the points allocated"). */
  readonly engineValue: number;
  /** Engine points available this activation after damage (`enginePointsAvailable`). */
  readonly enginePoints: number;
  /** Thruster points generated this activation (0 when the thrusters were not activated). */
  readonly thrusterPoints: number;
  /** The Thrusters Jammed permanent card. */
  readonly thrustersJammed: boolean;
  readonly track: readonly VelocitySlot[];
  /** Velocity slot (index into the track) before step 5 alters it — or after it, when `velocityAltered`. */
  readonly slot: number;
  /**
   * True when step 5 was already applied to `slot` (the game's `engines` event was committed and the move is being
   * planned): the allocation is then not applied again.
   */
  readonly velocityAltered?: boolean;
  /** Pose when step 6 begins. */
  readonly start: Pose;
}

/** Steps 2–4: engine points, the primary maneuver on a tie, thruster points. */
export interface PlanAllocation {
  readonly engine: EngineAllocation;
  readonly thrusters: ThrusterAllocation;
  /** The player's pick when two maneuvers tie for primary. */
  readonly primary?: ManeuverKind;
}

/** One turn as the player places it. */
export interface PlanTurn {
  /** Inches along the path. */
  readonly at: number;
  readonly side: TurnSide;
  /** Engine points spent on this turn (one notch each). */
  readonly engine: number;
  /** Thruster points spent on this turn (one notch each). */
  readonly thrusters: number;
  /** Infinite turning ability only: the heading faced after this free turn (no template). */
  readonly face?: number;
}

export interface Plan {
  readonly ship: PlanShip;
  readonly allocation: PlanAllocation;
  /** The forward distance chosen (the slider), inches. */
  readonly distance: number;
  readonly turns: readonly PlanTurn[];
  /** Angle of one template notch (pack.notchAngle). */
  readonly notchAngle: number;
}

/** One thing wrong with a plan, in words, with the section a player can look up. */
export interface PlanViolation {
  readonly code: string;
  readonly reason: string;
  readonly section: string;
  /** Index of the turn (in path order) the violation belongs to, when it belongs to one. */
  readonly turn?: number;
}

const S_ENGINES = 'Allocate Engine Points';
const S_PRIMARY = 'Identify Primary Maneuver';
const S_THRUSTERS = 'Activate Vector Thrusters';
const S_VELOCITY = 'Alter Velocity';
const S_MOVE = 'Move the Warship';
const S_TURN = 'Executing a turn';
const S_IMPOSSIBLE = 'Impossible Turns';

/** The rulebook sections the planner cites (for the screen's section links). */
export const PLAN_SECTIONS = { engines: S_ENGINES, primary: S_PRIMARY, thrusters: S_THRUSTERS, velocity: S_VELOCITY, move: S_MOVE, turn: S_TURN, impossible: S_IMPOSSIBLE } as const;

/** Points spent on one allocatable maneuver, engine and thrusters together. */
const pointsOn = (a: PlanAllocation, m: 'accelerate' | 'decelerate'): number =>
  (a.engine.velocity?.maneuver === m ? a.engine.velocity.points : 0) + (a.thrusters[m] ?? 0);

export interface PlanVelocity {
  /** Slot before and after step 5. */
  readonly from: number;
  readonly to: number;
  readonly before: VelocitySlot;
  readonly after: VelocitySlot;
  /** The distance band of the new slot, inches. */
  readonly min: number;
  readonly max: number;
  readonly turning: TurningAbility;
  /** True when the slot before step 5 is not known (`PlanShip.velocityAltered`): `from` = `to`. */
  readonly applied: boolean;
}

/**
 * The velocity after step 5: accelerate and decelerate points (engine and thruster) move the tracker,
 * clamped to the track; the band and the turning letter are those of the new slot.
 * Rules: Kalidasia "Alter Velocity", "Move the Warship".
 */
export function planVelocity(ship: PlanShip, a: PlanAllocation): PlanVelocity {
  const applied = ship.velocityAltered === true;
  const to = applied ? ship.slot : velocityAlter(ship.track, ship.slot, pointsOn(a, 'accelerate'), pointsOn(a, 'decelerate'));
  const before = velocitySlot(ship.track, ship.slot);
  const after = velocitySlot(ship.track, to);
  return { from: ship.slot, to, before, after, min: after.min, max: after.max, turning: after.turning, applied };
}

/**
 * The primary maneuver (step 3), or the reason it is not decided yet (a tie the player must break).
 * Rules: Kalidasia "Identify Primary Maneuver".
 */
export function planPrimary(a: PlanAllocation): Outcome<ManeuverKind> {
  return primaryManeuver(a.engine, a.primary);
}

/** The table-geometry arc for a facing chart's side (a name mapping, not a rule). */
export const FACING_ARC: Readonly<Record<ArcFacing, Arc>> = { front: 'forward', rear: 'aft', starboard: 'starboard', port: 'port', all: 'all' };

/**
 * The combat arc the primary maneuver gives, as a table arc (drawn at once when the allocation changes).
 * A tie not yet broken gives null.
 * Rules: Kalidasia "Combat Arc vs Turret Arc" — "Each maneuver has a combat arc facing chart"; "Range and Arc" (No Action: whole battlefield).
 */
export function planCombatArc(pack: KalidasiaPack, a: PlanAllocation): Arc | null {
  const p = planPrimary(a);
  return p.ok ? FACING_ARC[combatArcFor(pack, p.value)] : null;
}

/**
 * Notches turn `index` (path order, as everywhere in the planner) may take: engine notches up to half the engine value rounded up (and no more than the
 * engine points allocated to that side and not spent on the other turn), thruster notches up to the thruster
 * points allocated to that side and not spent on the other turn.
 * Rules: Kalidasia "Move the Warship" — "During each of the turns, up to half of the warship's maximum engines points,
 * rounded up, can be used ... Any number of allocated thruster points can be spent on a single turn as well."
 */
export function planNotchLimit(plan: Plan, index: number): { readonly engine: number; readonly thrusters: number; readonly total: number } {
  const ordered = planTurnsOrdered(plan);
  const t = ordered[index];
  if (!t) return { engine: 0, thrusters: 0, total: 0 };
  const others = ordered.filter((o, i) => i !== index && o.side === t.side);
  const turnAlloc = plan.allocation.engine.turn?.maneuver === t.side ? plan.allocation.engine.turn.points : 0;
  const engineLeft = Math.max(0, turnAlloc - others.reduce((n, o) => n + o.engine, 0));
  const thrLeft = Math.max(0, (plan.allocation.thrusters[t.side] ?? 0) - others.reduce((n, o) => n + o.thrusters, 0));
  const engineCap = turnNotchCap(plan.ship.engineValue, 0);
  const engine = Math.min(engineCap, engineLeft);
  return { engine, thrusters: thrLeft, total: Math.min(turnNotchCap(plan.ship.engineValue, thrLeft), engine + thrLeft) };
}

/** Where a turn marker may be dragged: an interval of the path, the two ends only (∞), or nowhere. */
export type TurnBounds =
  | { readonly kind: 'interval'; readonly min: number; readonly max: number; readonly impossible: boolean }
  | { readonly kind: 'ends'; readonly at: readonly [number, number] }
  | { readonly kind: 'none'; readonly reason: string; readonly section: string };

/**
 * Where turn `index` (path order) may be placed given the distance and the other turn: the first turn no
 * earlier than the spacing, the spacing between turns; with "Impossible Turns" both are pinned (first as early
 * as allowed, second at the end); with the infinite ability only the start or the end of the move.
 * Rules: Kalidasia "Move the Warship" ('A', 'B', 'C' Turning Ability, Infinite Turning Ability), "Impossible Turns".
 */
export function planTurnBounds(plan: Plan, index: number): TurnBounds {
  const v = planVelocity(plan.ship, plan.allocation);
  const d = Math.max(0, plan.distance);
  const spacing = turningSpacing(v.turning);
  if (spacing === null) return { kind: 'ends', at: [0, d] };
  const n = Math.min(plan.turns.length, 2);
  if (index >= 2) return { kind: 'none', reason: 'A warship makes at most two turns.', section: S_MOVE };
  if (d < spacing) return { kind: 'none', reason: `Ability ${v.turning} allows a turn only after ${spacing}" of movement; this move is ${fmt(d)}.`, section: S_MOVE };
  const e = turnEarliest(v.turning, d);
  if (n === 2 && e.impossible) {
    const at = index === 0 ? (e.first ?? spacing) : (e.second ?? d);
    return { kind: 'interval', min: at, max: at, impossible: true };
  }
  const sorted = [...plan.turns].sort((a, b) => a.at - b.at);
  if (n < 2) return { kind: 'interval', min: spacing, max: d, impossible: false };
  if (index === 0) return { kind: 'interval', min: spacing, max: Math.min(d - spacing, (sorted[1]?.at ?? d) - spacing), impossible: false };
  return { kind: 'interval', min: Math.max(2 * spacing, (sorted[0]?.at ?? spacing) + spacing), max: d, impossible: false };
}

const fmt = (n: number): string => `${Math.round(n * 100) / 100}"`;

/** The turns in path order (the order movementPath uses). */
export const planTurnsOrdered = (plan: Plan): PlanTurn[] => [...plan.turns].sort((a, b) => a.at - b.at);

/**
 * The geometry request for this plan (what the game's `move` event carries): template turns of
 * engine + thruster notches, free facings for the infinite ability. The notch cap is the largest a single
 * turn may take (half the engine value rounded up plus the thruster points of one side), as the game checks.
 * Rules: Kalidasia "Move the Warship", "Executing a turn".
 */
export function planRequest(plan: Plan): MoveRequest {
  const v = planVelocity(plan.ship, plan.allocation);
  const thr = plan.allocation.thrusters;
  const turns: TurnOrder[] = planTurnsOrdered(plan).map((t) =>
    v.turning === '∞' && t.face !== undefined ? { at: t.at, face: t.face } : { at: t.at, side: t.side, notches: t.engine + t.thrusters },
  );
  return {
    start: plan.ship.start,
    distance: plan.distance,
    turning: v.turning,
    turns,
    notchCap: turnNotchCap(plan.ship.engineValue, Math.max(thr.starboard ?? 0, thr.port ?? 0)),
    notchAngle: plan.notchAngle,
  };
}

/** The planned move: movementPath's result (segments, placed turns, final pose) as legs along the path. */
export function planPath(plan: Plan): PathAlong {
  const req = planRequest(plan);
  return pathAlong(req, movementPath(req));
}

/**
 * "Stop along the path": the pose `s` inches along the planned move (firing happens during movement).
 * At a turn point, `side` picks the facing before or after the turn.
 * Rules: Kalidasia "Move the Warship" — "During this movement, a warship can fire its weapons at other warships and fighters."
 */
export function planPoseAt(plan: Plan | PathAlong, s: number, side: 'before' | 'after' = 'after'): Pose {
  return pathPoseAt('legs' in plan ? plan : planPath(plan), s, side);
}

const MOVE_SECTION: Readonly<Record<MoveViolationCode, string>> = {
  'bad-distance': S_MOVE,
  'too-many-turns': S_MOVE,
  'turn-outside-move': S_MOVE,
  'turn-too-early': S_MOVE,
  'turns-too-close': S_MOVE,
  'too-many-notches': S_MOVE,
  'bad-notches': S_TURN,
  'free-turn-mid-move': S_MOVE,
  'free-facing-needs-infinite': S_MOVE,
};

/** The verdict on a plan: every violation (in step order), and what "Impossible Turns" did. */
export interface PlanVerdict {
  readonly violations: readonly PlanViolation[];
  readonly legal: boolean;
  readonly velocity: PlanVelocity;
  readonly primary: ManeuverKind | null;
  /** The tied maneuvers the player must choose between, when there is a tie. */
  readonly primaryOptions: readonly ManeuverKind[];
  readonly path: PathAlong;
  /** "Impossible Turns" placed the turns (first as early as allowed, second at the end). */
  readonly impossibleTurns: boolean;
  /** Indexes (path order) of turns that Impossible Turns moved from where the player put them. */
  readonly relocated: readonly number[];
}

/**
 * Check a whole plan: engine allocation, primary maneuver, thrusters, the distance within the new band,
 * the turn plan (notches per turn, every turning point spent, sides), and the move's geometry rules.
 * Rules: Kalidasia "Activating a Warship" steps 2–6, "Executing a turn", "Impossible Turns".
 */
export function planCheck(plan: Plan): PlanVerdict {
  const out: PlanViolation[] = [];
  const a = plan.allocation;
  const ship = plan.ship;
  for (const reason of engineCheck(a.engine, ship.enginePoints)) out.push({ code: 'engines', reason, section: S_ENGINES });
  const primary = planPrimary(a);
  if (!primary.ok) out.push({ code: 'primary-tie', reason: primary.reason, section: S_PRIMARY });
  for (const reason of thrusterCheck(a.thrusters, ship.thrusterPoints, primary.ok ? primary.value : 'cruise', ship.thrustersJammed)) {
    out.push({ code: 'thrusters', reason, section: S_THRUSTERS });
  }
  const v = planVelocity(ship, a);
  if (Number.isFinite(plan.distance) && plan.distance >= 0 && !velocityAllowsDistance(ship.track, v.to, plan.distance)) {
    out.push({ code: 'distance-outside-band', reason: `At velocity ${velocityBandText(v.after)} the warship moves between ${v.min}" and ${v.max}", not ${fmt(plan.distance)}.`, section: S_MOVE });
  }
  const ordered = planTurnsOrdered(plan);
  const steps: TurnStep[] = ordered.map((t) => ({ direction: t.side, engine: t.engine, thrusters: t.thrusters }));
  for (const reason of turnPlanCheck(steps, a.engine, a.thrusters, ship.engineValue, v.turning)) {
    const m = /^Turn (\d+):/.exec(reason);
    out.push({ code: 'turn-points', reason, section: S_MOVE, ...(m ? { turn: Number(m[1]) - 1 } : {}) });
  }
  ordered.forEach((t, i) => {
    if (!Number.isInteger(t.engine) || !Number.isInteger(t.thrusters) || t.engine < 0 || t.thrusters < 0) {
      out.push({ code: 'turn-points', turn: i, reason: `Turn ${i + 1}: ${t.engine} engine and ${t.thrusters} thruster points: each must be a whole number, 0 or more.`, section: S_TURN });
    }
  });
  const req = planRequest(plan);
  const move: MovePath = movementPath(req);
  // The per-turn notch cap is checked above, split into engine and thruster points (turnPlanCheck);
  // movementPath's coarser cap on the total can only fire when that check has.
  for (const mv of move.violations) {
    if (mv.code === 'too-many-notches') continue;
    out.push({ code: mv.code, reason: mv.reason, section: MOVE_SECTION[mv.code], ...(mv.turn !== undefined ? { turn: mv.turn } : {}) });
  }
  const relocated = move.turns.flatMap((t, i) => (t.relocated ? [i] : []));
  return {
    violations: out,
    legal: out.length === 0,
    velocity: v,
    primary: primary.ok ? primary.value : null,
    primaryOptions: primary.ok ? [primary.value] : primaryOptions(a.engine),
    path: pathAlong(req, move),
    impossibleTurns: move.impossibleTurns,
    relocated,
  };
}

/** A velocity band in words: "10–12", or "0" for a single distance. */
export const velocityBandText = (s: { readonly min: number; readonly max: number }): string => (s.min === s.max ? `${s.min}` : `${s.min}–${s.max}`);

/** The turning template as drawn at one turn point. */
export interface PlanTemplate {
  /** Index of the turn in path order. */
  readonly turn: number;
  readonly at: number;
  readonly centre: Point;
  /** The green centre line when the template is laid down, and the heading after the turn. */
  readonly from: Degrees;
  readonly to: Degrees;
  readonly side: TurnSide;
  /** Notches turned (0 for a free facing). */
  readonly notches: number;
  /** Headings of notch 1, 2, … up to the most this turn may take, on the turn's side (what the steppers allow). */
  readonly reach: readonly Degrees[];
  /** Moved by "Impossible Turns". */
  readonly relocated: boolean;
}

/**
 * The turning template at each turn of the checked plan: aligned with the centre line at the turn point, one notch
 * per point, the notches this turn may still take marked.
 * Rules: Kalidasia "Executing a turn" — "align the center of the turning tool with the green center line of the warship's token.
 * For each engine point spent on a turn, rotate the green center line by one notch on the turning tool."
 */
export function planTemplates(plan: Plan, verdict: PlanVerdict = planCheck(plan)): PlanTemplate[] {
  const ordered = planTurnsOrdered(plan);
  return verdict.path.move.turns.map((t, i) => {
    const ask = ordered[i] as PlanTurn;
    const limit = planNotchLimit(plan, i).total;
    const sign = ask.side === 'starboard' ? 1 : -1;
    const free = verdict.velocity.turning === '∞' && ask.face !== undefined;
    return {
      turn: i,
      at: t.at,
      centre: t.point,
      from: t.headingBefore,
      to: t.headingAfter,
      side: ask.side,
      notches: free ? 0 : ask.engine + ask.thrusters,
      reach: free ? [] : Array.from({ length: limit }, (_, k) => headingNormalize(t.headingBefore + sign * (k + 1) * plan.notchAngle)),
      relocated: t.relocated,
    };
  });
}

/**
 * Turns given as notches only (what the game's `move` event carries and what a simple stepper asks for), split into
 * engine and thruster points exactly as the game does (`turnSteps`: engine points of that side first, up to half the
 * engine value per turn, thruster points pay the rest). Free facings (∞) keep their heading.
 * Rules: Kalidasia "Move the Warship", "Executing a turn".
 */
export function planTurnsFromNotches(
  ship: PlanShip,
  allocation: PlanAllocation,
  asked: readonly { readonly at: number; readonly side: TurnSide; readonly notches: number; readonly face?: number }[],
): PlanTurn[] {
  const v = planVelocity(ship, allocation);
  const ordered = [...asked].sort((a, b) => a.at - b.at);
  const steps = turnSteps(ordered.map((t) => ({ direction: t.side, notches: v.turning === '∞' && t.face !== undefined ? 1 : t.notches })), allocation.engine, ship.engineValue, v.turning);
  return ordered.map((t, i) => {
    const st = steps[i] as TurnStep;
    return { at: t.at, side: t.side, engine: st.engine, thrusters: st.thrusters, ...(t.face !== undefined ? { face: t.face } : {}) };
  });
}
