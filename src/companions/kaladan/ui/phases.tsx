import { countOf, nounFor } from '../../../words';
import { useState } from 'react';
import { DiceInput } from '../../shared/ui/DiceInput';
import {
  BASIC_KINDS,
  CASTLE_UPGRADE_COST,
  MAGIC_BUY_COST,
  MAGIC_SWAP_COST,
  UNIT_KINDS,
  UNIT_NAMES,
  deployCost,
  deployProblem,
  invasionSize,
  poorestPlayers,
  tileOwner,
  unitsOn,
  upgradeCost,
  type UnitKind,
} from '..';
import { Pick, Section, TextField, UnitChecks, myTiles, neighbours, playerName, unitLabel, type PanelProps } from './parts';

const seats = (p: PanelProps): { value: string; label: string }[] => p.state.players.flatMap((pl, i) => (pl.eliminated ? [] : [{ value: String(i), label: pl.name }]));

// Rules: Generals of Kaladan "1. Event Phase"
export function EventPanel(p: PanelProps) {
  const { state, dispatch } = p;
  const [note, setNote] = useState('');
  const [who, setWho] = useState('');
  const [delta, setDelta] = useState('');
  const [unit, setUnit] = useState('');
  const [gone, setGone] = useState('');
  const [rWho, setRWho] = useState('');
  const [rFrom, setRFrom] = useState('');
  const [rKind, setRKind] = useState('');
  const poorest = poorestPlayers(
    state.players.map((x) => x.gold),
    state.players.map((x) => !x.eliminated),
  );
  const upgradable = state.units.filter((u) => !u.upgraded && upgradeCost(u.kind) !== null);
  const deadKinds = UNIT_KINDS.filter((k) => state.players.some((pl) => pl.dead[k] > 0));
  return (
    <>
      {!state.turn.eventDrawn && state.eventDeck !== 0 ? (
        <div className="row">
          <TextField label="Event card (optional note)" value={note} maxLength={80} onChange={setNote} />
          <button type="button" className="button kaladan-primary" onClick={() => dispatch(note.trim() ? { type: 'drawEvent', note: note.trim() } : { type: 'drawEvent' })}>
            Draw the Event card
          </button>
        </div>
      ) : (
        <p>{state.eventDeck === 0 && !state.turn.eventDrawn ? 'The event deck is empty.' : 'Event card drawn: resolve it, then go on.'}</p>
      )}
      <details className="kaladan-effects" open={state.turn.eventDrawn}>
        <summary>Event effects</summary>
        <Section title="Gold">
          <div className="row">
            <Pick label="Player" value={who} options={seats(p)} onChange={setWho} />
            <TextField label="Gold (+ or −)" value={delta} placeholder="+1" onChange={setDelta} />
            <button
              type="button"
              className="button"
              disabled={who === ''}
              onClick={() => {
                if (dispatch({ type: 'adjustGold', player: Number(who), delta: Number(delta.replace('+', '')), ...(note.trim() ? { note: note.trim() } : {}) }) === null) setDelta('');
              }}
            >
              Apply
            </button>
          </div>
          <div className="row">
            <button type="button" className="button" onClick={() => dispatch({ type: 'poorestGain' })}>
              Poorest players (one or more, tied) gain 1 gold each
            </button>
            <span className="muted">now: {poorest.map((i) => playerName(state, i)).join(', ')} (ties all gain)</span>
          </div>
        </Section>
        <Section title="Units">
          <div className="row">
            <Pick label="Free upgrade" value={unit} options={upgradable.map((u) => ({ value: u.id, label: `${playerName(state, u.owner)}: ${unitLabel(u)} on ${u.tile}` }))} onChange={setUnit} />
            <button type="button" className="button" disabled={unit === ''} onClick={() => dispatch({ type: 'freeUpgrade', unit }) === null && setUnit('')}>
              Upgrade free
            </button>
          </div>
          <div className="row">
            <Pick label="Remove a unit" value={gone} options={state.units.map((u) => ({ value: u.id, label: `${playerName(state, u.owner)}: ${unitLabel(u)} on ${u.tile}` }))} onChange={setGone} />
            <button type="button" className="button" disabled={gone === ''} onClick={() => dispatch({ type: 'removeUnit', unit: gone }) === null && setGone('')}>
              Remove
            </button>
          </div>
          <div className="row">
            <Pick label="Resurrect for" value={rWho} options={seats(p)} onChange={setRWho} />
            <Pick label="from the dead of" value={rFrom} options={state.players.map((pl, i) => ({ value: String(i), label: pl.name }))} onChange={setRFrom} />
            <Pick label="Unit" value={rKind} options={deadKinds.map((k) => ({ value: k, label: UNIT_NAMES[k] }))} onChange={setRKind} empty={deadKinds.length ? 'Choose…' : 'No dead units'} />
            <button
              type="button"
              className="button"
              disabled={rWho === '' || rFrom === '' || rKind === ''}
              onClick={() => dispatch({ type: 'resurrect', player: Number(rWho), from: Number(rFrom), kind: rKind as UnitKind })}
            >
              Resurrect
            </button>
          </div>
        </Section>
      </details>
    </>
  );
}

