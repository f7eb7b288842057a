/**
 * Companion games as version 1 stored them (one record with `events` and `redo` arrays) turned into
 * event logs (a head and one row per event). Used by the schema upgrade to version 2 and by restoring a
 * format-1 backup. Never throws: a damaged record still becomes a log (listed as damaged), never dropped.
 */
import type { LogEventRow, LogHead, LogKind } from './eventLog';
import { COMPANION_KEYS } from './types';

export interface ConvertedLog {
  head: LogHead;
  rows: LogEventRow[];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * One version-1 companion game as a log: `events` become seq 1..n (cursor n); the redo stack (its last entry is
 * the next to redo) follows in redo order. A record whose events are not a list keeps what was stored in one
 * row without an event, so the log is listed as damaged and can be exported or deleted.
 */
export function companionRecordToLog(raw: unknown, fallbackId: string): ConvertedLog | null {
  if (!isObject(raw)) return null;
  const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : fallbackId;
  const kind: LogKind = (COMPANION_KEYS as readonly string[]).includes(raw.game as string) ? (raw.game as LogKind) : 'kalidasia';
  const now = new Date().toISOString();
  const rows: LogEventRow[] = [];
  let cursor = 0;
  if (Array.isArray(raw.events)) {
    for (const event of raw.events) rows.push({ logId: id, seq: rows.length + 1, event });
    cursor = rows.length;
  } else {
    // Damaged: keep what was stored, in a row the log reader lists as damaged.
    // Its cursor includes the row, so the game shows as damaged rather than as a fresh game.
    rows.push({ logId: id, seq: 1, event: undefined, ...{ stored: raw.events } });
    cursor = 1;
  }
  if (Array.isArray(raw.redo)) {
    for (let i = raw.redo.length - 1; i >= 0; i--) rows.push({ logId: id, seq: rows.length + 1, event: raw.redo[i] });
  }
  const head: LogHead = {
    id,
    kind,
    name: typeof raw.name === 'string' ? raw.name : '(unnamed game)',
    createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : now,
    updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : now,
    length: rows.length,
    cursor,
    meta: raw.setup,
  };
  if (kind === 'kalidasia' && raw.game !== 'kalidasia') (head as LogHead & { legacyGame?: unknown }).legacyGame = raw.game;
  return { head, rows };
}
