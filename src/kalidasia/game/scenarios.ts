/**
 * Scenario scoring and victory: Squadron Engagement, Escalation Battle, Orbital Contain.
 */
import { zoneContains } from '../../geometry';
import { hullDamageText, hullTokens, crippledReasons, enginePointsAvailable, thrusterPointsAvailable, thrusterPointsGenerable } from '../rules/systems';
import { classOf, onTable, playerName } from './helpers';
import type { GameResult, GameState, PlayerId, ScoreEntry, ShipState } from './state';
import { countOf } from '../../words';

const other = (s: GameState, p: PlayerId): PlayerId => s.players.find((q) => q !== p) ?? p;

/** Is this warship crippled? A destroyed warship counts (it received red damage to be destroyed). */
// Rules: Kalidasia "Scenario 3 - Orbital Contain" — "A crippled warship is a warship which 1) has received at least one red damage token -or- 2) is unable to generate any engine points/vectored thruster points -or- 3) has had all of weapon batteries damaged or destroyed."
export function shipCrippled(s: GameState, ship: ShipState): boolean {
  if (ship.status === 'destroyed') return true;
  const cls = classOf(s, ship);
  const fx = s.pack.criticalEffects;
  return (
    crippledReasons({
      redTokens: hullTokens(cls.hull, ship.hullDamage).red,
      enginePoints: enginePointsAvailable(cls.engine, ship.criticals.engines, fx),
      thrusterPoints: thrusterPointsGenerable(thrusterPointsAvailable(cls.thrusters, ship.criticals.thrusters, fx), ship.reactor),
      batteries: ship.criticals.weapons,
    }).length > 0
  );
}

function total(s: GameState, lines: readonly ScoreEntry[]): Record<PlayerId, number> {
  const out: Record<PlayerId, number> = Object.fromEntries(s.players.map((p) => [p, 0]));
  for (const l of lines) out[l.player] = (out[l.player] ?? 0) + l.points;
  return out;
}

/** Squadron Engagement game score, line by line. */
// Rules: Kalidasia "Scenario 1 - Squadron Engagement" — Victory Conditions.
export function squadronEngagementScore(s: GameState): ScoreEntry[] {
  const lines: ScoreEntry[] = [];
  for (const ship of s.ships) {
    if (ship.status === 'reserve') continue;
    const owner = ship.owner;
    const enemy = other(s, owner);
    const hull = classOf(s, ship).hull;
    if (ship.status === 'destroyed') {
      lines.push({ player: enemy, points: ship.value, why: `${ship.label} destroyed (${ship.value} points with upgrades)` });
    } else if (ship.hullDamage * 2 <= hull) {
      lines.push({ player: owner, points: ship.value, why: `${ship.label} at ${hullDamageText(hull, ship.hullDamage)}: no more than half, full value` });
    } else {
      const up = Math.ceil(ship.value / 2);
      const down = Math.floor(ship.value / 2);
      lines.push({ player: owner, points: up, why: `${ship.label} at ${hullDamageText(hull, ship.hullDamage)}: value ${ship.value} split, owner's half rounded up` });
      lines.push({ player: enemy, points: down, why: `${ship.label} at ${hullDamageText(hull, ship.hullDamage)}: value ${ship.value} split, half rounded down` });
    }
  }
  for (const p of s.players) {
    const mine = s.fighters.filter((f) => f.owner === p && f.status !== 'reserve');
    const alive = mine.filter(onTable).length;
    const lost = mine.length - alive;
    if (alive > 0) lines.push({ player: p, points: alive, why: `${countOf(alive, 'own fighter token')} alive` });
    if (lost > 0) lines.push({ player: other(s, p), points: lost, why: `${countOf(lost, 'enemy fighter token')} destroyed` });
  }
  return lines;
}

/** Battlefield control in the end phase of turns 3, 5 and 6: one point per deployment zone won. */
// Rules: Kalidasia "Scenario 3 - Orbital Contain" — "Battlefield Control: Each player totals the number of non-crippled warships in each of the deployment zones. The player which has more fighter tokens in the zone adds one to their warship count. If one player has a larger count of warships, then they score a point."
export function battlefieldControl(s: GameState): ScoreEntry[] {
  const out: ScoreEntry[] = [];
  s.setup.players.forEach((zp, zi) => {
    const count: Record<PlayerId, number> = {};
    const fighters: Record<PlayerId, number> = {};
    for (const p of s.players) {
      count[p] = s.ships.filter((x) => x.owner === p && onTable(x) && x.pose && zoneContains(zp.zone, x.pose) && !shipCrippled(s, x)).length;
      fighters[p] = s.fighters.filter((f) => f.owner === p && onTable(f) && f.pose && zoneContains(zp.zone, f.pose)).length;
    }
    const [a, b] = s.players as [PlayerId, PlayerId];
    if ((fighters[a] ?? 0) > (fighters[b] ?? 0)) count[a] = (count[a] ?? 0) + 1;
    else if ((fighters[b] ?? 0) > (fighters[a] ?? 0)) count[b] = (count[b] ?? 0) + 1;
    const ca = count[a] ?? 0;
    const cb = count[b] ?? 0;
    if (ca !== cb) {
      const w = ca > cb ? a : b;
      out.push({ player: w, points: 1, why: `turn ${s.turn}: controls deployment zone ${zi + 1} (${Math.max(ca, cb)} to ${Math.min(ca, cb)})` });
    }
  });
  return out;
}

