/**
 * Events of a Kalidasia game: everything that happens at the table, with the dice and cards it
 * used, so that folding the log replays the game exactly (DESIGN.md §1).
 * Every event is versioned (`v`); `log.ts` migrates older versions on load.
 */
import type { Pose } from '../../geometry';
import type { FighterId, ManeuverKind, ShipCode } from '../data/types';
import type { EngineAllocation, ThrusterAllocation } from '../rules/systems';
import type { TurnOrder } from '../../geometry';
import type { AntiFighterOutcome, DogfightOutcome, MissileLaunchOutcome, MissileStrikeOutcome, PowerOutcome, PrecisionOutcome } from './outcomes';
import type { PlayerId } from './state';

/** Current event version. */
/** Version 2 (issue 22): an adjusted warship carries its escorts; version-1 adjusts are migrated to `escorts: 'left'`. */
export const EVENT_VERSION = 2;

export interface FighterPlacement {
  readonly fighter: string;
  readonly pose: Pose;
}

export type GameEventBody =
  // -- Deployment ("Deploying the Squadrons", Scenario 1 setup)
  | { readonly type: 'deployRoll'; readonly rolls: Readonly<Record<PlayerId, number>> }
  | {
      readonly type: 'deployShip';
      readonly player: PlayerId;
      readonly ship: string;
      readonly pose: Pose;
      /** Initial velocity: any slot of the track. */
      readonly velocity: number;
      /** Escorting fighters deployed with it, fully aligned. */
      readonly escorts: readonly FighterPlacement[];
      /** Where the placement came from, said in the log ("from the photo"); absent in events written before it existed. */
      readonly note?: string;
    }
  | { readonly type: 'deployFighters'; readonly player: PlayerId; readonly fighters: readonly FighterPlacement[]; readonly note?: string }
  // -- Initiative phase
  | { readonly type: 'initiativeRoll'; readonly rolls: Readonly<Record<PlayerId, number>> }
  /** A player applies bonuses (upgrade cards as `shipId/upgradeId`), or passes with none. */
  | { readonly type: 'initiativeBonus'; readonly player: PlayerId; readonly cards: readonly string[] }
  // -- Status phase
  | { readonly type: 'regroupRoll'; readonly player: PlayerId; readonly yellow: readonly number[]; readonly red: readonly number[] }
  | { readonly type: 'redeploy'; readonly player: PlayerId; readonly fighters: readonly FighterPlacement[]; readonly waiting: readonly string[] }
  | {
      readonly type: 'escorts';
      readonly player: PlayerId;
      readonly escorts: readonly { readonly fighter: string; readonly ship: string }[];
      /** Wings that stop escorting may be moved one inch away to show it. */
      readonly moved: readonly FighterPlacement[];
    }
  // -- Action phase
  | { readonly type: 'actionOrder'; readonly player: PlayerId; readonly order: 'initiative' | 'reverse' }
  | { readonly type: 'activateShip'; readonly player: PlayerId; readonly ship: string }
  | { readonly type: 'activateFighters'; readonly player: PlayerId; readonly fighters: readonly string[] }
  | { readonly type: 'sensors'; readonly ship: string; readonly placement: Readonly<Record<string, number>> }
  | {
      readonly type: 'engines';
      readonly ship: string;
      readonly engine: EngineAllocation;
      /** Chosen primary on a tie. */
      readonly primary?: ManeuverKind;
      /** Spend a reactor point on the vectored thrusters, and where their points go. */
      readonly thrusters: ThrusterAllocation | null;
    }
  | { readonly type: 'missileStrike'; readonly ship: string; readonly outcome: MissileStrikeOutcome }
  | { readonly type: 'move'; readonly ship: string; readonly distance: number; readonly turns: readonly TurnOrder[] }
  | {
      readonly type: 'fire';
      readonly ship: string;
      readonly battery: number;
      readonly target: { readonly kind: 'ship' | 'fighter' | 'missile'; readonly id: string };
      /** Where on its path the warship fired from (default: where it is now). */
      readonly from?: Pose;
      readonly outcome: PowerOutcome | AntiFighterOutcome;
    }
  | {
      readonly type: 'launchMissiles';
      readonly ship: string;
      readonly battery: number;
      /** Where on its path the warship launched from (default: where it is now); the missiles lie fully aligned with it there. */
      readonly from?: Pose;
      readonly outcome: MissileLaunchOutcome;
    }
  | {
      readonly type: 'fighterMove';
      readonly moves: readonly FighterPlacement[];
      /** Scout: a wing with the Scout ability places a sensor token on an enemy warship it moved over (once per turn). */
      readonly scout?: readonly { readonly fighter: string; readonly ship: string }[];
    }
  | {
      readonly type: 'fighterAttack';
      /** The declaring wing first, then supporters within 3". */
      readonly attackers: readonly string[];
      readonly target: { readonly kind: 'fighter' | 'ship'; readonly id: string };
      readonly outcome: DogfightOutcome | PowerOutcome | PrecisionOutcome;
    }
  | { readonly type: 'interpose'; readonly fighter: string; readonly pose: Pose }
  | { readonly type: 'activationEnd' }
  | { readonly type: 'missilesMoved'; readonly player: PlayerId; readonly moves: readonly { readonly missile: string; readonly toward: string; readonly pose: Pose; readonly contact: boolean }[] }
  // -- End phase
  | {
      readonly type: 'replacement';
      readonly player: PlayerId;
      readonly replaces: string;
      readonly ship: { readonly id: string; readonly code: ShipCode };
      readonly pose: Pose;
      readonly velocity: number;
      readonly escorts: readonly { readonly kind: FighterId; readonly pose: Pose }[];
    }
  | { readonly type: 'endTurn'; readonly deckOrder: readonly string[] | null }
  | { readonly type: 'concede'; readonly player: PlayerId }
  // -- Any time: the physical table is the truth (DESIGN.md; issue 13)
  /**
   * An upgrade (equipment / crew) card used as its card says: turned face down until the end phase (`flip`), discarded
   * for the rest of the game (`discard`), or only recorded (`use`), spending `reactor` points. Accepted in any phase
   * ("The upgrade card will indicate when the card can be used").
   */
  | { readonly type: 'upgradeUse'; readonly ship: string; readonly upgrade: string; readonly how: 'flip' | 'discard' | 'use'; readonly reactor?: number; readonly note?: string }
  /** Move a token to match the physical table. Accepted in any phase; the log shows from → to. */
  | {
      readonly type: 'adjust';
      readonly unit: TableUnit;
      readonly pose: Pose;
      readonly note?: string;
      /** A warship's escorts: carried with it (the default), or left where they are (adjusts written before version 2). */
      readonly escorts?: 'carried' | 'left';
    }
  /** The app holds the deck and an attack that drew these cards was undone: they were seen, so they go to the bottom (deckSeen.ts). */
  | { readonly type: 'deckSeen'; readonly cards: readonly string[] };

/** A unit on the table. */
export interface TableUnit {
  readonly kind: 'ship' | 'fighter' | 'missile';
  readonly id: string;
}

/**
 * The players overruled a geometric refusal ("the table says otherwise"): the event is applied
 * without the geometric checks (zone, arc, range, 3", alignment, track), and the log shows the ruling.
 */
export interface PlayerRuling {
  /** The refusal the players overruled, as the app gave it. */
  readonly overruled: string;
  /** What the players said, if anything. */
  readonly note?: string;
}

/**
 * An event as stored: its body and the version of its shape, a players' ruling when one was made, and
 * `group` when it was sent with others as one player action (a group of tokens moved at once): undo and
 * redo take the whole group. The reducer ignores it.
 */
export type GameEvent = GameEventBody & { readonly v: number; readonly ruling?: PlayerRuling; readonly group?: string };

export type GameEventType = GameEventBody['type'];

/** Stamp an event body with the current version. */
export const ev = (body: GameEventBody): GameEvent => ({ ...body, v: EVENT_VERSION });
