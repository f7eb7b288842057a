/**
 * Everything that can happen at the table, as events for the log. The acting player is always the player
 * whose turn it is (`state.turn.player`); events never name them, so a replayed log cannot disagree.
 */
import type { Square } from './board';
import type { RoundRoll } from './combat';
import type { Resources } from './lands';

export type CaledaEvent =
  /** The current player's turn ends; the next player's begins and their set-aside gold is available again. */
  | { readonly type: 'endTurn' }
  /** Enter (or correct) the two resources of a square with no marker; not an action. */
  | { readonly type: 'setResources'; readonly square: Square; readonly resources: Resources }
  /**
   * One action: move one unit or a group (all on one square) to `to`. Ending on an own unclaimed outpost claims
   * it, on an opponent's marker salts it, on an own salted square reclaims it, on a capital takes/reclaims it.
   * A square with an opponent's units or structure starts a combat, resolved by the events below.
   */
  | {
      readonly type: 'move';
      readonly units: readonly number[];
      readonly to: Square;
      /** The destination's two resources, typed in the move itself when they were not known yet (not a separate action). */
      readonly resources?: Resources;
    }
  /** One action: upgrade a unit one rank (Infantry → Cavalry → General), paying the card's cost. */
  | { readonly type: 'upgrade'; readonly unit: number }
  /** One action: build a tower on an empty square of the city, or upgrade the player's tower there to a castle. */
  | { readonly type: 'build'; readonly square: Square }
  /**
   * One round of the combat in progress: the attacker's chosen unit (chosen first) against the defender's,
   * with the dice rolled; `rolls` holds the complete ties re-rolled before the deciding roll.
   * `ambush`: the attacker uses Ambush (+3 dice) on this unit for this round, paying the power's cost.
   */
  | {
      readonly type: 'combatRound';
      readonly attackerUnit: number;
      readonly defenderUnit: number;
      readonly ambush?: boolean;
      readonly rolls: readonly RoundRoll[];
    }
  /** The defenders are gone: one attacking unit rolls against the structure on the square. */
  | { readonly type: 'structureRoll'; readonly unit: number; readonly dice: readonly number[] }
  /** Power: one unit attacks a unit on an adjacent square without risk; the winner of the round as in combat. */
  | {
      readonly type: 'bombard';
      readonly unit: number;
      readonly target: Square;
      readonly defenderUnit: number;
      readonly rolls: readonly RoundRoll[];
    }
  /** Power: move a unit to a square with another of the player's unmoved units or one of their claimed outposts/capital. */
  | { readonly type: 'transport'; readonly unit: number; readonly to: Square }
  /** Power the app does not model (kind `other`): pays its cost and records it. */
  | { readonly type: 'usePower'; readonly note?: string }
  /** Pay gold for something the app does not model (set aside like any spent gold). */
  | { readonly type: 'spendGold'; readonly amount: number; readonly note: string };

export type CaledaEventType = CaledaEvent['type'];
