/**
 * End phase (the cleanup as reminders ticked or done by the app; the critical deck reshuffled),
 * the score panel shown beside every step, and the victory screen with the game summary.
 */
import { useState } from 'react';
import { randomSeed, seededShuffle } from '../../../dice';
import { orbitalContainScore, squadronEngagementScore, type GameState, type PlayerId, type ScoreEntry } from '../../game';
import { playerName } from '../../game/helpers';
import type { StepProps } from '../game/steps';
import { countOf } from '../../../words';

const SCENARIO: Record<GameState['setup']['scenario'], string> = {
  squadronEngagement: 'Scenario 1 - Squadron Engagement',
  escalation: 'Scenario 2 - Escalation Battle',
  orbitalContain: 'Scenario 3 - Orbital Contain',
};

/** The running score by scenario, line by line (what victoryCheck would count now). */
// Rules: Kalidasia "Scenario 1 - Squadron Engagement", "Scenario 2 - Escalation Battle", "Scenario 3 - Orbital Contain" — Victory Conditions.
export function scoreNow(s: GameState): { totals: Record<PlayerId, number>; lines: readonly ScoreEntry[]; goal: string } {
  const sc = s.setup.scenario;
  const lines: readonly ScoreEntry[] =
    sc === 'escalation'
      ? s.players.map((p) => ({ player: p, points: s.hullInflicted[p] ?? 0, why: 'hull damage inflicted' }))
      : sc === 'orbitalContain'
        ? orbitalContainScore(s)
        : squadronEngagementScore(s);
  const totals: Record<PlayerId, number> = Object.fromEntries(s.players.map((p) => [p, 0]));
  for (const l of lines) totals[l.player] = (totals[l.player] ?? 0) + l.points;
  const goal = sc === 'escalation' ? 'first to inflict 30 hull damage wins' : sc === 'orbitalContain' ? `control scored in the end phase of turns 3, 5 and 6; game ends after turn ${s.setup.turns}` : `game score after turn ${s.setup.turns}`;
  return { totals, lines, goal };
}

