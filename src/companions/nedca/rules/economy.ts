/**
 * Nedca economy: capital gold, worker yields, team gold, lease payments, bonds and levels.
 * Rules: Nedca "Turn Phases" (1- Economy Phase, 2- Operations Phase), "Game Mechanics" (Leasing, Teams),
 * "Object of the Game" (Bonds) and "Gameplay" (starting resources).
 */

export const RESOURCES = ['gold', 'food', 'wood', 'stone', 'iron'] as const;
export type Resource = (typeof RESOURCES)[number];
export type Purse = Readonly<Record<Resource, number>>;

/** Each House starts with 5 Gold, 2 Food, 2 Wood, 2 Stone, 2 Iron (rules: "Player Preparations"). */
export const STARTING_PURSE: Purse = { gold: 5, food: 2, wood: 2, stone: 2, iron: 2 };

/** Gold collected for each Capital City a player controls (rules: "Economy Phase" A). */
export const GOLD_PER_CAPITAL = 2;

/**
 * Team gold each member collects in their Economy Phase: 1 in a team of two, 2 in a team of three or more.
 * Rules: Nedca "Economy Phase" E and "Joining and Leaving Teams".
 */
export const teamGold = (members: number): number => (members >= 3 ? 2 : members === 2 ? 1 : 0);

/**
 * Gold owed to one leaser for `cards` leased cards: 2 for the first card and 1 more for each other card
 * (at most 3 cards from each player). Team members lease to each other for free.
 * Rules: Nedca "Leasing Buildings & Technology Cards".
 */
export const leasePayment = (cards: number, sameTeam: boolean): number => (sameTeam || cards <= 0 ? 0 : 2 + (cards - 1));

/** Most cards a player may lease from each other player. */
export const LEASES_PER_LEASER = 3;
/** Influence lost for each leased card returned because the payment could not be made. */
export const UNPAID_LEASE_INFLUENCE = 3;
/** Gold to return a leased card early (leasing player) or cancel a lease (leaser). */
export const LEASE_RETURN_GOLD = 3;
export const LEASE_CANCEL_GOLD = 5;
/** Team fees (rules: "Joining and Leaving Teams"). */
export const TEAM_JOIN_GOLD = 3;
export const TEAM_LEAVE_GOLD = 9;
export const TEAM_ATTACK_INFLUENCE = 15;
export const LEASER_ATTACK_INFLUENCE = 10;

/**
 * Gold price of each bond on the Bonds Chart, first to tenth. The chart prints 0, 3, 6, 9, 12, 15, 20, 25, 35,
 * 45, 50 beside the levels; we read the first as the starting space and the rest as the price of each of the
 * ten bonds. Provisional: check your board.
 */
export const BOND_PRICES: readonly number[] = [3, 6, 9, 12, 15, 20, 25, 35, 45, 50];
/** Bonds needed to win: the end of the chart (rules: "Paths to Victory", 2- Bonds). */
export const BONDS_TO_WIN = BOND_PRICES.length;

/** Level 2 and 3 thresholds on the Bonds Chart (bonds held). Provisional reading of the chart. */
export const BOND_LEVELS: readonly [number, number] = [1, 2];

/** Level (1–3) reached on a tracker with the given level-2 and level-3 thresholds. */
export const trackerLevel = (value: number, thresholds: readonly [number, number]): 1 | 2 | 3 =>
  value >= thresholds[1] ? 3 : value >= thresholds[0] ? 2 : 1;

/** A worker's yield by the tile it stands on (what the player reads off the board). */
export type WorkerYield = Partial<Purse>;

/**
 * Income for one Economy Phase, before leases: 2 Gold per controlled capital, worker and card yields as entered,
 * team gold by team size.
 * Rules: Nedca "Economy Phase" A–E.
 */
export function economyIncome(capitals: number, yields: WorkerYield, teamMembers: number): Purse {
  const gold = GOLD_PER_CAPITAL * capitals + teamGold(teamMembers) + (yields.gold ?? 0);
  return { gold, food: yields.food ?? 0, wood: yields.wood ?? 0, stone: yields.stone ?? 0, iron: yields.iron ?? 0 };
}
