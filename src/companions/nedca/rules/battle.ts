/**
 * One battle between two units, and the assault on a city tile. Pure: dice come in as numbers
 * (typed from the Red Attack and Blue Defense dice, or rolled by the app outside this module).
 */

/** One line of the explanation a player can check against the rulebook. */
export interface Step {
  readonly text: string;
  readonly rule: string;
}

export interface BattleInput {
  /** The attacking unit's Attack Power (its own or its replacement card's). */
  readonly atk: number;
  /** The defending unit's Defense Power and Range Power. */
  readonly def: number;
  readonly defRange: number;
  /** Spaces between attacker and defender (1 = adjacent). */
  readonly distance: number;
  /** The Red Attack Dice and the Blue Defense Dice (1–6). */
  readonly attackDie: number;
  readonly defenceDie: number;
  /** Active card effects added to each side (may be negative). */
  readonly attackMod?: number;
  readonly defenceMod?: number;
}

export type BattleWinner = 'attacker' | 'defender' | 'tie';

export interface BattleResult {
  readonly attackTotal: number;
  readonly defenceTotal: number;
  /** True when the attacker was beyond the defender's range (−2 Defense Power). */
  readonly outOfReach: boolean;
  readonly winner: BattleWinner;
  readonly steps: readonly Step[];
}

const BASIC = 'BATTLE MECHANICS — Basic Battle Mechanics';
const RANGED = 'BATTLE MECHANICS — Ranged Battle Mechanics';

/** A die face 1–6, or the reason it is not. */
export function dieProblem(v: unknown, what: string): string | null {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 6 ? null : `${what}: ${String(v)} is not a d6 result (1–6).`;
}

/** A problem with a battle's numbers (whole numbers, distance ≥ 1, dice 1–6), or null. */
export function battleProblem(b: BattleInput): string | null {
  return (
    dieProblem(b.attackDie, 'Red Attack Dice') ??
    dieProblem(b.defenceDie, 'Blue Defense Dice') ??
    (Number.isInteger(b.distance) && b.distance >= 1 ? null : `Distance must be a whole number of spaces, at least 1 (got ${b.distance}).`) ??
    ([b.attackMod ?? 0, b.defenceMod ?? 0].every(Number.isInteger) ? null : 'Card modifiers must be whole numbers.')
  );
}

/**
 * The defender loses 2 Defense Power when the attacker is beyond the defender's Range Power;
 * no deduction when the defender is adjacent or can reach the attacker.
 */
// Rules: Nedca "BATTLE MECHANICS" — Ranged Battle Mechanics; "TURN PHASES" — 3- Action Phase, B. Attack Action
export function outOfReach(distance: number, defRange: number): boolean {
  return distance > 1 && distance > defRange;
}

/**
 * Attacker: Red die + Attack Power + card effects. Defender: Blue die + Defense Power + card effects
 * (−2 when out of reach). The higher total wins and the loser is removed; a tie means the attacking
 * unit can attack no more this turn (neither is removed).
 */
// Rules: Nedca "BATTLE MECHANICS" — Basic Battle Mechanics, Ranged Battle Mechanics
export function resolveBattle(b: BattleInput): BattleResult {
  const am = b.attackMod ?? 0;
  const dm = b.defenceMod ?? 0;
  const far = outOfReach(b.distance, b.defRange);
  const attackTotal = b.atk + b.attackDie + am;
  const defenceTotal = b.def + b.defenceDie + dm + (far ? -2 : 0);
  const signed = (n: number): string => (n < 0 ? `− ${-n}` : `+ ${n}`);
  const steps: Step[] = [
    { text: `Attack: Attack Power ${b.atk} ${signed(b.attackDie)} (Red die) ${signed(am)} (cards) = ${attackTotal}`, rule: BASIC },
    far
      ? { text: `The attacker is ${b.distance} spaces away, beyond the defender's Range ${b.defRange}: Defense Power −2`, rule: RANGED }
      : { text: b.distance <= 1 ? 'The defender is adjacent: no range deduction' : `The defender's Range ${b.defRange} reaches ${b.distance} spaces: no range deduction`, rule: RANGED },
    { text: `Defense: Defense Power ${b.def} ${signed(b.defenceDie)} (Blue die) ${signed(dm)} (cards)${far ? ' − 2 (out of reach)' : ''} = ${defenceTotal}`, rule: BASIC },
  ];
  const winner: BattleWinner = attackTotal > defenceTotal ? 'attacker' : attackTotal < defenceTotal ? 'defender' : 'tie';
  steps.push(
    winner === 'attacker'
      ? { text: `${attackTotal} beats ${defenceTotal}: the defending unit is removed`, rule: BASIC }
      : winner === 'defender'
        ? { text: `${defenceTotal} beats ${attackTotal}: the attacking unit is removed`, rule: BASIC }
        : { text: `Tie at ${attackTotal}: nobody is removed; the attacking unit cannot attack again this turn`, rule: BASIC },
  );
  return { attackTotal, defenceTotal, outOfReach: far, winner, steps };
}

/** The total a city-tile attack must reach: 6 or higher. */
// Rules: Nedca "GAME BOARD LAYOUT" — City Tile Defense; "WINNING CONDITIONS" — 5- Military Force
export const CITY_ATTACK_TARGET = 6;

export type AssaultOutcome = 'shield' | 'capital' | 'negated';

export interface AssaultResult {
  readonly total: number;
  readonly outcome: AssaultOutcome;
  readonly steps: readonly Step[];
}

/**
 * One roll against a city tile held by the attacker's unit: Red die + Attack Power + card effects.
 * 6 or more removes a Defense Shield (roll again), or the Capital City once no shield is left;
 * less than 6 negates the attack and the unit can attack no more this turn.
 */
// Rules: Nedca "WINNING CONDITIONS" — 5- Military Force; "GAME BOARD LAYOUT" — City Tile Defense
export function resolveAssault(atk: number, die: number, mod: number, shieldsLeft: number): AssaultResult {
  const rule = 'WINNING CONDITIONS — 5- Military Force';
  const total = atk + die + mod;
  const target = shieldsLeft > 0 ? `a Defense Shield (${shieldsLeft} left)` : 'the Capital City (no shields left)';
  const steps: Step[] = [{ text: `Attack on ${target}: Attack Power ${atk} + ${die} (Red die) + ${mod} (cards) = ${total}`, rule }];
  if (total < CITY_ATTACK_TARGET) {
    steps.push({ text: `${total} is less than ${CITY_ATTACK_TARGET}: the attack is negated; no more attacks this turn`, rule });
    return { total, outcome: 'negated', steps };
  }
  const outcome: AssaultOutcome = shieldsLeft > 0 ? 'shield' : 'capital';
  steps.push({
    text: outcome === 'shield' ? `${total} reaches ${CITY_ATTACK_TARGET}: one Defense Shield is removed; roll again` : `${total} reaches ${CITY_ATTACK_TARGET}: the Capital City is removed`,
    rule,
  });
  return { total, outcome, steps };
}
