import { describe, expect, it } from 'vitest';
import { SHIPPED_PACK } from '../../data/pack';
import { reactorInitial, reactorSpend } from './reactor';
import { thrusterCheck, thrusterPointsAvailable, thrusterPointsGenerable, thrustersActivate } from './thrusters';

const fx = SHIPPED_PACK.criticalEffects;

describe('vectored thrusters', () => {
  it('cost one reactor point to activate and grant the thruster points', () => {
    const r = thrustersActivate(reactorInitial(3), 2);
    expect(r).toEqual({ ok: true, value: { reactor: { rating: 3, damaged: 0, spent: 1 }, points: 2 } });
  });

  it('cannot be activated without a reactor point to spend', () => {
    const spent = reactorSpend(reactorInitial(1), 1);
    expect(spent.ok).toBe(true);
    const r = spent.ok ? thrustersActivate(spent.value, 2) : null;
    expect(r?.ok).toBe(false);
    expect(thrustersActivate(reactorInitial(3), 0).ok).toBe(false);
  });

  it('go to any of the four maneuvers, even with Cruise', () => {
    expect(thrusterCheck({ accelerate: 1, port: 1 }, 2, 'starboard', false)).toEqual([]);
    expect(thrusterCheck({ decelerate: 2 }, 2, 'cruise', false)).toEqual([]);
    expect(thrusterCheck({ decelerate: 3 }, 2, 'cruise', false)).toEqual(['3 thruster points allocated; only 2 generated.']);
  });

  it('with Thrusters Jammed go only to the primary maneuver', () => {
    expect(thrusterCheck({ accelerate: 2 }, 2, 'accelerate', true)).toEqual([]);
    expect(thrusterCheck({ port: 1 }, 2, 'accelerate', true)).toEqual(['Thrusters Jammed: thruster points can only go to the primary maneuver (accelerate), not port.']);
    expect(thrusterCheck({ port: 1 }, 2, 'cruise', true)).toHaveLength(1);
  });

  it('generate fewer points when damaged (provisional amount), none when destroyed', () => {
    expect(thrusterPointsAvailable(2, 'damaged', fx)).toBe(2 - fx.thrustersDamagedLoss);
    expect(thrusterPointsAvailable(2, 'destroyed', fx)).toBe(0);
  });
});

describe('thrusterPointsGenerable', () => {
  it('no thruster points without a reactor point to pay for them', () => {
    expect([thrusterPointsGenerable(2, reactorInitial(3)), thrusterPointsGenerable(2, { rating: 3, damaged: 3, spent: 0 })]).toEqual([2, 0]);
  });
});
