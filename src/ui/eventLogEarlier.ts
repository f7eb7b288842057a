/**
 * The event-log hook's background read (issue 24): the rows before the snapshot a log was opened from, read when the
 * browser is next idle, a chunk at a time with a yield to the event loop between chunks (no long task), each chunk
 * checked against the anchor the tail read saw (`readLogRows`).
 */
import type { TablesideDB } from '../store/db';
import { readLogRows, type LogAnchor } from '../store/eventLogRead';
import type { Earlier } from './eventLogView';

/**
 * Rows 1..anchor.seq, `chunk` rows per read. 'closed' when `wanted()` (asked before each chunk) says they are no longer
 * needed (the screen closed, or the log shown was replaced); 'stale' when the anchor no longer holds (another tab
 * rewrote a row below it, the game was deleted or replaced): the whole log must be read instead.
 */
export async function readEarlierRows(db: TablesideDB, id: string, anchor: LogAnchor, chunk: number, wanted: () => boolean): Promise<Earlier | 'closed' | 'stale'> {
  const events: unknown[] = [];
  const damaged: { seq: number; reason: string }[] = [];
  for (let from = 1; from <= anchor.seq; from += chunk) {
    if (!wanted()) return 'closed';
    let part: Awaited<ReturnType<typeof readLogRows>>;
    try {
      part = await readLogRows(db, id, from, Math.min(anchor.seq, from + chunk - 1), anchor);
    } catch {
      part = null;
    }
    if (part === null) return 'stale';
    for (const ev of part.events) events.push(ev);
    for (const d of part.damaged) damaged.push(d);
    if (from + chunk <= anchor.seq) await nextTask();
  }
  return { epoch: anchor.epoch, upTo: anchor.seq, events, damaged };
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
