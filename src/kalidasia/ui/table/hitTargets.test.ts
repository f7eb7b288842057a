import { describe, expect, test } from 'vitest';
import { point } from '../../../geometry/units';
import { hitCandidates, hitPick, targetContains, targetHalf, type HitTarget } from './hitTargets';

// A fighter token 0.85″ square; at 13 px per inch it is 11 px on screen.
const fighter = (id: string, x: number, y: number): HitTarget => ({ id, x, y, heading: 0, width: 0.85, length: 0.85 });
const ship = (id: string, x: number, y: number): HitTarget => ({ id, x, y, heading: 90, width: 1.3, length: 2.6 });

describe('touch targets', () => {
  test('the target grows as the token shrinks: at least 22 px either side of the centre, never less than the token', () => {
    expect(targetHalf(0.425, 13)).toBeCloseTo(22 / 13);
    expect(targetHalf(0.425, 100)).toBe(0.425);
    // 44 CSS px across at any zoom.
    for (const scale of [5, 13, 40, 200]) expect(2 * targetHalf(0.425, scale) * scale).toBeGreaterThanOrEqual(44 - 1e-9);
  });

  test('a finger 15 px outside an 11-px token (at 13 px/in) is within its target; 30 px outside is not', () => {
    const t = fighter('F', 10, 10);
    const edgePx = (0.85 / 2) * 13;
    expect(targetContains(t, point(10 + (edgePx + 15) / 13, 10), 13)).toBe(true);
    expect(targetContains(t, point(10 + (edgePx + 30) / 13, 10), 13)).toBe(false);
  });

  test('a rotated warship: its target follows its heading', () => {
    const s = ship('S', 20, 20);
    // Heading 90: its length runs along y.
    expect(targetContains(s, point(20, 21.2), 200)).toBe(true);
    expect(targetContains(s, point(21.2, 20), 200)).toBe(false);
  });
});

describe('hitPick', () => {
  const a = fighter('A', 10, 10);
  const b = fighter('B', 11, 10);
  test('one token under the finger: that one', () => {
    expect(hitPick(hitCandidates([a, b], point(8.9, 10), 13))).toEqual({ kind: 'one', target: a });
  });
  test('two targets under the finger, neither exact: the player chooses (nearest first)', () => {
    const pick = hitPick(hitCandidates([a, b], point(10.6, 10.6), 13));
    expect(pick).toEqual({ kind: 'choose', candidates: [b, a] });
  });
  test('the one the step is about wins', () => {
    expect(hitPick(hitCandidates([a, b], point(10.6, 10.6), 13), new Set(['A']))).toEqual({ kind: 'one', target: a });
  });
  test('a finger on a footprint itself takes it, even beside the step’s unit', () => {
    expect(hitPick(hitCandidates([a, b], point(11.1, 10), 13), new Set(['A']))).toEqual({ kind: 'one', target: b });
  });
  test('a finger on a footprint itself takes it (a fighter lying on a warship: the smaller)', () => {
    const s = ship('S', 10, 10);
    expect(hitPick(hitCandidates([s, a], point(10.1, 10.1), 13))).toEqual({ kind: 'one', target: a });
    expect(hitPick(hitCandidates([s, a], point(10, 11.1), 13))).toEqual({ kind: 'one', target: s });
  });
  test('nothing near: the table', () => {
    expect(hitPick(hitCandidates([a, b], point(30, 30), 13))).toEqual({ kind: 'none' });
  });
});
