import { replay } from '../core/log';
import type { CompanionDef } from './types';

/** The visible history of a game, newest last, with Undo and Redo. */
export function LogPanel<S, E, Setup>(props: {
  def: CompanionDef<S, E, Setup>;
  setup: Setup;
  events: readonly E[];
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
}) {
  const { def, setup, events } = props;
  // Describe each event against the state before it.
  const lines: string[] = [];
  let state = def.initial(setup);
  for (const e of events) {
    lines.push(def.describe(e, state));
    try {
      state = replay(state, [e], def.reducer);
    } catch {
      break;
    }
  }
  return (
    <aside className="panel log-panel" aria-labelledby="log-heading">
      <div className="row log-head">
        <h2 id="log-heading">Log</h2>
        <button type="button" className="button" onClick={props.onUndo} disabled={events.length === 0}>
          Undo
        </button>
        <button type="button" className="button" onClick={props.onRedo} disabled={!props.canRedo}>
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
