/**
 * The pack schema (zod 4): shape, provenance on every field, and the checks that
 * keep a pack — shipped or corrected by the player — playable.
 */
import { z } from 'zod';
import type { Degrees, Inches } from '../../geometry';
import { CRITICAL_DECK_SIZE, CRITICAL_KINDS } from './criticalDeck';
import type { KalidasiaPack } from './types';

export const provenanceSchema = z.discriminatedUnion('source', [
  z.strictObject({ source: z.literal('rules'), section: z.string().min(1), quote: z.string().min(1), note: z.string().optional() }),
  z.strictObject({ source: z.literal('provisional'), note: z.string().min(1) }),
  z.strictObject({ source: z.literal('player'), note: z.string() }),
]);

/** Adds `provenance` with one entry per field of `shape`. */
function withProvenance<S extends z.ZodRawShape>(shape: S) {
  const prov = Object.fromEntries(Object.keys(shape).map((k) => [k, provenanceSchema])) as { [K in keyof S]: typeof provenanceSchema };
  return z.strictObject({ ...shape, provenance: z.strictObject(prov) });
}

const sourcedSchema = <T extends z.ZodType>(value: T) => z.strictObject({ value, provenance: provenanceSchema });

const inchesSchema = z.custom<Inches>((v) => typeof v === 'number' && Number.isFinite(v) && v >= 0, 'a distance in inches (≥ 0)');
const degreesSchema = z.custom<Degrees>((v) => typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 180, 'an angle in degrees (0–180]');
const count = z.number().int().min(0);
const die = z.number().int().min(1).max(7);

const faction = z.enum(['heragul', 'surakari']);
const fleetId = z.enum(['heragul-sarlet', 'surakari-invasion']);
const shipCode = z.enum(['HHF', 'HAF', 'HDP', 'HBC', 'SFP', 'SAM', 'SDP', 'SBC']);
const fighterId = z.enum(['hunter', 'attackCruiser', 'interceptor', 'scout']);
const freeEquipment = z.enum(['reinforcedSI', 'engineShielding']);
const special = z.enum(['antiMissile', 'armorPiercing', 'blast', 'highROF', 'precise', 'pulseBeam', 'scout', 'devastating']);

export const batterySchema = withProvenance({
  name: z.string().min(1),
  type: z.enum(['P', 'F', 'M']),
  gunCount: z.number().int().min(1),
  power: z.number().int().min(1).max(6),
  range: inchesSchema.nullable(),
  arc: z.enum(['combat', 'turret']).nullable(),
  specials: z.array(special),
});

export const velocitySlotSchema = withProvenance({
  min: inchesSchema,
  max: inchesSchema,
  turning: z.enum(['∞', 'A', 'B', 'C']),
});

const tokenSize = z.strictObject({ width: inchesSchema, length: inchesSchema });

export const shipClassSchema = withProvenance({
  name: z.string().min(1),
  code: shipCode,
  fleet: fleetId,
  faction,
  hullClass: z.enum(['frigate', 'destroyer', 'battleCruiser']),
  cost: count,
  hull: z.number().int().min(1),
  criticalValue: die,
  sensor: count,
  reactor: count,
  engine: count,
  thrusters: count,
  capacity: count,
  activeArmor: z.boolean(),
  freeEquipment: z.array(freeEquipment),
  tokenSize,
  velocityTrack: z.array(velocitySlotSchema).min(1),
  batteries: z.array(batterySchema),
});

export const fighterClassSchema = withProvenance({
  id: fighterId,
  name: z.string().min(1),
  faction,
  fleet: fleetId,
  cost: count,
  capacityCost: count,
  bomber: z.boolean(),
  weapon: batterySchema,
  tokenSize,
});

export const upgradeSchema = withProvenance({
  id: z.string().min(1),
  name: z.string().min(1),
  cost: count,
  type: z.string().min(1),
  faction: faction.nullable(),
  freeFor: freeEquipment.nullable(),
  effect: z.enum(['captain', 'reinforcedArmor', 'reinforcedSI', 'engineShielding', 'reinforcedEngines']),
  initiativeBonus: z.number().int(),
  text: z.string(),
});

const unitRef = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ship'), code: shipCode }),
  z.strictObject({ kind: z.literal('fighter'), id: fighterId }),
]);

const fleetSchema = z.strictObject({
  id: fleetId,
  name: z.string().min(1),
  faction,
  entries: z.array(withProvenance({ unit: unitRef, limit: z.string().min(1) })),
  provenance: provenanceSchema,
});

const maneuverSchema = withProvenance({
  kind: z.enum(['accelerate', 'decelerate', 'starboard', 'port', 'cruise']),
  type: z.enum(['velocity', 'turn', 'none']),
  combatArc: z.enum(['front', 'rear', 'starboard', 'port', 'all']),
});

