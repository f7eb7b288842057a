// The marker plan's blocks per seat (issue 25): a squadron's set printed before any game carries the ids the game uses.
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { SHIPPED_PACK } from '../../data';
import { fresh, HERAGUL, setupOf, SURAKARI } from '../../game/testkit.testing';
import type { Squadron } from '../../rules/squadron';
import { markerPlan, squadronPlan } from './plan';

/** The ids of a player's tokens in order: warships, then fighter tokens. */
const idsOf = (plan: ReturnType<typeof markerPlan>, owner: string) => plan.filter((t) => t.owner === owner && t.unit.kind !== 'missile').map((t) => [t.unit.kind, t.what, t.marker]);

describe('squadronPlan', () => {
  it('a squadron printed before the game has the ids the game gives it, in either seat, whatever the other squadron', () => {
    for (const [a, b] of [
      [HERAGUL, SURAKARI],
      [SURAKARI, HERAGUL],
      [HERAGUL, HERAGUL],
    ] as [Squadron, Squadron][]) {
      const game = fresh(setupOf('squadronEngagement', a, b));
      const plan = markerPlan(game);
      expect(idsOf(squadronPlan(SHIPPED_PACK, a, 0)!.plan, 'p1')).toEqual(idsOf(plan, 'heragul'));
      expect(idsOf(squadronPlan(SHIPPED_PACK, b, 1)!.plan, 'p2')).toEqual(idsOf(plan, 'surakari'));
    }
  });

  it('two sets printed for the two seats never share an id; the missiles only when asked', () => {
    const one = squadronPlan(SHIPPED_PACK, HERAGUL, 0)!.plan;
    const two = squadronPlan(SHIPPED_PACK, HERAGUL, 1, true)!.plan;
    expect(one.some((t) => t.unit.kind === 'missile')).toBe(false);
    expect(two.filter((t) => t.unit.kind === 'missile')).toHaveLength(20);
    const ids = [...one, ...two].map((t) => t.marker);
    expect(new Set(ids).size).toBe(ids.length);
    expect(one.map((t) => t.label)).toEqual(['HHF1', 'HHF2', ...Array.from({ length: 8 }, (_, i) => `HU${i + 1}`)]);
  });

  it('property: for any two squadrons of the starters’ classes, each seat’s ids are the squadron’s own and distinct', () => {
    const sq = fc.record({ ships: fc.integer({ min: 0, max: 6 }), fighters: fc.integer({ min: 0, max: 20 }) });
    fc.assert(
      fc.property(sq, sq, (x, y) => {
        const make = (base: Squadron, n: { ships: number; fighters: number }): Squadron => ({ ...base, ships: Array.from({ length: n.ships }, (_, i) => ({ ...base.ships[0]!, uid: `${base.ships[0]!.code}-${i + 1}` })), fighters: { [Object.keys(base.fighters)[0]!]: n.fighters } });
        const a = make(HERAGUL, x);
        const b = make(SURAKARI, y);
        const plan = markerPlan(fresh(setupOf('squadronEngagement', a, b)));
        expect(idsOf(squadronPlan(SHIPPED_PACK, a, 0)!.plan, 'p1')).toEqual(idsOf(plan, 'heragul'));
        expect(idsOf(squadronPlan(SHIPPED_PACK, b, 1)!.plan, 'p2')).toEqual(idsOf(plan, 'surakari'));
        expect(new Set(plan.map((t) => t.marker)).size).toBe(plan.length);
      }),
      { numRuns: 40 },
    );
  });
});
