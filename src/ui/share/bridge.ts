/**
 * The bridge between a shared game's document (the sync engine's) and its local Dexie log (issue 26).
 *
 * The document's ops are the truth (`src/store/sync/merge.ts`); the Dexie log is what the Game screen reads and
 * writes, unchanged. The bridge keeps them together:
 * - the document changed (a remote action arrived): derive the log, pass it through the game's own gate (Kalidasia:
 *   as a game file is — set-up, pack corrections, every event replayed; a companion: its set-up schema and rules,
 *   every action replayed), then write it into the Dexie log; a document that fails the gate (or is of another
 *   game) is refused with the gate's reason and the local log is left as it is;
 * - the Dexie log changed (a local action through the screen's dispatcher): turn the difference with the log last
 *   shown into one op (`localOp`) made from that position, and add it to the document;
 * - two tablets acting from one position: the derived log stops there with a conflict (both branches), shown to the
 *   players; actions wait until they settle it (`resolve`).
 * All work runs in one queue, one step at a time. The bridge keeps the local log as it last read or wrote it (`mirror`,
 * with the head's revision): a remote change is applied from it, without reading the whole log again, and its writes
 * name that revision (a log changed meanwhile — this screen's action, another tab — refuses them; the bridge then
 * reads the log and applies the change again). The screen's notice of the bridge's own write (the head's revision and
 * epoch it wrote) starts no second pass. A local action is read from the mirror on: only the rows written since its
 * revision (`logReadSince`), so its cost does not grow with the game; the whole log only when that cannot be
 * trusted (another epoch: the game was deleted and put back, or restored; a damaged head).
 *
 * Nothing per action grows with the game: the document's log is not derived whole (the engine's patches name the ops
 * that changed; the gate's reader applies only those to the last log, `OpLogView`), and the local log is not compared
 * with it event by event — the bridge keeps how far they are known to agree (the mirror with the log last shown,
 * that log with the one the gate passed last: `agree`), and compares only the events after that. The whole
 * derivation and comparison come back only where that cannot be trusted: the first pass, another epoch, a damaged
 * head, a conflict, a resolve, an op changed or malformed, changes the engine did not describe.
 * Engine-neutral (a handle with doc/change/on/off) and game-neutral (the gate is given).
 */
import { addOp, type GateResult, type SharedDocGate, type SharedGameDoc } from '../../store/sync/doc';
import { localOp, logAt, opId, resolveOp, same, sameLog, type DerivedLog, type SyncConflict } from '../../store/sync/merge';
import type { eventLogOn, LogBase, LogKind, LogSince } from '../../store/eventLog';

export interface SharedHandle {
  doc(): SharedGameDoc | undefined;
  change(fn: (d: SharedGameDoc) => void): void;
  /** `fn` gets the engine's patches when it has them (Automerge Repo does): the ops they name are read, not all. */
  on(event: 'change', fn: (change?: { patches?: readonly Patch[] }) => void): void;
  off(event: 'change', fn: (change?: { patches?: readonly Patch[] }) => void): void;
  /** The document's heads (change hashes), when the engine has them: what this tablet's actions added is reported. */
  heads?(): readonly string[];
}

export interface BridgeStatus {
  /** Why the shared document was refused (the local log is unchanged), or null. */
  refused: string | null;
  /** Two tablets acted from one position: both branches, for the players to settle. */
  conflict: SyncConflict | null;
  /** Local actions this bridge has put into the document (the screen counts those made while offline). */
  sent: number;
  /** With a conflict: the set-up and the events in effect where its branches start (to word them as the game's log does). */
  conflictFrom?: { setup: unknown; before: unknown[] };
}

type Log = ReturnType<typeof eventLogOn>;

/** What the bridge reads of an engine's patch: where in the document it changed. */
export interface Patch {
  action: string;
  path: readonly (string | number)[];
}

/** The local log as this bridge last read or wrote it: every stored event (the redo ones too), its cursor, its revision. */
interface Mirror {
  rev: number;
  /** The log's epoch (a revision compares only within one: a game deleted and put back starts again from 0). */
  epoch: string | undefined;
  events: unknown[];
  cursor: number;
  /** Leading events known to be those of the log last shown (`shown`). */
  agree: number;
}

