import { countOf } from '../../../words';
import { useState } from 'react';
import { DieFaces } from '../../shared/ui/DieFaces';
import { NO_DRAFT, type DraftSlot } from '../../shared/ui/draft';
import { battleDraftOf, newBattleDraft, type BattleDraft } from '../battleDraft';
import { applyNedca, previewBattle, type NedcaEvent } from '../reducer';
import { CITY_ATTACK_TARGET, resolveAssault, type Step } from '../rules/battle';
import { activeHouse, type NedcaState } from '../rules/state';
import { UNIT_KINDS, isMilitary, statsOf, unitLabel, type UnitKind } from '../rules/units';
import { Choice, Stepper } from './widgets';

function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="nd-steps" data-testid="battle-steps">
      {steps.map((s, i) => (
        <li key={i}>
          {s.text} <span className="rule">(Rules: {s.rule})</span>
        </li>
      ))}
    </ol>
  );
}

/** The last battle or city attack, folded to one line under its button (its steps open on a tap; the log keeps the line). */
function LastResult({ title, outcome, steps }: { title: string; outcome: string; steps: readonly Step[] }) {
  return (
    <details className="nd-last" data-testid="last-result">
      <summary>
        {title}: {outcome}
      </summary>
      <Steps steps={steps} />
    </details>
  );
}

/** The battle calculator: attacker and defender units, distance, card modifiers, the two dice — a draft that survives a reload. */
export function BattlePanel({ state, dispatch, draft = NO_DRAFT }: { state: NedcaState; dispatch(e: NedcaEvent): string | null; draft?: DraftSlot }) {
  const me = activeHouse(state);
  const mine = state.houses[me];
  const foes = state.houses.flatMap((h, i) => (i !== me && !h.eliminated ? [i] : []));
  const [b, setB] = useState<BattleDraft>(() => battleDraftOf(draft.read(), state));
  const [last, setLast] = useState<{ outcome: string; steps: readonly Step[] } | null>(null);
  // Another turn (or another house playing): the draft starts again.
  const current = b.round === state.turn.round && b.house === me ? b : newBattleDraft(state);
  const change = (patch: Partial<BattleDraft>): void => {
    const next = { ...current, ...patch };
    setB(next);
    draft.write(next);
  };
  if (!mine) return null;
  const { attacker, target, distance, attackMod, defenceMod, attackDie, defenceDie, origin } = current;
  const foe = foes.includes(current.foe) ? current.foe : (foes[0] ?? 0);
  const d = state.houses[foe];
  const a = statsOf(attacker, mine.cards[attacker]);
  const ds = statsOf(target, d?.cards[target]);
  const ready = attackDie !== null && defenceDie !== null;
  const event: NedcaEvent | null = ready ? { type: 'battle', attacker, defender: { house: foe, kind: target }, distance, attackDie, defenceDie, attackMod, defenceMod, origin } : null;
  // The preview is the reducer's own verdict: a battle the rules forbid shows why, never a winner.
  const verdict = event?.type === 'battle' ? previewBattle(state, event) : null;
  const preview = verdict?.ok ? verdict.result : null;
  const unitOptions = (h: typeof mine) => UNIT_KINDS.map((k) => ({ value: k, label: `${unitLabel(k, h.cards[k])} (${h.units[k]})` }));
  return (
    <section className="panel nd-panel" aria-labelledby="nd-battle">
      <h3 id="nd-battle">Battle calculator</h3>
      <div className="row">
        <Choice label="Attacker" value={attacker} options={unitOptions(mine)} onChange={(v) => change({ attacker: v })} />
        <span className="muted">
          ATK {a.atk}, RNG {a.rng}
        </span>
      </div>
      <div className="row">
        <Choice label="Defending house" value={foe} options={foes.map((i) => ({ value: i, label: state.houses[i]?.name ?? '' }))} onChange={(v) => change({ foe: v })} />
        {d && <Choice label="Defender" value={target} options={unitOptions(d)} onChange={(v) => change({ target: v })} />}
        <span className="muted">
          DEF {ds.def}, RNG {ds.rng}
        </span>
      </div>
      <div className="row">
        <Stepper label="Distance (spaces)" value={distance} min={1} max={6} onChange={(v) => change({ distance: v })} />
        <Stepper label="Attack cards" value={attackMod} onChange={(v) => change({ attackMod: v })} />
        <Stepper label="Defense cards" value={defenceMod} onChange={(v) => change({ defenceMod: v })} />
      </div>
      <DieFaces label="Red Attack Die" value={attackDie} onPick={(v, o) => change({ attackDie: v, origin: o === 'rolled' ? 'rolled' : defenceDie === null ? 'entered' : origin })} />
      <DieFaces label="Blue Defense Die" value={defenceDie} onPick={(v, o) => change({ defenceDie: v, origin: o === 'rolled' ? 'rolled' : origin })} />
      {verdict && !verdict.ok && (
        <p className="message error" role="status" data-testid="battle-refusal">
          Not allowed: {verdict.reason}
        </p>
      )}
      {preview && (
        <>
          <p className="nd-total" data-testid="battle-total">
            {preview.attackTotal} against {preview.defenceTotal}: {preview.winner === 'tie' ? 'tie' : `${preview.winner} wins`}
          </p>
          <Steps steps={preview.steps} />
        </>
      )}
      <button
        type="button"
        className="button nd-primary"
        disabled={!ready || preview === null}
        onClick={() => {
          if (event === null || preview === null) return;
          const reason = dispatch(event);
          if (reason === null) {
            setLast({ outcome: `${preview.attackTotal} against ${preview.defenceTotal}, ${preview.winner === 'tie' ? 'a tie' : `the ${preview.winner} wins`}`, steps: preview.steps });
            change({ attackDie: null, defenceDie: null, origin: 'entered' });
          }
        }}
      >
        Resolve battle
      </button>
      {last && !preview && <LastResult title="Last battle" outcome={last.outcome} steps={last.steps} />}
    </section>
  );
}

