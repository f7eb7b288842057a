/** A squadron opened from a share link: shown first, saved only when the player taps Save. */
import { useEffect, useMemo, useState } from 'react';
import { Link } from '../../../ui/Link';
import { navigate } from '../../../ui/router';
import { createSquadron } from '../../../store/squadrons';
import { parseShareFragment } from './format';
import type { EffectivePack } from './hooks';
import { SquadronSheet } from './parts';

export function SharedView({ effective }: { effective: EffectivePack }) {
  const { pack } = effective;
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const on = (): void => setHash(location.hash);
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  const result = useMemo(() => parseShareFragment(hash, pack), [hash, pack]);
  const [saving, setSaving] = useState(false);
  const save = async (): Promise<void> => {
    if (!result.ok) return;
    setSaving(true);
    const rec = await createSquadron(result.squadron);
    setSaving(false);
    if (rec) navigate(`/kalidasia/squadrons/${rec.id}`, true);
  };
  return (
    <main className="sq-page" data-testid="shared-view">
      <section className="panel" aria-labelledby="shared-h">
        <h2 id="shared-h">Shared squadron</h2>
        {result.ok ? (
          <>
            <SquadronSheet pack={pack} squadron={result.squadron} />
            <p className="sq-muted">{result.notes.join(' ')} Nothing is saved until you tap Save.</p>
            <div className="row">
              <button type="button" className="button" disabled={saving} onClick={() => void save()}>
                Save to my squadrons
              </button>
              <Link to="/kalidasia/squadrons" className="button">
                Not now
              </Link>
            </div>
          </>
        ) : (
          <div className="message error" role="alert" data-testid="share-errors">
            <p>This share link cannot be opened. Nothing was saved or changed.</p>
            <ul>
              {result.errors.map((e, i) => (
                <li key={i}>{e}</li>
              ))}
            </ul>
            <Link to="/kalidasia/squadrons" className="button">
              My squadrons
            </Link>
          </div>
        )}
      </section>
    </main>
  );
}
