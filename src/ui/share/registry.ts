/**
 * Which local games are shared, and how — for the share screens: the records live in the database (`shares` table,
 * `store/shares.ts`: in backups; a legacy localStorage record is moved there on first read). Writes of one game's
 * record run in order (the position last shown is written after each sync; a later write never lands first).
 */
import { useEffect, useState } from 'react';
import { getDatabase } from '../../store/runtime';
import { newActor, shareDelete, shareGet, sharePatch, sharePut, type ShareRecord } from '../../store/shares';

export { newActor, type ShareRecord };

const listeners = new Map<string, Set<(r: ShareRecord | null) => void>>();
const chains = new Map<string, Promise<unknown>>();

/** Run one write of a game's record after the ones before it. */
function inOrder(logId: string, work: () => Promise<unknown>): Promise<void> {
  const p = (chains.get(logId) ?? Promise.resolve()).then(work, work);
  chains.set(
    logId,
    p.catch(() => undefined),
  );
  return p.then(() => undefined);
}

function tell(logId: string, r: ShareRecord | null): void {
  for (const l of listeners.get(logId) ?? []) l(r);
}

export async function getShare(logId: string): Promise<ShareRecord | null> {
  const db = await getDatabase();
  await (chains.get(logId) ?? Promise.resolve());
  return shareGet(db, logId);
}

export function setShare(logId: string, r: Omit<ShareRecord, 'logId'>): Promise<void> {
  const rec: ShareRecord = { ...r, logId };
  tell(logId, rec);
  return inOrder(logId, async () => sharePut(await getDatabase(), rec));
}

/** Remember the position the local log shows now. */
export function saveTip(logId: string, tip: string): Promise<void> {
  return inOrder(logId, async () => sharePatch(await getDatabase(), logId, { tip }));
}

/** Remember the changes the server has not confirmed yet (kept across a reload). */
export function savePending(logId: string, pending: readonly string[]): Promise<void> {
  return inOrder(logId, async () => sharePatch(await getDatabase(), logId, { pending: [...pending] }));
}

/** The game restored from a backup has re-joined its shared game: the note goes. */
export function markRejoined(logId: string): Promise<void> {
  return inOrder(logId, async () => sharePatch(await getDatabase(), logId, { restored: undefined }));
}

/** Stop sharing: the local log stays (a local copy). */
export function clearShare(logId: string): Promise<void> {
  tell(logId, null);
  return inOrder(logId, async () => shareDelete(await getDatabase(), logId));
}

/**
 * A game's share record as the screen shows it: undefined while it is read, null when the game is not shared.
 * Follows this tab's own changes (sharing started, stopped).
 */
export function useShareRecord(logId: string): ShareRecord | null | undefined {
  const [rec, setRec] = useState<{ logId: string; rec: ShareRecord | null } | null>(null);
  useEffect(() => {
    let live = true;
    /** A change made in this tab since the read started wins over what the read gives. */
    let told = false;
    const set = (r: ShareRecord | null) => {
      told = true;
      if (live) setRec({ logId, rec: r });
    };
    let subs = listeners.get(logId);
    if (!subs) listeners.set(logId, (subs = new Set()));
    subs.add(set);
    getShare(logId).then(
      (r) => !told && live && setRec({ logId, rec: r }),
      () => !told && live && setRec({ logId, rec: null }),
    );
    return () => {
      live = false;
      listeners.get(logId)?.delete(set);
    };
  }, [logId]);
  return rec && rec.logId === logId ? rec.rec : undefined;
}

/** The local log id of a joined shared game. */
export function joinedLogId(doc: string): string {
  return `shared-${doc.replace(/^automerge:/, '')}`;
}
