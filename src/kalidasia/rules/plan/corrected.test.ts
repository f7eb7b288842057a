// Issue 22, item 3: the planner and the game core agree for every plan ALSO with player-corrected stats. The
// property "planner legal ⇔ reducer accepts, and the final pose is the same" (game.test.ts, on the shipped pack)
// runs here on random corrections of the Draco's card and the turning template: a random velocity track (bands and
// turning letters ∞/A/B/C), engine and thruster values, and notch angle — applied as the player's pack overrides,
// the way a game file carries them — with a random starting slot, engine and thruster allocation and turns.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOverrides, shipClass, type PackOverride, type TurningAbility } from '../../data';
import type { GameState, ShipState } from '../../game/state';
import { gameInit } from '../../game/setup';
import { SHIPPED_PACK } from '../../data';
import { play, setupOf, starterOpening, tryApply } from '../../game/testkit.testing';
import type { GameEventBody } from '../../game/events';
import { planAllocationOf, planCheck, planRequest, planShipOf, planTurnsFromNotches } from './index';
import type { Plan } from './index';

const ship = (s: GameState, id: string): ShipState => s.ships.find((x) => x.id === id) as ShipState;

/** A velocity track the pack schema accepts: bands rising, never overlapping, the top at most 24″. */
const track = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom<TurningAbility>('∞', 'A', 'B', 'C')), { minLength: 3, maxLength: 9 })
  .map((steps) => {
    let at = 0;
    return steps.map(([gap, width, turning], i) => {
      const min = i === 0 ? 0 : at + gap;
      const max = Math.min(24, min + width);
      at = max;
      return { min: Math.min(min, 24), max, turning };
    });
  });

const corrections = fc.record({
  track,
  engine: fc.integer({ min: 1, max: 6 }),
  thrusters: fc.integer({ min: 0, max: 3 }),
  notchAngle: fc.oneof(fc.constantFrom(15, 22.5, 30, 45, 60), fc.integer({ min: 50, max: 900 }).map((n) => n / 10)),
});

/** The starters' opening with both Dracos deployed at `slot`, in a game whose pack carries `overrides`. */
function openingWith(overrides: readonly PackOverride[], slot: number): GameState | string {
  const r = applyOverrides(SHIPPED_PACK, overrides);
  if (!r.ok) return r.errors.join('; ');
  const g = gameInit(r.pack, setupOf());
  if (!g.ok) return g.reason;
  const events = starterOpening('initiative').map((e): GameEventBody => (e.type === 'deployShip' && e.ship.startsWith('SFP') ? { ...e, velocity: slot } : e));
  return play(g.value, ...events, { type: 'activateShip', player: 'surakari', ship: 'SFP-1' }, { type: 'sensors', ship: 'SFP-1', placement: {} });
}

