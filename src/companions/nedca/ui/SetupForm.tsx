import { useId, useState } from 'react';
import { randomSeed, seededShuffle } from '../../../dice';
import { defaultPlayers, PlayersEditor, playersProblems, type PlayerEntry } from '../../shared/ui/PlayersEditor';
import type { SetupFormProps } from '../../shared/ui/types';
import { nedcaSetupProblem } from '../reducer';
import type { NedcaSetup } from '../state';

const HOUSES = ['Nover', 'Cludale', 'Yelhool', 'Agosstead', "Jen'ja'ago"];

/** New Nedca game: Houses, the first round's turn order, the Influence goal and levels from the board. */
export function NedcaSetupForm({ onStart }: SetupFormProps<NedcaSetup>) {
  const id = useId();
  const [players, setPlayers] = useState<PlayerEntry[]>(() => defaultPlayers(3).map((p, i) => ({ ...p, name: `House ${HOUSES[i] ?? i + 1}` })));
  const [name, setName] = useState('');
  const [order, setOrder] = useState<number[]>([]);
  const [goal, setGoal] = useState('40');
  const [l2, setL2] = useState('10');
  const [l3, setL3] = useState('20');
  const [problem, setProblem] = useState<string | null>(null);
  const n = players.length;
  const fullOrder = order.length === n ? order : null;

  const start = (): void => {
    const problems = playersProblems(players, 2, 5);
    if (problems.length > 0) return setProblem(problems.join(' '));
    const setup: NedcaSetup = {
      players: players.map((p) => ({ name: p.name, colour: p.colour })),
      order: fullOrder ?? Array.from({ length: n }, (_, i) => i),
      influenceGoal: Number(goal),
      influenceLevels: [Number(l2), Number(l3)],
    };
    const bad = nedcaSetupProblem(setup);
    if (bad) return setProblem(bad);
    if (!fullOrder) return setProblem('Set the first round’s turn order: tap the Houses in the order of their Player Turn Tokens, or let the app draw it.');
    setProblem(null);
    onStart(setup, name);
  };

  return (
    <div className="nedca-setup">
      <label htmlFor={`${id}-name`}>Game name</label>
      <input id={`${id}-name`} type="text" value={name} placeholder="Nedca game" onChange={(e) => setName(e.currentTarget.value)} />
      <PlayersEditor
        players={players}
        min={2}
        max={5}
        onChange={(p) => {
          setPlayers(p);
          setOrder([]);
        }}
      />
      <fieldset>
        <legend>First round’s turn order</legend>
        <p className="muted">Tap the Houses in the order of their Player Turn Tokens (two players: the higher die goes first).</p>
        <div className="row">
          {players.map((p, i) => (
            <button key={i} type="button" className="button" disabled={order.includes(i)} onClick={() => setOrder([...order, i])}>
              {order.includes(i) ? `${order.indexOf(i) + 1}. ` : ''}
              {p.name}
            </button>
          ))}
          <button type="button" className="button" onClick={() => setOrder(seededShuffle(Array.from({ length: n }, (_, i) => i), randomSeed()))}>
            Draw for me
          </button>
          <button type="button" className="button" onClick={() => setOrder([])}>
            Clear order
          </button>
        </div>
        <p data-testid="nedca-setup-order">{order.length ? order.map((i) => players[i]?.name).join(' → ') : 'No order yet.'}</p>
      </fieldset>
      <fieldset>
        <legend>From your board</legend>
        <p className="muted">
          The rulebook prints no numbers for the Influence Tracker: read the Star and the level marks off your board.
          <span className="badge">provisional defaults</span>
        </p>
        <div className="row">
          <label htmlFor={`${id}-goal`}>Influence Star</label>
          <input id={`${id}-goal`} type="number" inputMode="numeric" min={1} value={goal} onChange={(e) => setGoal(e.currentTarget.value)} />
          <label htmlFor={`${id}-l2`}>Level 2 at</label>
          <input id={`${id}-l2`} type="number" inputMode="numeric" min={1} value={l2} onChange={(e) => setL2(e.currentTarget.value)} />
          <label htmlFor={`${id}-l3`}>Level 3 at</label>
          <input id={`${id}-l3`} type="number" inputMode="numeric" min={1} value={l3} onChange={(e) => setL3(e.currentTarget.value)} />
        </div>
      </fieldset>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="button primary" onClick={start}>
        Start game
      </button>
    </div>
  );
}
