import { useState } from 'react';
import { ALLIANCE_NAMES, ROUND_END_REMINDER, cellName, currentArea, explainHand, roundOf, type KalesiaEvent, type KalesiaState } from '..';
import type { GameViewProps } from '../../shared/ui/types';
import { AllianceDealer } from './AllianceDealer';
import { HandEntry, type EntryMode } from './HandEntry';
import { AllianceTag, ForestGrid } from './parts';

/** Where the game stands, in one line. */
function Status({ state }: { state: KalesiaState }) {
  if (state.outcome) {
    return (
      <p className="message kalesia-outcome" role="status" data-testid="outcome">
        {state.outcome.message} <span className="muted">(Rules: Kalesia "End of the Game")</span>
      </p>
    );
  }
  const cur = currentArea(state.layout, state.owners);
  const { round, handInRound } = roundOf(state.hands.length);
  return (
    <p className="kalesia-status" data-testid="status">
      {state.roundEndPending ? (
        <>Round {round - 1} is over.</>
      ) : (
        <>
          Round {round} · hand {handInRound} of 4 · contest <strong>area {cur?.area}</strong> {cur ? `(${cellName(cur.cell)}, turned on the grid)` : ''}
        </>
      )}
    </p>
  );
}

function LastHand({ state }: { state: KalesiaState }) {
  const h = state.hands[state.hands.length - 1];
  if (!h) return null;
  return (
    <p className="kalesia-last" data-testid="last-hand">
      Last hand, area {h.area}: Centaurs {h.totals.centaur}, Mermaids {h.totals.mermaid}, Forest {h.totals.forest}. {explainHand(h.totals)} → <AllianceTag alliance={h.winner} />{' '}
      <span className="muted">(Rules: Kalesia "Playing Hands")</span>
    </p>
  );
}

export function KalesiaGameView({ state, dispatch }: GameViewProps<KalesiaState, KalesiaEvent>) {
  // Kept here so the choice survives the end-of-round screen (10 players: totals are quicker).
  const [mode, setMode] = useState<EntryMode>(state.players.length > 6 ? 'totals' : 'weapons');
  const dealing = state.alliances !== null && !state.outcome && !state.alliances.viewed.every(Boolean);
  return (
    <div className="kalesia-game">
      <Status state={state} />
      <div className="kalesia-board">
        <ForestGrid state={state} />
        <div className="kalesia-side">
          <LastHand state={state} />
          <p className="muted">
            {state.variant === 'standard' ? 'Standard game' : state.variant === 'experienced-sets' ? 'Experienced players: one identical set each' : 'Experienced players: sets shuffled together'} ·{' '}
            {state.players.length} players{state.boxes === 2 ? ' · two boxes' : ''}
          </p>
          {!state.outcome && (
            <p className="muted">
              A temple is three adjacent areas of one alliance in a row, column or diagonal. <AllianceTag alliance="forest">{ALLIANCE_NAMES.forest}</AllianceTag> wins ties.
            </p>
          )}
        </div>
      </div>
      {state.alliances && <AllianceDealer state={state} dispatch={dispatch} />}
      {!state.outcome && state.roundEndPending && (
        <section className="panel kalesia-round-end" aria-label="End of the round" data-testid="round-end">
          <p>{ROUND_END_REMINDER}</p>
          <p className="muted">(Rules: Kalesia "End of the Round")</p>
          <button type="button" className="button kalesia-primary" onClick={() => dispatch({ type: 'passCards' })}>
            Cards passed: start round {roundOf(state.hands.length).round}
          </button>
        </section>
      )}
      {!state.outcome && !state.roundEndPending && (
        <>
          {dealing && <p className="message">Not everyone has seen their secret alliance yet; hands can still be entered.</p>}
          <HandEntry state={state} dispatch={dispatch} mode={mode} setMode={setMode} />
        </>
      )}
    </div>
  );
}
