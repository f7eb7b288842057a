// Who can shoot whom and firing windows for a 10-warship, 60-fighter table (issue 15: redraw within a frame while
// scrubbing). Figures in rules/combat/README.md. Not tests: no assertions on time.
import { bench, describe } from 'vitest';
import { movementPath, pathAlong, pathPoseAt, point, pose } from '../../../geometry';
import type { Pose } from '../../../geometry';
import { SHIPPED_PACK, shipClass } from '../../data';
import type { ShipCode } from '../../data/types';
import { fireMatrix, fireWindows } from './matrix';
import type { MatrixShooter, MatrixTarget } from './matrix';

const spread = (n: number, seed: number): Pose[] => Array.from({ length: n }, (_, i) => pose(((i * 37 + seed * 11) % 70) + 1, ((i * 23 + seed * 7) % 46) + 1, (i * 53 + seed) % 360));
const CODES: ShipCode[] = ['SFP', 'SAM', 'SDP', 'SBC', 'HHF', 'HAF', 'HDP', 'HBC', 'SFP', 'HHF'];
const shipPoses = spread(10, 1);
const shooters: MatrixShooter[] = shipPoses.map((p, i) => ({ id: `W${i}`, pose: p, combatArc: 'forward', batteries: shipClass(SHIPPED_PACK, CODES[i] ?? 'SFP').batteries, status: [], fired: [] }));
const fighterPoses = spread(60, 3);
const side = (i: number) => i % 2;
const warshipTargets = (mine: number): MatrixTarget[] => shipPoses.flatMap((p, i) => (side(i) === side(mine) ? [] : [{ id: `W${i}`, kind: 'ship' as const, at: point(p.x, p.y) }]));
const fighterTargets = (mine: number): MatrixTarget[] => fighterPoses.flatMap((p, i) => (side(i) === side(mine) ? [] : [{ id: `F${i}`, kind: 'fighter' as const, at: point(p.x, p.y) }]));
const enemies = shooters.map((_, i) => [...warshipTargets(i), ...fighterTargets(i)]); // 5 warships + 30 fighters each
const everyone: MatrixTarget[] = [...shipPoses.slice(1).map((p, i) => ({ id: `W${i + 1}`, kind: 'ship' as const, at: point(p.x, p.y) })), ...fighterPoses.map((p, i) => ({ id: `F${i}`, kind: 'fighter' as const, at: point(p.x, p.y) }))];
const active = shooters[0] as MatrixShooter;
const req = { start: active.pose, distance: 12, turning: 'B' as const, turns: [{ at: 4, side: 'starboard' as const, notches: 2 }, { at: 8, side: 'port' as const, notches: 1 }], notchCap: 3, notchAngle: 22.5 };
const path = pathAlong(req, movementPath(req));
let s = 0;

describe('who can shoot whom, 10 warships + 60 fighters (frame budget 16 ms)', () => {
  bench('scrub frame: pose on the path + matrix of the active warship vs 5 warships + 30 fighters', () => {
    s = (s + 0.37) % 12;
    fireMatrix({ ...active, pose: pathPoseAt(path, s) }, enemies[0] ?? []);
  });
  bench('worst case scrub frame: matrix vs every other unit (9 warships + 60 fighters)', () => {
    s = (s + 0.37) % 12;
    fireMatrix({ ...active, pose: pathPoseAt(path, s) }, everyone);
  });
  bench('ship-board strip: the matrix of all 10 warships (5 warships + 30 fighters each)', () => {
    shooters.forEach((w, i) => fireMatrix(w, enemies[i] ?? []));
  });
  bench('firing windows of the active warship along its planned path vs 9 warships + 60 fighters', () => {
    fireWindows(active, path, everyone);
  });
  bench('plan change: movementPath + pathAlong + firing windows + matrix (9 warships + 60 fighters)', () => {
    const p = pathAlong(req, movementPath(req));
    fireWindows(active, p, everyone);
    fireMatrix({ ...active, pose: pathPoseAt(p, 6) }, everyone);
  });
});
