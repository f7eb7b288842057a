import { describe, expect, it } from 'vitest';
import { describeNedcaEvent } from './describe';
import { applyNedca } from './reducer';
import { endTurn, go, no, start, three, toAction, toOperations, two } from './reducer.fixture';
import { activeHouse, capitalsControlled, initialNedca, nedcaSetupProblem, type NedcaState } from './rules/state';

const gold = (s: NedcaState, i: number): number => s.houses[i]?.resources.gold ?? -1;

describe('set-up — "GAMEPLAY" Player Preparations', () => {
  it('each house: 5 Gold, 2 of each resource, 7 cards, 2 Workers + 1 Knight, 2 shields on the city and 1 kept', () => {
    const h = start().houses[0];
    expect([h?.resources, h?.hand, h?.units.worker, h?.units.knight, h?.shields, h?.shieldReserve, h?.capital]).toEqual([
      { gold: 5, food: 2, wood: 2, stone: 2, iron: 2 },
      7,
      2,
      1,
      2,
      1,
      true,
    ]);
  });
  it('set-up problems are named', () => {
    expect(nedcaSetupProblem({ ...two, houses: [two.houses[0]!] })).toBe('Nedca is for 2 to 5 houses (got 1).');
    expect(nedcaSetupProblem({ ...two, order: [0, 0] })).toMatch(/exactly once/);
    expect(nedcaSetupProblem({ ...two, houses: [two.houses[0]!, { name: ' nover ', colour: '#000000' }] })).toBe('Two houses have the same name.');
    expect(nedcaSetupProblem(three)).toBeNull();
  });
});

describe('turn phases — "TURN PHASES"', () => {
  it('the Economy Phase comes first: no buying before it, no moving on without collecting', () => {
    const s = start();
    expect(no(s, { type: 'nextPhase' })).toMatch(/Collect the Economy Phase first/);
    expect(no(s, { type: 'buyCard', kind: 'building' })).toMatch(/belongs to the Operations Phase/);
  });
  it('economy: 2 Gold per capital, workers by tile, card income and influence', () => {
    const s = go(start(), { type: 'economy', workers: { forest: 1, goldmine: 1 }, extra: { stone: 1 }, influence: 2 });
    expect([s.houses[0]?.resources, s.houses[0]?.influence, s.turn.economyDone]).toEqual([{ gold: 8, food: 2, wood: 3, stone: 3, iron: 2 }, 2, true]);
    expect(no(s, { type: 'economy', workers: {} })).toMatch(/already been collected/);
    expect(no(start(), { type: 'economy', workers: { plains: 3 } })).toBe('Nover has 2 Workers on the board, not 3.');
  });
  it('two players keep the same order every round; the hand limit holds the turn', () => {
    let s = endTurn(start());
    expect(activeHouse(s)).toBe(1);
    s = endTurn(s);
    expect([activeHouse(s), s.turn.round, s.turn.awaitingOrder]).toEqual([0, 2, false]);
    s = go(toOperations(s), { type: 'buyCard', kind: 'building' });
    s = go(s, { type: 'nextPhase' }, { type: 'nextPhase' });
    expect(no(s, { type: 'nextPhase' })).toBe('Nover holds 8 cards: discard or sell 1 before the turn ends (hand limit 7).');
    s = go(s, { type: 'hand', house: 0, delta: -1 }, { type: 'nextPhase' });
    expect(activeHouse(s)).toBe(1);
  });
  it('three players draw a new order each round; the last house cannot go first', () => {
    let s = start(three);
    s = endTurn(endTurn(endTurn(s)));
    expect(s.turn.awaitingOrder).toBe(true);
    expect(no(s, { type: 'economy', workers: {} })).toMatch(/draw the Player Turn Tokens/);
    expect(no(s, { type: 'drawOrder', order: [2, 0, 1] })).toMatch(/cannot play first/);
    s = go(s, { type: 'drawOrder', order: [1, 2, 0], seed: 5 });
    expect([s.turn.round, activeHouse(s), s.turn.phase]).toEqual([2, 1, 'economy']);
  });
  it('the clockwise variant keeps the order without tokens', () => {
    const s = endTurn(endTurn(endTurn(initialNedca({ ...three, clockwise: true }))));
    expect([s.turn.awaitingOrder, s.turn.round, activeHouse(s)]).toEqual([false, 2, 0]);
  });
});

