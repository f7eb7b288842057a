import { describe, expect, it } from 'vitest';
import { CRITICAL_KINDS } from './criticalDeck';
import { fighterClass, fleetList, shipClass, upgradeCard } from './lookup';
import { SHIPPED_PACK } from './pack';
import { rulebookHas } from './rulebookText.testing';
import { parsePack } from './schema';
import type { Provenance } from './types';

/** Every provenance entry in a value, with the path that leads to it. */
function provenances(value: unknown, path = ''): { path: string; p: Provenance }[] {
  if (value === null || typeof value !== 'object') return [];
  const o = value as Record<string, unknown>;
  if (typeof o.source === 'string' && (o.source === 'rules' || o.source === 'provisional' || o.source === 'player')) {
    return [{ path, p: o as unknown as Provenance }];
  }
  return Object.entries(o).flatMap(([k, v]) => provenances(v, path === '' ? k : `${path}.${k}`));
}

describe('the shipped pack', () => {
  it('is valid by the pack schema', () => {
    const r = parsePack(SHIPPED_PACK);
    expect(r.ok ? [] : r.errors).toEqual([]);
  });

  it('cites, for every rules value, a quote that occurs in the rulebook', () => {
    const all = provenances(SHIPPED_PACK);
    expect(all.length).toBeGreaterThan(300);
    const missing = all.flatMap(({ path, p }) => (p.source === 'rules' && !rulebookHas(p.quote) ? [`${path}: ${p.quote}`] : []));
    expect(missing).toEqual([]);
  });

  it('has only rules or provisional values (no player values) and explains every placeholder', () => {
    const all = provenances(SHIPPED_PACK).map((x) => x.p);
    expect(all.filter((p) => p.source === 'player')).toEqual([]);
    expect(all.filter((p) => p.source === 'provisional' && p.note.length < 20)).toEqual([]);
    expect(all.filter((p) => p.source === 'rules' && p.section.length === 0)).toEqual([]);
  });

  it('lists the fleets exactly as the squadron tables', () => {
    const row = (id: 'heragul-sarlet' | 'surakari-invasion') =>
      fleetList(SHIPPED_PACK, id).entries.map((e) => `${e.unit.kind === 'ship' ? e.unit.code : e.unit.id}: ${e.limit}`);
    const lim = '[0-75]: 1, [76-150]: 2, [151+]: U';
    expect(row('heragul-sarlet')).toEqual(['HHF: Unlimited', 'HAF: Unlimited', 'HDP: Unlimited', `HBC: ${lim}`, 'hunter: Unlimited', 'attackCruiser: Unlimited']);
    expect(row('surakari-invasion')).toEqual(['SFP: Unlimited', 'SAM: Unlimited', 'SDP: Unlimited', `SBC: ${lim}`, 'interceptor: Unlimited', 'scout: Unlimited']);
  });

  it('carries the facts the rulebook gives, marked rules', () => {
    const hh = shipClass(SHIPPED_PACK, 'HHF');
    const draco = shipClass(SHIPPED_PACK, 'SFP');
    expect([hh.cost, hh.provenance.cost.source]).toEqual([11, 'rules']);
    expect([draco.cost, draco.provenance.cost.source]).toEqual([12, 'rules']);
    for (const code of ['SFP', 'SAM'] as const) {
      const f = shipClass(SHIPPED_PACK, code);
      expect([f.hull, f.provenance.hull.source]).toEqual([7, 'rules']);
    }
    const javelin = hh.batteries.find((b) => b.name === 'Javelin Missiles');
    expect(javelin && [javelin.type, javelin.gunCount, javelin.power, javelin.provenance.gunCount.source, javelin.provenance.power.source]).toEqual(['M', 2, 1, 'rules', 'rules']);
    const rails = shipClass(SHIPPED_PACK, 'HDP').batteries[0];
    expect(rails && [rails.name, rails.power, rails.gunCount, rails.specials, rails.provenance.power.source]).toEqual(['Fire Rails', 4, 2, ['armorPiercing'], 'rules']);
    const beams = draco.batteries[0];
    expect(beams && [beams.gunCount, beams.power, beams.specials, beams.provenance.power.source]).toEqual([2, 2, ['pulseBeam'], 'rules']);
    expect(draco.batteries).toHaveLength(4);
    expect(draco.batteries[1] && [draco.batteries[1].name, draco.batteries[1].arc]).toEqual(['Plasma Cannons', 'combat']);
    expect(draco.batteries.some((b) => b.name === 'Rapid Pulse Cannons' && b.type === 'F')).toBe(true);
    const hydrus = shipClass(SHIPPED_PACK, 'SBC');
    expect(hydrus.batteries.map((b) => b.name)).toEqual(expect.arrayContaining(['Heavy Pulse Beams', 'Pulse Cannons']));
    expect(shipClass(SHIPPED_PACK, 'SAM').batteries.some((b) => b.name === 'Phalanx')).toBe(true);
    expect(fighterClass(SHIPPED_PACK, 'hunter').weapon.specials).toContain('highROF');
    for (const f of SHIPPED_PACK.fighters) expect([f.cost, f.capacityCost, f.provenance.cost.source, f.provenance.capacityCost.source]).toEqual([1, 1, 'rules', 'rules']);
    const captain = upgradeCard(SHIPPED_PACK, 'captain');
    expect(captain && [captain.faction, captain.initiativeBonus, captain.provenance.initiativeBonus.source]).toEqual(['surakari', 2, 'rules']);
    expect([SHIPPED_PACK.maxVelocity.value, SHIPPED_PACK.maxVelocity.provenance.source]).toEqual([24, 'rules']);
    const slot = hh.velocityTrack.find((s) => s.min === 10 && s.max === 12);
    expect(slot?.provenance.min.source).toBe('rules');
  });

  it('marks as provisional what the rulebook does not give', () => {
    expect(SHIPPED_PACK.notchAngle.provenance.source).toBe('provisional');
    for (const k of CRITICAL_KINDS) expect(SHIPPED_PACK.criticalCounts[k].provenance.source).toBe('provisional');
    const hh = shipClass(SHIPPED_PACK, 'HHF');
    expect(['hull', 'criticalValue', 'sensor', 'reactor', 'engine', 'thrusters', 'capacity'].map((k) => hh.provenance[k as 'hull'].source)).toEqual(Array(7).fill('provisional'));
  });

  it('rejects a pack whose deck is not 46 cards, naming the problem', () => {
    const bad = { ...SHIPPED_PACK, criticalCounts: { ...SHIPPED_PACK.criticalCounts, hullDamage: { ...SHIPPED_PACK.criticalCounts.hullDamage, value: 9 } } };
    const r = parsePack(bad);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.errors.join('\n')).toContain('must hold 46 cards; these counts make 45');
  });
});