// Rules: Generals of Kaladan "2. Income Phase"
export function IncomePanel({ state }: PanelProps) {
  const inc = state.turn.income;
  if (!inc) return null;
  return (
    <p data-testid="income">
      {playerName(state, state.turn.player)} controls {countOf(inc.castles, 'castle')} and {countOf(inc.otherTiles, 'other tile')}: {inc.castles} + ⌊
      {inc.otherTiles} ÷ 2⌋ = <strong>+{inc.gold} gold</strong> <span className="muted">(Rules: "Income Phase", no rounding)</span>
    </p>
  );
}

// Rules: Generals of Kaladan "3. Free Spawn Phase"
export function FreeSpawnPanel({ state, dispatch }: PanelProps) {
  const me = state.players[state.turn.player];
  const castles = state.tiles.filter((t) => t.castle && tileOwner(state.units, t.id) === state.turn.player);
  if (castles.length === 0) return <p>You control no castle: no free spawn.</p>;
  return (
    <>
      {castles.map((t) => {
        const full = unitsOn(state.units, t.id).length >= t.capacity;
        const done = state.turn.spawned.includes(t.id);
        const fixed = t.spawnKind && t.home !== state.turn.player ? t.spawnKind : null;
        return (
          <div key={t.id} className="row">
            <strong>{t.id}</strong>
            {done ? (
              <span>spawned this turn</span>
            ) : full ? (
              <span className="muted">full ({t.capacity})</span>
            ) : (
              BASIC_KINDS.filter((k) => !fixed || k === fixed).map((k) => (
                <button key={k} type="button" className="button" disabled={(me?.inventory[k] ?? 0) < 1} onClick={() => dispatch({ type: 'freeSpawn', castle: t.id, kind: k })}>
                  Spawn {UNIT_NAMES[k]} ({me?.inventory[k] ?? 0} in reserve)
                </button>
              ))
            )}
          </div>
        );
      })}
    </>
  );
}

function MoveForm({ state, dispatch }: PanelProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [ids, setIds] = useState<string[]>([]);
  const mine = myTiles(state);
  return (
    <>
      <div className="row">
        <Pick label="From" value={from} options={mine.map((t) => ({ value: t, label: t }))} onChange={(v) => (setFrom(v), setIds([]), setTo(''))} />
        <Pick
          label="To"
          value={to}
          options={from ? neighbours(state, from).map((t) => ({ value: t, label: `${t} (${tileOwner(state.units, t) === null ? 'empty' : playerName(state, tileOwner(state.units, t))})` })) : []}
          onChange={setTo}
        />
      </div>
      <UnitChecks legend="Units that move" units={from ? unitsOn(state.units, from) : []} chosen={ids} onChange={setIds} />
      <button type="button" className="button kaladan-primary" disabled={!from || !to || ids.length === 0} onClick={() => dispatch({ type: 'move', from, to, units: ids })}>
        Move the units
      </button>
    </>
  );
}

