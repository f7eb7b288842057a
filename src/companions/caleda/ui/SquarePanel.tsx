import { useState } from 'react';
import { applyCaleda, buildSquareProblem, type CaledaEvent } from '../reducer';
import { resourcesKnown } from '../rules/lands';
import { goldSpendProblem } from '../rules/gold';
import { citySquares, type Square } from '../rules/board';
import { unitDice } from '../rules/combatFlow';
import { capitalOwnerAt, nameOfSquare, playerName, unitsAt, type CaledaState } from '../rules/state';
import { RANK_NAMES, nextRank } from '../rules/units';
import { squareDescription } from './Board';

/** A reason without a trailing rule citation (the shared screen adds one to floating refusals only). */
const stripCite = (reason: string): string => reason.replace(/\s*\(Rules: [^)]*\)\s*$/, '');

export type Mode = 'move' | 'transport' | 'bombard';

/** Resource names already used in the game, for the entry suggestions. */
export function knownResources(s: CaledaState): string[] {
  const all = new Set<string>();
  for (const p of s.players) for (const r of p.resources) all.add(r);
  for (const q of s.squares) for (const r of q.resources) all.add(r);
  return [...all].sort();
}

function ResourcesForm(props: { state: CaledaState; sq: Square; dispatch(e: CaledaEvent): string | null }) {
  const cur = props.state.squares[props.sq]?.resources ?? [];
  const [r1, setR1] = useState(cur[0] ?? '');
  const [r2, setR2] = useState(cur[1] ?? '');
  const listId = `cal-res-${props.sq}`;
  return (
    <form
      className="row"
      onSubmit={(e) => {
        e.preventDefault();
        props.dispatch({ type: 'setResources', square: props.sq, resources: [r1, r2] });
      }}
    >
      <datalist id={listId}>
        {knownResources(props.state).map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <label className="cal-field">
        <span>Resource 1</span>
        <input type="text" list={listId} value={r1} onChange={(e) => setR1(e.currentTarget.value)} style={{ width: '7rem' }} />
      </label>
      <label className="cal-field">
        <span>Resource 2</span>
        <input type="text" list={listId} value={r2} onChange={(e) => setR2(e.currentTarget.value)} style={{ width: '7rem' }} />
      </label>
      <button type="submit" className="button">
        {cur.length === 2 ? 'Correct resources' : 'Save resources'}
      </button>
    </form>
  );
}

/** The selected square: its contents, the current player's units to choose, and the actions possible there. */
export function SquarePanel(props: {
  state: CaledaState;
  sq: Square;
  chosen: readonly number[];
  mode: Mode;
  targets: number;
  onChoose(ids: number[]): void;
  onMode(m: Mode): void;
  dispatch(e: CaledaEvent): string | null;
}) {
  const { state: s, sq, chosen } = props;
  const p = s.turn.player;
  const player = s.players[p];
  const square = s.squares[sq];
  const where = nameOfSquare(s, sq);
  const units = unitsAt(s, sq);
  const mine = units.filter((u) => u.owner === p);
  const others = units.filter((u) => u.owner !== p);
  const inMyCity = s.capitalHolders.some((holder, owner) => holder === p && citySquares(s.size, s.players[owner]?.capital ?? -1).includes(sq));
  const st = square?.structure ?? null;
  const canEditResources = !square?.marker && capitalOwnerAt(s, sq) === null;
  const toggle = (id: number): void => props.onChoose(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  // Only legal actions are offered: each button asks the reducer first; a refused one is disabled with its reason written.
  const why = (e: CaledaEvent): string | null => {
    const r = applyCaleda(s, e);
    return r.ok ? null : stripCite(r.reason);
  };
  const upgradeWhy: Record<number, string | null> = Object.fromEntries(mine.map((u) => [u.id, nextRank(u.rank) ? why({ type: 'upgrade', unit: u.id }) : null]));
  const buildProblem = buildSquareProblem(s, p, sq) ?? why({ type: 'build', square: sq });
  const movable = mine.filter((u) => !u.moved && !u.upgraded);
  const chosenUnits = mine.filter((u) => chosen.includes(u.id));
  const moveWhy = chosenUnits.some((u) => u.moved || u.upgraded) ? 'A chosen unit has already moved or been upgraded this turn.' : null;
  const powerWhy = player ? goldSpendProblem(s.gold[p] ?? { total: 0, setAside: 0 }, player.costs.power, player.name, player.power.name) : null;
  return (
    <section className="panel cal-square" aria-labelledby="square-heading" data-testid="square-panel">
      <h2 id="square-heading">Square {where}</h2>
      <p>{squareDescription(s, sq).split('; ').slice(1).join(' · ')}</p>
      {canEditResources && (resourcesKnown(square?.resources ?? []) ? (
        // Known: never asked again; a typo can still be corrected behind a tap.
        <details className="cal-correct">
          <summary className="button">Correct {where}&apos;s resources</summary>
          <ResourcesForm key={`${sq}:${(square?.resources ?? []).join('+')}`} state={s} sq={sq} dispatch={props.dispatch} />
        </details>
      ) : (
        <ResourcesForm key={`${sq}:new`} state={s} sq={sq} dispatch={props.dispatch} />
      ))}
      {others.length > 0 && (
        <p className="muted">
          Defending here:{' '}
          {others.map((u) => `${playerName(s, u.owner)}'s ${RANK_NAMES[u.rank]} (${unitDice(s, u, 'defender', sq).total} dice defending)`).join(', ')}
        </p>
      )}
      {mine.length > 0 && !s.combat && !s.victory && (
        <>
          <h3>{player?.name}'s units here — choose who acts</h3>
          <div className="cal-unit-list">
            {mine.map((u, i) => {
              const to = nextRank(u.rank);
              const cost = to === 'cavalry' ? player?.costs.cavalry : player?.costs.general;
              const flags = [u.moved ? 'moved' : '', u.upgraded ? 'upgraded' : '', u.transportBonus ? 'transported: +1 die next round' : ''].filter(Boolean).join(', ');
              return (
                <div key={u.id} className="row cal-unit">
                  <button type="button" className="button" aria-pressed={chosen.includes(u.id)} onClick={() => toggle(u.id)}>
                    {RANK_NAMES[u.rank]} {i + 1}
                    {flags && <span className="muted"> ({flags})</span>}
                  </button>
                  {to && (
                    <>
                      <button
                        type="button"
                        className="button"
                        aria-label={`Upgrade ${RANK_NAMES[u.rank]} ${i + 1} to ${RANK_NAMES[to]} (${cost} gold)`}
                        disabled={upgradeWhy[u.id] !== null}
                        onClick={() => props.dispatch({ type: 'upgrade', unit: u.id })}
                      >
                        ↑ {RANK_NAMES[to]} · {cost} gold
                      </button>
                      {upgradeWhy[u.id] && (
                        <span className="cal-why" data-testid={`upgrade-why-${u.id}`}>
                          {upgradeWhy[u.id]}
                        </span>
                      )}
                    </>
                  )}
                </div>
              );
            })}
          </div>
          <div className="row">
            <button type="button" className="button" disabled={movable.length === 0} onClick={() => props.onChoose(movable.map((u) => u.id))}>
              Choose all that can move
            </button>
            {movable.length === 0 && <span className="cal-why">Every unit here has moved or been upgraded this turn.</span>}
            {chosen.length > 0 && (
              <button type="button" className="button" onClick={() => props.onChoose([])}>
                Clear choice
              </button>
            )}
          </div>
          {chosen.length > 0 && (
            <div className="row" role="group" aria-label="What the chosen units do">
              <button type="button" className="button" aria-pressed={props.mode === 'move'} disabled={moveWhy !== null} onClick={() => props.onMode('move')}>
                Move / attack
              </button>
              {player?.power.kind === 'transport' && chosen.length === 1 && (
                <button type="button" className="button" aria-pressed={props.mode === 'transport'} disabled={powerWhy !== null} onClick={() => props.onMode('transport')}>
                  {player.power.name} ({player.costs.power} gold)
                </button>
              )}
              {player?.power.kind === 'bombard' && chosen.length === 1 && (
                <button type="button" className="button" aria-pressed={props.mode === 'bombard'} disabled={powerWhy !== null} onClick={() => props.onMode('bombard')}>
                  {player.power.name} ({player.costs.power} gold)
                </button>
              )}
              {moveWhy && (
                <span className="cal-why" data-testid="move-why">
                  {moveWhy}
                </span>
              )}
              {(player?.power.kind === 'transport' || player?.power.kind === 'bombard') && chosen.length === 1 && powerWhy && (
                <span className="cal-why" data-testid="power-why">
                  {powerWhy}
                </span>
              )}
            </div>
          )}
          {chosen.length > 0 && (
            <p className="cal-hint" role="status">
              {props.mode === 'move'
                ? `Tap a highlighted square to move there (${props.targets} reachable; entering an opponent's square attacks it). Tapping another square says why it cannot be reached.`
                : props.mode === 'transport'
                  ? 'Transport: tap a square with another of your unmoved units, or one of your claimed outposts or capital (one unit).'
                  : 'Bombard: tap an adjacent square with enemy units (one unit bombards).'}
            </p>
          )}
        </>
      )}
      {inMyCity && !s.combat && !s.victory && (
        <div className="row">
          <button type="button" className="button" disabled={buildProblem !== null} onClick={() => props.dispatch({ type: 'build', square: sq })}>
            {st ? `Upgrade the tower to a castle (${player?.costs.castle ?? 0} gold)` : `Build a tower (${player?.costs.tower ?? 0} gold)`}
          </button>
          {buildProblem && (
            <span className="cal-why" data-testid="build-why">
              {buildProblem}
            </span>
          )}
        </div>
      )}
    </section>
  );
}
