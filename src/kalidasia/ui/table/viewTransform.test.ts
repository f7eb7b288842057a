import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { point } from '../../../geometry/units';
import {
  SCALE_MAX,
  SCALE_MIN,
  scaleClamp,
  viewEquals,
  viewFit,
  viewFrame,
  viewKeepTableVisible,
  viewPan,
  viewPinch,
  viewScreenToTable,
  viewTableToScreen,
  viewZoomAbout,
  type View,
} from './viewTransform';

const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const arbView = fc.record({ x: finite(-5000, 5000), y: finite(-5000, 5000), scale: finite(SCALE_MIN, SCALE_MAX) });
const arbScreen = fc.record({ x: finite(-2000, 4000), y: finite(-2000, 4000) });

describe('view transform', () => {
  it('maps table inches to screen px by scale and offset', () => {
    const v: View = { x: 100, y: 50, scale: 10 };
    expect(viewTableToScreen(v, point(0, 0))).toEqual({ x: 100, y: 50 });
    expect(viewTableToScreen(v, point(72, 48))).toEqual({ x: 820, y: 530 });
    expect(viewScreenToTable(v, { x: 820, y: 530 })).toEqual(point(72, 48));
  });

  it('property: screen → table → screen is the identity', () => {
    fc.assert(
      fc.property(arbView, arbScreen, (v, s) => {
        const back = viewTableToScreen(v, viewScreenToTable(v, s));
        expect(back.x).toBeCloseTo(s.x, 6);
        expect(back.y).toBeCloseTo(s.y, 6);
      }),
    );
  });

  it('property: zooming about a point keeps that point fixed', () => {
    fc.assert(
      fc.property(arbView, arbScreen, finite(0.01, 1000), (v, anchor, next) => {
        const before = viewScreenToTable(v, anchor);
        const z = viewZoomAbout(v, anchor, next);
        const after = viewScreenToTable(z, anchor);
        expect(after.x).toBeCloseTo(before.x, 6);
        expect(after.y).toBeCloseTo(before.y, 6);
        expect(z.scale).toBeGreaterThanOrEqual(SCALE_MIN);
        expect(z.scale).toBeLessThanOrEqual(SCALE_MAX);
      }),
    );
  });

  it('property: a pinch keeps the table point under the start centre under the current centre', () => {
    fc.assert(
      fc.property(arbView, arbScreen, arbScreen, finite(10, 800), finite(10, 800), (v, c0, c1, d0, d1) => {
        const anchor = viewScreenToTable(v, c0);
        const p = viewPinch(v, c0, d0, c1, d1);
        const s = viewTableToScreen(p, anchor);
        expect(s.x).toBeCloseTo(c1.x, 5);
        expect(s.y).toBeCloseTo(c1.y, 5);
      }),
    );
  });

  it('pinch scale follows the finger distance and is clamped', () => {
    const v: View = { x: 0, y: 0, scale: 10 };
    expect(viewPinch(v, { x: 100, y: 100 }, 100, { x: 100, y: 100 }, 200).scale).toBe(20);
    expect(viewPinch(v, { x: 100, y: 100 }, 100, { x: 100, y: 100 }, 1e6).scale).toBe(SCALE_MAX);
    expect(viewPinch(v, { x: 100, y: 100 }, 0, { x: 100, y: 100 }, 50).scale).toBe(10);
  });

  it('clamps the scale, and treats non-finite as the minimum', () => {
    expect(scaleClamp(0)).toBe(SCALE_MIN);
    expect(scaleClamp(1e9)).toBe(SCALE_MAX);
    expect(scaleClamp(Number.NaN)).toBe(SCALE_MIN);
    expect(scaleClamp(42)).toBe(42);
  });

  it('pans by a screen distance', () => {
    expect(viewPan({ x: 1, y: 2, scale: 3 }, 10, -5)).toEqual({ x: 11, y: -3, scale: 3 });
  });

  it('fits a 72×48 table centred in a viewport', () => {
    const v = viewFit({ width: 72, height: 48 }, { width: 1000, height: 600 }, 24);
    // Height limits: (600 − 48) / 48 = 11.5 px/inch.
    expect(v.scale).toBeCloseTo(11.5, 10);
    expect(v.y).toBeCloseTo(24, 10);
    expect(v.x).toBeCloseTo((1000 - 72 * 11.5) / 2, 10);
  });

  it('property: a fitted table lies inside the viewport and is centred', () => {
    fc.assert(
      fc.property(finite(12, 120), finite(12, 120), finite(200, 3000), finite(200, 3000), (w, h, vw, vh) => {
        const v = viewFit({ width: w, height: h }, { width: vw, height: vh });
        const tl = viewTableToScreen(v, point(0, 0));
        const br = viewTableToScreen(v, point(w, h));
        // In this range the fitted scale never reaches the clamp, so the table always fits.
        expect(tl.x).toBeGreaterThanOrEqual(-1e-6);
        expect(tl.y).toBeGreaterThanOrEqual(-1e-6);
        expect(br.x).toBeLessThanOrEqual(vw + 1e-6);
        expect(br.y).toBeLessThanOrEqual(vh + 1e-6);
        expect(tl.x + br.x).toBeCloseTo(vw, 6);
        expect(tl.y + br.y).toBeCloseTo(vh, 6);
      }),
    );
  });

  it('keeps some of the table on screen after a wild pan', () => {
    const table = { width: 72, height: 48 };
    const viewport = { width: 800, height: 600 };
    const far = viewKeepTableVisible({ x: 99999, y: -99999, scale: 10 }, table, viewport, 48);
    expect(far).toEqual({ x: 800 - 48, y: 48 - 480, scale: 10 });
    const fine: View = { x: 10, y: 10, scale: 10 };
    expect(viewKeepTableVisible(fine, table, viewport)).toBe(fine);
    expect(viewKeepTableVisible(far, table, { width: 0, height: 0 })).toBe(far);
  });

  it('compares views exactly', () => {
    expect(viewEquals(null, null)).toBe(true);
    expect(viewEquals({ x: 1, y: 2, scale: 3 }, null)).toBe(false);
    expect(viewEquals({ x: 1, y: 2, scale: 3 }, { x: 1, y: 2, scale: 3 })).toBe(true);
    expect(viewEquals({ x: 1, y: 2, scale: 3 }, { x: 1, y: 2, scale: 4 })).toBe(false);
  });
});

