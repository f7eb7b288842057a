import { SeededDice, randomSeed } from '../../../dice';

/**
 * One die in one row (issue 23): a button per face — one tap for what the physical die shows — and "Roll for me"
 * beside them. The chosen face is pressed and named in the label.
 */
export function DieFaces(props: { label: string; value: number | null; sides?: number; onPick(value: number, origin: 'entered' | 'rolled'): void }) {
  const sides = props.sides ?? 6;
  const faces = Array.from({ length: sides }, (_, i) => i + 1);
  return (
    <div className="die-faces" role="group" aria-label={props.label}>
      <span className="die-faces-label">
        {props.label}
        {props.value === null ? '' : `: ${props.value}`}
      </span>
      {faces.map((f) => (
        <button key={f} type="button" className="button die-face" aria-pressed={props.value === f} aria-label={`${props.label} ${f}`} onClick={() => props.onPick(f, 'entered')}>
          {f}
        </button>
      ))}
      <button type="button" className="button die-roll" onClick={() => props.onPick([...new SeededDice(randomSeed()).roll(1, sides).values][0] ?? 1, 'rolled')}>
        Roll for me
      </button>
    </div>
  );
}
