/** Test helpers for the combat engine: targets and batteries from the shipped pack, a full deck. */
import { buildCriticalDeck, DEFAULT_CRITICAL_COUNTS, SHIPPED_PACK, shipClass } from '../../data';
import type { ShipCode } from '../../data/types';
import { deckNew, type DeckModel } from './deck';
import { criticalStatusNew, type BatteryInput, type WarshipTarget } from './types';

export const ALL_CARDS: readonly string[] = buildCriticalDeck(DEFAULT_CRITICAL_COUNTS).map((c) => c.id);

/** A full deck held physically (unordered): tests name the cards drawn. */
export const physicalDeck = (): DeckModel => deckNew(ALL_CARDS, null);

export function battery(code: ShipCode, index: number): BatteryInput {
  const b = shipClass(SHIPPED_PACK, code).batteries[index];
  if (!b) throw new Error(`${code} has no battery ${index}`);
  return b;
}

export function target(code: ShipCode, over: Partial<WarshipTarget> = {}): WarshipTarget {
  const cls = shipClass(SHIPPED_PACK, code);
  return {
    id: `${code}-T`,
    label: `${cls.name} ${code}-T`,
    hull: cls.hull,
    hullDamage: 0,
    criticalValue: cls.criticalValue,
    activeArmor: cls.activeArmor,
    criticals: criticalStatusNew(cls.batteries.length),
    reactorAvailable: cls.reactor,
    sensorTokens: 0,
    ...over,
  };
}
