// Firing windows on the planned path (issue 15): the bands the overlay draws for a plan are exactly
// rules/combat fireWindows along rules/plan planPath of that plan, and each band lies on that path.
import { describe, expect, it } from 'vitest';
import { pathPoseAt, pose } from '../../../geometry';
import { fresh, play, setupOf, starterOpening } from '../../game/testkit.testing';
import type { GameState } from '../../game';
import { enemyTargets, shooterFromGame } from '../../game/tableView';
import { fireWindows } from '../../rules/combat';
import { planPath } from '../../rules/plan';
import { planOf, type MoveDraft } from '../activation/model';
import { activeWarship } from './model';
import { plannedWindows, windowBands } from './planned';

/** HHF-1 active, sensors and engines done: in its `move` step, SFP-1 and its Interceptors ahead. */
function planning(): GameState {
  let s = fresh(setupOf());
  s = play(s, ...starterOpening('reverse'));
  return play(
    s,
    { type: 'adjust', unit: { kind: 'ship', id: 'HHF-2' }, pose: pose(24, 18, 90), note: 'as on the table' },
    { type: 'adjust', unit: { kind: 'ship', id: 'HHF-1' }, pose: pose(16, 25, 90), note: 'as on the table' },
    { type: 'adjust', unit: { kind: 'fighter', id: 'Hunter 1' }, pose: pose(24, 27, 90), note: 'as on the table' },
    { type: 'activateShip', player: 'heragul', ship: 'HHF-1' },
    { type: 'sensors', ship: 'HHF-1', placement: {} },
    { type: 'engines', ship: 'HHF-1', engine: { velocity: null, turn: null }, thrusters: null },
  );
}

describe('firing windows on the planned path', () => {
  const s = planning();
  const ship = activeWarship(s);
  if (!ship) throw new Error('scene: no active warship');
  const me = shooterFromGame(s, ship.id);
  if (!me) throw new Error('scene: no shooter');
  const targets = enemyTargets(s, ship.owner);

  for (const distance of [10, 8, 12]) {
    it(`draws, for a ${distance}″ plan, exactly fireWindows along planPath of that plan`, () => {
      const draft: MoveDraft = { distance, turns: [], envelope: false, scrub: null };
      const path = planPath(planOf(s, ship, draft));
      const expected = fireWindows(me, path, targets);
      const got = plannedWindows(s, draft);
      expect(got?.windows).toEqual(expected);
      expect(got?.path.length).toBeCloseTo(path.length, 9);
      const bands = windowBands(path, got?.windows ?? []);
      expect(bands.map((b) => [b.battery, b.target, b.from, b.to])).toEqual(expected.flatMap((w) => w.windows.map((x) => [w.battery, w.target, x.from, x.to])));
      expect(bands.length).toBeGreaterThan(0);
      for (const b of bands) {
        const a = pathPoseAt(path, b.from);
        const z = pathPoseAt(path, b.to);
        expect(b.points.slice(0, 2)).toEqual([a.x, a.y]);
        expect(b.points.slice(-2)).toEqual([z.x, z.y]);
      }
    });
  }

  it('follows the draft: a different plan gives that plan\'s windows, the chosen battery filters them', () => {
    const short = plannedWindows(s, { distance: 8, turns: [], envelope: false, scrub: null });
    const long = plannedWindows(s, { distance: 12, turns: [], envelope: false, scrub: null });
    expect(short?.path.length).not.toBeCloseTo(long?.path.length ?? 0, 3);
    const all = windowBands(long?.path ?? short!.path, long?.windows ?? []);
    const b0 = all[0]?.battery ?? 0;
    expect(windowBands(long!.path, long!.windows, b0).every((b) => b.battery === b0)).toBe(true);
  });

  it('draws nothing outside the move step', () => {
    const moved = play(s, { type: 'move', ship: 'HHF-1', distance: 10, turns: [] });
    expect(plannedWindows(moved, undefined)).toBeNull();
  });
});
