import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPED_PACK } from '../../data/pack';
import { shipClass } from '../../data/lookup';
import { velocityAccelerate, velocityAllowsDistance, velocityAlter, velocityDecelerate, velocityFirstGameSlot, velocitySlot, velocitySlotName } from './velocity';

const track = shipClass(SHIPPED_PACK, 'SFP').velocityTrack;
const top = track.length - 1;

describe('velocity', () => {
  it('starts a first game on the 10-12 slot', () => {
    const s = velocityFirstGameSlot(track);
    expect([velocitySlot(track, s).min, velocitySlot(track, s).max]).toEqual([10, 12]);
  });

  it('moves one slot per point and stops at the ends of the track (0 and 24)', () => {
    const s = velocityFirstGameSlot(track);
    expect(velocityAccelerate(track, s, 1)).toBe(s + 1);
    expect(velocityDecelerate(track, s, 2)).toBe(s - 2);
    expect(velocitySlot(track, velocityAccelerate(track, s, 50)).max).toBe(24);
    expect(velocitySlot(track, velocityDecelerate(track, s, 50)).min).toBe(0);
    expect(velocityAlter(track, top, 2, 1)).toBe(top - 1);
  });

  it('lets the warship choose a distance within the slot', () => {
    const s = velocityFirstGameSlot(track);
    expect([9.9, 10, 11, 12, 12.1].map((d) => velocityAllowsDistance(track, s, d))).toEqual([false, true, true, true, false]);
  });

  it('keeps velocity within the track for any points (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), fc.array(fc.tuple(fc.integer({ min: -3, max: 10 }), fc.integer({ min: -3, max: 10 })), { maxLength: 20 }), (start, turns) => {
        let s = velocityAlter(track, start, 0, 0);
        for (const [a, d] of turns) {
          s = velocityAlter(track, s, a, d);
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(top);
          expect(velocitySlot(track, s).max).toBeLessThanOrEqual(SHIPPED_PACK.maxVelocity.value);
        }
      }),
    );
  });
});

describe('the one name of a velocity (issue 22: "Step 4" in one place, "slot 5" in another)', () => {
  it('slots count from 1 and carry their band: the first-game slot of the shipped track is "slot 5 (10–12″)"', () => {
    const first = velocityFirstGameSlot(track);
    expect(velocitySlotName(track, first)).toBe('slot 5 (10–12″)');
    expect(velocitySlotName(track, first, true)).toBe('slot 5 (10–12″, turning B)');
    expect(velocitySlotName(track, 0)).toBe('slot 1 (0″)');
    expect(velocitySlotName(track, 99)).toBe('slot 100');
  });
});
