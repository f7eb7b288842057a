import { describe, expect, test } from 'vitest';
import { pose } from '../../geometry';
import { SHIPPED_PACK } from '../data';
import { battlefieldControl, orbitalContainScore, orbitalTieBreak, squadronEngagementScore } from './scenarios';
import { gameInit } from './setup';
import { deployStarter, escortPoses, fresh, HERAGUL, play, setupOf, tryApply } from './testkit.testing';
import type { FighterState, GameState, ShipState } from './state';

const shipEdit = (s: GameState, id: string, f: (x: ShipState) => Partial<ShipState>): GameState => ({ ...s, ships: s.ships.map((x) => (x.id === id ? { ...x, ...f(x) } : x)) });
const fighterEdit = (s: GameState, ids: readonly string[], f: (x: FighterState) => Partial<FighterState>): GameState => ({ ...s, fighters: s.fighters.map((x) => (ids.includes(x.id) ? { ...x, ...f(x) } : x)) });
const sum = (lines: readonly { player: string; points: number }[], p: string) => lines.filter((l) => l.player === p).reduce((n, l) => n + l.points, 0);

/**
 * Hand-worked end state (Squadron Engagement):
 * HHF-1 destroyed (11) → Surakari 11. HHF-2 4 of 6 hull (more than half): 11 split, Heragul 6, Surakari 5.
 * SFP-1 with Captain (15) 3 of 7 hull (not more than half): Surakari 15. SFP-2 (12) 4 of 7: split 6 / 6.
 * Hunters: 3 destroyed, 5 alive → Heragul 5, Surakari 3. Interceptors: 2 destroyed, 6 alive → Surakari 6, Heragul 2.
 * Heragul 6 + 6 + 5 + 2 = 19; Surakari 11 + 5 + 15 + 6 + 6 + 3 = 46.
 */
function engagementEnd(): GameState {
  let s = deployStarter();
  s = shipEdit(s, 'HHF-1', () => ({ status: 'destroyed', pose: null }));
  s = shipEdit(s, 'HHF-2', () => ({ hullDamage: 4 }));
  s = shipEdit(s, 'SFP-1', () => ({ hullDamage: 3 }));
  s = shipEdit(s, 'SFP-2', () => ({ hullDamage: 4 }));
  s = fighterEdit(s, ['Hunter 1', 'Hunter 2'], () => ({ status: 'red', pose: null }));
  s = fighterEdit(s, ['Hunter 3'], () => ({ status: 'discarded', pose: null }));
  s = fighterEdit(s, ['Interceptor 1', 'Interceptor 2'], () => ({ status: 'yellow', pose: null, escorting: null }));
  return s;
}

describe('Squadron Engagement', () => {
  test('hand-worked end state, with the odd-value split rounded up for the owner', () => {
    const lines = squadronEngagementScore(engagementEnd());
    expect({ heragul: sum(lines, 'heragul'), surakari: sum(lines, 'surakari'), split: lines.filter((l) => l.why.startsWith('Hammerhead Frigate HHF-2')).map((l) => [l.player, l.points]) }).toEqual({
      heragul: 19,
      surakari: 46,
      split: [
        ['heragul', 6],
        ['surakari', 5],
      ],
    });
  });

  test('exactly half the hull still scores full value', () => {
    const lines = squadronEngagementScore(shipEdit(deployStarter(), 'HHF-1', () => ({ hullDamage: 3 })));
    expect(lines.find((l) => l.why.startsWith('Hammerhead Frigate HHF-1'))).toEqual({ player: 'heragul', points: 11, why: 'Hammerhead Frigate HHF-1 at hull damage 3 of 6 (3 yellow, 0 red): no more than half, full value' });
  });

  test('after turn 6 the end phase scores the game and names the winner', () => {
    const s = play({ ...engagementEnd(), turn: 6, phase: { kind: 'end' } }, { type: 'endTurn', deckOrder: null });
    expect({ phase: s.phase.kind, winner: s.result?.winner, scores: s.result?.scores, reason: s.result?.reason }).toEqual({
      phase: 'over',
      winner: 'surakari',
      scores: { heragul: 19, surakari: 46 },
      reason: 'Game score after the last turn: 19 to 46',
    });
    expect([tryApply(s, { type: 'endTurn', deckOrder: null }), tryApply(s, { type: 'concede', player: 'surakari' })]).toEqual([
      { ok: false, reason: 'The game is over: Game score after the last turn: 19 to 46. (rules: "The Turn")' },
      { ok: false, reason: 'The game is over: Game score after the last turn: 19 to 46. (rules: "The Turn")' },
    ]);
  });

  test('a player with all warships destroyed loses in the end phase; a concession ends the game at once', () => {
    let s = shipEdit(shipEdit(deployStarter(), 'HHF-1', () => ({ status: 'destroyed', pose: null })), 'HHF-2', () => ({ status: 'destroyed', pose: null }));
    s = play({ ...s, turn: 2, phase: { kind: 'end' } }, { type: 'endTurn', deckOrder: null });
    const c = play(deployStarter(), { type: 'concede', player: 'surakari' });
    expect([s.result?.winner, s.result?.reason, c.result?.winner, c.result?.reason]).toEqual(['surakari', 'Heragul has all warships destroyed', 'heragul', 'Surakari conceded']);
  });
});

