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
 */
import { Dexie } from 'dexie';
import type { TablesideDB } from './db';
import { describeStorageError } from './errors';
import { getDatabase, reportStorageProblem, requestPersistence, trackWrite } from './runtime';
import type { CompanionKey } from './types';

export type LogKind = 'kalidasia' | CompanionKey;

export interface LogHead {
  id: string;
  kind: LogKind;
  name: string;
  /** ISO dates. */
  createdAt: string;
  updatedAt: string;
  /** Rows stored: seq 1..length. */
  length: number;
  /** Events in effect: seq 1..cursor (cursor < length: the rest can be redone). */
  cursor: number;
  /** The game's set-up (Kalidasia: { setup, packOverrides }; a companion: its set-up object). */
  meta: unknown;
  /**
   * Revision: bumped by every append and cursor move (not by a rename). Every row an append writes carries the
   * new revision, so stored rows' revisions never decrease with seq: a tab that saw revision r reads only the
   * rows with a revision above r to catch up (`readLogSince`). Absent on logs stored before revisions (0).
   */
  rev?: number;
  /** Changes whenever the log is replaced whole (created, put back, restored from a backup): revisions compare only within one epoch. */
  epoch?: string;
}

/** One stored event row. */
export interface LogEventRow {
  logId: string;
  seq: number;
  event: unknown;
  /** The head's revision when this row was written (absent: 0). */
  rev?: number;
}

/**
 * A snapshot of a log's folded state after `seq` events (issue 24), stored beside the log. Derived data: it is
 * used only while it still belongs to the same events — the same epoch, row `seq` still carrying revision `rev`
 * (rows are append-only within an epoch, so row seq unchanged means rows 1..seq unchanged) and the same set-up
 * (`meta`, as JSON) — and the game checks it against the events again after the screen opens.
 */
export interface LogSnapRow {
  logId: string;
  seq: number;
  epoch: string;
  rev: number;
  meta: string;
  /** Whatever the game stores (Kalidasia: its app version and the state without the pack). */
  state: unknown;
}

/** A snapshot that still belongs to the events read (see LogSnapRow). */
export interface LogSnapshot {
  seq: number;
  state: unknown;
}

export type LogFailureKind = 'conflict' | 'quota' | 'missing' | 'unavailable' | 'other';
export type LogWrite = { ok: true; head: LogHead } | { ok: false; kind: LogFailureKind; message: string };
export type LogFailure = Extract<LogWrite, { ok: false }>;

export interface DeletedLog {
  head: LogHead;
  events: unknown[];
}

/** A head as listed: `damage` says why it is damaged (counts, kind), so the list can mark it; it is never left out. */
export type ListedLog = LogHead & { damage?: string };

export interface LogReadResult {
  head: LogHead;
  /** Every stored row's event, seq 1..length (index i holds seq i + 1); a damaged row holds what was stored. */
  events: unknown[];
  damaged: { seq: number; reason: string }[];
  /** The latest snapshot before the cursor that still belongs to these events (whole reads only). */
  snapshot?: LogSnapshot;
}

export const LOG_KINDS: readonly LogKind[] = ['kalidasia', 'caleda', 'kalesia', 'kaladan', 'nedca'];

export const CONFLICT_MESSAGE = "another tab changed this game — your action was not applied; the game now shows the other tab's change";
export const MISSING_MESSAGE = 'this game is no longer stored (it was deleted, perhaps in another tab)';

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

export const MIN_SEQ = 1;

/** Rows of log `id` from `fromSeq` on, in seq order. */
export function rowRange(db: TablesideDB, id: string, fromSeq: number) {
  return db.logEvents.where('[logId+seq]').between([id, fromSeq], [id, Dexie.maxKey], true, true);
}

