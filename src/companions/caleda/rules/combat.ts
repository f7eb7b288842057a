/**
 * The combat resolver: dice per unit, comparing rolls, re-rolls on a complete tie, attacks on
 * defensive structures. Dice always come in as numbers (typed from the table or rolled by a
 * DiceSource); nothing here rolls. Pure.
 */
import { countOf } from '../../../words';
import { DiceEntryError, enteredRoll } from '../../../dice';
import { rankDice, type Rank } from './units';

export type StructureKind = 'tower' | 'castle';

/** Which side a comparison favours. */
export type DuelWinner = 'attacker' | 'defender' | 'tie';

/** One step of a comparison: the two dice matched (null when a side has none left) and what it decided. */
export interface DuelStep {
  readonly attacker: number | null;
  readonly defender: number | null;
  readonly verdict: DuelWinner;
}

export interface DuelResult {
  readonly winner: DuelWinner;
  /** The dice compared, highest first, up to the deciding pair (for "explain every verdict"). */
  readonly steps: readonly DuelStep[];
}

const desc = (xs: readonly number[]): number[] => [...xs].sort((a, b) => b - a);

// Rules: Caleda "Combat" — "the highest number shown is the unit's score … In the case of a tie, the next
// highest die determines the winner in combat. If a unit has no remaining dice to match up to its opponent,
// that unit automatically loses. In the case of a complete tie, both sides simply re-roll."
/** Compare two units' dice: highest against highest, then the next highest, and so on. */
export function compareDice(attacker: readonly number[], defender: readonly number[]): DuelResult {
  const a = desc(attacker);
  const d = desc(defender);
  const steps: DuelStep[] = [];
  for (let i = 0; i < Math.max(a.length, d.length); i++) {
    const x = a[i] ?? null;
    const y = d[i] ?? null;
    const verdict: DuelWinner = x === null ? 'defender' : y === null ? 'attacker' : x > y ? 'attacker' : x < y ? 'defender' : 'tie';
    steps.push({ attacker: x, defender: y, verdict });
    if (verdict !== 'tie') return { winner: verdict, steps };
  }
  return { winner: 'tie', steps };
}

/** One roll of a round: each side's dice as read from the table. */
export interface RoundRoll {
  readonly attacker: readonly number[];
  readonly defender: readonly number[];
}

/**
 * A round of combat including its re-rolls: every roll but the last must be a complete tie, and the
 * last must decide. Returns the winner, or a reason the rolls do not make a finished round.
 */
// Rules: Caleda "Combat" — "In the case of a complete tie, both sides simply re-roll."
export function roundWinner(rolls: readonly RoundRoll[]): { winner: 'attacker' | 'defender' } | { problem: string } {
  if (rolls.length === 0) return { problem: 'Enter the dice of the round.' };
  for (const [i, r] of rolls.entries()) {
    const w = compareDice(r.attacker, r.defender).winner;
    const last = i === rolls.length - 1;
    if (!last && w !== 'tie') return { problem: `Roll ${i + 1} was not a complete tie, so there is nothing to re-roll after it.` };
    if (last && w === 'tie') return { problem: 'A complete tie: both sides re-roll. Enter the re-roll.' };
    if (last && w !== 'tie') return { winner: w };
  }
  return { problem: 'Enter the dice of the round.' };
}

/** One reason for dice, for showing how a unit's dice were counted. */
export interface DicePart {
  readonly label: string;
  readonly dice: number;
}

export interface DiceCount {
  readonly total: number;
  readonly parts: readonly DicePart[];
}

/** What decides how many dice one unit rolls in one round. */
export interface DiceFactors {
  readonly rank: Rank;
  /** Strong-land dice for this unit's kingdom on the square being attacked (0, 1 or 2). */
  readonly land: number;
  /** The defending kingdom's structure on the square being attacked (defenders only), or null. */
  readonly structure: StructureKind | null;
  /** Ambush used on this attacking unit for this round. */
  readonly ambush: boolean;
  /** This attacking unit was transported this turn and has not yet had its bonus round. */
  readonly transported: boolean;
}

export const STRUCTURE_DEFENCE_DICE: Readonly<Record<StructureKind, number>> = { tower: 1, castle: 2 };
export const AMBUSH_DICE = 3;
export const TRANSPORT_DICE = 1;

// Rules: Caleda "Units" (dice by rank), "Strong Lands", "Defensive Structures" — "Units defending a square
// with a tower each roll 1 additional die in combat; units defending a square with a castle each roll 2
// additional dice." — "Ambush" (+3, one attacking unit, one round), "Transport" (+1), "Bonus dice gained from
// Ambush or Transport only last one round of combat."
/** The dice one unit rolls in one round, with the reason for each. */
export function combatDice(f: DiceFactors): DiceCount {
  const parts: DicePart[] = [{ label: f.rank, dice: rankDice(f.rank) }];
  if (f.land > 0) parts.push({ label: f.land === 2 ? 'outpost (strong land)' : 'strong land', dice: f.land });
  if (f.structure) parts.push({ label: f.structure, dice: STRUCTURE_DEFENCE_DICE[f.structure] });
  if (f.ambush) parts.push({ label: 'Ambush', dice: AMBUSH_DICE });
  if (f.transported) parts.push({ label: 'Transport', dice: TRANSPORT_DICE });
  return { total: parts.reduce((s, p) => s + p.dice, 0), parts };
}

/** "3 dice (cavalry 2 + strong land 1)" */
export function diceCountText(c: DiceCount): string {
  const what = c.parts.map((p) => `${p.label} ${p.dice}`).join(' + ');
  return `${countOf(c.total, 'die', 'dice')} (${what})`;
}

/** Why these dice are not a valid roll of `expected` d6 for `who`, or null. */
export function diceProblem(values: readonly number[], expected: number, who: string): string | null {
  try {
    enteredRoll(values, expected, 6);
    return null;
  } catch (e) {
    if (e instanceof DiceEntryError) return `${who}: ${e.message}`;
    throw e;
  }
}

// Rules: Caleda "Defensive Structures" — "Units roll the same number of dice versus defensive structures as
// they do in combat but powers may not be used against defensive structures and land bonuses do not apply."
/** Dice a unit rolls against a structure: its rank's dice only. */
export const structureAttackDice = (rank: Rank): number => rankDice(rank);

// Rules: Caleda "Defensive Structures" — "A roll of 5 or higher defeats a tower and a roll of 6 defeats a castle."
export const STRUCTURE_FALLS_ON: Readonly<Record<StructureKind, number>> = { tower: 5, castle: 6 };

/** Whether a roll against a structure defeats it (its highest die is what counts). */
export function structureFalls(kind: StructureKind, dice: readonly number[]): boolean {
  return dice.length > 0 && Math.max(...dice) >= STRUCTURE_FALLS_ON[kind];
}
