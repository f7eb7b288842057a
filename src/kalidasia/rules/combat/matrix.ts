/**
 * Who can shoot whom (issue 15): for a warship at a pose (any point of its path), every battery × every
 * enemy unit with its verdict and every reason it cannot fire, each with the rulebook section — and, along a
 * planned path, the firing windows of each battery on each target. Verdicts use the geometry's own
 * `arcIncludes` / `rangeWithin` (`matrixExplain` builds the drawn explanation for the pair a player picks).
 * Pure; the screen adapts the game state into `MatrixShooter` / `MatrixTarget` (structurally what
 * ShipState, FighterState and MissileState hold).
 * Source: ../shared/rules/kalidasia-core-rules-2.2.0.txt.
 */
import { arcContains, arcIncludes, firingWindows, pointDistance, rangeCheck, rangeWithin } from '../../../geometry';
import type { Arc, ArcVerdict, FiringWindow, Inches, PathAlong, Point, Pose, RangeVerdict } from '../../../geometry';
import type { BatteryArc, BatteryType } from '../../data/types';
import type { DualStatus } from '../systems';

/** What the matrix needs of a battery (structurally a pack WeaponBattery). */
export interface MatrixBattery {
  readonly name: string;
  readonly type: BatteryType;
  readonly range: Inches | null;
  readonly arc: BatteryArc | null;
}

export interface MatrixShooter {
  readonly id: string;
  /** Where it fires from (the pose at the chosen point of its path). */
  readonly pose: Pose;
  /** The combat arc of this activation as a table arc (`planCombatArc`); 'all' for the No Action maneuver. */
  readonly combatArc: Arc;
  readonly batteries: readonly MatrixBattery[];
  /** Status of each battery (ShipCriticals.weapons); missing entries count as undamaged. */
  readonly status: readonly DualStatus[];
  /** Battery indexes that already fired this activation (ShipActivation.fired). */
  readonly fired: readonly number[];
}

export type MatrixTargetKind = 'ship' | 'fighter' | 'missile';

/** An enemy unit on the battlefield (the caller leaves out friendly and off-table units). */
export interface MatrixTarget {
  readonly id: string;
  readonly kind: MatrixTargetKind;
  /** Its centre (range and arc are measured to the centre). */
  readonly at: Point;
}

export type MatrixReasonCode = 'destroyed' | 'fired' | 'missile-battery' | 'wrong-type' | 'out-of-range' | 'out-of-arc';

export interface MatrixReason {
  readonly code: MatrixReasonCode;
  readonly text: string;
  readonly section: string;
}

export interface MatrixCell {
  readonly battery: number;
  readonly target: string;
  readonly kind: MatrixTargetKind;
  /** True when nothing stops this battery firing at this target now. */
  readonly canFire: boolean;
  /** Measured centre to centre, inches. */
  readonly distance: Inches;
  /** null for batteries without a range (missiles). */
  readonly inRange: boolean | null;
  readonly inArc: boolean;
  /** The arc that was checked: the combat arc, or 'turret'. */
  readonly arc: Arc;
  /** Every reason it cannot fire, in the order a player checks them; empty when it can. */
  readonly reasons: readonly MatrixReason[];
}

export interface FireMatrix {
  readonly shooter: string;
  /** Row-major: `cells[battery * targets.length + target]`. */
  readonly cells: readonly MatrixCell[];
  readonly batteries: number;
  readonly targets: number;
}

const S_COMBAT = 'Warship Combat';
const S_RANGE_ARC = 'Range and Arc';
const S_ATTACK = 'Resolving the Attack';
const S_MISSILES = 'Attacking with Missile Weapons';
const S_AF = 'Anti-Fighter Weapons';

const KIND_WORD: Readonly<Record<MatrixTargetKind, string>> = { ship: 'a warship', fighter: 'a fighter token', missile: 'a missile token' };
const r1 = (n: number): string => `${Math.round(n * 10) / 10}"`;

/** The arc a battery fires into for this shooter: its combat arc, or the whole table for a turret. */
// Rules: Kalidasia "Combat Arc vs Turret Arc" — "All weapon batteries are either mounted in a "Combat Arc" or a Turret."
export const batteryArc = (shooter: Pick<MatrixShooter, 'combatArc'>, b: MatrixBattery): Arc => (b.arc === 'turret' ? 'turret' : shooter.combatArc);

/**
 * Does the battery's weapon type fit the target kind? P: warships only; F: fighter and missile tokens;
 * M: launched, never fired at a unit (null = fits).
 * Rules: Kalidasia "Warship Combat" — "A 'P' weapon is a power weapon which can only be fired at other warships. A 'F' weapon is
 * anti-fighter weapon that can only be fired at fighter tokens and missile tokens."
 */
