import { useState } from 'react';
import { ALLIANCE_NAMES, type KalesiaEvent, type KalesiaState } from '..';
import { AllianceTag, PlayerName } from './parts';

/**
 * Pass-the-tablet dealing of the secret alliances: one player at a time, with everyone
 * else's hidden. Looking is recorded in the log ("Ann looked at their secret alliance").
 */
export function AllianceDealer({ state, dispatch }: { state: KalesiaState; dispatch(e: KalesiaEvent): string | null }) {
  const [asking, setAsking] = useState<number | null>(null);
  const [showing, setShowing] = useState<number | null>(null);
  const alliances = state.alliances;
  if (!alliances) return null;
  const allSeen = alliances.viewed.every(Boolean);
  const name = (i: number): string => state.players[i] ?? `Player ${i + 1}`;

  if (showing !== null) {
    const a = alliances.deal.dealt[showing];
    return (
      <section className="panel kalesia-secret" aria-label="Secret alliance" data-testid="secret-reveal">
        <p className="kalesia-secret-who">{name(showing)}, your Secret Alliance is</p>
        <p className="kalesia-secret-card">{a ? <AllianceTag alliance={a} /> : '?'}</p>
        <p className="muted">
          Keep it secret. {state.players.length === 2 ? 'The third card is set aside; nobody sees it.' : ''} {a === 'forest' ? 'The Forest also takes every tied area.' : ''}
        </p>
        <button
          type="button"
          className="button kalesia-primary"
          onClick={() => {
            dispatch({ type: 'viewAlliance', player: showing });
            setShowing(null);
          }}
        >
          Hide it and pass the tablet on
        </button>
      </section>
    );
  }
  if (asking !== null) {
    return (
      <section className="panel kalesia-secret" aria-label="Pass the tablet">
        <p className="kalesia-secret-who">Pass the tablet to {name(asking)}.</p>
        <p className="muted">Everyone else, look away.</p>
        <div className="row">
          <button type="button" className="button kalesia-primary" onClick={() => {
              setShowing(asking);
              setAsking(null);
            }}>
            I am {name(asking)}: show me
          </button>
          <button type="button" className="button" onClick={() => setAsking(null)}>
            Cancel
          </button>
        </div>
      </section>
    );
  }

  const list = (
    <div className="row">
      {state.players.map((p, i) => (
        <button key={i} type="button" className="button" onClick={() => setAsking(i)} aria-label={`${p}: see my alliance`}>
          <PlayerName state={state} seat={i} /> {alliances.viewed[i] ? '✓' : ''}
        </button>
      ))}
    </div>
  );
  if (state.outcome) {
    return (
      <section className="panel" aria-label="Secret alliances revealed" data-testid="alliances-revealed">
        <h3>Secret Alliances</h3>
        <ul className="kalesia-plain">
          {state.players.map((_, i) => {
            const a = alliances.deal.dealt[i];
            return (
              <li key={i}>
                <PlayerName state={state} seat={i} />: {a ? <AllianceTag alliance={a} /> : '?'}
              </li>
            );
          })}
          {alliances.deal.setAside.length > 0 && <li>Set aside unseen: {alliances.deal.setAside.map((a) => ALLIANCE_NAMES[a]).join(', ')}</li>}
        </ul>
      </section>
    );
  }
  return allSeen ? (
    <details className="panel">
      <summary className="kalesia-summary-toggle">Look at my secret alliance again</summary>
      {list}
    </details>
  ) : (
    <section className="panel" aria-label="Deal the secret alliances" data-testid="alliance-dealer">
      <h3>Secret Alliances</h3>
      <p>Each player in turn taps their name and looks at their alliance alone.</p>
      {list}
    </section>
  );
}
