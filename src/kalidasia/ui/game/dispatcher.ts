/**
 * The one place every step panel, form and table drag of the Game screen sends its actions through.
 *
 * Every tap is answered: an action made while an earlier one is being stored waits its turn (it is never dropped),
 * then is checked by the rules against the state after the actions before it, and is stored or refused with the
 * rules' reason. When storing fails (another tab changed the game, a full disk), the actions queued behind it are
 * not applied and say so: they were made for a game that did not come to be.
 *
 * Plain object, no React: the screen gives it what it shows and where to say things (`DispatcherDeps`), once.
 */
import { ev, eventShape, gameApply, type ApplyResult, type GameEvent, type GameEventBody, type GameState } from '../../game';
import { groupIdNew } from './groupEvents';
import type { LogWrite } from './gameLog';
import type { Refusal } from './RefusalBox';
import type { DispatchOptions, DispatchResult } from './steps';

export interface DispatcherDeps {
  /** The state the screen shows now (null while not open), the stored cursor it shows, and whether it is read-only. */
  shown(): { state: GameState | null; cursor: number; readOnly: boolean };
  /** Store the events (resolves once stored or refused by storage). */
  append(events: readonly GameEvent[]): Promise<LogWrite>;
  /** A refusal to show (null: clear the one shown). */
  refusal(r: Refusal | null): void;
  /** A storage failure to show (null: clear it). */
  notice(text: string | null): void;
  /** How many actions are waiting or being stored (0: none). */
  waiting(n: number): void;
}

/** Said by an action that was queued behind one that storage refused. */
export const NOT_APPLIED_AFTER_FAILURE = 'Not applied: the action before it was not saved, so this one (tapped while it was saving) was not applied either.';

/** Said (in the screen's notice) by an action made on, or reaching, a game that cannot be changed now. */
export const READ_ONLY = 'Not applied: this game is read-only now.';

/** Shown with a rules refusal of an action that waited for the one before it. */
export const QUEUED_NOTE = 'Tapped while the previous action was saving; checked after it.';

export class GameDispatcher {
  private tail: Promise<unknown> = Promise.resolve();
  private count = 0;
  /** Raised by every storage failure: an action queued under an older value is not applied. */
  private epoch = 0;
  /** The last storage failure in words, and how many taps queued behind it were not applied. */
  private failure: { text: string; skipped: number } | null = null;
  /** The state after this tab's last stored action, while the screen has not shown it yet. */
  private ahead: { cursor: number; state: GameState } | null = null;

  constructor(private readonly deps: DispatcherDeps) {}

  /** Actions waiting or being stored. */
  get size(): number {
    return this.count;
  }

  /** After an undo or redo: check against what the screen shows. */
  forgetAhead(): void {
    this.ahead = null;
  }

  /** Queue an action: it runs once every action before it is stored or refused. */
  dispatch = (bodies: GameEventBody | readonly GameEventBody[], opts?: DispatchOptions): Promise<DispatchResult> => {
    const list: readonly GameEventBody[] = Array.isArray(bodies) ? (bodies as readonly GameEventBody[]) : [bodies as GameEventBody];
    const now = this.deps.shown();
    if (!now.state || now.readOnly) return Promise.resolve(this.readOnly());
    const epoch = this.epoch;
    const queued = this.count > 0;
    this.count++;
    this.deps.waiting(this.count);
    const run = async (): Promise<DispatchResult> => {
      try {
        return await this.runOne(list, opts, epoch, queued);
      } finally {
        this.count--;
        this.deps.waiting(this.count);
      }
    };
    const p = this.tail.then(run, run);
    this.tail = p;
    return p;
  };

  private readOnly(): DispatchResult {
    this.deps.notice(READ_ONLY);
    return { ok: false, by: 'storage', reason: READ_ONLY };
  }

  private async runOne(list: readonly GameEventBody[], opts: DispatchOptions | undefined, epoch: number, queued: boolean): Promise<DispatchResult> {
    if (epoch !== this.epoch) {
      if (this.failure) {
        const n = ++this.failure.skipped;
        this.deps.notice(`${this.failure.text} ${n === 1 ? 'The tap made while it was saving was' : `The ${n} taps made while it was saving were`} not applied either.`);
      }
      return { ok: false, by: 'storage', reason: NOT_APPLIED_AFTER_FAILURE };
    }
    const shown = this.deps.shown();
    const a = this.ahead;
    let s = a && a.cursor > shown.cursor ? a.state : shown.state;
    if (!s || shown.readOnly) return this.readOnly();
    const events: GameEvent[] = [];
    // Several events sent at once are one player action (a group of tokens moved together): stored as one
    // group, undone and redone together (groupEvents.ts).
    const group = list.length > 1 ? groupIdNew() : undefined;
    for (const b of list) {
      const e: GameEvent = { ...ev(b), ...(opts?.ruling ? { ruling: opts.ruling } : {}), ...(group ? { group } : {}) };
      // The same gate as a file or the stored log at open: an event the gate would refuse on reopening is never stored.
      const shape = eventShape(e, shown.cursor + events.length);
      const r: ApplyResult = shape.ok ? gameApply(s, e) : { ok: false, reason: shape.reason };
      if (!r.ok) {
        const overrulable = opts?.ruling === undefined && r.overrulable === true;
        this.deps.refusal({ reason: r.reason, overrulable, events: list, ...(queued ? { note: QUEUED_NOTE } : {}) });
        return { ok: false, by: 'rules', reason: r.reason, overrulable, events: list };
      }
      s = r.state;
      events.push(e);
    }
    let w: LogWrite;
    try {
      w = await this.deps.append(events);
    } catch (err) {
      w = { ok: false, kind: 'other', message: err instanceof Error ? err.message : String(err) };
    }
    if (!w.ok) {
      this.epoch++;
      this.ahead = null;
      const text = w.kind === 'conflict' ? 'The game changed in another tab: the screen now shows it as stored. Nothing of yours was saved; try again.' : w.message;
      this.failure = { text, skipped: 0 };
      this.deps.notice(text);
      return { ok: false, by: 'storage', reason: w.message };
    }
    // Until the screen shows the stored log, later actions are checked against the state just stored.
    this.ahead = { cursor: w.head.cursor, state: s };
    this.failure = null;
    this.deps.refusal(null);
    this.deps.notice(null);
    return { ok: true };
  }
}
