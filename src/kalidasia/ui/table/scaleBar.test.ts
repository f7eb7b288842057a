import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { SCALE_BAR_STEPS, gridTileChoose, scaleBarChoose } from './scaleBar';

describe('scale bar', () => {
  it('picks the longest round length that fits', () => {
    expect(scaleBarChoose(10, 160)).toEqual({ inches: 12, px: 120, label: '12″' });
    expect(scaleBarChoose(100, 160)).toEqual({ inches: 1, px: 100, label: '1″' });
    expect(scaleBarChoose(1, 160)).toEqual({ inches: 120, px: 120, label: '120″' });
    expect(scaleBarChoose(300, 160)).toEqual({ inches: 0.5, px: 150, label: '0.5″' });
  });

  it('property: the bar is a listed step and fits whenever any step fits', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 300, noNaN: true }), (scale) => {
        const bar = scaleBarChoose(scale, 160);
        expect(SCALE_BAR_STEPS).toContain(bar.inches);
        expect(bar.px).toBeCloseTo(bar.inches * scale, 9);
        expect(bar.px).toBeLessThanOrEqual(160);
      }),
    );
  });
});

describe('grid tile', () => {
  it('is one inch at the current zoom in device pixels, clamped', () => {
    expect(gridTileChoose(20, 1)).toEqual({ size: 20, line: 1, alpha: 1 });
    expect(gridTileChoose(20, 2)).toEqual({ size: 40, line: 2, alpha: 1 });
    expect(gridTileChoose(300, 2).size).toBe(256);
    expect(gridTileChoose(1, 1).size).toBe(4);
  });

  it('fades out when the grid is too dense', () => {
    expect(gridTileChoose(4).alpha).toBe(0);
    expect(gridTileChoose(8).alpha).toBeCloseTo(0.5, 10);
    expect(gridTileChoose(12).alpha).toBe(1);
  });

  it('treats a bad device pixel ratio as 1', () => {
    expect(gridTileChoose(20, Number.NaN)).toEqual(gridTileChoose(20, 1));
    expect(gridTileChoose(20, 0)).toEqual(gridTileChoose(20, 1));
  });
});
