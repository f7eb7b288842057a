import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { arcContains, arcIncludes, inches, point, pose, rangeCheck, rangeWithin } from './index';
import type { HalfArc } from './index';

const attacker = pose(20, 20, 0); // facing +x; starboard is +y (down)

describe('arcContains', () => {
  it('splits the table along the two centre lines of the attacker', () => {
    expect(arcContains(attacker, 'forward', point(25, 10)).inArc).toBe(true);
    expect(arcContains(attacker, 'aft', point(25, 10)).inArc).toBe(false);
    expect(arcContains(attacker, 'port', point(25, 10)).inArc).toBe(true); // y smaller = port side
    expect(arcContains(attacker, 'starboard', point(25, 10)).inArc).toBe(false);
    expect(arcContains(attacker, 'aft', point(15, 30)).inArc).toBe(true);
    expect(arcContains(attacker, 'starboard', point(15, 30)).inArc).toBe(true);
  });

  it('rotates with the heading: heading 90 (down the screen) puts +y forward and −x starboard', () => {
    const p = pose(0, 0, 90);
    expect(arcContains(p, 'forward', point(0.3, 5)).inArc).toBe(true);
    expect(arcContains(p, 'starboard', point(-5, 0.3)).inArc).toBe(true);
    expect(arcContains(p, 'port', point(5, 0.3)).inArc).toBe(true);
  });

  it('turret and No Action ("all") arcs hold the whole table and have no dividing line', () => {
    for (const arc of ['turret', 'all'] as const) {
      const v = arcContains(attacker, arc, point(0, 0));
      expect(v.inArc).toBe(true);
      expect(v.dividingLine).toBeNull();
    }
  });

  it('a centre exactly on the dividing line is in both arcs it bounds (documented rule)', () => {
    const onAcross = point(20, 35); // straight to starboard: on the forward/aft line
    expect(arcContains(attacker, 'forward', onAcross)).toMatchObject({ inArc: true, onLine: true });
    expect(arcContains(attacker, 'aft', onAcross)).toMatchObject({ inArc: true, onLine: true });
    expect(arcContains(attacker, 'port', onAcross).inArc).toBe(false);
  });

  it('explains itself: dividing line, measured segment and signed offset', () => {
    const v = arcContains(attacker, 'forward', point(26, 28));
    expect(v.segment).toEqual({ from: point(20, 20), to: point(26, 28) });
    expect(v.offset).toBeCloseTo(6, 12);
    expect(v.dividingLine?.through).toEqual(point(20, 20));
    // forward/aft are divided by the line across the token: direction ±y when heading 0
    expect(Math.abs(v.dividingLine?.direction.y ?? 0)).toBeCloseTo(1, 12);
    const s = arcContains(attacker, 'starboard', point(26, 28));
    expect(s.offset).toBeCloseTo(8, 12);
    expect(Math.abs(s.dividingLine?.direction.x ?? 0)).toBeCloseTo(1, 12);
  });

  it('property: every point off the dividing lines is in exactly one of forward/aft and one of port/starboard', () => {
    const coord = fc.double({ min: -100, max: 100, noNaN: true });
    fc.assert(
      fc.property(coord, coord, fc.double({ min: 0, max: 360, noNaN: true, maxExcluded: true }), coord, coord, (ax, ay, h, tx, ty) => {
        const a = pose(ax, ay, h);
        const t = point(tx, ty);
        const count = (arcs: readonly HalfArc[]) => arcs.filter((arc) => arcContains(a, arc, t).inArc).length;
        const fa = arcContains(a, 'forward', t);
        const ps = arcContains(a, 'port', t);
        if (!fa.onLine && count(['forward', 'aft']) !== 1) return false;
        if (!ps.onLine && count(['port', 'starboard']) !== 1) return false;
        return true;
      }),
    );
  });
});

describe('arcIncludes and rangeWithin (verdicts without explanations)', () => {
  it('property: they agree with arcContains and rangeCheck everywhere, lines and boundaries included', () => {
    const coord = fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double({ min: -20, max: 20, noNaN: true }));
    fc.assert(
      fc.property(coord, coord, fc.constantFrom(0, 45, 90, 135, 180, 270, 33.3), coord, coord, fc.constantFrom('forward' as const, 'aft' as const, 'port' as const, 'starboard' as const, 'turret' as const), fc.double({ min: 0, max: 30, noNaN: true }), (x, y, h, tx, ty, arc, r) => {
        const a = pose(x, y, h);
        const t = point(tx, ty);
        return arcIncludes(a, arc, t) === arcContains(a, arc, t).inArc && rangeWithin(a, t, inches(r)) === rangeCheck(a, t, inches(r)).inRange;
      }),
    );
  });

  it('exactly on the line and exactly at range count as in', () => {
    expect([arcIncludes(pose(0, 0, 0), 'forward', point(0, 5)), rangeWithin(point(0, 0), point(3, 4), inches(5))]).toEqual([true, true]);
  });
});
