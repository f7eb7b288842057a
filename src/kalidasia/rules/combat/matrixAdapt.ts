/**
 * From what the game holds to the fire matrix's inputs. Structural types (the game's ShipState, FighterState and
 * MissileState fit them), so the rules layer does not import the game. Pure.
 * Rules: Kalidasia "Combat Arc vs Turret Arc" (the primary maneuver's facing chart), "Warship Combat".
 */
import { point } from '../../../geometry';
import type { Pose } from '../../../geometry';
import type { KalidasiaPack, ManeuverKind, ShipClass } from '../../data/types';
import { combatArcFor } from '../systems/engines';
import type { DualStatus } from '../systems/result';
import { FACING_ARC } from '../plan/plan';
import type { MatrixShooter, MatrixTarget } from './matrix';

export interface MatrixShipState {
  readonly id: string;
  readonly criticals: { readonly weapons: readonly DualStatus[] };
  readonly activation: { readonly primary: ManeuverKind | null; readonly fired: readonly number[] } | null;
}

/**
 * The active warship as a shooter at pose `at` (a point of its path). Before a primary maneuver is known
 * the combat arc is Cruise's (the whole battlefield) — the game refuses fire before the engines step anyway.
 * Rules: Kalidasia "Combat Arc vs Turret Arc" — "The primary maneuver determines the warships combat arc".
 */
export function matrixShooterOf(pack: KalidasiaPack, cls: ShipClass, ship: MatrixShipState, at: Pose): MatrixShooter {
  return {
    id: ship.id,
    pose: at,
    combatArc: FACING_ARC[combatArcFor(pack, ship.activation?.primary ?? 'cruise')],
    batteries: cls.batteries,
    status: ship.criticals.weapons,
    fired: ship.activation?.fired ?? [],
  };
}

interface OnTable {
  readonly id: string;
  readonly owner: string;
  readonly pose: Pose | null;
}

/**
 * Every enemy unit on the battlefield as a target: deployed warships and fighter tokens, and missiles.
 * Rules: Kalidasia "Warship Combat" (targets are enemy units on the battlefield).
 */
export function matrixTargetsOf(
  player: string,
  units: {
    readonly ships: readonly (OnTable & { readonly status: string })[];
    readonly fighters: readonly (OnTable & { readonly status: string })[];
    readonly missiles: readonly OnTable[];
  },
): MatrixTarget[] {
  const out: MatrixTarget[] = [];
  const add = (u: OnTable, kind: MatrixTarget['kind']) => {
    if (u.owner !== player && u.pose) out.push({ id: u.id, kind, at: point(u.pose.x, u.pose.y) });
  };
  for (const s of units.ships) if (s.status === 'deployed') add(s, 'ship');
  for (const f of units.fighters) if (f.status === 'deployed') add(f, 'fighter');
  for (const m of units.missiles) add(m, 'missile');
  return out;
}
