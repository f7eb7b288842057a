// Where the camera goes while the reader is open: the reading's box (arrows' ends, deployment outlines) framed in
// the part of the stage left of the panel.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { viewFit, viewTableToScreen } from '../table/viewTransform';
import { point } from '../../../geometry';
import { FRAME_MARGIN_PX, MIN_VISIBLE_PX, photoCameraView, photoOverlayBox, uncoveredPart } from './photoCamera';
import type { PhotoOverlay } from './photoOverlay';

const at = (x: number, y: number, heading = 0) => ({ x, y, heading });

describe('photoOverlayBox', () => {
  it('holds both ends of every arrow and every corner of a turned outline', () => {
    const o: PhotoOverlay = {
      moves: [{ key: 'ship:HHF-2', from: at(50, 6), to: at(64, 20, 100), chosen: true, colour: '#fff' }],
      // A 3″ × 1.5″ warship turned 90°: 1.5″ across x, 3″ along y.
      deploys: [{ key: 'ship:SFP-1', label: 'SFP1', to: at(10, 40, 90), width: 1.5, length: 3, state: 'ready', colour: '#fff' }],
    };
    const b = photoOverlayBox(o)!;
    expect(b.x0).toBeCloseTo(9.25, 9);
    expect(b.x1).toBeCloseTo(64, 9);
    expect(b.y0).toBeCloseTo(6, 9);
    expect(b.y1).toBeCloseTo(41.5, 9);
  });
  it('nothing read: no box', () => {
    expect(photoOverlayBox(null)).toBeNull();
    expect(photoOverlayBox({ moves: [], deploys: [] })).toBeNull();
  });
});

describe('photoCameraView', () => {
  it('1024 × 768: the table fitted to the 614 px stage puts x = 64″ under the panel (384 px); framed, the box lies left of it', () => {
    const stage = { width: 614, height: 700 };
    const fitted = viewFit({ width: 72, height: 48 }, stage);
    const box = { x0: 20, y0: 6, x1: 67, y1: 42 };
    expect(viewTableToScreen(fitted, point(64, 20)).x).toBeGreaterThan(384);
    const v = photoCameraView(fitted, box, uncoveredPart({ left: 0, top: 68, right: 614, bottom: 768 }, 384, 768))!;
    const a = viewTableToScreen(v, point(box.x0, box.y0));
    const b = viewTableToScreen(v, point(box.x1, box.y1));
    expect(a.x).toBeGreaterThanOrEqual(FRAME_MARGIN_PX - 1e-6);
    expect(b.x).toBeLessThanOrEqual(384 - FRAME_MARGIN_PX + 1e-6);
    expect(b.y).toBeLessThanOrEqual(700 - FRAME_MARGIN_PX + 1e-6);
  });

  it('a box already in the uncovered part: the camera stays', () => {
    const v = { x: 10, y: 10, scale: 5 };
    expect(photoCameraView(v, { x0: 4, y0: 4, x1: 40, y1: 40 }, { width: 400, height: 400 })).toBe(v);
  });

  it('too little uncovered (a narrow screen): the camera is not moved', () => {
    expect(photoCameraView({ x: 0, y: 0, scale: 5 }, { x0: 0, y0: 0, x1: 70, y1: 40 }, { width: MIN_VISIBLE_PX - 1, height: 600 })).toBeNull();
    expect(uncoveredPart({ left: 0, top: 0, right: 500, bottom: 900 }, 600, 800)).toEqual({ width: 500, height: 800 });
  });

  it('property: any box of a table up to 120″ ends inside the uncovered part, margins kept, whatever the camera was', () => {
    fc.assert(
      fc.property(
        fc.record({ x0: fc.double({ min: 0, max: 119, noNaN: true }), y0: fc.double({ min: 0, max: 119, noNaN: true }), w: fc.double({ min: 0, max: 120, noNaN: true }), h: fc.double({ min: 0, max: 120, noNaN: true }) }),
        fc.record({ x: fc.double({ min: -5000, max: 5000, noNaN: true }), y: fc.double({ min: -5000, max: 5000, noNaN: true }), scale: fc.double({ min: 1, max: 300, noNaN: true }) }),
        fc.record({ width: fc.integer({ min: MIN_VISIBLE_PX, max: 2000 }), height: fc.integer({ min: MIN_VISIBLE_PX, max: 2000 }) }),
        (r, view, visible) => {
          const box = { x0: r.x0, y0: r.y0, x1: Math.min(120, r.x0 + r.w), y1: Math.min(120, r.y0 + r.h) };
          const v = photoCameraView(view, box, visible)!;
          const a = viewTableToScreen(v, point(box.x0, box.y0));
          const b = viewTableToScreen(v, point(box.x1, box.y1));
          // The least zoom (1 px per inch) may not fit a 120″ box in 120 px: then it is centred.
          const fits = (box.x1 - box.x0) * v.scale <= visible.width - 2 * FRAME_MARGIN_PX + 1e-6 && (box.y1 - box.y0) * v.scale <= visible.height - 2 * FRAME_MARGIN_PX + 1e-6;
          const inside = a.x >= FRAME_MARGIN_PX - 1e-6 && a.y >= FRAME_MARGIN_PX - 1e-6 && b.x <= visible.width - FRAME_MARGIN_PX + 1e-6 && b.y <= visible.height - FRAME_MARGIN_PX + 1e-6;
          const centred = Math.abs((a.x + b.x) / 2 - visible.width / 2) < 1e-6 && Math.abs((a.y + b.y) / 2 - visible.height / 2) < 1e-6;
          expect(fits ? inside : centred).toBe(true);
          // Never zoomed in beyond the player's camera.
          expect(v.scale).toBeLessThanOrEqual(view.scale + 1e-9);
        },
      ),
      { numRuns: 300 },
    );
  });
});
