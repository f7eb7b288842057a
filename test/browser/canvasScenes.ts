// Prepared games for the shared-canvas touch test (canvas-touch.test.ts), built from events with the
// game core's test kit and saved as game files that the test imports through the game list.
import { pose } from '../../src/geometry';
import { escortPoses, H1, H2, HUNTERS, S1, S2, setupOf, V10 } from '../../src/kalidasia/game/testkit.testing';
import { huntersActive, Scene } from './fighterScenes';

/** The starters deployed (each Draco with four escorting Interceptors; the Hunters in a row at y = 10, 2″ apart from x = 28). */
export function deployedStarters(): Scene {
  const sc = new Scene(setupOf());
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

/** Four Hunters crowded 1″ apart (about 12 px at "Fit table"), as players leave them after a dogfight. */
export function crowded(): Scene {
  const sc = deployedStarters();
  const at: [number, number][] = [
    [30, 24],
    [31, 24],
    [30, 25],
    [31, 25],
  ];
  return sc.add(...at.map(([x, y], i) => ({ type: 'adjust' as const, unit: { kind: 'fighter' as const, id: `Hunter ${i + 1}` }, pose: pose(x, y, 90) })));
}

export { huntersActive };
