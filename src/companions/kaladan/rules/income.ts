/**
 * Income and gold in Generals of Kaladan.
 */

/** Income from the tiles a player controls. */
export interface Income {
  readonly castles: number;
  readonly otherTiles: number;
  readonly gold: number;
}

/**
 * +1 gold per castle controlled and +1 per two other controlled tiles; no rounding up
 * (an odd tile left over gives nothing).
 */
// Rules: Generals of Kaladan "2. Income Phase"
export function incomeFor(castles: number, otherTiles: number): Income {
  return { castles, otherTiles, gold: castles + Math.floor(otherTiles / 2) };
}

/**
 * The players an event for "the poorest player" rewards: everyone sharing the least gold
 * (among the players still in the game).
 */
// Rules: Generals of Kaladan "1. Event Phase" — Poorest Player ("If tied, all players with shared least amount of gold get 1 gold")
export function poorestPlayers(gold: readonly number[], inGame: readonly boolean[]): number[] {
  const alive = gold.flatMap((g, i) => (inGame[i] ? [g] : []));
  if (alive.length === 0) return [];
  const least = Math.min(...alive);
  return gold.flatMap((g, i) => (inGame[i] && g === least ? [i] : []));
}

/** Whether a player can pay; the reason if not. */
export function affordProblem(gold: number, cost: number, what: string): string | null {
  return gold >= cost ? null : `${what} costs ${cost} gold; only ${gold} in the reserve.`;
}
