// Prepared Kalidasia games for the fighters browser test, built from events with the game core's
// test kit and autopilot, saved as game files (logToJson) that the test imports through the game list.
import { pose, type Pose } from '../../src/geometry';
import { ev, expected, logToJson, type GameEventBody, type GameSetup, type GameState } from '../../src/kalidasia/game';
import { autoStep, Rand } from '../../src/kalidasia/game/autopilot.testing';
import { missileFlight } from '../../src/kalidasia/game/missiles';
import { escortPoses, fresh, H1, H2, HUNTERS, play, S1, S2, setupOf, V10 } from '../../src/kalidasia/game/testkit.testing';
import { launchSpots } from '../../src/kalidasia/ui/fighters/missiles';
import { SHIPPED_PACK } from '../../src/kalidasia/data';
import { buildCriticalDeck } from '../../src/kalidasia/data/criticalDeck';

/** A game built event by event: every event checked by the reducer as it is added. */
export class Scene {
  state: GameState;
  readonly events: GameEventBody[] = [];
  constructor(readonly setup: GameSetup) {
    this.state = fresh(setup);
  }
  add(...bodies: GameEventBody[]): this {
    for (const b of bodies) {
      this.state = play(this.state, b);
      this.events.push(b);
    }
    return this;
  }
  cruise(player: string, ship: string, distance = 10): this {
    return this.add(
      { type: 'activateShip', player, ship },
      { type: 'sensors', ship, placement: {} },
      { type: 'engines', ship, engine: { velocity: null, turn: null }, thrusters: null },
      { type: 'move', ship, distance, turns: [] },
      { type: 'activationEnd' },
    );
  }
  file(name: string): { name: string; mimeType: string; buffer: Buffer } {
    const json = logToJson({ setup: this.setup, packOverrides: [], events: this.events.map(ev), redo: [] });
    const withName = JSON.stringify({ ...(JSON.parse(json) as object), tableside: { name } });
    return { name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(withName) };
  }
}

/** The starters deployed (Heragul first; each Draco with four escorting Interceptors; Hunters in a row). */
function deployed(setup: GameSetup = setupOf()): Scene {
  const sc = new Scene(setup);
  sc.add({ type: 'deployRoll', rolls: { heragul: 2, surakari: 5 } });
  const e1 = escortPoses(sc.state, 'SFP', S1, 4);
  const e2 = escortPoses(sc.state, 'SFP', S2, 4);
  return sc.add(
    { type: 'deployShip', player: 'heragul', ship: 'HHF-1', pose: H1, velocity: V10, escorts: [] },
    { type: 'deployShip', player: 'surakari', ship: 'SFP-1', pose: S1, velocity: V10, escorts: e1.map((p, i) => ({ fighter: `Interceptor ${i + 1}`, pose: p })) },
    { type: 'deployShip', player: 'heragul', ship: 'HHF-2', pose: H2, velocity: V10, escorts: [] },
    { type: 'deployShip', player: 'surakari', ship: 'SFP-2', pose: S2, velocity: V10, escorts: e2.map((p, i) => ({ fighter: `Interceptor ${i + 5}`, pose: p })) },
    { type: 'deployFighters', player: 'heragul', fighters: HUNTERS.map((f, i) => ({ fighter: f, pose: pose(28 + i * 2, 10, 90) })) },
  );
}

/** Turn 1's action phase; Surakari won the initiative, every Interceptor escorts its Draco. */
function actionPhase(order: 'initiative' | 'reverse', sc: Scene = deployed()): Scene {
  return sc.add(
    { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 6 } },
    { type: 'initiativeBonus', player: 'surakari', cards: [] },
    { type: 'escorts', player: 'surakari', escorts: Array.from({ length: 8 }, (_, i) => ({ fighter: `Interceptor ${i + 1}`, ship: i < 4 ? 'SFP-1' : 'SFP-2' })), moved: [] },
    { type: 'actionOrder', player: 'surakari', order },
  );
}

/** The front escort of SFP-1 (nearest the Heragul side). */
export function frontEscort(s: GameState): { id: string; pose: Pose } {
  const f = [...s.fighters].filter((x) => x.escorting === 'SFP-1' && x.pose).sort((a, b) => (a.pose as Pose).y - (b.pose as Pose).y)[0];
  if (!f?.pose) throw new Error('no escort');
  return { id: f.id, pose: f.pose };
}

/** Surakari's SFP-1 has cruised; Heragul's Hunters are activated, Hunter 1 brought forward (adjusted to the table) at (20, 20). */
export function huntersActive(): Scene {
  const sc = actionPhase('initiative').cruise('surakari', 'SFP-1');
  return sc.add(
    { type: 'adjust', unit: { kind: 'fighter', id: 'Hunter 1' }, pose: pose(20, 20, 90), note: 'as on the table' },
    { type: 'activateFighters', player: 'heragul', fighters: HUNTERS },
  );
}

/** Heragul goes first: HHF-1 is at its movement step (missiles can launch); SFP-2 sits about 24" off its bow. */
export function launchReady(): Scene {
  const sc = actionPhase('reverse');
  return sc.add(
    { type: 'adjust', unit: { kind: 'ship', id: 'SFP-2' }, pose: pose(30, 28, 270) },
    { type: 'activateShip', player: 'heragul', ship: 'HHF-1' },
    { type: 'sensors', ship: 'HHF-1', placement: {} },
    { type: 'engines', ship: 'HHF-1', engine: { velocity: null, turn: null }, thrusters: null },
  );
}

