/**
 * The contract between the combat engine and the game log.
 *
 * THE COMBAT ENGINE (src/kalidasia/rules/combat, issue 5) WILL PRODUCE THESE. This module does not
 * resolve attacks: it records what the resolution decided — every die used, every card drawn by
 * id, every token hit — so that the reducer can apply the result to the game state, check what
 * the state alone can check (the unit exists and may act now, the battery is not destroyed, the
 * target is a legal kind and in range, the dice are dice, the cards are the ones in the deck), keep
 * the 46 critical cards conserved, and replay the log exactly.
 *
 * Sections: "Resolving the Attack", "Sensor Points", "Overcharging armor", "Resolving Critical Hits",
 * "Warship Destruction", "Critical Damage Cards", "Anti-Fighter Weapons", "Missile Weapons",
 * "Missile Damage", "Shooting Down Missiles", "Dogfighting", "Precision Attack", "Fighter Disruption".
 */
import type { Pose } from '../../geometry';

/** One step taken on the critical deck, in order (defined by the combat engine's deck). */
export type { DeckStep } from '../rules/combat/types';
import type { DeckStep } from '../rules/combat/types';

/**
 * What became of one drawn card. `apply`: placed next to the target warship and its effect
 * applied (the reducer decides from the card's category whether the card stays there or is
 * discarded after its tokens are placed). `discard`: drawn but not applied — Reinforced Armor's
 * ignored card, the card not chosen in a precision hit, a Reinforced SI cancellation.
 */
export interface CardFate {
  readonly card: string;
  readonly fate: 'apply' | 'discard';
  /** Weapon Damaged: the battery index the die (or the precision attacker) chose. */
  readonly battery?: number;
  /** Weapon Damaged: the die rolled to count batteries clockwise (none for precision hits). */
  readonly die?: number;
}

/**
 * Damage to one warship: hull damage, critical cards, destruction check.
 * `hullDamage` counts every point of hull damage this resolution inflicts, including Hull Damage
 * cards; the reducer places that many damage tokens (yellow, then red) and applies the other
 * card effects itself.
 */
export interface WarshipDamage {
  readonly hullDamage: number;
  readonly deck: readonly DeckStep[];
  readonly cards: readonly CardFate[];
  /** One die per red token after this damage, when a destruction check is due ("Warship Destruction"). */
  readonly destructionDice: readonly number[] | null;
  /** Upgrade cards of the target used on this damage (Reinforced SI): turned face down ("Using Upgrade Cards"). */
  readonly upgradesUsed?: readonly string[];
}

/** Fighter tokens hit by an anti-fighter attack or a dogfight ("Applying Damage from Anti-Fighter Weapons"). */
export interface FighterHits {
  /** Removed by a six (red damage pile). */
  readonly destroyed: readonly string[];
  /** Given a damage token; a second one destroys the wing (yellow damage pile). A wing given both tokens in one attack is listed twice. */
  readonly disrupted: readonly string[];
  /**
   * Bomber Cover: a hit the allocation gave to `bomber` (destroyed or disrupted) is applied to `by` instead, a friendly
   * non-bomber wing in contact with the bomber (once per turn per covering wing).
   */
  readonly cover?: readonly { readonly bomber: string; readonly by: string }[];
}

/** A power weapon (warship battery or bomber) against a warship. */
export interface PowerOutcome {
  readonly kind: 'power';
  /** Gun dice as finally read, after sensor and other re-rolls. */
  readonly gunDice: readonly number[];
  /** Re-rolls by sensor point: index of the die and the new value. */
  readonly sensorRerolls: readonly { readonly index: number; readonly value: number }[];
  readonly hits: number;
  readonly solidHits: number;
  /** The target spent a reactor point to halve the power dice. */
  readonly overcharge: boolean;
  readonly powerDice: readonly number[];
  readonly damage: WarshipDamage;
}

/** An anti-fighter weapon against fighters (or missiles). */
export interface AntiFighterOutcome {
  readonly kind: 'antiFighter';
  readonly dice: readonly number[];
  readonly fighters: FighterHits;
  /** Missiles shot down (the target and missiles within 3" of it). */
  readonly missilesDestroyed: readonly string[];
}

/** A missile battery fires: missiles placed fully aligned with the launcher ("Attacking with Missile Weapons"). */
export interface MissileLaunchOutcome {
  readonly kind: 'missileLaunch';
  /** Damaged battery: one die per gun, a missile for each 4+; empty when undamaged. */
  readonly dice: readonly number[];
  /** Poses of the placed missile tokens. */
  readonly placed: readonly Pose[];
}

/** Missiles in contact strike a warship at the start of its movement ("Missile Damage"). */
export interface MissileStrikeOutcome {
  /** Shots at the missiles first: anti-fighter batteries (index) and escorting fighters. */
  readonly shots: readonly {
    readonly battery?: number;
    readonly fighter?: string;
    /**
     * The missile the shot aimed at ("Shooting Down Missiles": "Missiles are targeted just like fighters"): range and a
     * combat-arc battery's arc are checked against it, and what it destroys must lie within 3" of it. Absent in logs
     * written before it was recorded (then nothing is checked against an aim).
     */
    readonly aim?: string;
    readonly dice: readonly number[];
    readonly destroyed: readonly string[];
  }[];
  /** Missiles that struck. */
  readonly struck: readonly string[];
  /** Overcharge per missile (each missile counts as a separate battery). */
  readonly overcharges: number;
  readonly powerDice: readonly number[];
  readonly damage: WarshipDamage;
}

/** A dogfight: attacker and supporters against the target wing and its friends within 3". */
export interface DogfightOutcome {
  readonly kind: 'dogfight';
  readonly attackerDice: readonly number[];
  readonly defenderDice: readonly number[];
  /** Blast bonus dice and High ROF re-rolls of each side, in die order ("Weapon Special Abilities"). */
  readonly attackerExtras?: { readonly bonus?: readonly number[]; readonly rerolls?: readonly number[] };
  readonly defenderExtras?: { readonly bonus?: readonly number[]; readonly rerolls?: readonly number[] };
  /** Fighters that returned fire (the target and friends within 3" of it). */
  readonly defenders: readonly string[];
  /** Hits on the defending side, and on the attacking side. */
  readonly onDefenders: FighterHits;
  readonly onAttackers: FighterHits;
}

/** A precision attack by fully aligned wings ("Precision Attack"). */
export interface PrecisionOutcome {
  readonly kind: 'precision';
  /**
   * The warship's defensive anti-fighter fire, if any. `aim`: the attacking wing the battery targeted (its hits lie within 3"
   * of it, "Applying Damage from Anti-Fighter Weapons"); absent in logs written before it was recorded.
   */
  readonly defensiveFire: { readonly battery: number; readonly aim?: string; readonly outcome: AntiFighterOutcome } | null;
  /**
   * Further anti-fighter batteries of the target that engaged the wings after the first, in order ("with any antifighter
   * weapons the warship carries if those weapons have not yet attacked this turn"); absent in logs from before.
   */
  readonly moreDefensiveFire?: readonly { readonly battery: number; readonly aim?: string; readonly outcome: AntiFighterOutcome }[];
  /** One die per surviving, undisrupted wing; 5+ is a precision hit. */
  readonly dice: readonly number[];
  /** All precision hits: cards drawn until two unique, one applied, the rest discarded. */
  readonly damage: WarshipDamage;
}
