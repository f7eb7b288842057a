/** One printed page (A4 or Letter): ships, upgrades, fighter tokens, points, capacity, and a pull list for the table. */
import { useState } from 'react';
import { BackToEditor, NoSuchSquadron } from './printPage';
import type { KalidasiaPack, Squadron } from '../..';
import type { EffectivePack } from './hooks';
import { useSquadronRecord } from './hooks';
import { fleetNames, summarise } from './model';
import { countOf } from '../../../words';

type Paper = 'A4' | 'letter';

/** What to bring to the table: tokens, stat cards and upgrade cards. */
export function pullList(pack: KalidasiaPack, sq: Squadron): { tokens: string[]; statCards: string[]; upgradeCards: string[] } {
  const tokens: string[] = [];
  const statCards: string[] = [];
  const byCode = new Map<string, string[]>();
  for (const s of sq.ships) byCode.set(s.code, [...(byCode.get(s.code) ?? []), s.uid]);
  for (const [code, uids] of byCode) {
    const name = pack.ships.find((c) => c.code === code)?.name ?? code;
    tokens.push(`${uids.length} × ${name} token (${code}) — numbers ${uids.join(', ')}`);
    statCards.push(`${name} stat card × ${uids.length}`);
  }
  const factions = new Set<string>();
  for (const [id, n] of Object.entries(sq.fighters)) {
    if (!n) continue;
    const f = pack.fighters.find((x) => x.id === id);
    tokens.push(`${n} × ${f?.name ?? id} token`);
    if (f) factions.add(f.faction);
  }
  for (const fa of factions) statCards.push(`${fa === 'surakari' ? 'Surakari' : 'Heragul'} fighter stat card`);
  const cards = new Map<string, number>();
  for (const s of sq.ships)
    for (const id of s.upgrades) {
      const c = pack.upgrades.find((u) => u.id === id);
      const label = c ? `${c.name}${c.freeFor !== null ? ' (free)' : ''}` : id;
      cards.set(label, (cards.get(label) ?? 0) + 1);
    }
  const upgradeCards = [...cards].map(([k, n]) => `${k} × ${n}`);
  return { tokens, statCards, upgradeCards };
}

export function PrintView({ effective, id }: { effective: EffectivePack; id: string }) {
  const { pack } = effective;
  const rec = useSquadronRecord(id);
  const [paper, setPaper] = useState<Paper>('A4');
  if (rec === undefined) return <p className="boot">Opening the squadron…</p>;
  if (rec === null) return <NoSuchSquadron id={id} />;
  const sq = rec.squadron;
  const sum = summarise(pack, sq);
  const pull = pullList(pack, sq);
  return (
    <main className="sq-print-page">
      <div className="row sq-noprint">
        <BackToEditor id={id} />
        <fieldset className="row">
          <legend className="sq-visually-hidden">Paper</legend>
          {(['A4', 'letter'] as const).map((p) => (
            <label key={p} className="choice">
              <input type="radio" name="paper" checked={paper === p} onChange={() => setPaper(p)} />
              {p === 'A4' ? 'A4' : 'Letter'}
            </label>
          ))}
        </fieldset>
        <button type="button" className="button" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <article className={`sq-print sq-paper-${paper}`} data-testid="print-sheet">
        <h1>{sq.name || 'Unnamed squadron'}</h1>
        <p>
          {fleetNames(pack, sq)} · <strong>{sum.points}</strong> / {sq.pointLimit} points · capacity {sum.capacity.used} / {sum.capacity.provided} ·{' '}
          {sum.valid ? 'legal' : `${countOf(sum.violations.length, 'rule problem')}`} · data pack v{pack.version}
          {effective.overrides.length > 0 ? `, ${effective.overrides.length} corrections of yours` : ''}
        </p>
        <table>
          <thead>
            <tr>
              <th>Token</th>
              <th>Unit</th>
              <th>Upgrades</th>
              <th>Points</th>
            </tr>
          </thead>
          <tbody>
            {sq.ships.map((s) => {
              const cls = pack.ships.find((c) => c.code === s.code);
              const cards = s.upgrades.map((u) => pack.upgrades.find((c) => c.id === u));
              const pts = (cls?.cost ?? 0) + cards.reduce((n, c) => n + (c?.cost ?? 0), 0);
              return (
                <tr key={s.uid}>
                  <td>{s.uid}</td>
                  <td>
                    {cls?.name ?? s.code} ({s.code})
                  </td>
                  <td>{cards.map((c, i) => (c ? `${c.name}${c.freeFor !== null ? ' (free)' : ` ${c.cost}`}` : s.upgrades[i])).join(', ') || '—'}</td>
                  <td>{pts}</td>
                </tr>
              );
            })}
            {Object.entries(sq.fighters).map(([fid, n]) => {
              const f = pack.fighters.find((x) => x.id === fid);
              return (
                <tr key={fid}>
                  <td>—</td>
                  <td>
                    {f?.name ?? fid} fighter tokens × {n}
                  </td>
                  <td>—</td>
                  <td>{(f?.cost ?? 1) * (n ?? 0)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {sum.violations.length > 0 && (
          <ul className="sq-print-problems">
            {sum.violations.map((v, i) => (
              <li key={i}>
                {v.message} ({v.section})
              </li>
            ))}
          </ul>
        )}
        <h2>Pull list</h2>
        <div className="sq-pull">
          <div>
            <h3>Tokens</h3>
            <ul>{pull.tokens.map((t) => <li key={t}>☐ {t}</li>)}</ul>
          </div>
          <div>
            <h3>Stat cards</h3>
            <ul>{pull.statCards.map((t) => <li key={t}>☐ {t}</li>)}</ul>
          </div>
          <div>
            <h3>Upgrade cards</h3>
            <ul>{pull.upgradeCards.length ? pull.upgradeCards.map((t) => <li key={t}>☐ {t}</li>) : <li>none</li>}</ul>
          </div>
        </div>
      </article>
    </main>
  );
}
