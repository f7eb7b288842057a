/**
 * State of a Legends of Kalidasia game, as folded from its event log (DESIGN.md §1).
 * Plain data (JSON-safe apart from the effective pack, which is kept by reference and
 * rebuilt from the saved setup). Every field a player can see on the table has a place here:
 * token poses, velocity, reactor/sensor tokens, hull damage, critical cards, fighter damage
 * tokens and destruction piles, missiles, the critical deck, scores.
 * Source: ../shared/rules/kalidasia-core-rules-2.2.0.txt.
 */
import type { Pose, Segment, Zone } from '../../geometry';
import type { FighterId, KalidasiaPack, ManeuverKind, ShipCode } from '../data/types';
import type { Squadron } from '../rules/squadron';
import type { DualStatus, EngineAllocation, ReactorState, SensorState, ThrusterAllocation } from '../rules/systems';

export type PlayerId = string;

export type ScenarioId = 'squadronEngagement' | 'escalation' | 'orbitalContain';

export interface PlayerSetup {
  readonly id: PlayerId;
  readonly name: string;
  readonly squadron: Squadron;
  /** This player's deployment zone (the scenario map; see `defaultDeploymentZones`). */
  readonly zone: Zone;
}

export interface GameSetup {
  readonly scenario: ScenarioId;
  /** Number of turns (Squadron Engagement: "Normally a game will be played for six turns"). */
  readonly turns: number;
  readonly players: readonly PlayerSetup[];
  /**
   * Units a player activates each time it is their turn: 1, or more "by agreement" when every
   * squadron is 100 points or larger ("Action Phase").
   */
  readonly unitsPerActivation: number;
  /**
   * The critical deck's order when the app holds the deck (top first, a permutation of the 46 ids),
   * or `null` for a physical deck: then any card still in the draw pile may be drawn.
   */
  readonly deckOrder: readonly string[] | null;
  /** The playing surface in inches (default 72" × 48": "The ideal size for a playing surface is 6' x 4'"). */
  readonly table?: { readonly width: number; readonly height: number };
}

export type Phase =
  | { readonly kind: 'deployment' }
  | { readonly kind: 'initiative' }
  | { readonly kind: 'status' }
  | { readonly kind: 'action' }
  | { readonly kind: 'missiles' }
  | { readonly kind: 'end' }
  | { readonly kind: 'over' };

/** Where a token is. `reserve`: not deployed yet (or an Escalation replacement not yet used). */
export type ShipStatus = 'reserve' | 'deployed' | 'destroyed';

/** Dual status and permanent critical cards on a warship, with the card ids that mark them. */
export interface ShipCriticals {
  readonly armor: DualStatus;
  readonly armorCompromised: DualStatus;
  readonly thrusters: DualStatus;
  readonly engines: DualStatus;
  readonly thrustersJammed: boolean;
  /** One per battery (clockwise from the lower-left corner of the stat card). */
  readonly weapons: readonly DualStatus[];
}

/** What the active warship has done so far in its activation ("Activating a Warship" steps 1–6). */
export interface ShipActivation {
  readonly step: 'sensors' | 'engines' | 'move' | 'moved';
  readonly engine: EngineAllocation | null;
  readonly primary: ManeuverKind | null;
  readonly thrusters: ThrusterAllocation;
  /** Where the warship was when step 6 began, and the path it flew (centre segments). */
  readonly start: Pose | null;
  readonly path: readonly Segment[];
  /** Battery indexes fired this activation ("Each battery can only fire once during a warship's activation"). */
  readonly fired: readonly number[];
  /** The wings escorting it when its activation began (they activate with it). */
  readonly escorts: readonly string[];
}

export interface ShipState {
  /** The uid from the squadron (the white box on the token), e.g. `HHF-1`. */
  readonly id: string;
  readonly owner: PlayerId;
  readonly code: ShipCode;
  /** Display name: class and uid, e.g. `Hammerhead Frigate HHF-1`. */
  readonly label: string;
  readonly upgrades: readonly string[];
  /** Points including upgrades (scoring). */
  readonly value: number;
  readonly status: ShipStatus;
  readonly pose: Pose | null;
  /** Index into the class's velocity track. */
  readonly velocity: number;
  readonly reactor: ReactorState;
  readonly sensor: SensorState;
  /** Points of hull damage suffered (yellow then red tokens). */
  readonly hullDamage: number;
  readonly criticals: ShipCriticals;
  /** Critical cards lying next to this stat card (dual status first cards, permanents, weapon cards). */
  readonly cards: readonly string[];
  readonly activated: boolean;
  readonly activation: ShipActivation | null;
  /** Batteries that attacked this turn (anti-fighter defensive fire needs a battery "not yet attacked this turn"). */
  readonly usedThisTurn: readonly number[];
  /** Upgrade cards turned face down this turn (flipped up in the end phase). */
  readonly flipped: readonly string[];
  /** Upgrade cards discarded when used (gone for the rest of the game). */
  readonly discardedUpgrades?: readonly string[];
  /** Escalation: the destroyed warship this one replaced. */
  readonly replaces: string | null;
  /** Turn in which it was destroyed (for the record). */
  readonly destroyedTurn: number | null;
}

/**
 * `deployed`: on the battlefield. `yellow`/`red`: in a destruction pile. `waiting`: survived the
 * regroup roll but found no legal spot ("must wait for a future status phase"). `discarded`: out of the game.
 */
export type FighterStatus = 'reserve' | 'deployed' | 'yellow' | 'red' | 'waiting' | 'discarded';