const criticalEffectsSchema = withProvenance({
  enginesDamagedLoss: count,
  thrustersDamagedLoss: count,
  armorCompromisedCritical: count,
  armorFailedCritical: count,
  armorDamagedOverchargeCost: z.number().int().min(1),
});

const packShape = z.strictObject({
  version: z.number().int().min(1),
  rulebook: z.literal('kalidasia-core-rules-2.2.0'),
  ships: z.array(shipClassSchema),
  fighters: z.array(fighterClassSchema),
  upgrades: z.array(upgradeSchema),
  fleets: z.array(fleetSchema),
  maneuvers: z.array(maneuverSchema),
  criticalCounts: z.record(z.enum(CRITICAL_KINDS), sourcedSchema(count)),
  criticalEffects: criticalEffectsSchema,
  notchAngle: sourcedSchema(degreesSchema),
  maxVelocity: sourcedSchema(inchesSchema),
  deploymentDepth: sourcedSchema(inchesSchema),
});

type PackShape = z.infer<typeof packShape>;

function unique(ctx: z.RefinementCtx, values: readonly string[], path: (string | number)[], what: string): void {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) ctx.addIssue({ code: 'custom', path, message: `${what} "${v}" appears twice` });
    seen.add(v);
  }
}

// Rules: Kalidasia "Alter Velocity", "Game Components", "Warship Combat" — consistency of a pack.
function checkPack(pack: PackShape, ctx: z.RefinementCtx): void {
  unique(ctx, pack.ships.map((s) => s.code), ['ships'], 'Ship code');
  unique(ctx, pack.fighters.map((f) => f.id), ['fighters'], 'Fighter');
  unique(ctx, pack.upgrades.map((u) => u.id), ['upgrades'], 'Upgrade');
  unique(ctx, pack.maneuvers.map((m) => m.kind), ['maneuvers'], 'Maneuver');
  const total = CRITICAL_KINDS.reduce((n, k) => n + pack.criticalCounts[k].value, 0);
  if (total !== CRITICAL_DECK_SIZE) {
    ctx.addIssue({ code: 'custom', path: ['criticalCounts'], message: `The critical deck must hold ${CRITICAL_DECK_SIZE} cards; these counts make ${total}` });
  }
  pack.ships.forEach((ship, i) => {
    const track = ship.velocityTrack;
    track.forEach((slot, j) => {
      if (slot.min > slot.max) ctx.addIssue({ code: 'custom', path: ['ships', i, 'velocityTrack', j], message: `${ship.name}: slot ${j} runs from ${slot.min} to ${slot.max}` });
      const prev = track[j - 1];
      if (prev && slot.min < prev.max) ctx.addIssue({ code: 'custom', path: ['ships', i, 'velocityTrack', j], message: `${ship.name}: slot ${j} starts below the previous slot` });
    });
    const top = track[track.length - 1];
    if (top && top.max > pack.maxVelocity.value) {
      ctx.addIssue({ code: 'custom', path: ['ships', i, 'velocityTrack'], message: `${ship.name}: the track goes past ${pack.maxVelocity.value}` });
    }
    ship.batteries.forEach((b, j) => {
      if (b.type === 'M' && (b.range !== null || b.arc !== null)) {
        ctx.addIssue({ code: 'custom', path: ['ships', i, 'batteries', j], message: `${ship.name}: missile battery ${b.name} has no range or arc` });
      }
      if (b.type !== 'M' && (b.range === null || b.arc === null)) {
        ctx.addIssue({ code: 'custom', path: ['ships', i, 'batteries', j], message: `${ship.name}: battery ${b.name} needs a range and an arc` });
      }
    });
  });
  pack.fleets.forEach((fleet, i) =>
    fleet.entries.forEach((e, j) => {
      const known = e.unit.kind === 'ship' ? pack.ships.some((s) => e.unit.kind === 'ship' && s.code === e.unit.code) : pack.fighters.some((f) => e.unit.kind === 'fighter' && f.id === e.unit.id);
      if (!known) ctx.addIssue({ code: 'custom', path: ['fleets', i, 'entries', j], message: `${fleet.name}: unknown unit` });
    }),
  );
}

/** The pack schema; the annotation proves at compile time that its output is a KalidasiaPack. */
export const packSchema: z.ZodType<KalidasiaPack> = packShape.superRefine(checkPack);

export type PackResult = { readonly ok: true; readonly pack: KalidasiaPack } | { readonly ok: false; readonly errors: readonly string[] };

/** Format a zod issue as `path: message`. */
export function issueText(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

/** Validate a pack (e.g. after loading or applying overrides). */
export function parsePack(data: unknown): PackResult {
  const r = packSchema.safeParse(data);
  return r.success ? { ok: true, pack: r.data } : { ok: false, errors: r.error.issues.map(issueText) };
}
