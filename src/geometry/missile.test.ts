import { describe, expect, it } from 'vitest';
import { inches, missileTrack, pose } from './index';
import type { MissileObstacle, TokenRect } from './index';

const sq = { width: inches(0.5), length: inches(0.5) };
const missile = (x: number, y: number): TokenRect => ({ pose: pose(x, y, 0), footprint: sq });
const ship = (id: string, x: number, y: number, h = 0): MissileObstacle => ({
  id,
  rect: { pose: pose(x, y, h), footprint: { width: inches(1.5), length: inches(3) } },
});

describe('missileTrack', () => {
  it('flies straight at the target and stops when it touches it', () => {
    const target = ship('draco', 20, 0);
    const t = missileTrack({ missile: missile(0, 0), target, obstacles: [], maxDistance: 24 });
    // target's aft edge at x = 18.5; missile front is 0.25 ahead of its centre
    expect(t.touched).toBe('draco');
    expect(t.flown).toBeCloseTo(18.25, 9);
    expect(t.end.x).toBeCloseTo(18.25, 9);
    expect(t.end.heading).toBeCloseTo(0, 9);
  });

  it('flies its full distance when nothing is in reach', () => {
    const t = missileTrack({ missile: missile(0, 0), target: ship('far', 0, 40, 90), obstacles: [], maxDistance: 24 });
    expect(t.touched).toBeNull();
    expect(t.flown).toBe(24);
    expect(t.end.y).toBeCloseTo(24, 9);
    expect(t.end.heading).toBeCloseTo(90, 9);
  });

  it('stops at the first contact: an escorting fighter in the way, even grazed by the swept square', () => {
    const escort: MissileObstacle = { id: 'escort', rect: { pose: pose(10, 0.7, 0), footprint: { width: inches(1), length: inches(1) } } };
    const t = missileTrack({ missile: missile(0, 0), target: ship('draco', 20, 0), obstacles: [escort], maxDistance: 24 });
    // escort spans y 0.2..1.2, missile square spans y −0.25..0.25: they graze; contact at x = 9.5 − 0.25
    expect(t.touched).toBe('escort');
    expect(t.flown).toBeCloseTo(9.25, 9);
  });

  it('an obstacle beside the line but clear of the swept square is ignored', () => {
    const escort: MissileObstacle = { id: 'escort', rect: { pose: pose(10, 0.8, 0), footprint: { width: inches(1), length: inches(1) } } };
    const t = missileTrack({ missile: missile(0, 0), target: ship('draco', 20, 0), obstacles: [escort], maxDistance: 24 });
    expect(t.touched).toBe('draco');
  });

  it('diagonal flight: 3-4-5 toward a target, contact with a different enemy warship first', () => {
    const t = missileTrack({ missile: missile(0, 0), target: ship('t', 30, 40), obstacles: [ship('w', 6, 8, 0)], maxDistance: 24 });
    expect(t.touched).toBe('w');
    expect(t.end.heading).toBeCloseTo((Math.atan2(4, 3) * 180) / Math.PI, 9);
    expect(t.flown).toBeLessThan(10);
  });

  it('a missile touching a token at launch flies away from it rather than stopping', () => {
    const t = missileTrack({ missile: missile(1.75, 0), target: ship('t', 20, 0), obstacles: [ship('behind', 0, 0)], maxDistance: 24 });
    expect(t.touched).toBe('t');
  });
});
