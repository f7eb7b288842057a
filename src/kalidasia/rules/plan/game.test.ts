// The planner against the game core: a plan the planner calls legal is the move the reducer accepts, it ends where
// the planner drew it, and the fire matrix reads the game's state (the screens only render and dispatch).
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { shipClass } from '../../data';
import type { GameState, ShipState } from '../../game/state';
import { deployStarter, play, tryApply } from '../../game/testkit.testing';
import { fireMatrix, matrixShooterOf, matrixTargetsOf } from '../combat';
import { planAllocationOf, planCheck, planPoseAt, planRequest, planShipOf, planTurnsFromNotches, planWords } from './index';
import type { Plan, PlanAllocation } from './index';

const ship = (s: GameState, id: string): ShipState => s.ships.find((x) => x.id === id) as ShipState;

/** Surakari's SFP-1 activated, sensors placed: steps 2–4 are next. */
function atEngines(): GameState {
  return play(
    deployStarter(),
    { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 6 } },
    { type: 'initiativeBonus', player: 'surakari', cards: [] },
    { type: 'escorts', player: 'surakari', escorts: [], moved: [] },
    { type: 'actionOrder', player: 'surakari', order: 'initiative' },
    { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
    { type: 'sensors', ship: 'SFP-1', placement: {} },
  );
}

const S0 = atEngines();
const CLS = shipClass(S0.pack, 'SFP'); // engine 4: at most 2 notches per turn

