/**
 * One hand of Kalesia: each player plays two Magic Weapons; the alliance with the
 * highest total conquers the area; any tie for the highest goes to the Forest.
 */
import { nounFor, withArticle } from '../../../words';
import { ALLIANCES, ALLIANCE_NAMES, ALLIANCE_SINGULAR, type Alliance } from './alliances';

/** A Magic Weapon card: its alliance and value (Centaur/Mermaid 1–4, Forest 1–3). */
export interface Weapon {
  readonly alliance: Alliance;
  readonly value: number;
}

/** The sum of the weapons played for each alliance in one hand. */
export type AllianceTotals = Readonly<Record<Alliance, number>>;

/** Highest value of a weapon of each alliance. */
// Rules: Kalesia "Contents" (Centaurs and Mermaids 1-4; Forests 1-3)
export const WEAPON_MAX: Readonly<Record<Alliance, number>> = { centaur: 4, mermaid: 4, forest: 3 };

/** Copies of each (alliance, value) weapon in one box: five of each (20 + 20 + 15 = 55 cards). */
// Rules: Kalesia "Contents" and "Variant for Experienced Players" (five identical sets)
export const COPIES_PER_VALUE_PER_BOX = 5;

/**
 * How many copies of each weapon (alliance and value) are in the game, where they are (for the reasons) and the
 * section that sets the number. The standard game: five per box ("Contents"), two boxes from six players.
 */
export interface WeaponPool {
  readonly copies: number;
  readonly where: string;
  readonly section: 'Contents' | 'Variant for Experienced Players';
}

// Rules: Kalesia "Contents" (five of each value per box), "Kalesia for 6 - 10 players" (two boxes),
// "Variant for Experienced Players" ("Each player starts the game with one set of cards (remove any leftover sets
// from the game)": one copy of each weapon per player). The shuffled form of the variant ("shuffle the sets
// together and deal 11 random cards") does not say whether the leftover sets go first, so it keeps the box's count
// (never refusing a hand the table could show).
export function weaponPool(players: number, boxes: 1 | 2, oneSetEach: boolean): WeaponPool {
  if (oneSetEach) return { copies: players, where: "the players' sets", section: 'Variant for Experienced Players' };
  return { copies: COPIES_PER_VALUE_PER_BOX * boxes, where: boxes === 1 ? 'the box' : 'the two boxes', section: 'Contents' };
}

/** A pool given as a number of boxes (the standard game) or in full. */
const poolOf = (p: 1 | 2 | WeaponPool): WeaponPool => (typeof p === 'number' ? weaponPool(0, p, false) : p);

export const WEAPONS_PER_HAND = 2;
export const HANDS_PER_ROUND = 4;
export const STARTING_HAND = 11;
export const CARDS_PASSED = 3;

/** The weapons in one set of the experienced-players variant (4 Centaurs, 4 Mermaids, 3 Forests). */
// Rules: Kalesia "Variant for Experienced Players"
export function weaponSet(): Weapon[] {
  return ALLIANCES.flatMap((alliance) => Array.from({ length: WEAPON_MAX[alliance] }, (_, i) => ({ alliance, value: i + 1 })));
}

export const weaponName = (w: Weapon): string => `${ALLIANCE_NAMES[w.alliance]} ${w.value}`;

/** A problem with one weapon card as entered, or null. */
// Rules: Kalesia "Contents"
export function weaponProblem(w: Weapon): string | null {
  if (!ALLIANCES.includes(w.alliance)) return `"${String(w.alliance)}" is not an alliance.`;
  const max = WEAPON_MAX[w.alliance];
  if (!Number.isInteger(w.value) || w.value < 1 || w.value > max) {
    return `${ALLIANCE_NAMES[w.alliance]} weapons have values 1–${max}, not ${String(w.value)}.`;
  }
  return null;
}

/** Add up the weapons played for each alliance. */
// Rules: Kalesia "Playing Hands" ("Add together the values of the cards played for each Alliance")
export function totalsOf(weapons: readonly Weapon[]): AllianceTotals {
  const t = { centaur: 0, mermaid: 0, forest: 0 };
  for (const w of weapons) t[w.alliance] += w.value;
  return t;
}