describe('the planner and the game agree on player-corrected stats', () => {
  it('property: corrected track, turning letters, engine, thrusters and notch angle — legal exactly when the game accepts, ending where drawn', () => {
    let legalSeen = 0;
    let refusedSeen = 0;
    let runs = 0;
    fc.assert(
      fc.property(
        corrections,
        fc.nat(),
        fc.record({ vel: fc.constantFrom('accelerate' as const, 'decelerate' as const), velPts: fc.nat({ max: 6 }), side: fc.constantFrom('starboard' as const, 'port' as const), turnPts: fc.nat({ max: 6 }) }),
        fc.option(fc.record({ starboard: fc.nat({ max: 3 }), port: fc.nat({ max: 3 }) }), { nil: null }),
        fc.oneof({ arbitrary: fc.double({ min: 0, max: 1, noNaN: true }), weight: 3 }, { arbitrary: fc.double({ min: -0.6, max: 1.6, noNaN: true }), weight: 1 }), // mostly inside the band
        fc.array(fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), side: fc.constantFrom('starboard' as const, 'port' as const), notches: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 2 }), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 4 }), weight: 1 }) }), { maxLength: 2 }),
        fc.boolean(),
        (c, slotSeed, alloc, thr, where, asked, spendAll) => {
          const overrides: PackOverride[] = [
            { path: 'ships.SFP.velocityTrack', value: c.track },
            { path: 'ships.SFP.engine', value: c.engine },
            { path: 'ships.SFP.thrusters', value: c.thrusters },
            { path: 'notchAngle', value: c.notchAngle },
          ];
          const s0 = openingWith(overrides, slotSeed % c.track.length);
          if (typeof s0 === 'string') throw new Error(s0); // every generated correction is a valid pack
          expect(s0.pack.notchAngle.value).toBe(c.notchAngle);
          // Engines: a random split within the corrected engine value; thrusters on a reactor point, or not.
          const velPts = Math.min(alloc.velPts, c.engine);
          const turnPts = Math.min(alloc.turnPts, c.engine - velPts);
          const engine = { velocity: velPts > 0 ? { maneuver: alloc.vel, points: velPts } : null, turn: turnPts > 0 ? { maneuver: alloc.side, points: turnPts } : null };
          const thrusters = thr && c.thrusters > 0 ? Object.fromEntries(Object.entries({ starboard: Math.min(thr.starboard, c.thrusters), port: Math.min(thr.port, c.thrusters - Math.min(thr.starboard, c.thrusters)) }).filter(([, n]) => n > 0)) : null;
          const eng = tryApply(s0, { type: 'engines', ship: 'SFP-1', engine, ...(velPts > 0 && velPts === turnPts ? { primary: alloc.vel } : {}), thrusters });
          fc.pre(eng.ok);
          if (!eng.ok) return;
          const s1 = eng.state;
          const cls = shipClass(s1.pack, 'SFP');
          expect(cls.engine).toBe(c.engine);
          const shipPlan = planShipOf(s1.pack, cls, ship(s1, 'SFP-1'), thrusters !== null);
          const allocation = planAllocationOf(ship(s1, 'SFP-1'));
          if (!shipPlan || !allocation) throw new Error('engines not recorded');
          const band = planCheck({ ship: shipPlan, allocation, distance: 0, turns: [], notchAngle: c.notchAngle }).velocity;
          const distance = Math.max(0, band.min + (band.max - band.min) * where);
          // Half the plans spend exactly the points allocated (mostly legal when spaced right), half ask anything.
          const other: 'starboard' | 'port' = alloc.side === 'starboard' ? 'port' : 'starboard';
          const spend = [
            { side: alloc.side, notches: turnPts + (thrusters?.[alloc.side] ?? 0), at: asked[0]?.at ?? 0.3 },
            { side: other, notches: thrusters?.[other] ?? 0, at: asked[1]?.at ?? 0.8 },
          ].filter((t) => t.notches > 0);
          const placed = [...(spendAll ? spend : asked)].sort((a, b) => a.at - b.at).map((t) => ({ side: t.side, notches: t.notches, at: t.at * distance }));
          const plan: Plan = { ship: shipPlan, allocation, distance, turns: planTurnsFromNotches(shipPlan, allocation, placed), notchAngle: s1.pack.notchAngle.value };
          const verdict = planCheck(plan);
          const req = planRequest(plan);
          const r = tryApply(s1, { type: 'move', ship: 'SFP-1', distance: req.distance, turns: [...req.turns] });
          runs++;
          if (verdict.legal) legalSeen++;
          else refusedSeen++;
          expect({ legal: verdict.legal }).toEqual({ legal: r.ok });
          expect(r.ok ? ship(r.state, 'SFP-1').pose : verdict.path.final).toEqual(verdict.path.final);
        },
      ),
      { numRuns: 400 },
    );
    // The property saw both verdicts many times, not only refusals.
    expect(runs).toBeGreaterThan(100);
    expect(legalSeen).toBeGreaterThan(40);
    expect(refusedSeen).toBeGreaterThan(40);
  });
});
