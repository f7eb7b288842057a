/** Public entry point of the Kalidasia data pack (types, shipped pack, schema, overrides, look-ups). */
export type * from './types';
export {
  CRITICAL_DECK_SIZE,
  CRITICAL_KINDS,
  CRITICAL_KIND_INFO,
  DEFAULT_CRITICAL_COUNTS,
  buildCriticalDeck,
  criticalCardId,
  criticalDeckTotal,
  criticalKindOfId,
  isCriticalKind,
} from './criticalDeck';
export type { CriticalCard, CriticalCategory, CriticalFamily, CriticalKind, CriticalKindInfo, CriticalKindStats } from './criticalDeck';
export { SHIPPED_PACK } from './pack';
export { criticalCardText, criticalCardTextOf } from './criticalText';
export type { CriticalCardText } from './criticalText';
export { MISSILE_TOKEN } from './fighters';
export { packSchema, parsePack, provenanceSchema } from './schema';
export type { PackResult } from './schema';
export { applyOverrides, packOverridesSchema } from './overrides';
export type { PackOverride } from './overrides';
export { fighterClass, fleetList, maneuverInfo, shipClass, unitName, upgradeCard } from './lookup';
export { defaultVelocityTrack, velocitySlotIndex } from './velocityTrack';
