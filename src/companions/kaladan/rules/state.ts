/**
 * The shape of a game of Generals of Kaladan as the tracker keeps it, and its set-up.
 * Plain JSON with a version number.
 */
import { countOf } from '../../../words';
import { boardProblem, tileOwner, type TileDef, type Unit } from './board';
import type { Income } from './income';
import type { Phase } from './phases';
import type { Score } from './scoring';
import { UNIT_KINDS, UNIT_NAMES, noUnits, type UnitCounts, type UnitKind } from './units';

export const KALADAN_STATE_VERSION = 1;
export const MIN_PLAYERS = 2;

export interface KaladanPlayerSetup {
  readonly name: string;
  /** Starting gold (default 0). */
  readonly gold?: number;
  /** Units in reserve, not yet on the board (the inventory purchases and free spawns come from). */
  readonly inventory?: Partial<Record<UnitKind, number>>;
  /** Magic cards in hand at the start (default 0). */
  readonly magicCards?: number;
  /** The player's colour on the screens (display only). */
  readonly colour?: string;
}

export interface KaladanSetup {
  /** Players in turn order: fixed for the whole game. The first plays first. */
  readonly players: readonly KaladanPlayerSetup[];
  readonly tiles: readonly TileDef[];
  /** Units on the board at the start; each player has exactly one Crown. */
  readonly units: ReadonlyArray<{ readonly owner: number; readonly kind: UnitKind; readonly tile: string; readonly upgraded?: boolean }>;
  /** Event-deck timer option: the number of event cards, or null/omitted to play until one Crown remains. */
  readonly eventDeck?: number | null;
}

export interface KaladanPlayer {
  readonly name: string;
  readonly gold: number;
  readonly inventory: UnitCounts;
  /** Units defeated in battle or by events (what resurrection draws on). */
  readonly dead: UnitCounts;
  /** Special Units taken from eliminated players, deployable from this player's next turn. */
  readonly pendingSpecials: number;
  readonly magicCards: number;
  readonly crownsKilled: number;
  readonly scalps: number;
  readonly eliminated: boolean;
  /** Display colour chosen at set-up, if any. */
  readonly colour?: string;
}

export interface KaladanTurn {
  /** 1, 2, … counting every player's turn. */
  readonly number: number;
  readonly player: number;
  readonly phase: Phase;
  readonly eventDrawn: boolean;
  /** The income collected on entering the Income Phase this turn. */
  readonly income: Income | null;
  /** Castles that already spawned this turn. */
  readonly spawned: readonly string[];
  readonly action: 'move' | 'swap' | 'battle' | null;
  readonly reinforced: boolean;
}

export interface KaladanResult {
  readonly how: 'last-crown' | 'timer';
  readonly winners: readonly number[];
  readonly scores: readonly Score[];
}

export interface KaladanState {
  readonly version: typeof KALADAN_STATE_VERSION;
  readonly players: readonly KaladanPlayer[];
  readonly tiles: readonly TileDef[];
  readonly units: readonly Unit[];
  /** Next number for a unit id ("u<n>"). */
  readonly nextUnit: number;
  readonly upgradedCastles: readonly string[];
  readonly turn: KaladanTurn;
  /** Event cards left when the deck is the timer, else null. */
  readonly eventDeck: number | null;
  /** Once the timer deck runs out: seats still to play their final turn. */
  readonly finalRound: { readonly pending: readonly number[]; readonly started: boolean } | null;
  readonly result: KaladanResult | null;
}

const isCount = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** A problem with the set-up, or null when the game can start. */
export function kaladanSetupProblem(setup: KaladanSetup): string | null {
  const n = setup.players.length;
  if (n < MIN_PLAYERS) return `Generals of Kaladan needs at least ${MIN_PLAYERS} players.`;
  for (const [i, p] of setup.players.entries()) {
    const who = p.name.trim() === '' ? `Player ${i + 1}` : p.name;
    if (p.name.trim() === '') return `${who} needs a name.`;
    if (p.gold !== undefined && !isCount(p.gold)) return `${who}: starting gold must be a whole number of at least 0.`;
    if (p.magicCards !== undefined && !isCount(p.magicCards)) return `${who}: magic cards must be a whole number of at least 0.`;
    for (const [k, v] of Object.entries(p.inventory ?? {})) {
      if (!(UNIT_KINDS as readonly string[]).includes(k)) return `${who}: "${k}" is not a unit.`;
      if (!isCount(v)) return `${who}: ${k} in reserve must be a whole number of at least 0.`;
    }
  }
  const board = boardProblem(setup.tiles);
  if (board) return board;
  if (setup.eventDeck !== undefined && setup.eventDeck !== null && (!Number.isInteger(setup.eventDeck) || setup.eventDeck < 1)) {
    return 'The event deck timer needs the number of event cards (1 or more).';
  }
  const placed: Unit[] = [];
  for (const u of setup.units) {
    const tile = setup.tiles.find((t) => t.id === u.tile);
    if (!tile) return `A unit stands on an unknown tile "${u.tile}".`;
    if (!Number.isInteger(u.owner) || u.owner < 0 || u.owner >= n) return `A unit on ${u.tile} has no player ${u.owner + 1}.`;
    if (!(UNIT_KINDS as readonly string[]).includes(u.kind)) return `"${String(u.kind)}" is not a unit.`;
    const owner = tileOwner(placed, u.tile);
    if (owner !== null && owner !== u.owner) return `${u.tile}: two armies cannot share a tile.`;
    if (placed.filter((x) => x.tile === u.tile).length + 1 > tile.capacity) return `${u.tile} holds ${countOf(tile.capacity, 'unit')} at most.`;
    placed.push({ id: '', owner: u.owner, kind: u.kind, upgraded: false, tile: u.tile });
  }
  for (let i = 0; i < n; i++) {
    const crowns = placed.filter((u) => u.owner === i && u.kind === 'crown').length;
    if (crowns !== 1) return `${setup.players[i]?.name ?? ''} must have exactly one ${UNIT_NAMES.crown} on the board (${crowns} placed).`;
  }
  return null;
}

/** The starting state: the first player's Event Phase. Throws on an invalid set-up (check `kaladanSetupProblem` first). */
export function initialKaladan(setup: KaladanSetup): KaladanState {
  const problem = kaladanSetupProblem(setup);
  if (problem) throw new Error(problem);
  const players: KaladanPlayer[] = setup.players.map((p) => ({
    name: p.name,
    gold: p.gold ?? 0,
    inventory: { ...noUnits(), ...p.inventory },
    dead: noUnits(),
    pendingSpecials: 0,
    magicCards: p.magicCards ?? 0,
    crownsKilled: 0,
    scalps: 0,
    eliminated: false,
    ...(typeof p.colour === 'string' ? { colour: p.colour } : {}),
  }));
  const units: Unit[] = setup.units.map((u, i) => ({ id: `u${i + 1}`, owner: u.owner, kind: u.kind, upgraded: u.upgraded ?? false, tile: u.tile }));
  return {
    version: KALADAN_STATE_VERSION,
    players,
    tiles: setup.tiles.map((t) => ({ ...t, adjacent: [...t.adjacent] })),
    units,
    nextUnit: units.length + 1,
    upgradedCastles: [],
    turn: newTurn(1, 0),
    eventDeck: setup.eventDeck ?? null,
    finalRound: null,
    result: null,
  };
}

export function newTurn(number: number, player: number): KaladanTurn {
  return { number, player, phase: 'event', eventDrawn: false, income: null, spawned: [], action: null, reinforced: false };
}
