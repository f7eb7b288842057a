/** Issue 17: a refusal is placed beside the control used, inside the game area and the window (property). */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refusalPlace } from './refusalPlace';

describe('refusalPlace', () => {
  it('just below the control when there is room, else just above it; never outside the area sideways', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2000, max: 0 }), // the area's top in the window (scrolled)
        fc.integer({ min: 300, max: 1400 }), // area width
        fc.integer({ min: 0, max: 1400 }), // control left inside the area
        fc.integer({ min: 0, max: 790 }), // control top in the window
        fc.integer({ min: 200, max: 500 }), // refusal width
        (areaTop, areaWidth, ctlLeft, ctlTop, width) => {
          const w = Math.min(width, areaWidth - 16);
          const control = { top: ctlTop, bottom: ctlTop + 44, left: Math.min(ctlLeft, areaWidth - 44), width: 44 };
          const area = { top: areaTop, bottom: areaTop + 4000, left: 0, width: areaWidth };
          const p = refusalPlace(control, area, 800, w);
          // In window coordinates: the refusal's top edge (below) or bottom edge (above) touches the control.
          const edge = p.top + area.top;
          expect(p.above ? control.top - edge : edge - control.bottom).toBe(8);
          expect(p.above).toBe(800 - control.bottom < 140 && control.top > 140);
          expect(p.left).toBeGreaterThanOrEqual(8);
          expect(p.left + w).toBeLessThanOrEqual(areaWidth - 8 + 1e-9);
        },
      ),
    );
  });
  it('with no control known, at the top of what the window shows', () => {
    expect(refusalPlace(null, { top: -500, bottom: 3000, left: 0, width: 900 }, 800, 400)).toEqual({ top: 508, left: 8, above: false });
  });
});
