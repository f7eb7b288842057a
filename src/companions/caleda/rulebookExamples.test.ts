/**
 * Audit (compaudit): the examples the Caleda rulebook prints in its own words, as tests. The others are tested
 * beside their rules: "Combat" (Red 66555 against Green 6661, rules/combat.test.ts), "Using Gold Pieces" and
 * "Example Turn" (Talaq, reducer.test.ts and rules/gold.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { initialCaleda } from './reducer';
import { idsAt, placeUnits, refusal, run, setupOf, sq } from './testkit';

describe('Caleda "Actions": "A group with a general and an infantry can only move one square per turn."', () => {
  it('the General and the Infantry together reach one square, not two; alone the General goes three', () => {
    // A General and an Infantry of Talaq on A1 (a plain square far from both capitals).
    const s = placeUnits(initialCaleda(setupOf()), 0, 'A1', ['general', 'infantry']);
    const group = idsAt(s, 'A1', 0);
    expect(group).toHaveLength(2);
    expect(refusal(s, { type: 'move', units: group, to: sq('A3') })).toBe(
      'A3 is 2 squares away at right angles; this group moves at most 1 square (its slowest is an Infantry).',
    );
    const moved = run(s, [{ type: 'move', units: group, to: sq('A2') }]);
    expect(idsAt(moved, 'A2', 0)).toHaveLength(2);
    expect(moved.turn.actionsUsed).toBe(1); // "If a player moves multiple units together it counts as a single action."
    const general = idsAt(s, 'A1', 0, 'general');
    expect(idsAt(run(s, [{ type: 'move', units: general, to: sq('A4') }]), 'A4', 0, 'general')).toHaveLength(1);
  });
});
