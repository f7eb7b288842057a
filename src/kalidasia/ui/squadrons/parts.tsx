/** Small pieces shared by the squadron screens. */
import { useMemo } from 'react';
import type { KalidasiaPack, PackOverride, Squadron } from '../..';
import { capacityOf, fleetNames, summarise } from './model';
import { countOf } from '../../../words';

export function ValidityBadge({ count }: { count: number }) {
  return count === 0 ? (
    <span className="sq-badge ok" data-valid="true">
      Legal
    </span>
  ) : (
    <span className="sq-badge bad" data-valid="false">
      {countOf(count, 'problem')}
    </span>
  );
}

/** Which data the totals come from: the pack version and whether the player's corrections apply. */
export function PackInfo({ pack, overrides }: { pack: KalidasiaPack; overrides: readonly PackOverride[] }) {
  return (
    <p className="sq-packinfo" data-testid="pack-info">
      Data pack v{pack.version} (Core Rules 2.2.0) ·{' '}
      {overrides.length === 0 ? 'shipped values, no corrections of yours' : `your corrections apply (${countOf(overrides.length, 'value')})`}
    </p>
  );
}

/** A read-only account of a squadron: what a shared link or an import shows. */
export function SquadronSheet({ pack, squadron }: { pack: KalidasiaPack; squadron: Squadron }) {
  const sum = useMemo(() => summarise(pack, squadron), [pack, squadron]);
  const cap = capacityOf(pack, squadron);
  return (
    <div className="sq-sheet" data-testid="squadron-sheet">
      <h3>{squadron.name || 'Unnamed squadron'}</h3>
      <p>
        {fleetNames(pack, squadron)} · <strong>{sum.points}</strong> / {squadron.pointLimit} points · capacity {cap.used} / {cap.provided} ·{' '}
        <ValidityBadge count={sum.violations.length} />
      </p>
      <ul>
        {squadron.ships.map((s) => {
          const cls = pack.ships.find((c) => c.code === s.code);
          const cards = s.upgrades.map((id) => {
            const card = pack.upgrades.find((u) => u.id === id);
            return card ? `${card.name}${card.freeFor !== null ? ' (free)' : ''}` : id;
          });
          return (
            <li key={s.uid}>
              {s.uid} · {cls?.name ?? s.code} ({cls?.cost ?? '?'} pts){cards.length > 0 ? ` — ${cards.join(', ')}` : ''}
            </li>
          );
        })}
        {Object.entries(squadron.fighters).map(([id, n]) => (
          <li key={id}>
            {pack.fighters.find((f) => f.id === id)?.name ?? id} × {n}
          </li>
        ))}
      </ul>
      {sum.violations.length > 0 && (
        <ul className="sq-sheet-problems">
          {sum.violations.map((v, i) => (
            <li key={i}>
              {v.message} <span className="sq-section">({v.section})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { QrCode } from '../../../ui/QrCode';

/** Start a download of a text file. */
export function downloadText(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
