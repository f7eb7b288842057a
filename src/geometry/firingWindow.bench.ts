// Firing windows along a planned path (figures in src/geometry/README.md). Not tests: no assertions on time.
import { bench, describe } from 'vitest';
import { firingWindows, inches, movementPath, pathAlong, pathPoseAt, point, pose } from './index';
import type { Arc, Point } from './index';

// A deterministic spread of target centres over a 72" × 48" table.
const spread = (n: number, seed: number): Point[] => Array.from({ length: n }, (_, i) => point(((i * 37 + seed * 11) % 70) + 1, ((i * 23 + seed * 7) % 46) + 1));
const targets = [...spread(10, 2), ...spread(60, 3)];
const req = { start: pose(20, 24, 10), distance: 12, turning: 'B' as const, turns: [{ at: 4, side: 'starboard' as const, notches: 2 }, { at: 8, side: 'port' as const, notches: 1 }], notchCap: 3, notchAngle: 22.5 };
const path = pathAlong(req, movementPath(req));
const ARCS: Arc[] = ['forward', 'aft', 'port', 'starboard'];

describe('firing windows', () => {
  bench('4 batteries × 70 targets along a two-turn path (280 window sets)', () => {
    let n = 0;
    for (let b = 0; b < 4; b++) for (const t of targets) n += firingWindows(path, ARCS[b] ?? 'turret', inches(b === 2 ? 8 : 18), t).length;
    if (n < 0) throw new Error('unreachable');
  });
  bench('pathAlong + pathPoseAt at 100 scrub points', () => {
    const p = pathAlong(req, movementPath(req));
    let x = 0;
    for (let i = 0; i <= 100; i++) x += pathPoseAt(p, (12 * i) / 100).x;
    if (Number.isNaN(x)) throw new Error('unreachable');
  });
});
