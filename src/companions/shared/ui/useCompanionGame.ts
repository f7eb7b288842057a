import { useMemo, useState, useSyncExternalStore } from 'react';
import { foldStored, type FoldResult } from '../core/log';
import type { CompanionDef } from './types';
import { getDatabase } from '../../../store/runtime';
import type { LogHead } from '../../../store/eventLog';
import { EventLogController, type EventLogStatus } from '../../../ui/useEventLog';

export interface CompanionGameHandle<S, E> {
  /**
   * The game now, as stored. When the saved game cannot be opened (`loadError`), the state after the last event
   * that replayed, or null when even the set-up could not be built (or the game is not open yet).
   */
  state: S | null;
  /** Stored events in effect. */
  events: readonly E[];
  /** Undone events, the last one is the next to redo. */
  redoStack: readonly E[];
  /** Accepted actions not stored yet: shown as pending, not done. */
  pending: readonly E[];
  /**
   * null when the event was accepted (it is stored at once; until then it is in `pending`); otherwise the
   * refusal reason. A failed write takes the action back and says why in `storageError`.
   */
  dispatch(event: E): string | null;
  undo(): void;
  redo(): void;
  /**
   * What is wrong with a damaged save, naming the game and what failed; null when it opened cleanly.
   * While set, dispatch/undo/redo change nothing: the stored record stays exactly as it was.
   */
  loadError: string | null;
  /** Where the stored game is: loading, ready, missing, deleted in another tab, storage unavailable. */
  status: EventLogStatus;
  head: LogHead | null;
  /** The last write that failed (conflict with another tab, full disk…), in words. */
  storageError: string | null;
  clearStorageError(): void;
  /** After the game was deleted in another tab: put it back as this tab last saw it. */
  restoreDeleted(): void;
}

interface NamedRecord {
  name: string;
  setup: unknown;
  events: readonly unknown[];
}

/** Replay a saved game through its companion's pure core; never throws, never changes the record. */
export function foldRecord<S, E, Setup>(def: CompanionDef<S, E, Setup>, rec: NamedRecord): FoldResult<S> & { message: string | null } {
  let setupProblem: string | null = null;
  try {
    setupProblem = def.checkSetup?.(rec.setup) ?? null;
  } catch (err) {
    setupProblem = err instanceof Error ? err.message : String(err);
  }
  const r: FoldResult<S> =
    setupProblem !== null
      ? { state: null, replayed: 0, error: `its set-up could not be read (${setupProblem})` }
      : foldStored(def.initial, rec.setup as Setup, rec.events as E[], def.reducer);
  const message = r.error === null ? null : `The saved ${def.title} game “${rec.name}” cannot be opened: ${r.error}. Nothing has been changed in it.`;
  return { ...r, message };
}

type Folded<S> = FoldResult<S> & { message: string | null };

/**
 * Folds a log incrementally: the state after each prefix is kept, so an append folds one event and an undo
 * folds none. Events keep their identity between reads (the log controller interns them), which is the key.
 */
class FoldMemo<S, E, Setup> {
  private setup: unknown = undefined;
  private name = '';
  private events: unknown[] = [];
  /** states[i]: after i events (states[0] the set-up's). */
  private states: S[] = [];
  private failure: Folded<S> | null = null;
  constructor(private readonly def: CompanionDef<S, E, Setup>) {}

