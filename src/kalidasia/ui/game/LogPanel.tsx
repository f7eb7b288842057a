/**
 * The log: every event as a readable line (unit, what happened, rule section, a players' ruling);
 * a tap on a line shows the table as it was after it. Undone events are listed as redoable; events
 * sent but not yet stored show as saving, not done.
 */
import { describeEvent } from '../../game/describe';
import type { GameEvent, GameState } from '../../game';
import type { Folded } from './fold';
import { countOf } from '../../../words';

export function LogPanel(props: { folded: Folded; redoable: readonly unknown[]; pending: readonly unknown[]; shownAt: number | null; onShow(k: number): void }) {
  const { folded, redoable, pending, shownAt, onShow } = props;
  const n = folded.events.length;
  // Opened from a snapshot whose earlier events are still being read: the lines from the snapshot on (their states
  // are known), the earlier ones once read.
  const start = folded.from;
  const lines: { i: number; line: ReturnType<typeof describeEvent> }[] = [];
  for (let i = start; i < n; i++) lines.push({ i, line: describeEvent(folded.states[i] as GameState, folded.events[i] as GameEvent, folded.states[i + 1]) });
  const now = folded.states[n] as GameState;
  return (
    <section aria-label="Game log" className="gm-log">
      <ol className="gm-log-list" data-testid="game-log">
        {start === 0 ? (
          <li>
            <button type="button" className={`gm-log-line${shownAt === 0 ? ' gm-shown' : ''}`} onClick={() => onShow(0)}>
              <span className="gm-log-n">0</span> The game begins: {folded.meta.setup.players.map((p) => p.name).join(' v ')}.
            </button>
          </li>
        ) : (
          <li className="gm-log-pending" role="status" data-testid="log-earlier">
            <span className="gm-log-n">…</span> Events 1–{start}: reading them from storage…
          </li>
        )}
        {lines.map(({ i, line }) => (
          <li key={i}>
            <button type="button" className={`gm-log-line${shownAt === i + 1 ? ' gm-shown' : ''}`} aria-current={shownAt === i + 1 ? 'true' : undefined} onClick={() => onShow(i + 1)}>
              <span className="gm-log-n">{i + 1}</span> {line.text} <span className="gm-section">({line.section})</span>
              {line.ruling && <span className="gm-ruling">{line.ruling}</span>}
            </button>
          </li>
        ))}
        {pending.map((e, k) => (
          <li key={`p${k}`} className="gm-log-pending">
            <span className="gm-log-n">…</span> {describeEvent(now, e as GameEvent).text} <em>(saving, not done yet)</em>
          </li>
        ))}
      </ol>
      {folded.failed && <p className="gm-error-text">Event {folded.failed.index + 1} cannot be replayed: {folded.failed.reason}</p>}
      {redoable.length > 0 && (
        <p className="gm-redo-note" data-testid="redoable">
          {countOf(redoable.length, 'undone event')} can be redone.
        </p>
      )}
    </section>
  );
}
