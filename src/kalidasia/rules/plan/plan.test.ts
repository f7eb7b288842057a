import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { inches, movementPath, pose } from '../../../geometry';
import { SHIPPED_PACK } from '../../data/pack';
import { defaultVelocityTrack } from '../../data/velocityTrack';
import type { VelocitySlot } from '../../data/types';
import { planCheck, planCombatArc, planNotchLimit, planTemplates, planPoseAt, planRequest, planSteps, planStepsApply, planTurnBounds, planVelocity, planWords } from './index';
import type { Plan, PlanShip, PlanTurn } from './index';

const TRACK = defaultVelocityTrack();
const SHIP: PlanShip = { engineValue: 6, enginePoints: 6, thrusterPoints: 0, thrustersJammed: false, track: TRACK, slot: 3, start: pose(10, 20, 0) };
const plan = (over: Partial<Plan> = {}): Plan => ({
  ship: SHIP,
  allocation: { engine: { velocity: { maneuver: 'accelerate', points: 1 }, turn: { maneuver: 'starboard', points: 3 } }, thrusters: {} },
  distance: 11,
  turns: [
    { at: 4, side: 'starboard', engine: 2, thrusters: 0 },
    { at: 8, side: 'starboard', engine: 1, thrusters: 0 },
  ],
  notchAngle: 22.5,
  ...over,
});
const codes = (p: Plan) => planCheck(p).violations.map((v) => `${v.code} @ ${v.section}`);

