/**
 * Types of the Legends of Kalidasia data pack (issue 4).
 *
 * Every value in the pack carries its provenance: either the rulebook
 * (`../shared/rules/kalidasia-core-rules-2.2.0.txt`, section + a short quote that
 * a test finds in the text), or `provisional` — a placeholder so the app works,
 * to be corrected from the player's own cards. The player's corrections are
 * applied with `applyOverrides` and are then marked `player`.
 *
 * Records keep plain values (so rules code reads `ship.hull`, not `ship.hull.value`)
 * and a `provenance` map with one entry per field, which the compiler keeps complete
 * (`ProvenanceOf<T>`).
 *
 * Stable API: the combat engine (`src/kalidasia/rules/combat`) imports these types.
 */
import type { Degrees, Inches } from '../../geometry';
import type { CriticalKind } from './criticalKinds';

// ---------------------------------------------------------------------------
// Provenance

/** A value printed in (or derived step by step from) the rulebook. */
export interface RulesProvenance {
  readonly source: 'rules';
  /** Rulebook section heading, e.g. `Warship Destruction`. */
  readonly section: string;
  /** A short passage that occurs verbatim in the rulebook text (checked by a test). */
  readonly quote: string;
  /** How the value follows from the quote, when it is not printed directly. */
  readonly note?: string;
}

/** A placeholder: the rulebook does not give this value. */
export interface ProvisionalProvenance {
  readonly source: 'provisional';
  /** Why this placeholder, and what to check on the card. */
  readonly note: string;
}

/** A value the player corrected from their own card (only in an effective pack). */
export interface PlayerProvenance {
  readonly source: 'player';
  readonly note: string;
}

export type Provenance = RulesProvenance | ProvisionalProvenance | PlayerProvenance;

/** One provenance entry for every field of `T`. */
export type ProvenanceOf<T> = { readonly [K in keyof T]-?: Provenance };

/** A record of plain values with the provenance of each field. */
export type WithProvenance<T> = T & { readonly provenance: ProvenanceOf<T> };

/** A single value with its provenance (for values that are not fields of a record). */
export interface Sourced<T> {
  readonly value: T;
  readonly provenance: Provenance;
}

// ---------------------------------------------------------------------------
// Factions, fleets, units

export type Faction = 'heragul' | 'surakari';

/** Fleet lists of the rulebook's squadron tables. */
export type FleetId = 'heragul-sarlet' | 'surakari-invasion';

/** Three-letter warship codes printed on the tokens. */
export type ShipCode = 'HHF' | 'HAF' | 'HDP' | 'HBC' | 'SFP' | 'SAM' | 'SDP' | 'SBC';

/** Fighter (small craft) token kinds. */
export type FighterId = 'hunter' | 'attackCruiser' | 'interceptor' | 'scout';

export type HullClass = 'frigate' | 'destroyer' | 'battleCruiser';

// ---------------------------------------------------------------------------
// Weapons

/** P: power weapon (warships only); F: anti-fighter (fighters and missiles); M: missile. */
export type BatteryType = 'P' | 'F' | 'M';

/** A battery is mounted in the combat arc (depends on the maneuver) or in a turret (all round). */
export type BatteryArc = 'combat' | 'turret';

/** Weapon special abilities ("Weapon Special Abilities"). `devastating` has no effect in the game. */
export type WeaponSpecial =
  | 'antiMissile'
  | 'armorPiercing'
  | 'blast'
  | 'highROF'
  | 'precise'
  | 'pulseBeam'
  | 'scout'
  | 'devastating';

export interface WeaponBatteryStats {
  readonly name: string;
  readonly type: BatteryType;
  /** Number of guns: dice rolled (P, F) or missiles placed (M). */
  readonly gunCount: number;
  /** Numeric part of the power value ("M1" → 1). For F weapons, the disruption threshold. */
  readonly power: number;
  /** Range in inches, centre to centre; `null` for missiles (they fly, they have no range). */
  readonly range: Inches | null;
  /** `null` for fighter weapons (a fighter's facing does not matter) and missiles. */
  readonly arc: BatteryArc | null;
  readonly specials: readonly WeaponSpecial[];
}

export type WeaponBattery = WithProvenance<WeaponBatteryStats>;

// ---------------------------------------------------------------------------
// Velocity track and maneuvers

/** Turning ability above a velocity slot: ∞ (free facing), or A/B/C (2", 4", 6" between turns). */
export type TurningAbility = '∞' | 'A' | 'B' | 'C';

export interface VelocitySlotStats {
  /** Smallest forward distance at this velocity, inches. */
  readonly min: Inches;
  /** Largest forward distance at this velocity, inches. */
  readonly max: Inches;
  readonly turning: TurningAbility;
}

/** One spot of the velocity track; slot index 0 is the leftmost. */
export type VelocitySlot = WithProvenance<VelocitySlotStats>;

/** Velocity maneuvers, turning maneuvers, and Cruise (no engine points spent). */
export type ManeuverKind = 'accelerate' | 'decelerate' | 'starboard' | 'port' | 'cruise';

/** Maneuvers that engine and thruster points can be allocated to. */
export type AllocatableManeuver = Exclude<ManeuverKind, 'cruise'>;

/** Which side of the token the combat arc lies on; `all` = the whole battlefield. */
export type ArcFacing = 'front' | 'rear' | 'starboard' | 'port' | 'all';

export interface ManeuverInfoStats {
  readonly kind: ManeuverKind;
  readonly type: 'velocity' | 'turn' | 'none';
  /** The combat arc facing chart of this maneuver. */
  readonly combatArc: ArcFacing;
}

export type ManeuverInfo = WithProvenance<ManeuverInfoStats>;

