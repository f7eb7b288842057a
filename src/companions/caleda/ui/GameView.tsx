import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { GameViewProps } from '../../shared/ui/types';
import { moveTargets, type CaledaEvent } from '../reducer';
import { squaresAdjacent, type Square } from '../rules/board';
import { unitDice } from '../rules/combatFlow';
import { goldAvailable } from '../rules/gold';
import { resourcesKnown } from '../rules/lands';
import { enemyUnitsAt, nameOfSquare, playerName, unitById, type CaledaState } from '../rules/state';
import { RANK_NAMES } from '../rules/units';
import { Board } from './Board';
import { CombatPanel } from './CombatPanel';
import { PlayersPanel } from './PlayersPanel';
import { RoundResolver } from './RoundResolver';
import { SquarePanel, knownResources, type Mode } from './SquarePanel';
import { VictoryPanel } from './VictoryPanel';
import './caleda.css';

/** Whose turn, the action counter, End turn, and the gold spends the app does not model. */
function TurnBar(props: { state: CaledaState; dispatch(e: CaledaEvent): string | null }) {
  const { state: s } = props;
  const p = s.players[s.turn.player];
  const [amount, setAmount] = useState('1');
  const [note, setNote] = useState('');
  if (!p) return null;
  const g = s.gold[s.turn.player] ?? { total: 0, setAside: 0 };
  return (
    <section className="panel cal-turn" aria-label="Turn">
      <div className="row">
        <span className="swatch big" style={{ background: p.colour }} aria-hidden="true" />
        <strong data-testid="turn">
          Round {s.turn.round} · {p.name} to play · action {Math.min(s.turn.actionsUsed, p.actions)} of {p.actions} used · {goldAvailable(g)} gold available
        </strong>
        <button type="button" className="button cal-primary" onClick={() => props.dispatch({ type: 'endTurn' })}>
          End {p.name}'s turn
        </button>
      </div>
      <details className="cal-more">
        <summary className="button">Other gold spends</summary>
        <div className="row">
          {p.power.kind === 'other' && (
            <button type="button" className="button" onClick={() => props.dispatch({ type: 'usePower' })}>
              Use {p.power.name} ({p.costs.power} gold)
            </button>
          )}
          <label className="cal-field">
            <span>Gold</span>
            <input type="number" min={1} value={amount} onChange={(e) => setAmount(e.currentTarget.value)} style={{ width: '5rem' }} />
          </label>
          <label className="cal-field">
            <span>For what</span>
            <input type="text" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          </label>
          <button type="button" className="button" onClick={() => props.dispatch({ type: 'spendGold', amount: Number(amount), note })}>
            Spend (set aside)
          </button>
        </div>
      </details>
    </section>
  );
}

/** Bombard: one unit attacks a unit on an adjacent square without risk (Rules: Caleda "Bombard"). */
function BombardPanel(props: { state: CaledaState; unit: number; target: Square; onClose(): void; dispatch(e: CaledaEvent): string | null }) {
  const { state: s } = props;
  const a = unitById(s, props.unit);
  const [defender, setDefender] = useState<number | null>(null);
  if (!a) return null;
  const enemies = enemyUnitsAt(s, props.target, a.owner);
  const d = defender === null ? undefined : unitById(s, defender);
  const where = nameOfSquare(s, props.target);
  return (
    <section className="panel cal-combat" aria-labelledby="bombard-heading" data-testid="bombard">
      <h2 id="bombard-heading">
        {s.players[a.owner]?.power.name ?? 'Bombard'}: {RANK_NAMES[a.rank]} on {nameOfSquare(s, a.square)} against {where}
      </h2>
      <p className="muted">Without risk: a losing bombarding unit stays; a winning one removes the enemy unit but does not move in (Rules: Caleda “Bombard”).</p>
      <div className="row" role="group" aria-label="Defending unit">
        {enemies.map((u, i) => (
          <button key={u.id} type="button" className="button" aria-pressed={defender === u.id} onClick={() => setDefender(u.id)}>
            {playerName(s, u.owner)}'s {RANK_NAMES[u.rank]} {i + 1}
          </button>
        ))}
      </div>
      {d && (
        <RoundResolver
          key={d.id}
          aName={`${playerName(s, a.owner)}'s ${RANK_NAMES[a.rank]}`}
          dName={`${playerName(s, d.owner)}'s ${RANK_NAMES[d.rank]}`}
          aDice={unitDice(s, { ...a, transportBonus: false }, 'attacker', props.target)}
          dDice={unitDice(s, d, 'defender', props.target)}
          doneLabel="Record the bombardment"
          onDone={(rolls) => {
            if (props.dispatch({ type: 'bombard', unit: a.id, target: props.target, defenderUnit: d.id, rolls }) === null) props.onClose();
          }}
        />
      )}
      <button type="button" className="button" onClick={props.onClose}>
        Cancel
      </button>
    </section>
  );
}

/** The Caleda table: kingdoms and gold, the wrapped board with tap-to-act, the combat resolver and victory checks. */
/**
 * The two resources of a square reached for the first time, asked inside the move: type them and move in one tap
 * (one action, one log line). Rules: Caleda "Claiming Resource Squares".
 */
