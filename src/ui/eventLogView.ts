/**
 * The event-log hook's view of a log (src/ui/useEventLog.ts): what a tab shows — a whole read, or a log opened from a
 * snapshot whose earlier rows are still being read in the background — and the pure steps between views.
 */
import type { LogHead, LogReadResult } from '../store/eventLog';
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

/** A cursor move changes only the head. */
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

/** Run `fn` when the browser is next idle (soon, in any case), after the frame being painted. */
export function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 500 });
  else setTimeout(fn, 0);
}

/** Yield to the event loop (input, rendering) before the next piece of background work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function structuredCloneOr(v: unknown): unknown {
  try {
    return structuredClone(v);
  } catch {
    return v;
  }
}
