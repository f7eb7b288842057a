/**
 * Small pure helpers over the game state: look-ups, labels, token rectangles, who has units left.
 */
import { pointDistance, pose as poseOf, poseLocal, poseToTable, type Pose, type TokenRect } from '../../geometry';
import { fighterClass, shipClass } from '../data/lookup';
import type { FighterClass, ShipClass } from '../data/types';
import type { FighterState, GameState, MissileState, PlayerId, ShipState } from './state';

/** Format a refusal: what went wrong, and the rulebook section to look it up. */
export const because = (what: string, section: string): string => `${what} (rules: "${section}")`;

export function shipById(s: GameState, id: string): ShipState | undefined {
  return s.ships.find((x) => x.id === id);
}

export function fighterById(s: GameState, id: string): FighterState | undefined {
  return s.fighters.find((x) => x.id === id);
}

export function classOf(s: GameState, ship: ShipState): ShipClass {
  return shipClass(s.pack, ship.code);
}

export function fighterClassOf(s: GameState, f: FighterState): FighterClass {
  return fighterClass(s.pack, f.kind);
}

export function playerName(s: GameState, p: PlayerId): string {
  return s.setup.players.find((x) => x.id === p)?.name ?? p;
}

export function shipRect(s: GameState, ship: ShipState, pose: Pose | null = ship.pose): TokenRect | null {
  return pose ? { pose, footprint: classOf(s, ship).tokenSize } : null;
}

export function fighterRect(s: GameState, f: FighterState, pose: Pose | null = f.pose): TokenRect | null {
  return pose ? { pose, footprint: fighterClassOf(s, f).tokenSize } : null;
}

export const onTable = (x: { readonly status: string }): boolean => x.status === 'deployed';

/** Is the wing escorting a warship that is still on the battlefield? */
export function isEscorting(s: GameState, f: FighterState): boolean {
  if (f.escorting === null) return false;
  const ship = shipById(s, f.escorting);
  return ship !== undefined && onTable(ship);
}

/** Non-escorting wings of a player that have not activated this turn. */
export function fightersToActivate(s: GameState, p: PlayerId): FighterState[] {
  return s.fighters.filter((f) => f.owner === p && onTable(f) && !f.activated && !isEscorting(s, f));
}

/** Warships of a player on the battlefield that have not activated this turn. */
export function shipsToActivate(s: GameState, p: PlayerId): ShipState[] {
  return s.ships.filter((x) => x.owner === p && onTable(x) && !x.activated);
}

/** Units a player still has to activate this turn: warships (with escorts) and groups of up to eight wings. */
// Rules: Kalidasia "Action Phase" — "A single unit is a Warship and its escorting fighters or eight fighter tokens."
export function unitsLeft(s: GameState, p: PlayerId): number {
  return shipsToActivate(s, p).length + Math.ceil(fightersToActivate(s, p).length / 8);
}

/** Enemy units (warships and wings on the battlefield) of a player. */
export function enemyCentres(s: GameState, p: PlayerId): Pose[] {
  const out: Pose[] = [];
  for (const x of s.ships) if (x.owner !== p && x.pose && onTable(x)) out.push(x.pose);
  for (const f of s.fighters) if (f.owner !== p && f.pose && onTable(f)) out.push(f.pose);
  return out;
}

/** Distance to the nearest enemy unit, centre to centre (Infinity when there is none). */
export function nearestEnemy(s: GameState, p: PlayerId, at: Pose): number {
  let best = Infinity;
  for (const c of enemyCentres(s, p)) best = Math.min(best, pointDistance(c, at));
  return best;
}

export const replaceById = <T extends { readonly id: string }>(list: readonly T[], id: string, f: (x: T) => T): T[] =>
  list.map((x) => (x.id === id ? f(x) : x));

/** The players in initiative order reversed (lowest total first). */
export function reverseOrder(s: GameState): PlayerId[] {
  return [...(s.initiative ?? s.players)].reverse();
}

/** Missiles in contact strike first: nothing else happens in step 6 before the strike is resolved. */
// Rules: Kalidasia "Missile Damage" — "When a warship begins the movement portion of its activation(Step 6) and it has one or more enemy missiles in contact with it ... Any missiles which are not shot down will strike the warship".
export function strikeFirst(s: GameState, ship: ShipState): string | null {
  if (ship.activation?.step !== 'move') return null;
  const m = contactingMissiles(s, ship);
  return m.length === 0 ? null : because(`${m.map((x) => x.id).join(', ')} in contact with ${ship.label} strike first, when it begins its movement (step 6).`, 'Missile Damage');
}

/** Enemy missiles in contact with the warship. */
export function contactingMissiles(s: GameState, ship: ShipState): MissileState[] {
  return s.missiles.filter((m) => m.contact === ship.id && m.owner !== ship.owner);
}

/** The escorts of a warship carried rigidly from `from` to `to` (each keeps its place and turns with the warship). */
// Rules: Kalidasia "Warship Escorting" — "when the warship is activated, the escorting fighter wings will move along with the warship ... the escorting fighters are assumed to never leave the side of the warship."
export function escortsCarried(s: GameState, shipId: string, from: Pose, to: Pose): FighterState[] {
  const turn = to.heading - from.heading;
  return s.fighters.map((f) => {
    if (f.escorting !== shipId || !f.pose || !onTable(f)) return f;
    const local = poseLocal(from, f.pose);
    const at = poseToTable(to, local.along, local.across);
    return { ...f, pose: poseOf(at.x, at.y, f.pose.heading + turn) };
  });
}
