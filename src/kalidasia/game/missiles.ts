/**
 * Missiles: launch ("Attacking with Missile Weapons"), strikes at step 6 ("Missile Damage"), the missile movement phase.
 */
import { alignedFully, arcContains, missileTrack, pointDistance, type Pose, type TokenRect } from '../../geometry';
import { combatArcFor } from '../rules/systems';
import { MISSILE_TOKEN } from '../data/fighters';
import { QueuedDice } from '../../dice';
import { missileLaunchResolve } from '../rules/combat';
import { damageApply, diceProblem, overcharge } from './damage';
import { type GameEvent } from './events';
import { expected } from './flow';
import { because, classOf, fighterById, fighterClassOf, onTable, playerName, replaceById, shipById, shipRect, fighterRect, isEscorting, contactingMissiles, strikeFirst } from './helpers';
import type { GameState, MissileState, ShipState } from './state';
import { activationDone, activeShip } from './activation';
import { ARC_OF, firingPose } from './warship';
import { geo, ok, no, ruled, S_WARSHIP, S_DOGFIGHT, S_MISSILES, type ApplyResult } from './verdict';



// Rules: Kalidasia "Missile Damage" — "When a warship begins the movement portion of its activation(Step 6) and it has one or more enemy missiles in contact with it, that warship may attempt to the shoot down the missiles ... Any missiles which are not shot down will strike the warship".
export function onMissileStrike(s: GameState, e: Extract<GameEvent, { type: 'missileStrike' }>): ApplyResult {
  const ship = activeShip(s, e.ship, 'A missile strike');
  if (typeof ship === 'string') return no(ship);
  if (ship.activation?.step !== 'move') return no(because(`Missiles strike ${ship.label} when it begins its movement (step 6).`, 'Missile Damage'));
  const contact = contactingMissiles(s, ship).map((m) => m.id);
  if (contact.length === 0) return no(because(`No enemy missile is in contact with ${ship.label}.`, 'Missile Damage'));
  const o = e.outcome;
  const cls = classOf(s, ship);
  let fired = [...(ship.activation?.fired ?? [])];
  let fighters = s.fighters;
  const down = new Set<string>();
  for (const shot of o.shots) {
    const bad = diceProblem(shot.dice, 'Shot at missiles');
    if (bad) return no(bad);
    if (shot.battery !== undefined) {
      const b = cls.batteries[shot.battery];
      if (!b || b.type !== 'F') return no(because(`${ship.label} battery ${shot.battery + 1} is not an anti-fighter battery.`, 'Shooting Down Missiles'));
      if (ship.criticals.weapons[shot.battery] === 'destroyed') return no(because(`${b.name} of ${ship.label} is destroyed and cannot attack.`, 'Resolving the Attack'));
      if (fired.includes(shot.battery)) return no(because(`${b.name} of ${ship.label} already fired this activation.`, 'Warship Combat'));
      fired = [...fired, shot.battery];
    } else if (shot.fighter !== undefined) {
      const f = fighterById(s, shot.fighter);
      if (!f || f.escorting !== ship.id || !onTable(f)) return no(because(`${shot.fighter} is not escorting ${ship.label}.`, 'Missile Damage'));
      if (f.attacked) return no(because(`${f.id} already attacked this turn.`, S_DOGFIGHT));
      fighters = replaceById(fighters, f.id, (x) => ({ ...x, attacked: true }));
    } else return no(because('Each shot at missiles names an anti-fighter battery or an escorting wing.', 'Missile Damage'));
    if (shot.aim !== undefined && (!contact.includes(shot.aim) || down.has(shot.aim))) {
      return no(because(`${shot.aim} is not a missile in contact with ${ship.label} still flying: a shot aims at one of them.`, 'Shooting Down Missiles'));
    }
    for (const m of shot.destroyed) {
      if (!contact.includes(m)) return no(because(`${m} is not a missile in contact with ${ship.label}.`, 'Shooting Down Missiles'));
      if (down.has(m)) return no(because(`${m} was already shot down by an earlier shot.`, 'Shooting Down Missiles'));
    }
    if (shot.aim !== undefined && !ruled(e)) {
      const why = missileShotProblem(s, ship, shot, shot.aim) ?? missilesReachProblem(s, shot.aim, shot.destroyed);
      if (why !== null) return geo(why);
    }
    for (const m of shot.destroyed) down.add(m);
  }
  const struck = new Set(o.struck);
  const all = [...down, ...struck].sort();
  if (all.length !== contact.length || [...contact].sort().some((m, i) => m !== all[i]) || [...down].some((m) => struck.has(m))) {
    return no(because(`Every missile in contact with ${ship.label} is shot down or strikes: ${contact.join(', ')}.`, 'Missile Damage'));
  }
  if (!Number.isInteger(o.overcharges) || o.overcharges < 0 || o.overcharges > struck.size) return no(because(`${o.overcharges} overcharges: at most one per striking missile.`, 'Missile Damage'));
  const bad = diceProblem(o.powerDice, 'Power dice');
  if (bad) return no(bad);
  const oc = overcharge(s, ship, o.overcharges);
  if (typeof oc === 'string') return no(oc);
  const by = s.missiles.find((m) => contact.includes(m.id))?.owner ?? '';
  const s1: GameState = {
    ...s,
    fighters,
    missiles: s.missiles.filter((m) => !contact.includes(m.id)),
    ships: replaceById(s.ships, ship.id, () => ({ ...oc, usedThisTurn: [...new Set([...oc.usedThisTurn, ...fired])], activation: oc.activation && { ...oc.activation, fired } })),
  };
  const r = damageApply(s1, ship.id, o.damage, by);
  if (!r.ok) return r;
  const after = shipById(r.value, ship.id);
  if (after && after.status === 'destroyed') return ok(activationDone(r.value));
  return ok(r.value);
}