/** Orbital Contain final score: crippled enemy warships plus battlefield control. */
// Rules: Kalidasia "Scenario 3 - Orbital Contain" — "A player scores one point for each enemy warship that is crippled."
export function orbitalContainScore(s: GameState): ScoreEntry[] {
  const lines: ScoreEntry[] = [...s.controlLog];
  for (const ship of s.ships) {
    if (ship.status === 'reserve' || !shipCrippled(s, ship)) continue;
    lines.push({ player: other(s, ship.owner), points: 1, why: `${ship.label} crippled` });
  }
  return lines;
}

/** Orbital Contain tie-break: remaining non-crippled warships and fighter tokens on the battlefield. */
// Rules: Kalidasia "Scenario 3 - Orbital Contain" — "each player will total the point value of their remaining non-cripled warships and fighter tokens that are still on the battlefield."
export function orbitalTieBreak(s: GameState, p: PlayerId): number {
  const ships = s.ships.filter((x) => x.owner === p && onTable(x) && !shipCrippled(s, x)).reduce((n, x) => n + x.value, 0);
  const fighters = s.fighters.filter((f) => f.owner === p && onTable(f)).length;
  return ships + fighters;
}

function byScore(s: GameState, lines: readonly ScoreEntry[], reason: string, tieBreak?: (p: PlayerId) => number): GameResult {
  const scores = total(s, lines);
  const [a, b] = s.players as [PlayerId, PlayerId];
  const sa = scores[a] ?? 0;
  const sb = scores[b] ?? 0;
  if (sa !== sb) return { winner: sa > sb ? a : b, reason: `${reason}: ${sa} to ${sb}`, scores, lines };
  if (tieBreak) {
    const ta = tieBreak(a);
    const tb = tieBreak(b);
    if (ta !== tb) return { winner: ta > tb ? a : b, reason: `${reason}: tied ${sa} to ${sb}; remaining value ${ta} to ${tb}`, scores, lines };
  }
  return { winner: null, reason: `${reason}: tied ${sa} to ${sb}`, scores, lines };
}

/** Escalation: the first player to inflict 30 points of hull damage wins. */
// Rules: Kalidasia "Scenario 2 - Escalation Battle" — "The first player to inflict 30 points of hull damage to the opposing player will win the game. Destroying fighter wings does not score either player any points."
export function escalationCheck(s: GameState): GameResult | null {
  const p = s.players.find((q) => (s.hullInflicted[q] ?? 0) >= 30);
  if (p === undefined) return null;
  const scores = total(s, s.players.map((q) => ({ player: q, points: s.hullInflicted[q] ?? 0, why: 'hull damage inflicted' })));
  return { winner: p, reason: `${playerName(s, p)} inflicted ${s.hullInflicted[p]} points of hull damage (30 wins)`, scores, lines: [] };
}

/** Victory check in the end phase (after end-phase scoring); `null` while the game goes on. */
// Rules: Kalidasia "End Phase" — "check for the scenario's victory condition. If either side has claimed victory, the game is over."
export function victoryCheck(s: GameState, lastTurn: boolean): GameResult | null {
  const sc = s.setup.scenario;
  if (sc === 'escalation') return escalationCheck(s);
  const lines = sc === 'squadronEngagement' ? squadronEngagementScore(s) : orbitalContainScore(s);
  if (sc === 'squadronEngagement') {
    const wiped = s.players.filter((p) => !s.ships.some((x) => x.owner === p && x.status !== 'destroyed'));
    if (wiped.length === 1) {
      const w = other(s, wiped[0] as PlayerId);
      return { winner: w, reason: `${playerName(s, wiped[0] as PlayerId)} has all warships destroyed`, scores: total(s, lines), lines };
    }
    if (wiped.length === 2) return byScore(s, lines, 'Both squadrons destroyed; game score');
  }
  if (!lastTurn) return null;
  return sc === 'squadronEngagement' ? byScore(s, lines, 'Game score after the last turn') : byScore(s, lines, 'Orbital Contain score after turn 6', (p) => orbitalTieBreak(s, p));
}

/** A concession: the other player wins. */
// Rules: Kalidasia "Scenario 1 - Squadron Engagement" — "The game will end when either one player concedes".
export function concession(s: GameState, p: PlayerId): GameResult {
  const lines = s.setup.scenario === 'squadronEngagement' ? squadronEngagementScore(s) : s.setup.scenario === 'orbitalContain' ? orbitalContainScore(s) : [];
  return { winner: other(s, p), reason: `${playerName(s, p)} conceded`, scores: total(s, lines), lines };
}
