import { describe, expect, it } from 'vitest';
import { pose } from '../../geometry';
import { fresh, tryApply } from './testkit.testing';
import type { GameState } from './state';

function deployedOne(): GameState {
  let s = fresh();
  const roll = tryApply(s, { type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } });
  if (!roll.ok) throw new Error(roll.reason);
  s = roll.state;
  const dep = tryApply(s, { type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: pose(20, 6, 90), velocity: 2, escorts: [] });
  if (!dep.ok) throw new Error(dep.reason);
  return dep.state;
}

describe('adjust: the physical table is the truth', () => {
  it('moves a deployed warship to where the table has it, in any phase', () => {
    const s = deployedOne();
    const r = tryApply(s, { type: 'adjust', unit: { kind: 'ship', id: 'HHF-1' }, pose: pose(21.5, 7, 80), note: 'nudged' });
    expect(r.ok && r.state.ships.find((sh) => sh.id === 'HHF-1')?.pose).toEqual(pose(21.5, 7, 80));
  });
  it('refuses a unit that is not on the table, naming it', () => {
    const s = deployedOne();
    const r = tryApply(s, { type: 'adjust', unit: { kind: 'ship', id: 'SFP-1' }, pose: pose(1, 1, 0) });
    expect(r.ok ? '' : r.reason).toMatch(/SFP-1 is not on the table/);
    const bad = tryApply(s, { type: 'adjust', unit: { kind: 'fighter', id: 'nobody' }, pose: pose(1, 1, 0) });
    expect(bad.ok).toBe(false);
  });
});
