/**
 * The critical hit deck ("Damage Cards x 46"): card kinds, their category, and
 * stable card ids. The rulebook names the kinds and their categories but not how
 * many cards of each kind the deck holds: the counts are provisional and live in
 * the pack (`criticalCounts`), so the player can correct them from their deck.
 *
 * Stable API: the combat engine's critical deck state machine imports this.
 */
import { CRITICAL_KINDS, type CriticalKind } from './criticalKinds';
import type { Provenance, ProvenanceOf, Sourced, WithProvenance } from './types';

// Rules: Kalidasia "Game Components" — "Damage Cards x 46"
export const CRITICAL_DECK_SIZE = 46;

/** Return to deck: apply with tokens, discard. Dual status: damaged, then destroyed. Permanent: once. */
export type CriticalCategory = 'returnToDeck' | 'dualStatus' | 'permanent';

export { CRITICAL_KINDS } from './criticalKinds';
export type { CriticalKind } from './criticalKinds';

/**
 * Cards of the same family damage the same system at different values; for a
 * precision attack they count as the same card and the one with the larger
 * `amount` is kept ("Precision Attack").
 */
export type CriticalFamily =
  | 'hull'
  | 'sensor'
  | 'reactor'
  | 'armor'
  | 'armorCompromised'
  | 'thrusters'
  | 'engines'
  | 'weapon'
  | 'thrustersJammed';

export interface CriticalKindStats {
  readonly kind: CriticalKind;
  /** Title while the card is on its first side (red bar side for dual status cards). */
  readonly title: string;
  /** Title of the second side of a dual status card; `null` otherwise. */
  readonly secondTitle: string | null;
  readonly category: CriticalCategory;
  readonly family: CriticalFamily;
  /** Points of damage (hull, sensor, reactor); 1 for the other kinds. */
  readonly amount: number;
  /** Carries the Engines icon (counts as engine critical damage for Reinforced Engines). */
  readonly engineIcon: boolean;
}

export type CriticalKindInfo = WithProvenance<CriticalKindStats>;

/** One physical card. `id` is stable: `<kind>-<n>`, n from 1 within its kind. */
export interface CriticalCard {
  readonly id: string;
  readonly kind: CriticalKind;
}

const SECTION_CARDS = 'Critical Damage Cards';

const rules = (quote: string, note?: string): Provenance =>
  note === undefined ? { source: 'rules', section: SECTION_CARDS, quote } : { source: 'rules', section: SECTION_CARDS, quote, note };

const ENGINE_ICON_NOTE =
  'The rules say "Several critical damage cards have the Engines Icon" without naming them; check your deck for the icon.';
const provisionalIcon: Provenance = { source: 'provisional', note: ENGINE_ICON_NOTE };

function info(
  stats: CriticalKindStats,
  titleQuote: string,
  categoryQuote: string,
  amountQuote: string,
): CriticalKindInfo {
  const provenance: ProvenanceOf<CriticalKindStats> = {
    kind: rules(titleQuote),
    title: rules(titleQuote),
    secondTitle: rules(titleQuote),
    category: rules(categoryQuote),
    family: rules(titleQuote, 'Cards that damage the same system at different values form one family ("Precision Attack").'),
    amount: rules(amountQuote),
    engineIcon: provisionalIcon,
  };
  return { ...stats, provenance };
}

const RETURN = 'Return to Deck Cards';
const DUAL = 'Dual Status Cards';
const PERMANENT = 'Permanent Cards';

