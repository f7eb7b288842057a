// The fire view (matrix and windows) is computed once per state, point and choice for the fire panel and the fire
// overlay together: the second asker gets the same object, and it is what rules/combat gives for that point.
import { describe, expect, it } from 'vitest';
import { pose } from '../../../geometry';
import { fresh, play, setupOf, starterOpening } from '../../game/testkit.testing';
import type { GameState } from '../../game';
import { enemyTargets, flownPath, shooterFromGame } from '../../game/tableView';
import { fireMatrix, fireWindows } from '../../rules/combat';
import { fireFrom, useFireView } from './model';

/** HHF-1 active and moved straight (90°: down the table) the least its velocity allows, SFP-1's side ahead. */
function moved(): GameState {
  let s = fresh(setupOf());
  s = play(s, ...starterOpening('reverse'));
  s = play(
    s,
    { type: 'adjust', unit: { kind: 'ship', id: 'HHF-2' }, pose: pose(24, 18, 90), note: 'as on the table' },
    { type: 'adjust', unit: { kind: 'ship', id: 'HHF-1' }, pose: pose(16, 25, 90), note: 'as on the table' },
    { type: 'activateShip', player: 'heragul', ship: 'HHF-1' },
    { type: 'sensors', ship: 'HHF-1', placement: {} },
    { type: 'engines', ship: 'HHF-1', engine: { velocity: null, turn: null }, thrusters: null },
  );
  for (let d = 1; d <= 30; d++) {
    try {
      return play(s, { type: 'move', ship: 'HHF-1', distance: d, turns: [] });
    } catch {
      // not in the velocity band: the next inch
    }
  }
  throw new Error('scene: HHF-1 could not move');
}

describe('the fire view', () => {
  const s = moved();
  it('is one object for the panel and the overlay asking with the same state and point, and is the rules’ matrix there', () => {
    const ship = s.ships.find((x) => x.id === 'HHF-1');
    if (!ship?.pose) throw new Error('scene: HHF-1 is not on the table');
    expect(ship.activation?.step).toBe('moved');
    expect(flownPath(ship)?.length).toBeGreaterThan(2.5);
    for (const along of [null, 0, 2.5]) {
      const a = useFireView(s, along, null);
      const b = useFireView(s, along, null);
      expect(b).toBe(a);
      const path = flownPath(ship);
      const { from } = fireFrom(ship.pose, path, along, null);
      const targets = enemyTargets(s, ship.owner);
      const me = shooterFromGame(s, ship.id, from);
      if (!me) throw new Error('scene: no shooter');
      expect(a?.matrix).toEqual(fireMatrix(me, targets));
      expect(a?.windows).toEqual(path ? fireWindows(me, path, targets) : []);
      expect(a?.from).toEqual(from);
    }
    // Another point gives another view; the first asked again is computed again, equal.
    const atEnd = useFireView(s, null, null);
    const at1 = useFireView(s, 1, null);
    expect(at1).not.toBe(atEnd);
    expect(at1?.from).toEqual(pose(16, 26, 90));
    const again = useFireView(s, null, null);
    expect(again).not.toBe(atEnd);
    expect(again).toEqual(atEnd);
  });
});
