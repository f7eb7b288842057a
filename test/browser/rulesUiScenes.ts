// Prepared games for the issue 24 rules-in-the-UI browser test (rules-ui.test.ts), built on the fighters' scenes.
import type { Pose } from '../../src/geometry';
import { ev, logToJson, type GameEventBody } from '../../src/kalidasia/game';
import { escortPoses } from '../../src/kalidasia/game/testkit.testing';
import type { PackOverride } from '../../src/kalidasia/data';
import { launchReady, precisionReady, Scene } from './fighterScenes';

export interface GameFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A game file of the scene's events with the players' corrected stat cards (pack overrides). */
export function fileWith(sc: Scene, name: string, packOverrides: readonly PackOverride[]): GameFile {
  const json = logToJson({ setup: sc.setup, packOverrides, events: sc.events.map(ev), redo: [] });
  const withName = JSON.stringify({ ...(JSON.parse(json) as object), tableside: { name } });
  return { name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(withName) };
}

/**
 * A corrected Draco card whose fourth battery is a second anti-fighter battery, Point Defence (2 dice, power 4,
 * 8″, turret): no shipped warship carries two, the rulebook lets every such battery engage a precision attack.
 */
export const TWO_AF_BATTERIES: readonly PackOverride[] = [
  { path: 'ships.SFP.batteries.3.name', value: 'Point Defence' },
  { path: 'ships.SFP.batteries.3.type', value: 'F' },
  { path: 'ships.SFP.batteries.3.gunCount', value: 2 },
  { path: 'ships.SFP.batteries.3.power', value: 4 },
  { path: 'ships.SFP.batteries.3.range', value: 8 },
  { path: 'ships.SFP.batteries.3.arc', value: 'turret' },
  { path: 'ships.SFP.batteries.3.specials', value: [] },
];

/** precisionReady (Hunters 1–2 fully aligned with SFP-2, the Hunters activated) on the corrected Draco card. */
export function twoBatteryPrecision(name: string): GameFile {
  return fileWith(precisionReady(), name, TWO_AF_BATTERIES);
}

/**
 * precisionReady, but Interceptor 5 stays with SFP-2 as its escort (fully aligned beside the Hunters, on the third
 * slot): it has not moved to block this turn, so a precision attack on SFP-2 is refused until it does.
 */
export function escortedPrecision(): Scene {
  const base = precisionReady();
  const sc = new Scene(base.setup);
  for (const e of base.events) {
    if (e.type === 'escorts') sc.add({ ...e, escorts: [...e.escorts, { fighter: 'Interceptor 5', ship: 'SFP-2' }] });
    else if (e.type === 'adjust' && e.unit.id === 'Interceptor 5') {
      const slots = escortPoses(sc.state, 'SFP', sc.state.ships.find((x) => x.id === 'SFP-2')?.pose as Pose, 4);
      sc.add({ ...e, pose: slots[2] as Pose });
    } else sc.add(e as GameEventBody);
  }
  return sc;
}

/** launchReady (HHF-1 at its movement step, its Javelins ready) with HHF-1 moved 10″ straight ahead. */
export function launchAfterMove(): Scene {
  return launchReady().add({ type: 'move', ship: 'HHF-1', distance: 10, turns: [] });
}
