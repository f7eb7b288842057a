/**
 * The reachable envelope for THIS allocation (issue 14, item 4): every end position a legal plan can reach,
 * with the turning points the player allocated (all of them spent, on their sides, within the per-turn cap)
 * and the band of the new velocity. The legal ways to split the turning points into turns come from the rule
 * function itself (`turnPlanCheck` filters every candidate split); the end positions come from `movementPath`
 * at the corners of each split's (turn 1, turn 2, distance) polytope — for fixed headings the end position is
 * linear in those distances, so each split reaches exactly the convex hull of its corners' end positions
 * (the closed form the geometry's `envelopeReachable` uses, which does not know the allocation).
 * Rules: Kalidasia "Move the Warship", "Executing a turn", "Impossible Turns".
 */
import { convexHull, movementPath, turningSpacing, zoneCircle, zoneDifference, zoneFromRing, zoneUnion } from '../../../geometry';
import type { ConvexPolygon, Degrees, MoveRequest, Point, TurnOrder, Zone } from '../../../geometry';
import { turnPlanCheck, type TurnStep } from '../systems/turns';
import { planRequest, planVelocity, type Plan } from './plan';

/** One legal way to spend the turning points, and where it can end. */
export interface EnvelopeFamily {
  /** The turns in path order (direction, engine points, thruster points). */
  readonly split: readonly TurnStep[];
  /** End positions reachable with this split (a polygon, a segment or a point). */
  readonly hull: ConvexPolygon;
  /** Final heading of every end pose in the family; null when the final facing is free (∞ at the end). */
  readonly heading: Degrees | null;
}

export interface PlanEnvelope {
  readonly families: readonly EnvelopeFamily[];
  /** Outline of every reachable end position (segments widened by 0.005" so they can be drawn). */
  readonly outline: Zone;
  /** The ways to split the allocated turning points that the rules allow (empty: none; the plan cannot be legal). */
  readonly splits: readonly (readonly TurnStep[])[];
  /** Infinite ability with a turn: a free facing at the start reaches the ring between these distances from the start
   * centre (final heading = the direction travelled); null otherwise. */
  readonly freeStart: { readonly min: number; readonly max: number } | null;
}

/** The part of a plan the envelope depends on (not the distance or the turns: those are what it ranges over). */
export type EnvelopeInput = Omit<Plan, 'distance' | 'turns'>;

/**
 * Every split of the allocated turning points into at most two turns that the rules accept.
 * Rules: Kalidasia "Move the Warship" — "all engine/thruster points allocated to turn maneuvers must be spent by the end of the
 * forward movement. During each of the turns, up to half of the warship's maximum engines points, rounded up, can be used"
 * (checked by `turnPlanCheck`); "Executing a turn" (a turn is at least one notch).
 */
export function planTurnSplits(input: EnvelopeInput): TurnStep[][] {
  const a = input.allocation;
  const ability = planVelocity(input.ship, a).turning;
  const e = a.engine.turn?.points ?? 0;
  const thr = { starboard: a.thrusters.starboard ?? 0, port: a.thrusters.port ?? 0 };
  const one: TurnStep[] = [];
  for (const direction of ['starboard', 'port'] as const) {
    for (let engine = 0; engine <= e; engine++) {
      for (let thrusters = 0; thrusters <= thr[direction]; thrusters++) if (engine + thrusters >= 1) one.push({ direction, engine, thrusters });
    }
  }
  const candidates: TurnStep[][] = [[], ...one.map((t) => [t]), ...one.flatMap((t) => one.map((u) => [t, u]))];
  const total = e + thr.starboard + thr.port;
  return candidates.filter((c) => c.reduce((n, t) => n + t.engine + t.thrusters, 0) === total && turnPlanCheck(c, a.engine, a.thrusters, input.ship.engineValue, ability).length === 0);
}

