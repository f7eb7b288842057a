/**
 * Invariants of a game state, for property tests and for a view that wants to assert its input.
 */
import { CRITICAL_DECK_SIZE } from '../data/criticalDeck';
import type { GameState } from './state';

/** Critical cards in the draw pile, the discard pile and next to warships: always 46. */
// Rules: Kalidasia "Game Components" — "Damage Cards x 46".
export function deckCount(s: GameState): number {
  return s.deck.draw.length + s.deck.discard.length + s.ships.reduce((n, x) => n + x.cards.length, 0);
}

/** Every broken invariant, as a sentence; empty when the state is sound. */
export function invariantProblems(s: GameState): string[] {
  const out: string[] = [];
  if (deckCount(s) !== CRITICAL_DECK_SIZE) out.push(`critical cards: ${deckCount(s)}, not ${CRITICAL_DECK_SIZE}`);
  const ids = [...s.deck.draw, ...s.deck.discard, ...s.ships.flatMap((x) => x.cards)];
  if (new Set(ids).size !== ids.length) out.push('a critical card is in two places');
  for (const x of s.ships) {
    if (x.hullDamage < 0) out.push(`${x.label}: negative hull damage`);
    if (x.reactor.spent < 0 || x.reactor.damaged < 0 || x.reactor.spent + x.reactor.damaged > x.reactor.rating) out.push(`${x.label}: reactor tokens ${x.reactor.spent}+${x.reactor.damaged} of ${x.reactor.rating}`);
    if (x.sensor.damaged < 0 || x.sensor.damaged > x.sensor.rating) out.push(`${x.label}: sensor damage ${x.sensor.damaged}`);
    if ((x.status === 'deployed') !== (x.pose !== null)) out.push(`${x.label}: pose and status disagree`);
    if (x.activation && !(s.action.active?.kind === 'ship' && s.action.active.ship === x.id)) out.push(`${x.label}: activation state while not active`);
  }
  for (const f of s.fighters) {
    if ((f.status === 'deployed') !== (f.pose !== null)) out.push(`${f.id}: pose and status disagree`);
    if (f.status !== 'deployed' && (f.disrupted || f.escorting !== null)) out.push(`${f.id}: off the table but disrupted or escorting`);
    if (f.moves < 0 || f.moves > 2) out.push(`${f.id}: ${f.moves} moves`);
  }
  for (const [p, board] of Object.entries(s.sensors)) for (const [t, n] of Object.entries(board)) if (n <= 0) out.push(`${p} sensor tokens on ${t}: ${n}`);
  for (const p of s.players) if ((s.hullInflicted[p] ?? 0) < 0) out.push(`${p}: negative hull inflicted`);
  return out;
}