describe('Orbital Contain', () => {
  /**
   * Crippled: HHF-1 has a red token (7 of 6 hull) → Surakari 1; SFP-2 has every battery damaged → Heragul 1;
   * HHF-2 destroyed → Surakari 1. Control: top zone has SFP-1 (not crippled) and three Hunters against HHF-1
   * (crippled): Surakari 1, Heragul 0 + 1 for more fighters → tie, no point. Bottom zone: SFP-2 is crippled,
   * two Interceptors, no Hunters → Surakari 0 + 1 against 0 → Surakari scores.
   */
  function contain(): GameState {
    const r = gameInit(SHIPPED_PACK, setupOf('orbitalContain'));
    if (!r.ok) throw new Error(r.reason);
    let s = { ...deployStarter(), setup: r.value.setup };
    s = shipEdit(s, 'HHF-1', () => ({ hullDamage: 7 }));
    s = shipEdit(s, 'HHF-2', () => ({ status: 'destroyed', pose: null }));
    s = shipEdit(s, 'SFP-1', () => ({ pose: pose(30, 8, 90) }));
    s = shipEdit(s, 'SFP-2', (x) => ({ criticals: { ...x.criticals, weapons: ['damaged', 'damaged', 'destroyed', 'damaged'] } }));
    s = fighterEdit(s, ['Hunter 4', 'Hunter 5', 'Hunter 6', 'Hunter 7', 'Hunter 8'], () => ({ pose: pose(36, 24, 90) }));
    s = fighterEdit(s, ['Interceptor 1', 'Interceptor 2', 'Interceptor 3', 'Interceptor 4', 'Interceptor 5', 'Interceptor 6'], () => ({ pose: pose(10, 24, 90), escorting: null }));
    return s;
  }

  test('battlefield control per deployment zone, and crippled enemy warships', () => {
    const s = contain();
    expect({ control: battlefieldControl({ ...s, turn: 3 }), score: [sum(orbitalContainScore(s), 'heragul'), sum(orbitalContainScore(s), 'surakari')] }).toEqual({
      control: [{ player: 'surakari', points: 1, why: 'turn 3: controls deployment zone 2 (1 to 0)' }],
      score: [1, 2],
    });
  });

  test('control is scored in the end phase of turns 3, 5 and 6 only; a tie is broken by remaining value', () => {
    const s2 = play({ ...contain(), turn: 2, phase: { kind: 'end' } }, { type: 'endTurn', deckOrder: null });
    const s3 = play({ ...contain(), turn: 3, phase: { kind: 'end' } }, { type: 'endTurn', deckOrder: null });
    // Remaining non-crippled warships and fighters on the battlefield: Heragul 8 Hunters; Surakari SFP-1 (15) + 8 Interceptors.
    expect({ two: s2.controlPoints, three: s3.controlPoints, tie: [orbitalTieBreak(contain(), 'heragul'), orbitalTieBreak(contain(), 'surakari')] }).toEqual({
      two: { heragul: 0, surakari: 0 },
      three: { heragul: 0, surakari: 1 },
      tie: [8, 23],
    });
  });

  test('a squadron over 75 points is refused', () => {
    const big = { ...HERAGUL, ships: [...HERAGUL.ships, { uid: 'HBC-1', code: 'HBC' as const, upgrades: [] }, { uid: 'HBC-2', code: 'HBC' as const, upgrades: [] }, { uid: 'HDP-1', code: 'HDP' as const, upgrades: [] }] };
    expect(gameInit(SHIPPED_PACK, setupOf('orbitalContain', big))).toEqual({ ok: false, reason: 'Heragul: an Orbital Contain squadron totals 75 points; this one is 94 (rules: "Scenario 3 - Orbital Contain").' });
  });
});

