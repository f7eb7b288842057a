/**
 * The shape of a game of Nedca as the tracker keeps it, its set-up, and small helpers.
 * Plain JSON with a version number.
 */
import type { WorkerPlacement } from './economy';
import { STARTING_RESOURCES, type Resources } from './resources';
import { HAND_LIMIT, PROVISIONAL_INFLUENCE, SHIELDS_IN_RESERVE, SHIELDS_ON_CITY, STARTING_HAND, houseLevel, influenceTrackProblem, type InfluenceTrack } from './tracks';
import { turnOrderProblem } from './turnOrder';
import { STARTING_UNITS, type UnitCard, type UnitKind } from './units';
import type { HouseStanding, WinPath } from './victory';

export const NEDCA_STATE_VERSION = 1;
export const MIN_HOUSES = 2;
export const MAX_HOUSES = 5;

export interface NedcaHouseSetup {
  readonly name: string;
  readonly colour: string;
}

export interface NedcaSetup {
  readonly houses: readonly NedcaHouseSetup[];
  /** The first round's order (house indexes): drawn tokens, or a die roll with 2 players. */
  readonly order: readonly number[];
  /** The Influence Tracker's spaces (PROVISIONAL defaults; read them off the board). */
  readonly influence?: InfluenceTrack;
  /** Variant 3, Clockwise Gameplay: the same order every round, no tokens. */
  readonly clockwise?: boolean;
}

export type CardSide = 'building' | 'technology';

/** A card a house leases from another (it sits in the leaser's colour on the lessee's board). */
export interface Lease {
  readonly from: number;
  readonly kind: CardSide;
}

export interface NedcaHouse {
  readonly name: string;
  readonly colour: string;
  readonly resources: Resources;
  readonly influence: number;
  readonly bonds: number;
  readonly objectives: number;
  readonly gems: number;
  /** Constructed Building Cards and researched Technology Cards on the board (leased ones excluded). */
  readonly buildings: number;
  readonly technologies: number;
  /** Active Special Cards on the player board's slots. */
  readonly specials: number;
  readonly hand: number;
  /** Units of each kind on the Game Board. */
  readonly units: Readonly<Record<UnitKind, number>>;
  /** Unit upgrade / special unit card placed on a kind's space. */
  readonly cards: Readonly<Partial<Record<UnitKind, UnitCard>>>;
  /** Defense Shields on the City Tile, and kept on the player board. */
  readonly shields: number;
  readonly shieldReserve: number;
  /** The Capital City still stands. */
  readonly capital: boolean;
  /** Another house's unit occupies this house's City Tile. */
  readonly occupiedBy: number | null;
  readonly team: number | null;
  /** Cards leased from other houses. */
  readonly leases: readonly Lease[];
  readonly eliminated: boolean;
  /** Where the Workers stood at the last Economy Phase: they stay on their tiles until moved. */
  readonly workers?: WorkerPlacement;
}

export type Phase = 'economy' | 'operations' | 'action' | 'cleanup';
export const PHASES: readonly Phase[] = ['economy', 'operations', 'action', 'cleanup'];
export const PHASE_NAMES: Readonly<Record<Phase, string>> = {
  economy: 'Economy Phase',
  operations: 'Operations Phase',
  action: 'Action Phase',
  cleanup: 'Cleanup Phase',
};

export interface NedcaTurn {
  readonly round: number;
  /** This round's order of house indexes. */
  readonly order: readonly number[];
  /** Position in `order` of the house playing. */
  readonly index: number;
  readonly phase: Phase;
  readonly economyDone: boolean;
  readonly researched: boolean;
  readonly objectiveTaken: boolean;
  /** A city attack failed this turn: no more attacks on a city tile. */
  readonly cityAttackBlocked: boolean;
  /** Units of each kind that have attacked this turn and are still on the board (each attacks once). */
  readonly attacked: Readonly<Partial<Record<UnitKind, number>>>;
  /** The free 2 Knights + 1 Worker of a house without capital and units was taken this turn. */
  readonly freeRecruitTaken: boolean;
  /** The round is over and the next order must be drawn. */
  readonly awaitingOrder: boolean;
}

export interface NedcaResult {
  readonly winners: readonly number[];
  readonly paths: Readonly<Record<number, readonly WinPath[]>>;
  readonly reason: string;
}

export interface NedcaState {
  readonly version: typeof NEDCA_STATE_VERSION;
  readonly influenceTrack: InfluenceTrack;
  readonly clockwise: boolean;
  readonly houses: readonly NedcaHouse[];
  readonly turn: NedcaTurn;
  readonly result: NedcaResult | null;
}

