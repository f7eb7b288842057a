import { useEffect, useMemo, useRef } from 'react';
import type { CompanionDef } from './types';

/**
 * Where an earlier `logLines` call stopped: the events it described (by identity), their lines, and the state
 * after them. Lets the log describe only the new events after an action instead of replaying the whole game.
 */
export interface LogMemo<S, E> {
  events: readonly E[];
  lines: string[];
  /** The state after `events`; null when the log stopped at an event that cannot be replayed. */
  state: S | null;
  /** The last line's merged event and the state before it, while later events may still join it. */
  group?: { event: E; before: S } | null;
}

/** Whether `prefix` is the start of `events` (same event objects). */
function startsWith<E>(events: readonly E[], prefix: readonly E[]): boolean {
  if (prefix.length > events.length) return false;
  for (let i = 0; i < prefix.length; i++) if (events[i] !== prefix[i]) return false;
  return true;
}

/**
 * Each event described against the state before it; stops (with a note) where the log cannot be replayed.
 * With `memo`, continues from the last call when the events only grew, and updates `memo`.
 */
export function logLines<S, E, Setup>(def: CompanionDef<S, E, Setup>, setup: Setup, events: readonly E[], memo?: LogMemo<S, E>): string[] {
  const lines: string[] = [];
  let state: S;
  let group: { event: E; before: S } | null = null;
  if (memo && memo.state !== null && startsWith(events, memo.events)) {
    lines.push(...memo.lines);
    state = memo.state;
    group = memo.group ?? null;
  } else {
    try {
      state = def.initial(setup);
    } catch {
      return events.map((_, i) => `Action ${i + 1} (the set-up cannot be read)`);
    }
  }
  let broken = false;
  const start = memo && memo.state !== null && startsWith(events, memo.events) ? memo.events.length : 0;
  for (let i = start; i < events.length; i++) {
    const e = events[i] as E;
    try {
      const merged = group && def.mergeLog ? def.mergeLog(group.event, e) : null;
      const r = def.reducer(state, e);
      if (!r.ok) throw new Error(r.reason);
      if (merged !== null && group) {
        lines[lines.length - 1] = def.describe(merged, group.before);
        group = { event: merged, before: group.before };
      } else {
        lines.push(def.describe(e, state));
        group = def.mergeLog ? { event: e, before: state } : null;
      }
      state = r.state;
    } catch {
      for (let j = i; j < events.length; j++) lines.push(`Action ${j + 1} (cannot be replayed)`);
      broken = true;
      break;
    }
  }
  if (memo) {
    memo.events = events;
    memo.lines = lines;
    memo.state = broken ? null : state;
    memo.group = broken ? null : group;
  }
  return lines;
}

/** One memo per saved game's set-up object, so the log keeps up with a long game cheaply. */
const memos = new WeakMap<object, LogMemo<unknown, unknown>>();

function memoFor<S, E>(setup: unknown): LogMemo<S, E> | undefined {
  if (typeof setup !== 'object' || setup === null) return undefined;
  let m = memos.get(setup);
  if (!m) {
    m = { events: [], lines: [], state: null, group: null };
    memos.set(setup, m);
  }
  return m as LogMemo<S, E>;
}

/** The visible history of a game, newest last, with Undo and Redo. */
export function LogPanel<S, E, Setup>(props: {
  def: CompanionDef<S, E, Setup>;
  setup: Setup;
  events: readonly E[];
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  /** A damaged save: Undo and Redo are off so the stored record stays as it is. */
  readOnly?: boolean;
}) {
  const { def, setup, events } = props;
  const lines = useMemo(() => logLines(def, setup, events, memoFor<S, E>(setup)), [def, setup, events]);
  const panel = useRef<HTMLElement>(null);
  // The log follows the newest line: scrolled to the bottom whenever the lines change.
  useEffect(() => {
    const el = panel.current;
    if (!el || lines.length === 0) return;
    el.scrollTop = el.scrollHeight;
  }, [lines]);
  return (
    <aside className="panel log-panel" aria-labelledby="log-heading" ref={panel} data-testid="log-panel">
      <div className="row log-head">
        <h2 id="log-heading">Log</h2>
        <button type="button" className="button" onClick={props.onUndo} disabled={props.readOnly === true || events.length === 0}>
          Undo
        </button>
        <button type="button" className="button" onClick={props.onRedo} disabled={props.readOnly === true || !props.canRedo}>
          Redo
        </button>
      </div>
      {lines.length === 0 ? (
        <p className="muted">Nothing has happened yet.</p>
      ) : (
        <ol className="log-list" data-testid="game-log">
          {lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ol>
      )}
    </aside>
  );
}
