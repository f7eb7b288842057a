/**
 * What ending a move on a square does to markers, gold and capitals. Pure.
 */
import { squareNeighbours, type Square } from './board';
import { goldGain, goldLose } from './gold';
import { arrivalAt, capitalArrival, type Arrival, type CapitalArrival } from './lands';
import { capitalOwnerAt, withGold, withNewUnit, withSquare, withUnits, type CaledaState } from './state';

/** What `p` ending a move on `sq` would do: a capital change, a marker change, or nothing. */
export function arrivalFor(s: CaledaState, p: number, sq: Square): { capital: number; change: CapitalArrival } | { capital: null; change: Arrival } {
  const owner = capitalOwnerAt(s, sq);
  if (owner !== null) return { capital: owner, change: capitalArrival(p, owner, s.capitalHolders[owner] ?? owner) };
  const square = s.squares[sq];
  const kingdom = s.players[p]?.resources ?? [];
  return { capital: null, change: arrivalAt(p, kingdom, square?.resources ?? [], square?.marker ?? null) };
}

// Rules: Caleda "Multi-player Games" — "The victorious player may also now use/upgrade the defeated player's
// leftover defensive structures". Interpretation: the loser's structures on the four squares around the
// capital that none of the loser's units stand on pass to the new holder.
function takeLeftoverStructures(s: CaledaState, from: number, to: number, capital: Square): CaledaState {
  let out = s;
  for (const sq of squareNeighbours(s.size, capital)) {
    const st = out.squares[sq]?.structure;
    const guarded = out.units.some((u) => u.square === sq && u.owner === from);
    if (st && st.owner === from && !guarded) out = withSquare(out, sq, (x) => ({ ...x, structure: { kind: st.kind, owner: to } }));
  }
  return out;
}

// Rules: Caleda "Claiming Resource Squares", "Salting the Land", "Taking The Capital", "Multi-player Games"
/** Units of `p` end their move on `sq` (after winning any combat there): apply markers, gold and capitals. */
export function arriveAt(s0: CaledaState, p: number, ids: readonly number[], sq: Square): CaledaState {
  let s = withUnits(s0, ids, (u) => ({ ...u, square: sq }));
  const a = arrivalFor(s, p, sq);
  if (a.capital !== null) {
    const c = a.change;
    if (c.kind === 'none') return s;
    s = withGold(s, c.from, goldLose);
    s = withGold(s, p, goldGain);
    s = { ...s, capitalHolders: s.capitalHolders.map((h, i) => (i === a.capital ? p : h)) };
    if (c.kind === 'reclaim') return withSquare(s, sq, (x) => ({ ...x, marker: null }));
    s = withSquare(s, sq, (x) => ({ ...x, marker: { owner: p, salted: false } }));
    return takeLeftoverStructures(s, c.from, p, sq);
  }
  const c = a.change;
  switch (c.kind) {
    case 'claim':
      s = withSquare(s, sq, (x) => ({ ...x, marker: { owner: p, salted: false } }));
      return withNewUnit(withGold(s, p, goldGain), p, 'infantry', sq);
    case 'reclaim':
      s = withSquare(s, sq, (x) => ({ ...x, marker: x.marker && { ...x.marker, salted: false } }));
      return withGold(s, p, goldGain);
    case 'salt':
      s = withSquare(s, sq, (x) => ({ ...x, marker: x.marker && { ...x.marker, salted: true } }));
      return withGold(s, c.victim, goldLose);
    case 'none':
      return s;
  }
}
