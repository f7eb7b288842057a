/**
 * The result of the last resolved step (an attack, a dogfight, a strike, a regroup roll) stays on screen until
 * the next action. It is read from the stored log (the last event and the state before it), so it survives a reload.
 */
import { useState } from 'react';
import { describeEvent } from '../../game/describe';
import type { GameState } from '../../game';
import type { Folded } from './fold';

export function ResultCard({ folded }: { folded: Folded }) {
  const n = folded.events.length;
  const [hidden, setHidden] = useState<number | null>(null);
  const e = folded.events[n - 1];
  const before = folded.states[n - 1];
  if (!e || !before || hidden === n) return null;
  const line = describeEvent(before as GameState, e, folded.states[n]);
  if (!line.result) return null;
  return (
    <section className="gm-result" role="status" aria-label="Result" data-testid="result-card">
      <p className="gm-result-text">{line.text}</p>
      <p className="gm-result-foot">
        <span className="gm-section">Rules: “{line.section}”</span>
        <button type="button" className="gm-btn" onClick={() => setHidden(n)}>
          Hide
        </button>
      </p>
    </section>
  );
}