describe('the maneuver planner', () => {
  it('the issue’s example: new band and letter, legal, and the move in physical words', () => {
    const p = plan();
    const v = planCheck(p);
    expect({ legal: v.legal, from: v.velocity.from, to: v.velocity.to, band: [v.velocity.min, v.velocity.max], letter: v.velocity.turning, primary: v.primary }).toEqual({
      legal: true,
      from: 3,
      to: 4,
      band: [10, 12],
      letter: 'B',
      primary: 'starboard',
    });
    expect(planWords(p)).toBe(
      'Velocity 7–9 → 10–12 (B). Forward 4″, turn 2 notches to starboard; forward 4″, turn 1 notch to starboard; finish between 10″ and 12″ (2″–4″ more; planned 3″ more, 11″ in all).',
    );
    expect(planCombatArc(SHIPPED_PACK, p.allocation)).toBe('starboard');
  });

  it('the turning template at each turn: aligned with the centre line, the notches this turn may take', () => {
    const t = planTemplates(plan());
    expect(t.map((x) => [x.at, x.from, x.to, x.notches, x.reach])).toEqual([
      [4, 0, 45, 2, [22.5, 45]], // 3 starboard points, cap 3 per turn, 1 kept for the second turn
      [8, 45, 67.5, 1, [67.5]],
    ]);
  });

  it('the final pose agrees with movementPath and with the steps carried out by hand', () => {
    const p = plan();
    const fin = movementPath(planRequest(p)).final;
    expect(planPoseAt(p, 11)).toEqual(fin);
    const byHand = planStepsApply(p.ship.start, planSteps(p), p.notchAngle);
    expect([byHand.x, byHand.y, byHand.heading]).toEqual([fin.x, fin.y, fin.heading]);
    expect(fin.heading).toBeCloseTo(67.5, 9);
  });

  it('caps engine notches per turn at half the engine value rounded up; thrusters on their own side', () => {
    const p = plan({
      allocation: { engine: { velocity: null, turn: { maneuver: 'starboard', points: 4 } }, thrusters: { starboard: 2, port: 1 } },
      ship: { ...SHIP, thrusterPoints: 3 },
      distance: 9, // no velocity change: 7–9 (A)
      turns: [
        { at: 4, side: 'starboard', engine: 4, thrusters: 0 },
        { at: 8, side: 'starboard', engine: 0, thrusters: 2 },
      ],
    });
    expect(codes(p)).toEqual(['turn-points @ Move the Warship', 'turn-points @ Move the Warship']);
    expect(planCheck(p).violations.map((v) => v.reason)).toEqual([
      'Turn 1: 4 engine points; at most 3 (half the engine value 6, rounded up) per turn.',
      '1 thruster points were allocated to port turns; the turns use 0. All must be spent.',
    ]);
    expect(planCheck(p).violations[0]?.turn).toBe(0);
    expect(planNotchLimit(p, 0)).toEqual({ engine: 3, thrusters: 0, total: 3 });
    expect(planNotchLimit(p, 1)).toEqual({ engine: 0, thrusters: 2, total: 2 });
    // Indexes are path order, whatever order the turns were listed in.
    expect(planNotchLimit({ ...p, turns: [...p.turns].reverse() }, 1)).toEqual({ engine: 0, thrusters: 2, total: 2 });
  });

  it('explains a first turn too early, a distance outside the band and a tie that needs a choice', () => {
    const tie = plan({
      allocation: { engine: { velocity: { maneuver: 'accelerate', points: 2 }, turn: { maneuver: 'starboard', points: 2 } }, thrusters: {} },
      turns: [{ at: 3, side: 'starboard', engine: 2, thrusters: 0 }],
      distance: 9,
    });
    // Slot 3 + 2 = slot 5 (13–15, B).
    expect(codes(tie)).toEqual(['primary-tie @ Identify Primary Maneuver', 'distance-outside-band @ Move the Warship', 'turn-too-early @ Move the Warship']);
    expect(planCheck(tie).violations[1]?.reason).toBe('At velocity 13–15 the warship moves between 13" and 15", not 9".');
    expect(planCheck(tie).primaryOptions).toEqual(['accelerate', 'starboard']);
    expect(planCombatArc(SHIPPED_PACK, tie.allocation)).toBeNull();
    expect(planCombatArc(SHIPPED_PACK, { ...tie.allocation, primary: 'accelerate' })).toBe('forward');
  });

  it('Thrusters Jammed: thruster points only on the primary maneuver', () => {
    const p = plan({ ship: { ...SHIP, thrusterPoints: 2, thrustersJammed: true }, allocation: { ...plan().allocation, thrusters: { accelerate: 1 } }, distance: 14 });
    expect(codes(p)).toEqual(['thrusters @ Activate Vector Thrusters']);
    // Accelerate 1 engine + 1 thruster: slot 3 → 5.
    expect(planVelocity(p.ship, p.allocation).to).toBe(5);
  });

  it('Impossible Turns: first turn as early as allowed, second at the end, said in the words', () => {
    const slot = TRACK[4] as VelocitySlot;
    const track = TRACK.map((s, i) => (i === 4 ? { ...slot, min: inches(8), max: inches(10), turning: 'C' as const } : s));
    const p = plan({ ship: { ...SHIP, track }, distance: 10, turns: [{ at: 7, side: 'starboard', engine: 2, thrusters: 0 }, { at: 9, side: 'starboard', engine: 1, thrusters: 0 }] });
    const v = planCheck(p);
    expect({ legal: v.legal, impossible: v.impossibleTurns, relocated: v.relocated, ats: v.path.move.turns.map((t) => t.at) }).toEqual({ legal: true, impossible: true, relocated: [0, 1], ats: [6, 10] });
    expect(planTurnBounds(p, 0)).toEqual({ kind: 'interval', min: 6, max: 6, impossible: true });
    expect(planTurnBounds(p, 1)).toEqual({ kind: 'interval', min: 10, max: 10, impossible: true });
    expect(planWords(p)).toBe(
      'Velocity 7–9 → 8–10 (C). Forward 6″, turn 2 notches to starboard (moved here by Impossible Turns); finish between 8″ and 10″ (2″–4″ more; planned 4″ more, 10″ in all); turn 1 notch to starboard at the end of the move (moved here by Impossible Turns). Impossible Turns: the first turn as early as the ability allows, the second at the end of the move.',
    );
  });

  it('where turn markers may be dragged (B at 11″: 4″ before the first, 4″ between)', () => {
    const p = plan();
    expect(planTurnBounds(p, 0)).toEqual({ kind: 'interval', min: 4, max: 4, impossible: false }); // the second turn sits at 8″
    expect(planTurnBounds(p, 1)).toEqual({ kind: 'interval', min: 8, max: 11, impossible: false });
    expect(planTurnBounds(plan({ turns: [{ at: 5, side: 'starboard', engine: 3, thrusters: 0 }] }), 0)).toEqual({ kind: 'interval', min: 4, max: 11, impossible: false });
    expect(planTurnBounds(plan(), 2).kind).toBe('none');
  });

  it('infinite turning ability: one point faces any heading, at the start or the end only', () => {
    const ship = { ...SHIP, slot: 1 }; // 1–3, ∞
    const alloc = { engine: { velocity: null, turn: { maneuver: 'port' as const, points: 1 } }, thrusters: {} };
    const p = plan({ ship, allocation: alloc, distance: 2, turns: [{ at: 0, side: 'port', engine: 1, thrusters: 0, face: 270 }] });
    expect(planCheck(p).legal).toBe(true);
    expect(planTurnBounds(p, 0)).toEqual({ kind: 'ends', at: [0, 2] });
    expect(planWords(p)).toBe('Velocity 1–3 (∞), unchanged. First rotate 90° to port (free facing, no template); finish between 1″ and 3″ (1″–3″ more; planned 2″ more, 2″ in all).');
    const mid = plan({ ship, allocation: alloc, distance: 2, turns: [{ at: 1, side: 'port', engine: 1, thrusters: 0, face: 270 }] });
    expect(codes(mid)).toEqual(['free-turn-mid-move @ Move the Warship']);
    const fin = planPoseAt(p, 2);
    expect([Math.round(fin.x * 1e9) / 1e9, fin.y, fin.heading]).toEqual([10, 18, 270]);
  });

  it('bad input is explained, never thrown: a distance that is not a number, fractional or negative points', () => {
    const nan = plan({ distance: Number.NaN });
    expect(() => planWords(nan)).not.toThrow();
    expect(codes(nan)).toContain('bad-distance @ Move the Warship');
    const frac = plan({ turns: [{ at: 4, side: 'starboard', engine: 1.5, thrusters: -1 }, { at: 8, side: 'starboard', engine: 1, thrusters: 0 }] });
    const reasons = planCheck(frac).violations.filter((v) => v.turn === 0).map((v) => v.reason);
    expect(reasons).toContain('Turn 1: 1.5 engine and -1 thruster points: each must be a whole number, 0 or more.');
    expect(planCheck(frac).legal).toBe(false);
  });

  const turnArb: fc.Arbitrary<PlanTurn> = fc.record({
    at: fc.double({ min: 0, max: 26, noNaN: true }),
    side: fc.constantFrom('port' as const, 'starboard' as const),
    engine: fc.integer({ min: 0, max: 4 }),
    thrusters: fc.integer({ min: 0, max: 2 }),
  });

  it('property: the plan’s final pose is movementPath’s, and the physical steps carried out reach it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: TRACK.length - 1 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('accelerate' as const, 'decelerate' as const),
        fc.double({ min: 0, max: 24, noNaN: true }),
        fc.array(turnArb, { maxLength: 2 }),
        fc.double({ min: 0, max: 359, noNaN: true }),
        (slot, vpts, vm, distance, turns, h) => {
          const p = plan({
            ship: { ...SHIP, slot, start: pose(30, 20, h), thrusterPoints: 2 },
            allocation: { engine: { velocity: { maneuver: vm, points: vpts }, turn: { maneuver: 'starboard', points: 2 } }, thrusters: { port: 1 } },
            distance,
            turns: turns.map((t) => ({ ...t, at: Math.min(t.at, distance) })),
          });
          const fin = movementPath(planRequest(p)).final;
          expect(planPoseAt(p, distance)).toEqual(fin);
          const byHand = planStepsApply(p.ship.start, planSteps(p), p.notchAngle);
          expect(Math.hypot(byHand.x - fin.x, byHand.y - fin.y)).toBeLessThan(1e-9);
          expect(Math.abs(((byHand.heading - fin.heading + 540) % 360) - 180)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 300 },
    );
  });
});
