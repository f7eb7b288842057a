/**
 * The event-log hook's view of a log (src/ui/useEventLog.ts): what a tab shows — a whole read, or a log opened from a
 * snapshot whose earlier rows are still being read in the background — and the pure steps between views.
 */
import { eventProblem, safeJson, type LogHead, type LogReadResult, type LogSince } from '../store/eventLogRecords';
import type { LogTailRead } from '../store/eventLogRead';

/** A log as this tab shows it: a whole read, or one opened from a snapshot whose earlier rows are still being read. */
export type LogView = LogReadResult & Partial<Pick<LogTailRead, 'unloaded' | 'anchorRev'>>;

/** Earlier rows read in the background (rows 1..upTo of the epoch), to fill a log opened from a snapshot. */
export interface Earlier {
  epoch: string;
  upTo: number;
  events: unknown[];
  damaged: { seq: number; reason: string }[];
}

/** Where this tab's next write starts: the stored cursor, length and revision it has seen. */
export function projectionOf(head: LogHead): { cursor: number; length: number; rev: number } {
  return { cursor: head.cursor, length: head.length, rev: head.rev ?? 0 };
}

/** Only the head changed (a cursor move, a rename, nothing new to read): the log shown with it, its set-up kept. */
export function moved(cur: LogView, head: LogHead): LogView {
  return { ...cur, head: { ...head, meta: cur.head.meta } };
}

/** What a view derived from `cur` keeps of a log opened from a snapshot (its holes, anchor and snapshot). */
export function partOf(cur: LogView): Partial<LogView> {
  return cur.unloaded ? { unloaded: cur.unloaded, anchorRev: cur.anchorRev ?? 0, snapshot: cur.snapshot } : {};
}

/** A log opened from a snapshot with its earlier rows filled in: a whole log. */
export function withEarlier(log: LogView, e: Earlier): LogView {
  const events = log.events.slice();
  for (let i = 0; i < e.upTo; i++) events[i] = e.events[i];
  const damaged = [...log.damaged.filter((d) => d.seq === 0), ...e.damaged, ...log.damaged.filter((d) => d.seq > e.upTo)];
  const out: LogView = { head: log.head, events, damaged };
  if (log.snapshot) out.snapshot = log.snapshot;
  return out;
}

/**
 * The log shown caught up with the rows written since (`readLogSince`'s 'since'): rows 1..stableSeq kept, the others
 * from the rows read. An event rewritten with the same content keeps its identity (screens memoise on it).
 */
export function caughtUp(base: LogView, since: Extract<LogSince, { kind: 'since' }>): LogView {
  const events = base.events.slice(0, since.stableSeq);
  const damaged = base.damaged.filter((d) => d.seq <= since.stableSeq);
  for (const row of since.rows) {
    const i = row.seq - 1;
    const prev = base.events[i];
    events.push(prev !== undefined && i < base.events.length && safeJson(prev) === safeJson(row.event) ? prev : row.event);
    const problem = eventProblem(row.event);
    if (problem) damaged.push({ seq: row.seq, reason: problem });
  }
  return { ...partOf(base), head: { ...since.head, meta: base.head.meta }, events, damaged };
}

/** A whole read whose unchanged events (and set-up) keep their identity from the log shown before (screens memoise on it). */
export function interned(prev: LogView | null | undefined, log: LogReadResult): LogReadResult {
  if (!prev) return log;
  const events = log.events.map((e, i) => (i < prev.events.length && safeJson(e) === safeJson(prev.events[i]) ? prev.events[i] : e));
  const head = safeJson(log.head.meta) === safeJson(prev.head.meta) ? { ...log.head, meta: prev.head.meta } : log.head;
  return { ...log, head, events };
}

/** The log shown once this tab's `events`, appended at cursor `at`, are stored with `head`. */
export function appended(cur: LogView, head: LogHead, at: number, events: readonly unknown[]): LogView {
  return { ...partOf(cur), head: { ...head, meta: cur.head.meta }, events: cur.events.slice(0, at).concat(events), damaged: cur.damaged.filter((d) => d.seq <= at) };
}

export function structuredCloneOr(v: unknown): unknown {
  try {
    return structuredClone(v);
  } catch {
    return v;
  }
}
