/**
 * The stored shapes of an event log and reading them without a database: a head row per log (`LogHead`), one row
 * per event (`LogEventRow`), snapshots beside them (`LogSnapRow`), the results every log operation returns, and the
 * pure checks of a stored record (`readHead`, `eventProblem`). No Dexie, no runtime: the operations are in
 * `eventLog.ts` (writes) and `eventLogRead.ts` (reads).
 */
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

/** The first event's seq. */
export const MIN_SEQ = 1;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** One of the kinds of game this app stores. */
export function isKind(v: unknown): v is LogKind {
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
