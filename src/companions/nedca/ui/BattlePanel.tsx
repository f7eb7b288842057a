import { countOf } from '../../../words';
import { useState } from 'react';
import { DiceInput } from '../../shared/ui/DiceInput';
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

/** The battle calculator: attacker and defender units, distance, card modifiers, the two dice. */
export function BattlePanel({ state, dispatch }: { state: NedcaState; dispatch(e: NedcaEvent): string | null }) {
  const me = activeHouse(state);
  const mine = state.houses[me];
  const foes = state.houses.flatMap((h, i) => (i !== me && !h.eliminated ? [i] : []));
  const [attacker, setAttacker] = useState<UnitKind>('knight');
  const [foeChoice, setFoe] = useState<number>(foes[0] ?? 0);
  const foe = foes.includes(foeChoice) ? foeChoice : (foes[0] ?? 0);
  const [target, setTarget] = useState<UnitKind>('knight');
  const [distance, setDistance] = useState(1);
  const [attackMod, setAttackMod] = useState(0);
  const [defenceMod, setDefenceMod] = useState(0);
  const [attackDie, setAttackDie] = useState<number | null>(null);
  const [defenceDie, setDefenceDie] = useState<number | null>(null);
  const [origin, setOrigin] = useState<'entered' | 'rolled'>('entered');
  const [last, setLast] = useState<readonly Step[] | null>(null);
  if (!mine) return null;
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
        <Choice label="Attacker" value={attacker} options={unitOptions(mine)} onChange={setAttacker} />
        <span className="muted">
          ATK {a.atk}, RNG {a.rng}
        </span>
      </div>
      <div className="row">
        <Choice label="Defending house" value={foe} options={foes.map((i) => ({ value: i, label: state.houses[i]?.name ?? '' }))} onChange={setFoe} />
        {d && <Choice label="Defender" value={target} options={unitOptions(d)} onChange={setTarget} />}
        <span className="muted">
          DEF {ds.def}, RNG {ds.rng}
        </span>
      </div>
      <div className="row">
        <Stepper label="Distance (spaces)" value={distance} min={1} max={6} onChange={setDistance} />
        <Stepper label="Attack cards" value={attackMod} onChange={setAttackMod} />
        <Stepper label="Defense cards" value={defenceMod} onChange={setDefenceMod} />
      </div>
      <DiceInput
        label={`Red Attack Dice${attackDie === null ? '' : `: ${attackDie}`}`}
        count={1}
        onRoll={(v, o) => {
          setAttackDie(v[0] ?? null);
          setOrigin(o);
        }}
      />
      <DiceInput
        label={`Blue Defense Dice${defenceDie === null ? '' : `: ${defenceDie}`}`}
        count={1}
        onRoll={(v, o) => {
          setDefenceDie(v[0] ?? null);
          if (o === 'rolled') setOrigin(o);
        }}
      />
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
          if (event === null) return;
          const reason = dispatch(event);
          if (reason === null) {
            setLast(preview?.steps ?? null);
            setAttackDie(null);
            setDefenceDie(null);
            setOrigin('entered');
          }
        }}
      >
        Resolve battle
      </button>
      {last && !preview && (
        <details open>
          <summary>Last battle</summary>
          <Steps steps={last} />
        </details>
      )}
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
          <DiceInput label={`Red Attack Dice for the city${die ? `: ${die.value}` : ''}`} count={1} onRoll={(v, origin) => setDie({ value: v[0] ?? 0, origin })} />
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
      {last && !die && (
        <details open>
          <summary>Last city attack</summary>
          <Steps steps={last} />
        </details>
      )}
    </section>
  );
}
