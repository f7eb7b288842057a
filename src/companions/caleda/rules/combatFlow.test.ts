import { describe, expect, it } from 'vitest';
import { initialCaleda } from '../reducer';
import { GREEN, RED, TALAQ, first, idsAt, placeUnits, refusal, run, setupOf, sq, withGoldOf } from '../testkit';
import type { CaledaState } from './state';
import { unitDice } from './combatFlow';
import { diceCountText } from './combat';

const two = (): CaledaState => initialCaleda(setupOf([TALAQ, RED]));
const three = (): CaledaState => initialCaleda(setupOf([TALAQ, RED, GREEN]));
/** Clear every unit of `owner` from `square`. */
const clear = (s: CaledaState, owner: number, square: string): CaledaState => ({
  ...s,
  units: s.units.filter((u) => !(u.owner === owner && u.square === sq(square))),
});
const unit = (s: CaledaState, id: number) => s.units.find((u) => u.id === id);

describe('multi-unit combat (Caleda "Combat")', () => {
  it('one-to-one rounds until a side has no units in the square; dice counts are checked', () => {
    let s = placeUnits(two(), 1, 'D3', ['infantry', 'infantry']);
    const [cav] = idsAt(s, 'C3', 0, 'cavalry') as [number];
    const [inf] = idsAt(s, 'C3', 0, 'infantry') as [number];
    const [r1, r2] = idsAt(s, 'D3', 1) as [number, number];
    s = run(s, [{ type: 'move', units: [cav, inf], to: sq('D3') }]);
    expect(s.combat).toMatchObject({ attacker: 0, defender: 1, square: sq('D3'), from: sq('C3'), stage: 'units' });
    expect(s.turn.actionsUsed).toBe(1);
    expect(refusal(s, { type: 'endTurn' })).toBe('Finish the combat on D3 first.');
    expect(refusal(s, { type: 'combatRound', attackerUnit: cav, defenderUnit: r1, rolls: [{ attacker: [6], defender: [5] }] })).toBe(
      "Talaq's Cavalry on C3 rolls 2 dice (cavalry 2): Expected 2 dice, got 1.",
    );
    s = run(s, [{ type: 'combatRound', attackerUnit: cav, defenderUnit: r1, rolls: [{ attacker: [6, 2], defender: [5] }] }]);
    expect(unit(s, r1)).toBeUndefined();
    // a complete tie is re-rolled inside the same round
    expect(refusal(s, { type: 'combatRound', attackerUnit: inf, defenderUnit: r2, rolls: [{ attacker: [3], defender: [3] }] })).toMatch(/re-roll/);
    s = run(s, [{ type: 'combatRound', attackerUnit: inf, defenderUnit: r2, rolls: [{ attacker: [3], defender: [3] }, { attacker: [1], defender: [4] }] }]);
    expect(unit(s, inf)).toBeUndefined();
    s = run(s, [{ type: 'combatRound', attackerUnit: cav, defenderUnit: r2, rolls: [{ attacker: [5, 5], defender: [6] }] }]);
    expect(s.combat).toBeNull();
    expect(idsAt(s, 'C3', 0, 'cavalry')).toHaveLength(0);
    expect(idsAt(s, 'D3', 1)).toEqual([r2]);
    expect(s.squares[sq('D3')]?.marker).toBeNull();
  });

  it('strong lands and structures count by the square attacked', () => {
    let s = placeUnits(two(), 1, 'E3', ['infantry']);
    s = placeUnits(s, 0, 'D4', ['cavalry']);
    const red = first(idsAt(s, 'E3', 1));
    const talaq = first(idsAt(s, 'D4', 0));
    // Red defends its outpost E3: 1 + 2; Talaq attacking into E3 gets nothing for standing on its strong land D4.
    expect(diceCountText(unitDice(s, unit(s, red)!, 'defender', sq('E3')))).toBe('3 dice (infantry 1 + outpost (strong land) 2)');
    expect(unitDice(s, unit(s, talaq)!, 'attacker', sq('E3')).total).toBe(2);
    // Red attacking into D4 (Iron/Sand): Talaq defends with 2 + 1 strong land.
    expect(unitDice(s, unit(s, talaq)!, 'defender', sq('D4')).total).toBe(3);
    // Talaq's tower on C3 adds one die to Talaq's defenders there, plus the outpost's two.
    const capInf = first(idsAt(s, 'C3', 0, 'infantry'));
    expect(unitDice(s, unit(s, capInf)!, 'defender', sq('C3')).total).toBe(4);
  });
});