// ---------------------------------------------------------------------------
// Stat cards

/** Free-equipment icons on stat cards ("Free Equipment Cards"). */
export type FreeEquipment = 'reinforcedSI' | 'engineShielding';

export interface TokenSize {
  /** Across the token (port to starboard), inches. */
  readonly width: Inches;
  /** Along the token (direction of travel), inches. */
  readonly length: Inches;
}

export interface ShipClassStats {
  readonly name: string;
  readonly code: ShipCode;
  readonly fleet: FleetId;
  readonly faction: Faction;
  readonly hullClass: HullClass;
  /** Points. */
  readonly cost: number;
  /** Hull damage taken yellow side up before tokens turn red. */
  readonly hull: number;
  /** A power die ≥ this value is a critical hit. */
  readonly criticalValue: number;
  readonly sensor: number;
  readonly reactor: number;
  /** Engine points per activation. */
  readonly engine: number;
  /** Vectored-thruster points bought with one reactor point. */
  readonly thrusters: number;
  /** Fighter tokens this warship carries. */
  readonly capacity: number;
  /** Has the Active Armor icon (may overcharge armor). */
  readonly activeArmor: boolean;
  readonly freeEquipment: readonly FreeEquipment[];
  readonly tokenSize: TokenSize;
  readonly velocityTrack: readonly VelocitySlot[];
  /** Clockwise from the lower-left corner of the stat card (most powerful first). */
  readonly batteries: readonly WeaponBattery[];
}

export type ShipClass = WithProvenance<ShipClassStats>;

export interface FighterClassStats {
  readonly id: FighterId;
  readonly name: string;
  readonly faction: Faction;
  readonly fleet: FleetId;
  /** Points per token. */
  readonly cost: number;
  /** Capacity used per token. */
  readonly capacityCost: number;
  /** Carries a power weapon instead of an anti-fighter weapon ("Bombers"). */
  readonly bomber: boolean;
  readonly weapon: WeaponBattery;
  readonly tokenSize: TokenSize;
}

export type FighterClass = WithProvenance<FighterClassStats>;

/** What an upgrade card does, as a key the rules code switches on. */
export type UpgradeEffect =
  | 'captain'
  | 'reinforcedArmor'
  | 'reinforcedSI'
  | 'engineShielding'
  | 'reinforcedEngines';

export interface UpgradeCardStats {
  readonly id: string;
  readonly name: string;
  /** Points; free equipment cards have no point value (0). */
  readonly cost: number;
  /** Upgrade type; a warship cannot be assigned two optional cards of the same type. */
  readonly type: string;
  /** `null` when any faction may take it. */
  readonly faction: Faction | null;
  /** Free equipment granted by an icon; `null` for optional cards. */
  readonly freeFor: FreeEquipment | null;
  readonly effect: UpgradeEffect;
  /** Added to the initiative roll (Captain). */
  readonly initiativeBonus: number;
  readonly text: string;
}

export type UpgradeCard = WithProvenance<UpgradeCardStats>;

// ---------------------------------------------------------------------------
// Fleet lists

export type UnitRef = { readonly kind: 'ship'; readonly code: ShipCode } | { readonly kind: 'fighter'; readonly id: FighterId };

export interface FleetEntryStats {
  readonly unit: UnitRef;
  /** `Unlimited` or the squadron-table notation, e.g. `[0-75]: 1, [76-150]: 2, [151+]: U`. */
  readonly limit: string;
}

export type FleetEntry = WithProvenance<FleetEntryStats>;

export interface FleetList {
  readonly id: FleetId;
  readonly name: string;
  readonly faction: Faction;
  readonly entries: readonly FleetEntry[];
  readonly provenance: Provenance;
}

// ---------------------------------------------------------------------------
// Critical deck composition and effect sizes (kinds live in criticalDeck.ts)

/** Quantities behind the critical cards' wording, which the rulebook does not give. */
export interface CriticalEffectStats {
  /** Engine points lost with Engines Damaged. */
  readonly enginesDamagedLoss: number;
  /** Thruster points lost with Thrusters Damaged. */
  readonly thrustersDamagedLoss: number;
  /** Reduction of the critical value with Armor Compromised (e.g. 1: crit on one less). */
  readonly armorCompromisedCritical: number;
  /** Reduction of the critical value with Armor Failed. */
  readonly armorFailedCritical: number;
  /** Reactor points to overcharge armor with Armor Damaged (normally 1). */
  readonly armorDamagedOverchargeCost: number;
}

export type CriticalEffects = WithProvenance<CriticalEffectStats>;

// ---------------------------------------------------------------------------
// The pack

export interface KalidasiaPack {
  /** Pack format/data version. */
  readonly version: number;
  /** The rulebook this pack was taken from. */
  readonly rulebook: 'kalidasia-core-rules-2.2.0';
  readonly ships: readonly ShipClass[];
  readonly fighters: readonly FighterClass[];
  readonly upgrades: readonly UpgradeCard[];
  readonly fleets: readonly FleetList[];
  readonly maneuvers: readonly ManeuverInfo[];
  /** Number of cards of each critical kind, summing to the deck size (46). */
  readonly criticalCounts: Readonly<Record<CriticalKind, Sourced<number>>>;
  readonly criticalEffects: CriticalEffects;
  /** Angle of one notch of the turning template. */
  readonly notchAngle: Sourced<Degrees>;
  /** Highest velocity on any track ("A warship's velocity can never be more than 24"). */
  readonly maxVelocity: Sourced<Inches>;
  /** Depth of each default deployment zone along a long table edge (Scenario 1's map is a picture). */
  readonly deploymentDepth: Sourced<Inches>;
}
