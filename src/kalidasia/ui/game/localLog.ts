/**
 * INTERIM game-log store, until the storage issue's append-only log (`src/store/eventLog.ts`,
 * `src/ui/useEventLog.ts`) lands on main. Same names and shapes as that contract, so wiring the
 * screen to it is swapping the imports in `gameLog.ts`. Kept in localStorage (one key per game),
 * written synchronously, shared live across tabs through the `storage` event.
 */
import { useEffect, useState } from 'react';

export type LogKind = 'kalidasia';

export interface LogHead {
  id: string;
  kind: LogKind;
  name: string;
  createdAt: string;
  updatedAt: string;
  /** Rows seq 1..length. */
  length: number;
  /** In effect: 1..cursor; the rest can be redone. */
  cursor: number;
  meta: unknown;
}

export type LogWrite =
  | { ok: true; head: LogHead }
  | { ok: false; kind: 'conflict' | 'quota' | 'missing' | 'unavailable' | 'other'; message: string };

export interface DeletedLog {
  head: LogHead;
  events: unknown[];
}

interface Row {
  head: LogHead;
  events: unknown[];
}

const PREFIX = 'tableside.kalidasia.game.';
const key = (id: string) => `${PREFIX}${id}`;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key.startsWith(PREFIX)) notify();
  });
}

function read(id: string): Row | null {
  try {
    const raw = localStorage.getItem(key(id));
    return raw === null ? null : (JSON.parse(raw) as Row);
  } catch {
    return null;
  }
}

function write(row: Row): LogWrite {
  try {
    localStorage.setItem(key(row.head.id), JSON.stringify(row));
    notify();
    return { ok: true, head: row.head };
  } catch (err) {
    const quota = err instanceof DOMException && err.name === 'QuotaExceededError';
    return { ok: false, kind: quota ? 'quota' : 'unavailable', message: quota ? 'The device is out of storage space; nothing was saved.' : `Storage is unavailable: ${(err as Error).message}` };
  }
}

const newId = (): string => (globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `g${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`);
const now = () => new Date().toISOString();

export async function logCreate(kind: LogKind, name: string, meta: unknown, events: readonly unknown[] = []): Promise<LogWrite> {
  const t = now();
  return write({ head: { id: newId(), kind, name, createdAt: t, updatedAt: t, length: events.length, cursor: events.length, meta }, events: [...events] });
}

export async function logAppend(id: string, expectedCursor: number, events: readonly unknown[]): Promise<LogWrite> {
  const row = read(id);
  if (!row) return { ok: false, kind: 'missing', message: 'This game is no longer stored (deleted in another tab?).' };
  if (row.head.cursor !== expectedCursor) return { ok: false, kind: 'conflict', message: 'The game changed in another tab; the screen now shows it as stored.' };
  const kept = row.events.slice(0, row.head.cursor);
  const all = [...kept, ...events];
  return write({ head: { ...row.head, length: all.length, cursor: all.length, updatedAt: now() }, events: all });
}

export async function logMoveCursor(id: string, expectedCursor: number, nextCursor: number): Promise<LogWrite> {
  const row = read(id);
  if (!row) return { ok: false, kind: 'missing', message: 'This game is no longer stored (deleted in another tab?).' };
  if (row.head.cursor !== expectedCursor) return { ok: false, kind: 'conflict', message: 'The game changed in another tab; the screen now shows it as stored.' };
  if (!Number.isInteger(nextCursor) || nextCursor < 0 || nextCursor > row.head.length) return { ok: false, kind: 'other', message: `Step ${nextCursor} is outside the log (0–${row.head.length}).` };
  return write({ head: { ...row.head, cursor: nextCursor, updatedAt: now() }, events: row.events });
}

export async function logRename(id: string, name: string): Promise<LogWrite> {
  const row = read(id);
  if (!row) return { ok: false, kind: 'missing', message: 'This game is no longer stored.' };
  return write({ head: { ...row.head, name, updatedAt: now() }, events: row.events });
}

