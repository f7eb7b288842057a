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

describe('refusalPlace beside a board it must not cover (issue 23)', () => {
  it('never overlaps the avoided box, and stays inside the area sideways', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 600, max: 1400 }), // area width
        fc.integer({ min: 200, max: 900 }), // board width
        fc.integer({ min: 0, max: 400 }), // board left
        fc.integer({ min: 0, max: 600 }), // board top
        fc.integer({ min: 0, max: 100 }), // control's place on the board (percent)
        fc.integer({ min: 200, max: 450 }), // refusal width
        (areaWidth, boardWidth, boardLeft, boardTop, at, width) => {
          const bw = Math.min(boardWidth, areaWidth - boardLeft);
          const board = { top: boardTop, bottom: boardTop + bw, left: boardLeft, width: bw };
          const control = { top: boardTop + (bw * at) / 100 - 44 * (at / 100), bottom: 0, left: boardLeft + ((bw - 44) * at) / 100, width: 44 };
          const c = { ...control, bottom: control.top + 44 };
          const area = { top: 0, bottom: 4000, left: 0, width: areaWidth };
          const w = Math.min(width, areaWidth - 16);
          const p = refusalPlace(c, area, 800, w, board);
          const overlaps = p.left < board.left + board.width && p.left + w > board.left && p.top < board.bottom && p.top + 60 > board.top;
          expect(overlaps).toBe(false);
          expect(p.left).toBeGreaterThanOrEqual(8);
          expect(p.left + w).toBeLessThanOrEqual(areaWidth - 8 + 1e-9);
        },
      ),
    );
  });
});