describe('taking the capital in two players (Caleda "Taking The Capital", "Defensive Structures")', () => {
  it('units first, then the tower (5+); a failed roll sends that unit back; the capital falls and Talaq wins', () => {
    let s = placeUnits(clear(two(), 1, 'F6'), 1, 'A1', ['infantry']);
    s = placeUnits(s, 1, 'F6', ['infantry']);
    s = placeUnits(s, 0, 'F5', ['general', 'infantry']);
    const [gen, inf] = [first(idsAt(s, 'F5', 0, 'general')), first(idsAt(s, 'F5', 0, 'infantry'))];
    const red = first(idsAt(s, 'F6', 1));
    s = run(s, [{ type: 'move', units: [gen, inf], to: sq('F6') }]);
    // Red's Infantry defends its capital: 1 + outpost 2 + tower 1.
    expect(refusal(s, { type: 'combatRound', attackerUnit: gen, defenderUnit: red, rolls: [{ attacker: [6, 6, 2], defender: [6, 5, 4] }] })).toMatch(
      /rolls 4 dice \(infantry 1 \+ outpost \(strong land\) 2 \+ tower 1\): Expected 4 dice, got 3/,
    );
    s = run(s, [{ type: 'combatRound', attackerUnit: gen, defenderUnit: red, rolls: [{ attacker: [6, 6, 2], defender: [6, 5, 4, 1] }] }]);
    expect(s.combat?.stage).toBe('structure');
    expect(refusal(s, { type: 'combatRound', attackerUnit: gen, defenderUnit: red, rolls: [] })).toBe('The defenders on F6 are gone: roll against the structure.');
    // no land bonus, no powers against a structure: the General rolls its 3 dice
    expect(refusal(s, { type: 'structureRoll', unit: gen, dice: [4, 4, 3, 1] })).toMatch(/rolls 3 dice/);
    s = run(s, [{ type: 'structureRoll', unit: gen, dice: [4, 4, 3] }]);
    expect(s.combat?.attackers).toEqual([inf]);
    expect(s.victory).toBeNull();
    s = run(s, [{ type: 'structureRoll', unit: inf, dice: [5] }]);
    expect(s.squares[sq('F6')]?.structure).toBeNull();
    expect(unit(s, inf)?.square).toBe(sq('F6'));
    expect(unit(s, gen)?.square).toBe(sq('F5'));
    expect(s.victory).toMatchObject({ player: 0, how: 'capital-taken', message: "Talaq took Red's capital and wins." });
    expect(refusal(s, { type: 'endTurn' })).toBe("The game is over: Talaq took Red's capital and wins.");
  });

  it('a castle falls only on a 6; when every attacker fails they all stay where they came from', () => {
    let s = placeUnits(clear(two(), 1, 'F6'), 1, 'A1', ['infantry']);
    s = { ...s, squares: s.squares.map((x, i) => (i === sq('F6') ? { ...x, structure: { kind: 'castle', owner: 1 } } : x)) };
    s = placeUnits(s, 0, 'F5', ['cavalry']);
    const cav = first(idsAt(s, 'F5', 0));
    s = run(s, [{ type: 'move', units: [cav], to: sq('F6') }]);
    expect(s.combat?.stage).toBe('structure');
    s = run(s, [{ type: 'structureRoll', unit: cav, dice: [5, 5] }]);
    expect(s.combat).toBeNull();
    expect(unit(s, cav)?.square).toBe(sq('F5'));
    expect(s.squares[sq('F6')]?.structure?.kind).toBe('castle');
    expect(s.turn.actionsUsed).toBe(1);
  });

  it('removing every enemy unit wins', () => {
    let s: CaledaState = { ...two(), units: two().units.filter((u) => u.owner === 0) };
    s = placeUnits(s, 1, 'D3', ['infantry']);
    const red = first(idsAt(s, 'D3', 1));
    const cav = first(idsAt(s, 'C3', 0, 'cavalry'));
    s = run(s, [
      { type: 'move', units: [cav], to: sq('D3') },
      { type: 'combatRound', attackerUnit: cav, defenderUnit: red, rolls: [{ attacker: [2, 2], defender: [1] }] },
    ]);
    expect(s.victory).toMatchObject({ player: 0, how: 'all-units-defeated' });
    expect(s.combat).toBeNull();
  });
});

