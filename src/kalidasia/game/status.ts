/**
 * Status Phase: fighter regrouping (rolls, redeployment) and escort decisions.
 */
import { pointDistance, pose, poseLocal, poseToTable, rectOverlap, tokenGap, zoneRedeploy, type Pose, type TokenRect } from '../../geometry';
import { diceProblem } from './damage';
import { type GameEvent } from './events';
import { escortOptions } from './flow';
import { because, classOf, enemyCentres, fighterById, fighterRect, nearestEnemy, onTable, playerName, replaceById, shipById, shipRect } from './helpers';
import type { GameState, PlayerId } from './state';
import { geo, ok, no, ruled, EPS, ESCORT_MOVE, S_REGROUP, S_ESCORT, S_ESCORTING, type ApplyResult } from './verdict';

// ---------------------------------------------------------------------------
// Status phase

// Rules: Kalidasia "Fighter Regrouping - Re-deployment" — "roll a die for each fighter token in the yellow damage pile. For each die which rolled a 1 or 2, discard that token ... for the red damage pile ... discard a token on a result of 1 to 4."
export function onRegroupRoll(s: GameState, e: Extract<GameEvent, { type: 'regroupRoll' }>): ApplyResult {
  const yellow = s.fighters.filter((f) => f.owner === e.player && f.status === 'yellow');
  const red = s.fighters.filter((f) => f.owner === e.player && f.status === 'red');
  if (e.yellow.length !== yellow.length || e.red.length !== red.length) {
    return no(because(`Roll one die per token: ${yellow.length} for the yellow pile and ${red.length} for the red pile (got ${e.yellow.length} and ${e.red.length}).`, S_REGROUP));
  }
  const bad = diceProblem(e.yellow, 'Yellow pile') ?? diceProblem(e.red, 'Red pile');
  if (bad) return no(bad);
  const fate = new Map<string, 'discarded' | 'waiting'>();
  yellow.forEach((f, i) => fate.set(f.id, (e.yellow[i] as number) <= 2 ? 'discarded' : 'waiting'));
  red.forEach((f, i) => fate.set(f.id, (e.red[i] as number) <= 4 ? 'discarded' : 'waiting'));
  return ok({
    ...s,
    fighters: s.fighters.map((f) => {
      const st = fate.get(f.id);
      return st ? { ...f, status: st } : f;
    }),
    status: { ...s.status, regrouped: [...s.status.regrouped, e.player] },
  });
}

/** Is this a legal redeploy spot: within 6" of a friendly warship and at least 12" from enemy warships and fighters? */
// Rules: Kalidasia "Fighter Regrouping - Re-deployment" — "within six inches of a friendly warship and at least 12 inches from enemy warship/fighter tokens."
export function redeploySpotProblem(s: GameState, p: PlayerId, at: Pose): string | null {
  const friendly = s.ships.filter((x) => x.owner === p && onTable(x) && x.pose);
  const near = friendly.some((x) => x.pose !== null && pointDistance(x.pose, at) <= 6 + EPS);
  if (!near) return 'is not within 6" of a friendly warship';
  const enemy = nearestEnemy(s, p, at);
  if (enemy < 12 - EPS) return `is ${enemy.toFixed(1)}" from an enemy token; it must be at least 12" away`;
  return null;
}

/**
 * A legal redeploy spot for a player, or `null` when none exists. Exact: the allowed region is
 * closed and bounded by circles (6" about friendly warships, 12" about enemy tokens), so if it is
 * not empty it contains an intersection point of two of those circles or a point of one circle
 * that meets no other; every such candidate is tested.
 */