function SwapForm({ state, dispatch }: PanelProps) {
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [fa, setFa] = useState<string[]>([]);
  const [fb, setFb] = useState<string[]>([]);
  const mine = myTiles(state);
  return (
    <>
      <div className="row">
        <Pick label="Tile" value={a} options={mine.map((t) => ({ value: t, label: t }))} onChange={(v) => (setA(v), setB(''), setFa([]), setFb([]))} />
        <Pick label="with" value={b} options={a ? neighbours(state, a).filter((t) => mine.includes(t)).map((t) => ({ value: t, label: t })) : []} onChange={(v) => (setB(v), setFb([]))} />
      </div>
      <UnitChecks legend={`From ${a || 'the first tile'}`} units={a ? unitsOn(state.units, a) : []} chosen={fa} onChange={setFa} />
      <UnitChecks legend={`From ${b || 'the second tile'}`} units={b ? unitsOn(state.units, b) : []} chosen={fb} onChange={setFb} />
      <button type="button" className="button kaladan-primary" disabled={!a || !b} onClick={() => dispatch({ type: 'swap', a, b, fromA: fa, fromB: fb })}>
        Swap the units
      </button>
    </>
  );
}

// Rules: Generals of Kaladan "4. Action Phase" — C. Battle; "5. Battle"
function BattleForm({ state, dispatch }: PanelProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [aLoss, setALoss] = useState<string[]>([]);
  const [dLoss, setDLoss] = useState<string[]>([]);
  const [inv, setInv] = useState<string[]>([]);
  const [aDice, setADice] = useState<number[]>([]);
  const [dDice, setDDice] = useState<number[]>([]);
  const me = state.turn.player;
  const mine = myTiles(state);
  const targets = from ? neighbours(state, from).filter((t) => {
    const o = tileOwner(state.units, t);
    return o !== null && o !== me;
  }) : [];
  const attackers = from ? unitsOn(state.units, from) : [];
  const defenders = to ? unitsOn(state.units, to) : [];
  const target = state.tiles.find((t) => t.id === to);
  const survivors = attackers.filter((u) => !aLoss.includes(u.id));
  const cleared = to !== '' && defenders.every((u) => dLoss.includes(u.id));
  const must = target ? invasionSize(target.capacity, survivors.length) : 0;
  const choose = cleared && survivors.length > must;
  const d8 = to !== '' && state.upgradedCastles.includes(to);
  return (
    <>
      <div className="row">
        <Pick label="Attack from" value={from} options={mine.map((t) => ({ value: t, label: t }))} onChange={(v) => (setFrom(v), setTo(''), setALoss([]), setDLoss([]), setInv([]))} />
        <Pick
          label="Enemy tile"
          value={to}
          options={targets.map((t) => ({ value: t, label: `${t} (${playerName(state, tileOwner(state.units, t))})` }))}
          onChange={(v) => (setTo(v), setDLoss([]), setInv([]))}
          empty={from && targets.length === 0 ? 'No adjacent enemy' : 'Choose…'}
        />
      </div>
      {to && (
        <>
          <p className="muted">
            Every unit on both tiles fights. Declare magic first (attacker, then defender), then roll. The basic rules do not print the dice system: type the dice here or let the app roll (one d6 per unit, provisional) for
            the record, and enter who fell{d8 ? '; this upgraded castle rolls a D8 on defence' : ''}.
          </p>
          <div className="row kaladan-dice">
            <DiceInput label={`Attacker's dice (${countOf(attackers.length, 'unit')})`} defaultCount={attackers.length} onRoll={(v) => setADice(v)} />
            <DiceInput label={`Defender's dice (${countOf(defenders.length, 'unit')})`} defaultCount={defenders.length} sides={d8 ? 8 : 6} onRoll={(v) => setDDice(v)} />
          </div>
          <p data-testid="battle-dice">
            Attacker: {aDice.join(' ') || '—'} · Defender: {dDice.join(' ') || '—'}
          </p>
          <div className="row kaladan-top">
            <UnitChecks legend={`Attacker's losses (${playerName(state, me)} chooses)`} units={attackers} chosen={aLoss} onChange={setALoss} />
            <UnitChecks legend={`Defender's losses (${playerName(state, tileOwner(state.units, to))} chooses)`} units={defenders} chosen={dLoss} onChange={setDLoss} />
          </div>
          {cleared && survivors.length > 0 && (
            <p data-testid="invasion">
              {to} is cleared: {countOf(survivors.length, 'attacker')} {nounFor(survivors.length, 'survives', 'survive')} and {must} must invade (capacity {target?.capacity}; mandatory).{' '}
              <span className="muted">(Rules: "Battle")</span>
            </p>
          )}
          {choose && <UnitChecks legend={`Choose the ${must} that invade`} units={survivors} chosen={inv} onChange={setInv} />}
          <button
            type="button"
            className="button kaladan-primary"
            onClick={() =>
              dispatch({
                type: 'battle',
                from,
                to,
                attackerLosses: aLoss,
                defenderLosses: dLoss,
                ...(choose ? { invaders: inv } : {}),
                ...(aDice.length ? { attackerDice: aDice } : {}),
                ...(dDice.length ? { defenderDice: dDice } : {}),
              })
            }
          >
            Resolve the battle
          </button>
        </>
      )}
    </>
  );
}

