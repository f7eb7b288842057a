import { countOf } from '../../../words';
import { useState } from 'react';
import type { GameViewProps } from '../../shared/ui/types';
import type { NedcaEvent } from '../reducer';
import { PHASES, PHASE_NAMES, activeHouse, type NedcaState } from '../rules/state';
import { BONDS_TO_WIN, GEMS_TO_WIN, OBJECTIVES_TO_WIN } from '../rules/tracks';
import { WIN_PATH_NAMES } from '../rules/victory';
import { AssaultPanel, BattlePanel } from './BattlePanel';
import { HouseCard } from './HouseCard';
import { CleanupPanel, EconomyPanel, OperationsPanel, OrderPanel } from './PhasePanels';
import { Choice, Swatch } from './widgets';
import './nedca.css';

type Props = { state: NedcaState; dispatch(e: NedcaEvent): string | null };

function TurnBar({ state, dispatch }: Props) {
  const me = activeHouse(state);
  const h = state.houses[me];
  const phase = state.turn.phase;
  const next = phase === 'cleanup' ? 'End turn' : `Go to the ${PHASE_NAMES[PHASES[PHASES.indexOf(phase) + 1] ?? 'cleanup']}`;
  return (
    <section className="panel nd-turn" aria-labelledby="nd-turn">
      <h3 id="nd-turn" data-testid="turn-heading">
        Round {state.turn.round} · {h?.name ?? '?'} plays
      </h3>
      <div className="nd-turn-row">
      <ol className="nd-order" aria-label="Turn order this round">
        {state.turn.order.map((i, k) => (
          <li key={i} className={k === state.turn.index ? 'playing' : state.houses[i]?.eliminated ? 'out' : undefined}>
            <Swatch colour={state.houses[i]?.colour ?? '#888'} /> {k + 1}. {state.houses[i]?.name}
          </li>
        ))}
      </ol>
      <ol className="nd-phases" aria-label="Phases">
        {PHASES.map((p) => (
          <li key={p} aria-current={p === phase ? 'step' : undefined}>
            {PHASE_NAMES[p]}
          </li>
        ))}
      </ol>
      </div>
      {!state.result && !state.turn.awaitingOrder && (
        <div className="row">
          <button type="button" className="button nd-primary" onClick={() => dispatch({ type: 'nextPhase' })}>
            {next}
          </button>
        </div>
      )}
    </section>
  );
}

