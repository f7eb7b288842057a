/**
 * A warship's activation ("Activating a Warship"): sensors, engines and thrusters, movement, firing.
 */
import { arcContains, headingDifference, headingToward, movementPath, pointDistance, pointsWithin, pose, segmentDistanceToPoint, type Arc, type Pose } from '../../geometry';
import type { ArcFacing } from '../data/types';
import { combatArcFor, NO_ENGINES, engineCheck, enginePointsAvailable, primaryManeuver, sensorPlace, thrusterCheck, thrusterPointsAvailable, thrustersActivate, turnPlanCheck, turnSteps, velocityAlter, velocityAllowsDistance, velocitySlot } from '../rules/systems';
import { damageApply, diceProblem, fighterHitsApply, overcharge, sensorRerollProblem } from './damage';
import { type GameEvent } from './events';
import { because, classOf, escortsCarried, fighterById, onTable, replaceById, shipById, strikeFirst } from './helpers';
import type { GameState, ShipState } from './state';
import { activeShip } from './activation';
import { geo, ok, no, lift, ruled, S_WARSHIP, type ApplyResult } from './verdict';

// Rules: Kalidasia "Activating a Warship" 1) "Generate and Allocate Sensor Points".
export function onSensors(s: GameState, e: Extract<GameEvent, { type: 'sensors' }>): ApplyResult {
  const ship = activeShip(s, e.ship, 'Sensor points');
  if (typeof ship === 'string') return no(ship);
  if (ship.activation?.step !== 'sensors') return no(because(`${ship.label} allocated its sensor points already (step 1).`, 'Generate and Allocate Sensor Points'));
  const enemies = s.ships.filter((x) => x.owner !== ship.owner && onTable(x)).map((x) => x.id);
  const r = sensorPlace(s.sensors[ship.owner] ?? {}, ship.sensor, e.placement, enemies);
  if (!r.ok) return no(because(`${ship.label}: ${r.reason}`, 'Generate and Allocate Sensor Points'));
  return ok({
    ...s,
    sensors: { ...s.sensors, [ship.owner]: r.value },
    ships: replaceById(s.ships, ship.id, (x) => ({ ...x, activation: x.activation && { ...x.activation, step: 'engines' } })),
  });
}

// Rules: Kalidasia "Activating a Warship" 2)–5): "Allocate Engine Points", "Identify Primary Maneuver", "Activate Vector Thrusters", "Alter Velocity".
export function onEngines(s: GameState, e: Extract<GameEvent, { type: 'engines' }>): ApplyResult {
  const ship = activeShip(s, e.ship, 'Engine points');
  if (typeof ship === 'string') return no(ship);
  const act = ship.activation;
  if (!act || act.step !== 'engines') {
    return no(because(act?.step === 'sensors' ? `${ship.label}: allocate sensor points first (step 1).` : `${ship.label} allocated its engine points already.`, S_WARSHIP));
  }
  const cls = classOf(s, ship);
  const fx = s.pack.criticalEffects;
  const avail = enginePointsAvailable(cls.engine, ship.criticals.engines, fx);
  const errs = engineCheck(e.engine, avail);
  if (errs.length > 0) return no(because(`${ship.label}: ${errs.join(' ')}`, 'Allocate Engine Points'));
  const prim = primaryManeuver(e.engine, e.primary);
  if (!prim.ok) return no(because(`${ship.label}: ${prim.reason}`, 'Identify Primary Maneuver'));
  let reactor = ship.reactor;
  const thr = e.thrusters ?? {};
  if (e.thrusters !== null) {
    const points = thrusterPointsAvailable(cls.thrusters, ship.criticals.thrusters, fx);
    const on = thrustersActivate(reactor, points);
    if (!on.ok) return no(because(`${ship.label}: ${on.reason}`, 'Activate Vector Thrusters'));
    const terr = thrusterCheck(thr, points, prim.value, ship.criticals.thrustersJammed);
    if (terr.length > 0) return no(because(`${ship.label}: ${terr.join(' ')}`, 'Activate Vector Thrusters'));
    reactor = on.value.reactor;
  }
  const acc = (e.engine.velocity?.maneuver === 'accelerate' ? e.engine.velocity.points : 0) + (thr.accelerate ?? 0);
  const dec = (e.engine.velocity?.maneuver === 'decelerate' ? e.engine.velocity.points : 0) + (thr.decelerate ?? 0);
  const velocity = velocityAlter(cls.velocityTrack, ship.velocity, acc, dec);
  return ok({
    ...s,
    ships: replaceById(s.ships, ship.id, (x) => ({
      ...x,
      reactor,
      velocity,
      activation: { ...act, step: 'move', engine: e.engine, primary: prim.value, thrusters: thr },
    })),
  });
}