/** Assaulting a City Tile: occupy it, then roll 6+ per shield, then 6+ for the Capital; each roll is resolved on a tap. */
export function AssaultPanel({ state, dispatch }: { state: NedcaState; dispatch(e: NedcaEvent): string | null }) {
  const me = activeHouse(state);
  const mine = state.houses[me];
  const cities = state.houses.flatMap((h, i) => (i !== me && !h.eliminated && h.capital ? [i] : []));
  const [cityChoice, setCity] = useState<number>(cities[0] ?? 0);
  const city = cities.includes(cityChoice) ? cityChoice : (cities[0] ?? 0);
  const [kind, setKind] = useState<UnitKind>('knight');
  const [mod, setMod] = useState(0);
  const [die, setDie] = useState<{ value: number; origin: 'entered' | 'rolled' } | null>(null);
  const [last, setLast] = useState<readonly Step[] | null>(null);
  if (!mine) return null;
  const c = state.houses[city];
  const atk = statsOf(kind, mine.cards[kind]).atk;
  const event: NedcaEvent | null = die ? { type: 'assault', city, kind, die: die.value, mod, origin: die.origin } : null;
  // Nothing counts until Resolve: the preview is the reducer's verdict on the typed die.
  const check = event ? applyNedca(state, event) : null;
  const steps = event && check?.ok && c ? resolveAssault(atk, die?.value ?? 0, mod, c.shields).steps : null;
  return (
    <section className="panel nd-panel" aria-labelledby="nd-assault">
      <h3 id="nd-assault">City assault</h3>
      {cities.length === 0 || !c ? (
        <p className="muted">No capital left to attack.</p>
      ) : (
        <>
          <div className="row">
            <Choice label="City of" value={city} options={cities.map((i) => ({ value: i, label: state.houses[i]?.name ?? '' }))} onChange={setCity} />
            <span>
              {countOf(c.shields, 'shield')} left; {c.occupiedBy === me ? 'you occupy it' : c.occupiedBy === null ? 'not occupied' : `occupied by ${state.houses[c.occupiedBy]?.name ?? '?'}`}
            </span>
          </div>
          <div className="row">
            <Choice
              label="With"
              value={kind}
              options={UNIT_KINDS.filter(isMilitary).map((k) => ({ value: k, label: `${unitLabel(k, mine.cards[k])} (${mine.units[k]})` }))}
              onChange={setKind}
            />
            <Stepper label="Attack cards" value={mod} onChange={setMod} />
          </div>
          {c.occupiedBy === me ? (
            <button type="button" className="button" onClick={() => dispatch({ type: 'occupy', city, by: null })}>
              Leave the City Tile
            </button>
          ) : (
            <button type="button" className="button" onClick={() => dispatch({ type: 'occupy', city, by: me, kind })}>
              Occupy {c.name}&apos;s City Tile with the {unitLabel(kind, mine.cards[kind])}
            </button>
          )}
          <p className="muted">
            Needs {CITY_ATTACK_TARGET}+ (die + ATK {atk} + cards {mod}): {c.shields > 0 ? 'removes a Defense Shield' : 'removes the Capital City'}.
            {state.turn.cityAttackBlocked && ' A city attack failed this turn: no more until your next turn.'}
          </p>
          <DieFaces label="Red Attack Die for the city" value={die?.value ?? null} onPick={(value, origin) => setDie({ value, origin })} />
          {check && !check.ok && (
            <p className="message error" role="status" data-testid="assault-refusal">
              Not allowed: {check.reason}
            </p>
          )}
          {steps && <Steps steps={steps} />}
          <button
            type="button"
            className="button nd-primary"
            disabled={event === null || !check?.ok}
            onClick={() => {
              if (event === null) return;
              if (dispatch(event) === null) {
                setLast(steps);
                setDie(null);
              }
            }}
          >
            Resolve city attack
          </button>
        </>
      )}
      {last && !die && <LastResult title="Last city attack" outcome={last.at(-1)?.text ?? ''} steps={last} />}
    </section>
  );
}
