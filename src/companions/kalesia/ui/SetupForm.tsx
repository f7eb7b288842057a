import { useId, useState } from 'react';
import { randomSeed } from '../../../dice';
import { PlayersEditor, defaultPlayers, playersProblems, type PlayerEntry } from '../../shared/ui/PlayersEditor';
import type { SetupFormProps } from '../../shared/ui/types';
import { AREA_COUNT, FOREST_SIZE, MAX_PLAYERS, MIN_PLAYERS, allianceCounts, forestLayoutProblem, kalesiaSetupProblem, setupReminders, shuffledForest, type KalesiaSetup, type KalesiaVariant } from '..';

const VARIANTS: readonly { value: KalesiaVariant; label: string }[] = [
  { value: 'standard', label: 'Standard: 11 random weapons each' },
  { value: 'experienced-sets', label: 'Experienced: one identical set each' },
  { value: 'experienced-shuffled', label: 'Experienced: identical sets shuffled together' },
];

/** Parse the 25 typed cells; an empty or non-numeric cell becomes NaN so the core names it. */
const typedLayout = (cells: readonly string[]): number[] => cells.map((t) => (t.trim() === '' ? Number.NaN : Number(t.trim())));

/** Set-up: players, variant, who deals the secret alliances, and the forest as laid out (typed or shuffled). */
export function KalesiaSetupForm({ onStart }: SetupFormProps<KalesiaSetup>) {
  const base = useId();
  const [name, setName] = useState('');
  const [players, setPlayers] = useState<PlayerEntry[]>(() => defaultPlayers(5));
  const [variant, setVariant] = useState<KalesiaVariant>('standard');
  const [appDeals, setAppDeals] = useState(true);
  const [forestMode, setForestMode] = useState<'shuffle' | 'typed'>('shuffle');
  const [forestSeed, setForestSeed] = useState(() => randomSeed());
  const [allianceSeed] = useState(() => randomSeed());
  const [cells, setCells] = useState<string[]>(() => Array<string>(AREA_COUNT).fill(''));
  const [tried, setTried] = useState(false);

  const n = players.length;
  const layout = forestMode === 'shuffle' ? shuffledForest(forestSeed) : typedLayout(cells);
  const setup: KalesiaSetup = {
    players: players.map((p) => p.name.trim()),
    layout,
    variant,
    allianceSeed: appDeals ? allianceSeed : null,
    colours: players.map((p) => p.colour),
  };
  const problems = [...playersProblems(players, MIN_PLAYERS, MAX_PLAYERS)];
  if (problems.length === 0) {
    const p = kalesiaSetupProblem(setup);
    if (p) problems.push(p);
  }
  const layoutProblem = forestMode === 'typed' ? forestLayoutProblem(layout) : null;
  const counts = n >= MIN_PLAYERS && n <= MAX_PLAYERS ? allianceCounts(n) : null;

  return (
    <form
      className="kalesia-setup"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (problems.length === 0) onStart(setup, name.trim() || `Kalesia, ${n} players`);
      }}
    >
      <div className="field">
        <label htmlFor={`${base}-name`}>Game name</label>
        <input id={`${base}-name`} type="text" value={name} maxLength={60} placeholder={`Kalesia, ${n} players`} onChange={(e) => setName(e.currentTarget.value)} />
      </div>
      <PlayersEditor players={players} min={MIN_PLAYERS} max={MAX_PLAYERS} onChange={setPlayers} />
      <p className="muted">Seat order: the player after you in this list sits on your left.</p>
      {counts && (
        <p data-testid="alliance-counts">
          Secret Alliance cards for {n} players: {counts.centaur} Centaur, {counts.mermaid} Mermaid, {counts.forest} Forest
          {n === 2 ? ' (one is set aside unseen)' : ''}.
        </p>
      )}

      <fieldset>
        <legend>Magic Weapons</legend>
        {VARIANTS.map((v) => (
          <label key={v.value} className="choice">
            <input type="radio" name={`${base}-variant`} checked={variant === v.value} onChange={() => setVariant(v.value)} />
            {v.label}
          </label>
        ))}
      </fieldset>

      <fieldset>
        <legend>Secret Alliances</legend>
        <label className="choice">
          <input type="radio" name={`${base}-deal`} checked={appDeals} onChange={() => setAppDeals(true)} />
          The app deals them: pass the tablet round
        </label>
        <label className="choice">
          <input type="radio" name={`${base}-deal`} checked={!appDeals} onChange={() => setAppDeals(false)} />
          We deal the real cards
        </label>
      </fieldset>

      <fieldset>
        <legend>The forest (5 × 5 Forest Area cards)</legend>
        <label className="choice">
          <input type="radio" name={`${base}-forest`} checked={forestMode === 'shuffle'} onChange={() => setForestMode('shuffle')} />
          The app shuffles: lay the cards out as shown
        </label>
        <label className="choice">
          <input type="radio" name={`${base}-forest`} checked={forestMode === 'typed'} onChange={() => setForestMode('typed')} />
          Type the numbers as laid out on the table
        </label>
        {forestMode === 'shuffle' ? (
          <div className="row">
            <ol className="kalesia-layout-preview" aria-label="Shuffled forest, row by row" data-testid="forest-preview">
              {layout.map((a, i) => (
                <li key={i}>{a}</li>
              ))}
            </ol>
            <button type="button" className="button" onClick={() => setForestSeed(randomSeed())}>
              Shuffle again
            </button>
          </div>
        ) : (
          <div className="kalesia-layout-entry" role="group" aria-label="Forest Area numbers, row by row from the top-left card">
            {cells.map((t, i) => (
              <input
                key={i}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                aria-label={`Row ${Math.floor(i / FOREST_SIZE) + 1}, column ${(i % FOREST_SIZE) + 1}`}
                value={t}
                maxLength={2}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setCells((cs) => cs.map((c, j) => (j === i ? v : c)));
                }}
              />
            ))}
          </div>
        )}
        {forestMode === 'typed' && layoutProblem && cells.some((c) => c.trim() !== '') && (
          <p className="field-error" data-testid="layout-problem">
            {layoutProblem}
          </p>
        )}
      </fieldset>

      <section aria-labelledby={`${base}-rem`}>
        <h3 id={`${base}-rem`}>At the table</h3>
        <ul className="kalesia-reminders">
          {counts && setupReminders(n, variant).map((r) => <li key={r}>{r}</li>)}
        </ul>
      </section>

      {tried && problems.length > 0 && (
        <ul className="message error" role="alert" data-testid="setup-problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <button type="submit" className="button kalesia-primary">
        Start the game
      </button>
    </form>
  );
}
