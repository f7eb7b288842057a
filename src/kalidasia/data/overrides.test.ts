import { describe, expect, it } from 'vitest';
import { shipClass } from './lookup';
import { applyOverrides, packOverridesSchema } from './overrides';
import { SHIPPED_PACK } from './pack';

const ok = (r: ReturnType<typeof applyOverrides>) => {
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.pack;
};

describe('applyOverrides', () => {
  it('changes a stat-card value and marks it as the player’s', () => {
    const pack = ok(applyOverrides(SHIPPED_PACK, [{ path: 'ships.HHF.hull', value: 8, note: 'my Hammerhead card' }]));
    const hh = shipClass(pack, 'HHF');
    expect(hh.hull).toBe(8);
    expect(hh.provenance.hull).toEqual({ source: 'player', note: 'my Hammerhead card' });
    expect(shipClass(SHIPPED_PACK, 'HHF').hull).toBe(6);
  });

  it('reaches batteries, velocity slots, fighter weapons, deck counts and sourced values', () => {
    const pack = ok(
      applyOverrides(SHIPPED_PACK, [
        { path: 'ships.SFP.batteries.3.gunCount', value: 3 },
        { path: 'ships.SFP.velocityTrack.4.turning', value: 'A' },
        { path: 'fighters.interceptor.weapon.power', value: 5 },
        { path: 'criticalCounts.hullDamage', value: 9 },
        { path: 'criticalCounts.weaponDamaged', value: 7 },
        { path: 'notchAngle', value: 15 },
        { path: 'maneuvers.decelerate.combatArc', value: 'front' },
        { path: 'fleets.heragul-sarlet.entries.3.limit', value: '[0-50]: 1, [51+]: 2' },
        { path: 'upgrades.captain.cost', value: 4 },
      ]),
    );
    expect(pack.fleets[0]?.entries[3]?.limit).toBe('[0-50]: 1, [51+]: 2');
    expect(pack.upgrades.find((u) => u.id === 'captain')?.cost).toBe(4);
    const draco = shipClass(pack, 'SFP');
    expect(draco.batteries[3]?.gunCount).toBe(3);
    expect(draco.velocityTrack[4]?.turning).toBe('A');
    expect(pack.fighters.find((f) => f.id === 'interceptor')?.weapon.power).toBe(5);
    expect(pack.criticalCounts.hullDamage.value).toBe(9);
    expect(pack.notchAngle).toEqual({ value: 15, provenance: { source: 'player', note: 'Corrected by the player from their card.' } });
  });

  it('replaces a battery list whole, giving every field player provenance', () => {
    const pack = ok(
      applyOverrides(SHIPPED_PACK, [
        {
          path: 'ships.HAF.batteries',
          value: [{ name: 'Torpedoes', type: 'M', gunCount: 3, power: 2, range: null, arc: null, specials: [] }],
        },
      ]),
    );
    const b = shipClass(pack, 'HAF').batteries;
    expect(b).toHaveLength(1);
    expect(b[0]?.provenance.gunCount.source).toBe('player');
  });

  it('refuses values the schema rejects and paths that do not exist, saying which', () => {
    const bad = applyOverrides(SHIPPED_PACK, [{ path: 'ships.HHF.hull', value: -1 }]);
    expect(bad.ok).toBe(false);
    expect(bad.ok ? '' : bad.errors.join()).toContain('ships.0.hull');
    const deck = applyOverrides(SHIPPED_PACK, [{ path: 'criticalCounts.hullDamage', value: 11 }]);
    expect(deck.ok ? '' : deck.errors.join()).toContain('these counts make 47');
    const nowhere = applyOverrides(SHIPPED_PACK, [
      { path: 'ships.XYZ.hull', value: 3 },
      { path: 'ships.HHF.code', value: 'HHX' },
      { path: 'ships.HHF.warp', value: 3 },
    ]);
    expect(nowhere.ok ? [] : nowhere.errors).toEqual([
      '"ships.XYZ.hull": nothing called "XYZ" here',
      '"ships.HHF.code": code cannot be changed',
      '"ships.HHF.warp": no such value in the pack',
    ]);
  });

  it('validates a stored override list', () => {
    expect(packOverridesSchema.safeParse([{ path: 'ships.HHF.hull', value: 7 }]).success).toBe(true);
    expect(packOverridesSchema.safeParse([{ path: '', value: 7 }]).success).toBe(false);
  });
});
