import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { movementPath, pointDistance, pose, turningSpacing } from './index';
import type { MoveRequest, TurnOrder } from './index';

const base = (over: Partial<MoveRequest>): MoveRequest => ({
  start: pose(0, 0, 0),
  distance: 10,
  turning: 'A',
  turns: [],
  notchCap: 2,
  notchAngle: 22.5,
  ...over,
});
const codes = (r: ReturnType<typeof movementPath>) => r.violations.map((v) => v.code);

describe('movementPath', () => {
  it('turning spacing: A = 2", B = 4", C = 6", ∞ = none', () => {
    expect([turningSpacing('A'), turningSpacing('B'), turningSpacing('C'), turningSpacing('∞')]).toEqual([2, 4, 6, null]);
  });

  it('a straight 10" move ends 10" ahead in one segment', () => {
    const r = movementPath(base({}));
    expect(r.legal).toBe(true);
    expect(r.segments).toHaveLength(1);
    expect(r.final).toEqual(pose(10, 0, 0));
  });

  it('one 90° starboard turn (4 notches of 22.5°) after 4": ends at (4, 6) facing down', () => {
    const r = movementPath(base({ turns: [{ at: 4, side: 'starboard', notches: 4 }], notchCap: 4 }));
    expect(r.legal).toBe(true);
    expect(r.final.x).toBeCloseTo(4, 9);
    expect(r.final.y).toBeCloseTo(6, 9);
    expect(r.final.heading).toBe(90);
    expect(r.segments).toHaveLength(2);
    expect(r.turns[0]).toMatchObject({ at: 4, headingBefore: 0, headingAfter: 90, relocated: false });
  });

  it('two turns port then starboard: the path is three segments and the heading is restored', () => {
    const r = movementPath(base({ turns: [{ at: 6, side: 'starboard', notches: 1 }, { at: 3, side: 'port', notches: 1 }] }));
    expect(r.legal).toBe(true);
    expect(r.turns.map((t) => t.at)).toEqual([3, 6]); // sorted by distance along the path
    expect(r.segments).toHaveLength(3);
    expect(r.final.heading).toBeCloseTo(0, 9);
  });

  it('flags a first turn before the ability minimum', () => {
    const r = movementPath(base({ turning: 'B', turns: [{ at: 3, side: 'port', notches: 1 }] }));
    expect(codes(r)).toEqual(['turn-too-early']);
    expect(r.violations[0]?.reason).toContain('4"');
  });

  it('flags turns closer than the spacing when the distance could fit them', () => {
    const r = movementPath(base({ turning: 'B', distance: 12, turns: [{ at: 4, side: 'port', notches: 1 }, { at: 7, side: 'port', notches: 1 }] }));
    expect(codes(r)).toEqual(['turns-too-close']);
    expect(r.violations[0]?.turn).toBe(1);
  });

  it('flags more than two turns and too many notches in one turn', () => {
    const turns: TurnOrder[] = [
      { at: 2, side: 'port', notches: 1 },
      { at: 4, side: 'port', notches: 3 },
      { at: 6, side: 'port', notches: 1 },
    ];
    expect(codes(movementPath(base({ turns })))).toEqual(['too-many-turns', 'too-many-notches']);
    expect(codes(movementPath(base({ turns: [{ at: 2, side: 'port', notches: 0 }] })))).toEqual(['bad-notches']);
  });

  it('flags a turn beyond the end of the move', () => {
    expect(codes(movementPath(base({ distance: 5, turns: [{ at: 6, side: 'port', notches: 1 }] })))).toContain('turn-outside-move');
  });

  it('Impossible Turns: ability C at 9" — first turn at 6", second at the end (9"), no spacing violation', () => {
    const r = movementPath(base({ turning: 'C', distance: 9, turns: [{ at: 7, side: 'starboard', notches: 2 }, { at: 8, side: 'starboard', notches: 2 }] }));
    expect(r.impossibleTurns).toBe(true);
    expect(r.legal).toBe(true);
    expect(r.turns.map((t) => [t.at, t.relocated])).toEqual([
      [6, true],
      [9, true],
    ]);
    // 6" ahead, turn 45°, 3" on the diagonal, turn at the end to 90°.
    expect(r.final.x).toBeCloseTo(6 + 3 * Math.SQRT1_2, 9);
    expect(r.final.y).toBeCloseTo(3 * Math.SQRT1_2, 9);
    expect(r.final.heading).toBe(90);
  });

  it('Impossible Turns does not apply when the move fits both turns', () => {
    const r = movementPath(base({ turning: 'A', distance: 4, turns: [{ at: 2, side: 'port', notches: 1 }, { at: 4, side: 'port', notches: 1 }] }));
    expect(r.impossibleTurns).toBe(false);
    expect(r.legal).toBe(true);
  });

  it('infinite ability: any facing at the start or the end, none in the middle, no notch cap', () => {
    const ok = movementPath(base({ turning: '∞', distance: 3, turns: [{ at: 0, face: 90 }, { at: 3, face: 200 }] }));
    expect(ok.legal).toBe(true);
    expect(ok.final.x).toBeCloseTo(0, 9);
    expect(ok.final.y).toBeCloseTo(3, 9);
    expect(ok.final.heading).toBe(200);
    expect(codes(movementPath(base({ turning: '∞', distance: 3, turns: [{ at: 1, face: 90 }] })))).toEqual(['free-turn-mid-move']);
    expect(codes(movementPath(base({ turning: 'A', turns: [{ at: 2, face: 90 }] })))).toEqual(['free-facing-needs-infinite']);
  });

  it('property: a move of length d moves the centre at most d, and its segments add up to d', () => {
    const turn = fc.record({ at: fc.double({ min: 0, max: 24, noNaN: true }), side: fc.constantFrom('port' as const, 'starboard' as const), notches: fc.integer({ min: 1, max: 6 }) });
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 24, noNaN: true }),
        fc.constantFrom('∞' as const, 'A' as const, 'B' as const, 'C' as const),
        fc.array(turn, { maxLength: 3 }),
        fc.double({ min: 0, max: 360, noNaN: true, maxExcluded: true }),
        (d, turning, turns, h) => {
          const r = movementPath(base({ start: pose(30, 20, h), distance: d, turning, turns }));
          const total = r.segments.reduce((s, g) => s + pointDistance(g.from, g.to), 0);
          return pointDistance(r.final, pose(30, 20, h)) <= d + 1e-9 && Math.abs(total - d) < 1e-9;
        },
      ),
    );
  });
});
