/**
 * Table size: the presets, or a custom width × height in inches (12–120) with an inline
 * message naming the field that is wrong.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  TABLE_PRESETS,
  TABLE_SIZE_MAX,
  TABLE_SIZE_MIN,
  tableSizeEquals,
  tableSizeLabel,
  tableSizeValidate,
  type TableSize,
  type TableSizeError,
} from './tableSize';

export interface SizePanelProps {
  id: string;
  size: TableSize;
  onPick: (size: TableSize) => void;
  onClose: () => void;
}

export function SizePanel({ id, size, onPick, onClose }: SizePanelProps) {
  const [width, setWidth] = useState(String(size.width));
  const [height, setHeight] = useState(String(size.height));
  const [errors, setErrors] = useState<readonly TableSizeError[]>([]);
  const uid = useId();
  const errorOf = (field: 'width' | 'height') => errors.find((e) => e.field === field);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = tableSizeValidate(width, height);
    if (!r.ok) {
      setErrors(r.errors);
      return;
    }
    setErrors([]);
    onPick(r.size);
  };

  const field = (name: 'width' | 'height', label: string, value: string, set: (v: string) => void) => {
    const err = errorOf(name);
    return (
      <div className="tbl-field">
        <label htmlFor={`${uid}-${name}`}>{label}</label>
        <input
          id={`${uid}-${name}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={err ? true : undefined}
          aria-describedby={err ? `${uid}-${name}-error` : undefined}
          onChange={(e) => set(e.target.value)}
        />
        {err && (
          <p id={`${uid}-${name}-error`} className="tbl-error" role="alert">
            {err.message}
          </p>
        )}
      </div>
    );
  };

  return (
    <section
      id={id}
      className="tbl-size-panel"
      aria-label="Table size"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className="tbl-presets" role="group" aria-label="Preset sizes">
        {TABLE_PRESETS.map((p) => (
          <button
            key={tableSizeLabel(p)}
            type="button"
            className="tbl-btn"
            aria-pressed={tableSizeEquals(p, size)}
            onClick={() => onPick(p)}
          >
            {tableSizeLabel(p)}
          </button>
        ))}
      </div>
      <form className="tbl-custom" onSubmit={submit} noValidate>
        {field('width', 'Width (inches)', width, setWidth)}
        <span aria-hidden="true" className="tbl-times">
          ×
        </span>
        {field('height', 'Height (inches)', height, setHeight)}
        <button type="submit" className="tbl-btn">
          Apply size
        </button>
        <button type="button" className="tbl-btn" onClick={onClose}>
          Close
        </button>
      </form>
      <p className="tbl-hint">
        Each side from {TABLE_SIZE_MIN}″ to {TABLE_SIZE_MAX}″.
      </p>
    </section>
  );
}
