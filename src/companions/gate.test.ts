import { describe, expect, it } from 'vitest';
import { COMPANION_GATES, companionGameProblem } from './gate';
import { setupOf } from './caleda/testkit';
import { setup as kaladanSetup } from './kaladan/reducer.fixture';
import { two as nedcaTwo } from './nedca/reducer.fixture';
import { setupIssue } from './shared/core/gate';

const inOrder = Array.from({ length: 25 }, (_, i) => i + 1);
const kalesiaSetup = { players: ['Ann', 'Bo', 'Cy'], layout: inOrder };
// A deep copy as plain JSON (mutable, for damaging one field).
// oxlint-disable-next-line typescript/no-explicit-any
const clone = (x: unknown): any => JSON.parse(JSON.stringify(x));

describe('the companion gate (restore and open)', () => {
  it('a sound game of each companion passes, with its actions', () => {
    expect(companionGameProblem('caleda', setupOf(), [{ type: 'endTurn' }])).toBeNull();
    expect(companionGameProblem('kaladan', kaladanSetup, [{ type: 'drawEvent' }, { type: 'nextPhase' }])).toBeNull();
    expect(companionGameProblem('kalesia', kalesiaSetup, [{ type: 'playTotals', totals: { centaur: 5, mermaid: 4, forest: 3 } }])).toBeNull();
    expect(companionGameProblem('nedca', nedcaTwo, [{ type: 'economy', workers: {}, extra: {}, influence: 0 }])).toBeNull();
  });

  it('seat names that are also names of object properties are ordinary names', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const nedca = clone(nedcaTwo);
      nedca.houses[0]!.name = name;
      expect(companionGameProblem('nedca', nedca, [{ type: 'economy', workers: {}, extra: {}, influence: 0 }, { type: 'nextPhase' }])).toBeNull();
      expect(companionGameProblem('kalesia', { ...kalesiaSetup, players: [name, 'Bo', 'Cy'] }, [])).toBeNull();
      const k = clone(kaladanSetup);
      k.players[1]!.name = name;
      expect(companionGameProblem('kaladan', k, [])).toBeNull();
    }
  });

  it('a Kaladan tile whose terrain is an object is refused naming the tile and the field', () => {
    const k = clone(kaladanSetup);
    k.tiles[0]!.terrain = { x: 1 };
    expect(companionGameProblem('kaladan', k, [])).toBe('set-up: tiles[0].terrain: expected text');
    expect(setupIssue(COMPANION_GATES.kaladan, k)).toBe('set-up: tiles[0].terrain: expected text');
  });

  it('free fields are checked: names, colours, notes; counts and kinds', () => {
    const n = clone(nedcaTwo);
    n.houses[1]!.colour = 'url(https://elsewhere.example/x.png)';
    expect(companionGameProblem('nedca', n, [])).toBe('set-up: houses[1].colour: is not a colour like #3f7ad0 or gold');
    n.houses[1]!.colour = '#123456';
    n.houses[0]!.name = '   ';
    expect(companionGameProblem('nedca', n, [])).toBe('House 1 needs a name.');
    n.houses[0]!.name = 'x'.repeat(61);
    expect(companionGameProblem('nedca', n, [])).toBe('set-up: houses[0].name: too long (at most 60)');
    expect(companionGameProblem('kalesia', { ...kalesiaSetup, players: ['Ann', 7, 'Cy'] }, [])).toBe('set-up: players[1]: expected text');
    expect(companionGameProblem('kalesia', { ...kalesiaSetup, layout: inOrder.slice(1) }, [])).toBe('The forest has 25 areas; 24 were entered.');
    expect(companionGameProblem('kalesia', { ...kalesiaSetup, layout: [...inOrder.slice(1), { x: 1 }] }, [])).toMatch(/is not an area number|layout\[24\]/);
    const c = clone(setupOf());
    c.players[0]!.power.kind = 'teleport';
    expect(companionGameProblem('caleda', c, [])).toBe('set-up: players[0].power.kind: expected "bombard" or "ambush" or "transport" or "other"');
    expect(companionGameProblem('caleda', null, [])).toBe('set-up: expected an object');
    expect(companionGameProblem('kaladan', undefined, [])).toBe('set-up: missing');
  });

  it("the companion's own set-up rules run too (two houses with one name)", () => {
    const n = clone(nedcaTwo);
    n.houses[1]!.name = n.houses[0]!.name;
    expect(companionGameProblem('nedca', n, [])).toBe('Two houses have the same name.');
  });

  it('every action replays or the first that does not is named with its number', () => {
    expect(companionGameProblem('kalesia', kalesiaSetup, [{ type: 'passCards' }])).toMatch(/^action 1 of 1: Cards are passed only after the fourth hand/);
    expect(companionGameProblem('kaladan', kaladanSetup, [{ type: 'drawEvent' }, { type: 'teleport' }])).toMatch(/^action 2 of 2: /);
    expect(companionGameProblem('nedca', nedcaTwo, ['x'])).toBe('action 1 of 1: expected an object');
    expect(companionGameProblem('nedca', nedcaTwo, [{ type: 'adjust', house: 0, delta: {}, note: { a: 1 } }])).toBe('action 1 of 1: note: expected text');
    expect(companionGameProblem('caleda', setupOf(), [{ type: 'spendGold', amount: 1, note: 5 }])).toBe('action 1 of 1: note: expected text');
  });
});
