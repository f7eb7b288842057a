/**
 * The set-up form's editable drafts (strings as typed) and their conversion to a `CaledaSetup`,
 * with a message naming the kingdom and the field when something cannot be read.
 */
import { withArticle } from '../../../words';
import { joinedBoardSize, squareAt, squareByName, squareName, type BoardSize } from '../rules/board';
import { caledaSetupProblem, type CaledaPlayerSetup, type CaledaSetup } from '../reducer';
import type { PowerKind } from '../rules/state';
import { PLAYER_COLOURS } from '../../shared/ui/PlayersEditor';

export interface KingdomDraft {
  name: string;
  colour: string;
  resource1: string;
  resource2: string;
  actions: string;
  cavalry: string;
  general: string;
  tower: string;
  castle: string;
  power: string;
  powerKind: PowerKind;
  powerName: string;
  startingUnits: string;
  capital: string;
}

export interface SetupDraft {
  /** One board's size in squares. */
  width: string;
  height: string;
  /** Boards joined side by side and one above the other (1 × 1: a single board). */
  across: string;
  down: string;
  kingdoms: KingdomDraft[];
}

/**
 * Example resource pairs so a new game can start at once. PROVISIONAL: the rulebook does not print the
 * kingdom cards; players overwrite these with the two resources on their own card.
 */
export const EXAMPLE_RESOURCES: readonly (readonly [string, string])[] = [
  ['Wheat', 'Iron'],
  ['Wood', 'Stone'],
  ['Fish', 'Salt'],
  ['Wool', 'Clay'],
  ['Gems', 'Spice'],
  ['Horses', 'Silk'],
  ['Wine', 'Copper'],
  ['Furs', 'Amber'],
  ['Olives', 'Marble'],
];

/**
 * PROVISIONAL defaults (the rulebook prints no board size, actions, costs or starting units; they come
 * from the board and the kingdom cards at the table): an 8×8 board, 3 actions, costs 2/4/3/5, power 2,
 * 3 starting units. Every one is editable on the set-up screen.
 */
export const PROVISIONAL_BOARD: BoardSize = { width: 8, height: 8 };

/** Spread `n` capitals over the board, away from each other. */
export function defaultCapital(size: BoardSize, i: number, n: number): string {
  const step = Math.max(1, Math.floor((size.width * size.height) / n));
  const k = i * step + Math.floor(step / 2);
  const col = (k % size.width) + (Math.floor(k / size.width) % 2);
  return squareName(size, squareAt(size, col, Math.floor(k / size.width)));
}

export function defaultKingdom(i: number, n: number, size: BoardSize = PROVISIONAL_BOARD): KingdomDraft {
  const [r1, r2] = EXAMPLE_RESOURCES[i % EXAMPLE_RESOURCES.length] ?? ['Wheat', 'Iron'];
  return {
    name: `Kingdom ${i + 1}`,
    colour: PLAYER_COLOURS[i % PLAYER_COLOURS.length] ?? '#888888',
    resource1: r1,
    resource2: r2,
    actions: '3',
    cavalry: '2',
    general: '4',
    tower: '3',
    castle: '5',
    power: '2',
    powerKind: (['bombard', 'ambush', 'transport'] as const)[i % 3] ?? 'other',
    powerName: ['Bombard', 'Ambush', 'Transport'][i % 3] ?? 'Power',
    startingUnits: '3',
    capital: defaultCapital(size, i, n),
  };
}

export function defaultDraft(n = 2): SetupDraft {
  return {
    width: String(PROVISIONAL_BOARD.width),
    height: String(PROVISIONAL_BOARD.height),
    across: '1',
    down: '1',
    kingdoms: Array.from({ length: n }, (_, i) => defaultKingdom(i, n)),
  };
}

const num = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The set-up the draft describes, or the first problem with it in words. */
export function setupFromDraft(d: SetupDraft): { setup: CaledaSetup } | { problem: string } {
  const across = num(d.across);
  const down = num(d.down);
  if (!Number.isInteger(across) || !Number.isInteger(down) || across < 1 || down < 1) return { problem: 'Joined boards: enter a whole number of boards across and down (1 for a single board).' };
  const size: BoardSize = joinedBoardSize({ width: num(d.width), height: num(d.height) }, across, down);
  const players: CaledaPlayerSetup[] = [];
  for (const [i, k] of d.kingdoms.entries()) {
    const who = k.name.trim() || `Kingdom ${i + 1}`;
    const capital = squareByName(size, k.capital);
    if (capital === null && Number.isInteger(size.width) && Number.isInteger(size.height)) {
      return { problem: `${who}: the capital “${k.capital}” is not a square of ${withArticle(`${size.width} × ${size.height} board`)} (e.g. C3).` };
    }
    players.push({
      name: k.name,
      colour: k.colour,
      resources: [k.resource1.trim(), k.resource2.trim()],
      actions: num(k.actions),
      costs: { cavalry: num(k.cavalry), general: num(k.general), tower: num(k.tower), castle: num(k.castle), power: num(k.power) },
      power: { kind: k.powerKind, name: k.powerName },
      capital: capital ?? -1,
      startingUnits: num(k.startingUnits),
    });
  }
  const setup: CaledaSetup = { size, players };
  const problem = caledaSetupProblem(setup);
  return problem ? { problem } : { setup };
}
