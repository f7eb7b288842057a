import { useId, useState } from 'react';
import { randomSeed, seededShuffle } from '../../../dice';
import { DiceInput } from '../../shared/ui/DiceInput';
import type { GameViewProps } from '../../shared/ui/types';
import { BOND_PRICES, RESOURCES, leasePayment } from '../rules/economy';
import { turnOrderDraw } from '../rules/victory';
import { UNIT_KINDS, unitStats, type UnitKind } from '../rules/units';
import { currentPlayer, HAND_LIMIT, playerLevel, teamMembers } from '../reducer';
import { PHASES, type NedcaEvent, type NedcaState, type TrackField } from '../state';
import './nedca.css';

type Props = GameViewProps<NedcaState, NedcaEvent>;

const LABEL: Record<string, string> = { gold: 'Gold', food: 'Food', wood: 'Wood', stone: 'Stone', iron: 'Iron', influence: 'Influence', objectives: 'Objectives', gems: 'Gems', hand: 'Hand', cardsOnBoard: 'Cards on board', spareShields: 'Spare shields' };

function Counter({ label, value, onChange }: { label: string; value: number; onChange(delta: number): void }) {
  return (
    <div className="nedca-counter">
      <span className="nedca-counter-label">{label}</span>
      <button type="button" className="button small" aria-label={`${label} minus 1`} onClick={() => onChange(-1)}>
        −
      </button>
      <output aria-label={label}>{value}</output>
      <button type="button" className="button small" aria-label={`${label} plus 1`} onClick={() => onChange(1)}>
        +
      </button>
    </div>
  );
}

function UnitSelect({ id, label, value, onChange }: { id: string; label: string; value: UnitKind; onChange(u: UnitKind): void }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as UnitKind)}>
        {UNIT_KINDS.map((k) => {
          const s = unitStats(k);
          return (
            <option key={k} value={k}>
              {s.name} (MOV {s.mov}, RNG {s.rng}, ATK {s.atk}, DEF {s.def})
            </option>
          );
        })}
      </select>
    </>
  );
}

/** The player whose turn it is, the phase, and what the phase asks for. */
function TurnPanel({ state, dispatch }: Props) {
  const id = useId();
  const me = currentPlayer(state);
  const p = state.players[me];
  const [capitals, setCapitals] = useState('1');
  const [yields, setYields] = useState<Record<string, string>>({});
  if (state.awaitingOrder) {
    const alive = state.players.flatMap((q, i) => (q.eliminated ? [] : [i]));
    return (
      <section className="panel" aria-labelledby={`${id}-h`}>
        <h3 id={`${id}-h`}>Round {state.round} is over: next round’s order</h3>
        <p className="muted">Draw the Player Turn Tokens (the last player draws first, without the “1st” token) and enter the order, or let the app draw it.</p>
        <OrderPicker state={state} alive={alive} onOrder={(order) => dispatch({ type: 'newRound', order })} />
      </section>
    );
  }
  const at = PHASES.indexOf(state.phase);
  const nextPhase = PHASES[at + 1];
  const dues = p ? Object.entries(p.leases).map(([from, n]) => `${state.players[Number(from)]?.name}: ${leasePayment(n, p.team !== null && p.team === state.players[Number(from)]?.team)} Gold`) : [];
  return (
    <section className="panel nedca-turn" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} data-testid="nedca-turn">
        Round {state.round} · {p?.name}’s turn · {state.phase} phase
      </h3>
      <ol className="nedca-phases" aria-label="Phases">
        {PHASES.map((ph) => (
          <li key={ph} aria-current={ph === state.phase ? 'step' : undefined}>
            {ph}
          </li>
        ))}
      </ol>
      {state.phase === 'economy' && !state.economyDone && (
        <div className="nedca-economy">
          <p className="muted">2 Gold per capital controlled, team gold ({teamMembers(state, p?.team ?? null).length} in the team), then worker and card yields as the board shows.{dues.length ? ` Lease payments due: ${dues.join(', ')}.` : ''}</p>
          <div className="row">
            <label htmlFor={`${id}-cap`}>Capitals controlled</label>
            <input id={`${id}-cap`} type="number" inputMode="numeric" min={0} value={capitals} onChange={(e) => setCapitals(e.currentTarget.value)} />
            {RESOURCES.map((r) => (
              <span key={r} className="nedca-yield">
                <label htmlFor={`${id}-${r}`}>{LABEL[r]}</label>
                <input id={`${id}-${r}`} type="number" inputMode="numeric" min={0} value={yields[r] ?? ''} placeholder="0" onChange={(e) => setYields({ ...yields, [r]: e.currentTarget.value })} />
              </span>
            ))}
          </div>
          <button
            type="button"
            className="button primary"
            onClick={() => {
              const y = Object.fromEntries(RESOURCES.map((r) => [r, Number(yields[r] || 0)]));
              if (dispatch({ type: 'economy', capitals: Number(capitals), yields: y }) === null) setYields({});
            }}
          >
            Collect
          </button>
        </div>
      )}
      <div className="row">
        {nextPhase && (
          <button type="button" className="button" onClick={() => dispatch({ type: 'phase', phase: nextPhase })}>
            Go to {nextPhase} phase
          </button>
        )}
        {state.phase === 'cleanup' && (
          <button type="button" className="button primary" onClick={() => dispatch({ type: 'endTurn' })}>
            End turn {p && p.hand > HAND_LIMIT ? `(discard to ${HAND_LIMIT} first)` : ''}
          </button>
        )}
      </div>
    </section>
  );
}

