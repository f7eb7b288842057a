import { useState } from 'react';
import { ALLIANCES, ALLIANCE_NAMES, WEAPON_MAX, WEAPONS_PER_HAND, explainHand, totalsOf, type Alliance, type AllianceTotals, type KalesiaEvent, type KalesiaState, type Weapon } from '..';
import { PlayerName, SHORT } from './parts';
import { earlierInRound, weaponPoolOf } from '../reducer';
import { totalsMax } from '../rules/hand';

type Dispatch = (e: KalesiaEvent) => string | null;

function Preview({ totals, complete }: { totals: AllianceTotals; complete: boolean }) {
  return (
    <p className="kalesia-preview" aria-live="polite" data-testid="hand-preview">
      {ALLIANCES.map((a) => `${ALLIANCE_NAMES[a]} ${totals[a]}`).join(' · ')}
      {complete ? ` — ${explainHand(totals)}` : ''}
    </p>
  );
}

/** Each player's two weapons: tap the cards; a tapped chip removes it again. */
function WeaponsEntry({ state, dispatch }: { state: KalesiaState; dispatch: Dispatch }) {
  const n = state.players.length;
  const [picks, setPicks] = useState<Weapon[][]>(() => Array.from({ length: n }, () => []));
  const add = (p: number, w: Weapon): void => setPicks((ps) => ps.map((cards, i) => (i === p && cards.length < WEAPONS_PER_HAND ? [...cards, w] : cards)));
  const remove = (p: number, k: number): void => setPicks((ps) => ps.map((cards, i) => (i === p ? cards.filter((_, j) => j !== k) : cards)));
  const complete = picks.every((c) => c.length === WEAPONS_PER_HAND);
  const missing = picks.flatMap((c, i) => (c.length === WEAPONS_PER_HAND ? [] : [state.players[i] ?? `Player ${i + 1}`]));
  return (
    <div className="kalesia-weapons">
      {state.players.map((name, p) => {
        const cards = picks[p] ?? [];
        const full = cards.length >= WEAPONS_PER_HAND;
        return (
          <div key={p} className="kalesia-player-row" role="group" aria-label={`${name}'s weapons`}>
            <span className="kalesia-player-name">
              <PlayerName state={state} seat={p} />
            </span>
            <span className="kalesia-chips">
              {cards.map((w, k) => (
                <button key={k} type="button" className={`button kalesia-chip kalesia-${w.alliance}`} aria-label={`Remove ${name}'s ${ALLIANCE_NAMES[w.alliance]} ${w.value}`} onClick={() => remove(p, k)}>
                  {SHORT[w.alliance]}
                  {w.value} ✕
                </button>
              ))}
              {Array.from({ length: WEAPONS_PER_HAND - cards.length }, (_, k) => (
                <span key={`e${k}`} className="kalesia-chip-empty" aria-hidden="true">
                  ?
                </span>
              ))}
            </span>
            <span className="kalesia-cards">
              {ALLIANCES.map((a: Alliance) => (
                <span key={a} className="kalesia-card-group">
                  {Array.from({ length: WEAPON_MAX[a] }, (_, v) => (
                    <button
                      key={v}
                      type="button"
                      className={`button kalesia-card kalesia-${a}`}
                      disabled={full}
                      aria-label={`${name}: ${ALLIANCE_NAMES[a]} ${v + 1}`}
                      onClick={() => add(p, { alliance: a, value: v + 1 })}
                    >
                      {SHORT[a]}
                      {v + 1}
                    </button>
                  ))}
                </span>
              ))}
            </span>
          </div>
        );
      })}
      <Preview totals={totalsOf(picks.flat())} complete={complete} />
      <div className="row">
        <button
          type="button"
          className="button kalesia-primary"
          disabled={!complete}
          onClick={() => {
            if (dispatch({ type: 'playHand', plays: picks }) === null) setPicks(Array.from({ length: n }, () => []));
          }}
        >
          Reveal: resolve the hand
        </button>
        <button type="button" className="button" onClick={() => setPicks(Array.from({ length: n }, () => []))}>
          Clear
        </button>
        {!complete && <span className="muted">Still to choose: {missing.join(', ')}</span>}
      </div>
    </div>
  );
}

/** Only each alliance's total, for a quick table. */
function TotalsEntry({ state, dispatch }: { state: KalesiaState; dispatch: Dispatch }) {
  const max = totalsMax(state.players.length, weaponPoolOf(state), earlierInRound(state));
  const blank = { centaur: '', mermaid: '', forest: '' };
  const [text, setText] = useState<Record<Alliance, string>>(blank);
  const value = (a: Alliance): number => (text[a].trim() === '' ? 0 : Number(text[a]));
  const totals: AllianceTotals = { centaur: value('centaur'), mermaid: value('mermaid'), forest: value('forest') };
  const step = (a: Alliance, d: number): void => setText((t) => ({ ...t, [a]: String(Math.max(0, value(a) + d)) }));
  return (
    <div className="kalesia-totals">
      {ALLIANCES.map((a) => (
        <div key={a} className={`row kalesia-total-row`}>
          <label htmlFor={`kalesia-total-${a}`} className={`kalesia-tag kalesia-${a}`}>
            {ALLIANCE_NAMES[a]} total
          </label>
          <button type="button" className="button" aria-label={`${ALLIANCE_NAMES[a]} minus 1`} onClick={() => step(a, -1)}>
            −
          </button>
          <input id={`kalesia-total-${a}`} type="text" inputMode="numeric" autoComplete="off" value={text[a]} placeholder="0" onChange={(e) => setText({ ...text, [a]: e.currentTarget.value })} />
          <button type="button" className="button" aria-label={`${ALLIANCE_NAMES[a]} plus 1`} onClick={() => step(a, 1)}>
            +
          </button>
          <span className="muted" data-testid={`total-max-${a}`}>
            at most {max[a]} this round
          </span>
        </div>
      ))}
      <Preview totals={totals} complete={ALLIANCES.every((a) => Number.isFinite(totals[a]))} />
      <button
        type="button"
        className="button kalesia-primary"
        onClick={() => {
          if (dispatch({ type: 'playTotals', totals }) === null) setText(blank);
        }}
      >
        Resolve the hand
      </button>
    </div>
  );
}

/** Enter one hand: card by card, or each alliance's total. */
export type EntryMode = 'weapons' | 'totals';

export function HandEntry({ state, dispatch, mode, setMode }: { state: KalesiaState; dispatch: Dispatch; mode: EntryMode; setMode(m: EntryMode): void }) {
  return (
    <section className="panel" aria-labelledby="kalesia-hand-heading">
      <div className="row">
        <h3 id="kalesia-hand-heading" className="kalesia-grow">
          Weapons revealed
        </h3>
        <div className="row" role="group" aria-label="How to enter the hand">
          <button type="button" className="button" aria-pressed={mode === 'weapons'} onClick={() => setMode('weapons')}>
            Each player's cards
          </button>
          <button type="button" className="button" aria-pressed={mode === 'totals'} onClick={() => setMode('totals')}>
            Totals only
          </button>
        </div>
      </div>
      {/* Keyed by hand count: a new hand starts with empty entries. */}
      {mode === 'weapons' ? <WeaponsEntry key={state.hands.length} state={state} dispatch={dispatch} /> : <TotalsEntry key={state.hands.length} state={state} dispatch={dispatch} />}
    </section>
  );
}