export function weaponFits(b: MatrixBattery, kind: MatrixTargetKind): MatrixReason | null {
  if (b.type === 'M') return { code: 'missile-battery', text: `${b.name} is a missile battery: it launches missiles beside the warship, it is not fired at a unit.`, section: S_MISSILES };
  if (b.type === 'P' && kind !== 'ship') return { code: 'wrong-type', text: `${b.name} is a power weapon: it fires only at warships, not at ${KIND_WORD[kind]}.`, section: S_COMBAT };
  if (b.type === 'F' && kind === 'ship') return { code: 'wrong-type', text: `${b.name} is an anti-fighter weapon: it fires only at fighter and missile tokens.`, section: S_COMBAT };
  return null;
}

/**
 * The whole matrix for one shooter at one pose. Per target the distance and the combat-arc verdict are
 * computed once and shared by every battery.
 * Rules: Kalidasia "Warship Combat" — "Each battery can only fire once during a warship's activation"; "Resolving the Attack" —
 * "Destroyed weapon batteries cannot attack"; "Range and Arc"; "Anti-Fighter Weapons" — "The target must be in range of the weapon
 * and be in the arc of the weapon, just like targeting a warship."
 */
export function fireMatrix(shooter: MatrixShooter, targets: readonly MatrixTarget[]): FireMatrix {
  const from = shooter.pose;
  const n = targets.length;
  const dist = new Float64Array(n);
  const inCombatArc = new Uint8Array(n);
  for (let j = 0; j < n; j++) {
    const t = (targets[j] as MatrixTarget).at;
    dist[j] = pointDistance(from, t);
    inCombatArc[j] = arcIncludes(from, shooter.combatArc, t) ? 1 : 0;
  }
  const cells: MatrixCell[] = [];
  shooter.batteries.forEach((b, i) => {
    const status = shooter.status[i] ?? 'none';
    const fired = shooter.fired.includes(i);
    const arc = batteryArc(shooter, b);
    const turret = arc === 'turret';
    for (let j = 0; j < n; j++) {
      const t = targets[j] as MatrixTarget;
      const reasons: MatrixReason[] = [];
      if (status === 'destroyed') reasons.push({ code: 'destroyed', text: `${b.name} is destroyed and cannot attack.`, section: S_ATTACK });
      if (fired) reasons.push({ code: 'fired', text: `${b.name} already fired this activation.`, section: S_COMBAT });
      const fit = weaponFits(b, t.kind);
      if (fit) reasons.push(fit);
      const d = dist[j] as number;
      const inRange = b.range === null ? null : rangeWithin(from, t.at, b.range);
      const inArc = turret || inCombatArc[j] === 1;
      const section = t.kind === 'ship' ? S_RANGE_ARC : S_AF;
      // Range and arc only matter for a weapon that could fire at this kind of unit.
      if (inRange === false && !fit) {
        reasons.push({ code: 'out-of-range', text: `${t.id} is ${r1(d)} away centre to centre; ${b.name} reaches ${r1(b.range ?? 0)}. An attack out of range does not use the battery.`, section });
      }
      if (!inArc && !fit) reasons.push({ code: 'out-of-arc', text: `${t.id} is outside the ${arc} combat arc.`, section });
      cells.push({ battery: i, target: t.id, kind: t.kind, canFire: reasons.length === 0, distance: d as Inches, inRange, inArc, arc, reasons });
    }
  });
  return { shooter: shooter.id, cells, batteries: shooter.batteries.length, targets: n };
}

/** The cell of battery `i` against target index `j`. */
export const matrixCell = (m: FireMatrix, battery: number, target: number): MatrixCell | undefined => m.cells[battery * m.targets + target];

/**
 * The explanation to draw for one pair: the measured segment with its length, the range, and the arc's
 * dividing line and signed offset (the same rules as the verdict).
 * Rules: Kalidasia "Range and Arc".
 */
export function matrixExplain(shooter: MatrixShooter, battery: number, target: MatrixTarget): { readonly range: RangeVerdict | null; readonly arc: ArcVerdict } | null {
  const b = shooter.batteries[battery];
  if (!b) return null;
  return { range: b.range === null ? null : rangeCheck(shooter.pose, target.at, b.range), arc: arcContains(shooter.pose, batteryArc(shooter, b), target.at) };
}

/** The stretches of the planned path from which one battery can fire at one target. */
export interface WindowRow {
  readonly battery: number;
  readonly target: string;
  readonly windows: readonly FiringWindow[];
}

/**
 * Firing windows along a planned path for every battery that may fire at each target (not destroyed, not
 * fired, the weapon type fits): the stretches where the target is in range and in the battery's arc.
 * Rules: Kalidasia "Warship Combat" — "At any point during a warship's movement, a warship may fire a battery"; "Range and Arc".
 */
export function fireWindows(shooter: Omit<MatrixShooter, 'pose'>, path: PathAlong, targets: readonly MatrixTarget[]): WindowRow[] {
  const out: WindowRow[] = [];
  shooter.batteries.forEach((b, i) => {
    if ((shooter.status[i] ?? 'none') === 'destroyed' || shooter.fired.includes(i) || b.range === null) return;
    const arc = batteryArc(shooter, b);
    for (const t of targets) {
      if (weaponFits(b, t.kind)) continue;
      out.push({ battery: i, target: t.id, windows: firingWindows(path, arc, b.range, t.at) });
    }
  });
  return out;
}
