import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { point, type Point } from '../../../geometry/units';
import {
  formatAngle,
  formatLength,
  measureAngle,
  measureLabel,
  measureLength,
  snapToMarker,
} from './tapeMeasure';
import { viewScreenToTable, viewTableToScreen, type View } from './viewTransform';

/** Measure the way the screen does: two screen points through the view, then snapping. */
function measureOnScreen(view: View, from: Point, to: Point, markers: { x: number; y: number }[] = []): string {
  const sa = viewTableToScreen(view, from);
  const sb = viewTableToScreen(view, to);
  const a = snapToMarker(viewScreenToTable(view, sa), markers);
  const b = snapToMarker(viewScreenToTable(view, sb), markers);
  return measureLabel({ a, b });
}

const VIEWS: View[] = [
  { x: 0, y: 0, scale: 1 },
  { x: 24, y: 24, scale: 11.5 },
  { x: -300, y: 120, scale: 17.3 },
  { x: 512.25, y: -733.5, scale: 64 },
  { x: -12000, y: -8000, scale: 300 },
];

describe('tape measure', () => {
  it('length is the straight line in inches', () => {
    expect(measureLength(point(0, 0), point(3, 4))).toBe(5);
    expect(measureLength(point(10, 10), point(34, 10))).toBe(24);
  });

  it('angle: 0° = +x (right), clockwise on the y-down screen, in [0, 360)', () => {
    expect(measureAngle(point(0, 0), point(1, 0))).toBe(0);
    expect(measureAngle(point(0, 0), point(0, 1))).toBe(90);
    expect(measureAngle(point(0, 0), point(-1, 0))).toBe(180);
    expect(measureAngle(point(0, 0), point(0, -1))).toBe(270);
    expect(measureAngle(point(0, 0), point(1, 1))).toBeCloseTo(45, 10);
    expect(measureAngle(point(5, 5), point(5, 5))).toBe(0);
  });

  it('formats to 0.1" and whole degrees', () => {
    expect(formatLength(24)).toBe('24.0″');
    expect(formatLength(23.95)).toBe('24.0″');
    expect(formatLength(23.94)).toBe('23.9″');
    expect(formatLength(0)).toBe('0.0″');
    expect(formatAngle(359.6)).toBe('0°');
    expect(formatAngle(89.5)).toBe('90°');
    expect(measureLabel({ a: point(0, 0), b: point(0, 24) })).toBe('24.0″ · 90°');
  });

  it.each(VIEWS)('gives the same distance and angle at view %o', (view) => {
    expect(measureOnScreen(view, point(10, 20), point(34, 20))).toBe('24.0″ · 0°');
    expect(measureOnScreen(view, point(10, 40), point(10, 4))).toBe('36.0″ · 270°');
    expect(measureOnScreen(view, point(0, 0), point(3, 4))).toBe('5.0″ · 53°');
    expect(measureOnScreen(view, point(60, 30), point(48, 18))).toBe('17.0″ · 225°');
  });

  it.each(VIEWS)('measures marker centre to centre when the ends are within 0.5" (view %o)', (view) => {
    const markers = [
      { x: 12, y: 24 },
      { x: 36, y: 24 },
    ];
    expect(measureOnScreen(view, point(12.3, 24.3), point(35.7, 23.8), markers)).toBe('24.0″ · 0°');
  });

  it('snaps only within 0.5" and to the nearest marker', () => {
    const markers = [
      { x: 10, y: 10 },
      { x: 10.8, y: 10 },
    ];
    expect(snapToMarker(point(10.3, 10), markers)).toEqual(point(10, 10));
    expect(snapToMarker(point(10.5, 10), markers)).toEqual(point(10.8, 10));
    expect(snapToMarker(point(10, 10.6), markers)).toEqual(point(10, 10.6));
    expect(snapToMarker(point(10, 10.5), markers)).toEqual(point(10, 10));
    expect(snapToMarker(point(1, 1), [])).toEqual(point(1, 1));
  });

  it('property: the measurement does not depend on zoom or pan', () => {
    const coord = fc.double({ min: 0, max: 120, noNaN: true });
    const arbView = fc.record({
      x: fc.double({ min: -5000, max: 5000, noNaN: true }),
      y: fc.double({ min: -5000, max: 5000, noNaN: true }),
      scale: fc.double({ min: 1, max: 300, noNaN: true }),
    });
    fc.assert(
      fc.property(coord, coord, coord, coord, arbView, (ax, ay, bx, by, view) => {
        const a = point(ax, ay);
        const b = point(bx, by);
        const ta = viewScreenToTable(view, viewTableToScreen(view, a));
        const tb = viewScreenToTable(view, viewTableToScreen(view, b));
        expect(measureLength(ta, tb)).toBeCloseTo(measureLength(a, b), 6);
        // The angle of a near-zero tape is noise; judge it only on real lengths.
        fc.pre(measureLength(a, b) > 1e-3);
        const d = Math.abs(measureAngle(ta, tb) - measureAngle(a, b));
        expect(Math.min(d, 360 - d)).toBeLessThan(1e-3);
      }),
    );
  });
});
