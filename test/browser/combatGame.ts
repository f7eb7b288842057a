// A prepared Kalidasia game for the combat browser test, built with the game core and the combat engine
// (the same events a table would record) and imported as a game file through the saved-games list.
// Turn 1: Surakari won the initiative and let Heragul go first. HHF-1 (moved up to 16, 25) fired its Main
// Battery at SFP-1 — two Weapon Damaged cards on the Pulse Beams, now destroyed — then cruised 10″ to (16, 35).
// HHF-2 and Hunters 1–2 were moved to match the table. Now SFP-1 is active, has placed two sensor tokens on
// HHF-2, accelerated (forward combat arc) and moved 13″ to (20, 29), facing up: HHF-2 (24, 18) is ahead in range, HHF-1 behind it (aft),
// Hunters 1 and 2 (2″ apart) within its Rapid Pulse Cannons' 8″.
import { QueuedDice } from '../../src/dice';
import { pose } from '../../src/geometry';
import { shipClass, SHIPPED_PACK } from '../../src/kalidasia/data';
import { starterOpening } from '../../src/kalidasia/game/testkit.testing';
import { CardSource } from '../../src/kalidasia/rules/combat/damage';
import { powerAttackResolve } from '../../src/kalidasia/rules/combat/power';
import { deckFromGame, powerToOutcome, targetFromGame } from '../../src/kalidasia/game/fromCombat';
import { gameRecorder, type GameFile } from './plannerScene';

/** `planning`: stop before SFP-1's move is recorded (it is in its `move` step, the planner open). */
export function combatGameFile(name: string, planning = false): GameFile {
  const g = gameRecorder();
  g.push(...starterOpening('reverse'));
  g.push(
    { type: 'adjust', unit: { kind: 'ship', id: 'HHF-1' }, pose: pose(16, 25, 90), note: 'as on the table' },
    { type: 'adjust', unit: { kind: 'ship', id: 'HHF-2' }, pose: pose(24, 18, 90), note: 'as on the table' },
    { type: 'adjust', unit: { kind: 'fighter', id: 'Hunter 1' }, pose: pose(24, 27, 90), note: 'as on the table' },
    { type: 'adjust', unit: { kind: 'fighter', id: 'Hunter 2' }, pose: pose(26, 27, 90), note: 'as on the table' },
    { type: 'activateShip', player: 'heragul', ship: 'HHF-1' },
    { type: 'sensors', ship: 'HHF-1', placement: {} },
    { type: 'engines', ship: 'HHF-1', engine: { velocity: null, turn: null }, thrusters: null },
  );
  // HHF-1's Main Battery at SFP-1: two solid hits, four power dice, two criticals: Weapon Damaged twice on battery 1.
  const target = targetFromGame(g.state, 'SFP-1', 'heragul');
  const battery = shipClass(SHIPPED_PACK, 'HHF').batteries[0];
  if (!target || !battery) throw new Error('scene');
  const r = powerAttackResolve({ battery, status: 'none', target, deck: deckFromGame(g.state) }, new QueuedDice([5, 6, 5, 5, 1, 1, 1, 1]), CardSource.named(['weaponDamaged-1', 'weaponDamaged-2']), { overcharge: false });
  if (!r.ok) throw new Error(r.reason);
  g.push(
    { type: 'fire', ship: 'HHF-1', battery: 0, target: { kind: 'ship', id: 'SFP-1' }, outcome: powerToOutcome(r.value) },
    { type: 'move', ship: 'HHF-1', distance: 10, turns: [] },
    { type: 'activationEnd' },
    { type: 'activateShip', player: 'surakari', ship: 'SFP-1' },
    { type: 'sensors', ship: 'SFP-1', placement: { 'HHF-2': 2 } },
    { type: 'engines', ship: 'SFP-1', engine: { velocity: { maneuver: 'accelerate', points: 1 }, turn: null }, thrusters: null },
  );
  if (!planning) g.push({ type: 'move', ship: 'SFP-1', distance: 13, turns: [] });
  const sfp = g.state.ships.find((x) => x.id === 'SFP-1');
  if (sfp?.criticals.weapons[0] !== 'destroyed') throw new Error(`scene: SFP-1 batteries ${JSON.stringify(sfp?.criticals.weapons)}`);
  return g.file(name);
}
