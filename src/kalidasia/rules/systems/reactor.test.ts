import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reactorAvailable, reactorDamage, reactorEndPhase, reactorInitial, reactorSpend, reactorValue, type ReactorState } from './reactor';

const spend = (s: ReactorState, n = 1): ReactorState => {
  const r = reactorSpend(s, n);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
};

describe('reactor', () => {
  it('generates points equal to the reactor value and refuses a spend past it', () => {
    let s = reactorInitial(3);
    s = spend(spend(spend(s)));
    expect(reactorAvailable(s)).toBe(0);
    const r = reactorSpend(s);
    expect(r).toEqual({ ok: false, reason: 'Not enough reactor: 1 needed, 0 left this turn (reactor value 3, 3 already spent).' });
  });

  it('loses unused points and clears point tokens in the end phase', () => {
    const s = reactorEndPhase(spend(reactorInitial(3), 2));
    expect(s).toEqual({ rating: 3, damaged: 0, spent: 0 });
  });

  it('Reactor Damaged x 2: first flips spent point tokens, then places damaged tokens', () => {
    // Reactor 3, one point spent this turn (e.g. to overcharge armor), then "Reactor Damaged x 2".
    const s = reactorDamage(spend(reactorInitial(3)), 2);
    expect(s).toEqual({ rating: 3, damaged: 2, spent: 0 });
    expect(reactorValue(s)).toBe(1);
    expect(reactorAvailable(s)).toBe(1);
  });

  it('never reduces the reactor value below zero', () => {
    const s = reactorDamage(reactorInitial(2), 5);
    expect(reactorValue(s)).toBe(0);
    expect(reactorSpend(s).ok).toBe(false);
  });

  it('keeps value and available points within 0..rating whatever happens (property)', () => {
    const op = fc.oneof(
      fc.record({ t: fc.constant('spend' as const), n: fc.integer({ min: -1, max: 4 }) }),
      fc.record({ t: fc.constant('damage' as const), n: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ t: fc.constant('end' as const), n: fc.constant(0) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.array(op, { maxLength: 30 }), (rating, ops) => {
        let s = reactorInitial(rating);
        for (const o of ops) {
          if (o.t === 'spend') {
            const r = reactorSpend(s, o.n);
            if (r.ok) s = r.value;
          } else if (o.t === 'damage') s = reactorDamage(s, o.n);
          else s = reactorEndPhase(s);
          expect(reactorValue(s)).toBeGreaterThanOrEqual(0);
          expect(reactorAvailable(s)).toBeGreaterThanOrEqual(0);
          expect(s.spent + s.damaged).toBeLessThanOrEqual(rating);
        }
      }),
    );
  });
});