// Rules: Kalidasia "Fighter Regrouping - Re-deployment" — "If a fighter cannot be legally deployed because of enemy units, the fighter token must wait".
export function redeploySpot(s: GameState, p: PlayerId): Pose | null {
  const friendly = s.ships.filter((x) => x.owner === p && onTable(x) && x.pose).map((x) => ({ c: x.pose as Pose, r: 6 }));
  const enemy = [...s.ships.filter((x) => x.owner !== p && onTable(x)), ...s.fighters.filter((f) => f.owner !== p && onTable(f))].map((x) => ({ c: x.pose as Pose, r: 12 }));
  const circles = [...friendly, ...enemy];
  const heading = s.ships.find((x) => x.owner === p && x.pose)?.pose?.heading ?? 0;
  const test = (x: number, y: number): Pose | null => {
    const at = pose(x, y, heading);
    return redeploySpotProblem(s, p, at) === null ? at : null;
  };
  for (const f of friendly) {
    const hit = test(f.c.x, f.c.y) ?? test(f.c.x + f.r, f.c.y);
    if (hit) return hit;
  }
  for (let i = 0; i < circles.length; i++) {
    const a = circles[i] as { c: Pose; r: number };
    const hit = test(a.c.x + a.r, a.c.y) ?? test(a.c.x - a.r, a.c.y);
    if (hit) return hit;
    for (let j = i + 1; j < circles.length; j++) {
      const b = circles[j] as { c: Pose; r: number };
      const d = pointDistance(a.c, b.c);
      if (d === 0 || d > a.r + b.r || d < Math.abs(a.r - b.r)) continue;
      const along = (a.r * a.r - b.r * b.r + d * d) / (2 * d);
      const h = Math.sqrt(Math.max(0, a.r * a.r - along * along));
      const ux = (b.c.x - a.c.x) / d;
      const uy = (b.c.y - a.c.y) / d;
      const mx = a.c.x + ux * along;
      const my = a.c.y + uy * along;
      const pt = test(mx - uy * h, my + ux * h) ?? test(mx + uy * h, my - ux * h);
      if (pt) return pt;
    }
  }
  return null;
}

/** The redeploy zone as polygons, for drawing (geometry's zone). */
export function redeployZone(s: GameState, p: PlayerId) {
  return zoneRedeploy({
    friendly: s.ships.filter((x) => x.owner === p && onTable(x) && x.pose).map((x) => x.pose as Pose),
    enemy: [...s.ships.filter((x) => x.owner !== p && onTable(x)), ...s.fighters.filter((f) => f.owner !== p && onTable(f))].map((x) => x.pose as Pose),
    within: 6,
    keepOut: 12,
  });
}

// Rules: Kalidasia "Fighter Regrouping - Re-deployment" — "each player deploys all of their non-discarded fighter tokens back ... If a fighter cannot be legally deployed because of enemy units, the fighter token must wait for a future status phase".
export function onRedeploy(s: GameState, e: Extract<GameEvent, { type: 'redeploy' }>): ApplyResult {
  const waiting = s.fighters.filter((f) => f.owner === e.player && f.status === 'waiting').map((f) => f.id);
  const named = [...e.fighters.map((f) => f.fighter), ...e.waiting];
  const missing = waiting.filter((id) => !named.includes(id));
  if (missing.length > 0) return no(because(`Redeploy or keep waiting every regrouped token; missing ${missing.join(', ')}.`, S_REGROUP));
  if (new Set(named).size !== named.length || named.some((id) => !waiting.includes(id))) return no(because('Each regrouped token is placed or kept waiting once.', S_REGROUP));
  let fighters = s.fighters;
  for (const pl of e.fighters) {
    const why = ruled(e) ? null : redeploySpotProblem(s, e.player, pl.pose);
    if (why) return geo(because(`${pl.fighter} ${why}.`, S_REGROUP));
    fighters = replaceById(fighters, pl.fighter, (f) => ({ ...f, status: 'deployed', pose: pl.pose, disrupted: false, redeployedTurn: s.turn, escorting: null, alignedAtStart: [] }));
  }
  if (e.waiting.length > 0 && !ruled(e) && redeploySpot(s, e.player) !== null) {
    return geo(because(`${e.waiting.join(', ')} can be deployed: there is room within 6" of a friendly warship and 12" from the enemy. A token waits only when no legal spot exists.`, S_REGROUP));
  }
  return ok({ ...s, fighters, status: { ...s.status, redeployed: [...s.status.redeployed, e.player] } });
}

