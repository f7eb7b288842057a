/**
 * Battles between two units and assaults on a city.
 * Rules: Nedca "Battle Mechanics" (Basic and Ranged Battle Mechanics) and "Winning Conditions" (5- Military Force).
 */
import { unitStats, type UnitKind } from './units';

export interface BattleSide {
  readonly unit: UnitKind;
  /** Card effects on this side's power (attack for the attacker, defense for the defender). */
  readonly modifier: number;
  /** The die as rolled (1–6). */
  readonly die: number;
}

export interface BattleRequest {
  readonly attacker: BattleSide;
  readonly defender: BattleSide;
  /** Tiles between the two units (1 = adjacent). */
  readonly distance: number;
  /** Range bonus from cards, added to the attacker's Range Power. */
  readonly attackerRangeBonus?: number;
  /** Range bonus from cards, added to the defender's Range Power. */
  readonly defenderRangeBonus?: number;
}

export type BattleWinner = 'attacker' | 'defender' | 'tie';

export interface BattleResult {
  readonly attackTotal: number;
  readonly defenseTotal: number;
  /** True when the defender could not reach the attacker and lost 2 Defense Power. */
  readonly outOfReach: boolean;
  readonly winner: BattleWinner;
  /** The steps a player reads to check the verdict. */
  readonly steps: readonly string[];
}

/** Defense Power lost by a defender that cannot reach its attacker. */
export const OUT_OF_REACH_PENALTY = 2;

const dieOk = (d: number): boolean => Number.isInteger(d) && d >= 1 && d <= 6;
const signed = (n: number): string => (n < 0 ? `− ${-n}` : `+ ${n}`);

/**
 * Resolve one battle, or say why it cannot happen (target out of the attacker's range, a die that is not 1–6).
 * Attacker: red die + Attack Power + card effects; defender: blue die + Defense Power + card effects, − 2 when the
 * attacker is beyond the defender's Range Power. The higher total wins and the loser is removed; a tie removes
 * no one and the attacking unit cannot attack again this turn.
 * Rules: Nedca "Battle Mechanics".
 */
export function resolveBattle(req: BattleRequest): BattleResult | string {
  const a = unitStats(req.attacker.unit);
  const d = unitStats(req.defender.unit);
  if (!dieOk(req.attacker.die)) return `The attack die must be 1 to 6 (got ${req.attacker.die}).`;
  if (!dieOk(req.defender.die)) return `The defense die must be 1 to 6 (got ${req.defender.die}).`;
  if (!Number.isInteger(req.distance) || req.distance < 1) return `The distance must be a whole number of tiles, at least 1 (got ${req.distance}).`;
  const attackerRange = a.rng + (req.attackerRangeBonus ?? 0);
  if (req.distance > attackerRange) {
    return `${a.name} has Range Power ${attackerRange}: a target ${req.distance} tiles away is out of range (rules: "Battle Mechanics").`;
  }
  const defenderRange = d.rng + (req.defenderRangeBonus ?? 0);
  const outOfReach = req.distance > defenderRange;
  const attackTotal = a.atk + req.attacker.die + req.attacker.modifier;
  const defenseTotal = d.def + req.defender.die + req.defender.modifier - (outOfReach ? OUT_OF_REACH_PENALTY : 0);
  const winner: BattleWinner = attackTotal > defenseTotal ? 'attacker' : attackTotal < defenseTotal ? 'defender' : 'tie';
  const steps = [
    `Attack: ${a.name} Attack Power ${a.atk} ${signed(req.attacker.die)} (red die)${req.attacker.modifier ? ` ${signed(req.attacker.modifier)} (cards)` : ''} = ${attackTotal}`,
    `Defense: ${d.name} Defense Power ${d.def} ${signed(req.defender.die)} (blue die)${req.defender.modifier ? ` ${signed(req.defender.modifier)} (cards)` : ''}${
      outOfReach ? ` − 2 (the attacker is ${req.distance} tiles away, beyond Range Power ${defenderRange})` : ''
    } = ${defenseTotal}`,
    winner === 'attacker'
      ? `${attackTotal} beats ${defenseTotal}: the defending ${d.name} is removed.`
      : winner === 'defender'
        ? `${defenseTotal} beats ${attackTotal}: the attacking ${a.name} is removed.`
        : `Tie at ${attackTotal}: no one is removed; the ${a.name} cannot attack again this turn.`,
  ];
  return { attackTotal, defenseTotal, outOfReach, winner, steps };
}

/** What an assault on a city did. */
export interface AssaultResult {
  /** Shields removed, in order. */
  readonly shieldsRemoved: number;
  readonly capitalRemoved: boolean;
  /** Dice not used because a roll failed (the attack is over for this turn) or nothing was left to attack. */
  readonly unusedDice: number;
  readonly steps: readonly string[];
}

/** The total an assault roll must reach to remove a shield or the capital. */
export const ASSAULT_TARGET = 6;

/**
 * Assault a city tile the unit occupies: each roll (red die + Attack Power + card effects) of 6 or more removes one
 * Defense Shield, and the player rolls again; with no shields left, 6 or more removes the Capital City. A roll
 * under 6 ends the assault for this turn.
 * Rules: Nedca "Winning Conditions" (5- Military Force) and "City Tile Defense".
 */
export function resolveAssault(unit: UnitKind, modifier: number, shields: number, dice: readonly number[]): AssaultResult | string {
  const s = unitStats(unit);
  const bad = dice.findIndex((d) => !dieOk(d));
  if (bad >= 0) return `Roll ${bad + 1} must be 1 to 6 (got ${dice[bad]}).`;
  if (dice.length === 0) return 'Enter at least one roll.';
  let left = shields;
  let removed = 0;
  let capital = false;
  const steps: string[] = [];
  let used = 0;
  for (const die of dice) {
    if (capital) break;
    used += 1;
    const total = s.atk + die + modifier;
    const target = left > 0 ? 'a Defense Shield' : 'the Capital City';
    if (total >= ASSAULT_TARGET) {
      steps.push(`${s.name}: ${s.atk} ${signed(die)}${modifier ? ` ${signed(modifier)}` : ''} = ${total} ≥ 6: removes ${target}.`);
      if (left > 0) {
        left -= 1;
        removed += 1;
      } else capital = true;
    } else {
      steps.push(`${s.name}: ${s.atk} ${signed(die)}${modifier ? ` ${signed(modifier)}` : ''} = ${total} < 6: the attack on ${target} fails; no more attacks this turn.`);
      break;
    }
  }
  return { shieldsRemoved: removed, capitalRemoved: capital, unusedDice: dice.length - used, steps };
}
