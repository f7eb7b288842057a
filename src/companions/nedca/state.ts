/** Nedca tracker state, set-up and events (plain JSON). */
import type { AssaultResult, BattleRequest, BattleResult } from './rules/battle';
import type { Purse, Resource, WorkerYield } from './rules/economy';
import type { Victory } from './rules/victory';
import type { UnitKind } from './rules/units';

export interface NedcaSetup {
  readonly players: readonly { readonly name: string; readonly colour: string }[];
  /** The first round's turn order (player indexes), drawn with the Player Turn Tokens or by the app. */
  readonly order: readonly number[];
  /** The Star at the end of the Influence Tracker (read it off your board; provisional default). */
  readonly influenceGoal: number;
  /** Influence needed for level 2 and level 3 (read them off your board; provisional defaults). */
  readonly influenceLevels: readonly [number, number];
}

export type Phase = 'economy' | 'operations' | 'action' | 'cleanup';
export const PHASES: readonly Phase[] = ['economy', 'operations', 'action', 'cleanup'];

export interface NedcaPlayer {
  readonly name: string;
  readonly colour: string;
  readonly purse: Purse;
  readonly influence: number;
  readonly bonds: number;
  /** Defense Shields on the city tile (2 at the start; the third waits on the player board). */
  readonly shields: number;
  readonly spareShields: number;
  readonly capital: boolean;
  readonly eliminated: boolean;
  readonly objectives: number;
  readonly gems: number;
  /** Building, Technology and Special cards on the player's board (influence tie-break). */
  readonly cardsOnBoard: number;
  /** Cards in hand (hand limit 7 at the end of the turn). */
  readonly hand: number;
  /** Team 1–3, or null. */
  readonly team: number | null;
  /** Cards leased from each other player: leaser index → count. */
  readonly leases: Readonly<Record<number, number>>;
}

export interface BattleRecord {
  readonly attacker: number;
  readonly defender: number;
  readonly request: BattleRequest;
  readonly result: BattleResult;
}

export interface NedcaState {
  readonly setup: NedcaSetup;
  readonly players: readonly NedcaPlayer[];
  readonly round: number;
  readonly order: readonly number[];
  /** Position in `order` of the player whose turn it is. */
  readonly turn: number;
  readonly phase: Phase;
  readonly economyDone: boolean;
  /** True after the last player's turn, until the next round's order is set. */
  readonly awaitingOrder: boolean;
  readonly lastBattle: BattleRecord | null;
  readonly lastAssault: (AssaultResult & { readonly attacker: number; readonly defender: number }) | null;
  readonly winner: (Victory & { readonly team: readonly number[] }) | null;
  readonly ended: boolean;
}

export type TrackField = Resource | 'influence' | 'objectives' | 'gems' | 'cardsOnBoard' | 'hand' | 'spareShields';

export type NedcaEvent =
  | { readonly type: 'economy'; readonly capitals: number; readonly yields: WorkerYield }
  | { readonly type: 'adjust'; readonly player: number; readonly field: TrackField; readonly delta: number; readonly note?: string }
  | { readonly type: 'phase'; readonly phase: Phase }
  | { readonly type: 'buyBond'; readonly player: number }
  | { readonly type: 'joinTeam'; readonly player: number; readonly team: number }
  | { readonly type: 'leaveTeam'; readonly player: number }
  | { readonly type: 'lease'; readonly player: number; readonly from: number }
  | { readonly type: 'returnLease'; readonly player: number; readonly from: number; readonly by: 'leasing' | 'leaser' }
  | { readonly type: 'battle'; readonly attacker: number; readonly defender: number; readonly request: BattleRequest }
  | { readonly type: 'assault'; readonly attacker: number; readonly defender: number; readonly unit: UnitKind; readonly modifier: number; readonly dice: readonly number[] }
  | { readonly type: 'endTurn' }
  | { readonly type: 'newRound'; readonly order: readonly number[] }
  | { readonly type: 'endGame' };
