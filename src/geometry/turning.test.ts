import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { headingDifference, pose, poseTurn, poseTurnFree } from './index';

describe('turning template', () => {
  it('starboard turns clockwise (heading grows), port counter-clockwise; the centre stays put', () => {
    const p = pose(10, 5, 0);
    expect(poseTurn(p, 'starboard', 2, 22.5)).toEqual(pose(10, 5, 45));
    expect(poseTurn(p, 'port', 1, 22.5)).toEqual(pose(10, 5, 337.5));
  });

  it('the notch angle is a parameter', () => {
    expect(poseTurn(pose(0, 0, 90), 'starboard', 3, 15).heading).toBe(135);
  });

  it('infinite ability faces any heading without a template', () => {
    expect(poseTurnFree(pose(1, 2, 30), 200)).toEqual(pose(1, 2, 200));
  });

  it('property: n notches to port then n to starboard is the identity', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true, maxExcluded: true }),
        fc.integer({ min: 0, max: 16 }),
        fc.double({ min: 1, max: 90, noNaN: true }),
        (x, y, h, n, angle) => {
          const start = pose(x, y, h);
          const back = poseTurn(poseTurn(start, 'port', n, angle), 'starboard', n, angle);
          return back.x === start.x && back.y === start.y && Math.abs(headingDifference(start.heading, back.heading)) < 1e-9;
        },
      ),
    );
  });
});