/**
 * Can this shot aim at that missile? An anti-fighter battery needs the missile in range (centre to centre) and, when it is
 * mounted in a combat arc, in the warship's combat arc for this activation (its primary maneuver); an escorting wing needs
 * it within its weapon's range. Null when it can; else the refusal, naming the section. Geometric only (the players may
 * overrule it).
 */
// Rules: Kalidasia "Shooting Down Missiles" — "Missiles are targeted just like fighters"; "Anti-Fighter Weapons" — "The target must be in range of the weapon and be in the arc of the weapon, just like targeting a warship."; "Range and Arc" — "With weapon's mounted in a combat arc, the target must lie in the attacker's combat arc."
export function missileShotProblem(s: GameState, ship: ShipState, shot: { readonly battery?: number | undefined; readonly fighter?: string | undefined }, aim: string): string | null {
  const m = s.missiles.find((x) => x.id === aim);
  if (!m) return because(`${aim} is not a missile on the battlefield.`, 'Shooting Down Missiles');
  if (shot.battery !== undefined) {
    const b = classOf(s, ship).batteries[shot.battery];
    if (!b || !ship.pose) return null;
    if (b.range !== null) {
      const d = pointDistance(ship.pose, m.pose);
      if (d > b.range + 1e-9) return because(`${aim} is ${d.toFixed(1)}" from ${ship.label} (centre to centre); ${b.name} reaches ${b.range}".`, 'Anti-Fighter Weapons');
    }
    if (b.arc === 'combat') {
      const primary = ship.activation?.primary ?? 'cruise';
      const arc = ARC_OF[combatArcFor(s.pack, primary)];
      if (!arcContains(ship.pose, arc, m.pose).inArc) return because(`${aim} is outside ${ship.label}'s ${arc} combat arc (primary maneuver: ${primary}): ${b.name} is mounted in the combat arc and cannot aim at it.`, 'Anti-Fighter Weapons');
    }
    return null;
  }
  const f = shot.fighter !== undefined ? fighterById(s, shot.fighter) : undefined;
  if (!f?.pose) return null;
  const range = fighterClassOf(s, f).weapon.range;
  const d = pointDistance(f.pose, m.pose);
  if (range !== null && d > range + 1e-9) return because(`${aim} is ${d.toFixed(1)}" from ${f.id}; its weapon reaches ${range}".`, 'Anti-Fighter Weapons');
  return null;
}

