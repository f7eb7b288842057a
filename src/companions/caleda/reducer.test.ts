import { describe, expect, it } from 'vitest';
import { initialCaleda } from './reducer';
import { goldAvailable } from './rules/gold';
import type { CaledaState } from './rules/state';
import { GREEN, RED, TALAQ, first, idsAt, placeUnits, refusal, run, setupOf, sq, withGoldOf } from './testkit';

const start = (): CaledaState => initialCaleda(setupOf());

describe('Talaq examples (Caleda "Using Gold Pieces" and "Example Turn")', () => {
  it('6 gold: cavalry for 3, claim an outpost (7, 4 available), a tower for the rest; next turn 7', () => {
    let s = withGoldOf(start(), 0, 6);
    const infantry = first(idsAt(s, 'C3', 0, 'infantry'));
    const cavalry = first(idsAt(s, 'C3', 0, 'cavalry'));
    s = run(s, [{ type: 'upgrade', unit: infantry }]);
    expect(s.gold[0]).toEqual({ total: 6, setAside: 3 });
    s = run(s, [{ type: 'move', units: [cavalry], to: sq('C5') }]);
    expect(s.gold[0]?.total).toBe(7);
    expect(goldAvailable(s.gold[0] ?? { total: 0, setAside: 0 })).toBe(4);
    expect(s.squares[sq('C5')]?.marker).toEqual({ owner: 0, salted: false });
    expect(idsAt(s, 'C5', 0, 'infantry')).toHaveLength(1);
    s = run(s, [{ type: 'build', square: sq('D3') }]);
    expect(s.squares[sq('D3')]?.structure).toEqual({ kind: 'tower', owner: 0 });
    expect(s.gold[0]).toEqual({ total: 7, setAside: 7 });
    s = run(s, [{ type: 'endTurn' }, { type: 'endTurn' }]);
    expect(s.turn).toEqual({ player: 0, round: 2, actionsUsed: 0 });
    expect(s.gold[0]).toEqual({ total: 7, setAside: 0 });
  });

  it('5 gold: salt an enemy outpost with two units, claim one (6), tower → castle for all six; next turn 6', () => {
    let s = withGoldOf(start(), 0, 5);
    s = withGoldOf(s, 1, 2);
    s = { ...s, squares: s.squares.map((x, i) => (i === sq('E3') ? { ...x, marker: { owner: 1, salted: false } } : x)) };
    s = placeUnits(s, 0, 'C3', ['cavalry']);
    s = placeUnits(s, 0, 'C4', ['infantry']);
    const cavalry = idsAt(s, 'C3', 0, 'cavalry');
    expect(cavalry).toHaveLength(2);
    s = run(s, [{ type: 'move', units: cavalry, to: sq('E3') }]);
    expect(s.turn.actionsUsed).toBe(1);
    expect(s.squares[sq('E3')]?.marker).toEqual({ owner: 1, salted: true });
    expect(s.gold[1]?.total).toBe(1);
    s = run(s, [{ type: 'move', units: idsAt(s, 'C4', 0), to: sq('C5') }]);
    expect(s.gold[0]?.total).toBe(6);
    s = run(s, [{ type: 'build', square: sq('C3') }]);
    expect(s.squares[sq('C3')]?.structure).toEqual({ kind: 'castle', owner: 0 });
    expect(s.gold[0]).toEqual({ total: 6, setAside: 6 });
    s = run(s, [{ type: 'endTurn' }, { type: 'endTurn' }]);
    expect(s.gold[0]).toEqual({ total: 6, setAside: 0 });
  });
});

