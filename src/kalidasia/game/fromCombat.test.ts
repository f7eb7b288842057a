import { describe, expect, test } from 'vitest';
import { QueuedDice } from '../../dice';
import { pose } from '../../geometry';
import { shipClass } from '../data';
import { deckCount, invariantProblems } from './invariants';
import type { GameState, ShipState } from './state';
import { deployStarter, play, tryApply } from './testkit.testing';
import { CardSource, powerAttackResolve } from '../rules/combat';
import { deckFromGame, powerToOutcome, targetFromGame } from './fromCombat';

const edit = (s: GameState, id: string, f: (x: ShipState) => ShipState): GameState => ({ ...s, ships: s.ships.map((x) => (x.id === id ? f(x) : x)) });
const ship = (s: GameState, id: string): ShipState => s.ships.find((x) => x.id === id) as ShipState;

/** SFP-1 has cruised 10" with two sensor points on HHF-1, which sits within 12" in its arc. */
function dracoFiring(deckOrder: readonly string[] | null = null): GameState {
  let s = deployStarter();
  if (deckOrder) s = { ...s, deck: { draw: [...deckOrder], discard: [], ordered: true } };
  s = edit(s, 'HHF-1', (x) => ({ ...x, pose: pose(20, 20, 90) }));
  return play(
    s,
    { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 6 } },
    { type: 'initiativeBonus', player: 'surakari', cards: [] },
    { type: 'escorts', player: 'surakari', escorts: Array.from({ length: 8 }, (_, i) => ({ fighter: `Interceptor ${i + 1}`, ship: i < 4 ? 'SFP-1' : 'SFP-2' })), moved: [] },
    { type: 'actionOrder', player: 'surakari', order: 'initiative' },
    { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
    { type: 'sensors', ship: 'SFP-1', placement: { 'HHF-1': 2 } },
    { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: null },
    { type: 'move', ship: 'SFP-1', distance: 10, turns: [] },
  );
}

describe('resolved attacks go through the game reducer', () => {
  test('power attack with a sensor re-roll, a Weapon Damaged die and a Hull Damage card (physical deck, named cards)', () => {
    const s0 = dracoFiring();
    const t = targetFromGame(s0, 'HHF-1', 'surakari');
    if (!t) throw new Error('no target');
    const cls = shipClass(s0.pack, 'SFP');
    const r = powerAttackResolve(
      { battery: cls.batteries[0] as (typeof cls.batteries)[number], status: 'none', target: t, deck: deckFromGame(s0) },
      new QueuedDice([2, 3, 5, 6, 6, 1, 2, 3, 2]),
      CardSource.named(['weaponDamaged-1', 'hullDamage-1']),
      { sensorRerolls: [0] },
    );
    if (!r.ok) throw new Error(r.reason);
    const s = play(s0, { type: 'fire', ship: 'SFP-1', battery: 0, target: { kind: 'ship', id: 'HHF-1' }, outcome: powerToOutcome(r.value) });
    const h = ship(s, 'HHF-1');
    expect({ hull: h.hullDamage, weapons: h.criticals.weapons, cards: h.cards, discard: s.deck.discard, sensors: s.sensors['surakari'], deck: deckCount(s), problems: invariantProblems(s), engineDeck: r.value.damage.deck.discard }).toEqual({
      hull: 3,
      weapons: ['none', 'damaged', 'none'],
      cards: ['weaponDamaged-1'],
      discard: ['hullDamage-1'],
      sensors: { 'HHF-1': 1 },
      deck: 46,
      problems: [],
      engineDeck: ['hullDamage-1'],
    });
  });

  test('the app holds the deck: the engine draws the top cards and the reducer accepts them; a destruction check destroys the target', () => {
    const order = deployStarter().deck.draw.slice().reverse();
    const s0 = edit(dracoFiring(order), 'HHF-1', (x) => ({ ...x, hullDamage: 6 }));
    const t = targetFromGame(s0, 'HHF-1', 'surakari');
    if (!t) throw new Error('no target');
    const cls = shipClass(s0.pack, 'SFP');
    const r = powerAttackResolve(
      { battery: cls.batteries[1] as (typeof cls.batteries)[number], status: 'none', target: t, deck: deckFromGame(s0) },
      new QueuedDice([5, 5, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1]),
      CardSource.app(7),
    );
    if (!r.ok) throw new Error(r.reason);
    const s = play(s0, { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'ship', id: 'HHF-1' }, outcome: powerToOutcome(r.value) });
    const wrongTop = tryApply(s0, { type: 'fire', ship: 'SFP-1', battery: 1, target: { kind: 'ship', id: 'HHF-1' }, outcome: { ...powerToOutcome(r.value), damage: { ...powerToOutcome(r.value).damage, deck: [{ draw: order[1] as string }, { draw: order[0] as string }] } } });
    expect({ drawn: r.value.damage.cards.map((c) => c.card), destroyed: [r.value.damage.destroyed, ship(s, 'HHF-1').status], deck: deckCount(s), problems: invariantProblems(s), wrongTop: wrongTop.ok }).toEqual({
      drawn: order.slice(0, 2),
      destroyed: [true, 'destroyed'],
      deck: 46,
      problems: [],
      wrongTop: false,
    });
  });
});
