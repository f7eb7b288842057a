import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { movementPath, pathAlong, pathPoseAt, point, pose } from '../../../geometry';
import type { Arc } from '../../../geometry';
import { SHIPPED_PACK, shipClass } from '../../data';
import { fireMatrix, fireWindows, matrixCell, matrixExplain } from './matrix';
import type { MatrixShooter, MatrixTarget } from './matrix';

const draco = shipClass(SHIPPED_PACK, 'SFP').batteries; // 0,1: P 18" combat; 2: F 8" turret; 3: P 12" turret
const hammerhead = shipClass(SHIPPED_PACK, 'HHF').batteries; // 0: P 18" combat; 1: M; 2: F 8" turret
const shooter = (over: Partial<MatrixShooter> = {}): MatrixShooter => ({ id: 'SFP-1', pose: pose(0, 0, 0), combatArc: 'forward', batteries: draco, status: [], fired: [], ...over });
const TARGETS: MatrixTarget[] = [
  { id: 'ahead', kind: 'ship', at: point(10, 0) },
  { id: 'behind', kind: 'ship', at: point(-10, 0) },
  { id: 'far', kind: 'ship', at: point(20, 0) },
  { id: 'Hunter 1', kind: 'fighter', at: point(5, 1) },
  { id: 'Missile 1', kind: 'missile', at: point(0, 9) },
];
const summary = (s: MatrixShooter, targets = TARGETS) => {
  const m = fireMatrix(s, targets);
  return m.cells.map((c) => `${c.battery}→${c.target}: ${c.canFire ? 'fire' : c.reasons.map((r) => `${r.code} (${r.section})`).join(', ')}`);
};

describe('who can shoot whom', () => {
  it('every battery × every enemy unit, with each reason and its section', () => {
    expect(summary(shooter())).toEqual([
      '0→ahead: fire',
      '0→behind: out-of-arc (Range and Arc)',
      '0→far: out-of-range (Range and Arc)',
      '0→Hunter 1: wrong-type (Warship Combat)',
      '0→Missile 1: wrong-type (Warship Combat)',
      '1→ahead: fire',
      '1→behind: out-of-arc (Range and Arc)',
      '1→far: out-of-range (Range and Arc)',
      '1→Hunter 1: wrong-type (Warship Combat)',
      '1→Missile 1: wrong-type (Warship Combat)',
      '2→ahead: wrong-type (Warship Combat)',
      '2→behind: wrong-type (Warship Combat)',
      '2→far: wrong-type (Warship Combat)',
      '2→Hunter 1: fire',
      '2→Missile 1: out-of-range (Anti-Fighter Weapons)',
      '3→ahead: fire',
      '3→behind: fire',
      '3→far: out-of-range (Range and Arc)',
      '3→Hunter 1: wrong-type (Warship Combat)',
      '3→Missile 1: wrong-type (Warship Combat)',
    ]);
    const c = matrixCell(fireMatrix(shooter(), TARGETS), 0, 2);
    expect(c?.reasons[0]?.text).toBe('far is 20" away centre to centre; Medium Plasma Pulse Beams reaches 18". An attack out of range does not use the battery.');
    expect([c?.distance, c?.inRange, c?.inArc, c?.arc]).toEqual([20, false, true, 'forward']);
  });

  it('a destroyed battery and a battery that already fired are refused, with the rule', () => {
    const rows = summary(shooter({ status: ['destroyed'], fired: [1] }), TARGETS.slice(0, 1));
    expect(rows.slice(0, 2)).toEqual(['0→ahead: destroyed (Resolving the Attack)', '1→ahead: fired (Warship Combat)']);
  });

  it('a missile battery is launched, not fired at a unit; No Action (all) puts everything in arc', () => {
    const rows = summary(shooter({ batteries: hammerhead, combatArc: 'all' }), TARGETS.slice(0, 2));
    expect(rows).toEqual([
      '0→ahead: fire',
      '0→behind: fire',
      '1→ahead: missile-battery (Attacking with Missile Weapons)',
      '1→behind: missile-battery (Attacking with Missile Weapons)',
      '2→ahead: wrong-type (Warship Combat)',
      '2→behind: wrong-type (Warship Combat)',
    ]);
  });

  const arcs: Arc[] = ['forward', 'aft', 'port', 'starboard', 'all'];
  it('property: the fast verdicts agree with the drawn explanation (arcContains, rangeCheck)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 359, noNaN: true }),
        fc.constantFrom(...arcs),
        fc.array(fc.record({ x: fc.double({ min: -30, max: 30, noNaN: true }), y: fc.double({ min: -30, max: 30, noNaN: true }), k: fc.constantFrom('ship' as const, 'fighter' as const) }), { minLength: 1, maxLength: 8 }),
        (h, arc, pts) => {
          const s = shooter({ pose: pose(1, 2, h), combatArc: arc });
          const targets = pts.map((p, i) => ({ id: `t${i}`, kind: p.k, at: point(p.x, p.y) }));
          const m = fireMatrix(s, targets);
          const bad = m.cells.filter((c) => {
            const e = matrixExplain(s, c.battery, targets[m.cells.indexOf(c) % targets.length] as MatrixTarget);
            return !e || e.arc.inArc !== c.inArc || (e.range?.inRange ?? null) !== c.inRange || Math.abs((e.range?.distance ?? c.distance) - c.distance) > 1e-12;
          });
          expect(bad).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('property: inside a firing window the matrix at that point of the path says the battery can fire', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 359, noNaN: true }),
        fc.double({ min: 4, max: 20, noNaN: true }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('port' as const, 'starboard' as const),
        fc.constantFrom(...arcs),
        fc.array(fc.record({ x: fc.double({ min: -20, max: 40, noNaN: true }), y: fc.double({ min: -20, max: 30, noNaN: true }), k: fc.constantFrom('ship' as const, 'fighter' as const) }), { minLength: 1, maxLength: 6 }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        (h, d, notches, side, arc, pts, u) => {
          const req = { start: pose(5, 5, h), distance: d, turning: 'A' as const, turns: [{ at: d / 2, side, notches }], notchCap: 4, notchAngle: 22.5 };
          const path = pathAlong(req, movementPath(req));
          const targets = pts.map((p, i) => ({ id: `t${i}`, kind: p.k, at: point(p.x, p.y) }));
          const s = shooter({ combatArc: arc });
          const rows = fireWindows(s, path, targets);
          const bad: string[] = [];
          for (const row of rows) {
            for (const w of row.windows) {
              if (w.to - w.from < 1e-6) continue;
              const at = w.from + (w.to - w.from) * u;
              const m = fireMatrix({ ...s, pose: pathPoseAt(path, at) }, targets);
              const j = targets.findIndex((t) => t.id === row.target);
              if (!matrixCell(m, row.battery, j)?.canFire) bad.push(`${row.battery}→${row.target} at ${at}`);
            }
          }
          expect(bad).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
