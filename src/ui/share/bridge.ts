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
 * All work runs in one queue, one step at a time. Engine-neutral (a handle with doc/change/on/off) and game-neutral
 * (the gate is given).
 */
import { addOp, type GateResult, type SharedDocGate, type SharedGameDoc } from '../../store/sync/doc';
import { localOp, logAt, opId, resolveOp, same, sameLog, type DerivedLog, type SyncConflict } from '../../store/sync/merge';
import type { eventLogOn, LogKind } from '../../store/eventLog';

export interface SharedHandle {
  doc(): SharedGameDoc | undefined;
  change(fn: (d: SharedGameDoc) => void): void;
  on(event: 'change', fn: () => void): void;
  off(event: 'change', fn: () => void): void;
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
}

type Log = ReturnType<typeof eventLogOn>;

export type { GateResult, SharedDocGate };

export class SharedGameBridge {
  private queue: Promise<unknown> = Promise.resolve();
  private shown: DerivedLog | null = null;
  private n = 0;
  private stopped = false;
  /** Inside this bridge's own change of the document (its change event is not a remote action). */
  private changing = false;
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

  private remoteChanged = (): void => {
    // Our own op: sync() is already running and shows the document after it; a second pass would only repeat it.
    if (this.changing) return;
    void this.sync();
  };

  /** The local log changed (the screen stored an action): send it, then show what the document says. */
  localChanged(): Promise<void> {
    return this.sync();
  }

  /** The players settle the conflict shown: the branch starting with `keep` stands. */
  settle(keep: string): Promise<void> {
    return this.run(async () => {
      const g = this.gate.check(this.handle.doc());
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

  /** Bring both sides together (queued). */
  sync(): Promise<void> {
    return this.run(async () => {
      if (this.stopped) return;
      const stored = await this.log.logRead(this.logId);
      const local = stored ? { events: stored.events.slice(0, stored.head.length), cursor: stored.head.cursor } : null;
      // A local action since the log was last shown: into the document first.
      let sent = this.status.sent;
      // After a reload, the base is the document's log at the position this local log last showed: an action stored
      // locally since (that the document missed: the tab closed before the engine saved it) is sent; a local log
      // that is only behind the document (remote actions arrived meanwhile) is not taken for an action.
      let base = this.shown;
      if (!base && this.lastTip) {
        const ops = (this.handle.doc() as { ops?: unknown } | undefined)?.ops;
        base = ops && typeof ops === 'object' ? logAt(ops as Record<string, unknown>, this.lastTip) : null;
      }
      if (this.send && base && local && !sameLog(base, local)) {
        const op = localOp(base, local, opId(this.actor, this.next()));
        if (op) {
          this.own((d) => addOp(d, op));
          sent++;
        }
      }
      const g = this.gate.check(this.handle.doc());
      if (!g.ok) {
        this.setStatus({ refused: g.reason, conflict: this.status.conflict, sent });
        return;
      }
      if (!stored) {
        const meta = g.meta;
        const w = await this.log.logCreate(g.kind as LogKind, g.name, meta, g.log.events, this.logId);
        if (w.ok && g.log.cursor !== g.log.events.length) await this.log.logMoveCursor(this.logId, w.head.cursor, g.log.cursor);
      } else if (!sameLog(g.log, local as { events: unknown[]; cursor: number })) {
        await this.write(stored.head.cursor, local as { events: unknown[]; cursor: number }, g.log);
      }
      this.shown = g.log;
      this.onShown(g.log.tip);
      this.setStatus({ refused: null, conflict: g.log.conflict, sent });
    });
  }

  /** Write the derived log over the local one with the log's own operations (keep the common start). */
  private async write(cursor: number, local: { events: unknown[]; cursor: number }, target: DerivedLog): Promise<void> {
    let p = 0;
    while (p < local.events.length && p < target.events.length && same(local.events[p], target.events[p])) p++;
    let at = cursor;
    const moved = async (to: number) => {
      if (to === at) return;
      const w = await this.log.logMoveCursor(this.logId, at, to);
      if (w.ok) at = w.head.cursor;
    };
    if (p < target.events.length || local.events.length > target.events.length) {
      await moved(Math.min(p, local.events.length));
      const w = await this.log.logAppend(this.logId, at, target.events.slice(at));
      if (w.ok) at = w.head.cursor;
    }
    await moved(target.cursor);
  }

  private setStatus(s: BridgeStatus): void {
    this.status = s;
    this.onStatus(s);
  }
}