describe('capitals in a multi-player game (Caleda "Multi-player Games")', () => {
  it('the victor claims the capital (+1), the loser pays 1 and cannot build, then reclaims it and the gold', () => {
    let s = clear(three(), 2, 'E1');
    s = { ...s, squares: s.squares.map((x, i) => (i === sq('D1') ? { ...x, structure: { kind: 'tower', owner: 2 } } : x)) };
    s = placeUnits(s, 0, 'E2', ['cavalry']);
    s = placeUnits(s, 2, 'A4', ['infantry']);
    s = withGoldOf(s, 0, 3);
    s = withGoldOf(s, 2, 2);
    const cav = first(idsAt(s, 'E2', 0));
    s = run(s, [
      { type: 'move', units: [cav], to: sq('E1') },
      { type: 'structureRoll', unit: cav, dice: [5, 1] },
    ]);
    expect(s.capitalHolders).toEqual([0, 1, 0]);
    expect(s.squares[sq('E1')]?.marker).toEqual({ owner: 0, salted: false });
    expect(s.gold[0]?.total).toBe(4);
    expect(s.gold[2]?.total).toBe(1);
    expect(s.victory).toBeNull();
    // Green's leftover tower at D1 passes to Talaq, who may now build around the captured capital.
    expect(s.squares[sq('D1')]?.structure).toEqual({ kind: 'tower', owner: 0 });
    s = run(s, [{ type: 'endTurn' }, { type: 'endTurn' }]);
    expect(s.turn.player).toBe(2);
    expect(refusal(s, { type: 'build', square: sq('E2') })).toBe('Green lost their capital and cannot build or upgrade structures until they reclaim it.');
    // Green transports its Infantry to E2 (an own unit there? no) — walk instead: A4 is too far; place one next to E1.
    s = placeUnits(s, 2, 'E2', ['cavalry']);
    const green = first(idsAt(s, 'E2', 2));
    s = run(s, [
      { type: 'move', units: [green], to: sq('E1') },
      // Green's own outpost: cavalry 2 + 2; Talaq's cavalry has no structure (the tower fell) and no land.
      { type: 'combatRound', attackerUnit: green, defenderUnit: cav, rolls: [{ attacker: [6, 1, 1, 1], defender: [5, 5] }] },
    ]);
    expect(s.capitalHolders).toEqual([0, 1, 2]);
    expect(s.squares[sq('E1')]?.marker).toBeNull();
    expect(s.gold[2]?.total).toBe(2);
    expect(s.gold[0]?.total).toBe(3);
  });

  it('holding every enemy capital while keeping your own wins', () => {
    let s = clear(three(), 2, 'E1');
    s = { ...s, capitalHolders: [0, 0, 2], squares: s.squares.map((x, i) => (i === sq('E1') ? { ...x, structure: null } : x)) };
    s = placeUnits(s, 0, 'E2', ['infantry']);
    s = run(s, [{ type: 'move', units: idsAt(s, 'E2', 0), to: sq('E1') }]);
    expect(s.victory).toMatchObject({ player: 0, how: 'all-capitals-held' });
  });
});

