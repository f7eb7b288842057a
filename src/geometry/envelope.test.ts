import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { envelopeReachable, movementPath, pointDistance, pose, segmentDistanceToPoint, zoneContains, point } from './index';
import type { EnvelopeRequest, Point, TurnOrder, Zone } from './index';

const req = (over: Partial<EnvelopeRequest>): EnvelopeRequest => ({
  start: pose(20, 20, 0),
  minDistance: 8,
  maxDistance: 12,
  turning: 'B',
  notchAngle: 22.5,
  notchCap: 2,
  notchBudget: 4,
  resolution: 0.25,
  ...over,
});

/** Inside the outline, or on it to within 1e-6". */
const covers = (zone: Zone, p: Point): boolean =>
  zoneContains(zone, p) ||
  zone.some((poly) => poly.some((ring) => ring.some((a, i) => segmentDistanceToPoint({ from: a, to: ring[(i + 1) % ring.length] ?? a }, p) <= 1e-6)));

describe('reachable envelope', () => {
  it('with no notches to spend it is the straight segment from the minimum to the maximum distance', () => {
    const e = envelopeReachable(req({ notchBudget: 0, notchCap: 0 }));
    const xs = e.poses.map((p) => p.x);
    expect([Math.min(...xs), Math.max(...xs)]).toEqual([28, 32]);
    expect(e.poses.every((p) => p.y === 20 && p.heading === 0)).toBe(true);
    expect(covers(e.outline, point(30, 20))).toBe(true);
    expect(covers(e.outline, point(30, 21))).toBe(false);
  });

  it('every sampled end pose is within the maximum distance, facing the start heading ± whole notches', () => {
    const e = envelopeReachable(req({}));
    expect(e.poses.length).toBeGreaterThan(100);
    expect(e.poses.every((p) => pointDistance(p, point(20, 20)) <= 12 + 1e-9)).toBe(true);
    // Headings are start ± whole notches within the budget.
    const headings = new Set(e.poses.map((p) => p.heading));
    expect([...headings].every((h) => Number.isInteger(Math.round(((h + 360) % 360) / 22.5 * 1e6) / 1e6))).toBe(true);
  });

  it('a bad resolution is refused with a message', () => {
    expect(() => envelopeReachable(req({ resolution: 0 }))).toThrow(/resolution must be positive/);
  });

  it('infinite ability: any heading at the end of the move', () => {
    const e = envelopeReachable(req({ turning: '∞' }));
    expect(e.poses.length).toBeGreaterThan(0);
    expect(covers(e.outline, point(30, 20))).toBe(true);
  });

  it('property: the end of any legal B-ability move of 8–12" lies inside the outline', () => {
    const e = envelopeReachable(req({}));
    const turn = fc.record({ side: fc.constantFrom('port' as const, 'starboard' as const), notches: fc.integer({ min: 1, max: 2 }) });
    fc.assert(
      fc.property(fc.double({ min: 8, max: 12, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 2 }), turn, turn, (d, f1, f2, count, a, b) => {
        const t1 = 4 + f1 * (d - 4);
        const t2 = t1 + 4 + f2 * Math.max(0, d - t1 - 4);
        const turns: TurnOrder[] = count === 0 ? [] : count === 1 || t2 > d ? [{ at: t1, ...a }] : [{ at: t1, ...a }, { at: t2, ...b }];
        const m = movementPath({ start: pose(20, 20, 0), distance: d, turning: 'B', turns, notchCap: 2, notchAngle: 22.5 });
        return m.legal && covers(e.outline, m.final);
      }),
      { numRuns: 200 },
    );
  });
});
