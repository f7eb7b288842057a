/**
 * What a screen gets from `useEventLog` (src/ui/useEventLog.ts): the log as this tab shows it, its status, what is
 * pending or failed, and the actions; with the options of the hook and the words for a failed write.
 */
import { CONFLICT_MESSAGE, type LogFailure, type LogHead, type LogSnapshot, type LogWrite } from '../store/eventLogRecords';
import type { LogView } from './eventLogView';

export type EventLogStatus = 'loading' | 'ready' | 'missing' | 'deleted-elsewhere' | 'unavailable';

export interface EventLogHandle {
  status: EventLogStatus;
  head: LogHead | null;
  /** seq 1..cursor, stored. */
  events: readonly unknown[];
  /**
   * seq cursor+1..length (the first is the next to redo). Named `redoEvents`, not `redo` as first planned:
   * one object cannot hold both `redo` the list and `redo()` the action.
   */
  redoEvents: readonly unknown[];
  /** Sent to storage, not yet stored: the screen shows them as pending, not done. */
  pending: readonly unknown[];
  /** Rows that cannot be read (listed, never thrown). */
  damaged: readonly { seq: number; reason: string }[];
  /** The last failed write, in words. */
  error: string | null;
  /** The stored snapshot read with the log at open (still belonging to its events), if any. */
  snapshot: LogSnapshot | null;
  /**
   * Opened from a snapshot (`tailFirst`): events 1..unloaded are not read yet — `events` holds holes there — and
   * are read in the background; 0 once every event is here. Until then nothing that needs them may run (undo past
   * them is refused, a put-back is refused: `restorable`).
   */
  unloaded: number;
  /** After 'deleted-elsewhere': this tab holds the whole game and can put it back (false: it had not read all of it). */
  restorable: boolean;
  /** Store a snapshot of the folded state after `seq` events (derived; never changes the log). */
  putSnapshot(seq: number, state: unknown): Promise<boolean>;
  append(events: readonly unknown[]): Promise<LogWrite>;
  /** Move the cursor back `steps` events (default 1) in one write: a group stored together is undone together. */
  undo(steps?: number): Promise<LogWrite>;
  /** Move the cursor forward `steps` events (default 1). */
  redo(steps?: number): Promise<LogWrite>;
  /** After 'deleted-elsewhere': put the game back as this tab last saw it. */
  restoreDeleted(): Promise<LogWrite>;
  /** Forget the last error (the player read it). */
  clearError(): void;
}

/** What a handle does: the controller's own functions, the same in every handle. */
export type EventLogActions = Pick<EventLogHandle, 'putSnapshot' | 'append' | 'undo' | 'redo' | 'restoreDeleted' | 'clearError'>;

/** The handle for the log shown (null: none), its events split at the cursor into done and redoable. */
export function handleOf(log: LogView | null, status: EventLogStatus, pending: readonly unknown[], error: string | null, restorable: boolean, actions: EventLogActions): EventLogHandle {
  const cursor = log?.head.cursor ?? 0;
  return {
    status,
    head: log?.head ?? null,
    events: log ? log.events.slice(0, cursor) : [],
    redoEvents: log ? log.events.slice(cursor) : [],
    pending,
    damaged: log?.damaged ?? [],
    error,
    snapshot: log?.snapshot ?? null,
    unloaded: log?.unloaded ?? 0,
    restorable,
    putSnapshot: actions.putSnapshot,
    append: actions.append,
    undo: actions.undo,
    redo: actions.redo,
    restoreDeleted: actions.restoreDeleted,
    clearError: actions.clearError,
  };
}

/** Words for a failed write, shown to the player. */
export function describeLogFailure(f: LogFailure): string {
  if (f.kind === 'conflict') return f.message === CONFLICT_MESSAGE ? capitalise(CONFLICT_MESSAGE) + '.' : capitalise(f.message);
  if (f.kind === 'missing') return 'Not saved: ' + f.message + '.';
  return 'Not saved: ' + f.message;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Rows read per background read (one short task each; see EventLogController). */
export const EARLIER_CHUNK = 500;

export const EARLIER_MESSAGE = "this game's earlier events are still being read; try again in a moment";

export interface EventLogOptions {
  /**
   * Open from the newest stored snapshot that still belongs to the events and that this predicate accepts (the
   * game's own check of the stored state, say its app version): read only the head, the snapshot and the rows after
   * it, paint, then read the earlier rows in the background. Absent: the whole log is read at open.
   */
  tailFirst?: (snapshotState: unknown) => boolean;
  /** Rows per background read of the earlier rows (EARLIER_CHUNK; tests use small ones). */
  earlierChunk?: number;
}
