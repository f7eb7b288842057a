/**
 * Teams: joining, leaving and their limits.
 */

/** Three Team Houses on the board. */
// Rules: Nedca "GAME BOARD LAYOUT" — Teams Tracker; "GAME MECHANICS" — Joining and Leaving Teams
export const TEAM_COUNT = 3;
export const TEAM_JOIN_FEE = 3;
export const TEAM_LEAVE_FEE = 9;
/** Attacking a team member: leaves the team without the 9 Gold, but loses 15 Influence. */
export const TEAM_ATTACK_PENALTY = 15;
/** Teams are for games of 3 or more players (no team tokens in a 2-player game). */
export const TEAM_MIN_PLAYERS = 3;

export interface Joiner {
  readonly name: string;
  readonly level: number;
  readonly gold: number;
  readonly team: number | null;
}

/**
 * Why houses cannot join a team, or null: 3+ player game, each joiner at level 2 or 3, not already
 * in a team, able to pay 3 Gold each, the team at least 2 strong afterwards, and at least one
 * opponent left outside it ("Teams require at least 1 opponent playing at any given time").
 */
// Rules: Nedca "GAME MECHANICS" — Joining and Leaving Teams
export function joinProblem(players: number, joiners: readonly Joiner[], membersBefore: number, housesInGame: number): string | null {
  if (players < TEAM_MIN_PLAYERS) return 'Teams are for games of 3 or more players.';
  if (joiners.length === 0) return 'Choose who joins.';
  for (const j of joiners) {
    if (j.team !== null) return `${j.name} is already in a team: leave it first.`;
    if (j.level < 2) return `${j.name} must be at level 2 or 3 to join a team (now level ${j.level}).`;
    if (j.gold < TEAM_JOIN_FEE) return `${j.name} cannot pay the ${TEAM_JOIN_FEE} Gold membership fee (has ${j.gold}).`;
  }
  const after = membersBefore + joiners.length;
  if (after < 2) return 'A team needs at least two houses: form it with a partner.';
  if (after >= housesInGame) return 'A team needs at least one opponent in the game.';
  return null;
}
