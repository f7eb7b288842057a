/**
 * Units of Nedca: the six kinds on the player board and the five replacement cards
 * (unit upgrades and special units) that take over a kind's stats.
 */

export const UNIT_KINDS = ['worker', 'knight', 'archer', 'cavalry', 'siege', 'elephant'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export const UNIT_NAMES: Readonly<Record<UnitKind, string>> = {
  worker: 'Worker',
  knight: 'Knight',
  archer: 'Archer',
  cavalry: 'Cavalry',
  siege: 'Siege Engine',
  elephant: 'War Elephant',
};

/** Movement, Range, Attack and Defense Power. */
export interface UnitStats {
  readonly mov: number;
  readonly rng: number;
  readonly atk: number;
  readonly def: number;
}

/** The stats printed for each unit. */
// Rules: Nedca "TYPES OF UNITS"
export const UNIT_STATS: Readonly<Record<UnitKind, UnitStats>> = {
  worker: { mov: 1, rng: 1, atk: -2, def: -1 },
  knight: { mov: 2, rng: 1, atk: 0, def: 0 },
  archer: { mov: 2, rng: 2, atk: 0, def: -2 },
  cavalry: { mov: 3, rng: 1, atk: 2, def: 1 },
  siege: { mov: 1, rng: 1, atk: 4, def: 0 },
  elephant: { mov: 2, rng: 1, atk: 3, def: 2 },
};

/** The level a house must reach to recruit a kind (Level 1, 2 and 3 areas of the player board). */
// Rules: Nedca "PLAYER BOARD LAYOUT" — Level 1/2/3 Units; "IMPORTANT CONCEPTS" — Recruiting Units
export const UNIT_LEVEL: Readonly<Record<UnitKind, 1 | 2 | 3>> = { worker: 1, knight: 1, archer: 2, cavalry: 2, siege: 3, elephant: 3 };

/**
 * Units of each kind in a house's colour (the supply). The Player Setup example lists
 * 4 Cavalry while the component list prints 6: the component list is used.
 */
// Rules: Nedca "PLAYER COMPONENTS"
export const UNIT_SUPPLY: Readonly<Record<UnitKind, number>> = { worker: 12, knight: 10, archer: 8, cavalry: 6, siege: 4, elephant: 4 };

/** Units on the board at the start: 2 Workers and 1 Knight. */
// Rules: Nedca "PLAYER SETUP" — Setting Workers, Setting a Knight
export const STARTING_UNITS: Readonly<Record<UnitKind, number>> = { worker: 2, knight: 1, archer: 0, cavalry: 0, siege: 0, elephant: 0 };

export const CARD_KINDS = ['paladin', 'crossbowman', 'lancer', 'catapult', 'dragon'] as const;
export type UnitCard = (typeof CARD_KINDS)[number];

export const CARD_NAMES: Readonly<Record<UnitCard, string>> = {
  paladin: 'Paladin',
  crossbowman: 'Crossbowman',
  lancer: 'Lancer',
  catapult: 'Catapult',
  dragon: 'Dragon',
};

/** The replacement cards' printed stats. */
// Rules: Nedca "SPECIAL UNITS AND UPGRADES"
export const CARD_STATS: Readonly<Record<UnitCard, UnitStats>> = {
  paladin: { mov: 2, rng: 1, atk: 1, def: 2 },
  crossbowman: { mov: 1, rng: 3, atk: 1, def: 0 },
  lancer: { mov: 3, rng: 2, atk: 3, def: 1 },
  catapult: { mov: 2, rng: 2, atk: 4, def: 2 },
  dragon: { mov: 5, rng: 1, atk: 2, def: -2 },
};

/**
 * Which unit's space each card is placed on. The rules name only the Dragon's (the War Elephant's);
 * the others follow the unit each card advances (provisional: check the icon on the card).
 */
// Rules: Nedca "GAME MACHANICS" (placed "on their designated Unit's Location … Indicated with the Unit's Logo")
export const CARD_SLOT: Readonly<Record<UnitCard, UnitKind>> = {
  paladin: 'knight',
  crossbowman: 'archer',
  lancer: 'cavalry',
  catapult: 'siege',
  dragon: 'elephant',
};

/**
 * A kind's stats on a house's board: the placed card's stats replace the printed ones
 * ("Placed Card will now become the Unit's new stats and abilities").
 */
// Rules: Nedca "GAME MACHANICS" — Unit Upgrades and Special Unit Cards
export function statsOf(kind: UnitKind, card: UnitCard | null | undefined): UnitStats {
  return card ? CARD_STATS[card] : UNIT_STATS[kind];
}

/** The name a kind goes by on a house's board ("Paladin (Knight)"). */
export const unitLabel = (kind: UnitKind, card: UnitCard | null | undefined): string => (card ? `${CARD_NAMES[card]} (${UNIT_NAMES[kind]})` : UNIT_NAMES[kind]);

export const isMilitary = (kind: UnitKind): boolean => kind !== 'worker';
