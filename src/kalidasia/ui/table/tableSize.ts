/**
 * Table size presets and validation of a custom size (pure).
 */

export const TABLE_SIZE_MIN = 12;
export const TABLE_SIZE_MAX = 120;

export interface TableSize {
  readonly width: number;
  readonly height: number;
}

/** The preset sizes offered, in inches (width × height). */
export const TABLE_PRESETS: readonly TableSize[] = [
  { width: 72, height: 48 },
  { width: 48, height: 48 },
  { width: 44, height: 30 },
  { width: 36, height: 36 },
];

export type TableSizeField = 'width' | 'height';

export interface TableSizeError {
  readonly field: TableSizeField;
  readonly message: string;
}

export type TableSizeResult =
  | { readonly ok: true; readonly size: TableSize }
  | { readonly ok: false; readonly errors: readonly TableSizeError[] };

const FIELD_NAME: Record<TableSizeField, string> = { width: 'Width', height: 'Height' };

/** Check one dimension as typed by the player; returns the inches or an error message. */
function fieldParse(field: TableSizeField, text: string): number | TableSizeError {
  const name = FIELD_NAME[field];
  const trimmed = text.trim().replace(/(″|"|in(ches)?)$/i, '').trim();
  if (trimmed === '') return { field, message: `${name} is empty: enter a number of inches from ${TABLE_SIZE_MIN} to ${TABLE_SIZE_MAX}.` };
  // Plain decimal numbers only ("1e2", "0x30", "Infinity" are not sizes a player types).
  if (!/^[+]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) {
    return { field, message: `${name} “${text.trim()}” is not a number of inches.` };
  }
  const value = Number(trimmed);
  if (value < TABLE_SIZE_MIN || value > TABLE_SIZE_MAX) {
    return { field, message: `${name} must be from ${TABLE_SIZE_MIN}″ to ${TABLE_SIZE_MAX}″ (got ${value}″).` };
  }
  return value;
}

/** Validate a custom width × height (the text of two inputs). Every bad field gets its own message. */
export function tableSizeValidate(widthText: string, heightText: string): TableSizeResult {
  const w = fieldParse('width', widthText);
  const h = fieldParse('height', heightText);
  const errors: TableSizeError[] = [];
  if (typeof w !== 'number') errors.push(w);
  if (typeof h !== 'number') errors.push(h);
  if (typeof w === 'number' && typeof h === 'number') return { ok: true, size: { width: w, height: h } };
  return { ok: false, errors };
}

/** "72″ × 48″". */
export function tableSizeLabel(size: TableSize): string {
  return `${size.width}″ × ${size.height}″`;
}

/** True when two sizes are the same. */
export function tableSizeEquals(a: TableSize, b: TableSize): boolean {
  return a.width === b.width && a.height === b.height;
}
