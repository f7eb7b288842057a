/**
 * Turn progression, elimination and the end of the game, on the whole state.
 */
import { controlled } from './board';
import { incomeFor } from './income';
import { phaseAfter } from './phases';
import { leaders, scoreOf, soleRuler, type Score } from './scoring';
import { newTurn, type KaladanPlayer, type KaladanState } from './state';
import { noUnits } from './units';

const inGame = (s: KaladanState): boolean[] => s.players.map((p) => !p.eliminated);

const setPlayer = (s: KaladanState, i: number, f: (p: KaladanPlayer) => KaladanPlayer): KaladanState => ({
  ...s,
  players: s.players.map((p, j) => (j === i ? f(p) : p)),
});
export { setPlayer };

/** Everyone's points as they stand. */
// Rules: Generals of Kaladan "6. Ending the Game" — Point System
export function scoresNow(s: KaladanState): Score[] {
  return s.players.map((p, i) => {
    const c = controlled(s.tiles, s.units, i);
    return scoreOf(i, p.crownsKilled, c.castles.length, p.scalps, c.others.length);
  });
}

/** The next seat still in the game after `from`, in the fixed turn order. */
// Rules: Generals of Kaladan "1. Turn Structure Overview" ("Turn order is fixed")
export function nextSeat(s: KaladanState, from: number): number {
  const n = s.players.length;
  for (let k = 1; k <= n; k++) {
    const i = (from + k) % n;
    if (!s.players[i]?.eliminated) return i;
  }
  return from;
}

/** Declare the sole ruler if only one Crown remains. */
// Rules: Generals of Kaladan "6. Ending the Game"
export function checkSoleRuler(s: KaladanState): KaladanState {
  const ruler = soleRuler(inGame(s));
  return ruler === null ? s : { ...s, result: { how: 'last-crown', winners: [ruler], scores: scoresNow(s) } };
}

/**
 * A Crown fell: the player is out, all their units leave the board (not to any dead pile),
 * and their Special Unit joins the victor's reserve for the victor's next turn.
 */
// Rules: Generals of Kaladan "5. Battle" — Crowns and Player Elimination; "4. Castle Control"
export function eliminate(s: KaladanState, player: number, by: number | null, specialsOnBoard: number): KaladanState {
  const out = s.players[player];
  if (!out || out.eliminated) return s;
  const specials = out.inventory.special + out.pendingSpecials + specialsOnBoard;
  let next: KaladanState = {
    ...setPlayer(s, player, (p) => ({ ...p, eliminated: true, inventory: noUnits(), pendingSpecials: 0 })),
    units: s.units.filter((u) => u.owner !== player),
    finalRound: s.finalRound ? { ...s.finalRound, pending: s.finalRound.pending.filter((i) => i !== player) } : null,
  };
  if (by !== null) {
    next = setPlayer(next, by, (p) => ({ ...p, crownsKilled: p.crownsKilled + 1, pendingSpecials: p.pendingSpecials + specials }));
  }
  next = checkSoleRuler(next);
  if (!next.result && player === next.turn.player) next = endTurn(next);
  return next;
}

/**
 * End the current turn: the next player in turn order starts at the Event Phase, receiving any
 * Special Units won last turn. With the timer deck exhausted, the final round counts down and
 * ends in scoring.
 */
// Rules: Generals of Kaladan "6. Reinforcement Phase" ("After Reinforcement, your turn ends"), "6. Ending the Game"
export function endTurn(s: KaladanState): KaladanState {
  let finalRound = s.finalRound;
  if (finalRound) {
    finalRound = finalRound.started
      ? { started: true, pending: finalRound.pending.filter((i) => i !== s.turn.player && !s.players[i]?.eliminated) }
      : { started: true, pending: finalRound.pending.filter((i) => !s.players[i]?.eliminated) };
    if (finalRound.pending.length === 0) {
      const scores = scoresNow(s);
      return { ...s, finalRound, result: { how: 'timer', winners: leaders(scores, inGame(s)), scores } };
    }
  }
  const seat = finalRound?.pending[0] ?? nextSeat(s, s.turn.player);
  const started = setPlayer(s, seat, (p) => ({
    ...p,
    inventory: { ...p.inventory, special: p.inventory.special + p.pendingSpecials },
    pendingSpecials: 0,
  }));
  return { ...started, finalRound, turn: newTurn(s.turn.number + 1, seat) };
}

/**
 * Go on to the next phase. Entering the Income Phase pays the income; leaving the
 * Reinforcement Phase ends the turn.
 */
// Rules: Generals of Kaladan "2. Phase-by-Phase Breakdown", "2. Income Phase"
export function advancePhase(s: KaladanState): KaladanState {
  const next = phaseAfter(s.turn.phase);
  if (next === null) return endTurn(s);
  let out: KaladanState = { ...s, turn: { ...s.turn, phase: next } };
  if (next === 'income') {
    const c = controlled(s.tiles, s.units, s.turn.player);
    const income = incomeFor(c.castles.length, c.others.length);
    out = setPlayer(out, s.turn.player, (p) => ({ ...p, gold: p.gold + income.gold }));
    out = { ...out, turn: { ...out.turn, income } };
  }
  return out;
}

/** Seats in turn order starting after `last` and ending with `last` (the final round). */
// Rules: Generals of Kaladan "6. Ending the Game" ("one final round starting from the next player")
export function finalRoundFrom(s: KaladanState, last: number): number[] {
  const n = s.players.length;
  return Array.from({ length: n }, (_, k) => (last + 1 + k) % n).filter((i) => !s.players[i]?.eliminated);
}