/** The missiles a shot destroys lie within 3" of the missile it aimed at (centre to centre). Null when they do. */
// Rules: Kalidasia "Shooting Down Missiles" — "Missiles within 3" of the original target can be destroyed as well by the attack."
export function missilesReachProblem(s: GameState, aim: string, destroyed: readonly string[]): string | null {
  const at = s.missiles.find((x) => x.id === aim)?.pose;
  if (!at) return null;
  const far = destroyed.filter((id) => {
    const p = s.missiles.find((x) => x.id === id)?.pose;
    return p !== undefined && pointDistance(p, at) > 3 + 1e-9;
  });
  return far.length === 0 ? null : because(`${far.join(', ')} ${far.length === 1 ? 'is' : 'are'} more than 3" from ${aim}, the missile the shot aimed at, and cannot be shot down by it.`, 'Shooting Down Missiles');
}

// Rules: Kalidasia "Attacking with Missile Weapons" — "place a number of the matching missile tokens on the battlefield equal to the gun count of the battery ... If a missile weapon battery is damaged, roll a die for each "gun" ... For each 4+ rolled, place a missile token".
export function onLaunch(s: GameState, e: Extract<GameEvent, { type: 'launchMissiles' }>): ApplyResult {
  const ship = activeShip(s, e.ship, 'Missile launch');
  if (typeof ship === 'string') return no(ship);
  const act = ship.activation;
  if (!act || (act.step !== 'move' && act.step !== 'moved')) return no(because(`${ship.label} fires during its movement, after allocating engine points.`, S_WARSHIP));
  const first = strikeFirst(s, ship);
  if (first !== null) return no(first);
  const b = classOf(s, ship).batteries[e.battery];
  if (!b || b.type !== 'M') return no(because(`${ship.label} battery ${e.battery + 1} is not a missile battery.`, 'Missile Weapons'));
  const status = ship.criticals.weapons[e.battery];
  if (status === 'destroyed') return no(because(`${b.name} of ${ship.label} is destroyed and cannot attack.`, 'Attacking with Missile Weapons'));
  if (act.fired.includes(e.battery)) return no(because(`${b.name} of ${ship.label} already fired this activation.`, 'Warship Combat'));
  const o = e.outcome;
  if (status === 'damaged') {
    const bad = diceProblem(o.dice, `${b.name} (damaged)`);
    if (bad) return no(bad);
    if (o.dice.length !== b.gunCount) return no(because(`${b.name} is damaged: roll one die per gun (${b.gunCount}).`, 'Attacking with Missile Weapons'));
    const launch = missileLaunchResolve(b, status, new QueuedDice(o.dice));
    const n = launch.ok ? launch.value.count : 0;
    if (o.placed.length !== n) return no(because(`${n} missiles (4+) are placed, not ${o.placed.length}.`, 'Attacking with Missile Weapons'));
  } else if (o.dice.length > 0 || o.placed.length !== b.gunCount) {
    return no(because(`${b.name} places ${b.gunCount} missiles, no dice rolled.`, 'Attacking with Missile Weapons'));
  }
  // Rules: Kalidasia "Warship Combat" — "At any point during a warship's movement, a warship may fire a battery": the missiles are
  // placed fully aligned with the warship where it launched them, a point of its path (`from`), or where it is now.
  const at = firingPose(ship, e.from, ruled(e));
  if ('ok' in at) return at;
  if (!ruled(e)) {
    const sr = shipRect(s, ship, at);
    for (const [i, p] of o.placed.entries()) {
      if (!sr || !alignedFully({ pose: p, footprint: MISSILE_TOKEN.value }, sr).aligned) {
        return geo(because(`Missile ${i + 1} of ${b.name} must be placed fully aligned with ${ship.label} (or as close as possible when there is no room: overrule).`, 'Attacking with Missile Weapons'));
      }
    }
  }
  const missiles = o.placed.map((p, i) => ({ id: `Missile ${s.missileSeq + i + 1}`, owner: ship.owner, ship: ship.id, battery: e.battery, power: b.power, pose: p, contact: null }));
  return ok({
    ...s,
    missiles: [...s.missiles, ...missiles],
    missileSeq: s.missileSeq + missiles.length,
    ships: replaceById(s.ships, ship.id, (x) => ({ ...x, usedThisTurn: [...x.usedThisTurn, e.battery], activation: { ...act, fired: [...act.fired, e.battery] } })),
  });
}

// Rules: Kalidasia "Missile Movement" — "The team which lost the initiative moves all of their missiles first ... Each missile on the battlefield must move and it must move 24" straight towards an enemy warship ... It may only stop short of 24" if it contacts an enemy warship or fighter wings escorting a warship."
/** How far a missile's end may lie from the computed end of its track (inches): a hand on the table. */
const MISSILE_TOLERANCE = 0.1;