function OrderPicker({ state, alive, onOrder }: { state: NedcaState; alive: number[]; onOrder(order: number[]): void }) {
  const [order, setOrder] = useState<number[]>([]);
  return (
    <div>
      <div className="row">
        {alive.map((i) => (
          <button key={i} type="button" className="button" disabled={order.includes(i)} onClick={() => setOrder([...order, i])}>
            {order.includes(i) ? `${order.indexOf(i) + 1}. ` : ''}
            {state.players[i]?.name}
          </button>
        ))}
      </div>
      <div className="row">
        <button type="button" className="button primary" disabled={order.length !== alive.length} onClick={() => onOrder(order)}>
          Start round {state.round + 1}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            let k = randomSeed();
            onOrder(turnOrderDraw(state.order, alive, (xs) => seededShuffle(xs, k++)));
          }}
        >
          Draw for me
        </button>
        <button type="button" className="button" onClick={() => setOrder([])}>
          Clear
        </button>
      </div>
    </div>
  );
}

function Houses({ state, dispatch }: Props) {
  const me = currentPlayer(state);
  const adjust = (player: number, field: TrackField, delta: number): void => void dispatch({ type: 'adjust', player, field, delta });
  return (
    <section className="nedca-houses" aria-label="Houses">
      {state.players.map((p, i) => (
        <article key={i} className={`panel nedca-house${i === me ? ' current' : ''}${p.eliminated ? ' out' : ''}`} aria-label={p.name} style={{ borderColor: p.colour }}>
          <h3>
            <span className="swatch" style={{ background: p.colour }} aria-hidden="true" /> {p.name}
            {p.eliminated ? ' — out of play' : ` · level ${playerLevel(state, i)}${p.team ? ` · Team ${p.team}` : ''}`}
          </h3>
          <p className="muted">
            Capital {p.capital ? 'standing' : 'fallen'} · shields {p.shields} on the city · bonds {p.bonds}/10
            {Object.keys(p.leases).length > 0 && ` · leasing from ${Object.entries(p.leases).map(([f, n]) => `${state.players[Number(f)]?.name} ×${n}`).join(', ')}`}
          </p>
          <div className="nedca-counters">
            {RESOURCES.map((r) => (
              <Counter key={r} label={`${p.name} ${LABEL[r]}`} value={p.purse[r]} onChange={(d) => adjust(i, r, d)} />
            ))}
            {(['influence', 'objectives', 'gems', 'hand', 'cardsOnBoard'] as const).map((f) => (
              <Counter key={f} label={`${p.name} ${LABEL[f]}`} value={p[f]} onChange={(d) => adjust(i, f, d)} />
            ))}
          </div>
        </article>
      ))}
    </section>
  );
}

