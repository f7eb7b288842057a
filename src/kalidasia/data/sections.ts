/**
 * Rulebook section headings cited by the pack (kalidasia-core-rules-2.2.0), and
 * the rules-provenance builders for facts the pack takes from them.
 */
export const S = {
  settingUp: 'Setting up a Battle',
  building: 'Building a Squadron',
  capacity: 'Capacity',
  upgrades: 'Upgrade (Equipment / Crew) Cards',
  freeEquipment: 'Free Equipment Cards',
  statCards: 'Setting up the Warship stat cards',
  initiative: 'Initiative Phase',
  maneuvers: 'Allocate Engine Points',
  combatArc: 'Combat Arc vs Turret Arc',
  rangeArc: 'Range and Arc',
  criticalDamage: 'Critical Damage',
  destruction: 'Warship Destruction',
  dualStatus: 'Dual Status Cards',
  criticalUpgrades: 'Critical Damage and Upgrade Cards',
  engineDamageCards: 'Engine Damage Cards',
  antiFighter: 'Applying Damage from Anti-Fighter Weapons',
  missileMovement: 'Missile Movement',
  missileDamage: 'Missile Damage',
  shootingDown: 'Shooting Down Missiles',
  dogfighting: 'Dogfighting',
  precision: 'Precision Attack',
  specials: 'Weapon Special Abilities',
  components: 'Game Components',
} as const;
