/**
 * Small touch controls for the activation panels: a − value + stepper (44 px targets) and a rule note. When + is
 * disabled at the maximum, the reason is written beside it (a tablet shows no hover `title`).
 */
export function Stepper(props: { label: string; value: number; min?: number; max: number; onChange(n: number): void; disabled?: boolean; why?: string; testId?: string }) {
  const { label, value, min = 0, max, onChange, disabled } = props;
  return (
    <div className="act-stepper" data-testid={props.testId}>
      <span className="act-stepper-label">{label}</span>
      <button type="button" className="gm-btn act-step-btn" aria-label={`${label}: one less`} disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output className="act-stepper-value" aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button type="button" className="gm-btn act-step-btn" aria-label={`${label}: one more`} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
      {value >= max && !disabled && props.why && (
        <span className="act-stepper-why" data-testid={props.testId ? `${props.testId}-why` : undefined}>
          {props.why}
        </span>
      )}
    </div>
  );
}

/** A violation in words with the rulebook section it comes from. */
export function Because({ reason, section }: { reason: string; section: string }) {
  return (
    <li className="act-violation">
      {reason} <span className="gm-section">(rules: “{section}”)</span>
    </li>
  );
}
