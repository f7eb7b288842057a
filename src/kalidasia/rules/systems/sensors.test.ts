import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sensorDamage, sensorEndPhase, sensorInitial, sensorPlace, sensorPoints, sensorReroll } from './sensors';

describe('sensors', () => {
  it('generates the sensor value less damage, never below zero', () => {
    expect(sensorPoints(sensorInitial(3))).toBe(3);
    expect(sensorPoints(sensorDamage(sensorInitial(3), 2))).toBe(1);
    expect(sensorPoints(sensorDamage(sensorDamage(sensorInitial(3), 2), 2))).toBe(0);
  });

  it('places generated points on enemy warships only, no more than generated', () => {
    const gen = sensorInitial(3);
    const r = sensorPlace({}, gen, { mackerel: 3 }, ['mackerel', 'hammerhead']);
    expect(r).toEqual({ ok: true, value: { mackerel: 3 } });
    expect(sensorPlace({}, gen, { mackerel: 4 }, ['mackerel']).ok).toBe(false);
    expect(sensorPlace({}, gen, { draco: 1 }, ['mackerel'])).toEqual({ ok: false, reason: 'draco is not an enemy warship on the battlefield.' });
  });

  it('rulebook example: two sensor points on the target, re-roll the 2, get a 5', () => {
    // "A Surakari Frigate attacks with a battery of two Med. Pulse beams rolling a 2 and 3. There are two
    // sensor points on the target, so the attacker spends one and rerolls the 2 and gets a 5. Therefore, the
    // result of this attack is one hit and one solid hit and the target still has one sensor point assigned to it."
    const r = sensorReroll({ target: 2 }, 'target', [2, 3], [{ index: 0, value: 5 }], 3);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.board).toEqual({ target: 1 });
    const solid = r.value.dice.filter((d) => d >= 5).length;
    const hit = r.value.dice.filter((d) => d >= 3 && d <= 4).length;
    expect([hit, solid]).toEqual([1, 1]);
  });

  it('refuses to re-roll a hit, the same die twice, or without tokens', () => {
    expect(sensorReroll({ t: 2 }, 't', [2, 3], [{ index: 1, value: 6 }], 3).ok).toBe(false);
    expect(sensorReroll({ t: 2 }, 't', [2, 1], [{ index: 0, value: 1 }, { index: 0, value: 4 }], 3).ok).toBe(false);
    expect(sensorReroll({}, 't', [2], [{ index: 0, value: 4 }], 3)).toEqual({ ok: false, reason: 't has 0 sensor tokens; 1 re-rolls asked.' });
  });

  it('removes every sensor token in the end phase', () => {
    expect(sensorEndPhase()).toEqual({});
  });

  it('never has a negative sensor value or token count (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 10 }), fc.nat(6), (rating, hits, spend) => {
        let s = sensorInitial(rating);
        for (const h of hits) s = sensorDamage(s, h);
        expect(sensorPoints(s)).toBeGreaterThanOrEqual(0);
        const placed = sensorPlace({}, s, { e: sensorPoints(s) }, ['e']);
        expect(placed.ok).toBe(true);
        if (!placed.ok) return;
        const dice = Array.from({ length: spend }, () => 1);
        const r = sensorReroll(placed.value, 'e', dice, dice.map((_, i) => ({ index: i, value: 2 })), 3);
        expect(r.ok).toBe(spend <= sensorPoints(s));
        expect(r.ok ? (r.value.board.e ?? 0) : 0).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
