/**
 * Append-only event logs: one stored row per event, keyed [logId+seq], and a head row per log.
 *
 * A game (Kalidasia or a companion) is a log. Appending writes only the new rows and the head, in one
 * transaction that first checks the stored cursor is the one the writer saw (compare-and-set): a stale
 * tab is refused with 'conflict' and nothing is written, so no tab ever writes over another's actions.
 * Undo/redo move the cursor; the rows after it are the redo tail until the next append drops them.
 *
 * Every function here returns a result and never throws: a failed write says why (quota, conflict,
 * missing, unavailable) in words a player can act on.
 *
 * The writes live here; the stored shapes in `eventLogRecords.ts` and the reads in `eventLogRead.ts` (both
 * re-exported here, where screens and tests import them).
 */
import type { TablesideDB } from './db';
import { describeStorageError } from './errors';
import { readLogIn, readLogSince, rowRange, snapRange } from './eventLogRead';
import { CONFLICT_MESSAGE, eventProblem, isKind, MIN_SEQ, MISSING_MESSAGE, newLogId, readHead, safeJson, stamp } from './eventLogRecords';
import type { DeletedLog, ListedLog, LogBase, LogEventRow, LogFailure, LogFailureKind, LogHead, LogKind, LogReadResult, LogSince, LogWrite } from './eventLogRecords';
import { getDatabase, reportStorageProblem, requestPersistence, trackWrite } from './runtime';

// The stored shapes and the reads, where every screen and test has always found them.
export { CONFLICT_MESSAGE, eventProblem, LOG_KINDS, MIN_SEQ, MISSING_MESSAGE, newLogId, readHead, safeJson, sameEpoch, stamp } from './eventLogRecords';
export type { DeletedLog, ListedLog, LogBase, LogEventRow, LogFailure, LogFailureKind, LogHead, LogKind, LogReadResult, LogSince, LogSnapRow, LogSnapshot, LogWrite } from './eventLogRecords';
export { readLogIn, readLogSince, rowRange } from './eventLogRead';

/** Thrown inside a transaction to abort it with a result. */
class Refusal extends Error {
  constructor(readonly failure: LogFailure) {
    super(failure.message);
  }
}

function refuse(kind: LogFailureKind, message: string): never {
  throw new Refusal({ ok: false, kind, message });
}

function failureOf(err: unknown): LogFailure {
  if (err instanceof Refusal) return err.failure;
  const p = describeStorageError(err);
  if (p.kind === 'quota') {
    reportStorageProblem(p);
    return { ok: false, kind: 'quota', message: p.message };
  }
  if (p.kind === 'unavailable' || p.kind === 'versionchange' || p.kind === 'blocked') return { ok: false, kind: 'unavailable', message: p.message };
  return { ok: false, kind: 'other', message: p.message };
}

