/**
 * The end of the basic game: the last Crown standing, or points when the event deck is the timer.
 */

/** A player's points and where they come from. */
export interface Score {
  readonly player: number;
  readonly crownsKilled: number;
  readonly castles: number;
  readonly scalps: number;
  readonly otherTiles: number;
  readonly points: number;
}

/** 5 per crown killed, 3 per castle controlled, 2 per scalp, 2 per other controlled tile. */
// Rules: Generals of Kaladan "6. Ending the Game" — Point System
export function scoreOf(player: number, crownsKilled: number, castles: number, scalps: number, otherTiles: number): Score {
  return { player, crownsKilled, castles, scalps, otherTiles, points: 5 * crownsKilled + 3 * castles + 2 * scalps + 2 * otherTiles };
}

/** Seats with the most points among those still in the game (more than one on a tie). */
// Rules: Generals of Kaladan "6. Ending the Game" ("points are tallied and a winner is declared")
export function leaders(scores: readonly Score[], inGame: readonly boolean[]): number[] {
  const alive = scores.filter((s) => inGame[s.player]);
  if (alive.length === 0) return [];
  const best = Math.max(...alive.map((s) => s.points));
  return alive.filter((s) => s.points === best).map((s) => s.player);
}

/** The sole ruler when only one Crown remains, else null. */
// Rules: Generals of Kaladan "6. Ending the Game" ("Only one Crown remains alive on the board")
export function soleRuler(inGame: readonly boolean[]): number | null {
  const alive = inGame.flatMap((a, i) => (a ? [i] : []));
  return alive.length === 1 ? (alive[0] as number) : null;
}
