import { countOf } from '../../../words';
import { useState } from 'react';
import { DiceInput } from '../../shared/ui/DiceInput';
import { compareDice, diceCountText, type DiceCount, type RoundRoll } from '../rules/combat';

const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => b - a);

/** The highest-against-highest comparison, step by step, as the rules' example shows it. */
export function ComparisonSteps(props: { attacker: readonly number[]; defender: readonly number[]; aName: string; dName: string }) {
  const r = compareDice(props.attacker, props.defender);
  return (
    <ol className="cal-steps" data-testid="comparison">
      {r.steps.map((st, i) => (
        <li key={i} className={st.verdict}>
          {i === 0 ? 'Highest' : `Next (${i + 1})`}: {st.attacker ?? 'no die'} against {st.defender ?? 'no die'} —{' '}
          {st.verdict === 'tie'
            ? 'tie, compare the next highest'
            : st.attacker === null || st.defender === null
              ? `${st.verdict === 'attacker' ? props.dName : props.aName} has no die left and loses`
              : `${st.verdict === 'attacker' ? props.aName : props.dName} wins`}
        </li>
      ))}
      {r.winner === 'tie' && <li className="tie">Complete tie: both sides re-roll (Rules: Caleda “Combat”).</li>}
    </ol>
  );
}

/**
 * One round between two units: each side's dice typed from the table or rolled by the app, the comparison
 * shown step by step, complete ties re-rolled; `onDone` gets every roll of the round once one decides.
 */
export function RoundResolver(props: { aName: string; dName: string; aDice: DiceCount; dDice: DiceCount; doneLabel: string; onDone(rolls: RoundRoll[]): void }) {
  const [rolls, setRolls] = useState<RoundRoll[]>([]);
  const [a, setA] = useState<number[] | null>(null);
  const [d, setD] = useState<number[] | null>(null);
  const verdict = a && d ? compareDice(a, d).winner : null;
  return (
    <div className="cal-round" data-testid="round">
      {rolls.length > 0 && (
        <p className="muted">
          Re-rolled after {countOf(rolls.length, 'complete tie')}: {rolls.map((r) => `${sorted(r.attacker).join('')} = ${sorted(r.defender).join('')}`).join('; ')}.
        </p>
      )}
      <div className="cal-round-sides">
        <div>
          <p>
            <strong>{props.aName}</strong> rolls {diceCountText(props.aDice)}
          </p>
          {a ? (
            <p className="cal-dice" data-testid="attacker-dice">
              {sorted(a).join(' ')}
            </p>
          ) : (
            <DiceInput label={`${props.aName}: dice`} count={props.aDice.total} onRoll={(v) => setA(v)} />
          )}
        </div>
        <div>
          <p>
            <strong>{props.dName}</strong> rolls {diceCountText(props.dDice)}
          </p>
          {d ? (
            <p className="cal-dice" data-testid="defender-dice">
              {sorted(d).join(' ')}
            </p>
          ) : (
            <DiceInput label={`${props.dName}: dice`} count={props.dDice.total} onRoll={(v) => setD(v)} />
          )}
        </div>
      </div>
      {a && d && <ComparisonSteps attacker={a} defender={d} aName={props.aName} dName={props.dName} />}
      <div className="row">
        {(a || d) && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setA(null);
              setD(null);
            }}
          >
            Re-enter the dice
          </button>
        )}
        {verdict === 'tie' && a && d && (
          <button
            type="button"
            className="button cal-primary"
            onClick={() => {
              setRolls([...rolls, { attacker: a, defender: d }]);
              setA(null);
              setD(null);
            }}
          >
            Re-roll the tie
          </button>
        )}
        {verdict !== null && verdict !== 'tie' && a && d && (
          <button type="button" className="button cal-primary" onClick={() => props.onDone([...rolls, { attacker: a, defender: d }])}>
            {props.doneLabel}: {verdict === 'attacker' ? props.aName : props.dName} wins
          </button>
        )}
      </div>
    </div>
  );
}
