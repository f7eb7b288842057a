import { describe, expect, it } from 'vitest';
import { TABLE_PRESETS, tableSizeEquals, tableSizeLabel, tableSizeValidate } from './tableSize';

describe('table size validation', () => {
  it('accepts sizes from 12" to 120"', () => {
    expect(tableSizeValidate('72', '48')).toEqual({ ok: true, size: { width: 72, height: 48 } });
    expect(tableSizeValidate('12', '120')).toEqual({ ok: true, size: { width: 12, height: 120 } });
    expect(tableSizeValidate(' 44.5 ', '30″')).toEqual({ ok: true, size: { width: 44.5, height: 30 } });
    expect(tableSizeValidate('36"', '36 in')).toEqual({ ok: true, size: { width: 36, height: 36 } });
  });

  it('names the bad field with a clear message', () => {
    const r = tableSizeValidate('11', '48');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]?.field).toBe('width');
    expect(r.errors[0]?.message).toMatch(/^Width must be from 12″ to 120″/);
  });

  it('reports both fields when both are bad', () => {
    const r = tableSizeValidate('', '121');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.field)).toEqual(['width', 'height']);
    expect(r.errors[0]?.message).toMatch(/^Width is empty/);
    expect(r.errors[1]?.message).toMatch(/^Height must be/);
  });

  it.each(['abc', '-20', '1e2', 'Infinity', 'NaN', '0x30', '12..5', '4 8'])('rejects “%s” as not a number', (text) => {
    const r = tableSizeValidate('48', text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]?.field).toBe('height');
    expect(r.errors[0]?.message).toMatch(/^Height/);
  });

  it('has the four presets, all valid', () => {
    expect(TABLE_PRESETS.map(tableSizeLabel)).toEqual(['72″ × 48″', '48″ × 48″', '44″ × 30″', '36″ × 36″']);
    for (const p of TABLE_PRESETS) expect(tableSizeValidate(String(p.width), String(p.height)).ok).toBe(true);
    expect(tableSizeEquals({ width: 1, height: 2 }, { width: 1, height: 2 })).toBe(true);
    expect(tableSizeEquals({ width: 1, height: 2 }, { width: 2, height: 1 })).toBe(false);
  });
});
