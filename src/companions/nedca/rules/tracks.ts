/**
 * The Influence and Bonds tracks, the levels they give, and the cards-on-board limits.
 */

/**
 * The Bonds Chart: the Gold printed on each of the 10 bonds, in order (each bond costs more).
 * The chart's start space is 0; Lv2 is printed at the first bond (3) and Lv3 at the second (6).
 */
// Rules: Nedca "OBJECT OF THE GAME" — 2- Accumulation of Bonds (chart); "WINNING CONDITIONS" — 2- Bonds
export const BOND_COSTS: readonly number[] = [3, 6, 9, 12, 15, 20, 25, 35, 45, 50];
export const BONDS_TO_WIN = BOND_COSTS.length;

/** Bonds held at which a house reaches Lv2 and Lv3 on the Bonds Chart. */
// Rules: Nedca "OBJECT OF THE GAME" — Bonds Chart (Lv1 0, Lv2 3, Lv3 6)
export const BOND_LEVELS = { lv2: 1, lv3: 2 } as const;

/** The Gold the next bond costs, or null when the chart is complete. */
// Rules: Nedca "WINNING CONDITIONS" — 2- Bonds ("A player can obtain a Bond by paying the amount assigned on each bond level")
export function nextBondCost(bonds: number): number | null {
  return BOND_COSTS[bonds] ?? null;
}

/**
 * The Influence Tracker's Lv2 and Lv3 spaces and its Star. The rulebook text does not print
 * these numbers (they are on the board): the defaults are PROVISIONAL and set per game.
 */
export interface InfluenceTrack {
  readonly lv2: number;
  readonly lv3: number;
  readonly star: number;
}
export const PROVISIONAL_INFLUENCE: InfluenceTrack = { lv2: 10, lv3: 20, star: 50 };

/** A problem with an influence track set-up, or null. */
export function influenceTrackProblem(t: InfluenceTrack): string | null {
  if (![t.lv2, t.lv3, t.star].every((n) => Number.isInteger(n) && n > 0)) return 'Influence track spaces must be whole numbers above 0.';
  if (!(t.lv2 < t.lv3 && t.lv3 < t.star)) return 'Influence track: Lv2 must come before Lv3, and Lv3 before the Star.';
  return null;
}

/**
 * A house's level: "reaches or surpasses a (Lv2) or (Lv3)" on either track; the higher one counts
 * (recruiting needs the level "by either claiming the Influence Tracker and/or … the Bonds Tracker").
 */
// Rules: Nedca "WINNING CONDITIONS" — 1- Influence, 2- Bonds; "IMPORTANT CONCEPTS" — Recruiting Units
export function houseLevel(influence: number, bonds: number, track: InfluenceTrack): 1 | 2 | 3 {
  const byInfluence = influence >= track.lv3 ? 3 : influence >= track.lv2 ? 2 : 1;
  const byBonds = bonds >= BOND_LEVELS.lv3 ? 3 : bonds >= BOND_LEVELS.lv2 ? 2 : 1;
  return byInfluence >= byBonds ? byInfluence : byBonds;
}

/** Building and Technology Cards on a player board (leased cards excluded); active Special Cards. */
// Rules: Nedca "CARD TYPES" — Building Cards, Technology Cards, Special Cards
export const MAX_BUILDINGS = 10;
export const MAX_TECHNOLOGIES = 10;
export const MAX_ACTIVE_SPECIALS = 3;

/** The board bonuses unlocked at 3, 5, 8 and 10 constructed buildings / researched technologies. */
// Rules: Nedca "PLAYER BOARD LAYOUT" — Building Cards, Technology Cards
export const TRACKER_BONUSES: readonly number[] = [3, 5, 8, 10];

/** Cards in hand at the end of a turn. */
// Rules: Nedca "TURN PHASES" — 4- Cleanup Phase C; "INTRODUCTORY TO CARDS" — A
export const HAND_LIMIT = 7;

/** Starting hand: 2 Building, 2 Technology and 3 Special Cards. */
// Rules: Nedca "GAMEPLAY" — Player Preparations
export const STARTING_HAND = 7;

/** Gold to buy a card from a draw pile (or the displayed Technology Cards). */
// Rules: Nedca "CARD TYPES" — Building Cards (3 Gold), Technology Cards (3 Gold), Special Cards (5 Gold)
export const CARD_PRICES = { building: 3, technology: 3, special: 5 } as const;
export type CardKind = keyof typeof CARD_PRICES;

/** Objectives and Gems needed to win. */
// Rules: Nedca "WINNING CONDITIONS" — 3- Completing Objectives, 4- Research the 5 Secret Gems
export const OBJECTIVES_TO_WIN = 4;
export const GEMS_TO_WIN = 5;

/** Defense Shields: 2 on the City Tile under the Capital, the third kept on the player board. */
// Rules: Nedca "PLAYER SETUP" — Defense Shields
export const SHIELDS_ON_CITY = 2;
export const SHIELDS_IN_RESERVE = 1;
