/** Live data for the squadron screens: saved squadrons and the effective pack (shipped + corrections). */
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../ui/useStorage';
import type { SquadronRecord } from '../../../store/types';
import { SHIPPED_PACK, applyOverrides, packOverridesSchema, type KalidasiaPack, type PackOverride } from '../..';

export interface EffectivePack {
  /** The pack every screen uses: shipped values with the player's corrections. */
  pack: KalidasiaPack;
  overrides: readonly PackOverride[];
  /** Why the stored corrections could not be applied (the shipped pack is used; nothing is deleted). */
  problem: readonly string[] | null;
  loading: boolean;
}

export function useEffectivePack(): EffectivePack {
  const db = useDatabase();
  const stored = useLiveQuery(async () => (db ? ((await db.packOverrides.get('player')) ?? null) : undefined), [db]);
  return useMemo(() => {
    if (stored === undefined) return { pack: SHIPPED_PACK, overrides: [], problem: null, loading: true };
    const shape = packOverridesSchema.safeParse(stored?.overrides ?? []);
    if (!shape.success) return { pack: SHIPPED_PACK, overrides: [], problem: shape.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`), loading: false };
    const overrides = shape.data as PackOverride[];
    // No corrections: the shipped pack as it is (validated by its own tests), without a costly re-parse.
    if (overrides.length === 0) return { pack: SHIPPED_PACK, overrides, problem: null, loading: false };
    const r = applyOverrides(SHIPPED_PACK, overrides);
    return r.ok ? { pack: r.pack, overrides, problem: null, loading: false } : { pack: SHIPPED_PACK, overrides, problem: r.errors, loading: false };
  }, [stored]);
}

/** Parsed records by stored object: a live query hands back the same objects only when nothing changed. */
const checkedRecords = new WeakMap<object, boolean>();

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The shape every squadron screen relies on (a quick check, ~1 µs a record: the list of 1,000 stays fast;
 * values the rules refuse are still shown, marked by the builder, as before).
 */
function hasSquadronShape(sq: unknown): boolean {
  if (!isObj(sq)) return false;
  if (typeof sq.name !== 'string' || typeof sq.fleet !== 'string' || typeof sq.pointLimit !== 'number' || !Number.isFinite(sq.pointLimit)) return false;
  if (!Array.isArray(sq.extraFleets) || !sq.extraFleets.every((f) => typeof f === 'string')) return false;
  if (!Array.isArray(sq.ships) || !sq.ships.every((x) => isObj(x) && typeof x.uid === 'string' && typeof x.code === 'string' && Array.isArray(x.upgrades) && x.upgrades.every((u) => typeof u === 'string'))) return false;
  return isObj(sq.fighters) && Object.values(sq.fighters).every((n) => typeof n === 'number' && Number.isFinite(n));
}

/** Whether a stored squadron record can be shown (a damaged one is listed in Settings → Damaged records instead). */
export function isUsableSquadronRecord(rec: unknown): rec is SquadronRecord {
  if (rec === null || typeof rec !== 'object') return false;
  const hit = checkedRecords.get(rec);
  if (hit !== undefined) return hit;
  const r = rec as Partial<SquadronRecord>;
  const ok = typeof r.id === 'string' && typeof r.createdAt === 'string' && typeof r.updatedAt === 'string' && hasSquadronShape(r.squadron);
  checkedRecords.set(rec, ok);
  return ok;
}

/** Every saved squadron that can be shown, live; undefined while the database opens. Damaged records are left out. */
export function useSquadronRecords(): SquadronRecord[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (db ? (await db.squadrons.toArray()).filter(isUsableSquadronRecord) : undefined), [db]);
}

/** One saved squadron, live; null when there is none with that id (or it is damaged), undefined while loading. */
export function useSquadronRecord(id: string): SquadronRecord | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () => {
      if (!db) return undefined;
      const rec: unknown = await db.squadrons.get(id);
      return isUsableSquadronRecord(rec) ? rec : null;
    },
    [db, id],
  );
}