/**
 * Who takes the area: the alliance with the strictly highest total; any tie for the
 * highest (including a tie that involves the Forest, or all zero) goes to the Forest.
 */
// Rules: Kalesia "Playing Hands" ("The Alliance with the highest total conquers the Forest Area. If there's a tie, the Forest wins")
export function handWinner(totals: AllianceTotals): Alliance {
  const best = Math.max(totals.centaur, totals.mermaid, totals.forest);
  const leaders = ALLIANCES.filter((a) => totals[a] === best);
  return leaders.length === 1 ? (leaders[0] as Alliance) : 'forest';
}

/** What the area becomes once taken: a Colony with the winner's side up, or the Forest side of the area card. */
// Rules: Kalesia "Playing Hands" (replace with a Colony / flip to the Forest side)
export function areaBecomes(winner: Alliance): string {
  return winner === 'forest' ? 'flipped to its Forest side' : `replaced by ${withArticle(`${ALLIANCE_SINGULAR[winner]} Colony`)}`;
}

/**
 * Check totals typed in directly: whole numbers, and at least 1 for each weapon played. The upper bounds (what
 * the cards still in the box can make) are `totalsBoxProblem`'s.
 */
// Rules: Kalesia "Playing Hands" (two Magic Weapons per player), "Contents" (values)
export function totalsProblem(totals: AllianceTotals, players: number): string | null {
  let sum = 0;
  for (const a of ALLIANCES) {
    const v = totals[a];
    if (!Number.isInteger(v) || v < 0 || v > 1000) return `The ${ALLIANCE_NAMES[a]} total must be a whole number 0 or more, not ${String(v)}.`;
    sum += v;
  }
  if (sum < WEAPONS_PER_HAND * players) {
    return `${players} players play ${WEAPONS_PER_HAND * players} weapons worth at least 1 each: the totals add up to only ${sum}.`;
  }
  return null;
}

/**
 * Check each player's two weapons for one hand: exactly two valid cards per player, and no more
 * copies of a card than the boxes hold (five of each per box).
 */
// Rules: Kalesia "Playing Hands" ("each player secretly chooses two Magic Weapons"), "Contents"
export function playsProblem(plays: readonly (readonly Weapon[])[], players: number, boxes: 1 | 2 | WeaponPool): string | null {
  const { copies: limit } = poolOf(boxes);
  if (plays.length !== players) return `Enter the weapons of all ${players} players (got ${plays.length}).`;
  const copies = new Map<string, number>();
  for (const [p, cards] of plays.entries()) {
    if (cards.length !== WEAPONS_PER_HAND) return `Player ${p + 1} must play exactly two weapons, not ${cards.length}.`;
    for (const w of cards) {
      const bad = weaponProblem(w);
      if (bad) return `Player ${p + 1}: ${bad}`;
      const key = weaponName(w);
      const n = (copies.get(key) ?? 0) + 1;
      if (n > limit) return `Only ${limit} "${key}" weapons exist in the game; ${n} were entered.`;
      copies.set(key, n);
    }
  }
  return null;
}

/**
 * Count the weapons across the hands of one round: the cards played stay in front of the players until the
 * round ends, so a round can show no more copies of a weapon than the boxes hold (five of each per box).
 * `earlier` is what was played in the round's earlier hands (hands entered as totals only cannot be counted).
 */
// Rules: Kalesia "Contents" (55 Magic Weapon cards: 20 Centaurs and 20 Mermaids 1-4, 15 Forests 1-3;
// five of each value, as "Variant for Experienced Players" divides them into five identical sets);
// "Playing Hands" ("Do not discard the Magic Weapons you played: keep them in front of you"); "End of the Round"
export function roundCopiesProblem(earlier: readonly Weapon[], plays: readonly (readonly Weapon[])[], boxes: 1 | 2 | WeaponPool): string | null {
  const pool = poolOf(boxes);
  const limit = pool.copies;
  const before = new Map<string, number>();
  for (const w of earlier) before.set(weaponName(w), (before.get(weaponName(w)) ?? 0) + 1);
  const now = new Map<string, number>();
  for (const w of plays.flat()) now.set(weaponName(w), (now.get(weaponName(w)) ?? 0) + 1);
  for (const [key, n] of now) {
    const had = before.get(key) ?? 0;
    if (had + n > limit) {
      const box = pool.section === 'Contents' ? pool.where : `${pool.where} (one set per player)`;
      return `Only ${limit} "${key}" weapons are in ${box}: ${had} ${had === 1 ? 'was' : 'were'} played earlier this round and this hand adds ${n}.`;
    }
  }
  return null;
}

