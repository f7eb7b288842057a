import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { firingReaches, firingWindows, inches, movementPath, pathAlong, pathPoseAt, pathSlice, point, pose } from './index';
import type { Arc, MoveRequest, TurnOrder } from './index';

const req = (over: Partial<MoveRequest>): MoveRequest => ({
  start: pose(0, 0, 0),
  distance: 12,
  turning: 'A',
  turns: [],
  notchCap: 8,
  notchAngle: 22.5,
  ...over,
});
const round = (ws: readonly { from: number; to: number }[]) => ws.map((w) => [Math.round(w.from * 1e6) / 1e6, Math.round(w.to * 1e6) / 1e6]);

describe('pathAlong / pathPoseAt', () => {
  it('ends exactly at movementPath’s final pose and stops anywhere along the path', () => {
    const r = req({ turns: [{ at: 4, side: 'starboard', notches: 4 }] });
    const p = pathAlong(r);
    expect(p.final).toEqual(movementPath(r).final);
    expect(pathPoseAt(p, 12)).toEqual(movementPath(r).final);
    const mid = pathPoseAt(p, 2);
    expect([mid.x, mid.y, mid.heading]).toEqual([2, 0, 0]);
    // At the turn point: facing before and after the turn.
    expect(pathPoseAt(p, 4, 'before').heading).toBe(0);
    expect(pathPoseAt(p, 4).heading).toBe(90);
    const after = pathPoseAt(p, 7);
    expect([after.x, Math.round(after.y * 1e9) / 1e9, after.heading]).toEqual([4, 3, 90]);
  });

  it('slices a stretch of the path as a polyline through the turn points (a window drawn as a band)', () => {
    const p = pathAlong(req({ turns: [{ at: 4, side: 'starboard', notches: 4 }] }));
    const r = (xs: readonly { x: number; y: number }[]) => xs.map((q) => [Math.round(q.x * 1e9) / 1e9, Math.round(q.y * 1e9) / 1e9]);
    expect(r(pathSlice(p, 2, 7))).toEqual([[2, 0], [4, 0], [4, 3]]);
    expect(r(pathSlice(p, 5, 6))).toEqual([[4, 1], [4, 2]]);
    expect(r(pathSlice(p, 3, 3))).toEqual([[3, 0]]);
    expect(r(pathSlice(p, -5, 99))).toEqual([[0, 0], [4, 0], [4, 8]]);
  });

  it('clamps distances outside the path', () => {
    const p = pathAlong(req({}));
    expect(pathPoseAt(p, -3)).toEqual(pose(0, 0, 0));
    expect(pathPoseAt(p, 99)).toEqual(p.final);
  });
});

describe('firingWindows', () => {
  const target = point(6, 3);
  it('straight path: range 5 gives 2"–10", the forward arc cuts it at 6" (target abeam)', () => {
    const p = pathAlong(req({}));
    expect(round(firingWindows(p, 'turret', inches(5), target))).toEqual([[2, 10]]);
    expect(round(firingWindows(p, 'forward', inches(5), target))).toEqual([[2, 6]]);
    expect(round(firingWindows(p, 'aft', inches(5), target))).toEqual([[6, 10]]);
    expect(round(firingWindows(p, 'starboard', inches(5), target))).toEqual([[2, 10]]); // y down: +y is starboard
    expect(firingWindows(p, 'port', inches(5), target)).toEqual([]);
    expect(firingWindows(p, 'turret', inches(2.9), target)).toEqual([]);
  });

  it('a turn toward the target keeps it in the forward arc: one joined window across the turn point', () => {
    const p = pathAlong(req({ turns: [{ at: 6, side: 'starboard', notches: 4 }] }));
    // Leg 1: 2"–6" (ahead). After the turn the warship flies straight at the target and passes over it at 9".
    expect(round(firingWindows(p, 'forward', inches(5), target))).toEqual([[2, 9]]);
  });

  it('a target exactly at the range and exactly on the dividing line is in (inclusive boundaries)', () => {
    const p = pathAlong(req({}));
    // Closest approach is exactly 3": a single point window at 6" (also on the forward/aft line), widened
    // only by the 1e-9" range slack (√(2·3·1e-9) ≈ 8e-5" along the path).
    const [w] = firingWindows(p, 'forward', inches(3), target);
    expect(w && [Math.abs(w.from - 6) < 1e-4, Math.abs(w.to - 6) < 1e-6]).toEqual([true, true]);
    expect(firingWindows(p, 'forward', inches(2.999), target)).toEqual([]);
  });

  it('a target or range that is not a number gives no window', () => {
    const p = pathAlong(req({}));
    expect([firingWindows(p, 'turret', inches(5), point(Number.NaN, 3)), firingWindows(p, 'turret', inches(Number.NaN), target)]).toEqual([[], []]);
  });

  it('no range limit (null) leaves only the arc', () => {
    const p = pathAlong(req({}));
    expect(round(firingWindows(p, 'forward', null, point(100, -40)))).toEqual([[0, 12]]);
  });

  const arcs: Arc[] = ['forward', 'aft', 'port', 'starboard', 'turret', 'all'];
  const turnArb: fc.Arbitrary<TurnOrder> = fc.record({
    at: fc.double({ min: 0, max: 24, noNaN: true }),
    side: fc.constantFrom('port' as const, 'starboard' as const),
    notches: fc.integer({ min: 1, max: 8 }),
  });

  it('property: every point inside a window reaches the target; points 0.01" outside every window do not', () => {
    fc.assert(
      fc.property(
        fc.record({
          x: fc.double({ min: 0, max: 72, noNaN: true }),
          y: fc.double({ min: 0, max: 48, noNaN: true }),
          h: fc.double({ min: 0, max: 359.9, noNaN: true }),
          d: fc.double({ min: 0, max: 24, noNaN: true }),
          turns: fc.array(turnArb, { maxLength: 2 }),
          arc: fc.constantFrom(...arcs),
          range: fc.double({ min: 0.5, max: 36, noNaN: true }),
          tx: fc.double({ min: 0, max: 72, noNaN: true }),
          ty: fc.double({ min: 0, max: 48, noNaN: true }),
          samples: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 5, maxLength: 12 }),
        }),
        (c) => {
          const p = pathAlong(req({ start: pose(c.x, c.y, c.h), distance: c.d, turns: c.turns.map((t) => ({ ...t, at: Math.min(t.at, c.d) })) }));
          const t = point(c.tx, c.ty);
          const ws = firingWindows(p, c.arc, inches(c.range), t);
          const tol = 1e-7;
          const probes = [
            ...c.samples.map((u) => u * p.length),
            ...ws.flatMap((w) => [w.from - 0.01, w.to + 0.01, (w.from + w.to) / 2, w.from + tol * 10, w.to - tol * 10]),
          ].filter((s) => s >= 0 && s <= p.length);
          const wrong = probes.filter((s) => {
            if (ws.some((w) => Math.abs(s - w.from) < tol || Math.abs(s - w.to) < tol)) return false; // on an end: either answer
            const inside = ws.some((w) => s > w.from && s < w.to);
            return inside !== firingReaches(p, s, c.arc, inches(c.range), t);
          });
          expect(wrong).toEqual([]);
          // Windows are ordered, disjoint and on the path.
          const ordered = ws.every((w, i) => w.from <= w.to && w.from >= 0 && w.to <= p.length + 1e-9 && (i === 0 || w.from > (ws[i - 1]?.to ?? 0)));
          expect(ordered).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