/** A problem with the set-up, or null when the game can start. */
// Rules: Nedca "GAMEPLAY" — Player Preparations (2–5 houses; turn tokens, or a die roll with 2 players)
export function nedcaSetupProblem(setup: NedcaSetup): string | null {
  const n = setup.houses.length;
  if (n < MIN_HOUSES || n > MAX_HOUSES) return `Nedca is for ${MIN_HOUSES} to ${MAX_HOUSES} houses (got ${n}).`;
  for (const [i, h] of setup.houses.entries()) if (h.name.trim() === '') return `House ${i + 1} needs a name.`;
  const names = setup.houses.map((h) => h.name.trim().toLowerCase());
  if (new Set(names).size !== n) return 'Two houses have the same name.';
  const order = turnOrderProblem(
    setup.order,
    setup.houses.map((_, i) => i),
    null,
    false,
  );
  if (order) return order;
  return setup.influence ? influenceTrackProblem(setup.influence) : null;
}

/** The state at the start: every house with its starting resources, hand, units, shields and capital. */
// Rules: Nedca "GAMEPLAY" — Player Preparations; "PLAYER SETUP"
export function initialNedca(setup: NedcaSetup): NedcaState {
  return {
    version: NEDCA_STATE_VERSION,
    influenceTrack: setup.influence ?? PROVISIONAL_INFLUENCE,
    clockwise: setup.clockwise ?? false,
    houses: setup.houses.map((h) => ({
      name: h.name.trim(),
      colour: h.colour,
      resources: STARTING_RESOURCES,
      influence: 0,
      bonds: 0,
      objectives: 0,
      gems: 0,
      buildings: 0,
      technologies: 0,
      specials: 0,
      hand: STARTING_HAND,
      units: STARTING_UNITS,
      cards: {},
      shields: SHIELDS_ON_CITY,
      shieldReserve: SHIELDS_IN_RESERVE,
      capital: true,
      occupiedBy: null,
      team: null,
      leases: [],
      eliminated: false,
      workers: {},
    })),
    turn: {
      round: 1,
      order: [...setup.order],
      index: 0,
      phase: 'economy',
      economyDone: false,
      researched: false,
      objectiveTaken: false,
      cityAttackBlocked: false,
      attacked: {},
      freeRecruitTaken: false,
      awaitingOrder: false,
    },
    result: null,
  };
}

export const activeHouse = (s: NedcaState): number => s.turn.order[s.turn.index] ?? 0;

export function setHouse(s: NedcaState, i: number, f: (h: NedcaHouse) => NedcaHouse): NedcaState {
  return { ...s, houses: s.houses.map((h, j) => (j === i ? f(h) : h)) };
}

export const levelOf = (s: NedcaState, i: number): 1 | 2 | 3 => {
  const h = s.houses[i];
  return h ? houseLevel(h.influence, h.bonds, s.influenceTrack) : 1;
};

/** Capital Cities a house controls: its own (standing, not occupied) and those it occupies. */
// Rules: Nedca "TURN PHASES" — 1- Economy Phase A; "WINNING CONDITIONS" (note on occupying a City Tile)
export function capitalsControlled(s: NedcaState, i: number): number {
  return s.houses.reduce((n, h, j) => n + (h.capital && !h.eliminated && (j === i ? h.occupiedBy === null : h.occupiedBy === i) ? 1 : 0), 0);
}

/** Members of a team still in the game. */
export const teamMembers = (s: NedcaState, team: number | null): number[] => (team === null ? [] : s.houses.flatMap((h, i) => (h.team === team && !h.eliminated ? [i] : [])));

export const inGame = (s: NedcaState): number[] => s.houses.flatMap((h, i) => (h.eliminated ? [] : [i]));

export const standings = (s: NedcaState): HouseStanding[] =>
  s.houses.map((h) => ({
    influence: h.influence,
    bonds: h.bonds,
    objectives: h.objectives,
    gems: h.gems,
    cardsOnBoard: h.buildings + h.technologies + h.specials,
    team: h.team,
    eliminated: h.eliminated,
  }));

/** Over the hand limit at the end of the turn: how many cards must go. */
// Rules: Nedca "TURN PHASES" — 4- Cleanup Phase C
export const handExcess = (h: NedcaHouse): number => Math.max(0, h.hand - HAND_LIMIT);
