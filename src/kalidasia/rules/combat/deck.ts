/**
 * The critical hit deck as a state machine: draw pile, cards in hand (drawn, not yet placed),
 * discard pile, the cards lying next to each warship (with their orientation and battery),
 * and removed cards. Every operation keeps each of the 46 cards in exactly one place.
 * Two ways to draw: the app holds a shuffled order (top card; reshuffles from a recorded seed),
 * or the player names the card turned over from the physical deck (any card still in the pile).
 * Pure. Sections: "Critical Damage Cards", "Return to Deck Cards", "Dual Status Cards",
 * "Permanent Cards", "Critical Damage and Warship Destruction", "End Phase".
 */
import { seededShuffle } from '../../../dice';
import { CRITICAL_KIND_INFO, criticalKindByName, criticalKindOfId, type CriticalCategory, type CriticalFamily } from '../../data/criticalDeck';
import type { DualStatus } from '../systems';
import { criticalStatusNew, fail, ok, step, type CombatResult, type CombatStep, type DeckStep, type CriticalStatus } from './types';

/** A card lying next to a warship's stat card. */
export interface CardOnShip {
  readonly card: string;
  /** Dual status: `first` = red bar side readable (damaged), `second` = rotated (destroyed). */
  readonly side: 'first' | 'second';
  /** Weapon Damaged: the battery it lies under. */
  readonly battery: number | null;
}

export interface DeckModel {
  /** Top first. */
  readonly draw: readonly string[];
  /** Drawn and not yet applied or discarded. */
  readonly hand: readonly string[];
  readonly discard: readonly string[];
  /** Cards next to each warship. */
  readonly ships: Readonly<Record<string, readonly CardOnShip[]>>;
  /** Out of play (none in the core rules; kept for scenario rules and lost cards). */
  readonly removed: readonly string[];
  /** The app holds the order (draw the top card), or a physical deck (any card still in the pile). */
  readonly ordered: boolean;
}

const S_CARDS = 'Critical Damage Cards';

/** A fresh deck: shuffled from `seed` (the app holds the order), or unordered (`null`, physical deck). */
export function deckNew(cards: readonly string[], seed: number | null): DeckModel {
  return { draw: seed === null ? [...cards] : seededShuffle(cards, seed), hand: [], discard: [], ships: {}, removed: [], ordered: seed !== null };
}

/** Every card and where it is: `draw`, `hand`, `discard`, `removed`, or `ship:<id>`. */
export function deckPlaces(d: DeckModel): Map<string, string[]> {
  const at = new Map<string, string[]>();
  const put = (c: string, where: string) => at.set(c, [...(at.get(c) ?? []), where]);
  d.draw.forEach((c) => put(c, 'draw'));
  d.hand.forEach((c) => put(c, 'hand'));
  d.discard.forEach((c) => put(c, 'discard'));
  d.removed.forEach((c) => put(c, 'removed'));
  for (const [id, cards] of Object.entries(d.ships)) cards.forEach((c) => put(c.card, `ship:${id}`));
  return at;
}

