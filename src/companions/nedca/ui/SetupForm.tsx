import { useState } from 'react';
import { randomSeed, seededShuffle } from '../../../dice';
import { PlayersEditor, defaultPlayers, playersProblems } from '../../shared/ui/PlayersEditor';
import type { SetupFormProps } from '../../shared/ui/types';
import { MAX_HOUSES, MIN_HOUSES, nedcaSetupProblem, type NedcaSetup } from '../rules/state';
import { PROVISIONAL_INFLUENCE } from '../rules/tracks';
import { Check, Stepper } from './widgets';

const HOUSE_NAMES = ["Jen'ja'ago", 'Yelhool', 'Nover', 'Cludale', 'Agosstead'];
const HOUSE_COLOURS = ['#4cbf6b', '#e0b03c', '#e05252', '#a66be0', '#4f8fe6'];

/** New game: houses, the first round's order, the Influence track, the clockwise variant. */
export function NedcaSetupForm({ onStart }: SetupFormProps<NedcaSetup>) {
  const [players, setPlayers] = useState(() => defaultPlayers(3).map((p, i) => ({ name: HOUSE_NAMES[i] ?? p.name, colour: HOUSE_COLOURS[i] ?? p.colour })));
  const [order, setOrder] = useState<number[] | null>(null);
  const [track, setTrack] = useState(PROVISIONAL_INFLUENCE);
  const [clockwise, setClockwise] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const n = players.length;
  const effectiveOrder = order && order.length === n ? order : players.map((_, i) => i);
  const setup: NedcaSetup = { houses: players, order: effectiveOrder, influence: track, clockwise };
  return (
    <form
      className="nd-panel"
      onSubmit={(e) => {
        e.preventDefault();
        const p = playersProblems(players, MIN_HOUSES, MAX_HOUSES)[0] ?? nedcaSetupProblem(setup);
        setProblem(p);
        if (!p) onStart(setup, name);
      }}
    >
      <div className="field">
        <label htmlFor="nd-name">Game name</label>
        <input id="nd-name" type="text" value={name} placeholder="Nedca game" onChange={(e) => setName(e.currentTarget.value)} />
      </div>
      <PlayersEditor
        players={players}
        min={MIN_HOUSES}
        max={MAX_HOUSES}
        onChange={(p) => {
          setPlayers(p);
          setOrder(null);
        }}
      />
      <fieldset>
        <legend>First round&apos;s order</legend>
        <p>
          {effectiveOrder.map((i, k) => `${k + 1}. ${players[i]?.name ?? '?'}`).join('  ')}
          {order === null && ' (as listed: draw the tokens, or with 2 houses roll a die, highest first)'}
        </p>
        <button type="button" className="button" onClick={() => setOrder(seededShuffle(players.map((_, i) => i), randomSeed()))}>
          Draw the order for us
        </button>
      </fieldset>
      <fieldset>
        <legend>Influence Tracker (read the spaces off your board)</legend>
        <p className="nd-provisional">The rulebook text does not print these: the defaults are provisional.</p>
        <Stepper label="Lv2 at" value={track.lv2} min={1} onChange={(v) => setTrack({ ...track, lv2: v })} />
        <Stepper label="Lv3 at" value={track.lv3} min={1} onChange={(v) => setTrack({ ...track, lv3: v })} />
        <Stepper label="Star at" value={track.star} min={1} onChange={(v) => setTrack({ ...track, star: v })} />
      </fieldset>
      <Check label="Clockwise Gameplay variant (same order every round)" checked={clockwise} onChange={setClockwise} />
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button nd-primary">
        Start the game
      </button>
    </form>
  );
}
