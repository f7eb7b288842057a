/**
 * Nedca units and their four stats (Movement, Range, Attack, Defense).
 * Rules: Nedca "Types of Units" and "Special Units and Upgrades".
 */

export type BaseUnit = 'worker' | 'knight' | 'archer' | 'cavalry' | 'siegeEngine' | 'warElephant';
export type SpecialUnit = 'paladin' | 'crossbowman' | 'lancer' | 'catapult' | 'dragon';
export type UnitKind = BaseUnit | SpecialUnit;

export interface UnitStats {
  readonly name: string;
  /** Movement Power: tiles per move. */
  readonly mov: number;
  /** Range Power: how many tiles away it can target an enemy. */
  readonly rng: number;
  /** Attack Power, added to the red attack die. */
  readonly atk: number;
  /** Defense Power, added to the blue defense die. */
  readonly def: number;
}

/** The six units of every House (rules: "Types of Units"). */
export const BASE_UNITS: Readonly<Record<BaseUnit, UnitStats>> = {
  worker: { name: 'Worker', mov: 1, rng: 1, atk: -2, def: -1 },
  knight: { name: 'Knight', mov: 2, rng: 1, atk: 0, def: 0 },
  archer: { name: 'Archer', mov: 2, rng: 2, atk: 0, def: -2 },
  cavalry: { name: 'Cavalry', mov: 3, rng: 1, atk: 2, def: 1 },
  siegeEngine: { name: 'Siege Engine', mov: 1, rng: 1, atk: 4, def: 0 },
  warElephant: { name: 'War Elephant', mov: 2, rng: 1, atk: 3, def: 2 },
};

/** Upgraded and special units, whose stats replace a unit's (rules: "Special Units and Upgrades"). */
export const SPECIAL_UNITS: Readonly<Record<SpecialUnit, UnitStats & { readonly replaces: BaseUnit }>> = {
  // Which unit each one stands in for is not printed in words (the pictures show it); these pairs are
  // our reading, marked provisional in the UI.
  paladin: { name: 'Paladin', mov: 2, rng: 1, atk: 1, def: 2, replaces: 'knight' },
  crossbowman: { name: 'Crossbowman', mov: 1, rng: 3, atk: 1, def: 0, replaces: 'archer' },
  lancer: { name: 'Lancer', mov: 3, rng: 2, atk: 3, def: 1, replaces: 'cavalry' },
  catapult: { name: 'Catapult', mov: 2, rng: 2, atk: 4, def: 2, replaces: 'siegeEngine' },
  dragon: { name: 'Dragon', mov: 5, rng: 1, atk: 2, def: -2, replaces: 'warElephant' },
};

export const UNIT_KINDS: readonly UnitKind[] = [...(Object.keys(BASE_UNITS) as BaseUnit[]), ...(Object.keys(SPECIAL_UNITS) as SpecialUnit[])];

export const isUnitKind = (k: string): k is UnitKind => (UNIT_KINDS as readonly string[]).includes(k);

/** The stats of a unit kind. */
export const unitStats = (kind: UnitKind): UnitStats => (kind in BASE_UNITS ? BASE_UNITS[kind as BaseUnit] : SPECIAL_UNITS[kind as SpecialUnit]);