// Rules: Kalidasia "Fighter Escorting" — "each player, in reverse initiative order, will decide if each of their fighter tokens that are eligible to escort a warship will continue to do so. If a fighter token is no longer going to escort a warship, move the token one inch away".
export function onEscorts(s: GameState, e: Extract<GameEvent, { type: 'escorts' }>): ApplyResult {
  const chosen = new Map<string, string>();
  for (const x of e.escorts) {
    const f = fighterById(s, x.fighter);
    if (!f || f.owner !== e.player) return no(`${playerName(s, e.player)} has no fighter wing ${x.fighter}.`);
    if (chosen.has(f.id)) return no(because(`${f.id} can escort one warship.`, S_ESCORTING));
    const ship = shipById(s, x.ship);
    if (!escortOptions(s, f).includes(x.ship)) {
      const name = ship?.label ?? x.ship;
      const rule = !onTable(f)
        ? 'it is not on the battlefield'
        : f.disrupted
          ? 'it is disrupted'
          : f.redeployedTurn === s.turn
            ? 'it was redeployed this turn'
            : !ship || !onTable(ship) || ship.owner !== f.owner || ship.activated
              ? `${name} is not a friendly warship on the battlefield still to activate`
              : null;
      if (rule !== null) return no(because(`${f.id} cannot escort ${name}: ${rule}.`, S_ESCORTING));
      if (!ruled(e)) return geo(because(`${f.id} cannot escort ${name}: it was not fully aligned with it when the turn began.`, S_ESCORTING));
    }
    chosen.set(f.id, x.ship);
  }
  let fighters = s.fighters.map((f) => (f.owner === e.player ? { ...f, escorting: chosen.get(f.id) ?? null } : f));
  const movedIds = new Set<string>();
  for (const m of e.moved) {
    const f = fighterById(s, m.fighter);
    if (!f || f.owner !== e.player || !f.pose) return no(`${m.fighter} is not a wing of ${playerName(s, e.player)} on the battlefield.`);
    if (movedIds.has(f.id)) return no(because(`${f.id} is moved away once.`, S_ESCORT));
    movedIds.add(f.id);
    if (chosen.has(f.id)) return no(because(`${f.id} keeps escorting; only wings that stop escorting are moved away.`, S_ESCORT));
    const options = escortOptions(s, f);
    if (options.length === 0) return no(because(`${f.id} is not eligible to escort a warship this turn, so it is not stopping: only a wing that stops escorting is moved one inch away.`, S_ESCORT));
    const was = shipById(s, f.escorting !== null && options.includes(f.escorting) ? f.escorting : (options[0] as string));
    if (!ruled(e) && was) {
      const why = escortStepProblem(s, f.id, was.id, m.pose);
      if (why !== null) return geo(why);
    }
    // "This short movement does not affect the fighter's ability to activate normally during the turn": not a movement step.
    fighters = replaceById(fighters, f.id, (x) => ({ ...x, pose: m.pose }));
  }
  return ok({ ...s, fighters, status: { ...s.status, escortsChosen: [...s.status.escortsChosen, e.player] } });
}

/** How far a hand may be off "one inch" on the table (inches). */
const ESCORT_STEP_TOLERANCE = 0.1;

/**
 * A wing that stops escorting is moved "one inch away from the warship": the move is one inch, and the wing ends one
 * inch from the warship's token (edge to edge) — straight out from the side it lay against, as `escortStepAway` moves
 * it. Null when the spot does that (within a tenth of an inch); else the refusal, naming the section. Geometric only.
 */
// Rules: Kalidasia "Fighter Escorting" — "If a fighter token is no longer going to escort a warship, move the token one inch away from the warship to indicate this decision."
export function escortStepProblem(s: GameState, fighterId: string, shipId: string, to: Pose): string | null {
  const f = fighterById(s, fighterId);
  const ship = shipById(s, shipId);
  if (!f?.pose || !ship?.pose) return null;
  const moved = pointDistance(f.pose, to);
  const sr = shipRect(s, ship);
  const fr = fighterRect(s, f, to);
  const gap = sr && fr ? tokenGap(fr, sr) : ESCORT_MOVE;
  const off = (x: number) => Math.abs(x - ESCORT_MOVE) > ESCORT_STEP_TOLERANCE;
  if (!off(moved) && !off(gap)) return null;
  return because(`${f.id} stops escorting ${ship.label}: it is moved one inch away from the warship; this move is ${moved.toFixed(1)}" and leaves it ${gap.toFixed(1)}" from the warship.`, S_ESCORT);
}