// Rules: Generals of Kaladan "4. Action Phase" ("Only one action can be taken during this phase")
export function ActionPanel(p: PanelProps) {
  const [kind, setKind] = useState<'move' | 'swap' | 'battle'>('move');
  if (p.state.turn.action) return <p>Action taken this turn: {p.state.turn.action}. Go on to the Purchase Phase.</p>;
  return (
    <>
      <div className="row" role="group" aria-label="Choose one action">
        {(['move', 'swap', 'battle'] as const).map((k) => (
          <button key={k} type="button" className="button" aria-pressed={kind === k} onClick={() => setKind(k)}>
            {k === 'move' ? 'Move' : k === 'swap' ? 'Swap' : 'Battle'}
          </button>
        ))}
      </div>
      {kind === 'move' ? <MoveForm {...p} /> : kind === 'swap' ? <SwapForm {...p} /> : <BattleForm {...p} />}
    </>
  );
}

// Rules: Generals of Kaladan "5. Purchase Phase"
export function PurchasePanel({ state, dispatch }: PanelProps) {
  const [kind, setKind] = useState('');
  const [tile, setTile] = useState('');
  const [unit, setUnit] = useState('');
  const [castle, setCastle] = useState('');
  const me = state.players[state.turn.player];
  if (!me) return null;
  const buyable = UNIT_KINDS.filter((k) => deployCost(k) !== null && me.inventory[k] > 0);
  const places = state.tiles.filter((t) => deployProblem(state.tiles, state.units, state.turn.player, t.id) === null).map((t) => t.id);
  const mine = state.units.filter((u) => u.owner === state.turn.player && !u.upgraded && upgradeCost(u.kind) !== null);
  const castles = state.tiles.filter((t) => t.castle && tileOwner(state.units, t.id) === state.turn.player && !state.upgradedCastles.includes(t.id));
  return (
    <>
      <p>
        {me.name} has <strong data-testid="gold">{me.gold} gold</strong> and {countOf(me.magicCards, 'magic card')}.
        {me.pendingSpecials > 0 ? ` ${countOf(me.pendingSpecials, 'captured Special Unit')} ${me.pendingSpecials === 1 ? 'arrives' : 'arrive'} next turn.` : ''}
      </p>
      <Section title="Deploy a unit">
        <div className="row">
          <Pick label="Unit" value={kind} options={buyable.map((k) => ({ value: k, label: `${UNIT_NAMES[k]}: ${deployCost(k)} gold (${me.inventory[k]} in reserve)` }))} onChange={setKind} />
          <Pick label="On tile" value={tile} options={places.map((t) => ({ value: t, label: t }))} onChange={setTile} />
          <button type="button" className="button" disabled={!kind || !tile} onClick={() => dispatch({ type: 'buyUnit', kind: kind as UnitKind, tile })}>
            Deploy
          </button>
        </div>
      </Section>
      <Section title="Upgrades and magic">
        <div className="row">
          <Pick label="Upgrade" value={unit} options={mine.map((u) => ({ value: u.id, label: `${unitLabel(u)} on ${u.tile}: ${upgradeCost(u.kind)} gold` }))} onChange={setUnit} />
          <button type="button" className="button" disabled={!unit} onClick={() => dispatch({ type: 'upgradeUnit', unit }) === null && setUnit('')}>
            Upgrade unit
          </button>
        </div>
        <div className="row">
          <Pick label="Castle" value={castle} options={castles.map((t) => ({ value: t.id, label: t.id }))} onChange={setCastle} />
          <button type="button" className="button" disabled={!castle} onClick={() => dispatch({ type: 'upgradeCastle', tile: castle }) === null && setCastle('')}>
            Upgrade castle ({CASTLE_UPGRADE_COST} gold, D8 on defence)
          </button>
        </div>
        <div className="row">
          <button type="button" className="button" onClick={() => dispatch({ type: 'swapMagic' })}>
            Swap a magic card ({MAGIC_SWAP_COST} gold)
          </button>
          <button type="button" className="button" onClick={() => dispatch({ type: 'buyMagic' })}>
            Buy a magic card ({MAGIC_BUY_COST} gold)
          </button>
        </div>
      </Section>
    </>
  );
}