function Operations({ state, dispatch }: Props) {
  const id = useId();
  const me = currentPlayer(state);
  const p = state.players[me];
  const [team, setTeam] = useState('1');
  const others = state.players.flatMap((q, i) => (i === me || q.eliminated ? [] : [i]));
  const [from, setFrom] = useState(String(others[0] ?? 0));
  if (!p || state.phase !== 'operations') return null;
  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Operations</h3>
      <div className="row">
        <button type="button" className="button" onClick={() => dispatch({ type: 'buyBond', player: me })}>
          Buy bond {p.bonds + 1} ({BOND_PRICES[p.bonds] ?? '—'} Gold)
        </button>
        <span className="badge">bond prices provisional</span>
      </div>
      <div className="row">
        <label htmlFor={`${id}-team`}>Team</label>
        <select id={`${id}-team`} value={team} onChange={(e) => setTeam(e.currentTarget.value)}>
          <option value="1">Team 1</option>
          <option value="2">Team 2</option>
          <option value="3">Team 3</option>
        </select>
        <button type="button" className="button" onClick={() => dispatch({ type: 'joinTeam', player: me, team: Number(team) })}>
          Join (3 Gold)
        </button>
        <button type="button" className="button" onClick={() => dispatch({ type: 'leaveTeam', player: me })}>
          Leave team (9 Gold)
        </button>
      </div>
      <div className="row">
        <label htmlFor={`${id}-from`}>Lease from</label>
        <select id={`${id}-from`} value={from} onChange={(e) => setFrom(e.currentTarget.value)}>
          {others.map((i) => (
            <option key={i} value={i}>
              {state.players[i]?.name}
            </option>
          ))}
        </select>
        <button type="button" className="button" onClick={() => dispatch({ type: 'lease', player: me, from: Number(from) })}>
          Lease a card
        </button>
        <button type="button" className="button" onClick={() => dispatch({ type: 'returnLease', player: me, from: Number(from), by: 'leasing' })}>
          Return one (3 Gold)
        </button>
        <button type="button" className="button" onClick={() => dispatch({ type: 'returnLease', player: Number(from), from: me, by: 'leaser' })}>
          Cancel my lease to them (5 Gold)
        </button>
      </div>
    </section>
  );
}