// Rules: Kalidasia "Move the Warship" — "The warship will move forward a distance between the smallest distance and largest distance of the warship's current velocity ... all engine/thruster points allocated to turn maneuvers must be spent by the end of the forward movement"; "Warship Escorting" — "when the warship is activated, the escorting fighter wings will move along with the warship."
export function onMove(s: GameState, e: Extract<GameEvent, { type: 'move' }>): ApplyResult {
  const ship = activeShip(s, e.ship, 'Movement');
  if (typeof ship === 'string') return no(ship);
  const act = ship.activation;
  if (!act || act.step !== 'move' || !ship.pose) {
    return no(because(act?.step === 'moved' ? `${ship.label} has already moved this activation.` : `${ship.label}: allocate sensor and engine points before moving (steps 1–5).`, S_WARSHIP));
  }
  const first = strikeFirst(s, ship);
  if (first !== null) return no(first);
  const cls = classOf(s, ship);
  const slot = velocitySlot(cls.velocityTrack, ship.velocity);
  if (!velocityAllowsDistance(cls.velocityTrack, ship.velocity, e.distance)) {
    return no(because(`${ship.label} at velocity ${slot.min}-${slot.max} moves between ${slot.min}" and ${slot.max}", not ${e.distance}".`, 'Move the Warship'));
  }
  const engine = act.engine ?? NO_ENGINES;
  const thr = act.thrusters;
  // A free facing (infinite turning ability) is one point of the side that has turning points.
  const freeSide: 'starboard' | 'port' = engine.turn?.maneuver ?? ((thr.port ?? 0) > 0 && !((thr.starboard ?? 0) > 0) ? 'port' : 'starboard');
  const asked = [...e.turns].sort((a, b) => a.at - b.at).map((t) => ('side' in t ? { direction: t.side, notches: t.notches } : { direction: freeSide, notches: 1 }));
  const plan = turnPlanCheck(turnSteps(asked, engine, cls.engine, slot.turning), engine, thr, cls.engine, slot.turning);
  if (plan.length > 0) return no(because(`${ship.label}: ${plan.join(' ')}`, 'Move the Warship'));
  const cap = Math.ceil(cls.engine / 2) + Math.max(thr.starboard ?? 0, thr.port ?? 0);
  const path = movementPath({ start: ship.pose, distance: e.distance, turning: slot.turning, turns: e.turns, notchCap: cap, notchAngle: s.pack.notchAngle.value });
  if (!path.legal) return no(because(`${ship.label}: ${path.violations.map((v) => v.reason).join(' ')}`, 'Move the Warship'));
  const start = ship.pose;
  const fin = path.final;
  const fighters = escortsCarried(s, ship.id, start, fin);
  return ok({
    ...s,
    fighters,
    ships: replaceById(s.ships, ship.id, (x) => ({ ...x, pose: fin, activation: { ...act, step: 'moved', start, path: path.segments } })),
  });
}

export const ARC_OF: Readonly<Record<ArcFacing, Arc>> = { front: 'forward', rear: 'aft', starboard: 'starboard', port: 'port', all: 'all' };

/**
 * Where the warship fires from: where it is now, or a point of this activation's path. The facing there comes
 * from the path (the token's facing "represents the direction in which the warship is moving"), not from the
 * event; at a turn point either heading (before or after the turn) may be asked for.
 */