// Rules: Generals of Kaladan "6. Reinforcement Phase"
export function ReinforcementPanel({ state, dispatch }: PanelProps) {
  const [unit, setUnit] = useState('');
  const [to, setTo] = useState('');
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  if (state.turn.reinforced) return <p>Reinforcement done. End the turn.</p>;
  const mine = state.units.filter((u) => u.owner === state.turn.player);
  const u = mine.find((x) => x.id === unit);
  const ua = mine.find((x) => x.id === a);
  return (
    <>
      <Section title="Move one unit">
        <div className="row">
          <Pick label="Unit" value={unit} options={mine.map((x) => ({ value: x.id, label: `${unitLabel(x)} on ${x.tile}` }))} onChange={(v) => (setUnit(v), setTo(''))} />
          <Pick label="To" value={to} options={u ? neighbours(state, u.tile).map((t) => ({ value: t, label: t })) : []} onChange={setTo} />
          <button type="button" className="button" disabled={!unit || !to} onClick={() => dispatch({ type: 'reinforceMove', unit, to })}>
            Move
          </button>
        </div>
      </Section>
      <Section title="Swap one unit">
        <div className="row">
          <Pick label="Unit" value={a} options={mine.map((x) => ({ value: x.id, label: `${unitLabel(x)} on ${x.tile}` }))} onChange={(v) => (setA(v), setB(''))} />
          <Pick
            label="with"
            value={b}
            options={ua ? mine.filter((x) => neighbours(state, ua.tile).includes(x.tile)).map((x) => ({ value: x.id, label: `${unitLabel(x)} on ${x.tile}` })) : []}
            onChange={setB}
          />
          <button type="button" className="button" disabled={!a || !b} onClick={() => dispatch({ type: 'reinforceSwap', a, b })}>
            Swap
          </button>
        </div>
      </Section>
    </>
  );
}
