// The missile strike form's resolution (ui/fighters/missiles.ts strikeResolve) against the game core:
// a shot by the target's escorting wing, then the power dice of the missiles left; the core accepts it.
import { describe, expect, it } from 'vitest';
import { missileStrikeToOutcome } from '../../../src/kalidasia/game/fromCombat';
import { play } from '../../../src/kalidasia/game/testkit.testing';
import { strikeResolve } from '../../../src/kalidasia/ui/fighters/missiles';
import { strikeReady } from '../../browser/fighterScenes';

describe('missile strike form', () => {
  it('an escorting wing shoots one missile down on a 6; the other strikes; the game core accepts the outcome', () => {
    const sc = strikeReady();
    const s = { ...sc.state, fighters: sc.state.fighters.map((f) => (f.id === 'Interceptor 5' ? { ...f, escorting: 'SFP-2' } : f)) };
    const ship = s.ships.find((x) => x.id === 'SFP-2');
    if (!ship) throw new Error('SFP-2');
    // Interceptor guns: two dice (6 kills a missile, 2 misses), then one power die for the missile left.
    const r = strikeResolve(s, ship, [{ fighter: 'Interceptor 5', aim: 'Missile 1' }], [6, 2, 3], []);
    if (typeof r === 'string') throw new Error(r);
    expect(r.shots[0]?.result.allocation.missilesDestroyed).toEqual(['Missile 1']);
    expect(r.struck).toEqual(['Missile 2']);
    const after = play(s, { type: 'missileStrike', ship: 'SFP-2', outcome: missileStrikeToOutcome(r) });
    expect(after.missiles).toEqual([]);
    expect(after.fighters.find((f) => f.id === 'Interceptor 5')?.attacked).toBe(true);
  });

  it('asks for the dice still missing, naming the order', () => {
    const sc = strikeReady();
    const ship = sc.state.ships.find((x) => x.id === 'SFP-2');
    if (!ship) throw new Error('SFP-2');
    expect(strikeResolve(sc.state, ship, [], [3], [])).toMatch(/Needed 2 more dice, only 1 entered.*shots' dice first, then the power dice/);
  });
});
