import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { inches, OVERLAP_EPSILON, pose, rectOverlap, resolveOverlap, tokenGap } from './index';
import type { TokenRect } from './index';

const rect = (x: number, y: number, h: number, w = 1, l = 1): TokenRect => ({ pose: pose(x, y, h), footprint: { width: inches(w), length: inches(l) } });

describe('rectOverlap (separating axis theorem)', () => {
  it('two 1" squares 0.6" apart centre to centre overlap by 0.4" along x; the MTV pushes the first away', () => {
    const v = rectOverlap(rect(0, 0, 0), rect(0.6, 0.1, 0));
    expect(v.overlaps).toBe(true);
    expect(v.depth).toBeCloseTo(0.4, 12);
    expect(v.mtv.x).toBeCloseTo(-0.4, 12);
    expect(v.mtv.y).toBeCloseTo(0, 12);
  });

  it('touching edges do not overlap', () => {
    expect(rectOverlap(rect(0, 0, 0), rect(1, 0, 0)).overlaps).toBe(false);
  });

  it('a 45°-rotated square clear of a box by its corner gap is apart; nudged closer it overlaps', () => {
    // square of side 1 rotated 45° reaches √2/2 ≈ 0.7071 from its centre along x
    expect(rectOverlap(rect(0, 0, 0), rect(0.5 + Math.SQRT1_2 + 0.01, 0, 45)).overlaps).toBe(false);
    expect(rectOverlap(rect(0, 0, 0), rect(0.5 + Math.SQRT1_2 - 0.01, 0, 45)).overlaps).toBe(true);
  });

  it('a fighter over the middle of a 1.5" × 3" frigate is pushed out across the narrow side (0.75 + 0.5)', () => {
    const v = rectOverlap(rect(0, 0.2, 0), rect(0, 0, 0, 1.5, 3));
    expect(v.overlaps).toBe(true);
    expect(v.depth).toBeCloseTo(1.05, 12);
    expect(v.mtv.y).toBeCloseTo(1.05, 12);
  });
});

