// Issue 22: a critical card shows what it does — its own text with the pack's quantities — not its category's line.
import { describe, expect, it } from 'vitest';
import { CRITICAL_KINDS } from './criticalDeck';
import { criticalCardText, criticalCardTextOf } from './criticalText';
import { applyOverrides } from './overrides';
import { SHIPPED_PACK } from './pack';

describe('what a critical card does', () => {
  it('every kind has its own text (no two alike, none the category line)', () => {
    const texts = CRITICAL_KINDS.map((k) => criticalCardText(SHIPPED_PACK, k).does);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.filter((t) => /Return to Deck|Dual Status|Permanent Cards/.test(t))).toEqual([]);
  });
  it('quotes the rule it applies: "These cards destroy either one or two sensor points"', () => {
    expect(criticalCardText(SHIPPED_PACK, 'sensorDamage2').does).toMatch(/^Destroys 2 sensor points/);
    expect(criticalCardText(SHIPPED_PACK, 'sensorDamage1').does).toMatch(/^Destroys 1 sensor point:/);
    expect(criticalCardText(SHIPPED_PACK, 'hullDamage').does).toBe('One more point of hull damage to the warship; then discard the card.');
  });
  it('carries the pack’s provisional quantities, and the player’s corrections', () => {
    const engines = criticalCardText(SHIPPED_PACK, 'enginesDamaged');
    expect(engines).toEqual({ title: 'Engines Damaged', does: 'Engines Damaged: 2 engine points fewer. A second one — Engines Destroyed: no engine points.', provisional: true });
    const r = applyOverrides(SHIPPED_PACK, [{ path: 'criticalEffects.enginesDamagedLoss', value: 1 }]);
    if (!r.ok) throw new Error(r.errors.join());
    expect(criticalCardText(r.pack, 'enginesDamaged')).toMatchObject({ does: 'Engines Damaged: 1 engine point fewer. A second one — Engines Destroyed: no engine points.', provisional: false });
    expect(criticalCardText(SHIPPED_PACK, 'hullDamage').provisional).toBe(false);
  });
  it('by card id', () => {
    expect(criticalCardTextOf(SHIPPED_PACK, 'weaponDamaged-3').title).toBe('Weapon Damaged');
    expect(criticalCardTextOf(SHIPPED_PACK, 'nonsense')).toEqual({ title: 'nonsense', does: '', provisional: false });
  });
  it('every battery of every warship has a name (a Weapon Damaged card names the one it lands on)', () => {
    const unnamed = SHIPPED_PACK.ships.flatMap((s) => s.batteries.map((b, i) => ({ s: s.code, i, name: b.name }))).filter((b) => b.name.trim() === '' || /^Battery \d+$/.test(b.name));
    expect(unnamed).toEqual([]);
  });
});

describe('a card named as printed (issue 22: the form "refuses the printed name")', () => {
  it('by id, kind, or either printed side, any case', async () => {
    const { criticalKindByName } = await import('./criticalDeck');
    expect(['hullDamage-3', 'hullDamage', 'Hull Damage', ' hull  damage ', 'Weapon Destroyed', 'Sensor Damage x 2', 'Armor Failed'].map(criticalKindByName)).toEqual([
      'hullDamage',
      'hullDamage',
      'hullDamage',
      'hullDamage',
      'weaponDamaged',
      'sensorDamage2',
      'armorCompromised',
    ]);
    expect(criticalKindByName('Hull Dmg')).toBeNull();
  });
});
