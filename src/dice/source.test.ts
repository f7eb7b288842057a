import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { DiceEntryError, QueuedDice, SeededDice, enteredRoll, parseDiceText, seededShuffle } from './index';

describe('dice sources', () => {
  it('a seeded roller replays exactly from its seed', () => {
    const a = new SeededDice(42).roll(20);
    const b = new SeededDice(42).roll(20);
    expect(a.values).toEqual(b.values);
    expect(a.origin).toBe('rolled');
    expect(new SeededDice(43).roll(20).values).not.toEqual(a.values);
  });

  it('rolls stay within 1..sides for any seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 20 }), (seed, sides) => {
        const r = new SeededDice(seed).roll(30, sides);
        return r.values.every((v) => Number.isInteger(v) && v >= 1 && v <= sides);
      }),
    );
  });

  it('a d6 roller is close to uniform over many rolls', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const r = new SeededDice(7).roll(60000);
    for (const v of r.values) counts[v - 1]! += 1;
    for (const c of counts) expect(Math.abs(c / 60000 - 1 / 6)).toBeLessThan(0.01);
  });

  it('entered dice are checked: count and faces, naming the bad die', () => {
    expect(enteredRoll([6, 5, 1], 3).values).toEqual([6, 5, 1]);
    expect(() => enteredRoll([6, 5], 3)).toThrow('Expected 3 dice, got 2.');
    expect(() => enteredRoll([6, 7, 1], 3)).toThrow('Die 2: 7 is not a d6 result (1–6).');
    expect(() => enteredRoll([0], 1)).toThrow(DiceEntryError);
  });

  it('typed dice text parses with spaces, commas or packed digits', () => {
    expect(parseDiceText('6 5 5 1')).toEqual([6, 5, 5, 1]);
    expect(parseDiceText('6,5, 5;1')).toEqual([6, 5, 5, 1]);
    expect(parseDiceText('66555')).toEqual([6, 6, 5, 5, 5]);
    expect(parseDiceText('')).toEqual([]);
    expect(() => parseDiceText('6 x 1')).toThrow('Die 2: "x" is not a d6 result (1–6).');
  });

  it('queued dice hand out what was typed, then refuse', () => {
    const q = new QueuedDice([3, 4, 6]);
    expect(q.roll(2).values).toEqual([3, 4]);
    expect(() => q.roll(2)).toThrow('Needed 2 more dice, only 1 entered.');
  });

  it('a seeded shuffle is a permutation and replays from its seed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 0, max: 0xffffffff }), (xs, seed) => {
        const s = seededShuffle(xs, seed);
        expect([...s].sort((a, b) => a - b)).toEqual([...xs].sort((a, b) => a - b));
        expect(seededShuffle(xs, seed)).toEqual(s);
      }),
    );
  });
});
