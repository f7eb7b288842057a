// Benchmarks for the targets (figures in src/geometry/README.md). Not tests: no assertions on time.
import { bench, describe } from 'vitest';
import { arcContains, arcIncludes, envelopeReachable, inches, pose, rangeCheck, rangeWithin, resolveOverlap, zoneArea, zoneRedeploy } from './index';
import type { Arc, Pose, TokenRect } from './index';

// A deterministic spread of positions over a 72" × 48" table.
const spread = (n: number, seed: number): Pose[] =>
  Array.from({ length: n }, (_, i) => pose(((i * 37 + seed * 11) % 70) + 1, ((i * 23 + seed * 7) % 46) + 1, (i * 53 + seed) % 360));

const warshipsA = spread(10, 1);
const warshipsB = spread(10, 2);
const fighters = spread(60, 3);
const ARCS: Arc[] = ['forward', 'aft', 'port', 'starboard'];

describe('geometry', () => {
  bench('arc + range matrix: 10 warships × (10 warships + 60 fighters), verdicts only (target ≤ 0.2 ms)', () => {
    let n = 0;
    for (const a of warshipsA) {
      for (const t of warshipsB) {
        for (const arc of ARCS) if (arcIncludes(a, arc, t) && rangeWithin(a, t, inches(18))) n++;
      }
      for (const t of fighters) if (arcIncludes(a, ARCS[n % 4] ?? 'forward', t) && rangeWithin(a, t, inches(12))) n++;
    }
    if (n < 0) throw new Error('unreachable');
  });

  bench('the same matrix with every explanation built (arcContains + rangeCheck)', () => {
    let n = 0;
    for (const a of warshipsA) {
      for (const t of warshipsB) {
        for (const arc of ARCS) if (arcContains(a, arc, t).inArc && rangeCheck(a, t, inches(18)).inRange) n++;
      }
      for (const t of fighters) if (arcContains(a, ARCS[n % 4] ?? 'forward', t).inArc && rangeCheck(a, t, inches(12)).inRange) n++;
    }
    if (n < 0) throw new Error('unreachable');
  });

  bench('reachable envelope, one warship, B ability, 8–12", 0.25" resolution (target ≤ 8 ms)', () => {
    envelopeReachable({ start: pose(30, 24, 0), minDistance: 8, maxDistance: 12, turning: 'B', notchAngle: 22.5, notchCap: 2, notchBudget: 4, resolution: 0.25 });
  });

  bench('redeploy zone, 5 friendly warships and 10 enemy tokens (target ≤ 10 ms)', () => {
    const z = zoneRedeploy({ friendly: spread(5, 4), enemy: spread(10, 5), within: 6, keepOut: 12 });
    zoneArea(z);
  });

  const tokens: TokenRect[] = spread(20, 6).map((p, i) => ({ pose: pose(20 + (i % 5) * 1.2, 20 + Math.floor(i / 5) * 1.2, p.heading), footprint: { width: inches(1), length: inches(i % 3 === 0 ? 3 : 1) } }));
  const moving: TokenRect = { pose: pose(22, 21, 45), footprint: { width: inches(1.5), length: inches(3) } };
  bench('resolveOverlap of one warship among 20 tokens (target ≤ 1 ms)', () => {
    resolveOverlap(moving, tokens);
  });
});

