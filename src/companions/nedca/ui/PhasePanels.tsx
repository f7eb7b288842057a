import { countOf } from '../../../words';
import { useState } from 'react';
import { randomSeed } from '../../../dice';
import type { NedcaEvent } from '../reducer';
import { LEASE_CANCEL_FEE, LEASE_RETURN_FEE, TILE_KINDS, TILE_NAMES, TILE_YIELD, economyIncome, keptWorkers, leasePayment, type TileKind } from '../rules/economy';
import { RESOURCE_NAMES, formatResources, type ResourceDelta } from '../rules/resources';
import { activeHouse, capitalsControlled, inGame, levelOf, teamMembers, type CardSide, type NedcaState } from '../rules/state';
import { TEAM_COUNT, TEAM_JOIN_FEE, TEAM_LEAVE_FEE } from '../rules/teams';
import { BOND_COSTS, CARD_PRICES, HAND_LIMIT, TRACKER_BONUSES, nextBondCost } from '../rules/tracks';
import { drawTurnOrder, turnOrderProblem } from '../rules/turnOrder';
import { CARD_KINDS, CARD_NAMES, CARD_SLOT, UNIT_KINDS, UNIT_LEVEL, UNIT_NAMES, type UnitCard, type UnitKind } from '../rules/units';
import { Check, Choice, ResourceEditor, Stepper } from './widgets';

type Props = { state: NedcaState; dispatch(e: NedcaEvent): string | null };