/** Every kind of critical card, in deck-building order. */
export const CRITICAL_KIND_INFO: Readonly<Record<CriticalKind, CriticalKindInfo>> = {
  hullDamage: info(
    { kind: 'hullDamage', title: 'Hull Damage', secondTitle: null, category: 'returnToDeck', family: 'hull', amount: 1, engineIcon: false },
    'Hull Damage – This card inflicts an additional point of hull damage',
    RETURN,
    'inflicts an additional point of hull damage',
  ),
  sensorDamage1: info(
    { kind: 'sensorDamage1', title: 'Sensor Damage x 1', secondTitle: null, category: 'returnToDeck', family: 'sensor', amount: 1, engineIcon: false },
    'Sensor Damage - These cards destroy either one or two sensor points',
    RETURN,
    'destroy either one or two sensor points',
  ),
  sensorDamage2: info(
    { kind: 'sensorDamage2', title: 'Sensor Damage x 2', secondTitle: null, category: 'returnToDeck', family: 'sensor', amount: 2, engineIcon: false },
    'Sensor Damage - These cards destroy either one or two sensor points',
    RETURN,
    'destroy either one or two sensor points',
  ),
  reactorDamage1: info(
    { kind: 'reactorDamage1', title: 'Reactor Damage x 1', secondTitle: null, category: 'returnToDeck', family: 'reactor', amount: 1, engineIcon: false },
    'Reactor Damage - These cards destroy either one or two points of reactor',
    RETURN,
    'destroy either one or two points of reactor',
  ),
  reactorDamage2: info(
    { kind: 'reactorDamage2', title: 'Reactor Damage x 2', secondTitle: null, category: 'returnToDeck', family: 'reactor', amount: 2, engineIcon: false },
    'Reactor Damaged x 2',
    RETURN,
    'destroy either one or two points of reactor',
  ),
  armorDamaged: info(
    { kind: 'armorDamaged', title: 'Armor Damaged', secondTitle: 'Armor Destroyed', category: 'dualStatus', family: 'armor', amount: 1, engineIcon: false },
    'Armor Damaged / Destroyed - These cards reduce the ability for a warship to overcharge its armor',
    DUAL,
    DUAL,
  ),
  armorCompromised: info(
    { kind: 'armorCompromised', title: 'Armor Compromised', secondTitle: 'Armor Failed', category: 'dualStatus', family: 'armorCompromised', amount: 1, engineIcon: false },
    'Armor Compromised / Failed - This card makes it easier',
    DUAL,
    DUAL,
  ),
  thrustersDamaged: info(
    { kind: 'thrustersDamaged', title: 'Thrusters Damaged', secondTitle: 'Thrusters Destroyed', category: 'dualStatus', family: 'thrusters', amount: 1, engineIcon: true },
    "Thrusters Damaged / Destroyed – These cards reduce the effectiveness of a warship's vectored thrusters",
    DUAL,
    DUAL,
  ),
  enginesDamaged: info(
    { kind: 'enginesDamaged', title: 'Engines Damaged', secondTitle: 'Engines Destroyed', category: 'dualStatus', family: 'engines', amount: 1, engineIcon: true },
    "Engines Damaged / Destroyed – These cards reduce the effectiveness of a warship's main engines",
    DUAL,
    DUAL,
  ),
  weaponDamaged: info(
    { kind: 'weaponDamaged', title: 'Weapon Damaged', secondTitle: 'Weapon Destroyed', category: 'dualStatus', family: 'weapon', amount: 1, engineIcon: false },
    'Weapon Damaged / Destroyed - When this card is drawn',
    DUAL,
    DUAL,
  ),
  thrustersJammed: info(
    { kind: 'thrustersJammed', title: 'Thrusters Jammed', secondTitle: null, category: 'permanent', family: 'thrustersJammed', amount: 1, engineIcon: true },
    "Thrusters Jammed - When this card affects a warship, that warship's vectored thruster points can only be spent on its chosen primary action",
    PERMANENT,
    PERMANENT,
  ),
};

const COUNT_NOTE =
  'The rules give the deck size (46) and the kinds, not how many cards of each kind; count your own deck and correct this.';

const provisionalCount = (value: number): Sourced<number> => ({ value, provenance: { source: 'provisional', note: COUNT_NOTE } });

/** Provisional composition of the 46-card deck (sums to CRITICAL_DECK_SIZE). */
export const DEFAULT_CRITICAL_COUNTS: Readonly<Record<CriticalKind, Sourced<number>>> = {
  hullDamage: provisionalCount(10),
  sensorDamage1: provisionalCount(4),
  sensorDamage2: provisionalCount(2),
  reactorDamage1: provisionalCount(4),
  reactorDamage2: provisionalCount(2),
  armorDamaged: provisionalCount(4),
  armorCompromised: provisionalCount(4),
  thrustersDamaged: provisionalCount(4),
  enginesDamaged: provisionalCount(4),
  weaponDamaged: provisionalCount(6),
  thrustersJammed: provisionalCount(2),
};

/** The stable id of the n-th card (1-based) of a kind. */
export function criticalCardId(kind: CriticalKind, n: number): string {
  return `${kind}-${n}`;
}

/** The kind of a card from its id, or `null` if the id is not a critical card id. */
export function criticalKindOfId(id: string): CriticalKind | null {
  const dash = id.lastIndexOf('-');
  if (dash < 0) return null;
  const kind = id.slice(0, dash);
  const n = Number(id.slice(dash + 1));
  if (!Number.isInteger(n) || n < 1) return null;
  return (CRITICAL_KINDS as readonly string[]).includes(kind) ? (kind as CriticalKind) : null;
}

/**
 * The kind of a card from what a player calls it: its id (`hullDamage-3`), its kind (`hullDamage`) or its printed
 * title, either side, any case ("Hull Damage", "weapon destroyed", "Sensor Damage x 2"); `null` when none matches.
 */
export function criticalKindByName(text: string): CriticalKind | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const byId = criticalKindOfId(text.trim());
  if (byId) return byId;
  for (const k of CRITICAL_KINDS) {
    const card = CRITICAL_KIND_INFO[k];
    if (k.toLowerCase() === t || card.title.toLowerCase() === t || card.secondTitle?.toLowerCase() === t) return k;
  }
  return null;
}

/** Is this kind a critical kind? */
export function isCriticalKind(s: string): s is CriticalKind {
  return (CRITICAL_KINDS as readonly string[]).includes(s);
}

/**
 * The unshuffled deck: every card with its stable id, kinds in `CRITICAL_KINDS` order.
 * Shuffle with `seededShuffle` from src/dice.
 */
export function buildCriticalDeck(counts: Readonly<Record<CriticalKind, Sourced<number>>>): CriticalCard[] {
  const deck: CriticalCard[] = [];
  for (const kind of CRITICAL_KINDS) {
    const n = counts[kind].value;
    for (let i = 1; i <= n; i++) deck.push({ id: criticalCardId(kind, i), kind });
  }
  return deck;
}

/** Total number of cards for a composition. */
export function criticalDeckTotal(counts: Readonly<Record<CriticalKind, Sourced<number>>>): number {
  return CRITICAL_KINDS.reduce((sum, kind) => sum + counts[kind].value, 0);
}