/** The log operations over one database (the app uses the shared one; tests give two "tabs" their own). */
export function eventLogOn(getDb: () => Promise<TablesideDB>) {
  function run(fn: (db: TablesideDB) => Promise<LogHead>): Promise<LogWrite> {
    return trackWrite(() => runWrite(fn));
  }

  async function runWrite(fn: (db: TablesideDB) => Promise<LogHead>): Promise<LogWrite> {
    try {
      const db = await getDb();
      const head = await db.transaction('rw', [db.logHeads, db.logEvents], () => fn(db));
      void requestPersistence();
      return { ok: true, head };
    } catch (err) {
      return failureOf(err);
    }
  }

  async function storedHead(db: TablesideDB, id: string): Promise<LogHead> {
    const raw = await db.logHeads.get(id);
    if (raw === undefined) refuse('missing', MISSING_MESSAGE);
    const r = readHead(raw);
    if (!r || r.problem) refuse('other', `this game's stored record is damaged (${r?.problem ?? 'not a record'}); nothing was changed`);
    return r.head;
  }

  function checkEvents(events: readonly unknown[]): void {
    if (!Array.isArray(events)) refuse('other', 'the events to store are not a list; nothing was changed');
  }

  async function deleteLog(id: string): Promise<{ ok: true; deleted: DeletedLog } | LogFailure> {
    try {
      const db = await getDb();
      const deleted = await db.transaction('rw', [db.logHeads, db.logEvents, db.logSnaps], async () => {
        const raw = await db.logHeads.get(id);
        if (raw === undefined) refuse('missing', MISSING_MESSAGE);
        const r = readHead(raw);
        const rows = await rowRange(db, id, MIN_SEQ).toArray();
        await rowRange(db, id, MIN_SEQ).delete();
        await snapRange(db, id).delete();
        await db.logHeads.delete(id);
        const head = r?.head ?? ({ ...(raw as object), id } as LogHead);
        return { head: { ...head, length: rows.length, cursor: Math.min(head.cursor, rows.length) }, events: rows.map((row) => (row as Partial<LogEventRow>).event) };
      });
      return { ok: true, deleted };
    } catch (err) {
      return failureOf(err);
    }
  }

  return {
    async logCreate(kind: LogKind, name: string, meta: unknown, events: readonly unknown[] = [], id: string = newLogId()): Promise<LogWrite> {
      return run(async (db) => {
        checkEvents(events);
        if (await db.logHeads.get(id)) refuse('conflict', 'a game with this id already exists; nothing was changed');
        const now = stamp();
        const head: LogHead = { id, kind, name, createdAt: now, updatedAt: now, length: events.length, cursor: events.length, meta, rev: 0, epoch: newLogId() };
        await db.logEvents.bulkAdd(events.map((event, i) => ({ logId: id, seq: i + MIN_SEQ, event, rev: 0 })));
        await db.logHeads.add(head);
        return head;
      });
    },

    async logAppend(id: string, expectedCursor: number, events: readonly unknown[], expectedRev?: number): Promise<LogWrite> {
      return run(async (db) => {
        checkEvents(events);
        const head = await storedHead(db, id);
        if (head.cursor !== expectedCursor || staleRev(head, expectedRev)) refuse('conflict', CONFLICT_MESSAGE);
        if (head.length > head.cursor) await rowRange(db, id, head.cursor + 1).delete();
        const rev = (head.rev ?? 0) + 1;
        await db.logEvents.bulkAdd(events.map((event, i) => ({ logId: id, seq: head.cursor + 1 + i, event, rev })));
        const next: LogHead = { ...head, length: head.cursor + events.length, cursor: head.cursor + events.length, updatedAt: stamp(), rev, epoch: head.epoch ?? newLogId() };
        await db.logHeads.put(next);
        return next;
      });
    },

    async logMoveCursor(id: string, expectedCursor: number, nextCursor: number, expectedRev?: number): Promise<LogWrite> {
      return run(async (db) => {
        const head = await storedHead(db, id);
        if (head.cursor !== expectedCursor || staleRev(head, expectedRev)) refuse('conflict', CONFLICT_MESSAGE);
        if (!Number.isInteger(nextCursor) || nextCursor < 0) refuse('other', `cannot move to event ${nextCursor}: the game has ${head.length} stored events`);
        // Past the stored end: the writer saw events another tab has since replaced (its cursor came back to
        // the same place by an undo and an append) — a stale view, so a conflict.
        if (nextCursor > head.length) refuse('conflict', CONFLICT_MESSAGE);
        const next: LogHead = { ...head, cursor: nextCursor, updatedAt: stamp(), rev: (head.rev ?? 0) + 1, epoch: head.epoch ?? newLogId() };
        await db.logHeads.put(next);
        return next;
      });
    },

    async logRename(id: string, name: string): Promise<LogWrite> {
      return run(async (db) => {
        const raw = await db.logHeads.get(id);
        if (raw === undefined) refuse('missing', MISSING_MESSAGE);
        const r = readHead(raw);
        if (!r) refuse('other', "this game's stored record is damaged; nothing was changed");
        // Renaming touches only the name: it never conflicts with another tab's actions.
        const next = { ...(raw as object), name, updatedAt: stamp() } as LogHead;
        await db.logHeads.put(next);
        return { ...r.head, name, updatedAt: next.updatedAt };
      });
    },

    logDelete(id: string): Promise<{ ok: true; deleted: DeletedLog } | LogFailure> {
      return trackWrite(() => deleteLog(id));
    },

    async logRestore(deleted: DeletedLog): Promise<LogWrite> {
      return run(async (db) => {
        checkEvents(deleted.events);
        const id = deleted.head.id;
        if (await db.logHeads.get(id)) refuse('conflict', 'this game is already back (restored in another tab?); nothing was changed');
        await rowRange(db, id, MIN_SEQ).delete();
        await db.logEvents.bulkAdd(deleted.events.map((event, i) => ({ logId: id, seq: i + MIN_SEQ, event, rev: 0 })));
        const head: LogHead = { ...deleted.head, length: deleted.events.length, cursor: Math.min(deleted.head.cursor, deleted.events.length), rev: 0, epoch: newLogId() };
        await db.logHeads.put(head);
        return head;
      });
    },

    /**
     * Store a snapshot of the folded state after `seq` events (replacing this log's others). Derived data: it never
     * changes the log, and a failure changes nothing (false). Refused when row `seq` is not stored.
     */
    async logSnapshotPut(id: string, seq: number, state: unknown): Promise<boolean> {
      try {
        const db = await getDb();
        return await db.transaction('rw', [db.logHeads, db.logEvents, db.logSnaps], async () => {
          const r = readHead(await db.logHeads.get(id));
          if (!r || r.problem || r.head.epoch === undefined || !Number.isInteger(seq) || seq < MIN_SEQ || seq > r.head.length) return false;
          const row = (await db.logEvents.get([id, seq])) as Partial<LogEventRow> | undefined;
          if (!row || eventProblem(row.event)) return false;
          await snapRange(db, id).delete();
          await db.logSnaps.put({ logId: id, seq, epoch: r.head.epoch, rev: row.rev ?? 0, meta: safeJson(r.head.meta), state });
          return true;
        });
      } catch {
        return false;
      }
    },

    async logList(kind: LogKind): Promise<ListedLog[]> {
      const db = await getDb();
      const raws: unknown[] = await db.logHeads.where('kind').equals(kind).toArray();
      // A head of an unknown kind is listed (damaged) with the Kalidasia games, as readHead reads it: it never vanishes.
      if (kind === 'kalidasia') raws.push(...(await db.logHeads.filter((h) => !isKind((h as { kind?: unknown }).kind)).toArray()));
      const heads: ListedLog[] = [];
      for (const raw of raws) {
        const r = readHead(raw);
        // A damaged head's counts cannot be trusted: list how many rows are actually stored.
        if (r) heads.push(r.problem ? { ...r.head, length: await rowRange(db, r.head.id, MIN_SEQ).count(), damage: r.problem } : r.head);
      }
      return heads.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
    },

    async logRead(id: string): Promise<LogReadResult | null> {
      const db = await getDb();
      return readLogIn(db, id);
    },

    /** What changed since `base` (a head read or written before): only the newer rows, or the whole log (`readLogSince`). */
    async logReadSince(id: string, base: LogBase | null): Promise<LogSince> {
      const db = await getDb();
      return readLogSince(db, id, base);
    },
  };
}