/** Cards the player may name when drawing from the physical deck (one per kind still in the pile). */
export function deckOffer(d: DeckModel): string[] {
  const pile = d.draw.length > 0 ? d.draw : d.discard;
  const seen = new Set<string>();
  return pile.filter((c) => {
    const k = criticalKindOfId(c) ?? c;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** How the next card is drawn. */
export type DrawPick =
  /** The app holds the deck: the top card; an empty pile is reshuffled from `seed`. */
  | { readonly kind: 'top'; readonly seed: number }
  /** The player turned over this card (any card of the same kind still in the pile is taken). */
  | { readonly kind: 'named'; readonly card: string };

export interface Drawn {
  readonly deck: DeckModel;
  readonly card: string;
  readonly steps: readonly DeckStep[];
  readonly why: readonly CombatStep[];
}

/**
 * Draw one card into the hand. When the pile is empty, the discard pile is shuffled in first.
 */
// Rules: Kalidasia "Critical Damage Cards" — "the player inflicting the damage draws the top card from the critical hit deck ... If the critical hit deck runs out of cards, shuffle the cards in the discard pile to replenish the deck."
export function deckDraw(d0: DeckModel, pick: DrawPick): CombatResult<Drawn> {
  let d = d0;
  const steps: DeckStep[] = [];
  const why: CombatStep[] = [];
  if (d.draw.length === 0) {
    if (d.discard.length === 0) return fail('The critical deck and its discard pile are both empty: every card lies next to a warship.');
    const order = pick.kind === 'top' ? seededShuffle(d.discard, pick.seed) : [...d.discard];
    steps.push({ reshuffle: order });
    why.push(step(S_CARDS, `The critical deck ran out: the ${order.length} discarded cards are shuffled to replenish it.`));
    d = { ...d, draw: order, discard: [] };
  }
  let i = 0;
  if (pick.kind === 'named') {
    i = d.draw.indexOf(pick.card);
    if (i < 0) {
      // The player may name the card as printed ("Hull Damage"): any card of that kind still in the pile.
      const kind = criticalKindByName(pick.card);
      if (!kind) return fail(`"${pick.card}" is not the name of a critical card (for example "Hull Damage" or "Weapon Damaged"; "Critical Damage Cards").`);
      i = d.draw.findIndex((c) => criticalKindOfId(c) === kind);
    }
    if (i < 0) return fail(`${pick.card} is not in the critical deck (${d.discard.includes(pick.card) ? 'it is in the discard pile' : 'not a card still in the draw pile'}).`);
    if (d.ordered && i !== 0) return fail(`The app holds the deck order: the top card is ${String(d.draw[0])}, not ${pick.card}.`);
  }
  const card = d.draw[i] as string;
  steps.push({ draw: card });
  why.push(step(S_CARDS, `Drew ${CRITICAL_KIND_INFO[criticalKindOfId(card) ?? 'hullDamage'].title} (${card}).`));
  return ok({ deck: { ...d, draw: d.draw.filter((_, k) => k !== i), hand: [...d.hand, card] }, card, steps, why });
}

function fromHand(d: DeckModel, card: string): CombatResult<DeckModel> {
  const i = d.hand.indexOf(card);
  if (i < 0) return fail(`${card} is not a drawn card waiting to be applied.`);
  return ok({ ...d, hand: d.hand.filter((_, k) => k !== i) });
}

/** A drawn card that is not applied (Reinforced Armor, the card not chosen in a precision hit) goes to the discard pile. */
export function deckDiscardDrawn(d0: DeckModel, card: string): CombatResult<DeckModel> {
  const d = fromHand(d0, card);
  if (!d.ok) return d;
  return ok({ ...d.value, discard: [...d.value.discard, card] });
}

/** Critical status of a warship as read from the cards lying next to it. */
export function shipCriticalsOf(cards: readonly CardOnShip[], batteries: number): CriticalStatus {
  const base = criticalStatusNew(batteries);
  const status = (c: CardOnShip): DualStatus => (c.side === 'first' ? 'damaged' : 'destroyed');
  const fam = (f: CriticalFamily): DualStatus => {
    const c = cards.find((x) => familyOf(x.card) === f);
    return c ? status(c) : 'none';
  };
  return {
    armor: fam('armor'),
    armorCompromised: fam('armorCompromised'),
    thrusters: fam('thrusters'),
    engines: fam('engines'),
    thrustersJammed: cards.some((x) => familyOf(x.card) === 'thrustersJammed'),
    weapons: base.weapons.map((_, b) => {
      const c = cards.find((x) => familyOf(x.card) === 'weapon' && x.battery === b);
      return c ? status(c) : 'none';
    }),
  };
}

export const familyOf = (card: string): CriticalFamily | null => {
  const k = criticalKindOfId(card);
  return k ? CRITICAL_KIND_INFO[k].family : null;
};

/**
 * The battery a Weapon Damaged die lands on: count clockwise from the lower-left battery,
 * skipping destroyed ones, lapping as often as needed. `null` when every battery is destroyed.
 */
// Rules: Kalidasia "Dual Status Cards" — "Starting with the weapon battery in the lower left hand corner of the card, count the batteries clockwise around the card, ignoring destroyed batteries, until the value shown on the die is reached. If required, jump back to lower left hand corner of the card."
export function weaponDamagedBattery(weapons: readonly DualStatus[], die: number): number | null {
  const live = weapons.map((w, i) => [w, i] as const).filter(([w]) => w !== 'destroyed').map(([, i]) => i);
  if (live.length === 0) return null;
  return live[(die - 1) % live.length] as number;
}

/** What a drawn card does to the system it hits. */
export type CardResult = 'kept' | 'flipped' | 'effect' | 'ignored';

/**
 * The decision table of the critical cards, shared by the deck (cards with their orientation) and the game
 * (the warship's critical status): a return-to-deck card takes effect and is discarded; a dual status card is
 * kept red side up the first time, rotated by the second copy (which is discarded), ignored after that; a
 * permanent card is kept once and repeats are discarded. `status`: the system before the card ('none' =
 * no card of this family (this battery) yet; permanent cards: 'damaged' = already there).
 */
// Rules: Kalidasia "Return to Deck Cards" — "Apply that effect and then discard the card."; "Dual Status Cards" — "The first time this card is applied to a warship, place it so that the red bar text side is readable. If this critical hit card is applied to a warship a second time, rotate the original card ... Discard the second card. If a dual status card is drawn additional times, simply ignore the card."; "Permanent Cards" — "applied once and if that same card is applied to the warship again, discard that critical hit."
export function cardResult(category: CriticalCategory, status: DualStatus): CardResult {
  if (category === 'returnToDeck') return 'effect';
  if (category === 'permanent') return status === 'none' ? 'kept' : 'ignored';
  return status === 'none' ? 'kept' : status === 'damaged' ? 'flipped' : 'ignored';
}

export interface Applied {
  readonly deck: DeckModel;
  /** What the card did: `kept` next to the warship, `flipped` an earlier card (this one discarded), `effect` applied then discarded, `ignored`. */
  readonly result: CardResult;
  readonly why: CombatStep;
}

/**
 * Apply a drawn card to a warship: return-to-deck cards take effect and are discarded; a dual
 * status card lies red side up the first time, the second copy rotates it and is discarded,
 * further copies are ignored; a permanent card is kept once and repeats are discarded.
 * Weapon Damaged works per battery (`battery`, chosen by the die or the precision attacker).
 */
// Rules: Kalidasia "Return to Deck Cards", "Dual Status Cards", "Permanent Cards" (Critical Damage Cards).
export function deckApply(d0: DeckModel, ship: string, card: string, battery: number | null = null): CombatResult<Applied> {
  const kind = criticalKindOfId(card);
  if (!kind) return fail(`${card} is not a critical card.`);
  const info = CRITICAL_KIND_INFO[kind];
  const h = fromHand(d0, card);
  if (!h.ok) return h;
  const d = h.value;
  const cards = d.ships[ship] ?? [];
  const discard = (result: Applied['result'], why: CombatStep): CombatResult<Applied> => ok({ deck: { ...d, discard: [...d.discard, card] }, result, why });
  const withShip = (next: readonly CardOnShip[], extraDiscard: boolean, result: Applied['result'], why: CombatStep): CombatResult<Applied> =>
    ok({ deck: { ...d, ships: { ...d.ships, [ship]: next }, discard: extraDiscard ? [...d.discard, card] : d.discard }, result, why });
  if (info.family === 'weapon' && info.category !== 'returnToDeck' && battery === null) return fail('Weapon Damaged: say which battery (the die, or the precision attacker\'s choice).');
  const same = (c: CardOnShip): boolean => familyOf(c.card) === info.family && (info.family !== 'weapon' || c.battery === battery);
  const prior = cards.find(same);
  const result = cardResult(info.category, prior === undefined ? 'none' : prior.side === 'first' ? 'damaged' : 'destroyed');
  if (result === 'effect') return discard('effect', step('Return to Deck Cards', `${info.title}: apply its effect, then discard the card.`));
  if (info.category === 'permanent') {
    if (result === 'ignored') return discard('ignored', step('Permanent Cards', `${info.title} is already on ${ship}: discard the repeat.`));
    return withShip([...cards, { card, side: 'first', battery: null }], false, 'kept', step('Permanent Cards', `${info.title} is placed next to ${ship}'s stat card.`));
  }
  if (result === 'kept') {
    return withShip([...cards, { card, side: 'first', battery: info.family === 'weapon' ? battery : null }], false, 'kept', step('Dual Status Cards', `${info.title}${info.family === 'weapon' ? ` (battery ${(battery ?? 0) + 1})` : ''}: placed red side readable.`));
  }
  if (result === 'flipped') {
    const next = cards.map((c) => (c === prior ? { ...c, side: 'second' as const } : c));
    return withShip(next, true, 'flipped', step('Dual Status Cards', `${info.title} again: the card on ${ship} is rotated to ${String(info.secondTitle)}; the new card is discarded.`));
  }
  return discard('ignored', step('Dual Status Cards', `${info.title}: already ${String(info.secondTitle)}; the card is ignored.`));
}

/** A destroyed warship's cards go to the discard pile. */
// Rules: Kalidasia "Critical Damage and Warship Destruction" — "When a warship is destroyed, all critical damage cards assigned to that warship are discarded."
export function deckShipDestroyed(d: DeckModel, ship: string): DeckModel {
  const cards = d.ships[ship] ?? [];
  const ships = { ...d.ships };
  delete ships[ship];
  return { ...d, ships, discard: [...d.discard, ...cards.map((c) => c.card)] };
}

/**
 * End phase: the discard pile is shuffled back into the deck (with the app's order, from `seed`).
 * Cards still in hand at this point (an unfinished attack) are refused.
 */
// Rules: Kalidasia "Critical Damage Cards" — the discard pile replenishes the deck; the app shuffles it back in the end phase so that every turn starts from a full deck less the cards lying on warships (see README: interpretation).
export function deckEndPhase(d: DeckModel, seed: number | null): CombatResult<DeckModel> {
  if (d.hand.length > 0) return fail(`Cards drawn but not yet applied: ${d.hand.join(', ')}.`);
  const all = [...d.draw, ...d.discard];
  return ok({ ...d, draw: seed === null ? all : seededShuffle(all, seed), discard: [] });
}
