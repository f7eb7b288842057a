import { countOf } from '../../../words';
import type { CaledaEvent } from '../reducer';
import { goldAvailable } from '../rules/gold';
import { playerName, type CaledaState } from '../rules/state';
import { RANK_NAMES, RANKS } from '../rules/units';
import { cityCastles } from '../rules/victory';

/** The game at a glance: who won (or where it stands), each kingdom's holdings, and what happened how often. */
export function CaledaSummary({ state: s, events }: { state: CaledaState; events: readonly CaledaEvent[] }) {
  const count = (t: CaledaEvent['type']): number => events.filter((e) => e.type === t).length;
  return (
    <section className="panel cal-summary" aria-labelledby="summary-heading" data-testid="summary">
      <h2 id="summary-heading">Summary</h2>
      <p>
        {s.victory ? s.victory.message : `In progress: round ${s.turn.round}, ${playerName(s, s.turn.player)} to play.`} {countOf(events.length, 'action')} recorded: {countOf(count('move'), 'move')},{' '}
        {countOf(count('upgrade'), 'upgrade')}, {countOf(count('build'), 'structure')} built or upgraded, {countOf(count('combatRound') + count('structureRoll'), 'combat roll')},{' '}
        {countOf(count('bombard'), 'bombardment')}, {countOf(count('transport'), 'transport')}, {countOf(count('endTurn'), 'turn')} ended.
      </p>
      <table className="cal-table">
        <thead>
          <tr>
            <th scope="col">Kingdom</th>
            <th scope="col">Gold (available)</th>
            {RANKS.map((r) => (
              <th key={r} scope="col">
                {RANK_NAMES[r]}
              </th>
            ))}
            <th scope="col">Claimed squares</th>
            <th scope="col">Salted</th>
            <th scope="col">Towers / castles</th>
            <th scope="col">City castles</th>
            <th scope="col">Capital</th>
          </tr>
        </thead>
        <tbody>
          {s.players.map((p, i) => {
            const g = s.gold[i] ?? { total: 0, setAside: 0 };
            const markers = s.squares.filter((q) => q.marker?.owner === i);
            const structures = s.squares.filter((q) => q.structure?.owner === i);
            const holder = s.capitalHolders[i] ?? i;
            return (
              <tr key={i} className={s.victory?.player === i ? 'leader' : undefined}>
                <th scope="row">
                  <span className="swatch" style={{ background: p.colour }} aria-hidden="true" /> {p.name}
                </th>
                <td>
                  {g.total} ({goldAvailable(g)})
                </td>
                {RANKS.map((r) => (
                  <td key={r}>{s.units.filter((u) => u.owner === i && u.rank === r).length}</td>
                ))}
                <td>{markers.filter((q) => !q.marker?.salted).length}</td>
                <td>{markers.filter((q) => q.marker?.salted).length}</td>
                <td>
                  {structures.filter((q) => q.structure?.kind === 'tower').length} / {structures.filter((q) => q.structure?.kind === 'castle').length}
                </td>
                <td>{cityCastles(s, i)} / 5</td>
                <td>{holder === i ? 'held' : `held by ${playerName(s, holder)}`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
