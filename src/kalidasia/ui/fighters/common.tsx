/**
 * Small shared pieces of issue 16's panels: dice typed from the table or rolled by the app.
 */
import { useId } from 'react';
import { DiceEntryError, parseDiceText } from '../../../dice';

/** d6 rolls from the browser's random source (the app rolling for the players). */
export function rollDice(n: number): number[] {
  const a = new Uint32Array(Math.max(0, n));
  globalThis.crypto.getRandomValues(a);
  return [...a].map((v) => (v % 6) + 1);
}

/** Parse typed dice ("6 4 1", "6,4,1"), or the reason they are not dice. */
export function diceOf(text: string): number[] | string {
  if (text.trim() === '') return [];
  try {
    return parseDiceText(text);
  } catch (e) {
    return e instanceof DiceEntryError ? e.message : String(e);
  }
}

/** A dice field: typed from the physical dice, or "Roll" fills it. */
export function DiceField(props: { label: string; count: number; value: string; onChange(v: string): void }) {
  const id = useId();
  return (
    <span className="gm-field">
      <label htmlFor={id}>
        {props.label} ({props.count} {props.count === 1 ? 'die' : 'dice'})
      </label>
      <span className="gm-row">
        <input id={id} className="gm-input" inputMode="numeric" value={props.value} placeholder="e.g. 6 4 1" onChange={(e) => props.onChange(e.target.value)} />
        <button type="button" className="gm-btn" onClick={() => props.onChange(rollDice(props.count).join(' '))}>
          Roll {props.label.toLowerCase()}
        </button>
      </span>
    </span>
  );
}

export const f1 = (n: number): string => n.toFixed(1);
