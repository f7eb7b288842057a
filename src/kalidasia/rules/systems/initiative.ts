/**
 * The initiative phase: each player's d6 plus bonuses (e.g. the Captain). Pure;
 * the rolls come in as arguments.
 */
import type { KalidasiaPack } from '../../data/types';

/** Initiative bonus from the upgrade cards in a squadron (e.g. Captain: +2). */
// Rules: Kalidasia "Initiative Phase" — "applies any bonuses or penalties from either the scenario rules or upgrade cards assigned to their squadron."
export function initiativeBonus(pack: KalidasiaPack, upgradeIds: readonly string[]): number {
  return upgradeIds.reduce((n, id) => n + (pack.upgrades.find((u) => u.id === id)?.initiativeBonus ?? 0), 0);
}

export interface InitiativeEntry {
  readonly player: string;
  readonly roll: number;
  /** Bonuses the player chose to apply this turn. */
  readonly bonus: number;
}

export type InitiativeResult =
  | { readonly kind: 'order'; readonly order: readonly string[]; readonly totals: Readonly<Record<string, number>> }
  | { readonly kind: 'reroll'; readonly players: readonly string[]; readonly totals: Readonly<Record<string, number>> };

/**
 * Initiative order (highest total first), or the players who must re-roll
 * because their totals are tied.
 */
// Rules: Kalidasia "Initiative Phase" — "Initiative Order means the play will start with the player whose initiative total was the highest"; ties are re-rolled.
export function initiativeResolve(entries: readonly InitiativeEntry[]): InitiativeResult {
  const totals: Record<string, number> = {};
  for (const e of entries) totals[e.player] = e.roll + e.bonus;
  const byTotal = new Map<number, string[]>();
  for (const e of entries) byTotal.set(e.roll + e.bonus, [...(byTotal.get(e.roll + e.bonus) ?? []), e.player]);
  const tied = [...byTotal.values()].filter((ps) => ps.length > 1).flat();
  if (tied.length > 0) return { kind: 'reroll', players: tied, totals };
  const order = [...entries].sort((a, b) => b.roll + b.bonus - (a.roll + a.bonus)).map((e) => e.player);
  return { kind: 'order', order, totals };
}

/** Reverse initiative order: lowest total first. */
export function reverseInitiative(order: readonly string[]): string[] {
  return [...order].reverse();
}
