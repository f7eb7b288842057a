import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { point, zoneArea, zoneCircle, zoneContains, zoneDifference, zoneIntersection, zoneRect, zoneRedeploy, zoneUnion } from './index';
import type { Point } from './index';

const near = (a: number, b: number, eps: number): boolean => Math.abs(a - b) <= eps;
const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

describe('zones (planar, inches)', () => {
  it('a rectangular deployment zone: contains its inside and boundary, not outside; area w × h', () => {
    const z = zoneRect(point(0, 36), point(72, 48));
    expect([zoneContains(z, point(10, 40)), zoneContains(z, point(72, 48)), zoneContains(z, point(10, 35.9))]).toEqual([true, true, false]);
    expect(zoneArea(z)).toBe(72 * 12);
  });

  it('a 6" circle has the area of a circle to within the 0.01" outline error', () => {
    const a = zoneArea(zoneCircle(point(10, 10), 6));
    // Inscribed polygon: between π(r − e)² and πr².
    expect(a <= Math.PI * 36 && a >= Math.PI * 5.99 * 5.99).toBe(true);
  });

  it('union, intersection and difference obey area(A ∪ B) = area(A) + area(B) − area(A ∩ B)', () => {
    const a = zoneRect(point(0, 0), point(10, 10));
    const b = zoneRect(point(5, 5), point(15, 12));
    const u = zoneArea(zoneUnion([a, b]));
    const i = zoneArea(zoneIntersection(a, b));
    expect([u, i]).toEqual([100 + 70 - 25, 25]);
    expect(zoneArea(zoneDifference(a, b))).toBe(75);
    expect(zoneIntersection(a, zoneRect(point(20, 20), point(30, 30)))).toEqual([]);
  });

  it('redeploy zone: within 6" of a friendly warship, at least 12" from enemies; empty when an enemy sits on top', () => {
    const z = zoneRedeploy({ friendly: [point(20, 20)], enemy: [point(32, 20)], within: 6, keepOut: 12 });
    expect(zoneContains(z, point(15, 20))).toBe(true); // 5" from friend, 17" from enemy
    expect(zoneContains(z, point(25, 20))).toBe(false); // 7" from the enemy
    expect(zoneContains(z, point(20, 27))).toBe(false); // 7" from the friend
    // Exact area: the 6" disc minus the part inside 12" of the enemy, within the outline error.
    expect(zoneArea(z) > 0 && zoneArea(z) < Math.PI * 36).toBe(true);
    expect(zoneRedeploy({ friendly: [point(20, 20)], enemy: [point(21, 20)], within: 6, keepOut: 12 })).toEqual([]);
    expect(zoneRedeploy({ friendly: [], enemy: [], within: 6, keepOut: 12 })).toEqual([]);
  });

  it('property: every sampled point of a redeploy zone is within 6" of a friendly warship and at least 12" from every enemy', () => {
    const pt = fc.record({ x: fc.integer({ min: 0, max: 72 }), y: fc.integer({ min: 0, max: 48 }) }).map((p) => point(p.x, p.y));
    fc.assert(
      fc.property(fc.array(pt, { minLength: 1, maxLength: 5 }), fc.array(pt, { maxLength: 10 }), fc.array(pt, { minLength: 30, maxLength: 30 }), (friendly, enemy, samples) => {
        const z = zoneRedeploy({ friendly, enemy, within: 6, keepOut: 12 });
        // Probe points near the friendly warships as well as anywhere on the table.
        const probes = [...samples, ...friendly.flatMap((f) => [point(f.x + 3, f.y), point(f.x, f.y - 5.5), point(f.x - 4, f.y + 4)])];
        return probes.every((p) => !zoneContains(z, p) || (friendly.some((f) => dist(f, p) <= 6 + 1e-9) && enemy.every((e) => dist(e, p) >= 12 - 1e-9)));
      }),
      { numRuns: 60 },
    );
  });

  it('property: a point well inside the true zone (0.02" margin) is in the polygon zone', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0, max: 5.9, noNaN: true }), (ang, r) => {
        const friend = point(30, 30);
        const enemy = point(30, 50); // 20" away: keeps out the far side only
        const p = point(friend.x + r * Math.cos(ang), friend.y + r * Math.sin(ang));
        const z = zoneRedeploy({ friendly: [friend], enemy: [enemy], within: 6, keepOut: 12 });
        const inTrue = dist(p, friend) <= 6 - 0.02 && dist(p, enemy) >= 12 + 0.02;
        return !inTrue || zoneContains(z, p);
      }),
    );
  });

  it('is planar: a 1" square has area 1 anywhere on the table (no geodesic distortion)', () => {
    const areas = [point(0, 0), point(70, 46), point(-500, 800)].map((c) => zoneArea(zoneRect(c, point(c.x + 1, c.y + 1))));
    expect(areas.every((a) => near(a, 1, 1e-9))).toBe(true);
  });
});
