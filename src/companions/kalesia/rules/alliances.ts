/**
 * Secret alliances: how many cards of each alliance a game uses, and the pure deal.
 * Pure: the shuffle comes from a recorded seed (src/dice), never Math.random.
 */
import { seededShuffle } from '../../../dice';

/** The three alliances of Kalesia; the Forest is also the side that takes tied areas. */
export type Alliance = 'centaur' | 'mermaid' | 'forest';

export const ALLIANCES: readonly Alliance[] = ['centaur', 'mermaid', 'forest'];

export const ALLIANCE_NAMES: Readonly<Record<Alliance, string>> = {
  centaur: 'Centaurs',
  mermaid: 'Mermaids',
  forest: 'Forest',
};

/** One card or colony of an alliance: "a Centaur card", "a Mermaid Colony", "a Forest card". */
export const ALLIANCE_SINGULAR: Readonly<Record<Alliance, string>> = {
  centaur: 'Centaur',
  mermaid: 'Mermaid',
  forest: 'Forest',
};

/** Whether the alliance's name takes a plural verb ("the Centaurs build", "the Forest builds"). */
export const ALLIANCE_PLURAL: Readonly<Record<Alliance, boolean>> = { centaur: true, mermaid: true, forest: false };

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 10;

/** Secret Alliance cards used for a player count. */
export interface AllianceCounts {
  readonly centaur: number;
  readonly mermaid: number;
  readonly forest: number;
}

// Rules: Kalesia "Preparation" (3–5 players table), "Rules for Two Players",
// and "Kalesia for 6 - 10 players" (two-set table).
const ALLIANCE_TABLE: Readonly<Record<number, AllianceCounts>> = {
  2: { centaur: 1, mermaid: 1, forest: 1 },
  3: { centaur: 1, mermaid: 1, forest: 1 },
  4: { centaur: 2, mermaid: 2, forest: 0 },
  5: { centaur: 2, mermaid: 2, forest: 1 },
  6: { centaur: 3, mermaid: 3, forest: 0 },
  7: { centaur: 3, mermaid: 3, forest: 1 },
  8: { centaur: 3, mermaid: 3, forest: 2 },
  9: { centaur: 4, mermaid: 4, forest: 1 },
  10: { centaur: 4, mermaid: 4, forest: 2 },
};

/** Whether a player count can play Kalesia (2–10; 6–10 combine two sets). */
export function playerCountValid(players: number): boolean {
  return Number.isInteger(players) && players >= MIN_PLAYERS && players <= MAX_PLAYERS;
}

/**
 * The Secret Alliance cards to shuffle for a player count.
 * For 2 players this is one of each (three cards): one is set aside unseen.
 */
// Rules: Kalesia "Preparation", "Rules for Two Players", "Kalesia for 6 - 10 players"
export function allianceCounts(players: number): AllianceCounts {
  const row = ALLIANCE_TABLE[players];
  if (!row) throw new RangeError(`Kalesia is for 2 to 10 players, not ${players}.`);
  return row;
}

/** How many boxes of Kalesia the game needs (6–10 players combine two). */
// Rules: Kalesia "Kalesia for 6 - 10 players"
export function setsNeeded(players: number): 1 | 2 {
  return players >= 6 ? 2 : 1;
}

/** The alliance cards for a player count as a list, in a fixed order (centaurs, mermaids, forests). */
export function allianceCards(players: number): Alliance[] {
  const c = allianceCounts(players);
  return [
    ...Array<Alliance>(c.centaur).fill('centaur'),
    ...Array<Alliance>(c.mermaid).fill('mermaid'),
    ...Array<Alliance>(c.forest).fill('forest'),
  ];
}

/** The result of dealing secret alliances: one per player, plus cards set aside unseen (2 players). */
export interface AllianceDeal {
  /** `dealt[i]` is player i's secret alliance. */
  readonly dealt: readonly Alliance[];
  /** Cards nobody sees (only in a 2-player game: the third alliance). */
  readonly setAside: readonly Alliance[];
}

/**
 * Shuffle the alliance cards with a seed and deal one to each player in seat order.
 * Leftover cards are set aside (2 players: the unseen third card).
 */
// Rules: Kalesia "Preparation" ("shuffle them, and deal one face down to each player"), "Rules for Two Players"
export function dealAlliances(players: number, seed: number): AllianceDeal {
  const deck = seededShuffle(allianceCards(players), seed);
  return { dealt: deck.slice(0, players), setAside: deck.slice(players) };
}

/**
 * The alliances nobody champions: in 4 or 6 players the Forest; in 2 players the set-aside card.
 * Needs the deal for 2 players (returns null when the deal is not known).
 */
// Rules: Kalesia "Preparation" (note on 4 players), "Rules for Two Players"
export function unrepresentedAlliances(players: number, deal: AllianceDeal | null): Alliance[] | null {
  if (players === 2) return deal ? [...deal.setAside] : null;
  const c = allianceCounts(players);
  return ALLIANCES.filter((a) => c[a] === 0);
}
