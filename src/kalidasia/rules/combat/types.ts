/**
 * Shared shapes of the combat engine: explanation steps, the state of a target warship as the
 * engine needs it, and small helpers. Pure.
 * Source: ../shared/rules/kalidasia-core-rules-2.2.0.txt.
 */
import type { CriticalEffectStats } from '../../data/types';
import type { DualStatus } from '../systems';
import { countOf } from '../../../words';

/** One line of "why": what was rolled or decided, and the rulebook section that says so. */
export interface CombatStep {
  readonly section: string;
  readonly text: string;
}

export const step = (section: string, text: string): CombatStep => ({ section, text });

/** The explanation as a player reads it: one line per step, with its section. */
export function stepsText(steps: readonly CombatStep[]): string {
  return steps.map((s) => `${s.text} (${s.section})`).join('\n');
}

export type CombatResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };
export const ok = <T>(value: T): CombatResult<T> => ({ ok: true, value });
export const fail = <T>(reason: string): CombatResult<T> => ({ ok: false, reason });

/** Critical status of a warship's systems (structurally the game's ShipCriticals). */
export interface CriticalStatus {
  readonly armor: DualStatus;
  readonly armorCompromised: DualStatus;
  readonly thrusters: DualStatus;
  readonly engines: DualStatus;
  readonly thrustersJammed: boolean;
  /** One per battery, clockwise from the lower-left corner of the stat card. */
  readonly weapons: readonly DualStatus[];
}

export const criticalStatusNew = (batteries: number): CriticalStatus => ({
  armor: 'none',
  armorCompromised: 'none',
  thrusters: 'none',
  engines: 'none',
  thrustersJammed: false,
  weapons: Array.from({ length: batteries }, () => 'none' as DualStatus),
});

/** A warship as the target of an attack: what the rules of damage need to know. */
export interface WarshipTarget {
  readonly id: string;
  readonly label: string;
  /** Hull value from the stat card. */
  readonly hull: number;
  /** Hull damage already suffered. */
  readonly hullDamage: number;
  /** Critical value from the stat card (before Armor Compromised/Failed). */
  readonly criticalValue: number;
  readonly activeArmor: boolean;
  readonly criticals: CriticalStatus;
  /** Reactor points it can still spend this turn. */
  readonly reactorAvailable: number;
  /** The attacker's sensor tokens on it. */
  readonly sensorTokens: number;
  /** Reinforced Armor upgrade, face up: the first critical card of an attack is ignored. */
  readonly reinforcedArmor?: boolean;
  /** The stat card's battery names, clockwise from the lower left (a Weapon Damaged card names the one it lands on). */
  readonly batteryNames?: readonly string[];
  /** Reinforced SI upgrade (assigned or free equipment), face up: the defender may use it once the battery's cards are drawn. */
  readonly reinforcedSI?: boolean;
}

/** The weapon battery as the attack needs it (a subset of the pack's WeaponBatteryStats). */
export interface BatteryInput {
  readonly name: string;
  readonly gunCount: number;
  readonly power: number;
  readonly specials: readonly string[];
}

/** Pack quantities behind the critical cards' wording (provisional values live in the pack). */
export type Effects = Pick<CriticalEffectStats, 'armorCompromisedCritical' | 'armorFailedCritical' | 'armorDamagedOverchargeCost'>;

/** The rulebook does not give these; the shipped pack's provisional values (see data/maneuvers.ts). */
export const DEFAULT_EFFECTS: Effects = { armorCompromisedCritical: 1, armorFailedCritical: 2, armorDamagedOverchargeCost: 2 };

/**
 * The critical value the power dice must reach, after Armor Compromised / Failed.
 */
// Rules: Kalidasia "Critical Damage Cards" — "Armor Compromised / Failed - This card makes it easier for a warship to take future critical hits." (how much easier is provisional, from the pack)
export function effectiveCriticalValue(t: Pick<WarshipTarget, 'criticalValue' | 'criticals'>, fx: Effects): number {
  const c = t.criticals.armorCompromised;
  const less = c === 'destroyed' ? fx.armorFailedCritical : c === 'damaged' ? fx.armorCompromisedCritical : 0;
  return Math.max(1, t.criticalValue - less);
}

export const isDie = (d: unknown): d is number => typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= 6;

export function diceProblem(dice: readonly number[], what: string): string | null {
  const i = dice.findIndex((d) => !isDie(d));
  return i < 0 ? null : `${what}: die ${i + 1} shows ${String(dice[i])}, not a result of a six-sided die.`;
}

export const list = (xs: readonly (number | string)[]): string => (xs.length === 0 ? 'nothing' : xs.join(', '));
export const plural = (n: number, one: string, many?: string): string => countOf(n, one, many);

/** One step taken on the critical deck, in order. */
export type DeckStep =
  /** The top card (or, with a physical deck, the card the player turned over). */
  | { readonly draw: string }
  /** "If the critical hit deck runs out of cards, shuffle the cards in the discard pile": the new order, top first. */
  | { readonly reshuffle: readonly string[] };
