import { PHASES, PHASE_NAMES, PHASE_REMINDERS, UNIT_KINDS, UNIT_NAMES, phaseAfter, type KaladanEvent, type KaladanState } from '..';
import type { GameViewProps } from '../../shared/ui/types';
import { Board, Swatched, holdings, playerName, type PanelProps } from './parts';
import { ActionPanel, EventPanel, FreeSpawnPanel, IncomePanel, PurchasePanel, ReinforcementPanel } from './phases';
import { KaladanScores } from './Summary';
import { countOf } from '../../../words';
import { endTurnProblem, endTurnText, runEndTurn } from '../rules/endTurn';

function Players({ state, dispatch }: PanelProps) {
  const reserve = (i: number): string =>
    UNIT_KINDS.filter((k) => (state.players[i]?.inventory[k] ?? 0) > 0)
      .map((k) => `${state.players[i]?.inventory[k]} ${UNIT_NAMES[k]}`)
      .join(', ') || 'none';
  const dead = (i: number): number => UNIT_KINDS.reduce((a, k) => a + (state.players[i]?.dead[k] ?? 0), 0);
  return (
    <table className="score-table kaladan-players" data-testid="players">
      <caption>Players in turn order</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Gold</th>
          <th scope="col">Reserve</th>
          <th scope="col">Magic</th>
          <th scope="col">Castles · tiles</th>
          <th scope="col">Crowns killed</th>
          <th scope="col">Dead</th>
          <th scope="col">Scalps</th>
        </tr>
      </thead>
      <tbody>
        {state.players.map((p, i) => {
          const h = holdings(state, i);
          return (
            <tr key={i} className={i === state.turn.player ? 'leader' : undefined} data-player={i}>
              <th scope="row">
                <Swatched state={state} seat={i} />
                {p.eliminated ? ' (out)' : ''}
              </th>
              <td data-testid={`gold-${i}`}>{p.gold}</td>
              <td>
                {reserve(i)}
                {p.pendingSpecials > 0 ? ` (+${p.pendingSpecials} Special next turn)` : ''}
              </td>
              <td>{p.magicCards}</td>
              <td>
                {h.castles} · {h.others}
              </td>
              <td>{p.crownsKilled}</td>
              <td>{dead(i)}</td>
              <td>
                {p.scalps}{' '}
                <button type="button" className="button small" aria-label={`${p.name} claims a scalp`} disabled={p.eliminated || state.result !== null} onClick={() => dispatch({ type: 'claimScalp', player: i })}>
                  +1
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** What "End turn" would do from here, before it is tapped (the same words the log keeps after). */
function EndTurnPlan({ state }: { state: KaladanState }) {
  const problem = endTurnProblem(state);
  return (
    <p className="muted kaladan-end-plan" data-testid="end-turn-plan">
      End turn: {problem ?? endTurnText(runEndTurn(state))}
    </p>
  );
}

function PhasePanel(p: PanelProps) {
  switch (p.state.turn.phase) {
    case 'event':
      return <EventPanel {...p} />;
    case 'income':
      return <IncomePanel {...p} />;
    case 'freeSpawn':
      return <FreeSpawnPanel {...p} />;
    case 'action':
      return <ActionPanel {...p} />;
    case 'purchase':
      return <PurchasePanel {...p} />;
    case 'reinforcement':
      return <ReinforcementPanel {...p} />;
  }
}

export function KaladanGameView({ state, dispatch }: GameViewProps<KaladanState, KaladanEvent>) {
  const { turn } = state;
  const next = phaseAfter(turn.phase);
  const me = playerName(state, turn.player);
  return (
    <div className="kaladan-game">
      {state.result ? (
        <section className="panel" data-testid="result">
          <p className="message kaladan-result">
            {state.result.how === 'last-crown'
              ? `Only one Crown remains: ${playerName(state, state.result.winners[0] ?? null)} is the sole ruler of Kaladan.`
              : `The event deck ran out and the final round is over. Winner${state.result.winners.length > 1 ? 's (tied)' : ''}: ${state.result.winners.map((i) => playerName(state, i)).join(', ')}.`}{' '}
            <span className="muted">(Rules: "Ending the Game")</span>
          </p>
          <KaladanScores state={state} />
        </section>
      ) : (
        <section className="panel kaladan-turn" aria-label="This turn">
          <p className="kaladan-status" data-testid="status">
            Turn {turn.number} · <strong>{me}</strong> · {PHASE_NAMES[turn.phase]}
            {state.eventDeck !== null ? ` · ${countOf(state.eventDeck, 'event card')} left` : ''}
            {state.finalRound ? ' · final round' : ''}
          </p>
          <ol className="kaladan-phases" aria-label="Phases">
            {PHASES.map((ph) => (
              <li key={ph} className={ph === turn.phase ? 'current' : PHASES.indexOf(ph) < PHASES.indexOf(turn.phase) ? 'done' : ''} aria-current={ph === turn.phase ? 'step' : undefined}>
                {PHASE_NAMES[ph].replace(' Phase', '')}
              </li>
            ))}
          </ol>
          <ul className="kaladan-reminders">
            {PHASE_REMINDERS[turn.phase].map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <PhasePanel state={state} dispatch={dispatch} />
          <div className="row">
            <button type="button" className="button kaladan-primary kaladan-next" onClick={() => dispatch({ type: 'nextPhase' })}>
              {next ? `Go to the ${PHASE_NAMES[next]}` : `End ${me}'s turn`}
            </button>
            {next && (
              <button type="button" className="button kaladan-primary kaladan-end-turn" onClick={() => dispatch({ type: 'endTurn' })}>
                End turn
              </button>
            )}
          </div>
          {next && <EndTurnPlan state={state} />}
        </section>
      )}
      <Players state={state} dispatch={dispatch} />
      <Board state={state} />
    </div>
  );
}
