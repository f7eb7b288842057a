/**
 * A new game: two players (names, colours), a squadron each (saved, or the rulebook's starters),
 * the scenario, the number of turns, the table size, and who holds the critical deck. A squadron
 * with violations is shown with them and may still be played — never silently.
 */
import { useId, useState } from 'react';
import { Link } from '../../../ui/Link';
import { navigate } from '../../../ui/router';
import { randomSeed, seededShuffle } from '../../../dice';
import { buildCriticalDeck } from '../../data';
import { defaultDeploymentZones, gameInit, type GameSetup, type ScenarioId } from '../../game';
import { HERAGUL_STARTER, SURAKARI_STARTER, validateSquadron, type Squadron } from '../../rules/squadron';
import { useEffectivePack, useSquadronRecords } from '../squadrons/hooks';
import { TABLE_PRESETS } from '../table/tableSize';
import { logCreate } from './gameLog';
import { DEFAULT_COLOURS, type GameMetaView } from './meta';
import { countOf } from '../../../words';
import { DeckNote, ProvenanceNote } from '../provenance';

const SCENARIOS: { id: ScenarioId; name: string; turns: number }[] = [
  { id: 'squadronEngagement', name: 'Squadron Engagement', turns: 6 },
  { id: 'escalation', name: 'Escalation Battle', turns: 99 },
  { id: 'orbitalContain', name: 'Orbital Contain', turns: 6 },
];

interface PlayerDraft {
  name: string;
  colour: string;
  squadron: string;
}

const STARTERS: Record<string, Squadron> = { 'starter:surakari': SURAKARI_STARTER, 'starter:heragul': HERAGUL_STARTER };

