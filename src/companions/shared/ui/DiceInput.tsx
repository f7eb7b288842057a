import { countOf } from '../../../words';
import { useId, useState } from 'react';
import { DiceEntryError, SeededDice, parseDiceText, randomSeed } from '../../../dice';

/**
 * Dice for one roll: type what the physical dice show ("6 5 5 1" or "6551"),
 * or let the app roll. Calls onRoll with the numbers and how they were made.
 */
export function DiceInput(props: {
  label: string;
  /** How many dice; omit to accept any number typed (the app then rolls `defaultCount`). */
  count?: number;
  defaultCount?: number;
  sides?: number;
  onRoll(values: number[], origin: 'entered' | 'rolled'): void;
}) {
  const id = useId();
  const sides = props.sides ?? 6;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (): void => {
    try {
      const values = parseDiceText(text, sides);
      if (values.length === 0) throw new DiceEntryError('Type the dice, e.g. 6 5 1.');
      if (props.count !== undefined && values.length !== props.count) {
        throw new DiceEntryError(`Expected ${countOf(props.count, 'die', 'dice')}, got ${values.length}.`);
      }
      setError(null);
      setText('');
      props.onRoll(values, 'entered');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const roll = (): void => {
    const n = props.count ?? props.defaultCount ?? 1;
    setError(null);
    props.onRoll([...new SeededDice(randomSeed()).roll(n, sides).values], 'rolled');
  };
  return (
    <div className="dice-input">
      <label htmlFor={id}>{props.label}</label>
      <div className="row">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          placeholder={props.count ? `${props.count} d${sides}` : `d${sides} results`}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit();
          }}
          aria-invalid={error ? true : undefined}
        />
        <button type="button" className="button" onClick={submit}>
          Use these dice
        </button>
        <button type="button" className="button" onClick={roll}>
          Roll for me
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