describe('resolveOverlap', () => {
  it('does nothing when nothing overlaps', () => {
    const r = resolveOverlap(rect(0, 0, 0), [rect(5, 5, 0)]);
    expect(r).toMatchObject({ resolved: true, distance: 0, overlapped: [] });
  });

  it('moves a fighter the shortest way off a warship', () => {
    const r = resolveOverlap(rect(0.5, 0.2, 0), [rect(0, 0, 0, 1.5, 3)]);
    expect(r.resolved).toBe(true);
    expect(r.distance).toBeCloseTo(1.05, 9);
    expect(r.pose.y).toBeCloseTo(1.25, 9);
    expect(r.pose.x).toBeCloseTo(0.5, 9);
  });

  it('does not push out of one token into another: squeezed in a too-narrow gap under a bar, it goes down', () => {
    // Blocks span x [−1.35, −0.35] and [0.6, 1.6] (a 0.95" gap: too narrow for a 1" square);
    // a 5" bar spans y [−2, −1]. Sideways needs 1.9" or more, up 2.5", down exactly 1".
    const others = [rect(1.1, 0, 0), rect(-0.85, 0, 0), rect(0, -1.5, 0, 1, 5)];
    const r = resolveOverlap(rect(0.125, 0, 0), others);
    expect(r.resolved).toBe(true);
    expect(r.overlapped).toEqual([0, 1]);
    for (const o of others) expect(rectOverlap({ pose: r.pose, footprint: { width: inches(1), length: inches(1) } }, o).overlaps).toBe(false);
    expect(r.pose.x).toBeCloseTo(0.125, 9);
    expect(r.pose.y).toBeCloseTo(1, 9);
    expect(r.distance).toBeCloseTo(1, 9);
  });

  it('finds the corner between two tokens when neither single push is free', () => {
    // An L of two bars: one along x at y ∈ [0.5, 1.5] for x ≤ 0.4, one along y at x ∈ [0.5, 1.5].
    const others = [rect(-2.1, 1, 0, 1, 5), rect(1, -1.5, 0, 5, 1)];
    const r = resolveOverlap(rect(0.2, 0.7, 0), others);
    const moved = { pose: r.pose, footprint: { width: inches(1), length: inches(1) } };
    for (const o of others) expect(rectOverlap(moved, o).overlaps).toBe(false);
    expect(r.resolved).toBe(true);
    // Forbidden centres: bar 1 → x < 0.9 and 0 < y < 2; bar 2 → 0 < x < 2 and y < 1.5.
    // Single pushes land in the other bar; the nearest free corner is (0, 0), √(0.2² + 0.7²) away.
    expect(r.pose.x).toBeCloseTo(0, 9);
    expect(r.pose.y).toBeCloseTo(0, 9);
    expect(r.distance).toBeCloseTo(Math.hypot(0.2, 0.7), 9);
  });

  it('reports when the move would exceed maxDistance', () => {
    const r = resolveOverlap(rect(0, 0, 0), [rect(0, 0, 0, 10, 10)], { maxDistance: 2 });
    expect(r.resolved).toBe(false);
    expect(r.reason).toContain('more than the 2"');
    expect(r.pose).toEqual(pose(0, 0, 0));
  });

  it('property: the output overlaps none of the others and no single MTV is shorter than the move', () => {
    const tok = fc.record({
      x: fc.double({ min: 0, max: 12, noNaN: true }),
      y: fc.double({ min: 0, max: 12, noNaN: true }),
      h: fc.double({ min: 0, max: 360, noNaN: true }),
      w: fc.double({ min: 0.5, max: 3, noNaN: true }),
      l: fc.double({ min: 0.5, max: 5, noNaN: true }),
    });
    fc.assert(
      fc.property(tok, fc.array(tok, { minLength: 1, maxLength: 12 }), (m, os) => {
        const moving = rect(m.x, m.y, m.h, m.w, m.l);
        const others = os.map((o) => rect(o.x, o.y, o.h, o.w, o.l));
        const r = resolveOverlap(moving, others);
        if (!r.resolved) return false;
        const moved: TokenRect = { pose: r.pose, footprint: moving.footprint };
        if (others.some((o) => rectOverlap(moved, o).overlaps)) return false;
        // Lower bound: clearing every token at least clears the deepest one.
        const deepest = Math.max(0, ...others.map((o) => rectOverlap(moving, o).depth));
        // Touching (penetration up to OVERLAP_EPSILON) counts as clear, so the bound carries that slack.
        return r.distance + OVERLAP_EPSILON >= deepest && r.pose.heading === moving.pose.heading;
      }),
      { numRuns: 300 },
    );
  });
});

describe('tokenGap (edge to edge)', () => {
  it('two 1" squares 3" apart centre to centre are 2" apart edge to edge; touching or overlapping is 0', () => {
    expect(tokenGap(rect(0, 0, 0), rect(3, 0, 0))).toBeCloseTo(2, 12);
    expect(tokenGap(rect(0, 0, 0), rect(1, 0, 0))).toBe(0);
    expect(tokenGap(rect(0, 0, 0), rect(0.5, 0.2, 30))).toBe(0);
  });

  it('a square turned 45° beside another: its corner is the nearest point', () => {
    // The turned square's corner reaches √2/2 ≈ 0.707" from its centre toward the other square.
    expect(tokenGap(rect(0, 0, 0), rect(3, 0, 45))).toBeCloseTo(3 - 0.5 - Math.SQRT1_2, 9);
  });

  it('is symmetric and never more than the centre distance', () => {
    const r = fc.record({ x: fc.double({ min: -10, max: 10, noNaN: true }), y: fc.double({ min: -10, max: 10, noNaN: true }), h: fc.double({ min: 0, max: 359, noNaN: true }) });
    fc.assert(
      fc.property(r, r, (a, b) => {
        const p = rect(a.x, a.y, a.h);
        const q = rect(b.x, b.y, b.h, 0.5, 2);
        const g = tokenGap(p, q);
        expect(g).toBeCloseTo(tokenGap(q, p), 9);
        expect(g).toBeLessThanOrEqual(Math.hypot(a.x - b.x, a.y - b.y) + 1e-9);
        expect(g).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
