/**
 * The unit strip: the action phase's units in order, done / now / next; one tap on a `next` unit activates it
 * (undo if it was the wrong one). The rules decide who may go; the strip only shows it.
 */
import type { Expected, GameState } from '../../game';
import { playerName } from '../../game/helpers';
import type { Dispatch } from './steps';
import { unitStripOf } from './unitStrip';

const WORD = { done: 'done', now: 'now', next: 'tap to activate', later: 'waits' } as const;

export function UnitStrip(props: { state: GameState; expected: Expected; dispatch: Dispatch; readOnly: boolean; colours: Readonly<Record<string, string>> }) {
  const rows = unitStripOf(props.state, props.expected);
  if (!rows) return null;
  return (
    <nav className="gm-strip" aria-label="Units this turn" data-testid="unit-strip">
      {rows.map((r, i) => (
        <div key={r.player} className="gm-strip-row">
          <span className="gm-strip-who">
            <span className="gm-dot" style={{ background: props.colours[r.player] ?? 'var(--accent)' }} aria-hidden /> {i + 1}. {playerName(props.state, r.player)}
          </span>
          <ul className="gm-strip-units">
            {r.units.map((u) => (
              <li key={u.key}>
                {u.activate ? (
                  <button type="button" className="gm-chip gm-chip-next" data-state={u.state} aria-label={`Activate ${u.label}`} disabled={props.readOnly} onClick={() => u.activate && void props.dispatch(u.activate)}>
                    <strong>{u.short}</strong>
                    <span className="gm-chip-word">{WORD[u.state]}</span>
                  </button>
                ) : (
                  <span className={`gm-chip gm-chip-${u.state}`} data-state={u.state} aria-label={`${u.label}: ${WORD[u.state]}`} aria-current={u.state === 'now' ? 'step' : undefined}>
                    <strong>{u.short}</strong>
                    <span className="gm-chip-word">
                      {u.state === 'done' ? '✓ ' : ''}
                      {WORD[u.state]}
                    </span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
