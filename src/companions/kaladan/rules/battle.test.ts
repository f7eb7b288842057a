import { describe, expect, it } from 'vitest';
import { resolveBattle, type BattleOutcome } from './battle';
import type { TileDef, Unit } from './board';

const T = (id: string, capacity: number, adjacent: string[], castle = false): TileDef => ({ id, terrain: id, capacity, adjacent, castle });
const tiles = [T('Forest', 4, ['Mountain', 'Field']), T('Mountain', 3, ['Forest']), T('Field', 4, ['Forest']), T('Far', 2, [])];
const U = (id: string, owner: number, tile: string, kind: Unit['kind'] = 'sword'): Unit => ({ id, owner, kind, upgraded: false, tile });
const done = (r: BattleOutcome | string): BattleOutcome => {
  if (typeof r === 'string') throw new Error(r);
  return r;
};

describe('resolveBattle — "5. Battle"', () => {
  const attackers = [U('a1', 0, 'Forest'), U('a2', 0, 'Forest'), U('a3', 0, 'Forest', 'bow'), U('a4', 0, 'Forest', 'general')];
  const defenders = [U('d1', 1, 'Mountain'), U('d2', 1, 'Mountain', 'shield')];
  const units = [...attackers, ...defenders, U('k0', 0, 'Field', 'crown'), U('k1', 1, 'Far', 'crown')];

  it('Forest (4) → Mountain (3): all defenders fall, the attacker must choose exactly 3 invaders', () => {
    const base = { attacker: 0, from: 'Forest', to: 'Mountain', attackerLosses: [], defenderLosses: ['d1', 'd2'] };
    expect(resolveBattle(tiles, units, base)).toMatch(/4 attackers survive but Mountain holds 3: choose the 3/);
    expect(resolveBattle(tiles, units, { ...base, invaders: ['a1', 'a2'] })).toMatch(/exactly 3, not 2/);
    const r = done(resolveBattle(tiles, units, { ...base, invaders: ['a1', 'a2', 'a4'] }));
    expect(r.winner).toBe('attacker');
    expect(r.units.filter((u) => u.tile === 'Mountain').map((u) => u.id)).toEqual(['a1', 'a2', 'a4']);
    expect(r.units.filter((u) => u.tile === 'Forest').map((u) => u.id)).toEqual(['a3']);
    expect(r.dead).toEqual([
      { owner: 1, kind: 'sword' },
      { owner: 1, kind: 'shield' },
    ]);
  });

  it('fewer survivors than capacity: all of them invade', () => {
    const r = done(resolveBattle(tiles, units, { attacker: 0, from: 'Forest', to: 'Mountain', attackerLosses: ['a1', 'a2'], defenderLosses: ['d1', 'd2'] }));
    expect(r.invaded).toEqual(['a3', 'a4']);
    expect(r.units.filter((u) => u.tile === 'Forest')).toEqual([]);
  });

  it('the defender holds: only the fallen are removed, nobody moves', () => {
    const r = done(resolveBattle(tiles, units, { attacker: 0, from: 'Forest', to: 'Mountain', attackerLosses: ['a1'], defenderLosses: ['d1'] }));
    expect(r.winner).toBe('defender');
    expect(r.invaded).toEqual([]);
    expect(r.units.find((u) => u.id === 'd2')?.tile).toBe('Mountain');
    expect(r.units.find((u) => u.id === 'a2')?.tile).toBe('Forest');
  });

  it('refuses battles that are not tile-to-tile between adjacent enemy tiles', () => {
    expect(resolveBattle(tiles, units, { attacker: 1, from: 'Forest', to: 'Mountain', attackerLosses: [], defenderLosses: [] })).toMatch(/not yours/);
    expect(resolveBattle(tiles, units, { attacker: 0, from: 'Field', to: 'Far', attackerLosses: [], defenderLosses: [] })).toMatch(/not adjacent/);
    expect(resolveBattle(tiles, units, { attacker: 0, from: 'Forest', to: 'Field', attackerLosses: [], defenderLosses: [] })).toMatch(/your own tile/);
    expect(resolveBattle(tiles, units, { attacker: 0, from: 'Forest', to: 'Mountain', attackerLosses: ['d1'], defenderLosses: [] })).toMatch(/not on Forest/);
  });

  it('a fallen Crown eliminates its player: all their units leave, none to the dead pile, the victor invades', () => {
    const withCrown = [...attackers, U('d1', 1, 'Mountain'), U('kc', 1, 'Mountain', 'crown'), U('s1', 1, 'Far', 'special'), U('k0', 0, 'Field', 'crown')];
    const r = done(resolveBattle(tiles, withCrown, { attacker: 0, from: 'Forest', to: 'Mountain', attackerLosses: ['a4'], defenderLosses: ['kc'], invaders: null }));
    expect(r.eliminated).toEqual([{ player: 1, by: 0, specialsOnBoard: 1 }]);
    expect(r.units.some((u) => u.owner === 1)).toBe(false);
    expect(r.dead).toEqual([{ owner: 0, kind: 'general' }]);
    expect(r.invaded).toEqual(['a1', 'a2', 'a3']);
  });
});