export async function logDelete(id: string): Promise<{ ok: true; deleted: DeletedLog } | { ok: false; kind: 'missing'; message: string }> {
  const row = read(id);
  if (!row) return { ok: false, kind: 'missing', message: 'This game is no longer stored.' };
  localStorage.removeItem(key(id));
  notify();
  return { ok: true, deleted: { head: row.head, events: row.events } };
}

export async function logRestore(deleted: DeletedLog): Promise<LogWrite> {
  return write({ head: deleted.head, events: deleted.events });
}

export async function logList(kind: LogKind): Promise<LogHead[]> {
  const out: LogHead[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (!k?.startsWith(PREFIX)) continue;
    const row = read(k.slice(PREFIX.length));
    if (row?.head.kind === kind) out.push(row.head);
  }
  return out.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export async function logRead(id: string): Promise<{ head: LogHead; events: unknown[]; damaged: { seq: number; reason: string }[] } | null> {
  const row = read(id);
  return row ? { head: row.head, events: row.events, damaged: [] } : null;
}

/** Same shape as src/ui/useEventLog's EventLogHandle (storage branch). */
export interface EventLogView {
  status: 'loading' | 'ready' | 'missing' | 'deleted-elsewhere' | 'unavailable';
  head: LogHead | null;
  events: readonly unknown[];
  /** Undone events that can be redone (the first is the next to redo). */
  redoEvents: readonly unknown[];
  pending: readonly unknown[];
  damaged: readonly { seq: number; reason: string }[];
  error: string | null;
  append(events: readonly unknown[]): Promise<LogWrite>;
  undo(): Promise<LogWrite>;
  redo(): Promise<LogWrite>;
  clearError(): void;
}

function snapshot(id: string): Row | null {
  return read(id);
}

/** Live view of one log (same shape as src/ui/useEventLog). */
export function useEventLog(id: string): EventLogView {
  const [row, setRow] = useState<Row | null | undefined>(undefined);
  const [pending, setPending] = useState<readonly unknown[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const refresh = () => setRow(snapshot(id));
    refresh();
    listeners.add(refresh);
    return () => {
      listeners.delete(refresh);
    };
  }, [id]);
  const head = row?.head ?? null;
  const events = row ? row.events.slice(0, row.head.cursor) : [];
  const redoEvents = row ? row.events.slice(row.head.cursor) : [];
  const settle = (w: LogWrite): LogWrite => {
    setError(w.ok ? null : w.message);
    setRow(snapshot(id));
    return w;
  };
  return {
    status: row === undefined ? 'loading' : row === null ? 'missing' : 'ready',
    head,
    events,
    redoEvents,
    pending,
    damaged: [],
    error,
    clearError: () => setError(null),
    async append(evs) {
      setPending(evs);
      const w = await logAppend(id, head?.cursor ?? 0, evs);
      setPending([]);
      return settle(w);
    },
    async undo() {
      return settle(await logMoveCursor(id, head?.cursor ?? 0, Math.max(0, (head?.cursor ?? 0) - 1)));
    },
    async redo() {
      return settle(await logMoveCursor(id, head?.cursor ?? 0, Math.min(head?.length ?? 0, (head?.cursor ?? 0) + 1)));
    },
  };
}

/** Live list of logs of a kind (same shape as src/ui/useLogList). */
export function useLogList(kind: LogKind): { status: 'loading' | 'ready' | 'unavailable'; heads: LogHead[] } {
  const [heads, setHeads] = useState<LogHead[] | null>(null);
  useEffect(() => {
    let live = true;
    const refresh = () => {
      void logList(kind).then((h) => {
        if (live) setHeads(h);
      });
    };
    refresh();
    listeners.add(refresh);
    return () => {
      live = false;
      listeners.delete(refresh);
    };
  }, [kind]);
  return { status: heads === null ? 'loading' : 'ready', heads: heads ?? [] };
}