/** Economy Phase helper: what the app computes (A, C, E, leases) and what the cards add (B, D, F). */
export function EconomyPanel({ state, dispatch }: Props) {
  const me = activeHouse(state);
  const h = state.houses[me];
  // Workers stay on their tiles: the last Economy Phase's placement is offered again (trimmed to the Workers left).
  const [workers, setWorkers] = useState<Partial<Record<TileKind, number>>>(() => keptWorkers(h?.workers ?? {}, h?.units.worker ?? 0));
  const [extra, setExtra] = useState<ResourceDelta>({});
  const [influence, setInfluence] = useState(0);
  if (!h) return null;
  const placed = TILE_KINDS.reduce((n, t) => n + (workers[t] ?? 0), 0);
  const inc = economyIncome(capitalsControlled(state, me), workers, teamMembers(state, h.team).length);
  const leasers = [...new Set(h.leases.map((l) => l.from))];
  const dues = leasers.map((from) => ({
    from,
    due: leasePayment(h.leases.filter((l) => l.from === from).length, h.team !== null && state.houses[from]?.team === h.team),
  }));
  return (
    <section className="panel nd-panel" aria-labelledby="nd-economy">
      <h3 id="nd-economy">Economy Phase — {h.name}</h3>
      {state.turn.economyDone ? (
        <p>Collected. Go on to the Operations Phase.</p>
      ) : (
        <>
          <fieldset className="nd-resources">
            <legend>
              Workers by tile ({placed} of {h.units.worker} on the board)
            </legend>
            {TILE_KINDS.map((t) => (
              <Stepper
                key={t}
                label={`${TILE_NAMES[t]} → ${RESOURCE_NAMES[TILE_YIELD[t]]}`}
                value={workers[t] ?? 0}
                min={0}
                max={(workers[t] ?? 0) + h.units.worker - placed}
                onChange={(n) => setWorkers({ ...workers, [t]: n })}
              />
            ))}
          </fieldset>
          <p className="nd-provisional">Tile yields are provisional (the rulebook shows them as a picture).</p>
          <details className="nd-fold-inner" open={Object.values(extra).some((v) => (v ?? 0) !== 0) || influence !== 0}>
            <summary>Income from cards and board bonuses (B, D, F)</summary>
            <p>
              B. Player board bonuses reached: {countOf(h.buildings, 'building')}, {countOf(h.technologies, 'technology')} (bonuses at {TRACKER_BONUSES.join(', ')}); add them
              here with the cards&apos; income.
            </p>
            <ResourceEditor label="From cards (B, D)" value={extra} allowNegative onChange={setExtra} />
            <Stepper label="Influence from cards (F)" value={influence} onChange={setInfluence} />
          </details>
          <ul data-testid="economy-preview">
            <li>
              A. {countOf(inc.capitals, 'capital')} controlled × 2 = {inc.capitalGold} Gold
            </li>
            <li>C. Workers: {formatResources(inc.workers)}</li>
            <li>E. Team: {inc.teamGold} Gold</li>
            {dues.map((d) => (
              <li key={d.from}>
                Lease payment to {state.houses[d.from]?.name}: {d.due} Gold{' '}
                <button type="button" className="button small" onClick={() => dispatch({ type: 'leaseDefault', leaser: d.from })}>
                  Cannot pay: return a card (−3 Influence)
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button nd-primary"
            onClick={() => {
              if (dispatch({ type: 'economy', workers, extra, influence }) === null) {
                setExtra({});
                setInfluence(0);
              }
            }}
          >
            Collect economy
          </button>
        </>
      )}
    </section>
  );
}

/** Operations Phase: buying, bonds, building, research, recruiting, teams, leases, unit cards. */
export function OperationsPanel({ state, dispatch }: Props) {
  const me = activeHouse(state);
  const h = state.houses[me];
  const others = state.houses.flatMap((x, i) => (i !== me && !x.eliminated ? [i] : []));
  const [cost, setCost] = useState<ResourceDelta>({});
  const [influence, setInfluence] = useState(0);
  const [fromDisplay, setFromDisplay] = useState(false);
  const [gem, setGem] = useState(false);
  const [unit, setUnit] = useState<UnitKind>('knight');
  const [price, setPrice] = useState(0);
  const [sellKind, setSellKind] = useState<CardSide>('building');
  const [team, setTeam] = useState(0);
  const [partner, setPartner] = useState<number | -1>(-1);
  const [leaser, setLeaser] = useState<number>(others[0] ?? 0);
  const [leaseKind, setLeaseKind] = useState<CardSide>('building');
  const [card, setCard] = useState<UnitCard>('paladin');
  if (!h) return null;
  const bond = nextBondCost(h.bonds);
  const lv = levelOf(state, me);
  const done = (r: string | null): void => {
    if (r === null) {
      setCost({});
      setInfluence(0);
    }
  };
  const teamSize = teamMembers(state, team).length;
  return (
    <section className="panel nd-panel" aria-labelledby="nd-ops">
      <h3 id="nd-ops">Operations Phase — {h.name} (level {lv})</h3>
      <div className="row">
        {(['building', 'technology', 'special'] as const).map((k) => (
          <button key={k} type="button" className="button" onClick={() => dispatch({ type: 'buyCard', kind: k })}>
            Buy {k} card ({CARD_PRICES[k]} Gold)
          </button>
        ))}
        <button type="button" className="button" disabled={bond === null} onClick={() => dispatch({ type: 'buyBond' })}>
          {bond === null ? 'Bonds complete' : `Buy bond ${h.bonds + 1} of ${BOND_COSTS.length} (${bond} Gold)`}
        </button>
      </div>
      <ResourceEditor label="Cost" value={cost} onChange={setCost} />
      <Stepper label="Influence on the card" value={influence} onChange={setInfluence} />
      <div className="row">
        <button type="button" className="button" onClick={() => done(dispatch({ type: 'build', cost, influence }))}>
          Construct building
        </button>
        <Check label="from the display" checked={fromDisplay} onChange={setFromDisplay} />
        <Check label="Sacred Gem" checked={gem} onChange={setGem} />
        <button type="button" className="button" onClick={() => done(dispatch({ type: 'research', cost, influence, fromDisplay, gem }))}>
          Research technology{state.turn.researched ? ' (done this turn)' : ''}
        </button>
      </div>
      <div className="row">
        <Choice
          label="Unit"
          value={unit}
          options={UNIT_KINDS.map((k) => ({ value: k, label: `${UNIT_NAMES[k]} (level ${UNIT_LEVEL[k]})` }))}
          onChange={setUnit}
        />
        <button type="button" className="button" onClick={() => done(dispatch({ type: 'recruit', kind: unit, cost }))}>
          Recruit for the cost above
        </button>
      </div>
      {h.occupiedBy !== null && UNIT_KINDS.every((k) => h.units[k] === 0) && (
        <button type="button" className="button nd-primary" onClick={() => dispatch({ type: 'freeRecruit' })}>
          Take 2 free Knights and 1 free Worker
        </button>
      )}
      <details className="nd-fold-inner" open={h.leases.length > 0 || state.houses.some((x) => x.leases.some((l) => l.from === me)) || h.team !== null}>
        <summary>Selling, unit cards, the third shield, teams and leases</summary>
        <div className="row">
          <Choice
            label="Sell"
            value={sellKind}
            options={[
              { value: 'building', label: 'a building' },
              { value: 'technology', label: 'a technology' },
            ]}
            onChange={setSellKind}
          />
          <Stepper label="Price" value={price} min={0} onChange={setPrice} />
          <button type="button" className="button" onClick={() => dispatch({ type: 'sellCard', kind: sellKind, price })}>
            Sell card
          </button>
        </div>
        <div className="row">
          <Choice label="Card" value={card} options={CARD_KINDS.map((c) => ({ value: c, label: `${CARD_NAMES[c]} on ${UNIT_NAMES[CARD_SLOT[c]]}` }))} onChange={setCard} />
          <button type="button" className="button" onClick={() => dispatch({ type: 'unitCard', house: me, kind: CARD_SLOT[card], card })}>
            Place unit card
          </button>
          <button type="button" className="button" disabled={h.shieldReserve < 1} onClick={() => dispatch({ type: 'placeShield' })}>
            Place third shield
          </button>
        </div>
        {state.houses.length >= 3 && (
          <div className="row">
            {h.team === null ? (
              <>
                <Choice label="Team" value={team} options={Array.from({ length: TEAM_COUNT }, (_, t) => ({ value: t, label: `Team ${t + 1} (${teamMembers(state, t).length})` }))} onChange={setTeam} />
                {teamSize === 0 && (
                  <Choice label="with" value={partner} options={[{ value: -1, label: 'choose a partner' }, ...others.map((i) => ({ value: i, label: state.houses[i]?.name ?? '' }))]} onChange={setPartner} />
                )}
                <button
                  type="button"
                  className="button"
                  onClick={() => dispatch({ type: 'joinTeam', team, houses: teamSize === 0 && partner >= 0 ? [me, partner] : [me] })}
                >
                  Join ({TEAM_JOIN_FEE} Gold each)
                </button>
              </>
            ) : (
              <button type="button" className="button" onClick={() => dispatch({ type: 'leaveTeam' })}>
                Leave team ({TEAM_LEAVE_FEE} Gold)
              </button>
            )}
          </div>
        )}
        {others.length > 0 && (
          <div className="row">
            <Choice label="Lease from" value={leaser} options={others.map((i) => ({ value: i, label: state.houses[i]?.name ?? '' }))} onChange={setLeaser} />
            <Choice
              label="card"
              value={leaseKind}
              options={[
                { value: 'building', label: 'building' },
                { value: 'technology', label: 'technology' },
              ]}
              onChange={setLeaseKind}
            />
            <button type="button" className="button" onClick={() => dispatch({ type: 'lease', leaser, kind: leaseKind })}>
              Lease
            </button>
          </div>
        )}
        {h.leases.map((l, k) => (
          <button key={`in${k}`} type="button" className="button" onClick={() => dispatch({ type: 'returnLease', lessee: me, leaser: l.from, kind: l.kind })}>
            Return {l.kind} to {state.houses[l.from]?.name} ({LEASE_RETURN_FEE} Gold)
          </button>
        ))}
        {state.houses.flatMap((x, j) =>
          x.leases
            .filter((l) => l.from === me)
            .map((l, k) => (
              <button key={`out${j}-${k}`} type="button" className="button" onClick={() => dispatch({ type: 'returnLease', lessee: j, leaser: me, kind: l.kind })}>
                Cancel {l.kind} lease to {x.name} ({LEASE_CANCEL_FEE} Gold)
              </button>
            )),
        )}
      </details>
    </section>
  );
}

/** Cleanup: the hand limit, then the turn ends. */
export function CleanupPanel({ state, dispatch }: Props) {
  const me = activeHouse(state);
  const h = state.houses[me];
  if (!h) return null;
  return (
    <section className="panel nd-panel" aria-labelledby="nd-cleanup">
      <h3 id="nd-cleanup">Cleanup Phase — {h.name}</h3>
      <p>
        Discard completed Event Cards; restock the Technology display and Objectives. Hand: {h.hand} of {HAND_LIMIT}.
      </p>
      {h.hand > HAND_LIMIT && (
        <button type="button" className="button" onClick={() => dispatch({ type: 'hand', house: me, delta: -1, note: 'hand limit' })}>
          Discard a card ({h.hand - HAND_LIMIT} over)
        </button>
      )}
    </section>
  );
}

/** The next round's order: drawn by the app from a seed, or typed from the physical tokens. */
export function OrderPanel({ state, dispatch }: Props) {
  const alive = inGame(state);
  const last = state.turn.order[state.turn.order.length - 1] ?? null;
  const [picked, setPicked] = useState<number[]>([]);
  const problem = picked.length === alive.length ? turnOrderProblem(picked, alive, last, true) : null;
  return (
    <section className="panel nd-panel" aria-labelledby="nd-order">
      <h3 id="nd-order">Round {state.turn.round} is over: draw the Player Turn Tokens</h3>
      <p className="muted">
        The 1st token is set aside while {state.houses[last ?? 0]?.name} draws; then it is shuffled back for the others (Cleanup Phase D).
      </p>
      <button
        type="button"
        className="button nd-primary"
        onClick={() => {
          const seed = randomSeed();
          dispatch({ type: 'drawOrder', order: drawTurnOrder(alive, last, seed), seed });
        }}
      >
        Draw the order for us
      </button>
      <p>Or tap the houses in the order of the tokens drawn at the table:</p>
      <div className="row">
        {alive.map((i) => (
          <button key={i} type="button" className="button" disabled={picked.includes(i)} onClick={() => setPicked([...picked, i])}>
            {picked.includes(i) ? `${picked.indexOf(i) + 1}. ` : ''}
            {state.houses[i]?.name}
          </button>
        ))}
        <button type="button" className="button" onClick={() => setPicked([])}>
          Clear
        </button>
        <button
          type="button"
          className="button"
          disabled={picked.length !== alive.length || problem !== null}
          onClick={() => {
            if (dispatch({ type: 'drawOrder', order: picked }) === null) setPicked([]);
          }}
        >
          Use this order
        </button>
      </div>
      {problem && <p className="field-error">{problem}</p>}
    </section>
  );
}
