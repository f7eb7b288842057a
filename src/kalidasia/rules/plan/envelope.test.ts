import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { convexDepth, pose, segmentDistanceToPoint, zoneContains } from '../../../geometry';
import type { Point } from '../../../geometry';
import { defaultVelocityTrack } from '../../data/velocityTrack';
import { planCheck, planEnvelope, planTurnSplits } from './index';
import type { EnvelopeInput, Plan, PlanShip } from './index';

const SHIP: PlanShip = { engineValue: 6, enginePoints: 6, thrusterPoints: 2, thrustersJammed: false, track: defaultVelocityTrack(), slot: 4, start: pose(30, 24, 0) };
const input = (over: Partial<EnvelopeInput> = {}): EnvelopeInput => ({
  ship: SHIP,
  allocation: { engine: { velocity: null, turn: { maneuver: 'starboard', points: 3 } }, thrusters: {} },
  notchAngle: 22.5,
  ...over,
});
const near = (hull: readonly Point[], p: Point): boolean =>
  hull.length >= 3 ? convexDepth(hull, p) >= -1e-6 : segmentDistanceToPoint({ from: hull[0] as Point, to: (hull[1] ?? hull[0]) as Point }, p) <= 1e-6;

describe('the reachable envelope for this allocation', () => {
  it('splits the allocated points as the rules allow: all spent, at most half the engine value per turn', () => {
    const splits = planTurnSplits(input()).map((s) => s.map((t) => `${t.direction[0]}${t.engine}+${t.thrusters}`).join(' '));
    expect(splits).toEqual(['s3+0', 's1+0 s2+0', 's2+0 s1+0']);
    // Engine points to starboard and a thruster point to port: two turns, one each way, in either order.
    const mixed = planTurnSplits(input({ allocation: { engine: { velocity: null, turn: { maneuver: 'starboard', points: 2 } }, thrusters: { port: 1 } } }));
    expect(mixed.map((s) => s.map((t) => `${t.direction[0]}${t.engine}+${t.thrusters}`).join(' '))).toEqual(['s2+0 p0+1', 'p0+1 s2+0']);
    // Nothing allocated to turning: only the straight move.
    expect(planTurnSplits(input({ allocation: { engine: { velocity: null, turn: null }, thrusters: {} } }))).toEqual([[]]);
    // 5 engine points to one side with a cap of 3 per turn: two turns needed.
    expect(planTurnSplits(input({ allocation: { engine: { velocity: null, turn: { maneuver: 'port', points: 5 } }, thrusters: {} } })).length).toBe(2);
  });

  it('one family per legal split and an outline; no turning points: just the straight segment 10″–12″ ahead', () => {
    const env = planEnvelope(input());
    expect(env.families.length).toBeGreaterThanOrEqual(3);
    expect(env.outline.length).toBeGreaterThan(0);
    const straight = planEnvelope(input({ allocation: { engine: { velocity: null, turn: null }, thrusters: {} } }));
    expect(straight.families.map((f) => f.hull.map((p) => [Math.round(p.x * 1e9) / 1e9, p.y]))).toEqual([[[40, 24], [42, 24]]]);
    expect(zoneContains(straight.outline, { x: 41, y: 24 } as Point)).toBe(true);
  });

  it('infinite ability: a ring for a free facing at the start, straight ahead with any facing at the end', () => {
    const env = planEnvelope(input({ ship: { ...SHIP, slot: 1 }, allocation: { engine: { velocity: null, turn: { maneuver: 'port', points: 1 } }, thrusters: {} } }));
    expect(env.freeStart).toEqual({ min: 1, max: 3 });
    expect(env.families.map((f) => f.heading)).toEqual([null]);
    expect(zoneContains(env.outline, { x: 30, y: 26 } as Point)).toBe(true); // 2″ to starboard of the start
    expect(zoneContains(env.outline, { x: 30.5, y: 24 } as Point)).toBe(false); // closer than 1″
  });

  it('a nearly axis-aligned heading (0.0000012°) still gives an envelope (the clipping library once failed on it)', () => {
    // Found by the property below (seed 749474005): "Unable to complete output ring" from the union of the families.
    const inp = input({ allocation: { engine: { velocity: null, turn: { maneuver: 'starboard', points: 3 } }, thrusters: {} }, ship: { ...SHIP, slot: 8, start: pose(30, 24, 0.000001224346212779813) } });
    const env = planEnvelope(inp);
    expect(env.outline.length).toBeGreaterThan(0);
    const fin = planCheck({ ...inp, distance: planCheck({ ...inp, distance: 0, turns: [] }).velocity.min, turns: [] }).path.final;
    expect(zoneContains(env.outline, { x: fin.x, y: fin.y } as Point)).toBe(true);
  });

  it('property: the end of every legal plan for this allocation lies in a family of the envelope with its heading', () => {
    const allocs: EnvelopeInput['allocation'][] = [
      { engine: { velocity: null, turn: { maneuver: 'starboard', points: 3 } }, thrusters: {} },
      { engine: { velocity: { maneuver: 'accelerate', points: 1 }, turn: { maneuver: 'port', points: 2 } }, thrusters: { starboard: 1 } },
      { engine: { velocity: { maneuver: 'decelerate', points: 2 }, turn: { maneuver: 'port', points: 4 } }, thrusters: { port: 2 } },
      { engine: { velocity: null, turn: null }, thrusters: {} },
    ];
    fc.assert(
      fc.property(fc.constantFrom(...allocs), fc.integer({ min: 2, max: 8 }), fc.nat(20), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 359, noNaN: true }), (allocation, slot, pick, u, v, w, h) => {
        const inp = input({ allocation, ship: { ...SHIP, slot, start: pose(30, 24, h) } });
        const env = planEnvelope(inp);
        const split = env.splits[pick % Math.max(1, env.splits.length)];
        if (!split) return;
        const vel = planCheck({ ...inp, distance: 0, turns: [] }).velocity;
        const d = vel.min + (vel.max - vel.min) * u;
        const sp = { A: 2, B: 4, C: 6, '∞': 0 }[vel.turning];
        const t1 = sp + (d - (split.length === 2 ? 2 * sp : sp)) * v;
        const t2 = t1 + sp + (d - t1 - sp) * w;
        const plan: Plan = { ...inp, distance: d, turns: split.map((t, i) => ({ at: i === 0 ? t1 : t2, side: t.direction, engine: t.engine, thrusters: t.thrusters })) };
        const verdict = planCheck(plan);
        fc.pre(verdict.legal);
        const fin = verdict.path.final;
        const ok = env.families.some((f) => near(f.hull, fin) && (f.heading === null || Math.abs(((f.heading - fin.heading + 540) % 360) - 180) < 1e-9));
        expect(ok).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
