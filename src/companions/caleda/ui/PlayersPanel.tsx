import { goldAvailable } from '../rules/gold';
import { playerName, unitsOf, type CaledaState } from '../rules/state';

/** Every kingdom's gold (total / available / set aside), actions, units and progress towards the victory conditions. */
export function PlayersPanel({ state: s }: { state: CaledaState }) {
  return (
    <section className="panel cal-players" aria-labelledby="players-heading">
      <h2 id="players-heading" className="sr-only">
        Kingdoms
      </h2>
      <table className="cal-table" data-testid="players">
        <thead>
          <tr>
            <th scope="col">Kingdom</th>
            <th scope="col">Gold total</th>
            <th scope="col">Available</th>
            <th scope="col">Set aside</th>
            <th scope="col">Actions</th>
            <th scope="col">Units</th>
            <th scope="col">Capital</th>
            <th scope="col">Power</th>
          </tr>
        </thead>
        <tbody>
          {s.players.map((p, i) => {
            const g = s.gold[i] ?? { total: 0, setAside: 0 };
            const current = s.turn.player === i;
            const holder = s.capitalHolders[i] ?? i;
            const units = unitsOf(s, i);
            return (
              <tr key={i} className={current ? 'current' : undefined} data-player={p.name} aria-current={current ? 'step' : undefined}>
                <th scope="row">
                  <span className="swatch" style={{ background: p.colour }} aria-hidden="true" /> {p.name}
                  {current && <span className="cal-badge">to play</span>}
                </th>
                <td data-testid="gold-total">{g.total}</td>
                <td data-testid="gold-available">{goldAvailable(g)}</td>
                <td data-testid="gold-aside">{g.setAside}</td>
                <td data-testid="actions">{current ? `${s.turn.actionsUsed} / ${p.actions}` : `— / ${p.actions}`}</td>
                <td>{units.length}</td>
                <td>{holder === i ? 'held' : `lost to ${playerName(s, holder)}`}</td>
                <td>
                  {p.power.name} ({p.costs.power})
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