export function NewGame() {
  const { pack, overrides } = useEffectivePack();
  const saved = useSquadronRecords() ?? [];
  const id = useId();
  const [name, setName] = useState('');
  const [players, setPlayers] = useState<PlayerDraft[]>([
    { name: 'Player 1', colour: DEFAULT_COLOURS[0], squadron: 'starter:surakari' },
    { name: 'Player 2', colour: DEFAULT_COLOURS[1], squadron: 'starter:heragul' },
  ]);
  const [scenario, setScenario] = useState<ScenarioId>('squadronEngagement');
  const [turns, setTurns] = useState(6);
  const [size, setSize] = useState('72x48');
  const [appDeck, setAppDeck] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const squadronOf = (key: string): Squadron | null => STARTERS[key] ?? saved.find((r) => `saved:${r.id}` === key)?.squadron ?? null;
  const setPlayer = (i: number, patch: Partial<PlayerDraft>) => setPlayers(players.map((p, k) => (k === i ? { ...p, ...patch } : p)));

  const start = async () => {
    const [w, h] = size.split('x').map(Number) as [number, number];
    const zones = defaultDeploymentZones(w, h, pack.deploymentDepth.value);
    const sq = players.map((p) => squadronOf(p.squadron));
    if (sq.some((q) => q === null)) {
      setError('Choose a squadron for each player.');
      return;
    }
    const setup: GameSetup = {
      scenario,
      turns,
      unitsPerActivation: 1,
      deckOrder: appDeck ? seededShuffle(buildCriticalDeck(pack.criticalCounts).map((c) => c.id), randomSeed()) : null,
      players: players.map((p, i) => ({ id: `p${i + 1}`, name: p.name.trim() || `Player ${i + 1}`, squadron: sq[i] as Squadron, zone: zones[i] as (typeof zones)[0] })),
    };
    const init = gameInit(pack, setup);
    if (!init.ok) {
      setError(init.reason);
      return;
    }
    const meta: GameMetaView = { setup, packOverrides: overrides, table: { width: w, height: h }, colours: { p1: players[0]?.colour ?? DEFAULT_COLOURS[0], p2: players[1]?.colour ?? DEFAULT_COLOURS[1] } };
    setBusy(true);
    const r = await logCreate('kalidasia', name.trim() || `${setup.players.map((p) => p.name).join(' v ')}`, meta);
    setBusy(false);
    if (!r.ok) {
      setError(r.message);
      return;
    }
    navigate(`/kalidasia/game/${encodeURIComponent(r.head.id)}`, true);
  };

  return (
    <form
      className="gm-new"
      aria-label="New game"
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <header className="gm-list-head">
        <Link to="/kalidasia/game" className="gm-btn">
          Saved games
        </Link>
        <h2>New game</h2>
      </header>
      <span className="gm-field">
        <label htmlFor={`${id}name`}>Game name</label>
        <input id={`${id}name`} className="gm-input" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Friday at the club" />
      </span>
      <div className="gm-players">
        {players.map((p, i) => {
          const sq = squadronOf(p.squadron);
          const problems = sq ? validateSquadron(pack, sq) : [];
          return (
            <fieldset key={i} className="gm-player">
              <legend>Player {i + 1}</legend>
              <span className="gm-field">
                <label htmlFor={`${id}p${i}name`}>Player {i + 1} name</label>
                <input id={`${id}p${i}name`} className="gm-input" value={p.name} onChange={(e) => setPlayer(i, { name: e.target.value })} />
              </span>
              <span className="gm-field">
                <label htmlFor={`${id}p${i}colour`}>Player {i + 1} colour</label>
                <input id={`${id}p${i}colour`} type="color" className="gm-colour" value={p.colour} onChange={(e) => setPlayer(i, { colour: e.target.value })} />
              </span>
              <span className="gm-field">
                <label htmlFor={`${id}p${i}sq`}>Player {i + 1} squadron</label>
                <select id={`${id}p${i}sq`} className="gm-input" value={p.squadron} onChange={(e) => setPlayer(i, { squadron: e.target.value })}>
                  <option value="starter:surakari">Starter: {SURAKARI_STARTER.name}</option>
                  <option value="starter:heragul">Starter: {HERAGUL_STARTER.name}</option>
                  {saved.map((r) => (
                    <option key={r.id} value={`saved:${r.id}`}>
                      {r.squadron.name}
                    </option>
                  ))}
                </select>
              </span>
              {problems.length > 0 && (
                <div className="gm-violations" role="note">
                  <p>
                    This squadron breaks {countOf(problems.length, 'building rule')}; it may still be played
                    {p.squadron.startsWith('starter:') ? ' (the rulebook calls the starters “not technically legal”)' : ''}:
                  </p>
                  <ul>
                    {problems.map((v, k) => (
                      <li key={k}>
                        {v.message} <span className="gm-section">(rules: “{v.section}”)</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </fieldset>
          );
        })}
      </div>
      <div className="gm-row">
        <span className="gm-field">
          <label htmlFor={`${id}scn`}>Scenario</label>
          <select
            id={`${id}scn`}
            className="gm-input"
            value={scenario}
            onChange={(e) => {
              const s = SCENARIOS.find((q) => q.id === e.target.value);
              if (s) {
                setScenario(s.id);
                setTurns(s.turns);
              }
            }}
          >
            {SCENARIOS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </span>
        <span className="gm-field">
          <label htmlFor={`${id}turns`}>Turns</label>
          <input id={`${id}turns`} className="gm-input gm-num" inputMode="numeric" value={turns} onChange={(e) => setTurns(Math.max(1, Math.round(Number(e.target.value) || 1)))} />
        </span>
        <span className="gm-field">
          <label htmlFor={`${id}size`}>Table size</label>
          <select id={`${id}size`} className="gm-input" value={size} onChange={(e) => setSize(e.target.value)}>
            {TABLE_PRESETS.map((t) => (
              <option key={`${t.width}x${t.height}`} value={`${t.width}x${t.height}`}>
                {t.width}″ × {t.height}″
              </option>
            ))}
          </select>
        </span>
      </div>
      <label className="gm-check">
        <input type="checkbox" checked={appDeck} onChange={(e) => setAppDeck(e.target.checked)} /> The app holds the critical deck (shuffled
        here); otherwise players draw from the physical deck and name the card.
      </label>
      <ProvenanceNote p={pack.deploymentDepth.provenance} check="scenario map" testId="zone-depth">
        Deployment zones: {pack.deploymentDepth.value}″ strips along the long edges.
      </ProvenanceNote>
      <DeckNote pack={pack} />
      {error && (
        <p className="gm-error-text" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="gm-btn gm-primary" disabled={busy}>
        Start the game
      </button>
    </form>
  );
}
