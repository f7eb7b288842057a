/**
 * Reading a log: whole (`readLogIn`), only what changed since a revision a tab saw (`readLogSince`), and opening a
 * long log without reading all of it (issue 24, `readLogOpen` and `readLogRows`). Writes are in `eventLog.ts`.
 *
 * Opening from the tail: the head, the newest snapshot that still belongs to the events, and the rows after it in
 * one read; the rows before the snapshot afterwards, a chunk at a time (`readLogRows`), each chunk checked against
 * the same anchor so rows read at different times belong to one log.
 *
 * Why it is sound: within one epoch, rows change only by an append at a cursor below them, which deletes every row
 * after that cursor and writes new ones with a new revision. So while row `seq` still carries the revision it had
 * (the anchor), rows 1..seq are the ones they were. A snapshot is used only under that condition (the same as
 * `readLogIn`), and a chunk is accepted only while the anchor still holds; otherwise the caller reads the whole log.
 *
 * Unlike `readLogIn`, a tail read cannot tell whether a row before the snapshot is damaged: the rows are read later,
 * and the game replays them from its set-up to check the snapshot (a damaged row then wins over the snapshot).
 */
import type { TablesideDB } from './db';
import { Dexie } from 'dexie';
import { eventProblem, MIN_SEQ, readHead, safeJson, sameEpoch, type LogBase, type LogEventRow, type LogReadResult, type LogSince, type LogSnapRow } from './eventLogRecords';

/** Rows of log `id` from `fromSeq` on, in seq order. */
export function rowRange(db: TablesideDB, id: string, fromSeq: number) {
  return db.logEvents.where('[logId+seq]').between([id, fromSeq], [id, Dexie.maxKey], true, true);
}

/** The snapshots of log `id`, in seq order. */
export function snapRange(db: TablesideDB, id: string) {
  return db.logSnaps.where('[logId+seq]').between([id, Dexie.minKey], [id, Dexie.maxKey], true, true);
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

/** A log read from a snapshot: `events` has its full length, but indices 0..unloaded-1 (seq 1..unloaded) are holes. */
export interface LogTailRead extends LogReadResult {
  /** Rows 1..unloaded are not read yet (the snapshot is the state after them). */
  unloaded: number;
  /** Revision of row `unloaded` when read: the earlier rows are the same while it still has it. */
  anchorRev: number;
}

/** A whole read, or a read of the head, a snapshot and the rows after it. */
export type LogOpenRead = { kind: 'full'; log: LogReadResult } | { kind: 'tail'; log: LogTailRead };

/**
 * Read a log to open it. With a snapshot before the cursor that still belongs to the events (same epoch, the row at
 * its seq with the same revision and readable, the same set-up) and whose state `usable` accepts (a game's own check,
 * say its app version), only the rows after it are read; otherwise the whole log (`readLogIn`). null: no such log.
 */
export async function readLogOpen(db: TablesideDB, id: string, usable: (state: unknown) => boolean): Promise<LogOpenRead | null> {
  return db.transaction('r', [db.logHeads, db.logEvents, db.logSnaps], async (): Promise<LogOpenRead | null> => {
    const full = async (): Promise<LogOpenRead | null> => {
      const log = await readLogIn(db, id);
      return log ? { kind: 'full', log } : null;
    };
    const raw = await db.logHeads.get(id);
    if (raw === undefined) return null;
    const r = readHead(raw);
    if (!r || r.problem || r.head.epoch === undefined || r.head.cursor <= MIN_SEQ) return full();
    const head = r.head;
    const snap = (await db.logSnaps.where('[logId+seq]').between([id, MIN_SEQ], [id, head.cursor - 1], true, true).last()) as Partial<LogSnapRow> | undefined;
    if (!snap || typeof snap.seq !== 'number' || !Number.isInteger(snap.seq) || snap.epoch !== head.epoch || snap.meta !== safeJson(head.meta)) return full();
    const seq = snap.seq;
    const anchor = (await db.logEvents.get([id, seq])) as Partial<LogEventRow> | undefined;
    if (!anchor || (anchor.rev ?? 0) !== snap.rev || eventProblem(anchor.event) || !usable(snap.state)) return full();
    const rows = (await rowRange(db, id, seq + 1).toArray()) as Partial<LogEventRow>[];
    const { events, damaged } = placeRows(rows, seq + 1);
    // events[k] holds seq `seq + 1 + k`: move them behind `seq` holes.
    const all = new Array<unknown>(seq + events.length);
    for (let k = 0; k < events.length; k++) all[seq + k] = events[k];
    while (all.length < head.length) {
      damaged.push({ seq: all.length + 1, reason: 'this event is missing' });
      all.push(undefined);
    }
    // Rows past the recorded end (a head damaged by hand): keep them listed, never lose them (as readLogIn).
    if (all.length > head.length) head.length = all.length;
    return { kind: 'tail', log: { head, events: all, damaged, snapshot: { seq, state: snap.state }, unloaded: seq, anchorRev: anchor.rev ?? 0 } };
  });
}

/** Where a chunk of earlier rows is checked: the log's epoch and the anchor row's revision seen by the tail read. */
export interface LogAnchor {
  epoch: string;
  seq: number;
  rev: number;
}

/**
 * Rows `from..to` (seq) of a log, in one read, only while `anchor` still holds (the head of the same epoch, row
 * `anchor.seq` with the same revision): then these rows are the ones the tail read's log had. null when it no
 * longer holds (the log was rewritten below the anchor, deleted or replaced): read the whole log instead.
 * `events[k]` holds seq from + k; a missing or unreadable row is there as stored (undefined when missing) and named.
 */
export async function readLogRows(
  db: TablesideDB,
  id: string,
  from: number,
  to: number,
  anchor: LogAnchor,
): Promise<{ events: unknown[]; damaged: { seq: number; reason: string }[] } | null> {
  return db.transaction('r', [db.logHeads, db.logEvents], async () => {
    const r = readHead(await db.logHeads.get(id));
    if (!r || r.problem || r.head.epoch !== anchor.epoch) return null;
    const a = (await db.logEvents.get([id, anchor.seq])) as Partial<LogEventRow> | undefined;
    if (!a || (a.rev ?? 0) !== anchor.rev) return null;
    const rows = (await db.logEvents.where('[logId+seq]').between([id, from], [id, to], true, true).toArray()) as Partial<LogEventRow>[];
    const placed = placeRows(rows, from);
    while (placed.events.length < to - from + 1) {
      placed.damaged.push({ seq: from + placed.events.length, reason: 'this event is missing' });
      placed.events.push(undefined);
    }
    return placed;
  });
}

/** Rows in seq order as events from seq `first` on (a gap as undefined), with the damaged ones named (as readLogIn). */
function placeRows(rows: readonly Partial<LogEventRow>[], first: number): { events: unknown[]; damaged: { seq: number; reason: string }[] } {
  const events: unknown[] = [];
  const damaged: { seq: number; reason: string }[] = [];
  let expect = first;
  for (const row of rows) {
    const seq = row.seq;
    if (typeof seq !== 'number' || seq < expect) continue;
    while (expect < seq) {
      damaged.push({ seq: expect, reason: 'this event is missing' });
      events.push(undefined);
      expect++;
    }
    const problem = eventProblem(row.event);
    if (problem) damaged.push({ seq, reason: problem });
    events.push(row.event);
    expect = seq + 1;
  }
  return { events, damaged };
}