describe('Escalation Battle', () => {
  const esc = () => ({ ...deployStarter(fresh(setupOf('escalation'))) });

  test('a destroyed frigate is replaced by a destroyer in the end phase, with four escorts', () => {
    let s: GameState = { ...shipEdit(esc(), 'HHF-1', () => ({ status: 'destroyed', pose: null, destroyedTurn: 1 })), phase: { kind: 'end' } };
    const at = pose(30, 6, 90);
    const escorts = escortPoses(s, 'HDP', at, 4).map((p) => ({ kind: 'hunter' as const, pose: p }));
    const cruiser = tryApply(s, { type: 'replacement', player: 'heragul', replaces: 'HHF-1', ship: { id: 'HBC-1', code: 'HBC' }, pose: at, velocity: 4, escorts });
    const three = tryApply(s, { type: 'replacement', player: 'heragul', replaces: 'HHF-1', ship: { id: 'HDP-1', code: 'HDP' }, pose: at, velocity: 4, escorts: escorts.slice(0, 3) });
    s = play(s, { type: 'replacement', player: 'heragul', replaces: 'HHF-1', ship: { id: 'HDP-1', code: 'HDP' }, pose: at, velocity: 4, escorts });
    const twice = tryApply(s, { type: 'replacement', player: 'heragul', replaces: 'HHF-1', ship: { id: 'HDP-2', code: 'HDP' }, pose: pose(60, 6, 90), velocity: 4, escorts });
    s = play(s, { type: 'endTurn', deckOrder: null });
    expect({
      cruiser,
      three: three.ok,
      twice: twice.ok,
      ship: s.ships.find((x) => x.id === 'HDP-1')?.status,
      escorts: s.fighters.filter((f) => f.alignedAtStart.includes('HDP-1')).length,
      turn: s.turn,
    }).toEqual({
      cruiser: { ok: false, reason: 'Hammerhead Frigate HHF-1 (frigate) is replaced by a destroyer of the same fleet. (rules: "Scenario 2 - Escalation Battle")' },
      three: false,
      twice: false,
      ship: 'deployed',
      escorts: 4,
      turn: 2,
    });
  });

  test('the first player to inflict 30 points of hull damage wins at once', () => {
    const s0 = { ...esc(), hullInflicted: { heragul: 12, surakari: 29 } };
    const s = play(s0, { type: 'initiativeRoll', rolls: { heragul: 1, surakari: 6 } }, { type: 'initiativeBonus', player: 'surakari', cards: [] }, { type: 'escorts', player: 'surakari', escorts: [], moved: [] }, { type: 'actionOrder', player: 'surakari', order: 'initiative' });
    const near = shipEdit(s, 'HHF-1', () => ({ pose: pose(20, 30, 90) }));
    const won = play(
      near,
      { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
      { type: 'sensors', ship: 'SFP-1', placement: {} },
      { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: null },
      { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: { kind: 'power', gunDice: [5, 1], sensorRerolls: [], hits: 1, solidHits: 1, overcharge: false, powerDice: [6, 6, 1], damage: { hullDamage: 1, deck: [{ draw: 'hullDamage-3' }], cards: [{ card: 'hullDamage-3', fate: 'discard' }], destructionDice: null } } },
    );
    expect([won.phase.kind, won.result?.winner, won.result?.reason]).toEqual(['over', 'surakari', 'Surakari inflicted 30 points of hull damage (30 wins)']);
  });

  test('an Escalation squadron is two frigates and eight fighters', () => {
    const three = { ...HERAGUL, ships: [...HERAGUL.ships, { uid: 'HHF-3', code: 'HHF' as const, upgrades: [] }] };
    expect(gameInit(SHIPPED_PACK, setupOf('escalation', three)).ok).toBe(false);
  });
});
