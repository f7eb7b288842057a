import { useId } from 'react';
import { RESOURCES, RESOURCE_NAMES, type ResourceDelta } from '../rules/resources';

/** A number with big − and + buttons (no typing needed on a tablet). */
export function Stepper(props: { label: string; value: number; onChange(next: number): void; min?: number; max?: number; hideLabel?: boolean; /** Shorter visible text (the full label stays for screen readers and tests). */ text?: string }) {
  const { label, value, min, max } = props;
  return (
    <div className="nd-stepper" role="group" aria-label={label}>
      <span className={props.hideLabel ? 'sr-only' : 'nd-stepper-label'} aria-hidden={props.text ? true : undefined}>
        {props.text ?? label}
      </span>
      <button type="button" className="button" aria-label={`${label} minus 1`} disabled={min !== undefined && value <= min} onClick={() => props.onChange(value - 1)}>
        −
      </button>
      <output className="nd-stepper-value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="button" aria-label={`${label} plus 1`} disabled={max !== undefined && value >= max} onClick={() => props.onChange(value + 1)}>
        +
      </button>
    </div>
  );
}

/** Five steppers for a cost or a change of resources. */
export function ResourceEditor(props: { label: string; value: ResourceDelta; onChange(next: ResourceDelta): void; allowNegative?: boolean }) {
  return (
    <fieldset className="nd-resources">
      <legend>{props.label}</legend>
      {RESOURCES.map((r) => (
        <Stepper
          key={r}
          label={`${props.label}: ${RESOURCE_NAMES[r]}`}
          text={RESOURCE_NAMES[r]}
          value={props.value[r] ?? 0}
          min={props.allowNegative ? undefined : 0}
          onChange={(n) => props.onChange({ ...props.value, [r]: n })}
        />
      ))}
    </fieldset>
  );
}

/** A labelled select over a fixed list. */
export function Choice<T extends string | number>(props: { label: string; value: T; options: readonly { value: NoInfer<T>; label: string }[]; onChange(v: NoInfer<T>): void }) {
  const id = useId();
  return (
    <span className="nd-choice">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={String(props.value)}
        onChange={(e) => {
          const hit = props.options.find((o) => String(o.value) === e.currentTarget.value);
          if (hit) props.onChange(hit.value);
        }}
      >
        {props.options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}

export function Check(props: { label: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <label className="choice">
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.currentTarget.checked)} />
      {props.label}
    </label>
  );
}

export const Swatch = ({ colour }: { colour: string }) => <span className="swatch" style={{ background: colour }} aria-hidden="true" />;