/** The local log as read: its head (what the bridge uses of it) and every stored event. */
interface Stored {
  head: { rev?: number; epoch?: string; cursor: number; length: number };
  events: unknown[];
  /** Leading events known to be those of the log last shown. */
  agree: number;
}

/** Reads what changed in a log since `base` (`logReadSince`). */
export type ReadSince = (id: string, base: LogBase) => Promise<LogSince>;

export type { GateResult, SharedDocGate };

export class SharedGameBridge {
  private queue: Promise<unknown> = Promise.resolve();
  private shown: DerivedLog | null = null;
  private n = 0;
  private stopped = false;
  /** Inside this bridge's own change of the document (its change event is not a remote action). */
  private changing = false;
  /** The local log as last read or written here (null: read it before using it). */
  private mirror: Mirror | null = null;
  /** Leading events of `shown` known to be those of the log the gate passed last. */
  private shownAgree = 0;
  /** The ops the engine said changed since the gate last read the document (null: not known — it reads it whole). */
  private dirty: Set<string> | null = null;
  status: BridgeStatus = { refused: null, conflict: null, sent: 0 };
  /** Called with the heads each action of this tablet added to the document (to count those the server holds). */
  onSent: (added: string[]) => void = () => {};

  constructor(
    /** The game's gate (one per bridge: it remembers what it replayed). */
    private readonly gate: SharedDocGate,
    private readonly handle: SharedHandle,
    private readonly logId: string,
    private readonly actor: string,
    private readonly log: Log,
    private readonly onStatus: (s: BridgeStatus) => void = () => {},
    /** false: this tablet watches — its local log always follows the document, it sends nothing. */
    private readonly send = true,
    /**
     * The position of the document this local log last showed (kept by the caller across reloads, `onShown`).
     * Without it, a local log that differs from the document is only stale: the document is written over it.
     */
    private readonly lastTip: string | null = null,
    private readonly onShown: (tip: string) => void = () => {},
    /**
     * Reads only the rows written since the mirror (`log.logReadSince`): a local action costs the same whatever the
     * game's length. Without it, every local action reads the whole log (`logRead`).
     */
    private readonly readSince: ReadSince | null = null,
  ) {
    handle.on('change', this.remoteChanged);
  }

  stop(): void {
    this.stopped = true;
    this.handle.off('change', this.remoteChanged);
  }

  /** Run `fn` after everything queued; resolves when it has run. */
  private run(fn: () => Promise<void>): Promise<void> {
    const p = this.queue.then(fn, fn);
    this.queue = p.catch(() => undefined);
    return p;
  }

  private remoteChanged = (change?: { patches?: readonly Patch[] }): void => {
    this.note(change?.patches);
    // Our own op: sync() is already running and shows the document after it; a second pass would only repeat it.
    if (this.changing) return;
    void this.sync(true);
  };

  /** Keep which ops the patches changed (`ops/<id>/…`); anything else that touches the ops: not known. */
  private note(patches: readonly Patch[] | undefined): void {
    if (!patches) {
      this.dirty = null;
      return;
    }
    for (const p of patches) {
      if (p.path[0] !== 'ops') continue;
      const id = p.path[1];
      if (typeof id !== 'string' || (p.path.length === 2 && p.action === 'del')) this.dirty = null;
      else this.dirty?.add(id);
    }
  }

  /** The document through the gate, reading only the ops changed since the last check when they are known. */
  private check(): GateResult {
    const changed = this.dirty;
    this.dirty = new Set();
    let g: GateResult;
    try {
      g = this.gate.check(this.handle.doc(), changed);
    } catch (err) {
      // The changes named may not have been read: the next check reads the document whole.
      this.dirty = null;
      throw err;
    }
    if (g.ok) this.shownAgree = Math.min(this.shownAgree, g.stable ?? 0);
    return g;
  }