function Battle({ state, dispatch }: Props) {
  const id = useId();
  const me = currentPlayer(state);
  const others = state.players.flatMap((q, i) => (i === me || q.eliminated ? [] : [i]));
  const [defender, setDefender] = useState(String(others[0] ?? 0));
  const [aUnit, setAUnit] = useState<UnitKind>('knight');
  const [dUnit, setDUnit] = useState<UnitKind>('knight');
  const [distance, setDistance] = useState('1');
  const [aMod, setAMod] = useState('0');
  const [dMod, setDMod] = useState('0');
  const [aDie, setADie] = useState<number | null>(null);
  const [dDie, setDDie] = useState<number | null>(null);
  const [sUnit, setSUnit] = useState<UnitKind>('knight');
  const [sMod, setSMod] = useState('0');
  if (state.phase !== 'action') return null;
  const target = Number(defender);
  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Battle calculator</h3>
      <div className="row">
        <label htmlFor={`${id}-def`}>Defending House</label>
        <select id={`${id}-def`} value={defender} onChange={(e) => setDefender(e.currentTarget.value)}>
          {others.map((i) => (
            <option key={i} value={i}>
              {state.players[i]?.name}
            </option>
          ))}
        </select>
      </div>
      <div className="row">
        <UnitSelect id={`${id}-au`} label="Attacking unit" value={aUnit} onChange={setAUnit} />
        <label htmlFor={`${id}-am`}>Attack cards</label>
        <input id={`${id}-am`} type="number" inputMode="numeric" value={aMod} onChange={(e) => setAMod(e.currentTarget.value)} />
      </div>
      <div className="row">
        <UnitSelect id={`${id}-du`} label="Defending unit" value={dUnit} onChange={setDUnit} />
        <label htmlFor={`${id}-dm`}>Defense cards</label>
        <input id={`${id}-dm`} type="number" inputMode="numeric" value={dMod} onChange={(e) => setDMod(e.currentTarget.value)} />
        <label htmlFor={`${id}-dist`}>Tiles apart</label>
        <input id={`${id}-dist`} type="number" inputMode="numeric" min={1} value={distance} onChange={(e) => setDistance(e.currentTarget.value)} />
      </div>
      <DiceInput label={`Red attack die${aDie ? ` (now ${aDie})` : ''}`} count={1} onRoll={(v) => setADie(v[0] ?? null)} />
      <DiceInput label={`Blue defense die${dDie ? ` (now ${dDie})` : ''}`} count={1} onRoll={(v) => setDDie(v[0] ?? null)} />
      <button
        type="button"
        className="button primary"
        disabled={aDie === null || dDie === null}
        onClick={() => {
          const r = dispatch({
            type: 'battle',
            attacker: me,
            defender: target,
            request: { attacker: { unit: aUnit, modifier: Number(aMod) || 0, die: aDie ?? 0 }, defender: { unit: dUnit, modifier: Number(dMod) || 0, die: dDie ?? 0 }, distance: Number(distance) },
          });
          if (r === null) {
            setADie(null);
            setDDie(null);
          }
        }}
      >
        Resolve battle
      </button>
      {state.lastBattle && (
        <ol className="nedca-steps" data-testid="nedca-battle-steps" aria-label="Why">
          {state.lastBattle.result.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      )}
      <h4>Assault {state.players[target]?.name}’s city ({state.players[target]?.shields ?? 0} shields)</h4>
      <div className="row">
        <UnitSelect id={`${id}-su`} label="Unit on the city tile" value={sUnit} onChange={setSUnit} />
        <label htmlFor={`${id}-sm`}>Attack cards</label>
        <input id={`${id}-sm`} type="number" inputMode="numeric" value={sMod} onChange={(e) => setSMod(e.currentTarget.value)} />
      </div>
      <DiceInput
        label="Assault rolls, in order (6 or more with Attack Power removes a shield; then the capital)"
        defaultCount={1}
        onRoll={(dice) => void dispatch({ type: 'assault', attacker: me, defender: target, unit: sUnit, modifier: Number(sMod) || 0, dice })}
      />
      {state.lastAssault && (
        <ol className="nedca-steps" data-testid="nedca-assault-steps" aria-label="Assault steps">
          {state.lastAssault.steps.map((s, k) => (
            <li key={k}>{s}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function NedcaGameView(props: Props) {
  const { state, dispatch } = props;
  const w = state.winner;
  return (
    <div className="nedca">
      {w && (
        <p className="message" role="status" data-testid="nedca-winner">
          {w.team.map((i) => state.players[i]?.name).join(' and ')} win{w.team.length === 1 ? 's' : ''}: {state.players[w.winner]?.name} {w.why}.
        </p>
      )}
      {!state.ended && <TurnPanel {...props} />}
      {!state.ended && <Operations {...props} />}
      {!state.ended && <Battle {...props} />}
      <Houses {...props} />
      {!state.ended && (
        <button type="button" className="button" onClick={() => dispatch({ type: 'endGame' })}>
          End the game now (most Influence wins)
        </button>
      )}
    </div>
  );
}