// Rules: Kalidasia "Warship Combat" — "At any point during a warship's movement, a warship may fire a battery."; "Combat Arc vs Turret Arc" — "Instead it represents the direction in which the warship is moving."
export function firingPose(ship: ShipState, from: Pose | undefined, overruled: boolean): Pose | ApplyResult {
  const act = ship.activation;
  if (!ship.pose || !act) return no(`${ship.label} is not on the battlefield.`);
  if (!from) return ship.pose;
  const TOL = 0.05;
  const headings: number[] = [];
  if (act.step === 'moved') {
    for (const seg of act.path) if (segmentDistanceToPoint(seg, from) <= TOL) headings.push(headingToward(seg.from, seg.to));
    if (pointDistance(ship.pose, from) <= TOL) headings.push(ship.pose.heading);
  }
  if (act.start !== null && pointDistance(act.start, from) <= TOL) headings.push(act.start.heading);
  if (headings.length === 0) {
    if (overruled) return from;
    return geo(because(`${ship.label} fires from a point of its movement; that point is not on its path.`, 'Warship Combat'));
  }
  const asked = headings.find((h) => Math.abs(headingDifference(h, from.heading)) <= 1);
  return pose(from.x, from.y, asked ?? (headings[0] as number));
}

// Rules: Kalidasia "Warship Combat" — "At any point during a warship's movement, a warship may fire a battery. Each battery can only fire once during a warship's activation"; "Range and Arc"; "Resolving the Attack" — "Destroyed weapon batteries cannot attack."
export function onFire(s: GameState, e: Extract<GameEvent, { type: 'fire' }>): ApplyResult {
  const ship = activeShip(s, e.ship, 'Firing');
  if (typeof ship === 'string') return no(ship);
  const act = ship.activation;
  if (!act || (act.step !== 'move' && act.step !== 'moved')) return no(because(`${ship.label} fires during its movement, after allocating engine points (its combat arc depends on the primary maneuver).`, S_WARSHIP));
  const first = strikeFirst(s, ship);
  if (first !== null) return no(first);
  const cls = classOf(s, ship);
  const b = cls.batteries[e.battery];
  if (!b) return no(because(`${ship.label} has no battery ${e.battery + 1}.`, 'Warship Combat'));
  if (ship.criticals.weapons[e.battery] === 'destroyed') return no(because(`${b.name} of ${ship.label} is destroyed and cannot attack.`, 'Resolving the Attack'));
  if (act.fired.includes(e.battery)) return no(because(`${b.name} of ${ship.label} already fired this activation.`, 'Warship Combat'));
  if (b.type === 'M') return no(because(`${b.name} is a missile battery: launch missiles instead.`, 'Missile Weapons'));
  if (b.type === 'P' && (e.target.kind !== 'ship' || e.outcome.kind !== 'power')) return no(because(`${b.name} is a power weapon: it fires only at warships.`, 'Warship Combat'));
  if (b.type === 'F' && (e.target.kind === 'ship' || e.outcome.kind !== 'antiFighter')) return no(because(`${b.name} is an anti-fighter weapon: it fires only at fighter and missile tokens.`, 'Warship Combat'));
  const from = firingPose(ship, e.from, ruled(e));
  if ('ok' in from) return from;
  const tgt = e.target.kind === 'ship' ? shipById(s, e.target.id) : e.target.kind === 'fighter' ? fighterById(s, e.target.id) : s.missiles.find((m) => m.id === e.target.id);
  if (!tgt || ('status' in tgt && !onTable(tgt)) || !tgt.pose) return no(because(`${e.target.id} is not on the battlefield.`, 'Range and Arc'));
  if (tgt.owner === ship.owner) return no(because(`${e.target.id} is friendly.`, 'Warship Combat'));
  const tpose = tgt.pose;
  if (b.range !== null && !ruled(e)) {
    const d = pointDistance(from, tpose);
    if (d > b.range + 1e-9) return geo(because(`${e.target.id} is ${d.toFixed(1)}" from ${ship.label} (centre to centre); ${b.name} reaches ${b.range}". The battery has not used its attack.`, 'Range and Arc'));
  }
  if (b.arc === 'combat' && !ruled(e)) {
    const arc = ARC_OF[combatArcFor(s.pack, act.primary ?? 'cruise')];
    if (!arcContains(from, arc, tpose).inArc) return geo(because(`${e.target.id} is outside ${ship.label}'s ${arc} combat arc (primary maneuver: ${act.primary ?? 'cruise'}).`, 'Range and Arc'));
  }
  const fired = [...act.fired, e.battery];
  let s1: GameState = {
    ...s,
    ships: replaceById(s.ships, ship.id, (x) => ({ ...x, usedThisTurn: [...x.usedThisTurn, e.battery], activation: { ...act, fired } })),
  };
  const o = e.outcome;
  if (o.kind === 'power') {
    const target = shipById(s1, e.target.id) as ShipState;
    const bad = diceProblem(o.gunDice, `${b.name} gun dice`) ?? diceProblem(o.powerDice, 'Power dice');
    if (bad) return no(bad);
    if (o.gunDice.length !== b.gunCount) return no(because(`${b.name} rolls ${b.gunCount} gun dice, not ${o.gunDice.length}.`, 'Resolving the Attack'));
    const tokens = s1.sensors[ship.owner]?.[target.id] ?? 0;
    if (o.sensorRerolls.length > tokens) return no(because(`${target.label} carries ${tokens} of your sensor tokens; ${o.sensorRerolls.length} re-rolls asked.`, 'Sensor Points'));
    const rr = sensorRerollProblem(o.gunDice, o.sensorRerolls);
    if (rr !== null) return no(rr);
    const board: Record<string, number> = { ...(s1.sensors[ship.owner] ?? {}) };
    if (tokens - o.sensorRerolls.length > 0) board[target.id] = tokens - o.sensorRerolls.length;
    else delete board[target.id];
    const oc = overcharge(s1, target, o.overcharge ? 1 : 0);
    if (typeof oc === 'string') return no(oc);
    s1 = { ...s1, sensors: { ...s1.sensors, [ship.owner]: board }, ships: replaceById(s1.ships, target.id, () => oc) };
    return lift(damageApply(s1, target.id, o.damage, ship.owner));
  }
  if (o.kind !== 'antiFighter') return no('Unknown outcome.');
  const bad = diceProblem(o.dice, `${b.name} dice`);
  if (bad) return no(bad);
  const near = (ids: readonly { id: string; pose: Pose | null }[]) => new Set(pointsWithin(ids.filter((x) => x.pose).map((x) => ({ id: x.id, x: (x.pose as Pose).x, y: (x.pose as Pose).y })), tpose, 3).map((x) => x.id));
  const allowedF = e.target.kind === 'fighter' ? near(s1.fighters.filter((f) => f.owner === tgt.owner && onTable(f))) : new Set<string>();
  const allowedM = e.target.kind === 'missile' ? near(s1.missiles.filter((m) => m.owner === tgt.owner)) : new Set<string>();
  for (const m of o.missilesDestroyed) if (!s1.missiles.some((x) => x.id === m && x.owner === tgt.owner)) return no(because(`${m} is not an enemy missile on the battlefield.`, 'Shooting Down Missiles'));
  for (const m of o.missilesDestroyed) if (!ruled(e) && !allowedM.has(m)) return geo(because(`${m} cannot be shot down by this attack: only the target missile and missiles within 3" of it.`, 'Shooting Down Missiles'));
  if (e.target.kind === 'missile' && (o.fighters.destroyed.length > 0 || o.fighters.disrupted.length > 0)) return no(because('An attack on missiles does not affect fighters.', 'Shooting Down Missiles'));
  s1 = { ...s1, missiles: s1.missiles.filter((m) => !o.missilesDestroyed.includes(m.id)) };
  return lift(fighterHitsApply(s1, o.fighters, tgt.owner, ruled(e) ? null : allowedF, `${b.name} of ${ship.label}`));
}
