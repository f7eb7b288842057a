import { describe, expect, test } from 'vitest';
import { pathPoseAt, pose } from '../../geometry';
import { dracoFiring } from './scenes.testing';
import { fireMatrix, fireWindows } from '../rules/combat/matrix';
import { afTokensFromGame, enemyTargets, flownPath, shooterFromGame } from './tableView';

describe('the combat view of a game state', () => {
  test('the Draco after cruising 10": shooter, enemies, the path it flew and the windows on it', () => {
    const s = dracoFiring();
    const me = shooterFromGame(s, 'SFP-1');
    if (!me) throw new Error('shooter');
    const enemies = enemyTargets(s, 'surakari');
    expect(enemies.filter((e) => e.kind === 'ship').map((e) => e.id)).toEqual(['HHF-1', 'HHF-2']);
    expect(enemies.every((e) => !e.id.startsWith('Interceptor'))).toBe(true);
    const m = fireMatrix(me, enemies);
    const cell = m.cells.find((c) => c.battery === 0 && c.target === 'HHF-1');
    expect(cell?.canFire).toBe(true);
    const ship = s.ships.find((x) => x.id === 'SFP-1');
    const path = ship ? flownPath(ship) : null;
    if (!path) throw new Error('path');
    expect(path.length).toBeCloseTo(10, 9);
    expect(pathPoseAt(path, 0)).toMatchObject({ x: 20, y: 42 });
    const end = pathPoseAt(path, 10);
    expect([end.x, end.y]).toEqual([expect.closeTo(20, 9), expect.closeTo(32, 9)]);
    const rows = fireWindows(me, path, enemies);
    const w = rows.find((r) => r.battery === 0 && r.target === 'HHF-1');
    // HHF-1 at (20, 20), range 18: in range once the centre is within 18", i.e. from 4" along the path.
    expect(w?.windows.map((x) => [Math.round(x.from * 100) / 100, x.to])).toEqual([[4, 10]]);
    // Moved away, the shooter fires from a point of its path.
    expect(shooterFromGame(s, 'SFP-1', pose(20, 40, 270))?.pose.y).toBe(40);
    expect(afTokensFromGame(s, 'surakari', 'fighters').length).toBe(8);
  });
});
