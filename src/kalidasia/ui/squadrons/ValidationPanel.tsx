/** Every violation in a player's words, with its rule section and one-tap fixes where the fix is obvious. */
import type { KalidasiaPack, Squadron, Violation } from '../..';
import { fixesFor } from './model';
import { countOf } from '../../../words';

export function ValidationPanel({ pack, squadron, violations, onFix }: { pack: KalidasiaPack; squadron: Squadron; violations: readonly Violation[]; onFix: (next: Squadron) => void }) {
  return (
    <section className="panel" aria-labelledby="check-h" data-testid="validation-panel">
      <h2 id="check-h">Check</h2>
      {violations.length === 0 ? (
        <p className="sq-legal" data-testid="verdict">
          Legal: no problems found with the current data.
        </p>
      ) : (
        <>
          <p data-testid="verdict">
            Not legal yet: {countOf(violations.length, 'problem')}. The squadron is saved as it is; nothing is changed unless you tap a fix.
          </p>
          <ul className="sq-violations" data-testid="violations">
            {violations.map((v, i) => {
              const fixes = fixesFor(pack, squadron, v);
              return (
                <li key={`${v.code}-${v.subject ?? ''}-${i}`} data-code={v.code}>
                  <p className="sq-violation-msg">{v.message}</p>
                  <p className="sq-muted">
                    Rule: <span className="sq-section">{v.section}</span> · {v.fix}
                  </p>
                  {fixes.length > 0 && (
                    <div className="row">
                      {fixes.map((f) => (
                        <button key={f.label} type="button" className="button small sq-fix" onClick={() => onFix(f.apply(squadron))}>
                          {f.label}
                        </button>
                      ))}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