describe('set-up (Caleda "Beginning the Game")', () => {
  it('one gold each, a tower on the capital, starting units with one Cavalry', () => {
    const s = start();
    expect(s.version).toBe(1);
    expect(s.gold).toEqual([
      { total: 1, setAside: 0 },
      { total: 1, setAside: 0 },
    ]);
    expect(s.squares[sq('C3')]?.structure).toEqual({ kind: 'tower', owner: 0 });
    expect(idsAt(s, 'C3', 0, 'cavalry')).toHaveLength(1);
    expect(idsAt(s, 'C3', 0, 'infantry')).toHaveLength(2);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('actions and the unit limits (Caleda "Actions", "Units")', () => {
  it('a group moves as one action at its slowest member’s speed', () => {
    const s = start();
    const all = idsAt(s, 'C3', 0);
    expect(refusal(s, { type: 'move', units: all, to: sq('C5') })).toBe(
      'C5 is 2 squares away at right angles; this group moves at most 1 square (its slowest is an Infantry).',
    );
    const after = run(s, [{ type: 'move', units: all, to: sq('C4') }]);
    expect(after.turn.actionsUsed).toBe(1);
    expect(idsAt(after, 'C4', 0)).toHaveLength(3);
  });

  it('each unit moves once a turn, and not both moved and upgraded', () => {
    let s = withGoldOf(start(), 0, 9);
    const cav = first(idsAt(s, 'C3', 0, 'cavalry'));
    const inf = first(idsAt(s, 'C3', 0, 'infantry'));
    s = run(s, [{ type: 'move', units: [cav], to: sq('C4') }]);
    expect(refusal(s, { type: 'move', units: [cav], to: sq('C5') })).toMatch(/already moved this turn/);
    expect(refusal(s, { type: 'upgrade', unit: cav })).toMatch(/moved this turn and cannot also be upgraded/);
    s = run(s, [{ type: 'upgrade', unit: inf }]);
    expect(refusal(s, { type: 'move', units: [inf], to: sq('B3') })).toMatch(/upgraded this turn and cannot also move/);
  });

  it('Infantry to General in one turn (two actions), and only one General per player', () => {
    let s = withGoldOf(start(), 0, 9);
    const [a, b] = idsAt(s, 'C3', 0, 'infantry') as [number, number];
    s = run(s, [
      { type: 'upgrade', unit: a },
      { type: 'upgrade', unit: a },
    ]);
    expect(s.units.find((u) => u.id === a)?.rank).toBe('general');
    expect(s.gold[0]?.setAside).toBe(8);
    s = run(s, [{ type: 'endTurn' }, { type: 'endTurn' }, { type: 'upgrade', unit: b }]);
    expect(refusal(s, { type: 'upgrade', unit: b })).toBe('Only one General per player may be on the board at a time.');
    expect(refusal(s, { type: 'upgrade', unit: a })).toMatch(/already a General/);
  });

  it('the turn is over after the card’s actions', () => {
    let s = start();
    const [a, b, c] = idsAt(s, 'C3', 0) as [number, number, number];
    s = run(s, [
      { type: 'move', units: [a], to: sq('B3') },
      { type: 'move', units: [b], to: sq('C2') },
      { type: 'move', units: [c], to: sq('C4') },
    ]);
    expect(refusal(s, { type: 'spendGold', amount: 1, note: 'x' })).toBe('Talaq has used all 3 actions: the turn is over. End the turn.');
    expect(run(s, [{ type: 'endTurn' }]).turn.player).toBe(1);
  });

  it('refuses an upgrade it cannot pay for, with the amounts', () => {
    const s = start();
    expect(refusal(s, { type: 'upgrade', unit: first(idsAt(s, 'C3', 0, 'infantry')) })).toBe('Talaq has 1 gold available, upgrading to Cavalry costs 3.');
  });

  it('only the current player’s units move', () => {
    const s = start();
    expect(refusal(s, { type: 'move', units: idsAt(s, 'F6', 1), to: sq('F5') })).toBe("Only Talaq's own units can move this turn.");
  });

  it('cannot pass through an opponent’s units; can go round', () => {
    let s = placeUnits(start(), 1, 'D3', ['infantry']);
    s = placeUnits(s, 0, 'C3', ['general']);
    const gen = first(idsAt(s, 'C3', 0, 'general'));
    expect(refusal(s, { type: 'move', units: [gen], to: sq('E3') })).toMatch(/^The way to E3 is blocked/);
    expect(run(s, [{ type: 'move', units: [gen], to: sq('D2') }]).units.find((u) => u.id === gen)?.square).toBe(sq('D2'));
  });

  it('wraps across the board edge', () => {
    let s = placeUnits(start(), 0, 'A1', ['infantry']);
    const inf = first(idsAt(s, 'A1', 0));
    s = run(s, [{ type: 'move', units: [inf], to: sq('F1') }]);
    expect(s.units.find((u) => u.id === inf)?.square).toBe(sq('F1'));
  });

  it('asks for the resources of an unentered square first', () => {
    const s = initialCaleda({ ...setupOf(), resources: undefined });
    const cav = first(idsAt(s, 'C3', 0, 'cavalry'));
    expect(refusal(s, { type: 'move', units: [cav], to: sq('C4') })).toBe('Enter the two resources of C4 first (asked with the move): they decide claims and strong-land dice.');
    const s2 = run(s, [{ type: 'setResources', square: sq('C4'), resources: ['Iron', 'Wheat'] }, { type: 'move', units: [cav], to: sq('C4') }]);
    expect(s2.gold[0]?.total).toBe(2);
    expect(refusal(s2, { type: 'setResources', square: sq('C4'), resources: ['Sand', 'Rock'] })).toMatch(/carries a marker/);
  });

  it('issue 17: the move itself carries the new square’s two resources (one action, one event, one undo)', () => {
    const s = initialCaleda({ ...setupOf(), resources: undefined });
    const cav = first(idsAt(s, 'C3', 0, 'cavalry'));
    const s2 = run(s, [{ type: 'move', units: [cav], to: sq('C4'), resources: ['Iron', 'Wheat'] }]);
    expect([s2.squares[sq('C4')]?.resources, s2.gold[0]?.total, s2.units.find((u) => u.id === cav)?.square]).toEqual([['Iron', 'Wheat'], 2, sq('C4')]);
    expect(refusal(s, { type: 'move', units: [cav], to: sq('C4'), resources: ['Iron', 'iron'] })).toBe('Square C4: the two resources must differ.');
    // Resources already known are not retyped in a move.
    expect(refusal(s2, { type: 'move', units: [first(idsAt(s2, 'C3', 0))], to: sq('C4'), resources: ['Sand', 'Rock'] })).toMatch(/already has its resources/);
  });
});

describe('markers (Caleda "Claiming Resource Squares", "Salting the Land")', () => {
  it('a player claims only their own outposts; a new Infantry may move at once', () => {
    let s = placeUnits(start(), 0, 'E4', ['infantry']);
    s = run(s, [{ type: 'move', units: idsAt(s, 'E4', 0), to: sq('E3') }]);
    expect(s.squares[sq('E3')]?.marker).toBeNull();
    s = run(s, [{ type: 'move', units: idsAt(s, 'C3', 0, 'cavalry'), to: sq('C5') }]);
    const fresh = s.units.filter((u) => u.square === sq('C5') && u.rank === 'infantry');
    expect(fresh).toHaveLength(1);
    s = run(s, [{ type: 'move', units: fresh.map((u) => u.id), to: sq('C6') }]);
    expect(idsAt(s, 'C6', 0)).toHaveLength(1);
  });

  it('salting returns a piece; the owner reclaims it for a piece but no unit', () => {
    let s = withGoldOf(start(), 1, 2);
    s = { ...s, squares: s.squares.map((x, i) => (i === sq('E3') ? { ...x, marker: { owner: 1, salted: false } } : x)) };
    s = placeUnits(s, 0, 'D3', ['infantry']);
    s = placeUnits(s, 1, 'E4', ['infantry']);
    s = run(s, [{ type: 'move', units: idsAt(s, 'D3', 0), to: sq('E3') }]);
    expect(s.gold[1]?.total).toBe(1);
    s = run(s, [{ type: 'endTurn' }]);
    const units = s.units.length;
    // Red attacks back into E3: one round, Red wins, then reclaims.
    s = run(s, [{ type: 'move', units: idsAt(s, 'E4', 1), to: sq('E3') }]);
    expect(s.combat?.stage).toBe('units');
    s = run(s, [
      { type: 'combatRound', attackerUnit: first(idsAt(s, 'E4', 1)), defenderUnit: first(idsAt(s, 'E3', 0)), rolls: [{ attacker: [6, 1, 1], defender: [2] }] },
    ]);
    expect(s.squares[sq('E3')]?.marker).toEqual({ owner: 1, salted: false });
    expect(s.gold[1]?.total).toBe(2);
    expect(s.units.length).toBe(units - 1);
  });
});

describe('structures (Caleda "Defensive Structures")', () => {
  it('only on the capital and its four neighbours, one per square, not where an opponent stands', () => {
    let s = withGoldOf(start(), 0, 20);
    expect(refusal(s, { type: 'build', square: sq('D4') })).toMatch(/^Structures are built only on a capital Talaq holds/);
    s = placeUnits(s, 1, 'B3', ['infantry']);
    expect(refusal(s, { type: 'build', square: sq('B3') })).toBe("B3 is occupied by Red's units.");
    s = run(s, [{ type: 'build', square: sq('C2') }, { type: 'build', square: sq('C2') }]);
    expect(s.squares[sq('C2')]?.structure).toEqual({ kind: 'castle', owner: 0 });
    expect(refusal(s, { type: 'build', square: sq('C2') })).toMatch(/already has a castle/);
  });

  it('refuses a castle Talaq cannot afford', () => {
    const s = withGoldOf(start(), 0, 5, 4);
    expect(refusal(s, { type: 'build', square: sq('C3') })).toBe('Talaq has 1 gold available (4 set aside until their next turn), the castle costs 6.');
  });
});

describe('three kingdoms', () => {
  it('turns go round in set-up order, each starting with their set-aside gold back', () => {
    let s = initialCaleda(setupOf([TALAQ, RED, GREEN]));
    s = withGoldOf(s, 1, 3, 3);
    s = run(s, [{ type: 'endTurn' }]);
    expect(s.turn.player).toBe(1);
    expect(s.gold[1]).toEqual({ total: 3, setAside: 0 });
    s = run(s, [{ type: 'endTurn' }, { type: 'endTurn' }]);
    expect(s.turn).toEqual({ player: 0, round: 2, actionsUsed: 0 });
  });
});
