import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { inches, pose, rectOverlap } from '../../../geometry';
import type { TokenRect } from '../../../geometry';
import { planLanding } from './index';
import type { LandingToken } from './index';

const rect = (x: number, y: number, h: number, w: number, l: number): TokenRect => ({ pose: pose(x, y, h), footprint: { width: inches(w), length: inches(l) } });
const ship = (id: string, x: number, y: number, h = 0): LandingToken => ({ id, kind: 'ship', rect: rect(x, y, h, 1.5, 3) });
const small = (id: string, kind: 'fighter' | 'missile', x: number, y: number): LandingToken => ({ id, kind, rect: rect(x, y, 0, 1, 1) });

describe('landing on other tokens', () => {
  it('nothing under the warship: nothing moves', () => {
    expect(planLanding(ship('A', 10, 10), [ship('B', 20, 10), small('F1', 'fighter', 10, 14)])).toEqual({ mover: null, pushed: [], unresolved: [] });
  });

  it('onto another warship: the mover moves the smallest distance, the other stays', () => {
    const r = planLanding(ship('A', 10, 10), [ship('B', 10, 11)]); // B 1″ to starboard; widths 1.5: overlap 0.5″ across
    expect(r.mover && [r.mover.id, Math.round(r.mover.distance * 1e9) / 1e9, Math.round(r.mover.to.y * 1e9) / 1e9, r.mover.section]).toEqual(['A', 0.5, 9.5, 'Overlapping Tokens']);
    expect(r.pushed).toEqual([]);
  });

  it('onto a fighter and a missile: they move off the warship, the warship stays', () => {
    const r = planLanding(ship('A', 10, 10), [small('F1', 'fighter', 10.5, 10.2), small('M1', 'missile', 8.8, 10)]);
    expect(r.mover).toBeNull();
    expect(r.pushed.map((p) => p.id)).toEqual(['F1', 'M1']);
    expect(r.pushed.map((p) => Math.round(p.distance * 1e9) / 1e9)).toEqual([1.05, 0.8]); // F1 out to starboard (0.75 + 0.5 − 0.2); M1 out aft (1.5 + 0.5 − 1.2)
  });

  it('property: after the displacements nothing overlaps the warship, and the mover clears every warship', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.double({ min: 6, max: 14, noNaN: true }), y: fc.double({ min: 6, max: 14, noNaN: true }), h: fc.double({ min: 0, max: 359, noNaN: true }), k: fc.constantFrom('ship' as const, 'fighter' as const, 'missile' as const) }), { maxLength: 6 }),
        fc.double({ min: 0, max: 359, noNaN: true }),
        (items, h) => {
          const mover = ship('A', 10, 10, h);
          const others: LandingToken[] = items.map((t, i) => (t.k === 'ship' ? { ...ship(`S${i}`, t.x, t.y, t.h) } : { ...small(`T${i}`, t.k, t.x, t.y) }));
          // Other warships do not overlap each other at the start (a legal table).
          const ships = others.filter((o) => o.kind === 'ship');
          fc.pre(ships.every((a, i) => ships.every((b, j) => i >= j || !rectOverlap(a.rect, b.rect).overlaps)));
          const r = planLanding(mover, others);
          const final = { ...mover.rect, pose: r.mover?.to ?? mover.rect.pose };
          const moverClear = r.unresolved.some((u) => u.id === 'A') || ships.every((s) => !rectOverlap(final, s.rect).overlaps);
          const pushedClear = r.pushed.every((p) => {
            const o = others.find((x) => x.id === p.id) as LandingToken;
            return !rectOverlap({ ...o.rect, pose: p.to }, final).overlaps;
          });
          const left = others.filter((o) => o.kind !== 'ship' && rectOverlap(o.rect, final).overlaps && !r.pushed.some((p) => p.id === o.id) && !r.unresolved.some((u) => u.id === o.id));
          expect({ moverClear, pushedClear, left: left.map((o) => o.id) }).toEqual({ moverClear: true, pushedClear: true, left: [] });
        },
      ),
      { numRuns: 200 },
    );
  });
});
