// Prepared games for the rule-fix browser tests (issue 22), built on the fighters' scenes (fighterScenes.ts).
import { pose, type Pose } from '../../src/geometry';
import type { GameState } from '../../src/kalidasia/game';
import { dfWing } from '../../src/kalidasia/ui/fighters/plan';
import { dogfightRead } from '../../src/kalidasia/rules/combat/dogfight';
import { frontEscort, huntersActive, type Scene } from './fighterScenes';

/** The Hunters are activated; Hunter 1 is brought 2" in front of SFP-1's front escort, the only Hunter within 3" of itself. */
export function hunterByEscort(): { sc: Scene; target: string } {
  const sc = huntersActive();
  const t = frontEscort(sc.state);
  sc.add({ type: 'adjust', unit: { kind: 'fighter', id: 'Hunter 1' }, pose: pose(t.pose.x, t.pose.y - 2, 90), note: 'as on the table' });
  return { sc, target: t.id };
}

/** The defenders that return fire in the form by default: the target and its friends within 3". */
export function returnFireWings(s: GameState, target: string): string[] {
  const t = s.fighters.find((f) => f.id === target)?.pose as Pose;
  return s.fighters.filter((f) => f.owner === 'surakari' && f.status === 'deployed' && f.pose && Math.hypot(f.pose.x - t.x, f.pose.y - t.y) <= 3 + 1e-9).map((f) => f.id);
}

/** hunterByEscort with the dogfight played (Hunters miss, return fire 4 5 5 4 …: Hunter 1 gets both tokens), then turn 2 to Heragul's regroup roll. */
export function yellowRegroupDue(): Scene {
  const { sc, target } = hunterByEscort();
  const s = sc.state;
  const on = (owner: string) => s.fighters.filter((f): f is typeof f & { pose: Pose } => f.owner === owner && f.status === 'deployed' && f.pose !== null).map((f) => dfWing(s, f));
  const defenders = [target, ...returnFireWings(s, target).filter((id) => id !== target)];
  const defenderDice = defenders.flatMap((_, i) => (i === 0 ? [4, 5] : i === 1 ? [5, 4] : [1, 1]));
  const r = dogfightRead({
    attackers: on('heragul').filter((w) => w.id === 'Hunter 1'),
    defenders: defenders.map((id) => on('surakari').find((w) => w.id === id) as ReturnType<typeof dfWing>),
    attackerSide: on('heragul'),
    defenderSide: on('surakari'),
    attackerDice: [1, 1],
    defenderDice,
    attackerExtras: { rerolls: [1, 1] },
  });
  if (!r.ok) throw new Error(r.reason);
  sc.add({
    type: 'fighterAttack',
    attackers: ['Hunter 1'],
    target: { kind: 'fighter', id: target },
    outcome: { kind: 'dogfight', attackerDice: [1, 1], defenderDice, attackerExtras: { bonus: [], rerolls: [1, 1] }, defenders, onDefenders: r.value.onDefenders, onAttackers: r.value.onAttackers },
  });
  sc.add({ type: 'activationEnd' });
  sc.cruise('surakari', 'SFP-2').cruise('heragul', 'HHF-1').cruise('heragul', 'HHF-2');
  return sc.add({ type: 'endTurn', deckOrder: null }, { type: 'initiativeRoll', rolls: { heragul: 1, surakari: 5 } }, { type: 'initiativeBonus', player: 'surakari', cards: [] });
}

/** The Hunters' activation ended with Hunter 1 brought 3" in front of SFP-2's front escort; Surakari's SFP-2 is at its movement step. */
export function escortCanFire(): { sc: Scene; escort: string } {
  const sc = huntersActive();
  sc.add({ type: 'activationEnd' });
  const front = [...sc.state.fighters].filter((f) => f.escorting === 'SFP-2' && f.pose).sort((a, b) => (a.pose as Pose).y - (b.pose as Pose).y)[0];
  if (!front?.pose) throw new Error('no escort of SFP-2');
  sc.add(
    { type: 'adjust', unit: { kind: 'fighter', id: 'Hunter 1' }, pose: pose(front.pose.x, front.pose.y - 3, 90), note: 'as on the table' },
    { type: 'activateShip', player: 'surakari', ship: 'SFP-2' },
    { type: 'sensors', ship: 'SFP-2', placement: {} },
    { type: 'engines', ship: 'SFP-2', engine: { velocity: null, turn: null }, thrusters: null },
  );
  return { sc, escort: front.id };
}