describe('operations — buying, bonds, recruiting, building, research', () => {
  it('cards cost 3 (building, technology) and 5 (special) Gold', () => {
    let s = go(toOperations(start()), { type: 'buyCard', kind: 'technology' });
    expect([gold(s, 0), s.houses[0]?.hand]).toEqual([4, 8]);
    s = go(s, { type: 'buyCard', kind: 'building' });
    expect(no(s, { type: 'buyCard', kind: 'special' })).toBe('A special card needs 5 Gold; only 1 on the board.');
  });
  it('bonds cost 3, 6, …; the first bond gives level 2 and allows Archers', () => {
    let s = toOperations(start());
    expect(no(s, { type: 'recruit', kind: 'archer', cost: { food: 1 } })).toBe('Archer needs level 2; Nover is level 1 (Influence or Bonds).');
    s = go(s, { type: 'buyBond' }, { type: 'recruit', kind: 'archer', cost: { food: 2, wood: 2 } });
    expect([s.houses[0]?.bonds, gold(s, 0), s.houses[0]?.units.archer, s.houses[0]?.resources.food]).toEqual([1, 4, 1, 0]);
    expect(no(s, { type: 'buyBond' })).toBe('Bond 2 needs 6 Gold; only 4 on the board.');
  });
  it('recruiting is limited by the supply and the resources', () => {
    const s = toOperations(start());
    expect(no(s, { type: 'recruit', kind: 'knight', cost: { iron: 3 } })).toBe('A Knight needs 3 Iron; only 2 on the board.');
    const full = { ...s, houses: s.houses.map((h, i) => (i === 0 ? { ...h, units: { ...h.units, knight: 10 } } : h)) };
    expect(no(full, { type: 'recruit', kind: 'knight', cost: {} })).toBe("All 10 of Nover's Knight units are on the board.");
  });
  it('building from the hand: pays, adds influence; research once per turn; gems', () => {
    let s = go(toOperations(start()), { type: 'build', cost: { wood: 1, stone: 1 }, influence: 3 });
    expect([s.houses[0]?.buildings, s.houses[0]?.hand, s.houses[0]?.influence]).toEqual([1, 6, 3]);
    s = go(s, { type: 'research', cost: { iron: 1 }, influence: 1, fromDisplay: true, gem: true });
    expect([s.houses[0]?.technologies, s.houses[0]?.gems, s.houses[0]?.hand]).toEqual([1, 1, 6]);
    expect(no(s, { type: 'research', cost: {}, influence: 0, fromDisplay: false, gem: false })).toBe('Only one Technology Card can be researched per turn.');
    s = go(s, { type: 'sellCard', kind: 'building', price: 2 });
    expect([s.houses[0]?.buildings, gold(s, 0)]).toEqual([0, 9]);
  });
  it('influence never drops below the Zero space', () => {
    const s = go(start(), { type: 'influence', house: 1, delta: -5 });
    expect(s.houses[1]?.influence).toBe(0);
  });
  it('one objective per turn; the fourth wins', () => {
    let s = go(start(), { type: 'objective' });
    expect(no(s, { type: 'objective' })).toMatch(/Only one Objective/);
    for (let k = 0; k < 3; k++) s = go(endTurn(endTurn(s)), { type: 'objective' });
    expect([s.houses[0]?.objectives, s.result?.winners, s.result?.paths[0]]).toEqual([4, [0], ['objectives']]);
    expect(no(s, { type: 'nextPhase' })).toBe('The game is over.');
  });
});

