import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { point } from '../../../geometry/units';
import type { MarkerRecord } from '../../../store/types';
import {
  inchesRound,
  markerAdd,
  markerDelete,
  markerHit,
  markerMove,
  markersFitTable,
  tableClampPoint,
  tableContains,
} from './markers';

const TABLE = { width: 72, height: 48 };
const M: MarkerRecord[] = [
  { id: 'a', x: 10, y: 10 },
  { id: 'b', x: 10.6, y: 10 },
  { id: 'c', x: 40, y: 20, label: 'objective' },
];

describe('markers', () => {
  it('adds a marker rounded to 0.1" and clamped to the table', () => {
    expect(markerAdd([], 'x', point(12.04, 23.96), TABLE)).toEqual([{ id: 'x', x: 12, y: 24 }]);
    expect(markerAdd([], 'x', point(-3, 99), TABLE)).toEqual([{ id: 'x', x: 0, y: 48 }]);
  });

  it('moves and deletes one marker, keeping the others (and their labels)', () => {
    const moved = markerMove(M, 'a', point(20, 30), TABLE);
    expect(moved[0]).toEqual({ id: 'a', x: 20, y: 30 });
    expect(moved.slice(1)).toEqual(M.slice(1));
    expect(markerDelete(M, 'b').map((m) => m.id)).toEqual(['a', 'c']);
    expect(markerMove(M, 'c', point(1, 1), TABLE)[2]?.label).toBe('objective');
  });

  it('hits the topmost disc under the point, then the nearest within the tolerance', () => {
    // (10.4, 10) is inside both a and b: b is drawn last, so it is on top.
    expect(markerHit(M, point(10.4, 10))?.id).toBe('b');
    expect(markerHit(M, point(9.6, 10))?.id).toBe('a');
    expect(markerHit(M, point(40, 21))).toBeNull();
    expect(markerHit(M, point(40, 21), 0.6)?.id).toBe('c');
    expect(markerHit([], point(0, 0), 5)).toBeNull();
  });

  it('knows what is on the table', () => {
    expect(tableContains(TABLE, point(0, 0))).toBe(true);
    expect(tableContains(TABLE, point(72, 48))).toBe(true);
    expect(tableContains(TABLE, point(72.1, 1))).toBe(false);
    expect(tableClampPoint(TABLE, point(80, -1))).toEqual(point(72, 0));
  });

  it('pulls markers onto a smaller table', () => {
    const fitted = markersFitTable(M, { width: 36, height: 36 });
    expect(fitted[0]).toBe(M[0]);
    expect(fitted[2]).toEqual({ id: 'c', x: 36, y: 20, label: 'objective' });
  });

  it('property: rounding to 0.1" moves a centre by at most 0.05"', () => {
    fc.assert(
      fc.property(fc.double({ min: -200, max: 200, noNaN: true }), (v) => {
        expect(Math.abs(inchesRound(v) - v)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});
