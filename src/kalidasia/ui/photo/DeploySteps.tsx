/**
 * The photo reader's deployment list (issue 25, ReadPhoto.tsx): the undeployed tokens the photo shows, as the
 * deployment steps the rules take in turn.
 */
import { velocitySlotName } from '../../rules/systems/velocity';
import type { PhotoDeployPlan } from './deployFromPhoto';
import type { PhotoReading } from './reading';

/**
 * The tokens the photo deploys, step by step in the order the rules take them (whose turn it is): each warship with its
 * escorts and its starting velocity (the deploy panel's default, changeable), the fighter tokens; a refusal with the
 * rules' reason and, when its grounds are geometric, "Overrule (the table is right)".
 */
export function DeploySteps({ plan, reading, names, readOnly, velocity, setVelocity, overruled, setOverruled }: { plan: PhotoDeployPlan; reading: Extract<PhotoReading, { ok: true }>; names: Readonly<Record<string, string>>; readOnly: boolean; velocity: Readonly<Record<string, number>>; setVelocity(v: Readonly<Record<string, number>>): void; overruled: ReadonlySet<string>; setOverruled(s: ReadonlySet<string>): void }) {
  const at = (t: (typeof plan.steps)[number]['tokens'][number]) => reading.undeployed.find((u) => u.token === t)?.to;
  const where = (t: (typeof plan.steps)[number]['tokens'][number]) => {
    const p = at(t);
    return p ? `(${p.x.toFixed(1)}″, ${p.y.toFixed(1)}″, ${p.heading.toFixed(0)}°)` : '';
  };
  const first = plan.steps[plan.ready];
  return (
    <section data-testid="photo-deploy" aria-label="Deploy from the photo">
      <h3>Deploy from the photo (in turn, checked by the rules)</h3>
      <ol className="ph-deploy">
        {plan.steps.map((st, i) => {
          const [lead, ...rest] = st.tokens;
          return (
            <li key={st.key} data-step={st.key} data-ready={i < plan.ready ? 'yes' : 'no'}>
              <div>
                <b>{st.key.startsWith('ship:') ? lead!.label : `${names[st.player] ?? st.player}'s fighter tokens`}</b>{' '}
                {st.key.startsWith('ship:') ? (
                  <>
                    {where(lead!)}
                    {rest.length > 0 ? ` with escorts ${rest.map((t) => t.label).join(', ')}` : ', no escorts in the photo'}
                  </>
                ) : (
                  st.tokens.map((t) => t.label).join(', ')
                )}
                {i >= plan.ready && !(st.refusal && !st.overruled) && <span className="gm-muted"> — waits for {first?.tokens[0]?.label} above</span>}
              </div>
              {st.snapped.length > 0 && <p className="gm-muted" data-testid="photo-deploy-snapped">{st.snapped.join('; ')}.</p>}
              {st.velocity && (
                <label className="gm-field">
                  Starting velocity of {lead!.label}
                  <select
                    className="gm-input"
                    value={st.velocity.value}
                    disabled={readOnly}
                    onChange={(e) => setVelocity({ ...velocity, [st.velocity!.ship]: Number(e.target.value) })}
                  >
                    {st.velocity.track.map((_, k) => (
                      <option key={k} value={k}>
                        {velocitySlotName(st.velocity!.track, k, true)}
                        {k === st.velocity!.fallback ? ' (default)' : ''}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {st.refusal && (
                <p className={st.overruled ? 'gm-ruling' : 'gm-error-text'} role={st.overruled ? undefined : 'alert'} data-testid="photo-deploy-refusal">
                  {st.overruled ? 'Overruled, the table is right: ' : 'Refused: '}
                  {st.refusal.reason}
                </p>
              )}
              {st.refusal?.overrulable && (
                <button
                  type="button"
                  className="gm-btn"
                  aria-pressed={st.overruled}
                  disabled={readOnly}
                  onClick={() => {
                    const next = new Set(overruled);
                    if (st.overruled) next.delete(st.key);
                    else next.add(st.key);
                    setOverruled(next);
                  }}
                >
                  {st.overruled ? 'Keep the refusal' : 'Overrule (the table is right)'}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {plan.stop && <p data-testid="photo-deploy-stop">{plan.stop}</p>}
      {plan.waiting.length > 0 && (
        <ul data-testid="photo-deploy-waiting" aria-label="Not placed now">
          {plan.waiting.map((w) => (
            <li key={`${w.token.unit.kind}:${w.token.unit.id}`}>
              <b>{w.token.label}</b> not placed now: {w.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