/** launchReady with the two Javelins launched and every unit activated: the missile phase, Heragul to move. */
export function missilePhase(): Scene {
  const sc = launchReady();
  const ship = sc.state.ships.find((x) => x.id === 'HHF-1');
  if (!ship) throw new Error('HHF-1');
  sc.add({ type: 'launchMissiles', ship: 'HHF-1', battery: 1, outcome: { kind: 'missileLaunch', dice: [], placed: launchSpots(sc.state, ship, 2) } });
  sc.add({ type: 'move', ship: 'HHF-1', distance: 10, turns: [] }, { type: 'activationEnd' });
  // Everyone else activates and holds still (distances within the velocity, no attacks).
  for (let guard = 0; guard < 20 && expected(sc.state).kind === 'activate'; guard++) {
    const x = expected(sc.state);
    if (x.kind !== 'activate') break;
    const ship2 = sc.state.ships.find((y) => y.owner === x.player && y.status === 'deployed' && !y.activated);
    if (ship2) sc.cruise(x.player, ship2.id, 10);
    else {
      const wings = sc.state.fighters.filter((f) => f.owner === x.player && f.status === 'deployed' && !f.activated && !f.escorting).map((f) => f.id);
      sc.add({ type: 'activateFighters', player: x.player, fighters: wings }, { type: 'activationEnd' });
    }
  }
  return sc;
}

/** The missile phase played (the missiles fly into SFP-2), turn 2 begun with Heragul first and SFP-2 at its movement step. */
export function strikeReady(): Scene {
  const sc = missilePhase();
  const target = sc.state.ships.find((x) => x.id === 'SFP-2');
  if (!target) throw new Error('SFP-2');
  const moves = sc.state.missiles.map((m) => {
    const f = missileFlight(sc.state, m, target);
    return { missile: m.id, toward: target.id, pose: f.end, contact: f.contact !== null };
  });
  sc.add({ type: 'missilesMoved', player: 'heragul', moves });
  sc.add({ type: 'endTurn', deckOrder: null }, { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 6 } }, { type: 'initiativeBonus', player: 'surakari', cards: [] });
  while (expected(sc.state).kind === 'escorts') {
    const x = expected(sc.state);
    if (x.kind === 'escorts') sc.add({ type: 'escorts', player: x.player, escorts: [], moved: [] });
  }
  return sc.add(
    { type: 'actionOrder', player: 'surakari', order: 'initiative' },
    { type: 'activateShip', player: 'surakari', ship: 'SFP-2' },
    { type: 'sensors', ship: 'SFP-2', placement: {} },
    { type: 'engines', ship: 'SFP-2', engine: { velocity: null, turn: null }, thrusters: null },
  );
}

/** Turn 1: a dogfight destroys Interceptors (red pile); turn 2's status phase: Surakari's regroup roll is due. */
export function regroupDue(): Scene {
  const sc = huntersActive();
  const near = frontEscort(sc.state);
  sc.add({ type: 'fighterMove', moves: [{ fighter: 'Hunter 1', pose: pose(near.pose.x, near.pose.y - 2, 90) }] });
  sc.add({
    type: 'fighterAttack',
    attackers: ['Hunter 1'],
    target: { kind: 'fighter', id: near.id },
    outcome: { kind: 'dogfight', attackerDice: [6, 1], defenderDice: [], defenders: [], onDefenders: { destroyed: [near.id], disrupted: [] }, onAttackers: { destroyed: [], disrupted: [] } },
  });
  sc.add({ type: 'activationEnd' });
  sc.cruise('surakari', 'SFP-2').cruise('heragul', 'HHF-1').cruise('heragul', 'HHF-2');
  return sc.add({ type: 'endTurn', deckOrder: null }, { type: 'initiativeRoll', rolls: { heragul: 1, surakari: 5 } }, { type: 'initiativeBonus', player: 'surakari', cards: [] });
}

/** A one-turn Squadron Engagement played by the autopilot to its end phase. */
export function lastEndPhase(seed = 7): Scene {
  const sc = new Scene(setupOf('squadronEngagement', undefined, undefined, { turns: 1 }));
  const r = new Rand(seed);
  for (let i = 0; i < 400 && expected(sc.state).kind !== 'endTurn'; i++) {
    const st = autoStep(sc.state, r);
    if (!st) break;
    const { v: _v, ...body } = st.event;
    void _v;
    sc.add(body as GameEventBody);
  }
  return sc;
}

/**
 * The app holds the critical deck; Heragul goes first; SFP-2's Interceptors fly elsewhere (not escorting),
 * Hunters 1–2 sit fully aligned with SFP-2; the Hunters are activated.
 */
export function precisionReady(): Scene {
  const setup = setupOf('squadronEngagement', undefined, undefined, { deckOrder: buildCriticalDeck(SHIPPED_PACK.criticalCounts).map((c) => c.id) });
  const sc = deployed(setup);
  sc.add(
    { type: 'initiativeRoll', rolls: { heragul: 2, surakari: 6 } },
    { type: 'initiativeBonus', player: 'surakari', cards: [] },
    { type: 'escorts', player: 'surakari', escorts: [1, 2, 3, 4].map((i) => ({ fighter: `Interceptor ${i}`, ship: 'SFP-1' })), moved: [] },
    { type: 'actionOrder', player: 'surakari', order: 'reverse' },
  );
  [5, 6, 7, 8].forEach((i) => sc.add({ type: 'adjust', unit: { kind: 'fighter', id: `Interceptor ${i}` }, pose: pose(60 + i, 46, 270) }));
  const slots = escortPoses(sc.state, 'SFP', S2, 4);
  sc.add(
    { type: 'adjust', unit: { kind: 'fighter', id: 'Hunter 1' }, pose: slots[0] as Pose },
    { type: 'adjust', unit: { kind: 'fighter', id: 'Hunter 2' }, pose: slots[1] as Pose },
  );
  return sc.add({ type: 'activateFighters', player: 'heragul', fighters: HUNTERS });
}
