/**
 * The shape of a Caleda game in progress (plain JSON), and small read-only helpers over it.
 * The reducer (`../reducer.ts`) is the only thing that builds new states.
 */
import { squareName, type BoardSize, type Square } from './board';
import type { StructureKind } from './combat';
import type { Gold } from './gold';
import type { Marker, Resources } from './lands';
import { RANK_NAMES, type Rank } from './units';

export const CALEDA_STATE_VERSION = 1;

/** The three powers the rulebook describes; `other` for a kingdom card whose power the app does not model. */
export type PowerKind = 'bombard' | 'ambush' | 'transport' | 'other';

// Rules: Caleda "Using Gold Pieces" — "The shaded box on a player's card indicates how many gold pieces are
// required in order to upgrade units, build defensive structures, or use their power."
/** Gold costs typed from the kingdom card. */
export interface KingdomCosts {
  /** Upgrade Infantry → Cavalry. */
  readonly cavalry: number;
  /** Upgrade Cavalry → General. */
  readonly general: number;
  /** Build a tower. */
  readonly tower: number;
  /** Upgrade a tower to a castle. */
  readonly castle: number;
  /** Use the kingdom's power once. */
  readonly power: number;
}

export interface KingdomPower {
  readonly kind: PowerKind;
  /** As printed on the card, e.g. "Bombard". */
  readonly name: string;
}

/** A kingdom as typed from its card, with where its capital stands. */
export interface CaledaPlayer {
  readonly name: string;
  readonly colour: string;
  /** The two resources at the top of the card. */
  readonly resources: Resources;
  /** Actions per turn. */
  readonly actions: number;
  readonly costs: KingdomCosts;
  readonly power: KingdomPower;
  readonly capital: Square;
}

export interface Structure {
  readonly kind: StructureKind;
  readonly owner: number;
}

export interface CaledaSquare {
  /** The square's two resources, or [] while not entered. */
  readonly resources: Resources;
  readonly marker: Marker | null;
  readonly structure: Structure | null;
}

export interface CaledaUnit {
  readonly id: number;
  readonly owner: number;
  readonly rank: Rank;
  readonly square: Square;
  /** Moved this turn (alone or in a group). */
  readonly moved: boolean;
  /** Upgraded this turn. */
  readonly upgraded: boolean;
  /** Transported this turn and not yet fought a round: +1 die in its next round as an attacker. */
  readonly transportBonus: boolean;
}

export interface CaledaTurn {
  /** Whose turn it is (index into `players`). */
  readonly player: number;
  /** 1 for the first time round the table, then 2, … */
  readonly round: number;
  readonly actionsUsed: number;
}

/** An attack in progress: started by a move into enemy units or an enemy structure, one action. */
export interface CaledaCombat {
  readonly attacker: number;
  readonly defender: number;
  readonly square: Square;
  /** Where the attackers came from (a failed attack on a structure sends them back there). */
  readonly from: Square;
  /** Attacking units still in the fight (their `square` stays `from` until they win). */
  readonly attackers: readonly number[];
  /** Defending units still on the square. */
  readonly defenders: readonly number[];
  /** `units`: one-to-one rounds; `structure`: the defenders are gone, each attacker rolls against the structure. */
  readonly stage: 'units' | 'structure';
}

export type VictoryKind = 'fortified-city' | 'capital-taken' | 'all-units-defeated' | 'all-capitals-held';

export interface CaledaVictory {
  readonly player: number;
  readonly how: VictoryKind;
  readonly message: string;
}

export interface CaledaState {
  readonly version: typeof CALEDA_STATE_VERSION;
  readonly size: BoardSize;
  /** Every square, row by row from the top-left (index = row × width + col). */
  readonly squares: readonly CaledaSquare[];
  readonly players: readonly CaledaPlayer[];
  /** Gold per player, same order as `players`. */
  readonly gold: readonly Gold[];
  readonly units: readonly CaledaUnit[];
  readonly nextUnitId: number;
  /** Who holds each player's capital now (by the capital's original owner). */
  readonly capitalHolders: readonly number[];
  readonly turn: CaledaTurn;
  readonly combat: CaledaCombat | null;
  readonly victory: CaledaVictory | null;
}

export const playerName = (s: CaledaState, p: number): string => s.players[p]?.name ?? `Player ${p + 1}`;
export const nameOfSquare = (s: CaledaState, sq: Square): string => squareName(s.size, sq);
export const unitById = (s: CaledaState, id: number): CaledaUnit | undefined => s.units.find((u) => u.id === id);
export const unitsAt = (s: CaledaState, sq: Square): CaledaUnit[] => s.units.filter((u) => u.square === sq);
export const unitsOf = (s: CaledaState, p: number): CaledaUnit[] => s.units.filter((u) => u.owner === p);
/** Units of anyone but `p` standing on `sq`. */
export const enemyUnitsAt = (s: CaledaState, sq: Square, p: number): CaledaUnit[] => unitsAt(s, sq).filter((u) => u.owner !== p);

/** "Talaq's Cavalry on C4" */
export function unitLabel(s: CaledaState, u: CaledaUnit): string {
  return `${playerName(s, u.owner)}'s ${RANK_NAMES[u.rank]} on ${nameOfSquare(s, u.square)}`;
}

/** The original owner of the capital on `sq`, or null when it is no capital. */
export function capitalOwnerAt(s: CaledaState, sq: Square): number | null {
  const i = s.players.findIndex((p) => p.capital === sq);
  return i < 0 ? null : i;
}

/** The structure on `sq` if it belongs to someone other than `p` (it blocks `p` and defends against them). */
export function enemyStructureAt(s: CaledaState, sq: Square, p: number): Structure | null {
  const st = s.squares[sq]?.structure ?? null;
  return st !== null && st.owner !== p ? st : null;
}

/** Replace one square. */
export function withSquare(s: CaledaState, sq: Square, f: (x: CaledaSquare) => CaledaSquare): CaledaState {
  return { ...s, squares: s.squares.map((x, i) => (i === sq ? f(x) : x)) };
}

/** Replace one player's gold. */
export function withGold(s: CaledaState, p: number, f: (g: Gold) => Gold): CaledaState {
  return { ...s, gold: s.gold.map((g, i) => (i === p ? f(g) : g)) };
}

/** Replace the units with these ids. */
export function withUnits(s: CaledaState, ids: readonly number[], f: (u: CaledaUnit) => CaledaUnit): CaledaState {
  return { ...s, units: s.units.map((u) => (ids.includes(u.id) ? f(u) : u)) };
}

/** Remove units from the board. */
export function withoutUnits(s: CaledaState, ids: readonly number[]): CaledaState {
  return { ...s, units: s.units.filter((u) => !ids.includes(u.id)) };
}

/** Place a new unit (fresh: it may move or be upgraded this turn). */
export function withNewUnit(s: CaledaState, owner: number, rank: Rank, square: Square): CaledaState {
  const unit: CaledaUnit = { id: s.nextUnitId, owner, rank, square, moved: false, upgraded: false, transportBonus: false };
  return { ...s, units: [...s.units, unit], nextUnitId: s.nextUnitId + 1 };
}
