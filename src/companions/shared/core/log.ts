/**
 * A game as an event log, shared by the companion trackers (DESIGN.md §1).
 * State is `events.reduce(apply, initial)`; an illegal event is rejected with a
 * reason and the log is unchanged; undo drops the last event, redo re-appends it.
 * Pure and serialisable: no React, no Dexie.
 */

/** The verdict of applying one event: the new state, or the reason it was refused. */
export type ApplyResult<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly reason: string };

/** A pure reducer that may refuse an event. */
export type Reducer<S, E> = (state: S, event: E) => ApplyResult<S>;

/** An event log with its redo stack. */
export interface GameLog<E> {
  readonly events: readonly E[];
  readonly redo: readonly E[];
}

export const ok = <S>(state: S): ApplyResult<S> => ({ ok: true, state });
export const refuse = <S>(reason: string): ApplyResult<S> => ({ ok: false, reason });

export const emptyLog = <E>(): GameLog<E> => ({ events: [], redo: [] });

/** Fold a list of events from the initial state; throws if a stored event is illegal (a corrupted log). */
export function replay<S, E>(initial: S, events: readonly E[], reducer: Reducer<S, E>): S {
  let state = initial;
  events.forEach((e, i) => {
    const r = reducer(state, e);
    if (!r.ok) throw new Error(`Event ${i + 1} cannot be replayed: ${r.reason}`);
    state = r.state;
  });
  return state;
}

/**
 * Append an event if the reducer accepts it (clears the redo stack).
 * Returns the new log and state, or the refusal reason.
 */
export function logAppend<S, E>(
  log: GameLog<E>,
  state: S,
  event: E,
  reducer: Reducer<S, E>,
): { ok: true; log: GameLog<E>; state: S } | { ok: false; reason: string } {
  const r = reducer(state, event);
  if (!r.ok) return r;
  return { ok: true, log: { events: [...log.events, event], redo: [] }, state: r.state };
}

/** Undo: drop the last event onto the redo stack. State must be re-folded by the caller (see `replay`). */
export function logUndo<E>(log: GameLog<E>): GameLog<E> {
  if (log.events.length === 0) return log;
  const last = log.events[log.events.length - 1] as E;
  return { events: log.events.slice(0, -1), redo: [...log.redo, last] };
}

/** Redo: re-append the most recently undone event. */
export function logRedo<E>(log: GameLog<E>): GameLog<E> {
  if (log.redo.length === 0) return log;
  const next = log.redo[log.redo.length - 1] as E;
  return { events: [...log.events, next], redo: log.redo.slice(0, -1) };
}

/** The outcome of opening a stored game: its state, or what failed and where. */
export interface FoldResult<S> {
  /** The state after the events that replayed; null when the set-up itself could not be built. */
  readonly state: S | null;
  /** How many stored events replayed cleanly. */
  readonly replayed: number;
  /** What failed, in words (null when everything replayed). */
  readonly error: string | null;
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/**
 * Open a stored game without throwing: build the initial state from the set-up, then replay the events.
 * A set-up that cannot be built, or an event the reducer refuses (or throws on), is reported with where it
 * happened; the state is kept up to the last good event. Never changes its inputs.
 */
export function foldStored<S, E, Setup>(initial: (setup: Setup) => S, setup: Setup, events: readonly E[], reducer: Reducer<S, E>): FoldResult<S> {
  let state: S;
  try {
    state = initial(setup);
  } catch (err) {
    return { state: null, replayed: 0, error: `its set-up could not be read (${messageOf(err)})` };
  }
  for (const [i, e] of events.entries()) {
    let r: ApplyResult<S>;
    try {
      r = reducer(state, e);
    } catch (err) {
      return { state, replayed: i, error: `action ${i + 1} of ${events.length} could not be replayed (${messageOf(err)})` };
    }
    if (!r.ok) return { state, replayed: i, error: `action ${i + 1} of ${events.length} could not be replayed (${r.reason})` };
    state = r.state;
  }
  return { state, replayed: events.length, error: null };
}
