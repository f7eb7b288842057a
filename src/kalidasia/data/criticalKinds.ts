/**
 * The kinds of critical damage card ("Critical Damage Cards"). A leaf module: both the pack types
 * (`types.ts`) and the deck (`criticalDeck.ts`) import it, so neither imports the other.
 */
export const CRITICAL_KINDS = [
  'hullDamage',
  'sensorDamage1',
  'sensorDamage2',
  'reactorDamage1',
  'reactorDamage2',
  'armorDamaged',
  'armorCompromised',
  'thrustersDamaged',
  'enginesDamaged',
  'weaponDamaged',
  'thrustersJammed',
] as const;

export type CriticalKind = (typeof CRITICAL_KINDS)[number];