describe('battle — "BATTLE MECHANICS" through the reducer', () => {
  it('archer 4 against knight 3: the knight is removed', () => {
    let s = toAction(go(toOperations(start()), { type: 'buyBond' }, { type: 'recruit', kind: 'archer', cost: { food: 1 } }));
    const e = { type: 'battle', attacker: 'archer', defender: { house: 1, kind: 'knight' }, distance: 2, attackDie: 4, defenceDie: 5 } as const;
    expect(describeNedcaEvent(e, s)).toBe("Nover's Archer attacks Yelhool's Knight at 2: 4 against 3 (defender out of reach, −2) — Yelhool's Knight is removed");
    s = go(s, e);
    expect(s.houses[1]?.units.knight).toBe(0);
    expect(no(s, e)).toBe('Yelhool has no Knight on the board.');
  });
  it('6 against 7: the attacker is removed (a Paladin, ATK 1, with a +1 card, against a War Elephant, DEF 2)', () => {
    let s = go(start(), { type: 'unitCard', house: 0, kind: 'knight', card: 'paladin' });
    s = { ...s, houses: s.houses.map((h, i) => (i === 1 ? { ...h, units: { ...h.units, elephant: 1 } } : h)) };
    s = go(toAction(toOperations(s)), { type: 'battle', attacker: 'knight', defender: { house: 1, kind: 'elephant' }, distance: 1, attackDie: 4, defenceDie: 5, attackMod: 1 });
    expect([s.houses[0]?.units.knight, s.houses[1]?.units.elephant]).toEqual([0, 1]);
  });
  it('each unit attacks once per Action Phase (a tie spends it too); a fallen attacker does not count', () => {
    let s = toAction(toOperations(start()));
    const tie = { type: 'battle', attacker: 'knight', defender: { house: 1, kind: 'worker' }, distance: 1, attackDie: 2, defenceDie: 3 } as const;
    s = go(s, tie);
    expect([s.houses[1]?.units.worker, s.houses[0]?.units.knight]).toEqual([2, 1]);
    expect(no(s, tie)).toMatch(/Each unit attacks once per Action Phase/);
    let t = go(toAction(toOperations({ ...start(), houses: start().houses.map((h, i) => (i === 0 ? { ...h, units: { ...h.units, knight: 2 } } : h)) })), { ...tie, attackDie: 1, defenceDie: 6 });
    t = go(t, { ...tie, attackDie: 6, defenceDie: 1 });
    expect([t.houses[0]?.units.knight, t.houses[1]?.units.worker]).toEqual([1, 1]);
    expect(no(t, tie)).toMatch(/once per Action Phase/);
    expect(endTurn(endTurn(t)).turn.attacked).toEqual({});
  });
  it('range is checked; dice are checked', () => {
    const s = toAction(toOperations(start()));
    expect(no(s, { type: 'battle', attacker: 'knight', defender: { house: 1, kind: 'knight' }, distance: 2, attackDie: 4, defenceDie: 5 })).toBe("The target is 2 spaces away; the attacker's Range is 1.");
    expect(no(s, { type: 'battle', attacker: 'knight', defender: { house: 1, kind: 'knight' }, distance: 1, attackDie: 9, defenceDie: 5 })).toBe('Red Attack Dice: 9 is not a d6 result (1–6).');
  });
  it('a card on the unit space changes its stats; the card must match the space', () => {
    const s = start();
    expect(no(s, { type: 'unitCard', house: 0, kind: 'knight', card: 'dragon' })).toBe('The dragon card goes on the War Elephant space.');
  });
});

