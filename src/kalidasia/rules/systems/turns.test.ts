import { describe, expect, it } from 'vitest';
import { turnEarliest, turnNotchCap, turnPlanCheck, turnSteps } from './turns';

describe('turns', () => {
  it('cap each turn at half the engine value rounded up, plus thruster points', () => {
    expect(turnNotchCap(4, 0)).toBe(2);
    expect(turnNotchCap(3, 0)).toBe(2);
    expect(turnNotchCap(5, 2)).toBe(5);
    expect(turnNotchCap(0, 1)).toBe(1);
  });

  it('accept a plan that spends every allocated turning point in at most two turns', () => {
    const engine = { velocity: null, turn: { maneuver: 'starboard' as const, points: 4 } };
    expect(turnPlanCheck([{ direction: 'starboard', engine: 2, thrusters: 0 }, { direction: 'starboard', engine: 2, thrusters: 1 }], engine, { starboard: 1 }, 4, 'B')).toEqual([]);
  });

  it('refuse more than half the engine value on one turn, leftover points and a third turn', () => {
    const engine = { velocity: null, turn: { maneuver: 'port' as const, points: 3 } };
    expect(turnPlanCheck([{ direction: 'port', engine: 3, thrusters: 0 }], engine, {}, 4, 'A')).toEqual([
      'Turn 1: 3 engine points; at most 2 (half the engine value 4, rounded up) per turn.',
    ]);
    expect(turnPlanCheck([{ direction: 'port', engine: 2, thrusters: 0 }], engine, {}, 4, 'A')).toEqual([
      '3 engine points were allocated to turning; the turns use 2. All must be spent.',
    ]);
    const three = [1, 1, 1].map((e) => ({ direction: 'port' as const, engine: e, thrusters: 0 }));
    expect(turnPlanCheck(three, engine, {}, 4, 'A')).toContain('A warship makes at most two turns.');
    expect(turnPlanCheck([{ direction: 'starboard', engine: 2, thrusters: 0 }, { direction: 'port', engine: 1, thrusters: 0 }], engine, {}, 4, 'A')).toContain(
      'Turn 1: no engine points were allocated to a starboard turn.',
    );
  });

  it('with infinite turning ability: one point turns to any facing', () => {
    const engine = { velocity: null, turn: { maneuver: 'port' as const, points: 1 } };
    expect(turnPlanCheck([{ direction: 'port', engine: 1, thrusters: 0 }], engine, {}, 4, '∞')).toEqual([]);
    expect(turnEarliest('∞', 0)).toEqual({ first: null, second: null, impossible: false });
  });

  it('place turns by turning ability, and handle "impossible turns"', () => {
    expect(turnEarliest('A', 11)).toEqual({ first: 2, second: 4, impossible: false });
    expect(turnEarliest('C', 12)).toEqual({ first: 6, second: 12, impossible: false });
    // 'C' at 10": the first turn at 6", the second at the end of the move.
    expect(turnEarliest('C', 10)).toEqual({ first: 6, second: 10, impossible: true });
  });
});

describe('turnSteps: which points pay for each turn', () => {
  const engine = { velocity: null, turn: { maneuver: 'starboard' as const, points: 4 } };
  it('engine points of the turn side first, at most half the engine value per turn; thruster points pay the rest', () => {
    expect(turnSteps([{ direction: 'starboard', notches: 3 }, { direction: 'starboard', notches: 2 }], engine, 4, 'B')).toEqual([
      { direction: 'starboard', engine: 2, thrusters: 1 },
      { direction: 'starboard', engine: 2, thrusters: 0 },
    ]);
  });
  it('a turn to the other side is paid by thrusters only, so the plan check sees whose points they are', () => {
    const steps = turnSteps([{ direction: 'port', notches: 2 }], engine, 4, 'B');
    expect(steps).toEqual([{ direction: 'port', engine: 0, thrusters: 2 }]);
    expect(turnPlanCheck(steps, engine, { starboard: 2 }, 4, 'B')).toEqual([
      '4 engine points were allocated to turning; the turns use 0. All must be spent.',
      '2 thruster points were allocated to starboard turns; the turns use 0. All must be spent.',
      '0 thruster points were allocated to port turns; the turns use 2. All must be spent.',
    ]);
  });
  it('infinite ability: one point per turn', () => {
    const one = { velocity: null, turn: { maneuver: 'port' as const, points: 1 } };
    const steps = turnSteps([{ direction: 'port', notches: 1 }], one, 4, '∞');
    expect([steps, turnPlanCheck(steps, one, {}, 4, '∞')]).toEqual([[{ direction: 'port', engine: 1, thrusters: 0 }], []]);
  });
});
