// Prepared games for the rules2 browser tests: a missile strike on a corrected Draco card whose anti-fighter battery is
// mounted in the combat arc (stat cards are provisional and correctable: pack overrides in the game file).
import type { PackOverride } from '../../src/kalidasia/data';
import { Scene, strikeReady } from './fighterScenes';
import { fileWith, type GameFile } from './rulesUiScenes';

/** The Draco's Rapid Pulse Cannons corrected to a combat-arc mount (the shipped card has them in a turret). */
export const COMBAT_ARC_AF: readonly PackOverride[] = [{ path: 'ships.SFP.batteries.2.arc', value: 'combat' }];

/**
 * strikeReady (two Javelins in contact with SFP-2's fore edge, SFP-2 at its movement step), but SFP-2 allocated one
 * engine point to `maneuver`: accelerate puts the missiles in its forward combat arc, decelerate leaves them out of its
 * aft combat arc.
 */
export function strikeWith(maneuver: 'accelerate' | 'decelerate'): Scene {
  const base = strikeReady();
  const sc = new Scene(base.setup);
  for (const e of base.events.slice(0, -1)) sc.add(e);
  return sc.add({ type: 'engines', ship: 'SFP-2', engine: { velocity: { maneuver, points: 1 }, turn: null }, thrusters: null });
}

export function strikeFile(maneuver: 'accelerate' | 'decelerate', name: string): GameFile {
  return fileWith(strikeWith(maneuver), name, COMBAT_ARC_AF);
}
