/**
 * Unit ranks: speed, dice, upgrades and the one-General limit. Pure.
 */

export type Rank = 'infantry' | 'cavalry' | 'general';

export const RANKS: readonly Rank[] = ['infantry', 'cavalry', 'general'];

export const RANK_NAMES: Readonly<Record<Rank, string>> = { infantry: 'Infantry', cavalry: 'Cavalry', general: 'General' };

// Rules: Caleda "Units" — Infantry "Travel 1 square per action", Cavalry "up to 2", General "up to 3".
/** Squares a unit of this rank may travel in one action. */
export const rankSpeed = (rank: Rank): number => RANKS.indexOf(rank) + 1;

// Rules: Caleda "Units" — Infantry "Roll 1 die in combat", Cavalry 2, General 3.
/** Dice a unit of this rank rolls in combat (before bonuses). */
export const rankDice = (rank: Rank): number => RANKS.indexOf(rank) + 1;

// Rules: Caleda "Units" — "All units start out as Infantry and can be upgraded to Cavalry and from Cavalry to General."
/** The rank an upgrade leads to, or null for a General. */
export function nextRank(rank: Rank): Rank | null {
  return RANKS[RANKS.indexOf(rank) + 1] ?? null;
}

// Rules: Caleda "Actions" — "the group can only move as far as its slowest member. e.g. A group with a
// general and an infantry can only move one square per turn."
/** The speed of a group moving together: its slowest member's. */
export function groupSpeed(ranks: readonly Rank[]): number {
  return ranks.length === 0 ? 0 : Math.min(...ranks.map(rankSpeed));
}

/** The per-turn facts about one unit that the movement and upgrade limits need. */
export interface UnitTurnFlags {
  readonly rank: Rank;
  /** Moved (alone or in a group) this turn. */
  readonly moved: boolean;
  /** Upgraded at least once this turn. */
  readonly upgraded: boolean;
}

// Rules: Caleda "Actions" — "Each unit may only move once per turn, and may not move and be upgraded on
// the same turn."
/** Why this unit cannot move now, or null. `label` names it, e.g. "The Cavalry on C4". */
export function unitMoveProblem(u: UnitTurnFlags, label: string): string | null {
  if (u.moved) return `${label} has already moved this turn (each unit moves once per turn).`;
  if (u.upgraded) return `${label} was upgraded this turn and cannot also move.`;
  return null;
}

// Rules: Caleda "Units" — upgrades, "Upgrading an Infantry unit to a General requires two moves, but may
// be done during a single turn." and "Each player is allowed to have only one General on the board at a time."
// Rules: Caleda "Actions" — a unit "may not move and be upgraded on the same turn".
/** Why this unit cannot be upgraded now, or null. `hasGeneral`: the player already has a General on the board. */
export function unitUpgradeProblem(u: UnitTurnFlags, label: string, hasGeneral: boolean): string | null {
  const to = nextRank(u.rank);
  if (to === null) return `${label} is already a General, the highest rank.`;
  if (u.moved) return `${label} moved this turn and cannot also be upgraded.`;
  if (to === 'general' && hasGeneral) return 'Only one General per player may be on the board at a time.';
  return null;
}
