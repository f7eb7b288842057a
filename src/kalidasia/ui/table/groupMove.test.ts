import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { point } from '../../../geometry/units';
import { boxSelect, groupCentre, groupMoveApply } from './groupMove';

const m = (id: string, x: number, y: number, heading = 90) => ({ id, pose: { x, y, heading } });

describe('group moves', () => {
  test('a translation moves every member by the same offset and keeps headings', () => {
    expect(groupMoveApply([m('A', 10, 10), m('B', 12, 10, 45)], { kind: 'translate', dx: 5, dy: -2 })).toEqual([m('A', 15, 8), m('B', 17, 8, 45)]);
  });

  test('a rotation of 90° about the centre turns positions and headings together', () => {
    const members = [m('A', 10, 10, 0), m('B', 14, 10, 0)];
    const about = groupCentre(members);
    expect(about).toEqual({ x: 12, y: 10 });
    expect(groupMoveApply(members, { kind: 'rotate', about, degrees: 90 })).toEqual([m('A', 12, 8, 90), m('B', 12, 12, 90)]);
    expect(groupMoveApply([m('A', 10, 10, 300)], { kind: 'rotate', about: point(10, 10), degrees: 90 })[0]?.pose.heading).toBe(30);
  });

  test('property: a group keeps its shape (distances between members) under a translation or rotation', () => {
    const arb = fc.array(fc.record({ x: fc.integer({ min: 0, max: 720 }), y: fc.integer({ min: 0, max: 480 }) }), { minLength: 2, maxLength: 8 });
    fc.assert(
      fc.property(arb, fc.integer({ min: -180, max: 180 }), fc.integer({ min: -300, max: 300 }), (pts, deg, d) => {
        const members = pts.map((p, i) => m(`M${i}`, p.x / 10, p.y / 10));
        for (const move of [{ kind: 'translate' as const, dx: d / 10, dy: -d / 20 }, { kind: 'rotate' as const, about: groupCentre(members), degrees: deg }]) {
          const out = groupMoveApply(members, move);
          const dist = (a: { pose: { x: number; y: number } }, b: { pose: { x: number; y: number } }) => Math.hypot(a.pose.x - b.pose.x, a.pose.y - b.pose.y);
          // Rounding to 0.1″ moves each point at most 0.071″.
          expect(Math.abs(dist(out[0]!, out[1]!) - dist(members[0]!, members[1]!))).toBeLessThanOrEqual(0.15);
        }
      }),
    );
  });

  test('a box selects the things whose centre is inside it, whichever corner the finger started at', () => {
    const things = [{ id: 'A', x: 1, y: 1 }, { id: 'B', x: 5, y: 5 }, { id: 'C', x: 9, y: 2 }];
    expect(boxSelect(things, point(6, 6), point(0, 0))).toEqual(['A', 'B']);
  });
});
