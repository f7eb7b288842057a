import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { inches, pose, rectOverlap } from '../../../geometry';
import { planOverlap, type OverlapToken } from './overlap';

const ship = (id: string, x: number, y: number, h = 0): OverlapToken => ({ kind: 'ship', id, pose: pose(x, y, h), footprint: { width: 1.5, length: 3 } });
const wing = (id: string, x: number, y: number): OverlapToken => ({ kind: 'fighter', id, pose: pose(x, y, 0), footprint: { width: 1, length: 1 } });

describe('overlapping tokens after a move', () => {
  it('nothing to do when the footprint is clear', () => {
    expect(planOverlap(ship('A', 10, 10), [ship('B', 20, 10), wing('f', 10, 14)])).toEqual([]);
  });

  it('the warship that moved gives way to a warship, by the smallest distance, heading kept', () => {
    const d = planOverlap(ship('A', 10, 10), [ship('B', 10, 11)]);
    expect(d).toHaveLength(1);
    const [a] = d;
    expect(a?.unit).toEqual({ kind: 'ship', id: 'A' });
    // Overlap across is 1.5 − 1 = 0.5″: moved 0.5″ up (away from B).
    expect(a?.distance).toBeCloseTo(0.5, 9);
    expect(a?.to.y).toBeCloseTo(9.5, 9);
    expect(a?.to.heading).toBe(0);
    expect(a?.section).toBe('Overlapping Tokens');
    expect(a?.reason).toContain('A ends over B');
  });

  it('a fighter under the warship is moved, not the warship; escorts carried along are left alone', () => {
    const d = planOverlap(ship('A', 10, 10), [wing('f', 10.5, 10), wing('e', 9, 10)], ['e']);
    expect(d.map((x) => x.unit.id)).toEqual(['f']);
    expect(d[0]?.reason).toContain('warship has priority');
  });

  it('property: after the displacements nothing the rules move still overlaps what it gave way to', () => {
    fc.assert(
      fc.property(fc.double({ min: -4, max: 4, noNaN: true }), fc.double({ min: -4, max: 4, noNaN: true }), fc.integer({ min: 0, max: 359 }), (dx, dy, h) => {
        const mover = ship('A', 10, 10, 0);
        const others = [ship('B', 10 + dx, 10 + dy, h), wing('f', 10 - dy, 10 + dx)];
        const d = planOverlap(mover, others);
        const at = d.find((x) => x.unit.id === 'A')?.to ?? mover.pose;
        const rect = (t: { pose: OverlapToken['pose']; footprint: OverlapToken['footprint'] }) => ({ pose: t.pose, footprint: { width: inches(t.footprint.width), length: inches(t.footprint.length) } });
        const moved = rect({ pose: at, footprint: mover.footprint });
        expect(rectOverlap(moved, rect(others[0] as OverlapToken)).overlaps).toBe(false);
        const f = d.find((x) => x.unit.id === 'f');
        const fr = { pose: f?.to ?? (others[1] as OverlapToken).pose, footprint: (others[1] as OverlapToken).footprint };
        expect(rectOverlap(rect(fr), moved).overlaps).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
