/**
 * One stored event log, live across tabs, with writes that show as done only once stored.
 *
 * - Every read of the log gets a ticket number; a result is shown only if its ticket is newer than the one shown.
 *   IndexedDB runs transactions in the order they were created, so a later ticket never shows older data.
 * - Writes are queued one after another; each appends at the cursor this tab had seen when the player acted
 *   (plus its own queued actions before it). A stale tab is refused ('conflict'), shown the other tab's change
 *   and told why; it never writes over it.
 * - Until a write is stored its events are `pending` (the screen shows them as pending, not done). A failed
 *   write takes them back and says why in `error`.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { liveQuery, type Subscription } from 'dexie';
import { getDatabase, trackWrite } from '../store/runtime';
import type { TablesideDB } from '../store/db';
import { eventLogOn, readHead, readLogSince, sameEpoch, type DeletedLog, type LogFailure, type LogHead, type LogReadResult, type LogSince, type LogWrite } from '../store/eventLog';
import { readLogOpen } from '../store/eventLogRead';
import { readEarlierRows, whenIdle } from './eventLogEarlier';
import { describeLogFailure, EARLIER_CHUNK, EARLIER_MESSAGE, handleOf, type EventLogHandle, type EventLogOptions, type EventLogStatus } from './eventLogHandle';
import { appended, caughtUp, interned, moved, projectionOf, structuredCloneOr, withEarlier, type Earlier, type LogView } from './eventLogView';

export { describeLogFailure, EARLIER_CHUNK, EARLIER_MESSAGE, type EventLogHandle, type EventLogOptions, type EventLogStatus } from './eventLogHandle';

interface Snapshot {
  ticket: number;
  log: LogView | null;
}

interface Pending {
  events: readonly unknown[];
}

interface State {
  snap: Snapshot | null;
  failedOpen: boolean;
  pending: Pending[];
  error: string | null;
  wasReady: boolean;
}

/**
 * The engine behind the hook (plain object, testable without React): reads, queued writes, subscribers.
 * `getDb` is the database to use (the app's shared one; tests give each "tab" its own).
 *
 * Cost per action does not grow with the game: a stored write updates the view from what was written; the
 * live query observes only the head row, and when another tab changed the log only the rows written since the
 * revision this tab saw are read (`readLogSince`). The whole log is read when the game opens, after a put-back,
 * and when revisions cannot be compared (another epoch, a damaged head).
 *
 * With `tailFirst` (issue 24), the open reads only the head, a snapshot and the rows after it (`readLogOpen`) and
 * shows that at once (`unloaded` > 0: the earlier events are holes); when the browser is next idle, the earlier rows
 * are read in chunks of EARLIER_CHUNK, each checked against the anchor row (`readLogRows`), with a yield to the event
 * loop between chunks, and filled in. Appends at the end and live updates work meanwhile (they need only the head
 * and the rows after the snapshot). Whatever needs an earlier row waits: a change from another tab that reaches
 * below the snapshot (rows rewritten there, or the cursor moved there) reads the whole log at once; an undo below it
 * is refused with EARLIER_MESSAGE; a put-back after a delete is refused (`restorable`).
 */
export class EventLogController {
  private ticket = 0;
  private state: State = { snap: null, failedOpen: false, pending: [], error: null, wasReady: false };
  private listeners = new Set<() => void>();
  private queue: Promise<unknown> = Promise.resolve();
  /** Cursor this tab will have once its queued writes are stored. */
  private projected: { cursor: number; length: number; rev: number } | null = null;
  private queuedFailure: LogFailure | null = null;
  private inFlight = 0;
  private sub: Subscription | null = null;
  private ops;
  private handleCache: EventLogHandle | null = null;

  constructor(
    private readonly id: string,
    private readonly getDb: () => Promise<TablesideDB>,
    private readonly opts: EventLogOptions = {},
  ) {
    this.ops = eventLogOn(getDb);
  }

  subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    if (this.listeners.size === 1) this.start();
    return () => {
      this.listeners.delete(l);
      if (this.listeners.size === 0) this.stop();
    };
  };

  private start(): void {
    void this.getDb().then(
      (db) => {
        if (this.listeners.size === 0 || this.sub) return;
        // Only the head row is observed: a write anywhere to this game changes it, and it says what changed.
        this.sub = liveQuery(() => db.logHeads.get(this.id)).subscribe({
          next: (raw) => this.observe(raw),
          error: () => this.set({ failedOpen: true }),
        });
        if (this.state.snap?.log?.unloaded) this.scheduleEarlier();
      },
      () => this.set({ failedOpen: true }),
    );
  }

  private stop(): void {
    this.sub?.unsubscribe();
    this.sub = null;
  }

  /** The stored head as observed live: catch up only if it is not what this tab already shows. */
  private observe(raw: unknown): void {
    const cur = this.state.snap?.log ?? null;
    if (cur && raw !== undefined) {
      const r = readHead(raw);
      if (r && !r.problem && sameEpoch(r.head, cur.head)) {
        const rev = r.head.rev ?? 0;
        const known = cur.head.rev ?? 0;
        if (rev < known) return; // an observation older than what this tab wrote
        if (rev === known) {
          if (r.head.name !== cur.head.name || r.head.updatedAt !== cur.head.updatedAt) {
            this.show(moved(cur, r.head));
          }
          return;
        }
      }
    }
    void this.sync();
  }

  /**
   * Catch up with what is stored: only the rows written since the revision shown (the whole log if it cannot tell,
   * or with `whole`). The very first read of a `tailFirst` log reads only its tail (`readLogOpen`).
   */
  private async sync(patch: Partial<State> = {}, whole = false): Promise<void> {
    let db: TablesideDB;
    try {
      db = await this.getDb();
    } catch {
      this.set(patch);
      return;
    }
    const base = this.state.snap?.log ?? null;
    const ticket = ++this.ticket;
    const tailFirst = this.opts.tailFirst;
    if (tailFirst && this.state.snap === null && !whole) {
      try {
        const open = await readLogOpen(db, this.id, tailFirst);
        return this.accept({ ticket, log: open === null ? null : open.kind === 'full' ? this.intern(open.log) : open.log }, patch);
      } catch {
        this.set(patch);
        return;
      }
    }
    let since: LogSince;
    try {
      since = await readLogSince(db, this.id, whole ? null : (base?.head ?? null));
      // Opened from a snapshot, and the change reaches below it (rows rewritten there, or the cursor moved there):
      // the earlier rows are needed now, so the whole log is read.
      if (since.kind === 'since' && base?.unloaded && (since.stableSeq < base.unloaded || since.head.cursor < base.unloaded)) {
        since = await readLogSince(db, this.id, null);
      }
    } catch {
      this.set(patch);
      return;
    }
    if (since.kind === 'missing') return this.accept({ ticket, log: null }, patch);
    if (since.kind === 'full') return this.accept({ ticket, log: this.intern(since.log) }, patch);
    if (!base) return this.set(patch);
    if (since.kind === 'same') return this.accept({ ticket, log: moved(base, since.head) }, patch);
    this.accept({ ticket, log: caughtUp(base, since) }, patch);
  }

  /** Unchanged events keep their identity from the log shown before (screens memoise on it). Whole reads only. */
  private intern(log: LogReadResult): LogReadResult {
    return interned(this.state.snap?.log, log);
  }

  /**
   * Show a read if it is newer than what is shown: within one epoch, by revision (a read never takes back a
   * newer write); otherwise (another epoch, a deleted or put-back game) by ticket.
   */
  private accept(s: Snapshot, patch: Partial<State> = {}): void {
    const cur = this.state.snap;
    let newer: boolean;
    if (cur?.log && s.log && sameEpoch(cur.log.head, s.log.head)) {
      const rev = s.log.head.rev ?? 0;
      const known = cur.log.head.rev ?? 0;
      newer = rev > known || (rev === known && s.ticket > cur.ticket);
    } else newer = !cur || s.ticket > cur.ticket;
    if (!newer) return this.set(patch);
    this.show(s.log, s.ticket, patch);
  }

  private show(log: LogView | null, ticket: number = ++this.ticket, patch: Partial<State> = {}): void {
    // A view derived from the log opened from a snapshot, once its earlier rows are read: fill them in.
    const e = this.early;
    if (log?.unloaded && e && e.epoch === log.head.epoch && e.upTo === log.unloaded) log = withEarlier(log, e);
    const next: Partial<State> = { ...patch, snap: { ticket, log } };
    if (log) next.wasReady = true;
    // With nothing queued, this tab's view of the cursor is what is stored.
    if (this.inFlight === 0 && log) this.projected = projectionOf(log.head);
    this.set(next);
    if (log?.unloaded) this.scheduleEarlier();
  }

  private early: Earlier | null = null;
  private readingEarlier = false;

  /** Read the rows before the snapshot when the browser is next idle (once at a time). */
  private scheduleEarlier(): void {
    if (this.readingEarlier || this.listeners.size === 0) return;
    this.readingEarlier = true;
    whenIdle(() => {
      void this.readEarlier().finally(() => {
        this.readingEarlier = false;
      });
    });
  }

  /**
   * Rows 1..unloaded of the log shown, a chunk per read with a yield between (no long task), each read checked
   * against the anchor (`readLogRows`); then filled into the log shown. The anchor gone (another tab rewrote a row
   * below it, the game was deleted or replaced): the whole log is read instead.
   */
  private async readEarlier(): Promise<void> {
    const log = this.state.snap?.log;
    if (!log?.unloaded || log.head.epoch === undefined || this.listeners.size === 0) return;
    const anchor = { epoch: log.head.epoch, seq: log.unloaded, rev: log.anchorRev ?? 0 };
    let db: TablesideDB;
    try {
      db = await this.getDb();
    } catch {
      return;
    }
    const chunk = Math.max(1, Math.floor(this.opts.earlierChunk ?? EARLIER_CHUNK));
    const early = await readEarlierRows(db, this.id, anchor, chunk, () => {
      const cur = this.state.snap?.log;
      // Closed (a later subscription starts again), or already replaced by a whole read.
      return this.listeners.size > 0 && !!cur?.unloaded && cur.unloaded === anchor.seq && cur.head.epoch === anchor.epoch;
    });
    if (early === 'closed') return;
    if (early === 'stale') return this.sync({}, true);
    this.early = early;
    const cur = this.state.snap?.log;
    if (cur?.unloaded) this.show(cur);
  }

  private set(patch: Partial<State>): void {
    this.state = { ...this.state, ...patch };
    this.handleCache = null;
    for (const l of this.listeners) l();
  }

  /**
   * Queue one write (run after the ones before it); its events show as pending until it is stored. `apply` gives
   * the log as stored after the write from the log shown before it and the stored head (no read); without it,
   * or when another tab wrote in between, the tab catches up from storage.
   */
  private enqueue(
    pendingEvents: readonly unknown[],
    write: () => Promise<LogWrite>,
    apply?: (cur: LogView, head: LogHead) => LogView | null,
  ): Promise<LogWrite> {
    const entry: Pending = { events: pendingEvents };
    if (pendingEvents.length) this.set({ pending: [...this.state.pending, entry], error: null });
    else if (this.state.error) this.set({ error: null });
    this.inFlight++;
    const run = async (): Promise<LogWrite> => {
      let result: LogWrite;
      try {
        result = this.queuedFailure ?? (await write());
      } catch (err) {
        result = { ok: false, kind: 'other', message: err instanceof Error ? err.message : String(err) };
      }
      if (!result.ok) this.queuedFailure = result;
      this.inFlight--;
      if (this.inFlight === 0) this.queuedFailure = null;
      const patch: Partial<State> = { pending: this.state.pending.filter((p) => p !== entry) };
      if (!result.ok) patch.error = describeLogFailure(result);
      const cur = this.state.snap?.log ?? null;
      const applied = result.ok && apply && cur && sameEpoch(cur.head, result.head) && (result.head.rev ?? 0) === (cur.head.rev ?? 0) + 1 ? apply(cur, result.head) : null;
      if (applied) {
        this.show(applied, undefined, patch);
      } else if (result.ok && cur && sameEpoch(cur.head, result.head) && (result.head.rev ?? 0) <= (cur.head.rev ?? 0)) {
        this.set(patch); // already shown (a catch-up read it first)
      } else await this.sync(patch);
      if (this.inFlight === 0 && this.state.snap?.log) {
        this.projected = projectionOf(this.state.snap.log.head);
      }
      return result;
    };
    // In flight from the player's action (queued behind earlier ones included) until stored or refused.
    const p = trackWrite(() => this.queue.then(run, run));
    this.queue = p;
    return p;
  }

  append = (events: readonly unknown[]): Promise<LogWrite> => {
    const basis = this.projected;
    if (!basis) return Promise.resolve(this.refuseNow('unavailable', 'the game is not open yet; nothing was saved'));
    const expected = basis.cursor;
    this.projected = { cursor: expected + events.length, length: expected + events.length, rev: basis.rev + 1 };
    // What the view shows once stored: a copy, so changing the objects afterwards changes nothing shown.
    const copies = events.map((e) => structuredCloneOr(e));
    return this.enqueue(
      events,
      () => this.ops.logAppend(this.id, expected, events, basis.rev),
      (cur, head) =>
        // Appended below rows not read yet (never: an undo there is refused): read it instead.
        cur.unloaded && expected < cur.unloaded
          ? null
          : appended(cur, head, expected, copies),
    );
  };

  undo = (steps = 1): Promise<LogWrite> => {
    const basis = this.projected;
    if (!basis || basis.cursor === 0) return Promise.resolve(this.refuseNow('other', 'there is nothing to undo'));
    const next = Math.max(0, basis.cursor - Math.max(1, Math.floor(steps)));
    // Opened from a snapshot: the state before it needs the earlier rows, still being read.
    if (next < (this.state.snap?.log?.unloaded ?? 0)) return Promise.resolve(this.refuseNow('other', EARLIER_MESSAGE));
    this.projected = { cursor: next, length: basis.length, rev: basis.rev + 1 };
    return this.enqueue([], () => this.ops.logMoveCursor(this.id, basis.cursor, next, basis.rev), moved);
  };

  redo = (steps = 1): Promise<LogWrite> => {
    const basis = this.projected;
    if (!basis || basis.cursor >= basis.length) return Promise.resolve(this.refuseNow('other', 'there is nothing to redo'));
    const next = Math.min(basis.length, basis.cursor + Math.max(1, Math.floor(steps)));
    this.projected = { cursor: next, length: basis.length, rev: basis.rev + 1 };
    return this.enqueue([], () => this.ops.logMoveCursor(this.id, basis.cursor, next, basis.rev), moved);
  };

  restoreDeleted = (): Promise<LogWrite> => {
    const last = this.lastSeen;
    if (!last) return Promise.resolve(this.refuseNow('missing', this.lastSeenPartial ? "this tab had not read the whole game when it was deleted, so it cannot put it back (the saved games list where it was deleted can)" : 'there is no copy of this game to put back'));
    return this.enqueue([], () => this.ops.logRestore(last));
  };

  putSnapshot = (seq: number, state: unknown): Promise<boolean> => this.ops.logSnapshotPut(this.id, seq, state);

  clearError = (): void => {
    if (this.state.error !== null) this.set({ error: null });
  };

  private lastSeen: DeletedLog | null = null;
  /** The last log shown was opened from a snapshot and not read whole: no copy to put back. */
  private lastSeenPartial = false;

  private refuseNow(kind: LogFailure['kind'], message: string): LogFailure {
    const f: LogFailure = { ok: false, kind, message };
    this.set({ error: describeLogFailure(f) });
    return f;
  }

  getHandle = (): EventLogHandle => {
    if (this.handleCache) return this.handleCache;
    const { snap, failedOpen, pending, error, wasReady } = this.state;
    const log = snap?.log ?? null;
    if (log) {
      this.lastSeenPartial = !!log.unloaded;
      this.lastSeen = log.unloaded ? null : { head: log.head, events: log.events };
    }
    const status: EventLogStatus = log ? 'ready' : failedOpen ? 'unavailable' : !snap ? 'loading' : wasReady ? 'deleted-elsewhere' : 'missing';
    const handle = handleOf(log, status, pending.flatMap((p) => p.events), error, this.lastSeen !== null, this);
    this.handleCache = handle;
    return handle;
  };
}

/** One stored event log, live across tabs (`opts` are read when `id` changes). */
export function useEventLog(id: string, opts?: EventLogOptions): EventLogHandle {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options of the first render for this id
  const ctl = useMemo(() => new EventLogController(id, getDatabase, opts), [id]);
  return useSyncExternalStore(ctl.subscribe, ctl.getHandle, ctl.getHandle);
}

export { useLogList, type LogListHandle } from './useLogList';
