import { describe, expect, it } from 'vitest';
import { SHIPPED_PACK } from '../../data/pack';
import { applyOverrides } from '../../data/overrides';
import { combatArcFor, engineCheck, enginePointsAvailable, isCruise, NO_ENGINES, primaryManeuver, primaryOptions, type EngineAllocation } from './engines';

const fx = SHIPPED_PACK.criticalEffects;

describe('engine allocation', () => {
  it('allows a single velocity and/or a single turning maneuver within the available points', () => {
    const a: EngineAllocation = { velocity: { maneuver: 'accelerate', points: 2 }, turn: { maneuver: 'port', points: 2 } };
    expect(engineCheck(a, 4)).toEqual([]);
    expect(engineCheck(a, 3)).toEqual(['4 engine points allocated; only 3 available.']);
  });

  it('reduces available points with engine damage (provisional amount) and none when destroyed', () => {
    expect(enginePointsAvailable(4, 'none', fx)).toBe(4);
    expect(enginePointsAvailable(4, 'damaged', fx)).toBe(4 - fx.enginesDamagedLoss);
    expect(enginePointsAvailable(1, 'damaged', fx)).toBe(0);
    expect(enginePointsAvailable(4, 'destroyed', fx)).toBe(0);
  });

  it('is Cruise when no engine point is spent', () => {
    expect(isCruise(NO_ENGINES)).toBe(true);
    expect(isCruise({ velocity: { maneuver: 'decelerate', points: 0 }, turn: null })).toBe(true);
    expect(primaryOptions(NO_ENGINES)).toEqual(['cruise']);
  });

  it('makes the maneuver with most points primary, and lets the player choose on a tie', () => {
    expect(primaryManeuver({ velocity: { maneuver: 'accelerate', points: 3 }, turn: { maneuver: 'starboard', points: 1 } })).toEqual({ ok: true, value: 'accelerate' });
    expect(primaryManeuver({ velocity: { maneuver: 'decelerate', points: 1 }, turn: { maneuver: 'port', points: 2 } })).toEqual({ ok: true, value: 'port' });
    const tie: EngineAllocation = { velocity: { maneuver: 'accelerate', points: 2 }, turn: { maneuver: 'starboard', points: 2 } };
    expect(primaryManeuver(tie)).toEqual({ ok: false, reason: 'The accelerate and starboard maneuvers have the same engine points: choose which is primary.' });
    expect(primaryManeuver(tie, 'starboard')).toEqual({ ok: true, value: 'starboard' });
    expect(primaryManeuver(tie, 'port').ok).toBe(false);
  });

  it('takes the combat arc from the pack facing charts (Cruise = No Action: whole battlefield)', () => {
    expect(combatArcFor(SHIPPED_PACK, 'accelerate')).toBe('front');
    expect(combatArcFor(SHIPPED_PACK, 'cruise')).toBe('all');
    const r = applyOverrides(SHIPPED_PACK, [{ path: 'maneuvers.accelerate.combatArc', value: 'rear' }]);
    expect(r.ok && combatArcFor(r.pack, 'accelerate')).toBe('rear');
  });
});