  /**
   * The local log changed (the screen stored an action): send it, then show what the document says. `rev`: the
   * head's revision the screen shows — the one this bridge wrote itself starts no pass (nothing new to send).
   * `epoch`: the head's epoch; given, it must be the one written too (a game deleted and put back in another tab
   * starts its revisions again, so a revision alone could match by accident). Not given: the revision alone.
   */
  localChanged(rev?: number, epoch?: string): Promise<void> {
    const m = this.mirror;
    if (rev !== undefined && m && m.rev === rev && (epoch === undefined || m.epoch === epoch)) return this.run(async () => {});
    return this.sync();
  }

  /** The players settle the conflict shown: the branch starting with `keep` stands. */
  settle(keep: string): Promise<void> {
    return this.run(async () => {
      const g = this.check();
      if (!g.ok) return;
      const op = resolveOp(g.log, opId(this.actor, this.next()), keep);
      if (op) this.own((d) => addOp(d, op));
    }).then(() => this.sync());
  }

  private own(fn: (d: SharedGameDoc) => void): void {
    const before = this.handle.heads?.() ?? [];
    this.changing = true;
    try {
      this.handle.change(fn);
    } finally {
      this.changing = false;
    }
    const added = (this.handle.heads?.() ?? []).filter((h) => !before.includes(h));
    if (added.length) this.onSent(added);
  }

  private next(): number {
    this.n = Math.max(this.n + 1, Date.now());
    return this.n;
  }

  /** Bring both sides together (queued). `remote`: the document changed (the local log, as last read here, is used). */
  sync(remote = false): Promise<void> {
    return this.run(async () => {
      if (this.stopped) return;
      // The mirror stays a true past state of the log even when a write from it was refused: read on from it.
      const known = this.mirror;
      if (!(await this.pass(remote))) await this.pass(false, known);
    });
  }

  /** One pass; false: the local log had changed since the mirror (a write refused), read it and pass again. */
  private async pass(remote: boolean, known: Mirror | null = this.mirror): Promise<boolean> {
    const mirror = remote ? known : null;
    this.mirror = null;
    const stored: Stored | null = mirror
      ? { head: { rev: mirror.rev, epoch: mirror.epoch, cursor: mirror.cursor, length: mirror.events.length }, events: mirror.events, agree: mirror.agree }
      : await this.readLocal(known);
    const local = stored ? { events: stored.events.length === stored.head.length ? stored.events : stored.events.slice(0, stored.head.length), cursor: stored.head.cursor } : null;
    // A local action since the log was last shown: into the document first.
    let sent = this.status.sent;
    // After a reload, the base is the document's log at the position this local log last showed: an action stored
    // locally since (that the document missed: the tab closed before the engine saved it) is sent; a local log
    // that is only behind the document (remote actions arrived meanwhile) is not taken for an action.
    let base = this.shown;
    // How far the local log is known to agree with the base (the log shown): compared no more.
    let agree = base && stored ? Math.min(stored.agree, stored.events.length) : 0;
    if (!base && this.lastTip) {
      const ops = (this.handle.doc() as { ops?: unknown } | undefined)?.ops;
      base = ops && typeof ops === 'object' ? logAt(ops as Record<string, unknown>, this.lastTip) : null;
      agree = 0;
    }
    if (this.send && base && local && !sameLog(base, local, agree)) {
      const op = localOp(base, local, opId(this.actor, this.next()), agree);
      if (op) {
        this.own((d) => addOp(d, op));
        sent++;
      }
    }
    const g = this.check();
    if (!g.ok) {
      this.setStatus({ ...this.status, refused: g.reason, sent });
      if (local && stored?.head.rev !== undefined) this.mirror = { rev: stored.head.rev, epoch: stored.head.epoch, ...local, agree: base === this.shown ? agree : 0 };
      return true;
    }
    // The local log agrees with the new log as far as it agreed with the one shown, and that one with the new one.
    const known2 = base && base === this.shown ? Math.min(agree, this.shownAgree) : 0;
    if (!stored) {
      const meta = g.meta;
      const w = await this.log.logCreate(g.kind as LogKind, g.name, meta, g.log.events, this.logId);
      const m = w.ok && g.log.cursor !== g.log.events.length ? await this.log.logMoveCursor(this.logId, w.head.cursor, g.log.cursor) : w;
      if (m.ok) this.mirror = { rev: m.head.rev ?? 0, epoch: m.head.epoch, events: [...g.log.events], cursor: m.head.cursor, agree: g.log.events.length };
    } else if (!sameLog(g.log, local as { events: unknown[]; cursor: number }, known2)) {
      const m = await this.write(stored.head.cursor, local as { events: unknown[]; cursor: number }, g.log, mirror ? mirror.rev : undefined, stored.head.epoch, known2);
      // From the mirror, a write refused: the local log changed meanwhile — read it and apply the change again.
      if (!m && mirror) return false;
      this.mirror = m;
    } else if (stored.head.rev !== undefined) this.mirror = { rev: stored.head.rev, epoch: stored.head.epoch, ...(local as { events: unknown[]; cursor: number }), agree: g.log.events.length };
    this.shown = g.log;
    this.shownAgree = g.log.events.length;
    this.onShown(g.log.tip);
    const c = g.log.conflict;
    this.setStatus({ refused: null, conflict: c, sent, ...(c ? { conflictFrom: { setup: g.meta, before: g.log.events.slice(0, c.atEvent) } } : {}) });
    return true;
  }

