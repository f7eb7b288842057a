/**
 * Naming the critical cards turned over from the physical deck (issue 22): the player picks each card by its
 * printed name, in order — never types an id — and every card shows what it does (its own text from the data
 * pack, with the provisional quantities marked). Used wherever a physical card is entered: the missile strike,
 * bomber and precision forms (fighters/common.tsx `DiceAndCards`).
 */
import { useId, useState } from 'react';
import { CRITICAL_KINDS, criticalCardId, criticalKindOfId, type CriticalKind } from '../data/criticalDeck';
import { criticalCardText, criticalCardTextOf } from '../data/criticalText';
import type { KalidasiaPack } from '../data/types';
import { pileAfter } from '../rules/combat/attackFlow';
import type { DeckModel } from '../rules/combat/deck';
import { DeckNote, ProvenanceBadge } from './provenance';

/** Kinds still in the draw pile after `picked` were turned over, with how many are left (all kinds when the deck is unknown). */
export function cardKindsLeft(deck: DeckModel | null, picked: readonly string[]): { kind: CriticalKind; left: number | null }[] {
  if (!deck) return CRITICAL_KINDS.map((kind) => ({ kind, left: null }));
  const pile = pileAfter(deck, picked);
  return CRITICAL_KINDS.map((kind) => ({ kind, left: pile.filter((c) => criticalKindOfId(c) === kind).length })).filter((k) => (k.left ?? 0) > 0);
}

/** A card id for a kind picked by name: the first of that kind still in the pile (the deck takes any of the kind). */
export function cardIdFor(deck: DeckModel | null, picked: readonly string[], kind: CriticalKind): string {
  const pile = deck ? pileAfter(deck, picked) : [];
  return pile.find((c) => criticalKindOfId(c) === kind) ?? criticalCardId(kind, 1);
}

/** What one card does, with its provenance when a quantity on it is provisional. */
export function CardDoes({ pack, id }: { pack: KalidasiaPack; id: string }) {
  const t = criticalCardTextOf(pack, id);
  return (
    <span className="card-does">
      <strong>{t.title}</strong>
      {t.does ? ` — ${t.does}` : ''}
      {t.provisional && (
        <>
          {' '}
          <ProvenanceBadge p={{ source: 'provisional', note: '' }} check="card" />
        </>
      )}
    </span>
  );
}

export function CardPicker(props: { id: string; pack: KalidasiaPack; deck: DeckModel | null; picked: readonly string[]; onChange(ids: string[]): void; disabled?: boolean }) {
  const uid = useId();
  const [choice, setChoice] = useState<CriticalKind | ''>('');
  const kinds = cardKindsLeft(props.deck, props.picked);
  const chosen = choice !== '' && kinds.some((k) => k.kind === choice) ? choice : '';
  const add = () => {
    if (chosen === '') return;
    props.onChange([...props.picked, cardIdFor(props.deck, props.picked, chosen)]);
    setChoice('');
  };
  return (
    <div className="gm-field card-picker" data-testid={`${props.id}-cards`}>
      <span className="gm-row">
        <span className="gm-field">
          <label htmlFor={`${uid}-card`}>Critical card turned over (by its name, in order)</label>
          <select id={`${uid}-card`} className="gm-input" value={chosen} disabled={props.disabled} onChange={(e) => setChoice(e.target.value as CriticalKind | '')}>
            <option value="">Choose…</option>
            {kinds.map(({ kind, left }) => (
              <option key={kind} value={kind}>
                {criticalCardText(props.pack, kind).title}
                {left === null ? '' : ` (${left} left)`}
              </option>
            ))}
          </select>
        </span>
        <button type="button" className="gm-btn" disabled={chosen === '' || props.disabled} onClick={add}>
          Add the card
        </button>
        {chosen === '' && <span className="gm-muted">Choose the card turned over first.</span>}
      </span>
      {props.picked.length > 0 && (
        <ol className="card-list" data-testid={`${props.id}-cards-picked`}>
          {props.picked.map((c, i) => (
            <li key={`${c}-${i}`}>
              <CardDoes pack={props.pack} id={c} />{' '}
              <button type="button" className="gm-btn" disabled={props.disabled} onClick={() => props.onChange(props.picked.filter((_, k) => k !== i))} aria-label={`Remove card ${i + 1}`}>
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      <DeckNote pack={props.pack} inGame />
    </div>
  );
}