/**
 * With `expectedRev` (the revision the writer saw), any append or cursor move since is a conflict — also one
 * that brought the cursor back where it was (an undo and an append in another tab), which the cursor alone
 * cannot tell.
 */
function staleRev(head: LogHead, expectedRev: number | undefined): boolean {
  return expectedRev !== undefined && (head.rev ?? 0) !== expectedRev;
}

const shared = eventLogOn(getDatabase);

export const logCreate: (kind: LogKind, name: string, meta: unknown, events?: readonly unknown[], id?: string) => Promise<LogWrite> = shared.logCreate;
/** One transaction: refuses 'conflict' (nothing written) when the stored cursor is not expectedCursor; drops rows after the cursor (the redo tail), adds the events, bumps cursor and length. */
export const logAppend: (id: string, expectedCursor: number, events: readonly unknown[], expectedRev?: number) => Promise<LogWrite> = shared.logAppend;
/** Undo / redo: move the cursor (0 ≤ next ≤ length), refusing 'conflict' like logAppend. */
export const logMoveCursor: (id: string, expectedCursor: number, nextCursor: number, expectedRev?: number) => Promise<LogWrite> = shared.logMoveCursor;
export const logRename: (id: string, name: string) => Promise<LogWrite> = shared.logRename;
export const logDelete: (id: string) => Promise<{ ok: true; deleted: DeletedLog } | LogFailure> = shared.logDelete;
/** Undo a delete. */
export const logRestore: (deleted: DeletedLog) => Promise<LogWrite> = shared.logRestore;
/** Newest first; damaged heads included and marked (`damage`); Kalidasia's list also holds heads of an unknown kind. */
export const logList: (kind: LogKind) => Promise<ListedLog[]> = shared.logList;
/** Store a snapshot of the folded state after `seq` events (derived; false when it could not be stored). */
export const logSnapshotPut: (id: string, seq: number, state: unknown) => Promise<boolean> = shared.logSnapshotPut;
/** Every row; a row whose event cannot be read is listed in damaged, never thrown. null when the log does not exist. */
export const logRead: (id: string) => Promise<LogReadResult | null> = shared.logRead;
