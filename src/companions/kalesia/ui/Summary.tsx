import { countOf } from '../../../words';
import { ALLIANCES, ALLIANCE_NAMES, explainHand, type KalesiaEvent, type KalesiaState } from '..';
import { AllianceTag, ForestGrid, heldCounts } from './parts';

/** The game so far or at its end: the forest, areas per alliance, every hand with its reason. */
export function KalesiaSummary({ state }: { state: KalesiaState; events: readonly KalesiaEvent[] }) {
  const held = heldCounts(state);
  return (
    <section className="panel kalesia-summary" aria-label="Game summary" data-testid="summary">
      <h3>{state.outcome ? 'Game over' : 'Game so far'}</h3>
      {state.outcome && <p className="message kalesia-outcome">{state.outcome.message}</p>}
      <div className="kalesia-board">
        <ForestGrid state={state} />
        <ul className="kalesia-plain">
          {ALLIANCES.map((a) => (
            <li key={a}>
              <AllianceTag alliance={a} />: {countOf(held[a], 'area')}
            </li>
          ))}
          <li>Unresolved: {state.owners.filter((o) => o === null).length}</li>
          {state.outcome && state.alliances && (
            <li>
              Secret Alliances:{' '}
              {state.players
                .map((p, i) => {
                  const a = state.alliances?.deal.dealt[i];
                  return `${p} ${a ? ALLIANCE_NAMES[a] : '?'}`;
                })
                .join(', ')}
            </li>
          )}
        </ul>
      </div>
      {state.hands.length > 0 && (
        <table className="score-table">
          <caption>Hands</caption>
          <thead>
            <tr>
              <th scope="col">Round · hand</th>
              <th scope="col">Area</th>
              <th scope="col">Centaurs</th>
              <th scope="col">Mermaids</th>
              <th scope="col">Forest</th>
              <th scope="col">Taken by</th>
            </tr>
          </thead>
          <tbody>
            {state.hands.map((h, i) => (
              <tr key={i}>
                <td>
                  {h.round} · {h.handInRound}
                </td>
                <th scope="row">{h.area}</th>
                <td>{h.totals.centaur}</td>
                <td>{h.totals.mermaid}</td>
                <td>{h.totals.forest}</td>
                <td title={explainHand(h.totals)}>
                  <AllianceTag alliance={h.winner} /> <span className="muted">{explainHand(h.totals)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
