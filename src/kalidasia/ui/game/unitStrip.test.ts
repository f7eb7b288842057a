import { describe, expect, it } from 'vitest';
import { expected } from '../../game';
import { actionPhase, huntersActive } from '../../game/scenes.testing';
import { cruise, fresh, play } from '../../game/testkit.testing';
import { unitStripOf, wingGroupAround } from './unitStrip';

describe('unit strip: the action phase units in order, done / now / next', () => {
  it('is empty outside the action phase', () => {
    const s = fresh();
    expect(unitStripOf(s, expected(s))).toBeNull();
  });

  it('lists the players in the chosen order; only the player whose go it is has next units, each with the event one tap sends', () => {
    const s = actionPhase('initiative');
    const rows = unitStripOf(s, expected(s));
    expect(rows?.map((r) => r.player)).toEqual(['surakari', 'heragul']);
    const [sur, her] = rows ?? [];
    expect(sur?.units.map((u) => [u.short, u.state])).toEqual([
      ['SFP-1', 'next'],
      ['SFP-2', 'next'],
    ]);
    expect(sur?.units[0]?.activate).toEqual({ type: 'activateShip', player: 'surakari', ship: 'SFP-1' });
    expect(her?.units.map((u) => [u.short, u.state])).toEqual([
      ['HHF-1', 'later'],
      ['HHF-2', 'later'],
      ['8 wings', 'later'],
    ]);
  });

  it('marks the activated warship done, the active fighter unit now, and the next player’s units next', () => {
    const s = huntersActive();
    const rows = unitStripOf(s, expected(s));
    expect(rows?.[0]?.units.map((u) => [u.short, u.state])).toEqual([
      ['SFP-1', 'done'],
      ['SFP-2', 'later'],
    ]);
    expect(rows?.[1]?.units.map((u) => [u.short, u.state])).toEqual([
      ['HHF-1', 'later'],
      ['HHF-2', 'later'],
      ['8 wings', 'now'],
    ]);
    const after = play(s, { type: 'activationEnd' });
    const s2 = cruise(after, 'surakari', 'SFP-2');
    const rows2 = unitStripOf(s2, expected(s2));
    expect(rows2?.[1]?.units.map((u) => [u.short, u.state])).toEqual([
      ['HHF-1', 'next'],
      ['HHF-2', 'next'],
      ['8 wings', 'done'],
    ]);
  });

  it('a tapped wing brings the nearest wings still to activate, eight or all remaining', () => {
    const s = actionPhase('reverse');
    const g = wingGroupAround(s, 'heragul', 'Hunter 3');
    expect(g?.[0]).toBe('Hunter 3');
    expect(g).toHaveLength(8);
    expect(wingGroupAround(s, 'heragul', 'Interceptor 1')).toBeNull();
  });
});