/** The five paths to victory, for every house, checked by the reducer after every action. */
function WinPanel({ state }: { state: NedcaState }) {
  const star = state.influenceTrack.star;
  const cell = (v: number, goal: number, label: string) => (
    <td className={v >= goal ? 'done' : undefined}>
      {v}/{goal}
      <span className="sr-only"> {label}</span>
    </td>
  );
  return (
    <details className="panel nd-panel nd-fold" aria-labelledby="nd-win">
      <summary>
        <h3 id="nd-win">Win conditions</h3>
      </summary>
      <table className="nd-win-table">
        <thead>
          <tr>
            <th scope="col">House</th>
            <th scope="col">Influence</th>
            <th scope="col">Bonds</th>
            <th scope="col">Objectives</th>
            <th scope="col">Gems</th>
            <th scope="col">Capital</th>
          </tr>
        </thead>
        <tbody>
          {state.houses.map((h) => (
            <tr key={h.name}>
              <th scope="row">
                <Swatch colour={h.colour} /> {h.name}
              </th>
              {cell(h.influence, star, 'influence')}
              {cell(h.bonds, BONDS_TO_WIN, 'bonds')}
              {cell(h.objectives, OBJECTIVES_TO_WIN, 'objectives')}
              {cell(h.gems, GEMS_TO_WIN, 'gems')}
              <td>{h.eliminated ? 'out' : countOf(h.shields, 'shield')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="nd-provisional">
        Influence Star at {star}, Lv2 at {state.influenceTrack.lv2}, Lv3 at {state.influenceTrack.lv3} (provisional unless you set them from your board). Military Force: every
        opposing Capital City removed.
      </p>
    </details>
  );
}

/** Things that happen at any time: Special Cards, an Objective completed, ending the game. */
function AnyTimePanel({ state, dispatch }: Props) {
  const alive = state.houses.flatMap((h, i) => (h.eliminated ? [] : [i]));
  const [house, setHouse] = useState<number>(activeHouse(state));
  const [slot, setSlot] = useState<'player' | 'board' | 'once'>('once');
  const [confirmEnd, setConfirmEnd] = useState(false);
  return (
    <details className="panel nd-panel nd-fold" aria-labelledby="nd-any">
      <summary>
        <h3 id="nd-any">Any time: Objectives, Special Cards, ending the game</h3>
      </summary>
      <div className="row">
        <button type="button" className="button" disabled={state.turn.objectiveTaken} onClick={() => dispatch({ type: 'objective' })}>
          {state.houses[activeHouse(state)]?.name} completed an Objective
        </button>
      </div>
      <div className="row">
        <Choice label="Special Card by" value={house} options={alive.map((i) => ({ value: i, label: state.houses[i]?.name ?? '' }))} onChange={setHouse} />
        <Choice
          label="as"
          value={slot}
          options={[
            { value: 'once', label: 'one-time effect' },
            { value: 'player', label: 'on their board' },
            { value: 'board', label: "on the Game Board's slot" },
          ]}
          onChange={setSlot}
        />
        <button type="button" className="button" onClick={() => dispatch({ type: 'activateSpecial', house, slot })}>
          Activate
        </button>
        <button type="button" className="button" onClick={() => dispatch({ type: 'removeSpecial', house })}>
          Discard an active Special
        </button>
      </div>
      {confirmEnd ? (
        <div className="row">
          <span>End the game now? The most Influence wins.</span>
          <button type="button" className="button danger" onClick={() => dispatch({ type: 'endGame' })}>
            Yes, end it
          </button>
          <button type="button" className="button" onClick={() => setConfirmEnd(false)}>
            No
          </button>
        </div>
      ) : (
        <button type="button" className="button" onClick={() => setConfirmEnd(true)}>
          End the game…
        </button>
      )}
    </details>
  );
}

export function Result({ state }: { state: NedcaState }) {
  const r = state.result;
  if (!r) return null;
  return (
    <section className="panel nd-win" role="status" data-testid="result">
      <h3>
        {r.winners.map((w) => state.houses[w]?.name).join(' and ')} {r.winners.length === 1 ? 'wins' : 'win'} Nedca
      </h3>
      <p>Why: {r.reason}.</p>
      <ul>
        {Object.entries(r.paths).map(([i, paths]) => (
          <li key={i}>
            {state.houses[Number(i)]?.name}: {paths.map((p) => WIN_PATH_NAMES[p]).join('; ')}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NedcaGameView({ state, dispatch, draft }: GameViewProps<NedcaState, NedcaEvent>) {
  const me = activeHouse(state);
  const phase = state.turn.phase;
  const key = `${state.turn.round}-${state.turn.index}`;
  return (
    <div className="nd">
      <Result state={state} />
      <TurnBar state={state} dispatch={dispatch} />
      {!state.result && (
        <div className="nd-tools">
          {state.turn.awaitingOrder ? (
            <OrderPanel state={state} dispatch={dispatch} />
          ) : phase === 'economy' ? (
            <EconomyPanel key={key} state={state} dispatch={dispatch} />
          ) : phase === 'operations' ? (
            <OperationsPanel key={key} state={state} dispatch={dispatch} />
          ) : phase === 'action' ? (
            <>
              <BattlePanel key={`b${key}`} state={state} dispatch={dispatch} draft={draft?.('battle')} />
              <AssaultPanel key={`a${key}`} state={state} dispatch={dispatch} />
            </>
          ) : (
            <CleanupPanel state={state} dispatch={dispatch} />
          )}
        </div>
      )}
      <div className="nd-houses">
        {state.houses.map((_, i) => (
          <HouseCard key={i} state={state} index={i} playing={i === me && !state.turn.awaitingOrder} dispatch={dispatch} />
        ))}
      </div>
      <div className="nd-folds">
        <WinPanel state={state} />
        {!state.result && <AnyTimePanel state={state} dispatch={dispatch} />}
      </div>
    </div>
  );
}
