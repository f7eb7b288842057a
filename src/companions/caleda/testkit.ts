/**
 * Test fixtures for the Caleda core (used by the *.test.ts files only).
 * A 6×6 board: columns A–F, rows 1–6. Every square holds Sand and Rock (no kingdom's) unless changed.
 */
import { applyCaleda, type CaledaEvent } from './reducer';
import { squareAt } from './rules/board';
import type { CaledaPlayerSetup, CaledaSetup } from './rules/setup';
import type { CaledaState, CaledaUnit } from './rules/state';
import type { Rank } from './rules/units';

export const SIZE = { width: 6, height: 6 } as const;

/** Square index from a name such as "C3". */
export function sq(name: string): number {
  const col = name.charCodeAt(0) - 65;
  const row = Number(name.slice(1)) - 1;
  return squareAt(SIZE, col, row);
}

export const TALAQ: CaledaPlayerSetup = {
  name: 'Talaq',
  colour: 'gold',
  resources: ['Iron', 'Wheat'],
  actions: 3,
  costs: { cavalry: 3, general: 5, tower: 4, castle: 6, power: 2 },
  power: { kind: 'ambush', name: 'Ambush' },
  capital: sq('C3'),
  startingUnits: 3,
};

export const RED: CaledaPlayerSetup = {
  name: 'Red',
  colour: 'red',
  resources: ['Wood', 'Stone'],
  actions: 3,
  costs: { cavalry: 2, general: 4, tower: 3, castle: 5, power: 2 },
  power: { kind: 'bombard', name: 'Bombard' },
  capital: sq('F6'),
  startingUnits: 3,
};

export const GREEN: CaledaPlayerSetup = {
  name: 'Green',
  colour: 'green',
  resources: ['Fish', 'Salt'],
  actions: 2,
  costs: { cavalry: 2, general: 4, tower: 3, castle: 5, power: 1 },
  power: { kind: 'transport', name: 'Transport' },
  capital: sq('E1'),
  startingUnits: 2,
};

/** Resources per square: Sand/Rock everywhere except the given squares. */
export function boardResources(special: Record<string, readonly string[]>): string[][] {
  const out: string[][] = Array.from({ length: SIZE.width * SIZE.height }, () => ['Sand', 'Rock']);
  for (const [name, r] of Object.entries(special)) out[sq(name)] = [...r];
  return out;
}

export const DEFAULT_SPECIAL: Record<string, readonly string[]> = {
  C3: ['Iron', 'Wheat'], // Talaq's capital
  F6: ['Wood', 'Stone'], // Red's capital
  E1: ['Fish', 'Salt'], // Green's capital
  A4: ['Fish', 'Salt'], // a Green outpost
  C5: ['Iron', 'Wheat'], // a Talaq outpost two squares south of the capital
  E3: ['Wood', 'Stone'], // a Red outpost two squares east of Talaq's capital
  D4: ['Iron', 'Sand'], // strong land (one resource) for Talaq
};

export function setupOf(players: readonly CaledaPlayerSetup[] = [TALAQ, RED], special = DEFAULT_SPECIAL): CaledaSetup {
  return { size: SIZE, resources: boardResources(special), players };
}

/** Units of `owner` on `square`, optionally of one rank. */
export function idsAt(s: CaledaState, square: string, owner: number, rank?: Rank): number[] {
  return s.units.filter((u) => u.square === sq(square) && u.owner === owner && (rank === undefined || u.rank === rank)).map((u) => u.id);
}

/** Put extra units on the board for a hand-made position. */
export function placeUnits(s: CaledaState, owner: number, square: string, ranks: readonly Rank[]): CaledaState {
  let next = s.nextUnitId;
  const units: CaledaUnit[] = ranks.map((rank) => ({ id: next++, owner, rank, square: sq(square), moved: false, upgraded: false, transportBonus: false }));
  return { ...s, units: [...s.units, ...units], nextUnitId: next };
}

/** Set one player's gold for a hand-made position. */
export function withGoldOf(s: CaledaState, p: number, total: number, setAside = 0): CaledaState {
  return { ...s, gold: s.gold.map((g, i) => (i === p ? { total, setAside } : g)) };
}

/** Apply events, failing the test with the reason if one is refused. */
export function run(s: CaledaState, events: readonly CaledaEvent[]): CaledaState {
  return events.reduce((st, e, i) => {
    const r = applyCaleda(st, e);
    if (!r.ok) throw new Error(`event ${i + 1} (${e.type}) refused: ${r.reason}`);
    return r.state;
  }, s);
}

/** The reason an event is refused (fails the test if it is accepted). */
export function refusal(s: CaledaState, e: CaledaEvent): string {
  const r = applyCaleda(s, e);
  if (r.ok) throw new Error(`expected ${e.type} to be refused`);
  return r.reason;
}

/** The first id of a list (fails the test when empty). */
export function first(xs: readonly number[]): number {
  if (xs[0] === undefined) throw new Error('no unit');
  return xs[0];
}
