import { describe, expect, it } from 'vitest';
import {
  CRITICAL_DECK_SIZE,
  CRITICAL_KINDS,
  CRITICAL_KIND_INFO,
  DEFAULT_CRITICAL_COUNTS,
  buildCriticalDeck,
  criticalCardId,
  criticalDeckTotal,
  criticalKindOfId,
} from './criticalDeck';
import { rulebookHas } from './rulebookText.testing';

describe('critical deck', () => {
  it('has 46 cards by default, as the rulebook lists', () => {
    expect(CRITICAL_DECK_SIZE).toBe(46);
    expect(rulebookHas('Damage Cards x 46')).toBe(true);
    expect(criticalDeckTotal(DEFAULT_CRITICAL_COUNTS)).toBe(46);
    expect(buildCriticalDeck(DEFAULT_CRITICAL_COUNTS)).toHaveLength(46);
  });

  it('gives every card a unique, stable id that maps back to its kind', () => {
    const deck = buildCriticalDeck(DEFAULT_CRITICAL_COUNTS);
    expect(new Set(deck.map((c) => c.id)).size).toBe(deck.length);
    for (const card of deck) expect(criticalKindOfId(card.id)).toBe(card.kind);
    expect(deck[0]).toEqual({ id: 'hullDamage-1', kind: 'hullDamage' });
    expect(criticalCardId('weaponDamaged', 3)).toBe('weaponDamaged-3');
    expect(criticalKindOfId('nonsense-1')).toBeNull();
    expect(criticalKindOfId('hullDamage-0')).toBeNull();
    expect(criticalKindOfId('hullDamage')).toBeNull();
  });

  it('keeps ids of one kind unchanged when another kind count changes', () => {
    const more = { ...DEFAULT_CRITICAL_COUNTS, hullDamage: { ...DEFAULT_CRITICAL_COUNTS.hullDamage, value: 8 } };
    const ids = (d: ReturnType<typeof buildCriticalDeck>) => d.filter((c) => c.kind === 'weaponDamaged').map((c) => c.id);
    expect(ids(buildCriticalDeck(more))).toEqual(ids(buildCriticalDeck(DEFAULT_CRITICAL_COUNTS)));
  });

  it('sorts the kinds into the three categories of the rules', () => {
    const by = (c: string) => CRITICAL_KINDS.filter((k) => CRITICAL_KIND_INFO[k].category === c);
    expect(by('returnToDeck')).toEqual(['hullDamage', 'sensorDamage1', 'sensorDamage2', 'reactorDamage1', 'reactorDamage2']);
    expect(by('dualStatus')).toEqual(['armorDamaged', 'armorCompromised', 'thrustersDamaged', 'enginesDamaged', 'weaponDamaged']);
    expect(by('permanent')).toEqual(['thrustersJammed']);
    for (const k of by('dualStatus')) expect(CRITICAL_KIND_INFO[k].secondTitle).not.toBeNull();
  });

  it('groups sensor and reactor cards of different values into one family', () => {
    expect(CRITICAL_KIND_INFO.sensorDamage1.family).toBe(CRITICAL_KIND_INFO.sensorDamage2.family);
    expect(CRITICAL_KIND_INFO.reactorDamage2.amount).toBe(2);
    expect(CRITICAL_KIND_INFO.armorDamaged.family).not.toBe(CRITICAL_KIND_INFO.armorCompromised.family);
  });

  it('marks counts and engine icons provisional, and every rules quote occurs in the rulebook', () => {
    for (const k of CRITICAL_KINDS) {
      expect(DEFAULT_CRITICAL_COUNTS[k].provenance.source).toBe('provisional');
      const info = CRITICAL_KIND_INFO[k];
      expect(info.provenance.engineIcon.source).toBe('provisional');
      const quotes = Object.values(info.provenance).flatMap((p) => (p.source === 'rules' ? [p.quote] : []));
      expect(quotes.length).toBeGreaterThan(0);
      expect(quotes.filter((q) => !rulebookHas(q)).map((q) => `${k}: ${q}`)).toEqual([]);
    }
  });
});
