/**
 * Resources, outposts, strong lands and the colour/black markers. Pure.
 */

/** The two resources on a kingdom card or a board square. An empty list: not entered yet. */
export type Resources = readonly string[];

/** A colour marker on a claimed square; `salted` when a black marker covers it. */
export interface Marker {
  readonly owner: number;
  readonly salted: boolean;
}

const norm = (r: string): string => r.trim().toLowerCase();

/** Whether a square's resources have been entered (every square has exactly two). */
export const resourcesKnown = (square: Resources): boolean => square.length === 2;

/** A problem with a pair of resources as typed in, or null. */
export function resourcesProblem(r: Resources, what: string): string | null {
  if (r.length !== 2) return `${what} needs exactly two resources; got ${r.length}.`;
  if (r.some((x) => norm(x) === '')) return `${what}: a resource name is empty.`;
  if (norm(r[0] ?? '') === norm(r[1] ?? '')) return `${what}: the two resources must differ.`;
  return null;
}

// Rules: Caleda "Strong Lands" — "each of that player's unit gains one additional die … two of the
// resources shown on a player's card (their outpost) each of the player's units gains two additional dice."
/** How many of the kingdom's resources the square holds: 0, 1 or 2 (the strong-land dice). */
export function strongLandDice(kingdom: Resources, square: Resources): number {
  const mine = new Set(kingdom.map(norm));
  return new Set(square.map(norm).filter((r) => mine.has(r))).size;
}

// Rules: Caleda "General Overview" — "Squares that have both of the resources shown on a player's card are
// referred to as their 'outposts.'"
/** Whether the square is one of the kingdom's outposts. */
export const isOutpost = (kingdom: Resources, square: Resources): boolean => resourcesKnown(square) && strongLandDice(kingdom, square) === 2;

/** What happens to the markers when a player's units end their movement in a square (not a capital). */
export type Arrival =
  | { readonly kind: 'claim' }
  | { readonly kind: 'reclaim' }
  | { readonly kind: 'salt'; readonly victim: number }
  | { readonly kind: 'none' };

// Rules: Caleda "Claiming Resource Squares" — "To claim an outpost a unit ends its movement into the square
// and places their color marker on it. The player takes one gold piece from the bank and places a new
// infantry unit on the square." "Players may only claim their own outposts."
// Rules: Caleda "Salting the Land" — "When a unit ends its movement into a square containing an opponent's
// color marker, a black marker is placed over the color marker." "If a player reclaims a square that has been
// salted they flip the marker back to the color side, receive a gold piece, but not another unit."
/** The marker change when `player` (with `kingdom` resources) ends a move on a square. */
export function arrivalAt(player: number, kingdom: Resources, square: Resources, marker: Marker | null): Arrival {
  if (marker === null) return isOutpost(kingdom, square) ? { kind: 'claim' } : { kind: 'none' };
  if (marker.owner === player) return marker.salted ? { kind: 'reclaim' } : { kind: 'none' };
  return marker.salted ? { kind: 'none' } : { kind: 'salt', victim: marker.owner };
}

/** What happens when a player's units end their movement on a capital square. */
export type CapitalArrival =
  | { readonly kind: 'none' }
  /** The original owner takes back their capital: the holder's marker goes, the gold moves back. */
  | { readonly kind: 'reclaim'; readonly from: number }
  /** The capital changes hands: `from` loses a piece, the arriving player places a marker and gains one. */
  | { readonly kind: 'take'; readonly from: number };

// Rules: Caleda "Taking The Capital" and "Multi-player Games" — "the victorious player claims the capital as
// though it is a resource square, placing a color marker on it, and receiving one gold piece (but no new
// units) as long as they hold on to it." "The player who lost their capital loses one gold piece but can now
// reclaim their capital, remove the enemy color marker, and regain their gold piece."
/** The capital change when `player` ends a move on the capital of `owner`, held now by `holder`. */
export function capitalArrival(player: number, owner: number, holder: number): CapitalArrival {
  if (holder === player) return { kind: 'none' };
  if (player === owner) return { kind: 'reclaim', from: holder };
  return { kind: 'take', from: holder };
}