  /**
   * Write the derived log over the local one with the log's own operations (keep the common start; the first `from`
   * events are known to be the same). `rev`: the revision the local log must still have (from the mirror), or
   * undefined. Returns the local log as written (its events list changed in place), or null when a write was refused
   * (the list unchanged: it is still the log at the revision it was read).
   */
  private async write(cursor: number, local: { events: unknown[]; cursor: number }, target: DerivedLog, rev: number | undefined, epoch: string | undefined, from: number): Promise<Mirror | null> {
    let p = Math.max(0, Math.min(from, local.events.length, target.events.length));
    while (p < local.events.length && p < target.events.length && same(local.events[p], target.events[p])) p++;
    let at = cursor;
    let ok = true;
    const moved = async (to: number) => {
      if (to === at || !ok) return;
      const w = await this.log.logMoveCursor(this.logId, at, to, rev);
      ok = w.ok;
      if (w.ok) {
        at = w.head.cursor;
        rev = w.head.rev;
        epoch = w.head.epoch;
      }
    };
    let cut = -1;
    let tail: unknown[] = [];
    if (p < target.events.length || local.events.length > target.events.length) {
      await moved(Math.min(p, local.events.length));
      if (!ok) return null;
      cut = at;
      tail = target.events.slice(at);
      const w = await this.log.logAppend(this.logId, at, tail, rev);
      if (!w.ok) return null;
      at = w.head.cursor;
      rev = w.head.rev;
      epoch = w.head.epoch;
    }
    await moved(target.cursor);
    if (!ok || rev === undefined) return null;
    const events = local.events;
    if (cut >= 0) {
      events.length = cut;
      for (const e of tail) events.push(e);
    }
    return { rev, epoch, events, cursor: at, agree: events.length };
  }

  /**
   * The local log now: from `known` (the log as last read or written here) only the rows written since, when the
   * bridge has `readSince` and the log is still of that epoch; otherwise the whole log. null: no such log.
   */
  private async readLocal(known: Mirror | null): Promise<Stored | null> {
    if (known && this.readSince) {
      const s = await this.readSince(this.logId, { rev: known.rev, epoch: known.epoch, length: known.events.length });
      if (s.kind === 'missing') return null;
      if (s.kind === 'same') {
        const events = s.head.length === known.events.length ? known.events : known.events.slice(0, s.head.length);
        return { head: s.head, events, agree: Math.min(known.agree, events.length) };
      }
      if (s.kind === 'since') {
        // The mirror's list, read on in place (the mirror is not used again: this read replaces it).
        const events = known.events;
        events.length = s.stableSeq;
        for (const r of s.rows) events.push(r.event);
        return { head: s.head, events, agree: Math.min(known.agree, s.stableSeq) };
      }
      return { ...s.log, agree: 0 };
    }
    const whole = await this.log.logRead(this.logId);
    return whole && { ...whole, agree: 0 };
  }

  private setStatus(s: BridgeStatus): void {
    this.status = s;
    this.onStatus(s);
  }
}
