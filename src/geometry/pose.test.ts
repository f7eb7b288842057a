import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import {
  footprintCentreLines,
  footprintCorners,
  footprintEdges,
  headingDifference,
  headingNormalize,
  headingToward,
  inches,
  point,
  pose,
  poseAdvance,
  poseLocal,
  poseRotate,
  poseStarboard,
  poseToTable,
  rangeCheck,
} from './index';
import type { TokenRect } from './index';

const expectClose = (a: number, b: number, eps = 1e-9) => expect(Math.abs(a - b)).toBeLessThan(eps);
const frigate = (x: number, y: number, h: number): TokenRect => ({ pose: pose(x, y, h), footprint: { width: inches(1.5), length: inches(3) } });

describe('poses (x right, y down, heading 0 = +x, clockwise positive)', () => {
  it('heading 0 moves along +x, heading 90 moves down the screen (+y)', () => {
    const a = poseAdvance(pose(10, 10, 0), 5);
    expectClose(a.x, 15);
    expectClose(a.y, 10);
    const b = poseAdvance(pose(10, 10, 90), 5);
    expectClose(b.x, 10);
    expectClose(b.y, 15);
    expect(b.heading).toBe(90);
  });

  it('starboard is to the right of travel: facing +x it is +y (down)', () => {
    const s = poseStarboard(pose(0, 0, 0));
    expectClose(s.x, 0);
    expectClose(s.y, 1);
  });

  it('normalises headings into [0, 360) and measures the short way round', () => {
    expect(headingNormalize(-90)).toBe(270);
    expect(headingNormalize(720)).toBe(0);
    expect(headingDifference(350, 10)).toBe(20);
    expect(headingDifference(10, 350)).toBe(-20);
    expect(headingDifference(0, 180)).toBe(180);
    expect(poseRotate(pose(0, 0, 350), 20).heading).toBeCloseTo(10, 9);
  });

  it('headingToward points at the other centre', () => {
    expectClose(headingToward(point(0, 0), point(0, 5)), 90);
    expectClose(headingToward(point(0, 0), point(-5, 0)), 180);
    expectClose(headingToward(point(0, 0), point(3, -3)), 315);
  });

  it('poseLocal and poseToTable are inverses', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: 0, max: 360, noNaN: true }), (a, c, h) => {
        const p = pose(12, 7, h);
        const q = poseToTable(p, a, c);
        const l = poseLocal(p, q);
        return Math.abs(l.along - a) < 1e-9 && Math.abs(l.across - c) < 1e-9;
      }),
    );
  });
});

describe('footprints', () => {
  it('a 1.5" × 3" frigate at (10, 10) heading 0 has the expected corners', () => {
    const c = footprintCorners(frigate(10, 10, 0));
    const want = [
      [11.5, 9.25],
      [11.5, 10.75],
      [8.5, 10.75],
      [8.5, 9.25],
    ];
    c.forEach((p, i) => {
      expectClose(p.x, want[i]![0]!);
      expectClose(p.y, want[i]![1]!);
    });
  });

  it('edges are named fore, starboard, aft, port and the fore edge is the width', () => {
    const e = footprintEdges(frigate(10, 10, 90));
    expect(e.map((x) => x.name)).toEqual(['fore', 'starboard', 'aft', 'port']);
    // heading 90 (down): fore edge is at y = 11.5, starboard edge at x = 9.25 (right of travel = −x)
    expectClose(e[0].from.y, 11.5);
    expectClose(e[0].to.y, 11.5);
    expectClose(Math.abs(e[0].from.x - e[0].to.x), 1.5);
    expectClose(e[1].from.x, 9.25);
  });

  it('centre lines run aft→fore and port→starboard through the centre', () => {
    const l = footprintCentreLines(frigate(0, 0, 0));
    expectClose(l.along.from.x, -1.5);
    expectClose(l.along.to.x, 1.5);
    expectClose(l.across.from.y, -0.75);
    expectClose(l.across.to.y, 0.75);
    expectClose(l.alongLine.direction.x, 1);
    expectClose(l.acrossLine.direction.y, 1);
  });
});

describe('range (centre to centre, in range when ≤ range)', () => {
  it('3-4-5: distance 5 is in range 5 and out of range 4.99', () => {
    const v = rangeCheck(pose(0, 0, 0), pose(3, 4, 180), inches(5));
    expect(v.inRange).toBe(true);
    expectClose(v.distance, 5);
    expect(v.segment).toEqual({ from: point(0, 0), to: point(3, 4) });
    expect(rangeCheck(point(0, 0), point(3, 4), inches(4.99)).inRange).toBe(false);
  });

  it('exactly on the range despite floating point (0.1 + 0.2 steps) is in range', () => {
    expect(rangeCheck(point(0, 0), point(0.1 + 0.2, 0), inches(0.3)).inRange).toBe(true);
  });
});
