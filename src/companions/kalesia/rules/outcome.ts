/**
 * The end of a game of Kalesia: which alliance won, and which players that makes winners.
 */
import { withArticle } from '../../../words';
import { ALLIANCE_NAMES, ALLIANCE_PLURAL, allianceCounts, type Alliance, type AllianceDeal } from './alliances';
import { AREA_COUNT, findTemple, type AreaOwner, type Cell, type Temple } from './forest';

/** How a game ended. */
export interface KalesiaOutcome {
  readonly winner: Alliance;
  /** 'temple': three in a line; 'forest-holds': all 25 areas resolved without a temple. */
  readonly how: 'temple' | 'forest-holds';
  readonly temple: Temple | null;
  /**
   * Winning players by seat when the app dealt the alliances; [] means everybody lost;
   * null when the alliances are secret cards the app never saw.
   */
  readonly winners: readonly number[] | null;
  /** True when nobody championed the winning alliance (4/6 players with a Forest win, or 2 players with the set-aside alliance). Null if unknown. */
  readonly everyoneLoses: boolean | null;
  /** A sentence to show the table. */
  readonly message: string;
}

/**
 * After a hand: has the game ended? A temple through the area just taken wins for its alliance;
 * otherwise, once all 25 areas are resolved, the Forest wins.
 */
// Rules: Kalesia "End of the Game"
export function gameEnd(owners: readonly AreaOwner[], lastCell: Cell): { winner: Alliance; how: KalesiaOutcome['how']; temple: Temple | null } | null {
  const temple = findTemple(owners, lastCell);
  if (temple) return { winner: temple.alliance, how: 'temple', temple };
  if (owners.filter((o) => o !== null).length === AREA_COUNT) return { winner: 'forest', how: 'forest-holds', temple: null };
  return null;
}

/**
 * Which players win when `winner` wins. A winning alliance nobody holds means everyone loses:
 * the Forest in 4 players (and, by the same logic, 6 players), the set-aside card in 2 players.
 */
// Rules: Kalesia "End of the Game", "Preparation" (note on 4 players), "Rules for Two Players"
export function outcomeFor(
  end: { winner: Alliance; how: KalesiaOutcome['how']; temple: Temple | null },
  players: number,
  deal: AllianceDeal | null,
  names: readonly string[] = [],
): KalesiaOutcome {
  const alliance = ALLIANCE_NAMES[end.winner];
  const head = end.how === 'temple' ? `The ${alliance} ${ALLIANCE_PLURAL[end.winner] ? 'build their temple and win' : 'builds its temple and wins'}.` : 'All 25 areas are taken without a temple: the Forest wins.';
  if (deal) {
    const winners = deal.dealt.flatMap((a, i) => (a === end.winner ? [i] : []));
    if (winners.length === 0) {
      return { ...end, winners, everyoneLoses: true, message: `${head} Nobody championed the ${alliance}: everyone loses!` };
    }
    const who = winners.map((i) => names[i] ?? `Player ${i + 1}`).join(', ');
    return { ...end, winners, everyoneLoses: false, message: `${head} Winners: ${who}.` };
  }
  if (players !== 2 && allianceCounts(players)[end.winner] === 0) {
    return { ...end, winners: [], everyoneLoses: true, message: `${head} In ${withArticle(`${players}-player game`)} nobody champions the ${alliance}: everyone loses!` };
  }
  const tail =
    players === 2
      ? `Reveal your Secret Alliance: if neither of you holds the ${alliance}, you both lose!`
      : `Reveal your Secret Alliance cards: whoever holds the ${alliance} wins.`;
  return { ...end, winners: null, everyoneLoses: null, message: `${head} ${tail}` };
}
