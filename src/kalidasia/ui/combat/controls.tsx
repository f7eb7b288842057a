/**
 * Small pieces of the attack wizards, reusable by other folders (fighters' precision attacks): a roll typed
 * from the physical dice or rolled by the app, an odds histogram, the rule section of a step.
 */
import { memo, useId, useState } from 'react';
import { parseDiceText, randomSeed, SeededDice, type Pmf } from '../../../dice';

/** "Rules: “Section”" under a step's title. */
export function Section({ name }: { name: string }) {
  return <p className="gm-section">Rules: “{name}”</p>;
}

/**
 * One roll of `count` dice: typed from the physical dice ("2 5", "25") or rolled by the app's seeded roller.
 * Both give the same numbers to `onDice`; a bad entry is named (which die, what was typed) and nothing is sent.
 */
/** `autoFocus`: the field takes the focus when it appears (the wizard's next roll: the player's next act is typing the dice). */
export function DiceEntry({ label, count, onDice, disabled, autoFocus }: { label: string; count: number; onDice(values: number[]): void; disabled?: boolean; autoFocus?: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const typed = () => {
    try {
      const v = parseDiceText(text);
      if (v.length !== count) throw new Error(`${label}: ${count} ${count === 1 ? 'die' : 'dice'} to type, ${v.length} typed.`);
      setError(null);
      setText('');
      onDice(v);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <div className="cb-dice">
      <div className="gm-row">
        <span className="gm-field">
          <label htmlFor={id}>
            {label} ({count})
          </label>
          <input
            id={id}
            className="gm-input cb-dice-input"
            inputMode="numeric"
            autoComplete="off"
            // oxlint-disable-next-line jsx-a11y/no-autofocus -- the wizard's next roll: typing the dice is the one thing to do next
            autoFocus={autoFocus === true && !disabled}
            value={text}
            placeholder={Array.from({ length: Math.min(count, 6) }, () => '•').join(' ')}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') typed();
            }}
          />
        </span>
        <button type="button" className="gm-btn gm-primary" disabled={disabled} onClick={typed}>
          Record the dice
        </button>
        <button type="button" className="gm-btn" disabled={disabled} onClick={() => onDice([...new SeededDice(randomSeed()).roll(count).values])}>
          Roll for me
        </button>
      </div>
      {error && (
        <p className="gm-error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A small histogram of a distribution (bars in %), the value shown under each bar; memoised (its pmf is a memoised odds result). */
export const Histogram = memo(function Histogram({ pmf, label, testId, mark }: { pmf: Pmf; label: string; testId?: string; mark?: number }) {
  const top = Math.max(1e-12, ...pmf);
  const last = Math.max(0, pmf.reduce((k, p, i) => (p > 1e-4 ? i : k), 0));
  const bars = pmf.slice(0, last + 1);
  return (
    <figure className="cb-hist" data-testid={testId} aria-label={label}>
      <figcaption>{label}</figcaption>
      <div className="cb-bars">
        {bars.map((p, k) => (
          <div key={k} className={`cb-bar${mark === k ? ' cb-mark' : ''}`} title={`${k}: ${(p * 100).toFixed(1)}%`}>
            <span className="cb-pct">{p >= 0.005 ? `${Math.round(p * 100)}` : p > 0 ? '<1' : '0'}</span>
            <span className="cb-fill" style={{ height: `${Math.max(2, (p / top) * 48)}px` }} />
            <span className="cb-k">{k}</span>
          </div>
        ))}
      </div>
    </figure>
  );
});

export const pct = (p: number): string => `${p >= 0.995 ? Math.round(p * 100) : (Math.round(p * 1000) / 10).toFixed(p < 0.1 ? 1 : 0)}%`;
