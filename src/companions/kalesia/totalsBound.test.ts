// "Totals only" hands stay inside what the cards left in the box this round can make (issue 23, item 1).
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { seededShuffle } from '../../dice';
import { replay } from '../shared/core/log';
import { applyKalesia, earlierInRound, initialKalesia, type KalesiaEvent, type KalesiaSetup, type KalesiaState } from './reducer';
import { totalsMax, totalsOf, type Weapon } from './rules/hand';
import { ALLIANCES, setsNeeded, type Alliance } from './rules/alliances';

const inOrder = Array.from({ length: 25 }, (_, i) => i + 1);
const players = (n: number): KalesiaSetup => ({ players: Array.from({ length: n }, (_, i) => `P${i + 1}`), layout: inOrder });
const five = players(5);
const C = (value: number): Weapon => ({ alliance: 'centaur', value });
const M = (value: number): Weapon => ({ alliance: 'mermaid', value });
const F = (value: number): Weapon => ({ alliance: 'forest', value });
const totals = (centaur: number, mermaid: number, forest: number): KalesiaEvent => ({ type: 'playTotals', totals: { centaur, mermaid, forest } });
const verdict = (s: KalesiaState, e: KalesiaEvent): string => {
  const r = applyKalesia(s, e);
  return r.ok ? 'accepted' : r.reason;
};

describe('totals-only hands and the box', () => {
  it('five players: Centaurs 36 is refused — ten cards reach at most 5 × 4 + 5 × 3 = 35 (the report)', () => {
    const s = initialKalesia(five);
    expect(verdict(s, totals(36, 0, 0))).toBe(
      'The Centaurs total 36 is more than ten cards can make: the highest Centaur cards still in the box this round give 5 × 4 + 5 × 3 = 35. (Rules: Kalesia "Contents")',
    );
    expect(verdict(s, totals(35, 0, 0))).toBe('accepted');
  });

  it('Forest 25 after the round used Forest cards worth 16: refused with what is left (the report)', () => {
    // Entered card by card: the cards are known, so the ten highest Forest cards left are counted.
    const byCards = replay(initialKalesia(five), [{ type: 'playHand', plays: [[F(3), F(3)], [F(3), F(3)], [F(3), F(1)], [C(1), C(2)], [M(1), M(2)]] }], applyKalesia);
    expect(verdict(byCards, totals(0, 0, 25))).toBe(
      'The Forest total 25 is more than ten cards can make: the highest Forest cards still in the box this round give 5 × 2 + 4 × 1 = 14. (Rules: Kalesia "Contents")',
    );
    // Entered as totals only: only the value is known.
    const byTotals = replay(initialKalesia(five), [totals(3, 3, 16)], applyKalesia);
    expect(verdict(byTotals, totals(0, 0, 25))).toBe(
      'The Forest total 25 is more than the Forest cards left in the box this round: they are worth 30 in all, this round\'s earlier hands used 16, so at most 14 remain. (Rules: Kalesia "Playing Hands")',
    );
    expect(verdict(byTotals, totals(2, 2, 14))).toBe('accepted');
  });

  it('the cards go back at the end of the round: the next round has the whole box again', () => {
    const round = [totals(3, 3, 16), totals(3, 3, 12), totals(10, 3, 1), totals(10, 3, 1), { type: 'passCards' } as const];
    const s = replay(initialKalesia(five), round, applyKalesia);
    expect(s.hands).toHaveLength(4);
    expect(verdict(s, totals(0, 0, 25))).toBe('accepted');
  });

  it('the three totals must fit in two cards per player together', () => {
    const s = initialKalesia(five);
    expect(verdict(s, totals(35, 1, 0))).toBe('These totals need at least 11 weapons (Centaurs 35: at least 10; Mermaids 1: at least 1), but 5 players play 10. (Rules: Kalesia "Playing Hands")');
    // Ten cards worth 1 or more, but only five 1s and five 2s of the Forest: Forest 10 with nothing else is ten Forest 1s.
    expect(verdict(initialKalesia(players(5)), totals(0, 0, 10))).toBe(
      '5 players play 10 weapons, but these totals hold at most 7 of the cards left (Forest 10: at most 7). (Rules: Kalesia "Playing Hands")',
    );
  });

  it('two boxes from six players double what is left', () => {
    const s = initialKalesia(players(6));
    expect(s.boxes).toBe(2);
    expect(verdict(s, totals(46, 0, 0))).toBe('accepted');
    expect(verdict(s, totals(47, 0, 0))).toBe(
      'The Centaurs total 47 is more than twelve cards can make: the highest Centaur cards still in the two boxes this round give 10 × 4 + 2 × 3 = 46. (Rules: Kalesia "Contents")',
    );
  });
});

