import { describe, expect, it } from 'vitest';
import { cardsDrawnBy, cardsSeenOnUndo } from './deckSeen';
import type { GameEventBody } from './events';
import { dracoFiring } from './scenes.testing';
import type { GameState } from './state';
import { play, tryApply } from './testkit.testing';
import { describeEvent } from './describe';
import { ev } from './events';

/** SFP-1's Pulse Beams at HHF-1 with one critical hit: the top card of the deck. */
const fire = (card: string): GameEventBody => ({
  type: 'fire',
  ship: 'SFP-1',
  battery: 0,
  target: { kind: 'ship', id: 'HHF-1' },
  outcome: { kind: 'power', gunDice: [6, 6], sensorRerolls: [], hits: 2, solidHits: 2, overcharge: false, powerDice: [6, 1], damage: { hullDamage: 2, deck: [{ draw: card }], cards: [{ card, fate: 'apply' }], destructionDice: null } },
});

const appDeck = (s: GameState): GameState => ({ ...s, deck: { ...s.deck, ordered: true } });

describe('undo does not reveal: a card seen in an undone draw goes to the bottom of an app-held deck', () => {
  it('after undo + deckSeen the redraw comes from a card not yet seen; the seen card is last; 46 conserved', () => {
    const s = appDeck(dracoFiring());
    const top = s.deck.draw[0] as string;
    const attack = fire(top);
    expect(tryApply(s, attack).ok).toBe(true);
    expect(cardsDrawnBy(attack)).toEqual([top]);
    // Undo returns to `s`; the app records what was seen.
    const seen = cardsSeenOnUndo(s, attack);
    expect(seen).toEqual([top]);
    const s2 = play(s, { type: 'deckSeen', cards: seen });
    expect(s2.deck.draw[0]).not.toBe(top);
    expect(s2.deck.draw.at(-1)).toBe(top);
    expect([...s2.deck.draw].sort()).toEqual([...s.deck.draw].sort());
    expect(s2.deck.discard).toEqual(s.deck.discard);
    // The seen card cannot be drawn again now; the new top card can.
    expect(tryApply(s2, fire(top)).ok).toBe(false);
    expect(tryApply(s2, fire(s2.deck.draw[0] as string)).ok).toBe(true);
    expect(describeEvent(s, ev({ type: 'deckSeen', cards: seen })).text).toMatch(/^Undone draw: the critical card seen \(.+\) goes to the bottom of the deck/);
  });

  it('a physical deck is the players’ own: nothing to record, and deckSeen is refused with its section', () => {
    const s = dracoFiring();
    expect(s.deck.ordered).toBe(false);
    const card = s.deck.draw[0] as string;
    expect(cardsSeenOnUndo(s, fire(card))).toEqual([]);
    const r = tryApply(s, { type: 'deckSeen', cards: [card] });
    expect(r).toMatchObject({ ok: false, reason: expect.stringContaining('(rules: "Critical Damage Cards")') });
  });

  it('refuses a card that is not in the draw pile, and events that draw nothing see nothing', () => {
    const s = appDeck(dracoFiring());
    const r = tryApply(s, { type: 'deckSeen', cards: ['hullDamage-99'] });
    expect(r.ok).toBe(false);
    expect(cardsSeenOnUndo(s, { type: 'activationEnd' })).toEqual([]);
  });
});
