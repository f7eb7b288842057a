/**
 * The five paths to victory and who wins when several players get there at once.
 * Rules: Nedca "Winning Conditions" and "Object of the Game".
 */

export type VictoryPath = 'influence' | 'bonds' | 'military' | 'objectives' | 'gems';

/** Objective cards to complete, and Gems to research, to win. */
export const OBJECTIVES_TO_WIN = 4;
export const GEMS_TO_WIN = 5;

export interface VictoryInput {
  readonly players: readonly {
    readonly influence: number;
    readonly bonds: number;
    readonly objectives: number;
    readonly gems: number;
    readonly eliminated: boolean;
    /** Building, Technology and Special cards on the player's board (the influence tie-break). */
    readonly cardsOnBoard: number;
  }[];
  readonly influenceGoal: number;
  readonly bondsToWin: number;
  /** The player whose turn it is. */
  readonly current: number;
}

export interface Victory {
  readonly winner: number;
  readonly path: VictoryPath;
  readonly why: string;
}

/**
 * The winner, if any, checked after every change.
 * Influence: if several reach the Star at once the player whose turn it is wins; if several others reach it,
 * the one with the most Building, Technology and Special cards on their board. Other paths: the first player to
 * complete them (checked in player order from the current player). Military: every other player eliminated.
 * Rules: Nedca "Winning Conditions" (1–5) and "Turn Phases" (Additional Scenarios C).
 */
export function victoryCheck(v: VictoryInput): Victory | null {
  const n = v.players.length;
  const order = Array.from({ length: n }, (_, k) => (v.current + k) % n).filter((i) => !v.players[i]?.eliminated);
  const atStar = order.filter((i) => (v.players[i]?.influence ?? 0) >= v.influenceGoal);
  if (atStar.length > 0) {
    if (atStar.includes(v.current)) return { winner: v.current, path: 'influence', why: 'reached the end of the Influence Tracker during their own turn' };
    const best = [...atStar].sort((a, b) => (v.players[b]?.cardsOnBoard ?? 0) - (v.players[a]?.cardsOnBoard ?? 0))[0] ?? atStar[0]!;
    return {
      winner: best,
      path: 'influence',
      why: atStar.length > 1 ? 'reached the end of the Influence Tracker with the most Building, Technology and Special cards' : 'reached the end of the Influence Tracker',
    };
  }
  for (const i of order) {
    const p = v.players[i]!;
    if (p.bonds >= v.bondsToWin) return { winner: i, path: 'bonds', why: 'reached the end of the Bonds Chart' };
    if (p.objectives >= OBJECTIVES_TO_WIN) return { winner: i, path: 'objectives', why: `completed ${OBJECTIVES_TO_WIN} Objective cards` };
    if (p.gems >= GEMS_TO_WIN) return { winner: i, path: 'gems', why: `researched all ${GEMS_TO_WIN} sacred Gems` };
  }
  if (n >= 2 && order.length === 1) return { winner: order[0]!, path: 'military', why: 'eliminated every other House' };
  return null;
}

/**
 * Turn order for the next round: the previous round's last player may not go first (they draw from the tokens
 * with the "1st" token set aside).
 * Rules: Nedca "Cleanup Phase" D.
 */
export function turnOrderProblem(next: readonly number[], previous: readonly number[], alive: readonly number[]): string | null {
  const want = [...alive].sort((a, b) => a - b).join(',');
  if ([...next].sort((a, b) => a - b).join(',') !== want) return 'The new turn order must list every House still in play exactly once.';
  const last = previous.filter((p) => alive.includes(p)).at(-1);
  if (alive.length > 2 && last !== undefined && next[0] === last) return 'The last player of the round cannot draw the "1st" token (rules: "Cleanup Phase" D).';
  return null;
}

/**
 * Draw the next round's order from a shuffle (the app's roller): the previous last player draws first from the
 * tokens without "1st", then the rest take what is left.
 */
export function turnOrderDraw(previous: readonly number[], alive: readonly number[], shuffle: <T>(xs: readonly T[]) => T[]): number[] {
  const last = previous.filter((p) => alive.includes(p)).at(-1);
  const n = alive.length;
  if (n <= 2 || last === undefined) return shuffle(alive);
  const slots = shuffle(Array.from({ length: n - 1 }, (_, k) => k + 1));
  const lastSlot = slots[0]!;
  const rest = shuffle(alive.filter((p) => p !== last));
  const free = shuffle(Array.from({ length: n }, (_, k) => k).filter((k) => k !== lastSlot));
  const order: number[] = new Array<number>(n);
  order[lastSlot] = last;
  rest.forEach((p, i) => {
    order[free[i]!] = p;
  });
  return order;
}
