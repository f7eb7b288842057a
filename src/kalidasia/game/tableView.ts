/**
 * The combat view of a game state (issue 15): the active warship as a `MatrixShooter` at a chosen point of
 * its movement, the enemy units as `MatrixTarget`s, the path it flew as a `PathAlong` (for firing windows),
 * and the anti-fighter tokens around a target. It reads the game state, so it lives in the game layer (the
 * combat rules below it know nothing of the game); pure.
 * Source: ../shared/rules/kalidasia-core-rules-2.2.0.txt.
 */
import { headingToward, inches, pointDistance, pose, type Arc, type PathAlong, type PathLeg, type Pose } from '../../geometry';
import { shipClass } from '../data/lookup';
import type { ArcFacing } from '../data/types';
import type { GameState, ShipState } from './state';
import { combatArcFor } from '../rules/systems';
import type { AfToken, AfVs } from '../rules/combat/antiFighter';
import type { MatrixShooter, MatrixTarget } from '../rules/combat/matrix';

const ARC_OF: Readonly<Record<ArcFacing, Arc>> = { front: 'forward', rear: 'aft', starboard: 'starboard', port: 'port', all: 'all' };

/** The combat arc of the warship's activation (its primary maneuver; cruise until engines are allocated). */
// Rules: Kalidasia "Combat Arc vs Turret Arc" — "Each maneuver has a combat arc facing chart."
export function combatArcOf(s: GameState, ship: ShipState): Arc {
  return ARC_OF[combatArcFor(s.pack, ship.activation?.primary ?? 'cruise')];
}

/** The warship as a shooter at `at` (a point of its path), or where it is now. */
// Rules: Kalidasia "Warship Combat" — "At any point during a warship's movement, a warship may fire a battery."
export function shooterFromGame(s: GameState, shipId: string, at: Pose | null = null): MatrixShooter | null {
  const ship = s.ships.find((x) => x.id === shipId);
  const p = at ?? ship?.pose ?? null;
  if (!ship || !p) return null;
  return {
    id: ship.id,
    pose: p,
    combatArc: combatArcOf(s, ship),
    batteries: shipClass(s.pack, ship.code).batteries,
    status: ship.criticals.weapons,
    fired: ship.activation?.fired ?? [],
  };
}

/** Enemy units on the battlefield: warships first, then fighter wings, then missiles. */
export function enemyTargets(s: GameState, owner: string): MatrixTarget[] {
  const out: MatrixTarget[] = [];
  for (const x of s.ships) if (x.owner !== owner && x.status === 'deployed' && x.pose) out.push({ id: x.id, kind: 'ship', at: x.pose });
  for (const f of s.fighters) if (f.owner !== owner && f.status === 'deployed' && f.pose) out.push({ id: f.id, kind: 'fighter', at: f.pose });
  for (const m of s.missiles) if (m.owner !== owner && m.pose) out.push({ id: m.id, kind: 'missile', at: m.pose });
  return out;
}

/**
 * The path the warship flew this activation as distance along it: one leg per segment (a turn rotates the
 * token about its centre, so consecutive segments meet at the turn point). Null before it moved.
 * Rules: Kalidasia "Move the Warship" — "During this movement, a warship can fire its weapons".
 */
export function flownPath(ship: ShipState): PathAlong | null {
  const act = ship.activation;
  if (!act || act.step !== 'moved' || !act.start || !ship.pose) return null;
  const legs: PathLeg[] = [];
  let along = 0;
  for (const seg of act.path) {
    const len = pointDistance(seg.from, seg.to);
    if (len <= 1e-9) continue;
    legs.push({ from: inches(along), to: inches(along + len), start: pose(seg.from.x, seg.from.y, headingToward(seg.from, seg.to)) });
    along += len;
  }
  if (legs.length === 0) legs.push({ from: inches(0), to: inches(0), start: act.start });
  const last = legs[legs.length - 1] as PathLeg;
  // The final facing (a turn at the very end) stands at the end point.
  if (along > 0 && Math.abs(last.start.heading - ship.pose.heading) > 1e-6) legs.push({ from: inches(along), to: inches(along), start: ship.pose });
  return { legs, length: inches(along), final: ship.pose, move: { segments: act.path, turns: [], final: ship.pose, violations: [], legal: true, impossibleTurns: false } };
}

/** Enemy tokens an anti-fighter attack on `targetId` may hit (fighters or missiles), with their damage tokens. */
// Rules: Kalidasia "Applying Damage from Anti-Fighter Weapons"; "Shooting Down Missiles".
export function afTokensFromGame(s: GameState, owner: string, vs: AfVs): AfToken[] {
  if (vs === 'missiles') return s.missiles.filter((m) => m.owner !== owner && m.pose).map((m) => ({ id: m.id, x: (m.pose as Pose).x, y: (m.pose as Pose).y }));
  return s.fighters
    .filter((f) => f.owner !== owner && f.status === 'deployed' && f.pose)
    .map((f) => ({ id: f.id, x: (f.pose as Pose).x, y: (f.pose as Pose).y, ...(f.disrupted ? { disrupted: true } : {}) }));
}