describe('powers (Caleda "Powers")', () => {
  it('Ambush: +3 dice to one attacking unit for one round, paid, no action', () => {
    let s = placeUnits(two(), 1, 'D3', ['infantry', 'infantry']);
    const inf = first(idsAt(s, 'C3', 0, 'infantry'));
    const [r1, r2] = idsAt(s, 'D3', 1) as [number, number];
    s = run(s, [{ type: 'move', units: [inf], to: sq('D3') }]);
    expect(refusal(s, { type: 'combatRound', attackerUnit: inf, defenderUnit: r1, ambush: true, rolls: [{ attacker: [6, 1, 1, 1], defender: [2] }] })).toBe(
      'Talaq has 1 gold available, Ambush costs 2.',
    );
    s = withGoldOf(s, 0, 2);
    s = run(s, [{ type: 'combatRound', attackerUnit: inf, defenderUnit: r1, ambush: true, rolls: [{ attacker: [6, 1, 1, 1], defender: [2] }] }]);
    expect(s.gold[0]).toEqual({ total: 2, setAside: 2 });
    expect(s.turn.actionsUsed).toBe(1);
    // next round: back to one die
    expect(refusal(s, { type: 'combatRound', attackerUnit: inf, defenderUnit: r2, rolls: [{ attacker: [6, 1, 1, 1], defender: [2] }] })).toMatch(/rolls 1 die/);
  });

  it('Bombard: an adjacent square, land by the square attacked; a loss costs nothing but gold, a win does not move in', () => {
    let s = run(two(), [{ type: 'endTurn' }]);
    s = withGoldOf(s, 1, 4);
    s = placeUnits(s, 1, 'E3', ['infantry']);
    s = placeUnits(s, 0, 'D3', ['infantry']);
    const red = first(idsAt(s, 'E3', 1));
    const talaq = first(idsAt(s, 'D3', 0));
    expect(refusal(s, { type: 'bombard', unit: red, target: sq('C3'), defenderUnit: first(idsAt(s, 'C3', 0)), rolls: [] })).toBe('C3 is not next to E3 (north, south, east or west).');
    // from its outpost E3, Red still rolls 1 die into D3 (bonuses by the square attacked)
    expect(refusal(s, { type: 'bombard', unit: red, target: sq('D3'), defenderUnit: talaq, rolls: [{ attacker: [3, 3, 3], defender: [4] }] })).toMatch(/Expected 1 die, got 3/);
    s = run(s, [{ type: 'bombard', unit: red, target: sq('D3'), defenderUnit: talaq, rolls: [{ attacker: [3], defender: [4] }] }]);
    expect(unit(s, red)?.square).toBe(sq('E3'));
    expect(unit(s, talaq)).toBeDefined();
    s = run(s, [{ type: 'bombard', unit: red, target: sq('D3'), defenderUnit: talaq, rolls: [{ attacker: [6], defender: [2] }] }]);
    expect(unit(s, talaq)).toBeUndefined();
    expect(unit(s, red)?.square).toBe(sq('E3'));
    expect(s.squares[sq('D3')]?.marker).toBeNull();
    expect(s.gold[1]).toEqual({ total: 4, setAside: 4 });
    expect(s.turn.actionsUsed).toBe(0);
    expect(refusal(s, { type: 'bombard', unit: red, target: sq('D3'), defenderUnit: talaq, rolls: [] })).toMatch(/Choose one of the enemy units on D3/);
  });

  it('only the kingdom’s own power', () => {
    const s = two();
    expect(refusal(s, { type: 'transport', unit: first(idsAt(s, 'C3', 0)), to: sq('C5') })).toBe("Talaq's power is Ambush, not Transport.");
    expect(refusal(s, { type: 'usePower' })).toMatch(/is used from its own screen/);
  });

  it('Transport: to an unmoved own unit or a claimed outpost; +1 die in its next attack round only', () => {
    let s = run(three(), [{ type: 'endTurn' }, { type: 'endTurn' }]);
    s = withGoldOf(s, 2, 2);
    s = placeUnits(s, 2, 'B5', ['infantry']);
    s = placeUnits(s, 2, 'B6', ['infantry']);
    s = placeUnits(s, 0, 'A6', ['infantry', 'infantry']);
    const g = first(idsAt(s, 'B5', 2));
    const [t1, t2] = idsAt(s, 'A6', 0) as [number, number];
    expect(refusal(s, { type: 'transport', unit: g, to: sq('B3') })).toMatch(/B3 is neither/);
    s = run(s, [{ type: 'transport', unit: g, to: sq('E1') }]);
    expect(unit(s, g)).toMatchObject({ square: sq('E1'), transportBonus: true, moved: false });
    s = run(s, [{ type: 'transport', unit: g, to: sq('B6') }]);
    expect(s.gold[2]).toEqual({ total: 2, setAside: 2 });
    expect(s.turn.actionsUsed).toBe(0);
    expect(refusal(s, { type: 'transport', unit: g, to: sq('E1') })).toBe('Green has 0 gold available (2 set aside until their next turn), Transport costs 1.');
    s = run(s, [{ type: 'move', units: [g], to: sq('A6') }]);
    // Transport's extra die: two dice against one — 1 1 against 1 wins (no die left to match loses)
    s = run(s, [{ type: 'combatRound', attackerUnit: g, defenderUnit: t1, rolls: [{ attacker: [1, 1], defender: [1] }] }]);
    expect(unit(s, t1)).toBeUndefined();
    expect(refusal(s, { type: 'combatRound', attackerUnit: g, defenderUnit: t2, rolls: [{ attacker: [1, 1], defender: [1] }] })).toMatch(/rolls 1 die/);
  });
});