describe('city assault and elimination — "5- Military Force"', () => {
  const atCity = (): NedcaState => go(toAction(toOperations(start())), { type: 'occupy', city: 1, by: 0 });
  it('occupying takes the city away from its owner: 2 Gold per capital controlled', () => {
    const s = atCity();
    expect([capitalsControlled(s, 0), capitalsControlled(s, 1)]).toEqual([2, 0]);
  });
  it('6+ removes a shield, roll again; a miss stops city attacks this turn', () => {
    let s = atCity();
    s = go(s, { type: 'assault', city: 1, kind: 'knight', die: 6 });
    expect(s.houses[1]?.shields).toBe(1);
    s = go(s, { type: 'assault', city: 1, kind: 'knight', die: 5 });
    expect([s.houses[1]?.shields, s.turn.cityAttackBlocked]).toEqual([1, true]);
    expect(no(s, { type: 'assault', city: 1, kind: 'knight', die: 6 })).toMatch(/failed this turn/);
  });
  it('with no shields left the capital falls: the loser leaves play and its resources go to the attacker; last house standing wins', () => {
    let s = atCity();
    s = go(s, { type: 'assault', city: 1, kind: 'knight', die: 6 }, { type: 'assault', city: 1, kind: 'knight', die: 6 }, { type: 'assault', city: 1, kind: 'knight', die: 6 });
    expect([s.houses[1]?.eliminated, s.houses[1]?.resources.gold, gold(s, 0), s.houses[0]?.resources.food, s.result?.winners, s.result?.paths[0]]).toEqual([
      true,
      0,
      12,
      4,
      [0],
      ['military'],
    ]);
  });
  it('a house with its capital occupied and no units recruits 2 Knights and 1 Worker for free, once', () => {
    let s = start();
    s = { ...s, houses: s.houses.map((h, i) => (i === 0 ? { ...h, occupiedBy: 1, units: { ...h.units, worker: 0, knight: 0 } } : h)) };
    expect(no(toOperations(start()), { type: 'freeRecruit' })).toMatch(/under enemy control/);
    s = go(toOperations(s), { type: 'freeRecruit' });
    expect([s.houses[0]?.units.knight, s.houses[0]?.units.worker]).toEqual([2, 1]);
    expect(no(s, { type: 'freeRecruit' })).toMatch(/already been taken/);
  });
  it('an assault needs the city occupied first', () => {
    expect(no(toAction(toOperations(start())), { type: 'assault', city: 1, kind: 'knight', die: 6 })).toBe("Occupy Yelhool's City Tile with a military unit first.");
  });
  it('a team falls together; cards leased from the fallen go to the lessee', () => {
    let s = start(three);
    s = {
      ...s,
      houses: s.houses.map((h, i) => ({ ...h, bonds: 1, buildings: i === 2 ? 1 : 0, team: i === 1 || i === 2 ? 0 : null })),
    };
    s = go(toOperations(s), { type: 'lease', leaser: 2, kind: 'building' }, { type: 'nextPhase' }, { type: 'occupy', city: 1, by: 0 });
    s = go(s, { type: 'assault', city: 1, kind: 'knight', die: 6 }, { type: 'assault', city: 1, kind: 'knight', die: 6 }, { type: 'assault', city: 1, kind: 'knight', die: 6 });
    expect([s.houses[1]?.eliminated, s.houses[2]?.eliminated, s.houses[0]?.buildings, s.houses[0]?.leases, gold(s, 0), s.result?.winners]).toEqual([true, true, 1, [], 17, [0]]);
  });
});

