/**
 * Test scenes shared by the game tests: the starter squadrons brought to a given moment of a turn.
 */
import { pose, type Pose } from '../../geometry';
import { ev, type GameEventBody } from './events';
import { gameApply, type ApplyResult } from './reducer';
import { cruise, deployStarter, escortPoses, HUNTERS, play } from './testkit.testing';
import type { FighterState, GameState, ShipState } from './state';

export const shipOf = (s: GameState, id: string): ShipState => {
  const x = s.ships.find((y) => y.id === id);
  if (!x) throw new Error(id);
  return x;
};
export const fighterOf = (s: GameState, id: string): FighterState => {
  const f = s.fighters.find((x) => x.id === id);
  if (!f) throw new Error(id);
  return f;
};
export const editShip = (s: GameState, id: string, f: (x: ShipState) => ShipState): GameState => ({ ...s, ships: s.ships.map((x) => (x.id === id ? f(x) : x)) });
export const editFighter = (s: GameState, id: string, f: (x: FighterState) => FighterState): GameState => ({ ...s, fighters: s.fighters.map((x) => (x.id === id ? f(x) : x)) });

/** The same event with the players' ruling ("the table says otherwise"). */
export function tryRuled(s: GameState, body: GameEventBody, overruled = 'refused by the app'): ApplyResult {
  return gameApply(s, { ...ev(body), ruling: { overruled, note: 'the table says otherwise' } });
}

/** Turn 1's action phase: Surakari won the initiative (every Interceptor escorting its Draco) and chose the order. */
export function actionPhase(order: 'initiative' | 'reverse', before: (s: GameState) => GameState = (s) => s): GameState {
  const s = before(deployStarter());
  return play(
    s,
    { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 6 } },
    { type: 'initiativeBonus', player: 'surakari', cards: [] },
    { type: 'escorts', player: 'surakari', escorts: Array.from({ length: 8 }, (_, i) => ({ fighter: `Interceptor ${i + 1}`, ship: i < 4 ? 'SFP-1' : 'SFP-2' })), moved: [] },
    { type: 'actionOrder', player: 'surakari', order },
  );
}

/** SFP-1 has moved 10" (cruise) with sensors on HHF-1, which has been brought within 12". */
export function dracoFiring(): GameState {
  const s = actionPhase('initiative', (st) => editShip(st, 'HHF-1', (x) => ({ ...x, pose: pose(20, 20, 90) })));
  return play(
    s,
    { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
    { type: 'sensors', ship: 'SFP-1', placement: { 'HHF-1': 2 } },
    { type: 'engines', ship: 'SFP-1', engine: { velocity: null, turn: null }, thrusters: null },
    { type: 'move', ship: 'SFP-1', distance: 10, turns: [] },
  );
}

/** Turn 1: Surakari went first; SFP-1 (with escorts) cruised 10" forward; Heragul's Hunters are activated. */
export function huntersActive(edit: (s: GameState) => GameState = (s) => s): GameState {
  let s = actionPhase('initiative');
  s = cruise(s, 'surakari', 'SFP-1');
  s = edit(s);
  return play(s, { type: 'activateFighters', player: 'heragul', fighters: HUNTERS });
}

/** The escort of a Surakari warship nearest to the Heragul side (smallest y). */
export function escortOf(s: GameState, ship: string): string {
  const f = [...s.fighters].filter((x) => x.escorting === ship).sort((a, b) => (a.pose?.y ?? 0) - (b.pose?.y ?? 0))[0];
  if (!f) throw new Error(`no escort of ${ship}`);
  return f.id;
}

/** The escort of SFP-1 nearest to the Heragul side (smallest y). */
export function frontEscort(s: GameState): FighterState {
  return [...s.fighters].filter((f) => f.escorting === 'SFP-1').sort((a, b) => (a.pose?.y ?? 0) - (b.pose?.y ?? 0))[0] as FighterState;
}

/** Play turn 1 to its end with the given edit before the end, then turn 2's initiative (Surakari wins). */
export function turn2(edit: (s: GameState) => GameState): GameState {
  let s = huntersActive();
  s = play(s, { type: 'activationEnd' });
  s = cruise(s, 'surakari', 'SFP-2');
  s = cruise(s, 'heragul', 'HHF-1');
  s = cruise(s, 'heragul', 'HHF-2');
  s = edit(s);
  return play(s, { type: 'endTurn', deckOrder: null }, { type: 'initiativeRoll', rolls: { heragul: 1, surakari: 5 } }, { type: 'initiativeBonus', player: 'surakari', cards: [] });
}

/** Heragul first (reverse order); SFP-2 has no escorts this turn; Hunters 1–2 sit fully aligned on its fore edge; the Hunters are activated. */
export function precisionSetup(): GameState {
  let s = deployStarter();
  const sfp2 = shipOf(s, 'SFP-2').pose as Pose;
  const slots = escortPoses(s, 'SFP', sfp2, 4);
  s = { ...s, fighters: s.fighters.map((f) => (f.id === 'Hunter 1' ? { ...f, pose: slots[0] as Pose } : f.id === 'Hunter 2' ? { ...f, pose: slots[1] as Pose } : f)) };
  s = { ...s, fighters: s.fighters.map((f) => (f.escorting === 'SFP-2' ? { ...f, pose: pose(70, 46, 270), escorting: null } : f)) };
  return play(
    s,
    { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 6 } },
    { type: 'initiativeBonus', player: 'surakari', cards: [] },
    { type: 'escorts', player: 'surakari', escorts: [1, 2, 3, 4].map((i) => ({ fighter: `Interceptor ${i}`, ship: 'SFP-1' })), moved: [] },
    { type: 'actionOrder', player: 'surakari', order: 'reverse' },
    { type: 'activateFighters', player: 'heragul', fighters: HUNTERS },
  );
}