  fold(name: string, setup: unknown, events: readonly unknown[]): Folded<S> {
    if (setup !== this.setup || name !== this.name) {
      this.setup = setup;
      this.name = name;
      this.events = [];
      this.states = [];
      this.failure = null;
    }
    let same = 0;
    while (same < events.length && same < this.events.length && events[same] === this.events[same]) same++;
    if (same < this.events.length) {
      this.events.length = same;
      this.states.length = Math.min(this.states.length, same + 1);
      this.failure = null;
    }
    if (this.failure && same === events.length && this.events.length === events.length) return this.failure;
    if (this.states.length === 0) {
      const r = foldRecord(this.def, { name, setup, events: [] });
      if (r.state === null) return (this.failure = r);
      this.states.push(r.state);
    }
    for (let i = this.events.length; i < events.length; i++) {
      const e = events[i] as E;
      let r;
      try {
        r = this.def.reducer(this.states[i] as S, e);
      } catch (err) {
        r = { ok: false as const, reason: err instanceof Error ? err.message : String(err) };
      }
      if (!r.ok) {
        const error = `action ${i + 1} of ${events.length} could not be replayed (${r.reason})`;
        return (this.failure = {
          state: this.states[i] as S,
          replayed: i,
          error,
          message: `The saved ${this.def.title} game “${name}” cannot be opened: ${error}. Nothing has been changed in it.`,
        });
      }
      this.events.push(e);
      this.states.push(r.state);
    }
    this.failure = null;
    return { state: this.states[events.length] as S, replayed: events.length, error: null, message: null };
  }
}

/**
 * Drive one saved companion game (an event log in storage) through its pure reducer. An action is checked at
 * once against the game with this tab's pending actions, stored in one transaction, and shows as done only
 * once stored; another tab's change shows here live; a stale tab is refused, never overwrites.
 */
export function useCompanionGame<S, E, Setup>(def: CompanionDef<S, E, Setup>, id: string): CompanionGameHandle<S, E> {
  const ctl = useMemo(() => new EventLogController(id, getDatabase), [id]);
  const log = useSyncExternalStore(ctl.subscribe, ctl.getHandle, ctl.getHandle);
  const [memo] = useState(() => new FoldMemo(def));
  const name = log.head?.name ?? '';
  const setup = log.head?.meta;
  const folded: Folded<S> | null = log.head ? memo.fold(name, setup, log.events) : null;
  const damagedMessage =
    log.damaged.length > 0 ? `The saved ${def.title} game “${name}” has damaged records (${log.damaged.map((d) => (d.seq === 0 ? d.reason : `action ${d.seq}: ${d.reason}`)).join('; ')}). Nothing has been changed in it.` : null;
  const loadError = damagedMessage ?? folded?.message ?? null;

  /** The state with this tab's pending actions applied (what the next action is checked against). */
  const projected = (): { ok: true; state: S } | { ok: false; reason: string } => {
    const now = ctl.getHandle();
    if (now.status !== 'ready' || !now.head) return { ok: false, reason: 'This game is not open.' };
    if (now.damaged.length > 0) return { ok: false, reason: 'This saved game is damaged and cannot be changed.' };
    const f = memo.fold(now.head.name, now.head.meta, now.events);
    if (f.message !== null || f.state === null) return { ok: false, reason: f.message ?? 'This saved game cannot be opened.' };
    let s: S = f.state;
    for (const e of now.pending) {
      const r = def.reducer(s, e as E);
      if (!r.ok) return { ok: false, reason: r.reason };
      s = r.state;
    }
    return { ok: true, state: s };
  };

  return {
    state: folded?.state ?? null,
    events: log.events as E[],
    redoStack: [...log.redoEvents].reverse() as E[],
    pending: log.pending as E[],
    loadError,
    status: log.status,
    head: log.head,
    storageError: log.error,
    clearStorageError: ctl.clearError,
    restoreDeleted: () => void ctl.restoreDeleted(),
    dispatch(event: E) {
      const p = projected();
      if (!p.ok) return p.reason;
      let r;
      try {
        r = def.reducer(p.state, event);
      } catch (err) {
        return `That action could not be applied: ${err instanceof Error ? err.message : String(err)}`;
      }
      if (!r.ok) return r.reason;
      void ctl.append([event]);
      return null;
    },
    undo() {
      if (!projected().ok) return;
      void ctl.undo();
    },
    redo() {
      if (!projected().ok) return;
      void ctl.redo();
    },
  };
}
