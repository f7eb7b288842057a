/**
 * Undo that does not reveal (issue 21). When the app holds the critical deck, the cards an attack drew were seen by
 * the players; undoing the attack puts the deck back as it was, so a redraw would show the very same cards — the
 * players could peek at the deck by undoing. The app therefore records the seen cards (`deckSeen`): they go to the
 * bottom of the draw pile, in the order seen, so the redraw comes from cards not yet seen. The cards stay in the
 * deck (46 conserved) and come round again only after every unseen card has been drawn, or at the next reshuffle.
 * Rules: Kalidasia "Critical Damage Cards" — the deck is shuffled and drawn from the top; the rules are silent on
 * taking a draw back (a player would expect a fresh card, not the one just seen).
 */
import type { DeckStep } from '../rules/combat/types';
import type { GameEvent, GameEventBody } from './events';
import type { WarshipDamage } from './outcomes';
import type { GameState } from './state';
import { because } from './helpers';
import { ok, no, type ApplyResult } from './verdict';

const S_CARDS = 'Critical Damage Cards';

const draws = (steps: readonly DeckStep[]): string[] => steps.flatMap((x) => ('draw' in x ? [x.draw] : []));
const fromDamage = (d: WarshipDamage | undefined): string[] => (d ? draws(d.deck) : []);

/** Every critical card an event drew from the deck, in the order drawn. */
export function cardsDrawnBy(e: GameEventBody): string[] {
  switch (e.type) {
    case 'fire':
      return e.outcome.kind === 'power' ? fromDamage(e.outcome.damage) : [];
    case 'fighterAttack':
      return e.outcome.kind === 'power' || e.outcome.kind === 'precision' ? fromDamage(e.outcome.damage) : [];
    case 'missileStrike':
      return fromDamage(e.outcome.damage);
    default:
      return [];
  }
}

/**
 * The cards an undone event showed that are still hidden in the draw pile of `s` (the state the undo returns to):
 * what a `deckSeen` event must send to the bottom. Empty with a physical deck (the players hold their own cards).
 */
export function cardsSeenOnUndo(s: GameState, undone: GameEventBody): string[] {
  if (!s.deck.ordered) return [];
  const seen = cardsDrawnBy(undone);
  return seen.filter((c, i) => s.deck.draw.includes(c) && seen.indexOf(c) === i);
}

// Rules: Kalidasia "Critical Damage Cards" — seen cards go to the bottom of the draw pile (see the module comment).
export function onDeckSeen(s: GameState, e: Extract<GameEvent, { type: 'deckSeen' }>): ApplyResult {
  if (!s.deck.ordered) return no(because('The players hold a physical critical deck: shuffle it at the table instead.', S_CARDS));
  if (e.cards.length === 0) return no('Name the cards that were seen.');
  if (new Set(e.cards).size !== e.cards.length) return no('Each seen card is named once.');
  const missing = e.cards.filter((c) => !s.deck.draw.includes(c));
  if (missing.length > 0) return no(because(`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in the draw pile.`, S_CARDS));
  const rest = s.deck.draw.filter((c) => !e.cards.includes(c));
  return ok({ ...s, deck: { ...s.deck, draw: [...rest, ...e.cards] } });
}