export function ScoreAside(p: StepProps) {
  const sc = scoreNow(p.state);
  return (
    <section className="fg-score" aria-label="Score" data-testid="score-panel">
      <h3 className="fg-h">Score · {SCENARIO[p.state.setup.scenario]}</h3>
      <p className="fg-score-row">
        {p.state.players.map((q) => (
          <span key={q} data-testid={`score-${q}`}>
            {playerName(p.state, q)} <strong>{sc.totals[q] ?? 0}</strong>
          </span>
        ))}
      </p>
      <details>
        <summary>How it is counted ({sc.goal})</summary>
        <ul className="fg-lines">
          {sc.lines.map((l, i) => (
            <li key={i}>
              {playerName(p.state, l.player)} +{l.points}: {l.why}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** The end phase's cleanup, each done by the app or ticked off by the players. */
// Rules: Kalidasia "End Phase" — "remove all unused sensor tokens from the board and remove all reactor point tokens for all warships. Any face down upgrade cards can be flipped face up again ... check for the scenario's victory condition ... Shuffle any discarded Critical damage cards back into the critical damage deck".
export function endPhaseChecklist(s: GameState): { id: string; text: string; by: 'app' | 'players' }[] {
  const out: { id: string; text: string; by: 'app' | 'players' }[] = [
    { id: 'sensors', text: 'Remove every unused sensor token from the table (the app clears them).', by: 'players' },
    { id: 'reactor', text: 'Remove every reactor point token from the warships (the app resets them).', by: 'players' },
  ];
  if (s.ships.some((x) => x.flipped.length > 0)) out.push({ id: 'upgrades', text: 'Flip face-down upgrade cards face up (the app flips them).', by: 'players' });
  if (s.setup.scenario === 'orbitalContain' && [3, 5, 6].includes(s.turn)) out.push({ id: 'control', text: `Battlefield control for turn ${s.turn} is scored by the app.`, by: 'app' });
  if (s.setup.scenario === 'escalation' && s.ships.some((x) => x.status === 'destroyed' && x.destroyedTurn === s.turn))
    out.push({ id: 'replace', text: 'A warship was destroyed this turn: a replacement may deploy in your zone now (use “Type an event” or deploy it on the table and adjust).', by: 'players' });
  out.push({ id: 'victory', text: 'The app checks the scenario’s victory condition.', by: 'app' });
  if (s.deck.ordered) out.push({ id: 'deck', text: `The app shuffles the ${s.deck.discard.length} discarded critical cards back into the deck.`, by: 'app' });
  else out.push({ id: 'deck', text: `Shuffle the ${s.deck.discard.length} discarded critical cards back into the physical deck.`, by: 'players' });
  return out;
}

export function EndTurnPanel(p: StepProps) {
  const [ticked, setTicked] = useState<string[]>([]);
  const list = endPhaseChecklist(p.state);
  const todo = list.filter((c) => c.by === 'players' && !ticked.includes(c.id));
  const end = () => {
    const d = p.state.deck;
    // Rules: Kalidasia "End Phase" — the app shuffles the deck it holds.
    void p.dispatch({ type: 'endTurn', deckOrder: d.ordered ? seededShuffle([...d.draw, ...d.discard], randomSeed()) : null });
  };
  return (
    <div className="gm-form" data-testid="end-phase">
      <p>End of turn {p.state.turn}: the cleanup the rules list.</p>
      <ul className="gm-choices">
        {list.map((c) =>
          c.by === 'app' ? (
            <li key={c.id} className="gm-check">
              ✓ {c.text}
            </li>
          ) : (
            <li key={c.id}>
              <label className="gm-check">
                <input type="checkbox" checked={ticked.includes(c.id)} onChange={(e) => setTicked(e.target.checked ? [...ticked, c.id] : ticked.filter((x) => x !== c.id))} />
                {c.text}
              </label>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="gm-btn gm-primary" disabled={p.readOnly || todo.length > 0} onClick={end}>
        {p.state.turn >= p.state.setup.turns && p.state.setup.scenario !== 'escalation' ? `End turn ${p.state.turn} and score the game` : `End turn ${p.state.turn}`}
      </button>
      {todo.length > 0 && <p className="gm-muted">Tick the {countOf(todo.length, 'reminder')} left to end the turn.</p>}
    </div>
  );
}

/** The game in figures: turns, units lost, damage dealt. */
export function gameSummary(s: GameState) {
  return s.players.map((q) => {
    const ships = s.ships.filter((x) => x.owner === q && x.status !== 'reserve');
    const fighters = s.fighters.filter((f) => f.owner === q && f.status !== 'reserve');
    return {
      player: q,
      name: playerName(s, q),
      shipsLost: ships.filter((x) => x.status === 'destroyed').map((x) => x.label),
      shipsTotal: ships.length,
      fightersLost: fighters.filter((f) => f.status !== 'deployed').length,
      fightersTotal: fighters.length,
      hullDealt: s.hullInflicted[q] ?? 0,
    };
  });
}

export function OverPanel(p: StepProps) {
  const r = p.state.result;
  const sum = gameSummary(p.state);
  return (
    <div className="gm-form" data-testid="victory">
      <h3 className="fg-victory">{r === null ? 'The game is over' : r.winner === null ? 'A tie' : `${playerName(p.state, r.winner)} wins`}</h3>
      {r && <p data-testid="victory-reason">{r.reason}</p>}
      {r && (
        <table className="gm-units-table" aria-label="Final score">
          <thead>
            <tr>
              <th>Player</th>
              <th>Score</th>
            </tr>
          </thead>
          <tbody>
            {p.state.players.map((q) => (
              <tr key={q}>
                <td>{playerName(p.state, q)}</td>
                <td data-testid={`final-${q}`}>{r.scores[q] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {r && r.lines.length > 0 && (
        <details>
          <summary>Score line by line</summary>
          <ul className="fg-lines">
            {r.lines.map((l, i) => (
              <li key={i}>
                {playerName(p.state, l.player)} +{l.points}: {l.why}
              </li>
            ))}
          </ul>
        </details>
      )}
      <h3 className="fg-h">Game summary</h3>
      <p data-testid="summary-turns">
        {SCENARIO[p.state.setup.scenario]} · {countOf(p.state.turn, 'turn')} played
      </p>
      <table className="gm-units-table" aria-label="Game summary" data-testid="summary">
        <thead>
          <tr>
            <th>Player</th>
            <th>Warships lost</th>
            <th>Fighters lost</th>
            <th>Hull damage dealt</th>
          </tr>
        </thead>
        <tbody>
          {sum.map((x) => (
            <tr key={x.player}>
              <td>{x.name}</td>
              <td>
                {x.shipsLost.length} of {x.shipsTotal}
                {x.shipsLost.length > 0 ? ` (${x.shipsLost.join(', ')})` : ''}
              </td>
              <td>
                {x.fightersLost} of {x.fightersTotal}
              </td>
              <td>{x.hullDealt}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="gm-muted">Every event of the game, with its rule section, is in the Log tab; tap a line to see the table as it was then.</p>
    </div>
  );
}
