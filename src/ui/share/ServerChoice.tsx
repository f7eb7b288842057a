/**
 * The share panel's choice of sync server (issue 26), shown when this build offers two: the app's own address (one
 * laptop serves all: `npm start`) and the sync server it was built with (SYNC_ORIGIN, mode b: works from an app
 * installed from an HTTPS host). Each says why it cannot be used here, when it cannot. Nothing is sent to the sync
 * server before the player chooses it.
 */
import type { ServerChoice as Choice } from './link';
import './serverChoice.css';

interface Props {
  choices: Choice[];
  onChoose(server: string): void;
  onCancel(): void;
  /** The game screen's button classes (plain and primary). */
  btn?: string;
  primary?: string;
}

export function ServerChoice({ choices, onChoose, onCancel, btn = 'gm-btn', primary = 'gm-btn gm-primary' }: Props) {
  const first = choices.find((c) => c.why === null && !c.checking);
  return (
    <div className="sh-choices" role="group" aria-label="Share this game through" data-testid="share-choices">
      <p className="sh-choices-title">Share this game through:</p>
      {choices.map((c) => (
        <div key={c.server} className="sh-choice" data-testid={`share-choice-${c.mode}`}>
          <button
            type="button"
            className={c === first ? primary : btn}
            data-testid={`share-via-${c.mode}`}
            disabled={c.why !== null || c.checking}
            onClick={() => onChoose(c.server)}
          >
            {c.mode === 'one-laptop' ? 'This app’s address' : 'The sync server'}
          </button>
          <span>
            {c.label}
            {c.checking && <span role="status"> — checking whether it answers…</span>}
            {c.why !== null && (
              <span className="sh-mode-problem" data-testid={`share-why-${c.mode}`}>
                {' '}
                — {c.why}
              </span>
            )}
          </span>
        </div>
      ))}
      <div>
        <button type="button" className={btn} onClick={onCancel}>
          Not now
        </button>
      </div>
    </div>
  );
}