describe('teams and leases — "GAME MECHANICS"', () => {
  const lvl2 = (s: NedcaState): NedcaState => ({ ...s, houses: s.houses.map((h) => ({ ...h, bonds: 1, buildings: 2 })) });
  it('joining costs 3 Gold each and needs level 2; team Gold 1 for two members; leaving costs 9', () => {
    expect(no(toOperations(start(three)), { type: 'joinTeam', team: 0, houses: [0, 1] })).toBe('Nover must be at level 2 or 3 to join a team (now level 1).');
    expect(no(toOperations(lvl2(start(two))), { type: 'joinTeam', team: 0, houses: [0, 1] })).toBe('Teams are for games of 3 or more players.');
    let s = go(toOperations(lvl2(start(three))), { type: 'joinTeam', team: 0, houses: [0, 1] });
    expect([gold(s, 0), gold(s, 1), s.houses[0]?.team, s.houses[1]?.team]).toEqual([4, 2, 0, 0]);
    expect(no(s, { type: 'joinTeam', team: 0, houses: [2] })).toMatch(/can only join/);
    s = endTurn(s);
    s = go(s, { type: 'economy', workers: {} });
    expect(gold(s, 1)).toBe(2 + 2 + 1);
    s = { ...s, houses: s.houses.map((h) => ({ ...h, resources: { ...h.resources, gold: 20 } })) };
    s = go(s, { type: 'nextPhase' }, { type: 'leaveTeam' });
    expect([gold(s, 1), s.houses[0]?.team, s.houses[1]?.team]).toEqual([11, null, null]);
  });
  it('lease payments in the lessee\'s Economy Phase: 2 for one card, 3 for two; default returns a card for −3 Influence', () => {
    let s = toOperations(lvl2(start(three)));
    s = go(s, { type: 'lease', leaser: 1, kind: 'building' }, { type: 'lease', leaser: 1, kind: 'building' });
    expect([s.houses[1]?.buildings, s.houses[0]?.leases.length]).toEqual([0, 2]);
    expect(no(s, { type: 'lease', leaser: 1, kind: 'building' })).toBe('Yelhool has no constructed Building Card to lease.');
    s = endTurn(endTurn(endTurn(s)));
    s = go(s, { type: 'drawOrder', order: [0, 1, 2] });
    const before = [gold(s, 0), gold(s, 1)];
    const after = go(s, { type: 'economy', workers: {} });
    expect([gold(after, 0) - (before[0] ?? 0), gold(after, 1) - (before[1] ?? 0)]).toEqual([2 - 3, 3]);
    const poor = { ...s, houses: s.houses.map((h, i) => (i === 0 ? { ...h, resources: { ...h.resources, gold: 0 } } : h)) };
    expect(no({ ...poor, houses: poor.houses.map((h, i) => (i === 0 ? { ...h, occupiedBy: 2 } : h)) }, { type: 'economy', workers: {} })).toMatch(/owes Yelhool 3 Gold/);
    const d = go({ ...poor, houses: poor.houses.map((h, i) => (i === 0 ? { ...h, influence: 5 } : h)) }, { type: 'leaseDefault', leaser: 1 });
    expect([d.houses[0]?.leases.length, d.houses[1]?.hand, d.houses[0]?.influence]).toEqual([1, 8, 2]);
  });
  it('attacking your leaser returns its cards to its hand, −10 Influence each; attacking a team mate costs 15 Influence and the team', () => {
    let s = toOperations(lvl2(start(three)));
    s = go(s, { type: 'lease', leaser: 1, kind: 'building' }, { type: 'joinTeam', team: 0, houses: [0, 2] }, { type: 'influence', house: 0, delta: 30 }, { type: 'nextPhase' });
    s = go(s, { type: 'battle', attacker: 'knight', defender: { house: 1, kind: 'worker' }, distance: 1, attackDie: 1, defenceDie: 6 });
    expect([s.houses[0]?.leases, s.houses[1]?.hand, s.houses[0]?.influence, s.houses[0]?.units.knight]).toEqual([[], 8, 20, 0]);
    s = { ...s, houses: s.houses.map((h, i) => (i === 0 ? { ...h, units: { ...h.units, knight: 1 } } : h)) };
    s = go(s, { type: 'battle', attacker: 'knight', defender: { house: 2, kind: 'worker' }, distance: 1, attackDie: 6, defenceDie: 1 });
    expect([s.houses[0]?.team, s.houses[2]?.team, s.houses[0]?.influence, s.houses[2]?.units.worker]).toEqual([null, null, 5, 1]);
  });
  it('returning a leased card costs the lessee 3 Gold; a leaser cancelling pays 5', () => {
    let s = go(toOperations(lvl2(start(three))), { type: 'lease', leaser: 1, kind: 'building' }, { type: 'returnLease', lessee: 0, leaser: 1, kind: 'building' });
    expect([gold(s, 0), s.houses[1]?.buildings, s.houses[0]?.leases]).toEqual([4, 2, []]);
    s = { ...s, houses: s.houses.map((h, i) => (i === 1 ? { ...h, leases: [{ from: 0, kind: 'building' as const }] } : i === 0 ? { ...h, resources: { ...h.resources, gold: 6 } } : h)) };
    s = go(s, { type: 'returnLease', lessee: 1, leaser: 0, kind: 'building' });
    expect([gold(s, 0), s.houses[0]?.buildings]).toEqual([1, 3]);
  });
});

describe('win conditions through the reducer', () => {
  it('the tenth bond wins by Bonds', () => {
    let s = toOperations(start());
    s = { ...s, houses: s.houses.map((h, i) => (i === 0 ? { ...h, bonds: 9, resources: { ...h.resources, gold: 50 } } : h)) };
    s = go(s, { type: 'buyBond' });
    expect([s.result?.winners, s.result?.paths[0]]).toEqual([[0], ['bonds']]);
  });
  it('influence reaching the Star during another house\'s turn: that house wins', () => {
    const s = go(start(), { type: 'influence', house: 1, delta: 50 });
    expect(s.result?.winners).toEqual([1]);
  });
  it('ending the game early: the most Influence wins', () => {
    const s = go(start(), { type: 'influence', house: 1, delta: 3 }, { type: 'endGame' });
    expect(s.result?.winners).toEqual([1]);
  });
  it('malformed events are refused, not thrown', () => {
    expect(applyNedca(start(), null as never).ok).toBe(false);
    expect(no(start(), { type: 'economy' } as never)).toMatch(/^This economy entry is malformed/);
    expect(no(toAction(toOperations(start())), { type: 'battle', attacker: 'knight' } as never)).toMatch(/^This battle entry is malformed/);
    expect(no(start(), { type: 'adjust', house: 0, delta: { gold: 1.5 } })).toBe('Change: gold must be a whole number.');
    expect(no(start(), { type: 'adjust', house: 0, delta: { gold: -6 } })).toBe('Nover has only 5 Gold.');
  });
});