function MoveResources(props: { state: CaledaState; to: Square; onMove(resources: string[]): void; onCancel(): void }) {
  const [r1, setR1] = useState('');
  const [r2, setR2] = useState('');
  const where = nameOfSquare(props.state, props.to);
  const listId = `cal-move-res-${props.to}`;
  return (
    <form
      className="panel cal-move-resources"
      aria-label={`Resources of ${where}`}
      data-testid="move-resources"
      onSubmit={(e) => {
        e.preventDefault();
        props.onMove([r1.trim(), r2.trim()]);
      }}
    >
      <p>
        {where} is new: type its two resources (from the board) to move there. They decide claims and strong-land dice.
      </p>
      <datalist id={listId}>
        {knownResources(props.state).map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <div className="row">
        <label className="cal-field">
          <span>{where} resource 1</span>
          <input type="text" list={listId} value={r1} autoFocus onChange={(e) => setR1(e.currentTarget.value)} />
        </label>
        <label className="cal-field">
          <span>{where} resource 2</span>
          <input type="text" list={listId} value={r2} onChange={(e) => setR2(e.currentTarget.value)} />
        </label>
        <button type="submit" className="button cal-primary">
          Move to {where}
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function CaledaGameView({ state: s, dispatch }: GameViewProps<CaledaState, CaledaEvent>) {
  const [selected, setSelected] = useState<Square | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [chosenMode, setMode] = useState<Mode>('move');
  const [bombard, setBombard] = useState<{ unit: number; target: Square } | null>(null);
  // A move onto a square whose resources are not known yet: they are asked here, in the move itself.
  const [asking, setAsking] = useState<{ units: number[]; to: Square } | null>(null);

  // Units chosen earlier may have gone (undo, combat): keep only those still on the selected square and the player's.
  const live = chosen.filter((id) => {
    const u = unitById(s, id);
    return u !== undefined && u.square === selected && u.owner === s.turn.player;
  });
  // Transport and Bombard act with one unit: with more chosen, a tap moves the group.
  const mode: Mode = live.length === 1 ? chosenMode : 'move';
  const targets = new Set(live.length > 0 && mode === 'move' ? moveTargets(s, live) : []);

  const clear = (): void => {
    setChosen([]);
    setMode('move');
    setAsking(null);
  };
  const handleTap = (sq: Square): void => {
    if (live.length > 0 && sq !== selected && !s.combat && !s.victory) {
      if (mode === 'move') {
        if (targets.has(sq) && !resourcesKnown(s.squares[sq]?.resources ?? [])) {
          setAsking({ units: live, to: sq });
          return;
        }
        if (dispatch({ type: 'move', units: live, to: sq }) === null) {
          clear();
          setSelected(sq);
        }
        return;
      }
      if (mode === 'transport') {
        if (dispatch({ type: 'transport', unit: live[0] ?? -1, to: sq }) === null) {
          clear();
          setSelected(sq);
        }
        return;
      }
      const from = selected ?? -1;
      if (live.length === 1 && squaresAdjacent(s.size, from, sq) && enemyUnitsAt(s, sq, s.turn.player).length > 0) {
        setBombard({ unit: live[0] ?? -1, target: sq });
        return;
      }
      // Let the reducer say why (not adjacent, no enemy there, more than one unit).
      dispatch({ type: 'bombard', unit: live.length === 1 ? (live[0] ?? -1) : -1, target: sq, defenderUnit: -1, rolls: [] });
      return;
    }
    // Tapping the open square again keeps its panel open (and drops the unit choice): a player expects the square
    // to stay selected, not to vanish; another square opens that one.
    clear();
    setSelected(sq);
  };

  // A stable handler for the board's squares, so a tap re-renders only the squares whose look changes.
  const latest = useRef(handleTap);
  useLayoutEffect(() => {
    latest.current = handleTap;
  });
  const onTap = useCallback((sq: Square) => latest.current(sq), []);

  return (
    <div className="cal-game">
      {s.victory && <VictoryPanel state={s} />}
      {!s.victory && <TurnBar state={s} dispatch={dispatch} />}
      {s.combat && <CombatPanel key={`${s.combat.square}-${s.combat.attackers.join('.')}-${s.combat.defenders.join('.')}-${s.combat.stage}`} state={s} dispatch={dispatch} />}
      {bombard && !s.combat && <BombardPanel state={s} unit={bombard.unit} target={bombard.target} onClose={() => setBombard(null)} dispatch={dispatch} />}
      <div className="cal-board-area">
        <Board state={s} selected={selected} targets={targets} onTap={onTap} />
        {asking && !s.combat && (
          <MoveResources
            state={s}
            to={asking.to}
            onCancel={() => setAsking(null)}
            onMove={(resources) => {
              if (dispatch({ type: 'move', units: asking.units, to: asking.to, resources }) === null) {
                clear();
                setSelected(asking.to);
              }
            }}
          />
        )}
        {selected !== null && (
          <SquarePanel
            state={s}
            sq={selected}
            chosen={live}
            mode={mode}
            targets={targets.size}
            onChoose={setChosen}
            onMode={(m) => {
              setMode(m);
              setBombard(null);
            }}
            dispatch={dispatch}
          />
        )}
        {selected === null && <p className="muted cal-hint">Tap a square to see it, choose units there and act.</p>}
      </div>
      <PlayersPanel state={s} />
      {!s.victory && <VictoryPanel state={s} />}
    </div>
  );
}