/**
 * Where a wing that stops escorting goes: one inch straight away from the edge of the warship it lies against
 * (out of the side it is fully aligned with), or straight away from the warship's centre when it lies off a corner.
 */
// Rules: Kalidasia "Fighter Escorting" — "If a fighter token is no longer going to escort a warship, move the token one inch away from the warship to indicate this decision."
export function escortStepAway(s: GameState, fighterId: string, shipId?: string): Pose | null {
  const f = fighterById(s, fighterId);
  const ship = shipById(s, shipId ?? f?.escorting ?? f?.alignedAtStart[0] ?? '');
  if (!f?.pose || !ship?.pose) return null;
  const fp = classOf(s, ship).tokenSize;
  const local = poseLocal(ship.pose, f.pose);
  const outAlong = Math.abs(local.along) - fp.length / 2;
  const outAcross = Math.abs(local.across) - fp.width / 2;
  let along = 0;
  let across = 0;
  if (outAlong > 0 && outAcross > 0) {
    const d = Math.hypot(local.along, local.across) || 1;
    along = local.along / d;
    across = local.across / d;
  } else if (outAcross >= outAlong) across = Math.sign(local.across) || 1;
  else along = Math.sign(local.along) || 1;
  const to = poseToTable(ship.pose, local.along + along * ESCORT_MOVE, local.across + across * ESCORT_MOVE);
  return pose(Math.round(to.x * 1000) / 1000, Math.round(to.y * 1000) / 1000, f.pose.heading);
}

/**
 * Spots to suggest for `count` redeployed wings of footprint `token`: within 6" of a friendly warship (with a margin, so a
 * rounded or slightly nudged spot stays legal), at least 12" from every enemy token, off every token on the table and off
 * each other. Rings around each friendly warship, nearest first; fewer spots than asked when the room runs out.
 */
// Rules: Kalidasia "Fighter Regrouping - Re-deployment" — "within six inches of a friendly warship and at least 12 inches from enemy warship/fighter tokens"; "Overlapping Tokens".
export function redeploySpots(s: GameState, p: PlayerId, count: number, token: { length: number; width: number }): Pose[] {
  const out: Pose[] = [];
  const taken: TokenRect[] = [
    ...s.ships.filter((x) => onTable(x) && x.pose).flatMap((x) => shipRect(s, x) ?? []),
    ...s.fighters.filter((f) => onTable(f) && f.pose).flatMap((f) => fighterRect(s, f) ?? []),
  ];
  const friendly = s.ships.filter((x) => x.owner === p && onTable(x) && x.pose);
  const inside = (q: Pose): boolean =>
    redeploySpotProblem(s, p, q) === null && friendly.some((x) => pointDistance(x.pose as Pose, q) <= 5.75) && Math.min(...enemyCentres(s, p).map((c) => pointDistance(c, q)), Infinity) >= 12.25;
  for (const ship of friendly) {
    const c = ship.pose as Pose;
    const half = Math.hypot(classOf(s, ship).tokenSize.length, classOf(s, ship).tokenSize.width) / 2;
    for (let r = Math.min(5.5, half + token.length); r <= 5.5 + 1e-9 && out.length < count; r += 1) {
      const n = Math.max(8, Math.floor((2 * Math.PI * r) / (token.length + 0.25)));
      for (let k = 0; k < n && out.length < count; k++) {
        const ang = (2 * Math.PI * k) / n;
        const q = pose(Math.round((c.x + r * Math.cos(ang)) * 100) / 100, Math.round((c.y + r * Math.sin(ang)) * 100) / 100, c.heading);
        const rect: TokenRect = { pose: q, footprint: { length: token.length, width: token.width } as TokenRect['footprint'] };
        if (!inside(q) || taken.some((t) => rectOverlap(t, rect).depth > -0.1)) continue;
        out.push(q);
        taken.push(rect);
      }
    }
    if (out.length >= count) break;
  }
  return out;
}
