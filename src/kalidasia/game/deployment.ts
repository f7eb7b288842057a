/**
 * Deployment ("Deploying the Squadrons"): the deploy roll, warships with their escorts, then the fighters.
 */
import { alignedFully, zoneContains, type Pose } from '../../geometry';
import { type FighterPlacement, type GameEvent } from './events';
import { deployLeft } from './flow';
import { because, classOf, fighterById, fighterRect, playerName, replaceById, shipById, shipRect } from './helpers';
import type { GameState, PlayerId, ShipState } from './state';
import { keyCompare, tiedPlayers, rollsProblem, turnStart } from './initiative';
import { geo, ok, no, ruled, S_DEPLOY, type ApplyResult } from './verdict';

function deployNext(s: GameState, from: number, includeFrom: boolean): GameState {
  const order = s.deployOrder ?? [];
  for (let k = includeFrom ? 0 : 1; k <= order.length; k++) {
    const i = (from + k) % order.length;
    if (deployLeft(s, order[i] as PlayerId) !== null) return { ...s, deployAt: i };
  }
  return turnStart(s, 1);
}

// Rules: Kalidasia "Deploying the Squadrons" — "Each player then rolls a die and the player with the lowest roll will place a warship"; tied rolls are rolled again.
export function onDeployRoll(s: GameState, rolls: Readonly<Record<PlayerId, number>>): ApplyResult {
  const bad = rollsProblem(rolls, s.deployToRoll, s, S_DEPLOY);
  if (bad) return no(bad);
  const keys: Record<PlayerId, readonly number[]> = { ...s.deployRolls };
  for (const p of s.deployToRoll) keys[p] = [...(keys[p] ?? []), rolls[p] as number];
  const tied = tiedPlayers(s.players, keys);
  if (tied.length > 0) return ok({ ...s, deployRolls: keys, deployToRoll: tied });
  const order = [...s.players].sort((a, b) => -keyCompare(keys[a] ?? [], keys[b] ?? []));
  return ok(deployNext({ ...s, deployRolls: keys, deployToRoll: [], deployOrder: order }, 0, true));
}

export function inZone(s: GameState, p: PlayerId, at: Pose): boolean {
  const zone = s.setup.players.find((x) => x.id === p)?.zone ?? [];
  return zoneContains(zone, at);
}

export function placeEscorts(s: GameState, p: PlayerId, ship: ShipState, shipPose: Pose, escorts: readonly FighterPlacement[], section: string, overruled: boolean): ApplyResult {
  const seen = new Set<string>();
  let fighters = s.fighters;
  const rect = shipRect(s, ship, shipPose);
  for (const e of escorts) {
    const f = fighterById(s, e.fighter);
    if (!f || f.owner !== p) return no(`${playerName(s, p)} has no fighter token ${e.fighter}.`);
    if (f.status !== 'reserve' || seen.has(f.id)) return no(because(`${f.id} is already deployed.`, section));
    seen.add(f.id);
    const fr = fighterRect(s, f, e.pose);
    if (!overruled && (!rect || !fr || !alignedFully(fr, rect).aligned)) return geo(because(`${f.id} must be placed fully aligned with ${ship.label} to escort it.`, 'Fully Aligned'));
    if (!overruled && !inZone(s, p, e.pose)) return geo(because(`${f.id} must be placed in ${playerName(s, p)}'s deployment zone with its warship.`, section));
    fighters = replaceById(fighters, f.id, (x) => ({ ...x, status: 'deployed', pose: e.pose, escorting: ship.id }));
  }
  return ok({ ...s, fighters });
}

// Rules: Kalidasia "Scenario 1 - Squadron Engagement" — "deploys one of their warships and its escorting fighters in their deployment zone ... the players alternate ... When a warship is deployed, the player will also set the initial speed of the warship. The initial speed of the warship can be set to any step on the velocity track."
export function onDeployShip(s: GameState, e: Extract<GameEvent, { type: 'deployShip' }>): ApplyResult {
  const ship = shipById(s, e.ship);
  if (!ship || ship.owner !== e.player) return no(`${playerName(s, e.player)} has no warship ${e.ship}.`);
  if (ship.status !== 'reserve') return no(because(`${ship.label} is already deployed.`, S_DEPLOY));
  if (!ruled(e) && !inZone(s, e.player, e.pose)) return geo(because(`${ship.label} must be placed in ${playerName(s, e.player)}'s deployment zone.`, S_DEPLOY));
  const track = classOf(s, ship).velocityTrack;
  if (!Number.isInteger(e.velocity) || e.velocity < 0 || e.velocity >= track.length) return no(because(`${e.velocity} is not a step of ${ship.label}'s velocity track (0–${track.length - 1}).`, 'Setting up the Warship stat cards'));
  const placed = { ...s, ships: replaceById(s.ships, ship.id, (x) => ({ ...x, status: 'deployed' as const, pose: e.pose, velocity: e.velocity })) };
  const r = placeEscorts(placed, e.player, ship, e.pose, e.escorts, S_DEPLOY, ruled(e));
  if (!r.ok) return r;
  return ok(deployNext(r.state, s.deployAt, false));
}

// Rules: Kalidasia "Deploying the Squadrons" — "Once all of a player's warship's are deployed, the player will deploy all of their fighter wings the next time they are required to deploy a warship."
export function onDeployFighters(s: GameState, e: Extract<GameEvent, { type: 'deployFighters' }>): ApplyResult {
  const left = s.fighters.filter((f) => f.owner === e.player && f.status === 'reserve').map((f) => f.id);
  const given = e.fighters.map((f) => f.fighter);
  const missing = left.filter((id) => !given.includes(id));
  if (missing.length > 0) return no(because(`All remaining fighter tokens deploy together; missing ${missing.join(', ')}.`, S_DEPLOY));
  let fighters = s.fighters;
  const seen = new Set<string>();
  for (const pl of e.fighters) {
    if (!left.includes(pl.fighter) || seen.has(pl.fighter)) return no(because(`${pl.fighter} is not a fighter token of ${playerName(s, e.player)} waiting to deploy.`, S_DEPLOY));
    seen.add(pl.fighter);
    if (!ruled(e) && !inZone(s, e.player, pl.pose)) return geo(because(`${pl.fighter} must be placed in ${playerName(s, e.player)}'s deployment zone.`, S_DEPLOY));
    fighters = replaceById(fighters, pl.fighter, (f) => ({ ...f, status: 'deployed', pose: pl.pose }));
  }
  return ok(deployNext({ ...s, fighters }, s.deployAt, false));
}
