/**
 * The Economy Phase helper: Gold from capitals, worker yields by tile, team Gold and lease payments.
 */
import type { Resource, ResourceDelta } from './resources';

/** 2 Gold for each Capital City a house controls (its own, and any it occupies). */
// Rules: Nedca "TURN PHASES" — 1- Economy Phase A; "WINNING CONDITIONS" (note on occupying a City Tile)
export function capitalGold(capitalsControlled: number): number {
  return 2 * capitalsControlled;
}

export const TILE_KINDS = ['goldmine', 'plains', 'forest', 'mountain', 'cliff'] as const;
export type TileKind = (typeof TILE_KINDS)[number];
export const TILE_NAMES: Readonly<Record<TileKind, string>> = {
  goldmine: 'Goldmine',
  plains: 'Grass Plains',
  forest: 'Forest',
  mountain: 'Mountain',
  cliff: 'Cliff',
};

/**
 * The resource each terrain tile yields to a Worker on it. The rulebook shows this as a picture only;
 * the mapping is PROVISIONAL (what a player would expect from the tile art: mine → Gold,
 * plains → Food, forest → Wood, mountain → Stone, cliff → Iron).
 */
export const TILE_YIELD: Readonly<Record<TileKind, Resource>> = {
  goldmine: 'gold',
  plains: 'food',
  forest: 'wood',
  mountain: 'stone',
  cliff: 'iron',
};

/** Workers per tile kind. */
export type WorkerPlacement = Readonly<Partial<Record<TileKind, number>>>;

/** A Worker collects 1 resource of the tile it is on, every turn. */
// Rules: Nedca "TURN PHASES" — 1- Economy Phase C
export function workerYield(workers: WorkerPlacement): ResourceDelta {
  const out: Partial<Record<Resource, number>> = {};
  for (const t of TILE_KINDS) {
    const n = workers[t] ?? 0;
    if (n > 0) out[TILE_YIELD[t]] = (out[TILE_YIELD[t]] ?? 0) + n;
  }
  return out;
}

/** Team Gold: 1 for a team of two, 2 for three or more members; none outside a team. */
// Rules: Nedca "TURN PHASES" — 1- Economy Phase E; "GAME MECHANICS" — Joining and Leaving Teams A
export function teamGold(members: number): number {
  return members >= 3 ? 2 : members === 2 ? 1 : 0;
}

/**
 * What a lessee pays one leaser in its Economy Phase for `cards` leased from it:
 * 2 Gold for the 1st card, then 1 more for every other card (1 → 2, 2 → 3, 3 → 4);
 * team members lease "without any fee".
 */
// Rules: Nedca "GAME MECHANICS" — Leasing Buildings & Technology Cards; Joining and Leaving Teams D
export function leasePayment(cards: number, sameTeam: boolean): number {
  if (sameTeam || cards <= 0) return 0;
  return 2 + (cards - 1);
}

/** At most 3 cards leased from each other house. */
// Rules: Nedca "GAME MECHANICS" — Leasing Buildings & Technology Cards
export const MAX_LEASED_PER_LEASER = 3;
/** Returning a leased card early (lessee pays 3), a leaser cancelling (pays 5), defaulting (−3 Influence), attacking the leaser (−10 Influence per card). */
// Rules: Nedca "GAME MECHANICS" — Leasing Buildings & Technology Cards
export const LEASE_RETURN_FEE = 3;
export const LEASE_CANCEL_FEE = 5;
export const LEASE_DEFAULT_PENALTY = 3;
export const LEASE_ATTACK_PENALTY = 10;

export interface EconomyIncome {
  readonly capitals: number;
  readonly capitalGold: number;
  readonly workers: ResourceDelta;
  readonly teamGold: number;
}

/** The income the app computes for the Economy Phase (A, C, E); card bonuses (B, D, F) are typed in. */
// Rules: Nedca "TURN PHASES" — 1- Economy Phase
export function economyIncome(capitalsControlled: number, workers: WorkerPlacement, teamMembers: number): EconomyIncome {
  return { capitals: capitalsControlled, capitalGold: capitalGold(capitalsControlled), workers: workerYield(workers), teamGold: teamGold(teamMembers) };
}

/**
 * Workers stay on their tiles from one Economy Phase to the next: the last placement, trimmed (from the last
 * tile kind) when Workers have been lost since.
 */
// Rules: Nedca "TURN PHASES" — 1- Economy Phase C (a Worker collects from the tile it is on)
export function keptWorkers(last: WorkerPlacement, workers: number): Partial<Record<TileKind, number>> {
  const out: Partial<Record<TileKind, number>> = {};
  let left = Math.max(0, workers);
  for (const t of TILE_KINDS) {
    const n = Math.min(left, Math.max(0, Math.floor(last[t] ?? 0)));
    if (n > 0) out[t] = n;
    left -= n;
  }
  return out;
}
