/**
 * Repository for saved Kalidasia squadrons and the player's stat-card corrections
 * (tables `squadrons` and `packOverrides`, schema version 1).
 *
 * Every write goes through `guardedWrite` (a failed write becomes a visible message)
 * and is checked with the same schema as a backup file first, so nothing malformed
 * is ever stored. Rules-invalid squadrons are stored as they are: the builder marks them.
 */
import { applyOverrides } from '../kalidasia/data/overrides';
import { SHIPPED_PACK } from '../kalidasia/data/pack';
import type { PackOverride } from '../kalidasia/data/overrides';
import type { Squadron } from '../kalidasia/rules/squadron/squadron';
import { getDatabase, guardedWrite } from './runtime';
import { PackOverridesRecordSchema, SquadronRecordSchema } from './schemas';
import type { SquadronRecord } from './types';

/** A new record id (random; never one of the builder's path words). */
export function newSquadronId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `sq-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
}

function checked(record: SquadronRecord): SquadronRecord {
  const r = SquadronRecordSchema.safeParse(record);
  if (!r.success) {
    const i = r.error.issues[0];
    throw new Error(`the squadron could not be saved (${i ? `${i.path.join('.')}: ${i.message}` : 'invalid'})`);
  }
  return record;
}

/** Every saved squadron (any order). */
export async function listSquadrons(): Promise<SquadronRecord[]> {
  const db = await getDatabase();
  return db.squadrons.toArray();
}

export async function getSquadron(id: string): Promise<SquadronRecord | undefined> {
  const db = await getDatabase();
  return db.squadrons.get(id);
}

/** Save a new squadron; returns its record, or null when the write failed (the problem is shown). */
export async function createSquadron(squadron: Squadron, now: Date = new Date(), id: string = newSquadronId()): Promise<SquadronRecord | null> {
  const at = now.toISOString();
  const record: SquadronRecord = { id, createdAt: at, updatedAt: at, squadron };
  return (await guardedWrite((db) => db.squadrons.add(checked(record)))) ? record : null;
}

const SQUADRON_FIELDS = ['name', 'fleet', 'extraFleets', 'pointLimit', 'ships', 'fighters'] as const;

/**
 * The change from `base` to `next` applied to `stored`, field by field (fighters type by type): what another tab
 * changed meanwhile is kept, what this edit changed wins.
 */
export function mergeSquadron(base: Squadron, next: Squadron, stored: Squadron): Squadron {
  const out: Record<string, unknown> = { ...stored };
  for (const f of SQUADRON_FIELDS) {
    if (f === 'fighters') continue;
    if (JSON.stringify(next[f]) !== JSON.stringify(base[f])) out[f] = next[f];
  }
  const fighters: Record<string, number | undefined> = { ...stored.fighters };
  const keys = new Set([...Object.keys(base.fighters), ...Object.keys(next.fighters)]);
  for (const k of keys) {
    const b = (base.fighters as Record<string, number | undefined>)[k];
    const n = (next.fighters as Record<string, number | undefined>)[k];
    if (b !== n) {
      if (n === undefined) delete fighters[k];
      else fighters[k] = n;
    }
  }
  out.fighters = fighters;
  return out as unknown as Squadron;
}

/**
 * Save an edit at once (the record keeps its id and creation date). With `base` (the squadron the edit was made
 * on), the edit is merged field by field into what is stored now, so a second tab's changes are never written
 * over; without it the squadron is stored as given. A squadron deleted meanwhile is not brought back.
 */
export async function updateSquadron(id: string, squadron: Squadron, now: Date = new Date(), base?: Squadron): Promise<boolean> {
  return guardedWrite(async (db) => {
    await db.transaction('rw', db.squadrons, async () => {
      const old = await db.squadrons.get(id);
      if (base && !old) throw Object.assign(new Error('this squadron was deleted (perhaps in another tab); the change was not saved'), { name: 'NotFoundError' });
      const createdAt = old?.createdAt ?? now.toISOString();
      const storedOk = old && SquadronRecordSchema.safeParse(old).success;
      const merged = base && old && storedOk ? mergeSquadron(base, squadron, old.squadron) : squadron;
      await db.squadrons.put(checked({ id, createdAt, updatedAt: now.toISOString(), squadron: merged }));
    });
  });
}

/** A copy named "… (copy)"; returns the new record. */
export async function duplicateSquadron(id: string, now: Date = new Date()): Promise<SquadronRecord | null> {
  const rec = await getSquadron(id);
  if (!rec) return null;
  return createSquadron({ ...rec.squadron, name: `${rec.squadron.name} (copy)` }, now);
}

/** Delete; returns the deleted record so the player can undo. */
export async function deleteSquadron(id: string): Promise<SquadronRecord | undefined> {
  const rec = await getSquadron(id);
  if (!rec) return undefined;
  return (await guardedWrite((db) => db.squadrons.delete(id))) ? rec : undefined;
}

/** Put a deleted record back exactly as it was (undo). */
export function restoreSquadron(record: SquadronRecord): Promise<boolean> {
  return guardedWrite((db) => db.squadrons.put(checked(record)));
}

// ---------------------------------------------------------------------------
// Stat-card corrections

/** The stored corrections (empty when none). */
export async function loadPackOverrides(): Promise<PackOverride[]> {
  const db = await getDatabase();
  return (await db.packOverrides.get('player'))?.overrides ?? [];
}

export type OverrideWrite = { ok: true } | { ok: false; errors: readonly string[] };

/**
 * Replace the stored corrections, after checking that they apply to the shipped pack
 * (a value the pack schema refuses is reported and nothing is written).
 */
export async function savePackOverrides(overrides: readonly PackOverride[]): Promise<OverrideWrite> {
  const applied = applyOverrides(SHIPPED_PACK, overrides);
  if (!applied.ok) return { ok: false, errors: applied.errors };
  const record = { id: 'player' as const, overrides: [...overrides] };
  const shape = PackOverridesRecordSchema.safeParse(record);
  if (!shape.success) return { ok: false, errors: shape.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const ok = await guardedWrite((db) => db.packOverrides.put(record));
  return ok ? { ok: true } : { ok: false, errors: ['The correction could not be saved (see the message at the top).'] };
}

/** Set one value (replacing an earlier correction of the same path). */
export async function setPackOverride(path: string, value: unknown, note?: string): Promise<OverrideWrite> {
  const list = (await loadPackOverrides()).filter((o) => o.path !== path);
  return savePackOverrides([...list, note === undefined ? { path, value } : { path, value, note }]);
}

/** Back to the shipped value. */
export async function resetPackOverride(path: string): Promise<OverrideWrite> {
  return savePackOverrides((await loadPackOverrides()).filter((o) => o.path !== path));
}
