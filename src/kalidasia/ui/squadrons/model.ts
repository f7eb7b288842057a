/**
 * Pure helpers behind the squadron builder screens: editing steps (edits.ts), the choices the editor offers (and why
 * others are disabled, here), live totals (totals.ts), and one-tap fixes for the validator's violations (fixes.ts);
 * all re-exported here. No React, no storage: each function takes the effective pack and a squadron and returns data
 * or a new squadron.
 *
 * The legality verdicts themselves come from `validateSquadron` (rules/squadron);
 * what is here only explains the editor's choices in the same terms.
 */
import { withArticle } from '../../../words';
import { freeEquipmentFor, HERAGUL_STARTER, SURAKARI_STARTER, type KalidasiaPack, type Squadron, type SquadronShip, type UpgradeCard } from '../..';
import { findClass } from './edits';

export { addShip, addUpgrade, emptySquadron, isAutoName, nextUid, removeLastOfClass, removeShip, removeUpgrade, setFighters, setFleet, setPointLimit } from './edits';
export { bracketLines, capacityOf, fleetNames, summarise, unitCounts, type BracketLine, type SquadronSummary } from './totals';
export { fixesFor, type Fix } from './fixes';

/** Point-limit presets offered by the editor (any whole number can be typed too). */
export const POINT_PRESETS = [34, 50, 75, 100, 150] as const;

export const SECTION_UPGRADES = 'Upgrade (Equipment / Crew) Cards';
export const SECTION_FREE = 'Free Equipment Cards';

export interface Starter {
  readonly key: string;
  readonly title: string;
  readonly squadron: Squadron;
}

/**
 * The rulebook's two starter squadrons ("two starter, but not technically legal squadrons").
 * Rules: Kalidasia "Setting up a Battle".
 */
export const STARTERS: readonly Starter[] = [
  { key: 'surakari-34', title: 'Surakari starter — 34 points', squadron: SURAKARI_STARTER },
  { key: 'heragul-34', title: 'Heragul starter — 34 points', squadron: HERAGUL_STARTER },
];

const factionWord = (f: string): string => (f === 'surakari' ? 'Surakari' : 'Heragul');

export interface UpgradeChoice {
  readonly card: UpgradeCard;
  /** How many copies are on the warship. */
  readonly attached: number;
  /** Why the card cannot be added now, or null when it can. */
  readonly reason: string | null;
}

/**
 * The optional upgrade cards the editor offers a warship, each with whether it can be added and why not.
 * Rules: Kalidasia "Upgrade (Equipment / Crew) Cards" — "A warship can only be assigned a max of two optional
 * upgrade cards and a warship cannot be assigned two upgrade cards of the same type."
 */
export function upgradeChoices(pack: KalidasiaPack, ship: SquadronShip): UpgradeChoice[] {
  const cls = findClass(pack, ship.code);
  const attachedCards = ship.upgrades.map((id) => pack.upgrades.find((u) => u.id === id)).filter((c): c is UpgradeCard => c !== undefined);
  const optional = attachedCards.filter((c) => c.freeFor === null);
  return pack.upgrades
    .filter((c) => c.freeFor === null)
    .map((card) => {
      const attached = ship.upgrades.filter((id) => id === card.id).length;
      let reason: string | null = null;
      if (attached > 0) reason = 'Already on this warship.';
      else if (cls && card.faction !== null && card.faction !== cls.faction) reason = `${card.name} is ${withArticle(`${factionWord(card.faction)}-only card`)}; this warship is ${factionWord(cls.faction)}.`;
      else if (optional.length >= 2) reason = `This warship already has two optional upgrade cards (${optional.map((c) => c.name).join(', ')}) — the most allowed.`;
      else {
        const same = optional.find((c) => c.type === card.type);
        if (same) reason = `This warship already has ${withArticle(`${card.type} card`)} (${same.name}); two cards of the same type are not allowed.`;
      }
      return { card, attached, reason };
    });
}

/** The free equipment a warship's icons grant, with whether each is attached. Rules: "Free Equipment Cards". */
export function freeChoices(pack: KalidasiaPack, ship: SquadronShip): { card: UpgradeCard; attached: boolean }[] {
  const cls = findClass(pack, ship.code);
  return cls ? freeEquipmentFor(pack, cls).map((card) => ({ card, attached: ship.upgrades.includes(card.id) })) : [];
}
