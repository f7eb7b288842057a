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

/** Every saved squadron, live; undefined while the database opens. */
export function useSquadronRecords(): SquadronRecord[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (db ? db.squadrons.toArray() : undefined), [db]);
}

/** One saved squadron, live; null when there is none with that id, undefined while loading. */
export function useSquadronRecord(id: string): SquadronRecord | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (db ? ((await db.squadrons.get(id)) ?? null) : undefined), [db, id]);
}