function snapRange(db: TablesideDB, id: string) {
  return db.logSnaps.where('[logId+seq]').between([id, Dexie.minKey], [id, Dexie.maxKey], true, true);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function isKind(v: unknown): v is LogKind {
  return typeof v === 'string' && (LOG_KINDS as readonly string[]).includes(v);
}

function count(v: unknown): number | null {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null;
}

/**
 * A stored head as this app can use it, or the reason it cannot be used. A head whose counts are damaged is
 * still returned (with the counts repaired from what can be read) so the log can be listed, exported or deleted.
 */
export function readHead(raw: unknown): { head: LogHead; problem: string | null } | null {
  if (!isPlainObject(raw) || typeof raw.id !== 'string') return null;
  const problems: string[] = [];
  const length = count(raw.length);
  if (length === null) problems.push('its length is not a count');
  let cursor = count(raw.cursor);
  if (cursor === null) problems.push('its cursor is not a count');
  else if (length !== null && cursor > length) {
    problems.push('its cursor is past its end');
    cursor = length;
  }
  if (!isKind(raw.kind)) problems.push('its game kind is unknown');
  const head: LogHead = {
    id: raw.id,
    kind: isKind(raw.kind) ? raw.kind : 'kalidasia',
    name: typeof raw.name === 'string' ? raw.name : '(unnamed)',
    createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : '',
    updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : '',
    length: length ?? 0,
    cursor: cursor ?? 0,
    meta: raw.meta,
  };
  const rev = count(raw.rev);
  if (rev !== null) head.rev = rev;
  if (typeof raw.epoch === 'string') head.epoch = raw.epoch;
  return { head, problem: problems.length ? problems.join('; ') : null };
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

/** Read one log inside the caller's context (a live query or a transaction). */
export async function readLogIn(db: TablesideDB, id: string): Promise<LogReadResult | null> {
  return db.transaction('r', [db.logHeads, db.logEvents, db.logSnaps], async () => {
    const raw = await db.logHeads.get(id);
    if (raw === undefined) return null;
    const r = readHead(raw);
    const head = r?.head ?? { id, kind: 'kalidasia' as const, name: '(damaged)', createdAt: '', updatedAt: '', length: 0, cursor: 0, meta: undefined };
    const damaged: { seq: number; reason: string }[] = [];
    if (!r) damaged.push({ seq: 0, reason: 'the game record itself is not readable' });
    else if (r.problem) damaged.push({ seq: 0, reason: `the game record is damaged: ${r.problem}` });
    const rows = await rowRange(db, id, MIN_SEQ).toArray();
    const events: unknown[] = [];
    const revs: number[] = [];
    let expect = MIN_SEQ;
    for (const row of rows) {
      const seq = (row as Partial<LogEventRow>).seq;
      if (typeof seq !== 'number') continue;
      revs[seq] = (row as Partial<LogEventRow>).rev ?? 0;
      while (expect < seq) {
        damaged.push({ seq: expect, reason: 'this event is missing' });
        events.push(undefined);
        expect++;
      }
      const ev = (row as Partial<LogEventRow>).event;
      const problem = eventProblem(ev);
      if (problem) damaged.push({ seq, reason: problem });
      events.push(ev);
      expect = seq + 1;
    }
    while (events.length < head.length) {
      damaged.push({ seq: events.length + 1, reason: 'this event is missing' });
      events.push(undefined);
    }
    if (events.length > head.length) {
      // Rows past the recorded end (a head damaged by hand): keep them listed, never lose them.
      head.length = events.length;
    }
    const out: LogReadResult = { head, events, damaged };
    // The latest snapshot before the cursor (at least one event after it: the last result is read from the state
    // before it), if it still belongs to these events and no row up to it is damaged.
    if (r && !r.problem && head.epoch !== undefined && head.cursor > MIN_SEQ) {
      const snap = (await db.logSnaps.where('[logId+seq]').between([id, MIN_SEQ], [id, head.cursor - 1], true, true).last()) as Partial<LogSnapRow> | undefined;
      if (snap && typeof snap.seq === 'number' && snap.epoch === head.epoch && revs[snap.seq] === snap.rev && snap.meta === safeJson(head.meta) && !damaged.some((d) => d.seq <= (snap.seq as number))) {
        out.snapshot = { seq: snap.seq, state: snap.state };
      }
    }
    return out;
  });
}

let unreadable = 0;
/** A value as JSON text for comparing; an unreadable value (a cycle, a BigInt) is never equal to anything else. */
export function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v) ?? 'undefined';
  } catch {
    return `\u0000unreadable ${++unreadable}`;
  }
}

