/**
 * The five paths to victory, checked after every action, and who wins when several finish at once.
 */
import { BONDS_TO_WIN, GEMS_TO_WIN, OBJECTIVES_TO_WIN } from './tracks';

export type WinPath = 'influence' | 'bonds' | 'military' | 'objectives' | 'gems';
export const WIN_PATH_NAMES: Readonly<Record<WinPath, string>> = {
  influence: 'Influence (reached the Star)',
  bonds: 'Bonds (end of the Bonds Chart)',
  military: 'Military Force (every opposing Capital City removed)',
  objectives: `${OBJECTIVES_TO_WIN} Objectives completed`,
  gems: `All ${GEMS_TO_WIN} Sacred Gems researched`,
};

export interface HouseStanding {
  readonly influence: number;
  readonly bonds: number;
  readonly objectives: number;
  readonly gems: number;
  /** Building + Technology + active Special Cards on the player board. */
  readonly cardsOnBoard: number;
  readonly team: number | null;
  readonly eliminated: boolean;
}

/** The paths a house has completed. */
// Rules: Nedca "WINNING CONDITIONS"; "TURN PHASES" — Additional Scenarios C
export function pathsReached(houses: readonly HouseStanding[], i: number, star: number): WinPath[] {
  const h = houses[i];
  if (!h || h.eliminated) return [];
  const out: WinPath[] = [];
  if (h.influence >= star) out.push('influence');
  if (h.bonds >= BONDS_TO_WIN) out.push('bonds');
  const opponents = houses.filter((o, j) => j !== i && (h.team === null || o.team !== h.team));
  if (opponents.length > 0 && opponents.every((o) => o.eliminated)) out.push('military');
  if (h.objectives >= OBJECTIVES_TO_WIN) out.push('objectives');
  if (h.gems >= GEMS_TO_WIN) out.push('gems');
  return out;
}

/** Everyone on a winner's team wins with it. */
// Rules: Nedca "GAME MECHANICS" — Joining and Leaving Teams E
export function withTeams(houses: readonly HouseStanding[], winners: readonly number[]): number[] {
  const teams = new Set(winners.flatMap((w) => (houses[w]?.team ?? null) === null ? [] : [houses[w]?.team]));
  return houses.flatMap((h, i) => (winners.includes(i) || (h.team !== null && teams.has(h.team) && !h.eliminated) ? [i] : []));
}

/** The houses with the most cards on their board among `among` (all of them when tied). */
export function mostCards(houses: readonly HouseStanding[], among: readonly number[]): number[] {
  const best = Math.max(...among.map((i) => houses[i]?.cardsOnBoard ?? 0));
  return among.filter((i) => (houses[i]?.cardsOnBoard ?? 0) === best);
}

export interface Verdict {
  readonly winners: readonly number[];
  readonly paths: Readonly<Record<number, readonly WinPath[]>>;
  readonly reason: string;
}

/**
 * Whether the game ends now. Several houses finishing at once: the house playing its turn wins;
 * otherwise the only other finisher; otherwise the one with the most Building, Technology and
 * Special Cards on its board (still tied: they share the win). A winner's team wins with it.
 */
// Rules: Nedca "WINNING CONDITIONS" — 1- Influence (simultaneous finish), Joining and Leaving Teams E
export function checkVictory(houses: readonly HouseStanding[], active: number, star: number): Verdict | null {
  const paths: Record<number, WinPath[]> = {};
  const finishers: number[] = [];
  houses.forEach((_, i) => {
    const p = pathsReached(houses, i, star);
    if (p.length > 0) {
      paths[i] = p;
      finishers.push(i);
    }
  });
  if (finishers.length === 0) return null;
  let chosen: number[];
  let reason: string;
  if (finishers.length === 1) {
    chosen = finishers;
    reason = 'the first to complete a path to victory';
  } else if (finishers.includes(active)) {
    chosen = [active];
    reason = 'several finished at once: the house playing its turn wins';
  } else {
    chosen = mostCards(houses, finishers);
    reason = 'several finished at once, none of them playing its turn: most Building, Technology and Special Cards on the board';
  }
  return { winners: withTeams(houses, chosen), paths, reason };
}

/**
 * The game ends with no path completed: the most Influence wins. Ties (not covered by the rules)
 * go to the most cards on the board, then are shared.
 */
// Rules: Nedca "OBJECT OF THE GAME" — Additional Notes; "WINNING CONDITIONS" — 5- Military Force (note: the game abruptly ends)
export function influenceVerdict(houses: readonly HouseStanding[]): Verdict {
  const alive = houses.flatMap((h, i) => (h.eliminated ? [] : [i]));
  const top = Math.max(...alive.map((i) => houses[i]?.influence ?? 0));
  const most = alive.filter((i) => houses[i]?.influence === top);
  const chosen = most.length > 1 ? mostCards(houses, most) : most;
  return { winners: withTeams(houses, chosen), paths: {}, reason: `the game ended with no path completed: the most Influence (${top}) wins` };
}
