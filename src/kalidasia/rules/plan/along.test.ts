import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { headingDifference, movementPath, pathAlong, pathPoseAt, pose, type MoveRequest } from '../../../geometry';
import { planAlongNearest, planSnapAlong, planTurnAllowed, segmentsLength, segmentsPoseAt } from './along';

const req: MoveRequest = { start: pose(10, 10, 0), distance: 12, turning: 'B', turns: [{ at: 6, side: 'starboard', notches: 2 }], notchCap: 2, notchAngle: 22.5 };
const path = pathAlong(req, movementPath(req));

describe('dragging along the planned path', () => {
  it('a point on the path reads back its own distance along it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 12, noNaN: true }), (s) => {
        const p = pathPoseAt(path, s);
        expect(planAlongNearest(path, p)).toBeCloseTo(s, 6);
      }),
    );
  });

  it('a finger beside the path reads the nearest point; beyond the end, the end', () => {
    expect(planAlongNearest(path, { x: 13, y: 9 } as never)).toBeCloseTo(3, 9);
    expect(planAlongNearest(path, { x: 40, y: 40 } as never)).toBeCloseTo(12, 9);
  });

  it('snaps to a tenth of an inch and stays on the move', () => {
    expect(planSnapAlong(4.04, 12)).toBe(4);
    expect(planSnapAlong(-1, 12)).toBe(0);
    expect(planSnapAlong(12.6, 12)).toBe(12);
  });

  it('reads the bounds: an interval, the ends only (∞), nowhere', () => {
    expect(planTurnAllowed({ kind: 'interval', min: 4, max: 8, impossible: false }, 3.9)).toBe(false);
    expect(planTurnAllowed({ kind: 'interval', min: 4, max: 8, impossible: false }, 4)).toBe(true);
    expect(planTurnAllowed({ kind: 'ends', at: [0, 3] }, 3)).toBe(true);
    expect(planTurnAllowed({ kind: 'ends', at: [0, 3] }, 1)).toBe(false);
    expect(planTurnAllowed({ kind: 'none', reason: 'x', section: 'Move the Warship' }, 1)).toBe(false);
  });

  it('after the move: the pose along the flown segments agrees with the planned path (same positions and headings)', () => {
    const segs = path.move.segments;
    expect(segmentsLength(segs)).toBeCloseTo(12, 9);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 11.99, noNaN: true }), (s) => {
        const a = segmentsPoseAt(segs, s, path.final);
        const b = pathPoseAt(path, s);
        expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y), Math.abs(headingDifference(a.heading, b.heading)))).toBeLessThan(1e-6);
      }),
    );
    expect(segmentsPoseAt(segs, 99, path.final)).toEqual(path.final);
    expect(segmentsPoseAt([], 3, path.final)).toEqual(path.final);
  });
});
