/**
 * The player's corrections to the shipped pack, from their own cards. The
 * Squadron builder stores a list of overrides; the engine always works on the
 * effective pack `applyOverrides(SHIPPED_PACK, overrides)`.
 *
 * A path names a field with dots. Top-level lists are addressed by key (ship
 * code, fighter id, upgrade id, maneuver kind, fleet id); inner lists by index:
 *   ships.SFP.hull                      ships.HHF.batteries.0.gunCount
 *   ships.SFP.velocityTrack.4.turning   fighters.hunter.weapon.power
 *   upgrades.captain.cost               maneuvers.starboard.combatArc
 *   criticalCounts.hullDamage           criticalEffects.enginesDamagedLoss
 *   notchAngle                          fleets.heragul-sarlet.entries.3.limit
 * `ships.<code>.batteries` and `ships.<code>.velocityTrack` may also be replaced
 * whole by a list of plain values (without provenance).
 */
import { z } from 'zod';
import { parsePack, type PackResult } from './schema';
import type { KalidasiaPack, PlayerProvenance, Provenance } from './types';

export interface PackOverride {
  readonly path: string;
  readonly value: unknown;
  /** Where the value came from, e.g. "my Draco card". */
  readonly note?: string;
}

/** Schema for storing overrides (the Squadron builder validates with it). */
export const packOverridesSchema = z.array(
  z.strictObject({ path: z.string().min(1), value: z.unknown(), note: z.string().optional() }),
);

/** Fields that identify things or hold provenance: never overridden. */
const FIXED = new Set(['code', 'id', 'kind', 'fleet', 'faction', 'unit', 'provenance', 'version', 'rulebook', 'entries']);
const REPLACEABLE_LISTS = new Set(['batteries', 'velocityTrack']);

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

function child(node: unknown, seg: string): unknown {
  if (Array.isArray(node)) {
    if (/^\d+$/.test(seg)) return node[Number(seg)];
    return node.find((x) => isNode(x) && (x.code === seg || x.id === seg || x.kind === seg));
  }
  return isNode(node) ? node[seg] : undefined;
}

function playerProvenance(o: PackOverride): PlayerProvenance {
  return { source: 'player', note: o.note ?? 'Corrected by the player from their card.' };
}

/** Wrap plain list items (batteries, velocity slots) with player provenance on every field. */
function withPlayerProvenance(items: unknown, p: Provenance): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item) => {
    if (!isNode(item)) return item;
    const { provenance: _ignored, ...stats } = item;
    void _ignored;
    return { ...stats, provenance: Object.fromEntries(Object.keys(stats).map((k) => [k, p])) };
  });
}

/** Apply one override to a mutable copy; returns an error message or null. */
function applyOne(root: Node, o: PackOverride): string | null {
  const segs = o.path.split('.');
  const field = segs[segs.length - 1];
  if (field === undefined || segs.some((s) => s === '')) return `"${o.path}" is not a path`;
  if (FIXED.has(field)) return `"${o.path}": ${field} cannot be changed`;
  let parent: unknown = root;
  for (const seg of segs.slice(0, -1)) {
    parent = child(parent, seg);
    if (parent === undefined) return `"${o.path}": nothing called "${seg}" here`;
  }
  if (!isNode(parent) || !(field in parent)) return `"${o.path}": no such value in the pack`;
  const target = parent[field];
  const p = playerProvenance(o);
  if (isNode(target) && 'value' in target && 'provenance' in target) {
    target.value = o.value;
    target.provenance = p;
    return null;
  }
  const prov = parent.provenance;
  if (!isNode(prov) || !(field in prov)) return `"${o.path}": no such value in the pack`;
  if (Array.isArray(target) && !REPLACEABLE_LISTS.has(field) && field !== 'specials' && field !== 'freeEquipment') {
    return `"${o.path}": this list cannot be replaced whole; change its items`;
  }
  parent[field] = REPLACEABLE_LISTS.has(field) ? withPlayerProvenance(o.value, p) : o.value;
  prov[field] = p;
  return null;
}

/**
 * The effective pack: `pack` with the player's overrides applied in order,
 * each changed value marked `player`. The result is validated by the pack schema;
 * errors name the override path or the pack path that is wrong. Pure.
 */
export function applyOverrides(pack: KalidasiaPack, overrides: readonly PackOverride[]): PackResult {
  const copy = structuredClone(pack) as unknown as Node;
  const errors = overrides.flatMap((o) => {
    const e = applyOne(copy, o);
    return e === null ? [] : [e];
  });
  if (errors.length > 0) return { ok: false, errors };
  return parsePack(copy);
}
