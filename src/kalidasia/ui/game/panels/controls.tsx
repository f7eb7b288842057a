/** Small controls shared by the step panels: a number field, and one d6 per player (deployment and initiative rolls). */
import { useId, useState } from 'react';
import type { PlayerId } from '../../../game';
import { playerName } from '../../../game/helpers';
import type { StepProps } from '../steps';

/** A number field that keeps what the player types until it is a number. */
export function NumField(props: { label: string; value: number; onChange(n: number): void; step?: number; min?: number; max?: number; suffix?: string }) {
  const id = useId();
  const [text, setText] = useState(String(props.value));
  const [focused, setFocused] = useState(false);
  const shown = focused ? text : String(props.value);
  return (
    <span className="gm-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        className="gm-input gm-num"
        inputMode="decimal"
        value={shown}
        onFocus={() => {
          setText(String(props.value));
          setFocused(true);
        }}
        onBlur={() => setFocused(false)}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value.trim() !== '' && Number.isFinite(n)) props.onChange(n);
        }}
      />
    </span>
  );
}

const rollDie = (): number => {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return ((a[0] as number) % 6) + 1;
};

/** One d6 per player: typed from the physical dice, or rolled by the app. */
export function RollsForm(props: StepProps & { players: readonly PlayerId[]; type: 'deployRoll' | 'initiativeRoll'; what: string }) {
  const { state, players, dispatch, type, what } = props;
  const [rolls, setRolls] = useState<Record<PlayerId, string>>({});
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const send = async (values: Record<PlayerId, number>) => {
    const r = await dispatch({ type, rolls: values });
    if (r.ok) setRolls({});
  };
  const submit = () => {
    const values: Record<PlayerId, number> = {};
    for (const p of players) {
      const n = Number(rolls[p]);
      if (!Number.isInteger(n) || n < 1 || n > 6) {
        setError(`${playerName(state, p)}'s die: type 1 to 6 (got "${rolls[p] ?? ''}").`);
        return;
      }
      values[p] = n;
    }
    setError(null);
    void send(values);
  };
  return (
    <form
      className="gm-form"
      aria-label={what}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p>{what}: type what each die shows, or let the app roll.</p>
      {players.map((p, i) => (
        <span className="gm-field" key={p}>
          <label htmlFor={`${id}${i}`}>{playerName(state, p)}’s die</label>
          <input
            id={`${id}${i}`}
            className="gm-input gm-num"
            inputMode="numeric"
            enterKeyHint={i < players.length - 1 ? 'next' : 'done'}
            // oxlint-disable-next-line jsx-a11y/no-autofocus -- the step's one input: the dice are typed first (or "Roll for us" tapped)
            autoFocus={i === 0}
            value={rolls[p] ?? ''}
            onChange={(e) => setRolls({ ...rolls, [p]: e.target.value })}
            onKeyDown={(e) => {
              // Enter moves on to the next die still to type; on the last one it records the dice.
              if (e.key !== 'Enter') return;
              const next = players.findIndex((q, j) => j > i && (rolls[q] ?? '') === '');
              if (next < 0) return;
              e.preventDefault();
              document.getElementById(`${id}${next}`)?.focus();
            }}
          />
        </span>
      ))}
      {error && <p className="gm-error-text">{error}</p>}
      <div className="gm-row">
        <button type="submit" className="gm-btn gm-primary">
          Record the dice
        </button>
        <button type="button" className="gm-btn" onClick={() => void send(Object.fromEntries(players.map((p) => [p, rollDie()])))}>
          Roll for us
        </button>
      </div>
    </form>
  );
}
