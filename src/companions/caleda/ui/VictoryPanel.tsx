import { playerName, type CaledaState } from '../rules/state';
import { cityCastles } from '../rules/victory';

/**
 * The winner when there is one; otherwise how close each kingdom is to each victory condition
 * (Rules: Caleda "General Overview", "Fortified City", "Taking The Capital", "Multi-player Games").
 */
export function VictoryPanel({ state: s }: { state: CaledaState }) {
  if (s.victory) {
    return (
      <section className="panel cal-victory" role="status" data-testid="victory">
        <h2>{playerName(s, s.victory.player)} wins</h2>
        <p>{s.victory.message}</p>
      </section>
    );
  }
  const multi = s.players.length > 2;
  return (
    <details className="panel cal-checks" data-testid="victory-checks">
      <summary>Victory checks (after every action)</summary>
      <ul>
        {s.players.map((p, i) => {
          const enemies = s.units.filter((u) => u.owner !== i).length;
          const held = s.capitalHolders.filter((h, owner) => h === i && owner !== i).length;
          return (
            <li key={i}>
              <strong>{p.name}</strong>: fortified city {cityCastles(s, i)} of 5 castles; {enemies} enemy units left;{' '}
              {multi ? `holds ${held} of ${s.players.length - 1} enemy capitals${s.capitalHolders[i] === i ? ' and their own' : ', not their own'}` : `enemy capital ${held > 0 ? 'taken' : 'not taken'}`}.
            </li>
          );
        })}
      </ul>
    </details>
  );
}
