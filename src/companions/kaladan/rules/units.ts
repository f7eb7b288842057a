/**
 * Units and what gold buys in Generals of Kaladan (basic game).
 */

/** Basic units. */
export type BasicKind = 'sword' | 'bow' | 'shield';
/** Advanced units. */
export type AdvancedKind = 'general' | 'catapult';
/** Every piece: basic, advanced, the Crown (its loss eliminates the player) and the realm's Special Unit. */
export type UnitKind = BasicKind | AdvancedKind | 'crown' | 'special';

export const BASIC_KINDS: readonly BasicKind[] = ['sword', 'bow', 'shield'];
export const ADVANCED_KINDS: readonly AdvancedKind[] = ['general', 'catapult'];
export const UNIT_KINDS: readonly UnitKind[] = [...BASIC_KINDS, ...ADVANCED_KINDS, 'crown', 'special'];

export const UNIT_NAMES: Readonly<Record<UnitKind, string>> = {
  sword: 'Sword',
  bow: 'Bow',
  shield: 'Shield',
  general: 'General',
  catapult: 'Catapult',
  crown: 'Crown',
  special: 'Special Unit',
};

// Rules: Generals of Kaladan "1. Event Phase" — Unit Types
export const isBasic = (k: UnitKind): k is BasicKind => (BASIC_KINDS as readonly string[]).includes(k);
export const isAdvanced = (k: UnitKind): k is AdvancedKind => (ADVANCED_KINDS as readonly string[]).includes(k);

/** A count per unit kind (inventory in reserve, or dead units). */
export type UnitCounts = Readonly<Record<UnitKind, number>>;

export const noUnits = (): Record<UnitKind, number> => ({ sword: 0, bow: 0, shield: 0, general: 0, catapult: 0, crown: 0, special: 0 });

/**
 * Gold to deploy a unit from the inventory: basic 1, advanced 2; a Special Unit taken from an
 * eliminated player costs 2. The Crown cannot be bought.
 */
// Rules: Generals of Kaladan "5. Purchase Phase" — Unit Costs; "4. Castle Control" (special unit for 2 gold)
export function deployCost(kind: UnitKind): number | null {
  if (isBasic(kind)) return 1;
  if (isAdvanced(kind) || kind === 'special') return 2;
  return null;
}

/** Gold to upgrade (flip) a deployed unit: basic 2, advanced 3; null when it has no upgrade in the basic game. */
// Rules: Generals of Kaladan "5. Purchase Phase" — Unit Costs
export function upgradeCost(kind: UnitKind): number | null {
  if (isBasic(kind)) return 2;
  if (isAdvanced(kind)) return 3;
  return null;
}

// Rules: Generals of Kaladan "5. Purchase Phase"
export const CASTLE_UPGRADE_COST = 4;
export const MAGIC_SWAP_COST = 2;
export const MAGIC_BUY_COST = 4;
