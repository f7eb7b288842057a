/**
 * Gold pieces per player. A player's pieces are all theirs (`total`); pieces used this turn are set
 * aside (`setAside`) until that player's next turn; the rest are available. Pure.
 */

// Rules: Caleda "Using Gold Pieces" — "When a player uses their gold the pieces are not returned to the
// bank, but are set aside until the following turn when they can be used again."
/** A player's gold: every piece they hold, and how many of those are set aside this turn. */
export interface Gold {
  readonly total: number;
  readonly setAside: number;
}

// Rules: Caleda "Beginning the Game" — "Players begin by taking a card … and one gold piece from the bank."
export const STARTING_GOLD: Gold = { total: 1, setAside: 0 };

/** Pieces that can be used now. */
export const goldAvailable = (g: Gold): number => g.total - g.setAside;

// Rules: Caleda "Claiming Resource Squares" / "Salting the Land" / "Multi-player Games" — a piece taken from the bank.
/** Take `n` pieces from the bank (claiming an outpost, reclaiming a salted square or a capital). */
export function goldGain(g: Gold, n = 1): Gold {
  return { total: g.total + n, setAside: g.setAside };
}

// Rules: Caleda "Salting the Land" — "The player whose square has been salted must return one gold piece
// to the bank." and "Multi-player Games" — "The player who lost their capital loses one gold piece".
/**
 * Return one piece to the bank: from the available pieces first, then from those set aside.
 * A player with no pieces returns nothing (gold never goes below zero).
 */
export function goldLose(g: Gold): Gold {
  if (g.total <= 0) return { total: 0, setAside: 0 };
  const total = g.total - 1;
  return { total, setAside: Math.min(g.setAside, total) };
}

/** Why `name` cannot pay `cost` for `what`, or null when they can. */
export function goldSpendProblem(g: Gold, cost: number, name: string, what: string): string | null {
  if (!Number.isInteger(cost) || cost < 0) return `A cost must be a whole number of gold pieces; got ${String(cost)}.`;
  const available = goldAvailable(g);
  if (available >= cost) return null;
  const aside = g.setAside > 0 ? ` (${g.setAside} set aside until their next turn)` : '';
  return `${name} has ${available} gold available${aside}, ${what} costs ${cost}.`;
}

// Rules: Caleda "Using Gold Pieces"
/** Use `cost` pieces: they are set aside, not returned to the bank. Check `goldSpendProblem` first. */
export function goldSpend(g: Gold, cost: number): Gold {
  return { total: g.total, setAside: g.setAside + cost };
}

// Rules: Caleda "Using Gold Pieces" — set-aside pieces "can be used again" on the player's following turn.
/** The start of this player's turn: every set-aside piece is available again. */
export function goldNewTurn(g: Gold): Gold {
  return { total: g.total, setAside: 0 };
}