/**
 * A missile's flight toward an enemy warship: straight at its centre, 24", stopping at the first enemy warship
 * or escorting enemy wing its token touches (contact with an escort counts as contact with the warship).
 */
// Rules: Kalidasia "Missile Movement" — "it must move 24\" straight towards an enemy warship ... It may only stop short of 24\" if it contacts an enemy warship or fighter wings escorting a warship ... any missile in contact with a fighter wing escorting a warship counts as striking the warship."
export function missileFlight(s: GameState, m: MissileState, toward: ShipState): { readonly end: Pose; readonly flown: number; readonly contact: string | null; readonly touchedLabel: string } {
  const enemyShips = s.ships.filter((x) => x.owner !== m.owner && onTable(x) && x.pose);
  const escorts = s.fighters.filter((f) => f.owner !== m.owner && onTable(f) && f.pose && isEscorting(s, f));
  const obstacles = [
    ...enemyShips.map((x) => ({ id: `ship:${x.id}`, rect: shipRect(s, x) as TokenRect })),
    ...escorts.map((f) => ({ id: `fighter:${f.id}`, rect: fighterRect(s, f) as TokenRect })),
  ];
  const target = { id: `ship:${toward.id}`, rect: shipRect(s, toward) as TokenRect };
  const tr = missileTrack({ missile: { pose: m.pose, footprint: MISSILE_TOKEN.value }, target, obstacles, maxDistance: 24 });
  if (tr.touched === null) return { end: tr.end, flown: tr.flown, contact: null, touchedLabel: '' };
  const [kind, id] = [tr.touched.slice(0, tr.touched.indexOf(':')), tr.touched.slice(tr.touched.indexOf(':') + 1)];
  if (kind === 'ship') return { end: tr.end, flown: tr.flown, contact: id, touchedLabel: shipById(s, id)?.label ?? id };
  const f = fighterById(s, id);
  return { end: tr.end, flown: tr.flown, contact: f?.escorting ?? null, touchedLabel: `${id} escorting ${f?.escorting ?? ''}` };
}

export function onMissilesMoved(s: GameState, e: Extract<GameEvent, { type: 'missilesMoved' }>): ApplyResult {
  const mine = s.missiles.filter((m) => m.owner === e.player);
  const targets = s.ships.filter((x) => x.owner !== e.player && onTable(x));
  const named = e.moves.map((m) => m.missile);
  const missing = targets.length === 0 ? [] : mine.filter((m) => !named.includes(m.id)).map((m) => m.id);
  if (missing.length > 0) return no(because(`Every missile must move: ${missing.join(', ')} did not.`, S_MISSILES));
  let missiles = s.missiles;
  const seen = new Set<string>();
  for (const mv of e.moves) {
    const m = mine.find((x) => x.id === mv.missile);
    if (!m || seen.has(mv.missile)) return no(because(`${mv.missile} is not a missile of ${playerName(s, e.player)} still to move.`, S_MISSILES));
    seen.add(m.id);
    const t = targets.find((x) => x.id === mv.toward);
    if (!t || !t.pose) return no(because(`${m.id} must fly toward an enemy warship on the battlefield; ${mv.toward} is not one.`, S_MISSILES));
    let contact: string | null = mv.contact ? t.id : null;
    if (!ruled(e)) {
      const track = missileFlight(s, m, t);
      if (pointDistance(track.end, mv.pose) > MISSILE_TOLERANCE) {
        const why = track.contact ? `stops on contact with ${track.touchedLabel} after ${track.flown.toFixed(1)}"` : 'flies the full 24"';
        return geo(because(`${m.id} flies straight toward ${t.label} and ${why}: it ends at (${track.end.x.toFixed(1)}, ${track.end.y.toFixed(1)}), not (${mv.pose.x.toFixed(1)}, ${mv.pose.y.toFixed(1)}).`, S_MISSILES));
      }
      contact = track.contact;
    }
    missiles = replaceById(missiles, m.id, (x) => ({ ...x, pose: mv.pose, contact }));
  }
  const moved = [...s.action.missilesMoved, e.player];
  const s1: GameState = { ...s, missiles, action: { ...s.action, missilesMoved: moved } };
  return ok(expected(s1).kind === 'endTurn' ? { ...s1, phase: { kind: 'end' } } : s1);
}
