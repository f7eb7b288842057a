// Issue 22: "Weapon Damaged … lands on battery 2" names the battery, as printed on the stat card.
import { describe, expect, it } from 'vitest';
import { QueuedDice } from '../../../dice';
import { SHIPPED_PACK, buildCriticalDeck } from '../../data';
import { targetFromGame } from '../../game/fromCombat';
import { deployStarter } from '../../game/testkit.testing';
import { CardSource, batteryName, criticalDamageResolve } from './damage';
import { deckNew } from './deck';

describe('the battery a Weapon Damaged card lands on, by name', () => {
  it('"battery 2, Plasma Cannons" on a Draco; the number alone when the name is unknown', () => {
    const target = targetFromGame(deployStarter(), 'SFP-1', 'heragul');
    if (!target) throw new Error('SFP-1');
    expect(target.batteryNames).toEqual(SHIPPED_PACK.ships.find((c) => c.code === 'SFP')?.batteries.map((b) => b.name));
    expect(batteryName(target, 1)).toBe('battery 2, Plasma Cannons');
    expect(batteryName(target, 3)).toBe('battery 4, Light Pulse Turret');
    expect(batteryName({}, 1)).toBe('battery 2');
  });
  it('the critical step of an attack says it (Dual Status Cards: "a two is rolled, which is the same battery")', () => {
    const target = targetFromGame(deployStarter(), 'SFP-1', 'heragul');
    if (!target) throw new Error('SFP-1');
    const r = criticalDamageResolve({ target, deck: deckNew(buildCriticalDeck(SHIPPED_PACK.criticalCounts).map((c) => c.id), null), criticalHits: 1 }, new QueuedDice([2]), CardSource.named(['weaponDamaged-1']));
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.steps.map((x) => x.text).join('\n')).toContain('lands on battery 2, Plasma Cannons.');
  });
});

describe('the physical deck takes the printed name', () => {
  it('"Weapon Damaged" draws a Weapon Damaged card; an unknown name is refused with the section', () => {
    const target = targetFromGame(deployStarter(), 'SFP-1', 'heragul');
    if (!target) throw new Error('SFP-1');
    const deck = deckNew(buildCriticalDeck(SHIPPED_PACK.criticalCounts).map((c) => c.id), null);
    const r = criticalDamageResolve({ target, deck, criticalHits: 1 }, new QueuedDice([6]), CardSource.named(['Weapon Damaged']));
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.steps.map((x) => x.text).join('\n')).toContain('Drew Weapon Damaged (weaponDamaged-1)');
    const bad = criticalDamageResolve({ target, deck, criticalHits: 1 }, new QueuedDice([6]), CardSource.named(['Hull Dmg']));
    expect(bad).toMatchObject({ ok: false, reason: expect.stringContaining('is not the name of a critical card') });
  });
});
