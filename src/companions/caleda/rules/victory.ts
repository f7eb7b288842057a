/**
 * Victory conditions, checked after every event. Pure.
 */
import { citySquares } from './board';
import { nameOfSquare, playerName, type CaledaState, type CaledaVictory } from './state';

// Rules: Caleda "Fortified City" — "To create a fortified city a player must build castles on all five
// possible squares." and "Multi-player Games" — "(including on a captured enemy capital)".
/** The capital square around which `p` has castles on all five squares, or null. */
export function fortifiedCityOf(s: CaledaState, p: number): number | null {
  for (const [owner, holder] of s.capitalHolders.entries()) {
    if (holder !== p) continue;
    const capital = s.players[owner]?.capital;
    if (capital === undefined) continue;
    const all = citySquares(s.size, capital).every((sq) => {
      const st = s.squares[sq]?.structure;
      return st?.kind === 'castle' && st.owner === p;
    });
    if (all) return capital;
  }
  return null;
}

/** How many castles of the five `p` has around the capital they hold (their best city): for progress displays. */
export function cityCastles(s: CaledaState, p: number): number {
  let best = 0;
  for (const [owner, holder] of s.capitalHolders.entries()) {
    const capital = s.players[owner]?.capital;
    if (holder !== p || capital === undefined) continue;
    const n = citySquares(s.size, capital).filter((sq) => {
      const st = s.squares[sq]?.structure;
      return st?.kind === 'castle' && st.owner === p;
    }).length;
    best = Math.max(best, n);
  }
  return best;
}

// Rules: Caleda "General Overview" — victory "by taking their capital, removing all of their units from the
// board, or completing a fortified city"; "Taking The Capital"; "Multi-player Games" — "A player wins a
// multi-player game by completing a fortified city (including on a captured enemy capital), defeating all
// enemy units, or by holding on to all enemy capitals while retaining their own capital."
/** Who has won now, and how, or null. `mover` is checked first (the player whose action it was). */
export function victoryIn(s: CaledaState, mover: number): CaledaVictory | null {
  const n = s.players.length;
  const order = [mover, ...s.players.map((_, i) => i).filter((i) => i !== mover)];
  for (const p of order) {
    const city = fortifiedCityOf(s, p);
    if (city !== null) {
      return { player: p, how: 'fortified-city', message: `${playerName(s, p)} completed a fortified city around ${nameOfSquare(s, city)} and wins.` };
    }
  }
  for (const p of order) {
    const others = s.players.map((_, i) => i).filter((i) => i !== p);
    const capitals = s.capitalHolders.every((h) => h === p);
    if (n === 2 && capitals) {
      const loser = others[0] ?? 0;
      return { player: p, how: 'capital-taken', message: `${playerName(s, p)} took ${playerName(s, loser)}'s capital and wins.` };
    }
    if (n > 2 && capitals) {
      return { player: p, how: 'all-capitals-held', message: `${playerName(s, p)} holds every enemy capital while keeping their own, and wins.` };
    }
    const hasUnits = s.units.some((u) => u.owner === p);
    if (hasUnits && s.units.every((u) => u.owner === p)) {
      return { player: p, how: 'all-units-defeated', message: `${playerName(s, p)} defeated every enemy unit and wins.` };
    }
  }
  return null;
}
