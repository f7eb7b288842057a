import { ScoreTable } from '../../shared/ui/ScoreTable';
import { scoresNow, type KaladanEvent, type KaladanState } from '..';
import { Board } from './parts';
import { countOf } from '../../../words';

/** Points as the rules count them at the end: 5 per crown killed, 3 per castle, 2 per scalp, 2 per other tile. */
// Rules: Generals of Kaladan "6. Ending the Game" — Point System
export function KaladanScores({ state }: { state: KaladanState }) {
  const scores = state.result?.scores ?? scoresNow(state);
  return (
    <ScoreTable
      caption={state.result ? 'Final points' : 'Points if the game ended now'}
      columns={['Crowns killed ×5', 'Castles ×3', 'Scalps ×2', 'Other tiles ×2']}
      rows={scores.map((s) => ({
        player: `${state.players[s.player]?.name ?? `Player ${s.player + 1}`}${state.players[s.player]?.eliminated ? ' (out)' : ''}`,
        colour: state.players[s.player]?.colour,
        values: [5 * s.crownsKilled, 3 * s.castles, 2 * s.scalps, 2 * s.otherTiles],
      }))}
    />
  );
}

export function KaladanSummary({ state, events }: { state: KaladanState; events: readonly KaladanEvent[] }) {
  const battles = events.filter((e) => e.type === 'battle').length;
  return (
    <section className="panel" aria-label="Game summary" data-testid="summary">
      <h3>{state.result ? 'Game over' : 'Game so far'}</h3>
      <p>
        {state.turn.number} turns begun, {countOf(battles, 'battle')}, {events.length} actions logged.
      </p>
      <KaladanScores state={state} />
      <Board state={state} />
    </section>
  );
}
