/**
 * Setting up a Caleda game: kingdoms typed from their cards, the board, capitals and starting units.
 */
import { boardSizeProblem, squareCount, squareName, squareValid, type BoardSize, type Square } from './board';
import { STARTING_GOLD } from './gold';
import { isOutpost, resourcesKnown, resourcesProblem, type Resources } from './lands';
import {
  CALEDA_STATE_VERSION,
  withNewUnit,
  type CaledaPlayer,
  type CaledaSquare,
  type CaledaState,
  type KingdomCosts,
  type KingdomPower,
} from './state';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 9;

/** One kingdom at set-up. */
export interface CaledaPlayerSetup {
  readonly name: string;
  readonly colour: string;
  /** The two resources at the top of the kingdom card. */
  readonly resources: Resources;
  readonly actions: number;
  readonly costs: KingdomCosts;
  readonly power: KingdomPower;
  /** The square chosen for the capital (one of the kingdom's outposts). */
  readonly capital: Square;
  /** Starting units indicated on the card; one of them begins as a Cavalry. */
  readonly startingUnits: number;
}

export interface CaledaSetup {
  readonly size: BoardSize;
  /**
   * Each square's two resources, row by row; [] (or the whole list omitted) for squares not entered yet —
   * they can be entered during play with a `setResources` event before a unit ends a move there.
   */
  readonly resources?: readonly Resources[];
  /** The kingdoms in turn order (clockwise from the first player). */
  readonly players: readonly CaledaPlayerSetup[];
}

const whole = (n: number, min: number, max: number): boolean => Number.isInteger(n) && n >= min && n <= max;

function playerProblem(p: CaledaPlayerSetup, i: number, size: BoardSize): string | null {
  const who = p.name.trim() === '' ? `Player ${i + 1}` : p.name;
  if (p.name.trim() === '') return `Player ${i + 1} needs a name.`;
  if (p.colour.trim() === '') return `${who} needs a colour.`;
  const res = resourcesProblem(p.resources, `${who}'s kingdom card`);
  if (res) return res;
  if (!whole(p.actions, 1, 20)) return `${who}: actions per turn must be a whole number from 1 to 20.`;
  for (const [k, v] of Object.entries(p.costs)) {
    if (!whole(v, 0, 99)) return `${who}: the ${k} cost must be a whole number of gold pieces (0–99).`;
  }
  if (p.power.name.trim() === '') return `${who}: name the kingdom's power.`;
  if (!whole(p.startingUnits, 1, 30)) return `${who}: starting units must be a whole number from 1 to 30.`;
  if (!squareValid(size, p.capital)) return `${who}: the capital must be a square of the board.`;
  return null;
}

// Rules: Caleda "Beginning the Game" — "A player's capital must be placed on one of their outposts."
/** A problem with a set-up, or null when the game can start. */
export function caledaSetupProblem(setup: CaledaSetup): string | null {
  const sizeProblem = boardSizeProblem(setup.size);
  if (sizeProblem) return sizeProblem;
  const n = setup.players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) return `Caleda is for ${MIN_PLAYERS} to ${MAX_PLAYERS} kingdoms; ${n} entered.`;
  const cells = squareCount(setup.size);
  if (setup.resources !== undefined) {
    if (setup.resources.length !== cells) return `The board has ${cells} squares; resources were given for ${setup.resources.length}.`;
    for (const [sq, r] of setup.resources.entries()) {
      if (r.length === 0) continue;
      const p = resourcesProblem(r, `Square ${squareName(setup.size, sq)}`);
      if (p) return p;
    }
  }
  for (const [i, p] of setup.players.entries()) {
    const problem = playerProblem(p, i, setup.size);
    if (problem) return problem;
  }
  const lower = (x: string): string => x.trim().toLowerCase();
  const keyOf: Record<'name' | 'colour' | 'resources' | 'capital square', (p: CaledaPlayerSetup) => string> = {
    name: (p) => lower(p.name),
    colour: (p) => lower(p.colour),
    resources: (p) => [...p.resources].map(lower).sort().join('+'),
    'capital square': (p) => String(p.capital),
  };
  for (const [label, key] of Object.entries(keyOf)) {
    const first = new Map<string, string>();
    for (const p of setup.players) {
      const prev = first.get(key(p));
      if (prev !== undefined) return `${prev} and ${p.name} have the same ${label}.`;
      first.set(key(p), p.name);
    }
  }
  for (const p of setup.players) {
    const r = setup.resources?.[p.capital] ?? [];
    if (resourcesKnown(r) && !isOutpost(p.resources, r)) {
      return `${p.name}'s capital must stand on one of their outposts (${p.resources.join(' and ')}); ${squareName(setup.size, p.capital)} has ${r.join(' and ')}.`;
    }
  }
  return null;
}

// Rules: Caleda "Beginning the Game" — "one gold piece from the bank"; "On the square they have chosen, players
// place their capital along with a tower and the starting units indicated on their card (one unit begins as a
// cavalry)." "The first player's turn begins once everyone has placed their capital and starting units."
/** The starting state. Throws on an invalid set-up (check `caledaSetupProblem` first). */
export function initialCaleda(setup: CaledaSetup): CaledaState {
  const problem = caledaSetupProblem(setup);
  if (problem) throw new Error(problem);
  const cells = squareCount(setup.size);
  const squares: CaledaSquare[] = Array.from({ length: cells }, (_, sq) => {
    const given = setup.resources?.[sq] ?? [];
    const capitalOf = setup.players.findIndex((p) => p.capital === sq);
    const kingdom = setup.players[capitalOf];
    // A capital stands on its kingdom's outpost, so an unentered capital square takes the kingdom's resources.
    const resources = given.length === 0 && kingdom ? [...kingdom.resources] : [...given];
    return { resources, marker: null, structure: kingdom ? { kind: 'tower', owner: capitalOf } : null };
  });
  const players: CaledaPlayer[] = setup.players.map((p) => ({
    name: p.name.trim(),
    colour: p.colour.trim(),
    resources: [...p.resources],
    actions: p.actions,
    costs: { ...p.costs },
    power: { kind: p.power.kind, name: p.power.name.trim() },
    capital: p.capital,
  }));
  let state: CaledaState = {
    version: CALEDA_STATE_VERSION,
    size: { width: setup.size.width, height: setup.size.height },
    squares,
    players,
    gold: players.map(() => STARTING_GOLD),
    units: [],
    nextUnitId: 1,
    capitalHolders: players.map((_, i) => i),
    turn: { player: 0, round: 1, actionsUsed: 0 },
    combat: null,
    victory: null,
  };
  setup.players.forEach((p, i) => {
    for (let k = 0; k < p.startingUnits; k++) state = withNewUnit(state, i, k === 0 ? 'cavalry' : 'infantry', p.capital);
  });
  return state;
}
