import { describe, expect, it } from 'vitest';
import type { KaladanEvent } from './reducer';
import { describeKaladanEvent } from './describe';
import { initialKaladan, kaladanSetupProblem, type KaladanState } from './rules/state';
import { scoresNow } from './rules/turn';
import { go, inventory, no, setup } from './reducer.fixture';

const next: KaladanEvent = { type: 'nextPhase' };
const draw: KaladanEvent = { type: 'drawEvent' };

describe('set-up', () => {
  it('keeps a player colour for the screens', () => {
    const s = initialKaladan({ ...setup, players: setup.players.map((p, i) => (i === 0 ? { ...p, colour: '#e05252' } : p)) });
    expect([s.players[0]?.colour, s.players[1]?.colour]).toEqual(['#e05252', undefined]);
  });

  it('accepts the fixture; refuses shared tiles, missing crowns, over-capacity', () => {
    expect(kaladanSetupProblem(setup)).toBeNull();
    expect(kaladanSetupProblem({ ...setup, units: [...setup.units, { owner: 1, kind: 'sword', tile: 'M1' }] })).toMatch(/two armies cannot share/);
    expect(kaladanSetupProblem({ ...setup, units: setup.units.filter((u) => u.kind !== 'crown' || u.owner !== 1) })).toMatch(/Bo must have exactly one Crown/);
    const crowd = Array.from({ length: 3 }, () => ({ owner: 0, kind: 'sword' as const, tile: 'M2' }));
    expect(kaladanSetupProblem({ ...setup, units: [...setup.units, ...crowd, { owner: 0, kind: 'sword', tile: 'M2' }] })).toMatch(/M2 holds 3/);
    expect(kaladanSetupProblem({ ...setup, players: [setup.players[0] ?? { name: 'x' }] })).toMatch(/at least 2/);
    expect(kaladanSetupProblem({ ...setup, eventDeck: 0 })).toMatch(/event deck/);
  });
  it('plain JSON with a version; the first player starts in the Event Phase', () => {
    const s = initialKaladan(setup);
    expect(s.version).toBe(1);
    expect(s.turn).toMatchObject({ number: 1, player: 0, phase: 'event' });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('phases in order — "1. Turn Structure Overview"', () => {
  it('Event → Income → Free Spawn → Action → Purchase → Reinforcement → next player', () => {
    let s = initialKaladan(setup);
    expect(no(s, next)).toMatch(/Draw and resolve the Event card first/);
    s = go(s, draw);
    expect(no(s, draw)).toMatch(/already been drawn/);
    const phases: string[] = [];
    for (let i = 0; i < 6; i++) {
      s = go(s, next);
      phases.push(`${s.turn.player}:${s.turn.phase}`);
    }
    expect(phases).toEqual(['0:income', '0:freeSpawn', '0:action', '0:purchase', '0:reinforcement', '1:event']);
    expect(s.turn.number).toBe(2);
  });
  it('refuses an event outside its phase, naming both', () => {
    expect(no(initialKaladan(setup), { type: 'buyMagic' })).toBe('That belongs to the Purchase Phase; it is now the Event Phase. (Rules: Generals of Kaladan "Turn Structure Overview")');
  });
});

describe('income — "2. Income Phase"', () => {
  it('Ann: castle + forest + mountain = 2 gold, paid on entering the phase', () => {
    const s = go(initialKaladan(setup), draw, next);
    expect(s.turn.income).toEqual({ castles: 1, otherTiles: 2, gold: 2 });
    expect(s.players[0]?.gold).toBe(2);
  });
  it('Bo: castle + 1 field = 1 gold', () => {
    const s = go(initialKaladan(setup), draw, next, next, next, next, next, next, draw, next);
    expect(s.players[1]?.gold).toBe(1);
    expect(describeKaladanEvent(next, go(initialKaladan(setup), draw))).toBe('Ann: Income Phase (+2 gold: 1 castle, 2 other tiles)');
  });
});

describe('event phase — "1. Event Phase"', () => {
  it('poorest player: ties all gain 1', () => {
    const s = go(initialKaladan(setup), { type: 'adjustGold', player: 0, delta: 2 }, { type: 'poorestGain' });
    expect(s.players.map((p) => p.gold)).toEqual([2, 1]);
    const tie = go(initialKaladan(setup), { type: 'poorestGain' });
    expect(tie.players.map((p) => p.gold)).toEqual([1, 1]);
  });
  it('gold cannot go below zero', () => {
    expect(no(initialKaladan(setup), { type: 'adjustGold', player: 1, delta: -1 })).toBe('Bo has only 0 gold. (Rules: Generals of Kaladan "Event Phase")');
  });
  it('free upgrades only for deployed units with an upgrade side', () => {
    const s = go(initialKaladan(setup), { type: 'freeUpgrade', unit: 'u2' });
    expect(s.units.find((u) => u.id === 'u2')?.upgraded).toBe(true);
    expect(s.players[0]?.gold).toBe(0);
    expect(no(s, { type: 'freeUpgrade', unit: 'u2' })).toMatch(/already upgraded/);
    expect(no(s, { type: 'freeUpgrade', unit: 'u1' })).toMatch(/Crown has no upgraded side/);
  });
  it('resurrection comes from dead units of a chosen player', () => {
    const s = go(initialKaladan(setup), { type: 'removeUnit', unit: 'u5' });
    expect(s.players[1]?.dead.shield).toBe(1);
    expect(no(s, { type: 'resurrect', player: 0, from: 0, kind: 'shield' })).toMatch(/Ann has no dead Shield/);
    const r = go(s, { type: 'resurrect', player: 0, from: 1, kind: 'shield' });
    expect(r.players[0]?.inventory.shield).toBe(4);
    expect(r.players[1]?.dead.shield).toBe(0);
  });
});

describe('free spawn — "3. Free Spawn Phase"', () => {
  const atSpawn = (): KaladanState => go(initialKaladan(setup), draw, next, next);
  it('one free basic unit per castle controlled, from the inventory', () => {
    const s = go(atSpawn(), { type: 'freeSpawn', castle: 'CA', kind: 'shield' });
    expect(s.units.filter((u) => u.tile === 'CA').map((u) => u.kind)).toEqual(['crown', 'shield']);
    expect(s.players[0]?.inventory.shield).toBe(2);
    expect(s.players[0]?.gold).toBe(2);
    expect(no(s, { type: 'freeSpawn', castle: 'CA', kind: 'sword' })).toMatch(/already spawned/);
  });
  it('not advanced units, not castles you do not control', () => {
    expect(no(atSpawn(), { type: 'freeSpawn', castle: 'CA', kind: 'general' })).toMatch(/basic units only/);
    expect(no(atSpawn(), { type: 'freeSpawn', castle: 'CB', kind: 'sword' })).toMatch(/do not control CB/);
  });
});

describe('one action — "4. Action Phase"', () => {
  const atAction = (): KaladanState => go(initialKaladan(setup), draw, next, next, next);
  it('a move, then no second action', () => {
    const s = go(atAction(), { type: 'move', from: 'F1', to: 'M2', units: ['u2'] });
    expect(s.units.find((u) => u.id === 'u2')?.tile).toBe('M2');
    expect(no(s, { type: 'move', from: 'M2', to: 'F1', units: ['u2'] })).toMatch(/Only one action per turn: you already chose move/);
  });
  it('a battle: Ann takes the Field, the defender goes to the dead pile, she must invade', () => {
    const s = go(atAction(), { type: 'battle', from: 'M1', to: 'FD', attackerLosses: [], defenderLosses: ['u5'] });
    expect(s.units.find((u) => u.id === 'u3')?.tile).toBe('FD');
    expect(s.players[1]?.dead.shield).toBe(1);
  });
  it('battle dice are kept for the log (a D8 shows up to 8), impossible dice are refused', () => {
    const battle: KaladanEvent = { type: 'battle', from: 'M1', to: 'FD', attackerLosses: [], defenderLosses: ['u5'], attackerDice: [6, 3], defenderDice: [8] };
    const s0 = atAction();
    expect(describeKaladanEvent(battle, s0)).toBe('Ann attacks FD from M1 (dice: attacker 6 3, defender 8): attacker loses none, defender loses Shield u5');
    expect(go(s0, battle).units.find((u) => u.id === 'u3')?.tile).toBe('FD');
    expect(no(s0, { ...battle, defenderDice: [9] })).toBe('A die cannot show 9. (Rules: Generals of Kaladan "Battle")');
  });
  it('every refusal names its rule section', () => {
    const s = atAction();
    expect(no(s, { type: 'move', from: 'F1', to: 'FD', units: ['u2'] })).toMatch(/\(Rules: Generals of Kaladan "Action Phase"\)$/);
    expect(no(s, { type: 'battle', from: 'F1', to: 'CB', attackerLosses: [], defenderLosses: [] })).toMatch(/\(Rules: Generals of Kaladan "Battle"\)$/);
    expect(no(s, { type: 'claimScalp', player: 7 })).toMatch(/\(Rules: Generals of Kaladan "Ending the Game"\)$/);
  });
});

describe('purchases — "5. Purchase Phase"', () => {
  const atPurchase = (gold: number): KaladanState =>
    go(initialKaladan({ ...setup, players: setup.players.map((p) => ({ ...p, gold })) }), draw, next, next, next, next);
  it('deploy and upgrade at their costs; castle upgrade; magic cards', () => {
    let s = atPurchase(8); // 8 + 2 income = 10
    s = go(s, { type: 'buyUnit', kind: 'general', tile: 'M2' });
    expect(s.players[0]?.gold).toBe(8);
    const general = s.units.find((u) => u.kind === 'general');
    s = go(s, { type: 'upgradeUnit', unit: general?.id ?? '' }, { type: 'upgradeCastle', tile: 'CA' });
    expect(s.players[0]?.gold).toBe(1);
    expect(s.upgradedCastles).toEqual(['CA']);
    expect(no(s, { type: 'buyMagic' })).toBe('A magic card costs 4 gold; only 1 in the reserve. (Rules: Generals of Kaladan "Purchase Phase")');
    expect(no(s, { type: 'buyUnit', kind: 'general', tile: 'M2' })).toMatch(/No General left/);
  });
  it('swap a magic card for 2, buy one for 4; the Crown is not for sale', () => {
    const s = go(atPurchase(4), { type: 'swapMagic' }, { type: 'buyMagic' });
    expect(s.players[0]?.gold).toBe(0);
    expect(s.players[0]?.magicCards).toBe(2);
    expect(no(s, { type: 'buyUnit', kind: 'crown', tile: 'CA' })).toMatch(/cannot be bought/);
  });
  it('not onto an enemy tile', () => {
    expect(no(atPurchase(5), { type: 'buyUnit', kind: 'sword', tile: 'FD' })).toMatch(/enemy-controlled/);
  });
});

describe('reinforcement — "6. Reinforcement Phase"', () => {
  const atReinf = (): KaladanState => go(initialKaladan(setup), draw, next, next, next, next, next);
  it('one unit moved or one swapped, once', () => {
    const s = go(atReinf(), { type: 'reinforceSwap', a: 'u2', b: 'u3' });
    expect(s.units.find((u) => u.id === 'u2')?.tile).toBe('M1');
    expect(s.units.find((u) => u.id === 'u3')?.tile).toBe('F1');
    expect(no(s, { type: 'reinforceMove', unit: 'u2', to: 'M2' })).toMatch(/Only one reinforcement/);
    expect(no(atReinf(), { type: 'reinforceMove', unit: 'u3', to: 'FD' })).toMatch(/enemy/);
  });
});

describe('crowns, elimination and castle transfer — "4. Castle Control", "5. Battle"', () => {
  it('killing the Crown in its castle: Bo is out, Ann holds CB, takes his Special for her next turn; the turn order skips him', () => {
    const s0 = initialKaladan({ ...setup, players: [{ name: 'Ann', inventory: { ...inventory, special: 0 } }, { name: 'Bo', inventory }, { name: 'Cy', inventory }], units: [...setup.units, { owner: 2, kind: 'crown', tile: 'M2' }] });
    // Ann takes FD first (Bo's shield), then attacks CB on her next turn.
    let s = go(s0, draw, next, next, next, { type: 'battle', from: 'M1', to: 'FD', attackerLosses: [], defenderLosses: ['u5'] }, next, next, next);
    s = go(s, draw, next, next, next, next, next, next); // Bo passes
    s = go(s, draw, next, next, next, next, next, next); // Cy passes
    s = go(s, draw, next, next, next, { type: 'battle', from: 'FD', to: 'CB', attackerLosses: [], defenderLosses: ['u4'] });
    expect(s.players[1]?.eliminated).toBe(true);
    expect(s.players[0]?.crownsKilled).toBe(1);
    expect(s.units.find((u) => u.id === 'u3')?.tile).toBe('CB');
    expect(s.players[0]?.pendingSpecials).toBe(1);
    s = go(s, next);
    expect(no(s, { type: 'buyUnit', kind: 'special', tile: 'CB' })).toMatch(/from your next turn/);
    s = go(s, next, next); // Ann ends; Bo is skipped
    expect(s.turn.player).toBe(2);
    expect(s.result).toBeNull();
    s = go(s, draw, next, next, next, next, next, next);
    expect(s.turn.player).toBe(0);
    expect(s.players[0]?.inventory.special).toBe(1);
    // Ann's income now: CA and CB castles + F1 (u2); M1 was left when u3 invaded.
    s = go(s, draw, next);
    expect(s.turn.income).toEqual({ castles: 2, otherTiles: 1, gold: 2 });
    // A captured castle spawns by its terrain.
    s = go(s, next);
    expect(no(s, { type: 'freeSpawn', castle: 'CB', kind: 'sword' })).toMatch(/spawns a Bow/);
    s = go(s, { type: 'freeSpawn', castle: 'CB', kind: 'bow' });
    expect(scoresNow(s)[0]).toMatchObject({ crownsKilled: 1, castles: 2, otherTiles: 1, points: 5 + 6 + 2 });
  });

  it('the last Crown standing ends the game', () => {
    const s = go(initialKaladan(setup), { type: 'removeUnit', unit: 'u4' });
    expect(s.result).toMatchObject({ how: 'last-crown', winners: [0] });
    expect(no(s, next)).toBe('The game is over. (Rules: Generals of Kaladan "Ending the Game")');
  });
});

describe('event-deck timer — "6. Ending the Game"', () => {
  it('when the deck runs out, one final round from the next player, then points decide', () => {
    const turnOf = (extra: KaladanEvent[] = []): KaladanEvent[] => [draw, next, next, next, next, next, ...extra, next];
    let s = initialKaladan({ ...setup, eventDeck: 3 });
    s = go(s, ...turnOf(), ...turnOf()); // Ann, Bo draw 2 cards
    s = go(s, draw); // Ann draws the last card
    expect(s.eventDeck).toBe(0);
    expect(s.finalRound).toEqual({ pending: [1, 0], started: false });
    s = go(s, next, next, next, next, next, next); // Ann's turn ends; final round: Bo then Ann
    expect(s.turn.player).toBe(1);
    expect(no(s, draw)).toBe('The event deck is empty. (Rules: Generals of Kaladan "Event Phase")');
    s = go(s, next, next, next, next, next, { type: 'claimScalp', player: 1 }, next);
    expect(s.result).toBeNull();
    s = go(s, next, next, next, next, next, next);
    expect(s.result?.how).toBe('timer');
    // Ann: castle + F1 + M1 = 3 + 4 = 7; Bo: castle + FD + 1 scalp = 3 + 2 + 2 = 7 → tie.
    expect(s.result?.scores.map((x) => x.points)).toEqual([7, 7]);
    expect(s.result?.winners).toEqual([0, 1]);
  });
});
