/** Which local games are shared, and how (this browser only; no engine). */
export interface ShareRecord {
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
}

const key = (logId: string) => `tableside.share.${logId}`;

export function getShare(logId: string): ShareRecord | null {
  try {
    const raw = localStorage.getItem(key(logId));
    if (!raw) return null;
    const r = JSON.parse(raw) as Partial<ShareRecord>;
    return typeof r.doc === 'string' && typeof r.server === 'string' && (r.role === 'act' || r.role === 'watch') && typeof r.actor === 'string' ? (r as ShareRecord) : null;
  } catch {
    return null;
  }
}

export function setShare(logId: string, r: ShareRecord): void {
  localStorage.setItem(key(logId), JSON.stringify(r));
}

/** Remember the position the local log shows now. */
export function saveTip(logId: string, tip: string): void {
  const r = getShare(logId);
  if (r && r.tip !== tip) setShare(logId, { ...r, tip });
}

/** Remember the changes the server has not confirmed yet (kept across a reload). */
export function savePending(logId: string, pending: readonly string[]): void {
  const r = getShare(logId);
  if (r) setShare(logId, { ...r, pending: [...pending] });
}

/** Stop sharing: the local log stays (a local copy). */
export function clearShare(logId: string): void {
  localStorage.removeItem(key(logId));
}

export function newActor(): string {
  const b = new Uint8Array(6);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** The local log id of a joined shared game. */
export function joinedLogId(doc: string): string {
  return `shared-${doc.replace(/^automerge:/, '')}`;
}