const THIN = 0.005;
const ring = (hull: ConvexPolygon): Point[] => {
  if (hull.length >= 3) return [...hull];
  const p0 = hull[0];
  if (!p0) return [];
  const p1 = hull[1] ?? { x: p0.x + THIN, y: p0.y };
  const len = Math.hypot(p1.x - p0.x, p1.y - p0.y) || 1;
  const nx = (-(p1.y - p0.y) / len) * THIN;
  const ny = ((p1.x - p0.x) / len) * THIN;
  const pt = (x: number, y: number) => ({ x, y }) as Point;
  return [pt(p0.x - nx, p0.y - ny), pt(p1.x - nx, p1.y - ny), pt(p1.x + nx, p1.y + ny), pt(p0.x + nx, p0.y + ny)];
};

/**
 * The envelope for the plan's allocation and the new velocity band.
 * Template abilities: per legal split, no turn (a straight segment), one turn at t ∈ [spacing, d], or two turns with
 * full spacing, plus the "Impossible Turns" family (first at the spacing, second at the end) for short moves.
 * Infinite ability: a free facing at the start (the ring between the band's ends) or at the end (straight ahead,
 * any final heading).
 * Rules: Kalidasia "Move the Warship", "Executing a turn", "Impossible Turns".
 */
export function planEnvelope(input: EnvelopeInput): PlanEnvelope {
  const v = planVelocity(input.ship, input.allocation);
  const dmin = Math.max(0, v.min);
  const dmax = Math.max(dmin, v.max);
  const splits = planTurnSplits(input);
  const spacing = turningSpacing(v.turning);
  const s = input.ship.start;
  const base: MoveRequest = planRequest({ ...input, distance: dmin, turns: [] });
  const end = (turns: readonly TurnOrder[], distance: number) => movementPath({ ...base, turns, distance }).final;
  const families: EnvelopeFamily[] = [];
  const zones: Zone[] = [];
  let freeStart: PlanEnvelope['freeStart'] = null;
  const add = (split: readonly TurnStep[], corners: readonly { turns: TurnOrder[]; d: number }[]) => {
    if (corners.length === 0) return;
    const finals = corners.map((c) => end(c.turns, c.d));
    const hull = convexHull(finals);
    families.push({ split, hull, heading: (finals[0] as { heading: Degrees }).heading });
    zones.push(zoneFromRing(ring(hull)));
  };
  for (const split of splits) {
    const orders = (ats: readonly number[]): TurnOrder[] => split.map((t, i) => ({ at: ats[i] ?? 0, side: t.direction, notches: t.engine + t.thrusters }));
    if (split.length === 0) {
      add(split, [dmin, dmax].map((d) => ({ turns: [], d })));
      continue;
    }
    if (spacing === null) {
      // Infinite ability: the single one-point turn faces any heading, at the start or at the end.
      freeStart = { min: dmin, max: dmax };
      if (dmax > 0) {
        const outer = zoneCircle(s, dmax, undefined, 'inscribed');
        zones.push(dmin > 0 ? zoneDifference(outer, zoneCircle(s, dmin, undefined, 'circumscribed')) : outer);
      }
      const straight = convexHull([end([], dmin), end([], dmax)]);
      families.push({ split, hull: straight, heading: null });
      zones.push(zoneFromRing(ring(straight)));
      continue;
    }
    if (split.length === 1) {
      const lo = Math.max(dmin, spacing);
      if (lo <= dmax) add(split, [{ t: spacing, d: lo }, { t: lo, d: lo }, { t: spacing, d: dmax }, { t: dmax, d: dmax }].map((c) => ({ turns: orders([c.t]), d: c.d })));
      continue;
    }
    const lo2 = Math.max(dmin, 2 * spacing);
    if (lo2 <= dmax) {
      const corners = [lo2, dmax].flatMap((d) => [[spacing, 2 * spacing, d], [spacing, d, d], [d - spacing, d, d]] as const);
      add(split, corners.map(([t1, t2, d]) => ({ turns: orders([t1, t2]), d })));
    }
    // Impossible Turns: d ∈ [spacing, 2·spacing): the first turn at the spacing, the second at the end.
    const loI = Math.max(dmin, spacing);
    const hiI = Math.min(dmax, 2 * spacing);
    if (loI <= hiI && loI < 2 * spacing) add(split, [loI, hiI].map((d) => ({ turns: orders([spacing, d]), d })));
  }
  return { families, outline: zones.length ? zoneUnion(zones) : [], splits, freeStart };
}
