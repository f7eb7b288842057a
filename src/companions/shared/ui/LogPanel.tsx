import { useMemo } from 'react';
import type { CompanionDef } from './types';

/** Each event described against the state before it; stops (with a note) where the log cannot be replayed. */
export function logLines<S, E, Setup>(def: CompanionDef<S, E, Setup>, setup: Setup, events: readonly E[]): string[] {
  const lines: string[] = [];
  let state: S;
  try {
    state = def.initial(setup);
  } catch {
    return events.map((_, i) => `Action ${i + 1} (the set-up cannot be read)`);
  }
  for (const e of events) {
    try {
      const line = def.describe(e, state);
      const r = def.reducer(state, e);
      if (!r.ok) throw new Error(r.reason);
      lines.push(line);
      state = r.state;
    } catch {
      for (let j = lines.length; j < events.length; j++) lines.push(`Action ${j + 1} (cannot be replayed)`);
      break;
    }
  }
  return lines;
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
  const lines = useMemo(() => logLines(def, setup, events), [def, setup, events]);
  return (
    <aside className="panel log-panel" aria-labelledby="log-heading">
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