/** The box (or two) shuffled: the round's hands are dealt from it, two cards per player per hand. */
function deal(n: number, seed: number): Weapon[][][] {
  const box: Weapon[] = [];
  for (let b = 0; b < 5 * setsNeeded(n); b++) for (const a of ALLIANCES) for (let v = 1; v <= (a === 'forest' ? 3 : 4); v++) box.push({ alliance: a, value: v });
  const deck = seededShuffle(box, seed);
  return [0, 1, 2, 3].map((h) => Array.from({ length: n }, (_, p) => deck.slice((h * n + p) * 2, (h * n + p) * 2 + 2)));
}

const roundArb = fc.record({ n: fc.integer({ min: 2, max: 10 }), seed: fc.nat(), entries: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), rounds: fc.integer({ min: 1, max: 3 }) });

describe('properties over random rounds', () => {
  it('every hand a table can really reveal is accepted, entered card by card or as totals only', () => {
    fc.assert(
      fc.property(roundArb, ({ n, seed, entries, rounds }) => {
        let s = initialKalesia(players(n));
        for (let r = 0; r < rounds && !s.outcome; r++) {
          for (const [h, plays] of deal(n, seed + r).entries()) {
            if (s.outcome) break;
            const e: KalesiaEvent = entries[h] ? { type: 'playHand', plays } : { type: 'playTotals', totals: totalsOf(plays.flat()) };
            const v = applyKalesia(s, e);
            if (!v.ok) throw new Error(`round ${r + 1}, hand ${h + 1}: ${v.reason}`);
            s = v.state;
          }
          if (s.roundEndPending) s = replay(s, [{ type: 'passCards' }], applyKalesia);
        }
        expect(s.hands.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('after hands entered card by card, one more than the largest cards left can make is refused with the sum', () => {
    fc.assert(
      fc.property(roundArb, fc.constantFrom<Alliance>(...ALLIANCES), fc.integer({ min: 0, max: 3 }), ({ n, seed }, a, earlier) => {
        const hands = deal(n, seed);
        let s = initialKalesia(players(n));
        for (const plays of hands.slice(0, earlier)) s = replay(s, [{ type: 'playHand', plays }], applyKalesia);
        if (s.outcome) return;
        // What is left of alliance a, largest first, and the 2n largest of it.
        const used = hands.slice(0, earlier).flat(2);
        const left: number[] = [];
        for (let v = a === 'forest' ? 3 : 4; v >= 1; v--) for (let k = used.filter((w) => w.alliance === a && w.value === v).length; k < 5 * s.boxes; k++) left.push(v);
        const best = left.slice(0, 2 * n).reduce((x, y) => x + y, 0);
        // With the other totals at 0, a total under 2n is refused first by "worth at least 1 each" (seen: forest 3 + 1
        // after three hands used 13 Forest cards); this property is about the box's arithmetic.
        fc.pre(best + 1 >= 2 * n);
        const t = { centaur: 0, mermaid: 0, forest: 0, [a]: best + 1 };
        expect(verdict(s, { type: 'playTotals', totals: t })).toMatch(new RegExp(`more than .* cards can make: .* = ${best}\\. \\(Rules: Kalesia "Contents"\\)$`));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the bound shown beside each total', () => {
  it('is the highest total the box still allows: one more is refused, the bound itself is not refused for being too high', () => {
    fc.assert(
      fc.property(roundArb, fc.constantFrom<Alliance>(...ALLIANCES), fc.integer({ min: 0, max: 3 }), ({ n, seed, entries }, a, earlier) => {
        let s = initialKalesia(players(n));
        for (const [h, plays] of deal(n, seed).slice(0, earlier).entries()) {
          s = replay(s, [entries[h] ? { type: 'playHand', plays } : { type: 'playTotals', totals: totalsOf(plays.flat()) }], applyKalesia);
        }
        if (s.outcome) return;
        const max = totalsMax(n, s.boxes, earlierInRound(s));
        const over = verdict(s, { type: 'playTotals', totals: { centaur: 0, mermaid: 0, forest: 0, [a]: max[a] + 1 } });
        const at = verdict(s, { type: 'playTotals', totals: { centaur: 0, mermaid: 0, forest: 0, [a]: max[a] } });
        expect([over === 'accepted', /more than/.test(at)]).toEqual([false, false]);
      }),
      { numRuns: 300 },
    );
  });
});