describe('viewFrame (the active unit and its reach at the start of its activation)', () => {
  const viewport = { width: 800, height: 600 };
  it('leaves the camera alone when the box is on screen', () => {
    const v = { x: 0, y: 0, scale: 10 };
    expect(viewFrame(v, { x0: 10, y0: 10, x1: 30, y1: 30 }, viewport)).toBe(v);
  });
  it('centres a box that is off screen, keeping the zoom when it fits', () => {
    const v = { x: 0, y: 0, scale: 10 };
    const f = viewFrame(v, { x0: 100, y0: 10, x1: 120, y1: 30 }, viewport);
    expect(f).toEqual({ x: 400 - 110 * 10, y: 300 - 20 * 10, scale: 10 });
  });
  it('zooms out just enough for a box larger than the screen, never in', () => {
    const f = viewFrame({ x: 0, y: 0, scale: 40 }, { x0: 0, y0: 0, x1: 48, y1: 24 }, viewport);
    expect(f.scale).toBeCloseTo((800 - 48) / 48);
    const a = viewTableToScreen(f, point(0, 0));
    const b = viewTableToScreen(f, point(48, 24));
    expect(a.x).toBeGreaterThanOrEqual(24 - 1e-6);
    expect(b.x).toBeLessThanOrEqual(776 + 1e-6);
    expect(b.y).toBeLessThanOrEqual(576 + 1e-6);
  });
});