describe('the planner and the game agree', () => {
  it('plan before the engines event, commit it, plan the move, commit it: the warship ends where the planner drew it', () => {
    const alloc: PlanAllocation = { engine: { velocity: { maneuver: 'accelerate', points: 1 }, turn: { maneuver: 'starboard', points: 3 } }, thrusters: {} };
    const before = planShipOf(S0.pack, CLS, ship(S0, 'SFP-1'), false);
    if (!before) throw new Error('not on the table');
    const p0: Plan = { ship: before, allocation: alloc, distance: 13, turns: [{ at: 4, side: 'starboard', engine: 2, thrusters: 0 }, { at: 8, side: 'starboard', engine: 1, thrusters: 0 }], notchAngle: S0.pack.notchAngle.value };
    expect(planCheck(p0).violations).toEqual([]);
    expect(planWords(p0)).toBe('Velocity 10–12 → 13–15 (B). Forward 4″, turn 2 notches to starboard; forward 4″, turn 1 notch to starboard; finish between 13″ and 15″ (5″–7″ more; planned 5″ more, 13″ in all).');
    const s1 = play(S0, { type: 'engines', ship: 'SFP-1', engine: alloc.engine, thrusters: null });
    const after = planShipOf(s1.pack, CLS, ship(s1, 'SFP-1'), false);
    const a1 = planAllocationOf(ship(s1, 'SFP-1'));
    if (!after || !a1) throw new Error('engines not recorded');
    const p1: Plan = { ...p0, ship: after, allocation: a1 };
    expect(planCheck(p1).velocity.to).toBe(planCheck(p0).velocity.to); // the game moved the tracker as planned
    expect(planWords(p1).startsWith('Velocity 13–15 (B). Forward 4″')).toBe(true);
    const req = planRequest(p1);
    const s2 = play(s1, { type: 'move', ship: 'SFP-1', distance: req.distance, turns: [...req.turns] });
    expect(ship(s2, 'SFP-1').pose).toEqual(planPoseAt(p1, 13));
    // Who can shoot whom from the point 6″ along the path, read from the game state.
    const from = planPoseAt(p1, 6);
    const m = fireMatrix(matrixShooterOf(s2.pack, CLS, ship(s2, 'SFP-1'), from), matrixTargetsOf('surakari', s2));
    expect(m.targets).toBe(2 + 8); // two Hammerheads and eight Hunters
    expect(new Set(m.cells.map((c) => c.arc))).toEqual(new Set(['starboard', 'turret'])); // primary: starboard turn (3 > 1)
  });

  it('property: the planner calls a move legal exactly when the game accepts it, and the final pose is the same', () => {
    const s1 = play(S0, { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: { maneuver: 'port', points: 3 } }, thrusters: null });
    const shipPlan = planShipOf(s1.pack, CLS, ship(s1, 'SFP-1'), false);
    const alloc = planAllocationOf(ship(s1, 'SFP-1'));
    if (!shipPlan || !alloc) throw new Error('engines not recorded');
    let legalSeen = 0;
    fc.assert(
      fc.property(
        fc.double({ min: 9.5, max: 12.5, noNaN: true }), // band 10–12, and a little outside
        fc.oneof(
          // Anything at all (mostly refused).
          fc.array(fc.record({ at: fc.double({ min: 0, max: 14, noNaN: true }), side: fc.constantFrom('port' as const, 'starboard' as const), engine: fc.integer({ min: 1, max: 3 }) }), { maxLength: 3 }),
          // Two port turns of 1 + 2 notches near the legal spacing (often legal, sometimes a little too early or close).
          fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean(), fc.constantFrom(0, 0, 0, -0.3)).map(([u, v, swap, nudge]) => [
            { at: 4 + nudge + u * 2, side: 'port' as const, engine: swap ? 2 : 1 },
            { at: 8 + u * 2 + v * 2, side: 'port' as const, engine: swap ? 1 : 2 },
          ]),
        ),
        (distance, turns) => {
          const plan: Plan = { ship: shipPlan, allocation: alloc, distance, turns: turns.map((t) => ({ ...t, thrusters: 0 })), notchAngle: s1.pack.notchAngle.value };
          if (planCheck(plan).legal) legalSeen++;
          const verdict = planCheck(plan);
          const req = planRequest(plan);
          const r = tryApply(s1, { type: 'move', ship: 'SFP-1', distance: req.distance, turns: [...req.turns] });
          expect({ legal: verdict.legal, accepted: r.ok }).toEqual({ legal: r.ok, accepted: r.ok });
          expect(r.ok ? ship(r.state, 'SFP-1').pose : verdict.path.final).toEqual(verdict.path.final);
        },
      ),
      { numRuns: 300 },
    );
    expect(legalSeen).toBeGreaterThan(30); // the property saw many legal moves, not only refusals
  });

  it('property: with vectored thrusters on both sides and an A turning letter, every move the planner calls legal is accepted where drawn', () => {
    // Decelerate 2 (10–12 → 4–6, A), 2 engine points to starboard, one thruster point each side (a reactor point).
    const s1 = play(S0, { type: 'engines', ship: 'SFP-1', engine: { velocity: { maneuver: 'decelerate', points: 2 }, turn: { maneuver: 'starboard', points: 2 } }, primary: 'starboard', thrusters: { starboard: 1, port: 1 } });
    const shipPlan = planShipOf(s1.pack, CLS, ship(s1, 'SFP-1'), true);
    const alloc = planAllocationOf(ship(s1, 'SFP-1'));
    if (!shipPlan || !alloc) throw new Error('engines not recorded');
    let legalSeen = 0;
    // A starboard turn (2 engine + 1 thruster notches) and a port turn (1 thruster notch), in either order, about 2″ apart.
    const plans = fc
      .tuple(fc.integer({ min: 400, max: 600 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.boolean(), fc.constantFrom(0, 0, 0, -0.2))
      .map(([d100, u, v, portFirst, nudge]) => {
        const distance = d100 / 100;
        const at1 = 2 + nudge + ((distance - 4) * u) / 100;
        const at2 = at1 + 2 + ((distance - at1 - 2) * v) / 100;
        const sb = { side: 'starboard' as const, engine: 2, thrusters: 1 };
        const pt = { side: 'port' as const, engine: 0, thrusters: 1 };
        return { distance, turns: [{ ...(portFirst ? pt : sb), at: at1 }, { ...(portFirst ? sb : pt), at: at2 }] };
      });
    fc.assert(
      fc.property(plans, ({ distance, turns }) => {
        const plan: Plan = { ship: shipPlan, allocation: alloc, distance, turns, notchAngle: s1.pack.notchAngle.value };
        const verdict = planCheck(plan);
        fc.pre(verdict.legal);
        legalSeen++;
        const req = planRequest(plan);
        const r = tryApply(s1, { type: 'move', ship: 'SFP-1', distance: req.distance, turns: [...req.turns] });
        expect(r.ok ? ship(r.state, 'SFP-1').pose : r.reason).toEqual(verdict.path.final);
      }),
      { numRuns: 100 },
    );
    expect(legalSeen).toBe(100);
  });

  it('property: at the infinite turning ability the planner and the game agree (one free facing, start or end)', () => {
    // Decelerate 3 (10–12 → 1–3, ∞) and one port point.
    const s1 = play(S0, { type: 'engines', ship: 'SFP-1', engine: { velocity: { maneuver: 'decelerate', points: 3 }, turn: { maneuver: 'port', points: 1 } }, primary: 'decelerate', thrusters: null });
    const shipPlan = planShipOf(s1.pack, CLS, ship(s1, 'SFP-1'), false);
    const alloc = planAllocationOf(ship(s1, 'SFP-1'));
    if (!shipPlan || !alloc) throw new Error('engines not recorded');
    let legalSeen = 0;
    const turn = fc.record({ where: fc.constantFrom('start' as const, 'end' as const, 'middle' as const), face: fc.integer({ min: 0, max: 359 }), engine: fc.constant(1) }); // a free facing is one point
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 300 }).map((n) => n / 100), fc.array(turn, { maxLength: 2 }), (distance, turns) => {
        const plan: Plan = {
          ship: shipPlan,
          allocation: alloc,
          distance,
          turns: turns.map((t) => ({ at: t.where === 'start' ? 0 : t.where === 'end' ? distance : distance / 2, side: 'port' as const, engine: t.engine, thrusters: 0, face: t.face })),
          notchAngle: s1.pack.notchAngle.value,
        };
        const verdict = planCheck(plan);
        if (verdict.legal) legalSeen++;
        const req = planRequest(plan);
        const r = tryApply(s1, { type: 'move', ship: 'SFP-1', distance: req.distance, turns: [...req.turns] });
        expect({ legal: verdict.legal }).toEqual({ legal: r.ok });
        expect(r.ok ? ship(r.state, 'SFP-1').pose : verdict.path.final).toEqual(verdict.path.final);
      }),
      { numRuns: 200 },
    );
    expect(legalSeen).toBeGreaterThan(20);
  });

  it('property: turns given as notches only and split as the game splits them — legal exactly when the game accepts', () => {
    const s1 = play(S0, { type: 'engines', ship: 'SFP-1', engine: { velocity: { maneuver: 'decelerate', points: 2 }, turn: { maneuver: 'starboard', points: 2 } }, primary: 'starboard', thrusters: { starboard: 1 } });
    const shipPlan = planShipOf(s1.pack, CLS, ship(s1, 'SFP-1'), true);
    const alloc = planAllocationOf(ship(s1, 'SFP-1'));
    if (!shipPlan || !alloc) throw new Error('engines not recorded');
    let legalSeen = 0;
    const asked = fc.record({ side: fc.constantFrom('starboard' as const, 'starboard' as const, 'port' as const), notches: fc.integer({ min: 1, max: 3 }) });
    fc.assert(
      fc.property(
        fc.integer({ min: 380, max: 620 }).map((n) => n / 100),
        fc.integer({ min: 150, max: 400 }).map((n) => n / 100),
        fc.integer({ min: 150, max: 300 }).map((n) => n / 100),
        fc.array(asked, { minLength: 1, maxLength: 2 }),
        (distance, at1, gap, turns) => {
          const placed = turns.map((t, i) => ({ ...t, at: Math.min(distance, i === 0 ? at1 : at1 + gap) }));
          const plan: Plan = { ship: shipPlan, allocation: alloc, distance, turns: planTurnsFromNotches(shipPlan, alloc, placed), notchAngle: s1.pack.notchAngle.value };
          const verdict = planCheck(plan);
          if (verdict.legal) legalSeen++;
          const req = planRequest(plan);
          const r = tryApply(s1, { type: 'move', ship: 'SFP-1', distance: req.distance, turns: [...req.turns] });
          expect({ legal: verdict.legal }).toEqual({ legal: r.ok });
          expect(r.ok ? ship(r.state, 'SFP-1').pose : verdict.path.final).toEqual(verdict.path.final);
        },
      ),
      { numRuns: 400 },
    );
    expect(legalSeen).toBeGreaterThan(10);
  });
});

