/**
 * The derived log of a shared document, kept up to date from the ops that changed (pure: no engine, no DOM).
 *
 * `deriveLog` reads the whole op tree: its cost grows with the game. A tablet that follows one document sees it
 * change one action at a time, and the engine says which ops changed (Automerge's patches name `ops/<id>/…`), so
 * `OpLogView` keeps the last log it derived and applies only the new ops — when they simply continue the main line:
 * each new op is valid, not a resolve, made from the tip (the one op made there), and the log had no conflict, no
 * rejected op and no op waiting for its base. Anything else — another op changed or removed, a malformed op, two ops
 * from one position (a conflict), a resolve, an op whose base is not the tip, a move past the end, or changes not
 * known — is derived whole again (`deriveLog`), so the result is always what `deriveLog` gives for the same ops
 * (property test: test/unit/share/logView.test.ts).
 *
 * `stable` says how many leading events of the new log are the previous log's own (the same objects): a reader of the
 * log (the gate's replay, the bridge's comparison with the local log) carries on from there. 0 after a whole derive.
 */
import { deriveLog, opProblem, step, syncWork, type DerivedLog, type SyncOp } from './merge';

export interface ViewRead {
  log: DerivedLog;
  /** Leading events of `log` that are the previous read's own (0 when derived whole). */
  stable: number;
  /** Derived whole (not from the previous log). */
  whole: boolean;
}

export class OpLogView {
  private log: DerivedLog | null = null;
  /** The ops as last read, by id (to tell an op that changed from an op named again unchanged). */
  private raws = new Map<string, unknown>();

  /** Forget the log: the next read derives it whole. */
  reset(): void {
    this.log = null;
    this.raws = new Map();
  }

  /**
   * The log `ops` show. `changed`: the ids of the ops added or changed since the previous read (null: not known —
   * derived whole).
   */
  read(ops: Readonly<Record<string, unknown>>, changed: ReadonlySet<string> | null): ViewRead {
    const prev = this.log;
    const next = prev && changed ? this.extend(prev, ops, changed) : null;
    if (next) return next;
    const log = deriveLog(ops);
    this.log = log;
    this.raws = new Map(Object.entries(ops));
    return { log, stable: 0, whole: true };
  }

  /** The log with only the new ops applied, or null: derive it whole. */
  private extend(prev: DerivedLog, ops: Readonly<Record<string, unknown>>, changed: ReadonlySet<string>): ViewRead | null {
    if (prev.conflict || prev.rejected.length || prev.waiting.length) return null;
    const fresh = new Map<string, SyncOp>();
    for (const id of changed) {
      const raw = ops[id];
      if (this.raws.has(id)) {
        // Named again: fine when it is the same op (the same object, as the engine keeps unchanged parts).
        if (raw !== this.raws.get(id)) return null;
        continue;
      }
      if (raw === undefined || opProblem(id, raw)) return null;
      const op = raw as SyncOp;
      if (op.kind === 'resolve') return null;
      fresh.set(id, op);
    }
    if (fresh.size === 0) return { log: prev, stable: prev.events.length, whole: false };
    // The new ops by the position they were made from: each position must have exactly one, starting at the tip.
    const byBase = new Map<string, SyncOp>();
    for (const op of fresh.values()) {
      if (op.kind === 'resolve' || byBase.has(op.base)) return null;
      byBase.set(op.base, op);
    }
    let events = prev.events;
    let cursor = prev.cursor;
    let tip = prev.tip;
    let stable = prev.events.length;
    const line: string[] = [];
    let copied = false;
    for (let op = byBase.get(tip); op; op = byBase.get(tip)) {
      if (op.kind === 'append') {
        stable = Math.min(stable, cursor);
        // One copy of the list (references) per read, then appended in place.
        if (!copied) {
          events = events.slice(0, cursor);
          copied = true;
        } else events.length = cursor;
        for (const e of op.events) events.push(e);
        cursor = events.length;
        syncWork.rebuilt++;
      } else {
        const r = step(events, cursor, op);
        if (!r) return null;
        cursor = r.cursor;
      }
      line.push(op.id);
      tip = op.id;
    }
    // A new op not on the line (made from another position, or waiting for its base): derive whole.
    if (line.length !== fresh.size) return null;
    const log: DerivedLog = { ...prev, events, cursor, tip, line: prev.line.concat(line) };
    for (const [id, op] of fresh) this.raws.set(id, op);
    this.log = log;
    return { log, stable, whole: false };
  }
}
