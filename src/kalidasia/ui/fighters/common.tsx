/**
 * Small shared pieces of issue 16's panels: dice typed from the table or rolled by the app.
 */
import { useId } from 'react';
import { DiceEntryError, parseDiceText } from '../../../dice';
import type { KalidasiaPack } from '../../data/types';
import type { DeckModel } from '../../rules/combat/deck';
import { CardPicker } from '../cards';

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

/**
 * The typed entries of a resolved attack (bombers, precision attacks, missile strikes): the dice in the order the
 * table rolled them and, when the players draw from their own deck, the critical cards turned over; then the
 * problems with what was typed or rolled.
 */
export function DiceAndCards(props: {
  id: string;
  diceLabel: string;
  placeholder: string;
  dice: string;
  onDice(v: string): void;
  /** The card ids named so far, space-separated, in the order turned over. */
  cards: string;
  onCards(v: string): void;
  /** The players draw critical cards from the physical deck (the app does not hold its order). */
  physicalDeck: boolean;
  /** The game's pack (what each card does) and deck (which kinds are left to turn over). */
  pack: KalidasiaPack;
  deck: DeckModel | null;
  problems: readonly (string | null | undefined | false)[];
}) {
  return (
    <>
      <span className="gm-field">
        <label htmlFor={`${props.id}-dice`}>{props.diceLabel}</label>
        <input id={`${props.id}-dice`} className="gm-input" inputMode="numeric" value={props.dice} onChange={(e) => props.onDice(e.target.value)} placeholder={props.placeholder} />
      </span>
      {props.physicalDeck && (
        <CardPicker id={props.id} pack={props.pack} deck={props.deck} picked={props.cards.split(/[\s,]+/).filter(Boolean)} onChange={(ids) => props.onCards(ids.join(' '))} />
      )}
      {props.problems.map((text, i) =>
        text ? (
          <p key={i} className="gm-error-text">
            {text}
          </p>
        ) : null,
      )}
    </>
  );
}
