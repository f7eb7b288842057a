/**
 * Which local games are shared, and how (issue 26): one record per shared game in the `shares` table (schema
 * version 4), beside the game's log, so a backup holds it. Until version 4 the record lived in this browser's
 * localStorage (`tableside.share.<logId>`): the upgrade copies every such record into the table, and reading a
 * game's record moves a legacy one still there (written, then the localStorage entry removed) — read once, moved.
 */
import type { TablesideDB } from './db';
import { trackWrite } from './status';

export interface ShareRecord {
  /** The local log's id (the game on this device). */
  logId: string;
  /** The shared document's URL (automerge:…). */
  doc: string;
  server: string;
  role: 'act' | 'watch';
  /** This tablet's actor id in the shared log (op ids). */
  actor: string;
  /** The position of the document the local log last showed (so a reload tells a local action from a stale log). */
  tip?: string;
  /** This tablet's changes the sync server has not yet confirmed holding (the engine's change hashes, oldest first). */
  pending?: string[];
  /** Put back by a backup restore: the game re-joins its shared document when opened (the share bar says so). */
  restored?: boolean;
}

/** The localStorage key of a game's share record before schema version 4. */
export const LEGACY_SHARE_PREFIX = 'tableside.share.';

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** A record as stored (or as the localStorage held it), or null when it is not one. Never throws. */
export function readShareRecord(logId: string, raw: unknown): ShareRecord | null {
  if (raw === null || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (!isText(r.doc, 200) || !isText(r.server, 500) || (r.role !== 'act' && r.role !== 'watch') || !isText(r.actor, 100)) return null;
  const out: ShareRecord = { logId, doc: r.doc, server: r.server, role: r.role, actor: r.actor };
  if (isText(r.tip, 300)) out.tip = r.tip;
  if (Array.isArray(r.pending)) out.pending = r.pending.filter((h): h is string => isText(h, 200)).slice(0, 10_000);
  if (r.restored === true) out.restored = true;
  return out;
}

/** Every legacy record in a localStorage (key → record). Never throws. */
export function legacyShares(storage: Pick<Storage, 'length' | 'key' | 'getItem'> | undefined): { key: string; rec: ShareRecord }[] {
  const out: { key: string; rec: ShareRecord }[] = [];
  if (!storage) return out;
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(LEGACY_SHARE_PREFIX)) continue;
      const logId = key.slice(LEGACY_SHARE_PREFIX.length);
      let raw: unknown = null;
      try {
        raw = JSON.parse(storage.getItem(key) ?? 'null');
      } catch {
        raw = null;
      }
      const rec = logId ? readShareRecord(logId, raw) : null;
      if (rec) out.push({ key, rec });
    }
  } catch {
    // No storage (a private mode that throws): nothing to move.
  }
  return out;
}

/** This page's localStorage, or undefined (a worker, tests, a browser that refuses it). */
export function pageStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A game's share record: from the table; a legacy one still in localStorage is moved into the table first (then
 * removed from localStorage), so it is read there once.
 */
export async function shareGet(db: TablesideDB, logId: string, storage: Storage | undefined = pageStorage()): Promise<ShareRecord | null> {
  const stored = await db.shares.get(logId);
  const legacyKey = `${LEGACY_SHARE_PREFIX}${logId}`;
  let legacy: string | null = null;
  try {
    legacy = storage?.getItem(legacyKey) ?? null;
  } catch {
    legacy = null;
  }
  if (legacy !== null) {
    if (!stored) {
      let raw: unknown = null;
      try {
        raw = JSON.parse(legacy);
      } catch {
        raw = null;
      }
      const rec = readShareRecord(logId, raw);
      if (rec) {
        await trackWrite(() => db.shares.put(rec));
        storage?.removeItem(legacyKey);
        return rec;
      }
      // Unreadable: left where it is (never deleted unread), the game shows as a local copy.
      return null;
    }
    storage?.removeItem(legacyKey);
  }
  return stored ? readShareRecord(logId, stored) : null;
}

export function sharePut(db: TablesideDB, rec: ShareRecord): Promise<void> {
  return trackWrite(async () => {
    await db.shares.put(rec);
  });
}

/** Change some fields of a game's record (nothing when it is not shared any more). */
export function sharePatch(db: TablesideDB, logId: string, patch: Partial<Omit<ShareRecord, 'logId'>>): Promise<void> {
  return trackWrite(async () => {
    await db.transaction('rw', db.shares, async () => {
      const r = await db.shares.get(logId);
      if (!r) return;
      const next: ShareRecord = { ...r, ...patch };
      for (const k of Object.keys(next) as (keyof ShareRecord)[]) if (next[k] === undefined) delete next[k];
      await db.shares.put(next);
    });
  });
}

/** Stop sharing: the record goes (the local log stays, a local copy); a legacy one too. */
export function shareDelete(db: TablesideDB, logId: string, storage: Storage | undefined = pageStorage()): Promise<void> {
  try {
    storage?.removeItem(`${LEGACY_SHARE_PREFIX}${logId}`);
  } catch {
    // nothing to remove
  }
  return trackWrite(async () => {
    await db.shares.delete(logId);
  });
}

/** A new actor id for this tablet in a shared log (random, 48 bits: op ids are the actor and a counter). */
export function newActor(): string {
  const b = new Uint8Array(6);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}
