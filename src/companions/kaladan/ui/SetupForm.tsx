import { useId, useState } from 'react';
import { PlayersEditor, defaultPlayers, playersProblems, type PlayerEntry } from '../../shared/ui/PlayersEditor';
import type { SetupFormProps } from '../../shared/ui/types';
import { fairBoardText, gridBoardText, parseBoardText } from '../boardText';
import { randomSeed } from '../../../dice';
import { TextField } from './parts';
import { BoardEditor } from './BoardEditor';
import { UNIT_NAMES, kaladanSetupProblem, type KaladanSetup, type UnitKind } from '..';

const MAX_PLAYERS = 8;
const RESERVE_KINDS: readonly UnitKind[] = ['sword', 'bow', 'shield', 'general', 'catapult', 'special'];
/** PROVISIONAL starting reserve: the basic rules print no numbers; tables type their own. */
const DEFAULT_RESERVE: Readonly<Record<string, number>> = { sword: 3, bow: 3, shield: 3, general: 1, catapult: 1, special: 1 };

const whole = (t: string): number => (t.trim() === '' ? Number.NaN : Number(t));

/** Set-up: players in turn order, starting reserve and gold, the board as the table lays it out, the event-deck timer. */
export function KaladanSetupForm({ onStart }: SetupFormProps<KaladanSetup>) {
  const base = useId();
  const [name, setName] = useState('');
  const [players, setPlayers] = useState<PlayerEntry[]>(() => defaultPlayers(2));
  const [reserve, setReserve] = useState<Record<string, string>>(() => Object.fromEntries(RESERVE_KINDS.map((k) => [k, String(DEFAULT_RESERVE[k] ?? 0)])));
  const [gold, setGold] = useState('0');
  const [magic, setMagic] = useState('0');
  const [timer, setTimer] = useState(false);
  const [deck, setDeck] = useState('20');
  const [rows, setRows] = useState('3');
  const [cols, setCols] = useState('4');
  const [board, setBoard] = useState(() => gridBoardText(3, 4, 2));
  const [tried, setTried] = useState(false);
  const [view, setView] = useState<'tap' | 'text'>('tap');
  const [fairSeed, setFairSeed] = useState<number | null>(null);

  const n = players.length;
  const problems = [...playersProblems(players, 2, MAX_PLAYERS)];
  const parsed = parseBoardText(board, n);
  if (!parsed.ok) problems.push(...parsed.problems);
  const inventory = Object.fromEntries(RESERVE_KINDS.map((k) => [k, whole(reserve[k] ?? '')]));
  const setup: KaladanSetup = {
    players: players.map((p) => ({ name: p.name.trim(), gold: whole(gold), magicCards: whole(magic), inventory, colour: p.colour })),
    tiles: parsed.ok ? parsed.board.tiles : [],
    units: parsed.ok ? parsed.board.units : [],
    eventDeck: timer ? whole(deck) : null,
  };
  if (problems.length === 0) {
    const p = kaladanSetupProblem(setup);
    if (p) problems.push(p);
  }

  const useFair = (count: number, seed: number): void => {
    const fair = fairBoardText(count, seed);
    setFairSeed(seed);
    setRows(String(fair.side));
    setCols(String(fair.side));
    setBoard(fair.text);
  };

  return (
    <form
      className="kaladan-setup"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (problems.length === 0) onStart(setup, name.trim() || `Kaladan, ${n} players`);
      }}
    >
      <div className="field">
        <label htmlFor={`${base}-name`}>Game name</label>
        <input id={`${base}-name`} type="text" value={name} maxLength={60} placeholder={`Kaladan, ${n} players`} onChange={(e) => setName(e.currentTarget.value)} />
      </div>
      <PlayersEditor
        players={players}
        min={2}
        max={MAX_PLAYERS}
        onChange={(ps) => {
          // An untouched starter grid follows the player count (a home castle each).
          const r = Math.floor(whole(rows)) || 3;
          const c = Math.floor(whole(cols)) || 4;
          if (board === gridBoardText(r, c, n)) setBoard(gridBoardText(r, c, ps.length));
          // An untouched fair board is dealt again for the new count (the same seed).
          if (fairSeed !== null && board === fairBoardText(n, fairSeed).text) useFair(ps.length, fairSeed);
          setPlayers(ps);
        }}
      />
      <p className="muted">Turn order is fixed as listed: the first player starts (Rules: "Turn Structure Overview").</p>

      <fieldset>
        <legend>Each player starts with (provisional: the basic rules print no numbers)</legend>
        <div className="kaladan-numbers">
          {RESERVE_KINDS.map((k) => (
            <TextField key={k} className="kaladan-number" numeric label={`${UNIT_NAMES[k]} in reserve`} value={reserve[k] ?? ''} onChange={(v) => setReserve({ ...reserve, [k]: v })} />
          ))}
          <TextField className="kaladan-number" numeric label="Gold" value={gold} onChange={setGold} />
          <TextField className="kaladan-number" numeric label="Magic cards" value={magic} onChange={setMagic} />
        </div>
      </fieldset>

      <fieldset>
        <legend>Ending</legend>
        <label className="choice">
          <input type="checkbox" checked={timer} onChange={(e) => setTimer(e.currentTarget.checked)} />
          Use the event cards as a timer
        </label>
        {timer && (
          <TextField className="kaladan-number" numeric label="Event cards in the deck" value={deck} onChange={setDeck} />
        )}
        <p className="muted">Without the timer the game ends when one Crown remains.</p>
      </fieldset>

      <fieldset>
        <legend>The board</legend>
        <div className="row" role="group" aria-label="Board view">
          <button type="button" className="button" aria-pressed={view === 'tap'} onClick={() => setView('tap')}>
            Edit by tapping
          </button>
          <button type="button" className="button" aria-pressed={view === 'text'} onClick={() => setView('text')}>
            Edit as text
          </button>
        </div>
        <div className="row">
          <TextField className="kaladan-number" numeric label="Rows" value={rows} onChange={setRows} />
          <TextField className="kaladan-number" numeric label="Columns" value={cols} onChange={setCols} />
          <button
            type="button"
            className="button"
            onClick={() => {
              const r = Math.min(8, Math.max(2, Math.floor(whole(rows)) || 3));
              const c = Math.min(8, Math.max(2, Math.floor(whole(cols)) || 4));
              setBoard(gridBoardText(r, c, n));
            }}
          >
            Make a starter grid
          </button>
          <button type="button" className="button" onClick={() => setBoard('')}>
            Start from an empty board
          </button>
        </div>
        <div className="row" role="group" aria-label="Board presets">
          <button type="button" className="button" onClick={() => useFair(n, randomSeed())}>
            {fairSeed === null ? 'Random fair board' : 'Another random fair board'}
          </button>
        </div>
        <p className="muted" data-testid="board-presets-note">
          The basic rules print no board layout, so every preset is the app&apos;s (provisional): edit it to match your table. A random fair board is a ring of tiles with a
          home castle for each player at equal steps and the same terrains after every home.
        </p>
        {view === 'tap' && parsed.ok ? (
          <BoardEditor
            board={parsed.board}
            rows={Math.min(8, Math.max(1, Math.floor(whole(rows)) || 3))}
            cols={Math.min(8, Math.max(1, Math.floor(whole(cols)) || 4))}
            players={players.map((p, i) => p.name.trim() || `Player ${i + 1}`)}
            onChange={setBoard}
          />
        ) : (
          <>
            {view === 'tap' && <p className="message error">The board text has problems (listed below): fix them here, then tap again.</p>}
            <p className="muted">
              One line per tile: <code>name terrain capacity [castle home=seat spawn=sword|bow|shield] : neighbours</code>; <code>unit seat kind tile</code> places a starting unit.
              Each player's Crown goes on their home castle unless placed.
            </p>
            <label htmlFor={`${base}-board`} className="sr-only">
              Board tiles
            </label>
            <textarea id={`${base}-board`} className="kaladan-board-text" value={board} rows={Math.min(18, board.split('\n').length + 1)} spellCheck={false} onChange={(e) => setBoard(e.currentTarget.value)} />
          </>
        )}
        {parsed.ok && (
          <p className="muted" data-testid="board-summary">
            {parsed.board.tiles.length} tiles, {parsed.board.tiles.filter((t) => t.castle).length} castles, {parsed.board.units.length} starting units.
          </p>
        )}
      </fieldset>

      {(tried || !parsed.ok) && problems.length > 0 && (
        <ul className="message error" role="alert" data-testid="setup-problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <button type="submit" className="button kaladan-primary">
        Start the game
      </button>
    </form>
  );
}
