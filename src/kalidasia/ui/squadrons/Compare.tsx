/** Two squadrons side by side: points, ships, upgrades, fighters, capacity, and the difference. */
import { navigate } from '../../../ui/router';
import { Link } from '../../../ui/Link';
import type { EffectivePack } from './hooks';
import { useSquadronRecords } from './hooks';
import { summarise, unitCounts } from './model';
import { ValidityBadge } from './parts';

const diff = (a: number, b: number): string => (b - a === 0 ? '=' : b - a > 0 ? `+${b - a}` : String(b - a));

export function Compare({ effective, a, b }: { effective: EffectivePack; a: string | null; b: string | null }) {
  const { pack } = effective;
  const records = useSquadronRecords();
  if (records === undefined) return <p className="boot">Opening your squadrons…</p>;
  const sorted = [...records].sort((x, y) => x.squadron.name.localeCompare(y.squadron.name));
  const ra = records.find((r) => r.id === a);
  const rb = records.find((r) => r.id === b);
  const pick = (which: 'a' | 'b', id: string): void => {
    const na = which === 'a' ? id : (a ?? '');
    const nb = which === 'b' ? id : (b ?? '');
    navigate(`/kalidasia/squadrons/compare/${encodeURIComponent(na || '-')}/${encodeURIComponent(nb || '-')}`, true);
  };
  const select = (which: 'a' | 'b', value: string | null) => (
    <select aria-label={which === 'a' ? 'First squadron' : 'Second squadron'} value={value ?? ''} onChange={(e) => pick(which, e.currentTarget.value)}>
      <option value="">Choose a squadron…</option>
      {sorted.map((r) => (
        <option key={r.id} value={r.id}>
          {r.squadron.name}
        </option>
      ))}
    </select>
  );
  let table = null;
  if (ra && rb) {
    const sa = summarise(pack, ra.squadron);
    const sb = summarise(pack, rb.squadron);
    const ca = unitCounts(pack, ra.squadron);
    const cb = unitCounts(pack, rb.squadron);
    const rows: { label: string; a: number; b: number; group?: string }[] = [
      { label: 'Points', a: sa.points, b: sb.points },
      { label: 'Point limit', a: ra.squadron.pointLimit, b: rb.squadron.pointLimit },
      { label: 'Warships', a: ra.squadron.ships.length, b: rb.squadron.ships.length },
      { label: 'Fighter tokens', a: sa.fighterTokens, b: sb.fighterTokens },
      { label: 'Capacity provided', a: sa.capacity.provided, b: sb.capacity.provided },
      { label: 'Capacity used', a: sa.capacity.used, b: sb.capacity.used },
    ];
    for (const [group, ma, mb] of [
      ['Warships', ca.ships, cb.ships],
      ['Upgrades', ca.upgrades, cb.upgrades],
      ['Fighters', ca.fighters, cb.fighters],
    ] as const) {
      for (const k of [...new Set([...ma.keys(), ...mb.keys()])].sort()) rows.push({ group, label: k, a: ma.get(k) ?? 0, b: mb.get(k) ?? 0 });
    }
    table = (
      <table className="sq-compare" data-testid="compare-table">
        <thead>
          <tr>
            <th scope="col"></th>
            <th scope="col">{ra.squadron.name}</th>
            <th scope="col">{rb.squadron.name}</th>
            <th scope="col">Difference</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Verdict</th>
            <td>
              <ValidityBadge count={sa.violations.length} />
            </td>
            <td>
              <ValidityBadge count={sb.violations.length} />
            </td>
            <td></td>
          </tr>
          {rows.map((r) => (
            <tr key={`${r.group ?? ''}-${r.label}`}>
              <th scope="row">{r.group ? `${r.group}: ${r.label}` : r.label}</th>
              <td>{r.a}</td>
              <td>{r.b}</td>
              <td>{diff(r.a, r.b)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <main className="sq-page" data-testid="compare-page">
      <section className="panel" aria-labelledby="cmp-h">
        <h2 id="cmp-h">Compare</h2>
        <div className="row">
          <Link to="/kalidasia/squadrons" className="button small">
            ← All squadrons
          </Link>
          {select('a', ra ? ra.id : null)}
          {select('b', rb ? rb.id : null)}
        </div>
        {table ?? <p className="sq-muted">Choose two squadrons. The difference column is the second minus the first.</p>}
      </section>
    </main>
  );
}