/** Where a hand sits in the rounds: round 1.., hand 1–4 within it. */
// Rules: Kalesia "Playing the Game" ("Each round is split into four hands")
export function roundOf(handsPlayed: number): { round: number; handInRound: number } {
  return { round: Math.floor(handsPlayed / HANDS_PER_ROUND) + 1, handInRound: (handsPlayed % HANDS_PER_ROUND) + 1 };
}

/** The reminder read out at the end of each round. */
// Rules: Kalesia "End of the Round"
export const ROUND_END_REMINDER =
  'End of the round: pass the three Magic Weapons still in your hand to the player on your left, then take the eight cards in front of you back into your hand (11 cards).';

/**
 * Why an area went where it did, in words, e.g. "Centaurs 7 and Mermaids 7 tie for the highest
 * total: a tie goes to the Forest." Shown beside every resolved hand.
 */
// Rules: Kalesia "Playing Hands" ("The Alliance with the highest total conquers the Forest Area. If there's a tie, the Forest wins")
export function explainHand(totals: AllianceTotals): string {
  const best = Math.max(totals.centaur, totals.mermaid, totals.forest);
  const leaders = ALLIANCES.filter((a) => totals[a] === best);
  const winner = handWinner(totals);
  if (leaders.length === 1) {
    return winner === 'forest'
      ? `The Forest has the highest total (${best}) and conquers the area.`
      : `The ${ALLIANCE_NAMES[winner]} have the highest total (${best}) and conquer the area.`;
  }
  const tied = leaders.map((a) => `${ALLIANCE_NAMES[a]} ${best}`).join(' and ');
  return `${tied} tie for the highest total: a tie goes to the Forest.`;
}

/** What the round's earlier hands took from the box: the cards of hands entered card by card, the totals of the others. */
export interface EarlierHand {
  readonly plays: readonly (readonly Weapon[])[] | null;
  readonly totals: AllianceTotals;
}

/** A refusal with the rulebook section it enforces. */
export interface SectionedProblem {
  readonly section: 'Contents' | 'Playing Hands' | 'Variant for Experienced Players';
  readonly reason: string;
}

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const cardsWord = (k: number): string => `${numberWords[k] ?? String(k)} ${nounFor(k, 'card')}`;

/** "5 × 4 + 5 × 3" for a list of values (largest first). */
function sumText(values: readonly number[]): string {
  const groups: { value: number; n: number }[] = [];
  for (const v of values) {
    const g = groups[groups.length - 1];
    if (g && g.value === v) g.n++;
    else groups.push({ value: v, n: 1 });
  }
  return groups.map((g) => (g.n === 1 ? String(g.value) : `${g.n} × ${g.value}`)).join(' + ');
}

/**
 * The cards of one alliance still in the box this round, as far as the round's card-by-card hands tell (largest
 * first): five of each value per box, less those played. Hands entered as totals only are counted by their value.
 */
// Rules: Kalesia "Contents" (five of each value per box); "Playing Hands" (played weapons stay out until the round ends)
function knownLeft(alliance: Alliance, pool: WeaponPool, earlier: readonly EarlierHand[]): number[] {
  const left: number[] = [];
  for (let v = WEAPON_MAX[alliance]; v >= 1; v--) {
    const played = earlier.reduce((n, h) => n + (h.plays ?? []).flat().filter((w) => w.alliance === alliance && w.value === v).length, 0);
    for (let k = played; k < pool.copies; k++) left.push(v);
  }
  return left;
}

/**
 * The highest total each alliance can reach in this hand, from the cards still in the box this round: the lower
 * of its 2 × players highest cards left and the value left (what `totalsBoxProblem` checks each total against).
 * Shown beside the totals so a table sees the bound before typing.
 */