export interface FighterState {
  /** e.g. `Hunter 3`. */
  readonly id: string;
  readonly owner: PlayerId;
  readonly kind: FighterId;
  readonly status: FighterStatus;
  readonly pose: Pose | null;
  /** Carries a damage token ("Fighter Disruption"). */
  readonly disrupted: boolean;
  /** Friendly warships this wing was fully aligned with when the turn began. */
  readonly alignedAtStart: readonly string[];
  /** The warship it escorts this turn. */
  readonly escorting: string | null;
  /** Moved between the warship and an enemy wing this turn ("Warship Escorting", once per turn). */
  readonly interposed: boolean;
  readonly activated: boolean;
  /** Attacked (or joined a dogfight) this turn: "a fighter can still only attack once per turn". */
  readonly attacked: boolean;
  /** Movement steps taken in its current activation. */
  readonly moves: number;
  /** Disrupted during its own activation: the activation ended for it. */
  readonly stopped: boolean;
  /** Redeployed in this turn's status phase: cannot escort this turn. */
  readonly redeployedTurn: number | null;
  /** Escalation: deployed as an escort of a replacement warship. */
  readonly replacement: boolean;
  /** The turn it last placed a Scout sensor token ("Weapon Special Abilities": once per turn). */
  readonly scoutedTurn?: number;
  /** The turn it last flew Bomber Cover (once per turn). */
  readonly coverTurn?: number;
}

export interface MissileState {
  readonly id: string;
  readonly owner: PlayerId;
  /** The warship that launched it, and the battery. */
  readonly ship: string;
  readonly battery: number;
  /** Power dice per missile (the numeric part of its power stat). */
  readonly power: number;
  readonly pose: Pose;
  /** The enemy warship it is in contact with, after its movement. */
  readonly contact: string | null;
}

/** The unit being activated in the action phase. */
export type ActiveUnit =
  | { readonly kind: 'ship'; readonly ship: string; readonly player: PlayerId }
  | { readonly kind: 'fighters'; readonly fighters: readonly string[]; readonly player: PlayerId; readonly steps: number };

export interface InitiativeState {
  /** Latest die of each contender (the first roll, then re-rolls of tied players). */
  readonly rolls: Readonly<Record<PlayerId, number>>;
  /** Bonuses applied so far (from upgrade cards, "lowest roller applies first"). */
  readonly bonus: Readonly<Record<PlayerId, number>>;
  /** Upgrade cards used for initiative this turn, as `shipId/upgradeId`. */
  readonly used: readonly string[];
  /** Totals of earlier rounds; tied players re-roll and their new totals break the tie. */
  readonly keys: Readonly<Record<PlayerId, readonly number[]>>;
  /** Players who still have to roll (everyone first; then the tied players). */
  readonly toRoll: readonly PlayerId[];
  /** Players in the order they decide on bonuses (lowest roll first), and whose turn it is. */
  readonly bonusOrder: readonly PlayerId[];
  readonly bonusAt: number;
  /** Consecutive players who passed without adding a bonus. */
  readonly passes: number;
}

export interface StatusState {
  /** Players who rolled for their destruction piles this turn. */
  readonly regrouped: readonly PlayerId[];
  readonly redeployed: readonly PlayerId[];
  readonly escortsChosen: readonly PlayerId[];
}

export interface ActionState {
  /** The order chosen by the initiative winner, or `null` until chosen. */
  readonly order: readonly PlayerId[] | null;
  readonly orderKind: 'initiative' | 'reverse' | null;
  /** Index into `order` of the player whose turn it is to activate. */
  readonly at: number;
  /** Units activated in the current player's go (for several units per activation). */
  readonly inGo: number;
  readonly active: ActiveUnit | null;
  /** Missile movement: players who have moved their missiles. */
  readonly missilesMoved: readonly PlayerId[];
}

export interface CriticalDeckState {
  /** Draw pile, top first. Order matters only when `ordered`. */
  readonly draw: readonly string[];
  readonly discard: readonly string[];
  readonly ordered: boolean;
}

export interface ScoreEntry {
  readonly player: PlayerId;
  readonly points: number;
  readonly why: string;
}

export interface GameResult {
  /** `null` for a tie. */
  readonly winner: PlayerId | null;
  readonly reason: string;
  readonly scores: Readonly<Record<PlayerId, number>>;
  readonly lines: readonly ScoreEntry[];
}

export interface GameState {
  readonly pack: KalidasiaPack;
  readonly setup: GameSetup;
  readonly players: readonly PlayerId[];
  readonly turn: number;
  readonly phase: Phase;
  /** Deployment: the players in deployment order (lowest roll first) once rolled, and whose go it is. */
  readonly deployOrder: readonly PlayerId[] | null;
  readonly deployAt: number;
  readonly deployRolls: Readonly<Record<PlayerId, readonly number[]>>;
  readonly deployToRoll: readonly PlayerId[];
  /** Initiative order of this turn (highest total first), once resolved. */
  readonly initiative: readonly PlayerId[] | null;
  readonly init: InitiativeState;
  readonly status: StatusState;
  readonly action: ActionState;
  readonly ships: readonly ShipState[];
  readonly fighters: readonly FighterState[];
  readonly missiles: readonly MissileState[];
  readonly missileSeq: number;
  /** Sensor tokens each player has on enemy warships: player → target warship → tokens. */
  readonly sensors: Readonly<Record<PlayerId, Readonly<Record<string, number>>>>;
  readonly deck: CriticalDeckState;
  /** Hull damage each player has inflicted (Escalation Battle). */
  readonly hullInflicted: Readonly<Record<PlayerId, number>>;
  /** Battlefield control points (Orbital Contain), scored in the end phase of turns 3, 5 and 6. */
  readonly controlPoints: Readonly<Record<PlayerId, number>>;
  readonly controlLog: readonly ScoreEntry[];
  readonly result: GameResult | null;
}