/** What `readLogSince` needs of a head a tab read or wrote: its revision, its epoch, its rows. */
export type LogBase = Pick<LogHead, 'rev' | 'epoch' | 'length'>;

/** What changed in a log since a tab saw `base` (see `readLogSince`). */
export type LogSince =
  | { kind: 'missing' }
  /** Nothing to read: the stored revision is the one seen (the head may carry a new name). */
  | { kind: 'same'; head: LogHead }
  /** Rows 1..stableSeq are the ones the tab saw; `rows` are seq stableSeq+1..head.length. */
  | { kind: 'since'; head: LogHead; stableSeq: number; rows: { seq: number; event: unknown }[] }
  /** Not comparable (another epoch, a damaged head, revisions absent): the whole log. */
  | { kind: 'full'; log: LogReadResult };

/**
 * Catch up from `base` (a head this tab read or wrote) reading only what changed: the head, then the rows from
 * the end backwards while their revision is above the base's (rows never get older towards the end).
 */
export async function readLogSince(db: TablesideDB, id: string, base: LogBase | null): Promise<LogSince> {
  return db.transaction('r', [db.logHeads, db.logEvents, db.logSnaps], async (): Promise<LogSince> => {
    const raw = await db.logHeads.get(id);
    if (raw === undefined) return { kind: 'missing' };
    const r = readHead(raw);
    const full = async (): Promise<LogSince> => {
      const log = await readLogIn(db, id);
      return log ? { kind: 'full', log } : { kind: 'missing' };
    };
    if (!base || !r || r.problem || !sameEpoch(base, r.head)) return full();
    const baseRev = base.rev ?? 0;
    const rev = r.head.rev ?? 0;
    if (rev <= baseRev) return { kind: 'same', head: r.head };
    const changed = (await rowRange(db, id, MIN_SEQ)
      .reverse()
      .until((row) => ((row as Partial<LogEventRow>).rev ?? 0) <= baseRev, false)
      .toArray()) as Partial<LogEventRow>[];
    changed.reverse();
    const stableSeq = r.head.length - changed.length;
    if (stableSeq < 0 || stableSeq > base.length) return full();
    for (let i = 0; i < changed.length; i++) if (changed[i]?.seq !== stableSeq + 1 + i) return full();
    return { kind: 'since', head: r.head, stableSeq, rows: changed.map((row) => ({ seq: row.seq as number, event: row.event })) };
  });
}

/**
 * With `expectedRev` (the revision the writer saw), any append or cursor move since is a conflict — also one
 * that brought the cursor back where it was (an undo and an append in another tab), which the cursor alone
 * cannot tell.
 */
function staleRev(head: LogHead, expectedRev: number | undefined): boolean {
  return expectedRev !== undefined && (head.rev ?? 0) !== expectedRev;
}

/** Both heads belong to the same epoch (revisions comparable). */
export function sameEpoch(a: Pick<LogHead, 'epoch'>, b: Pick<LogHead, 'epoch'>): boolean {
  return a.epoch !== undefined && a.epoch === b.epoch;
}

/** Why a stored event cannot be used, or null. */
export function eventProblem(ev: unknown): string | null {
  return isPlainObject(ev) ? null : ev === undefined ? 'this event is empty' : 'this event is not readable';
}

let lastStamp = 0;
/** Now, as an ISO date, strictly later than the previous stamp of this tab (so "newest first" has no ties). */
export function stamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/** A new log id (random, URL-safe). */
export function newLogId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
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