// Rules: Kalesia "Contents"; "Playing Hands"
export function totalsMax(players: number, boxes: 1 | 2 | WeaponPool, earlier: readonly EarlierHand[]): AllianceTotals {
  const pool = poolOf(boxes);
  const out = { centaur: 0, mermaid: 0, forest: 0 };
  for (const a of ALLIANCES) {
    const top = knownLeft(a, pool, earlier)
      .slice(0, WEAPONS_PER_HAND * players)
      .reduce((x, v) => x + v, 0);
    let boxValue = 0;
    for (let v = 1; v <= WEAPON_MAX[a]; v++) boxValue += v * pool.copies;
    const used = earlier.reduce((x, h) => x + h.totals[a], 0);
    out[a] = Math.max(0, Math.min(top, boxValue - used));
  }
  return out;
}

/**
 * Check totals typed in directly against the cards still in the box this round (issue 23): each alliance's total
 * is at most what its cards left can make, both card by card (the largest `2 × players` of them) and by value
 * (the box's value less what the round's earlier hands used, totals-only hands included); and the 2 × players
 * weapons must be able to make all three totals at once (each total needs at least as many cards as its largest
 * cards left reach it with, and can hold at most as many as its smallest cards left fit in). The reason gives the
 * arithmetic. Never refuses a hand the cards left could make.
 */
// Rules: Kalesia "Contents" (five of each value per box: Centaurs and Mermaids 1-4, Forests 1-3);
// "Playing Hands" (two Magic Weapons per player; played weapons stay in front of the players until the round ends)
export function totalsBoxProblem(totals: AllianceTotals, players: number, boxes: 1 | 2 | WeaponPool, earlier: readonly EarlierHand[]): SectionedProblem | null {
  const cards = WEAPONS_PER_HAND * players;
  const pool = poolOf(boxes);
  const box = pool.where;
  const need: { alliance: Alliance; min: number; max: number }[] = [];
  for (const a of ALLIANCES) {
    const t = totals[a];
    const left = knownLeft(a, pool, earlier);
    const top = left.slice(0, cards);
    const topSum = top.reduce((s, v) => s + v, 0);
    if (t > topSum) {
      return {
        section: pool.section,
        reason: `The ${ALLIANCE_NAMES[a]} total ${t} is more than ${cardsWord(cards)} can make: the highest ${ALLIANCE_SINGULAR[a]} cards still in ${box} this round give ${sumText(top)} = ${topSum}.`,
      };
    }
    let boxValue = 0;
    for (let v = 1; v <= WEAPON_MAX[a]; v++) boxValue += v * pool.copies;
    const used = earlier.reduce((s, h) => s + h.totals[a], 0);
    if (t > boxValue - used) {
      return {
        section: 'Playing Hands',
        reason: `The ${ALLIANCE_NAMES[a]} total ${t} is more than the ${ALLIANCE_SINGULAR[a]} cards left in ${box} this round: they are worth ${boxValue} in all, this round's earlier hands used ${used}, so at most ${boxValue - used} remain.`,
      };
    }
    if (t === 0) {
      need.push({ alliance: a, min: 0, max: 0 });
      continue;
    }
    // Fewest cards: the largest left, one by one, until the total is reached.
    let min = 0;
    for (let s = 0; s < t; min++) s += top[min] ?? Infinity;
    // Most cards: the smallest left, one by one, while they fit in the total.
    const ascending = [...left].reverse();
    let max = 0;
    for (let s = 0; max < ascending.length && s + (ascending[max] as number) <= t; max++) s += ascending[max] as number;
    need.push({ alliance: a, min, max });
  }
  const minCards = need.reduce((s, n) => s + n.min, 0);
  if (minCards > cards) {
    const parts = need.filter((n) => n.min > 0).map((n) => `${ALLIANCE_NAMES[n.alliance]} ${totals[n.alliance]}: at least ${n.min}`);
    return { section: 'Playing Hands', reason: `These totals need at least ${minCards} weapons (${parts.join('; ')}), but ${players} players play ${cards}.` };
  }
  const maxCards = need.reduce((s, n) => s + n.max, 0);
  if (maxCards < cards) {
    const parts = need.filter((n) => n.max > 0).map((n) => `${ALLIANCE_NAMES[n.alliance]} ${totals[n.alliance]}: at most ${n.max}`);
    return { section: 'Playing Hands', reason: `${players} players play ${cards} weapons, but these totals hold at most ${maxCards} of the cards left (${parts.join('; ') || 'none'}).` };
  }
  return null;
}
