import { describe, expect, it } from 'vitest';
import { pose } from '../../../geometry';
import { shipClass } from '../../data';
import { deployStarter } from '../../game/testkit.testing';
import { tokenKey } from './tableModel';
import { unitCodes } from './unitCodes';

describe('unit codes', () => {
  it('gives every unit of the starters a short code and number, unique in the game', () => {
    const s = deployStarter();
    const codes = unitCodes(s);
    expect(codes.get(tokenKey({ kind: 'fighter', id: 'Hunter 3' }))).toBe('HU3');
    expect(codes.get(tokenKey({ kind: 'fighter', id: 'Interceptor 4' }))).toBe('IN4');
    // A warship keeps its class code and the number on its token (HHF-1 → HHF1).
    expect(codes.get(tokenKey({ kind: 'ship', id: 'HHF-1' }))).toBe('HHF1');
    const all = [...codes.values()];
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(s.ships.length + s.fighters.length);
  });

  it('names a missile by its battery (Javelin Missiles → JAV)', () => {
    const s = deployStarter();
    const ship = s.ships.find((x) => x.code === 'HHF');
    if (!ship) throw new Error('no Hammerhead');
    const battery = shipClass(s.pack, ship.code).batteries.findIndex((b) => /javelin/i.test(b.name));
    const missile = { id: 'Missile 2', owner: ship.owner, ship: ship.id, battery, power: 1, pose: pose(10, 10, 0), contact: null };
    const codes = unitCodes({ ...s, missiles: [missile] });
    expect(codes.get(tokenKey({ kind: 'missile', id: 'Missile 2' }))).toBe('JAV2');
  });

  it('two names that would share letters get different codes', () => {
    const s = deployStarter();
    // Two fighter kinds both starting "HU…" in a pack: the second takes its next candidate.
    const hunter = s.pack.fighters.find((f) => f.id === 'hunter');
    if (!hunter) throw new Error('no Hunter');
    const pack = { ...s.pack, fighters: s.pack.fighters.map((f) => (f.id === 'interceptor' ? { ...f, name: 'Hunter Killer' } : f)) };
    const codes = unitCodes({ ...s, pack });
    const a = codes.get(tokenKey({ kind: 'fighter', id: 'Hunter 1' }));
    const b = codes.get(tokenKey({ kind: 'fighter', id: 'Interceptor 1' }));
    expect([a, b]).toEqual(['HU1', 'HK1']);
  });
});
