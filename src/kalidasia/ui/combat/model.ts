/**
 * The fire panel's view model: the active warship, where it fires from (a point of the path it flew, the
 * activation helper's `pathPoint`, or where it is now), the who-can-shoot-whom matrix there and the firing
 * windows along the path. Every verdict comes from rules/combat (fireMatrix, fireWindows); this file only
 * gathers their inputs from the game state.
 */
import { pathPoseAt, pose, type PathAlong, type Pose } from '../../../geometry';
import { shipClass } from '../../data';
import type { WeaponBattery } from '../../data/types';
import type { GameState, ShipState } from '../../game';
import { fireMatrix, fireWindows, type FireMatrix, type MatrixTarget, type WindowRow } from '../../rules/combat';
import { enemyTargets, flownPath, shooterFromGame } from '../../game/tableView';
import type { PathPoint } from '../game/steps';

export interface FireView {
  readonly ship: ShipState;
  readonly batteries: readonly WeaponBattery[];
  /** Where it fires from, and whether that is a point of its path other than where it is now. */
  readonly from: Pose;
  readonly fromPath: boolean;
  readonly path: PathAlong | null;
  readonly targets: readonly MatrixTarget[];
  readonly matrix: FireMatrix;
  readonly windows: readonly WindowRow[];
}

export function activeWarship(s: GameState): ShipState | null {
  const a = s.action.active;
  if (a?.kind !== 'ship') return null;
  return s.ships.find((x) => x.id === a.ship) ?? null;
}

/** Where the warship fires from: `along` inches of its flown path (null or the end: where it is now), else the planner's point. */
export function fireFrom(now: Pose, path: PathAlong | null, along: number | null, pathPoint: PathPoint | null): { from: Pose; fromPath: boolean } {
  if (path && along !== null && along < path.length - 1e-9) return { from: pathPoseAt(path, along), fromPath: true };
  if (!path && pathPoint) return { from: pose(pathPoint.x, pathPoint.y, pathPoint.heading), fromPath: pathPoint.along > 1e-9 };
  return { from: now, fromPath: false };
}

/** What the state alone decides for the active warship: its flown path, the enemy targets and the firing windows. */
interface ShipPart {
  readonly ship: ShipState;
  readonly path: PathAlong | null;
  readonly targets: readonly MatrixTarget[];
  readonly windows: readonly WindowRow[];
}
const shipParts = new WeakMap<GameState, ShipPart>();
function shipPart(s: GameState, ship: ShipState): ShipPart {
  const hit = shipParts.get(s);
  if (hit && hit.ship === ship) return hit;
  const path = flownPath(ship);
  const targets = enemyTargets(s, ship.owner);
  const me = shooterFromGame(s, ship.id);
  const part = { ship, path, targets, windows: me && path ? fireWindows(me, path, targets) : [] };
  shipParts.set(s, part);
  return part;
}

/** The last view made, shared by the fire panel and the fire overlay (both ask for it in the same render). */
let lastView: { s: GameState; along: number | null; pathPoint: PathPoint | null; value: FireView | null } | null = null;

/**
 * The view for the active warship firing from `along` inches of its flown path (or the step's path point). Computed
 * once per state, point and choice for the panel and the overlay together (not once each).
 */
export function useFireView(s: GameState, along: number | null, pathPoint: PathPoint | null): FireView | null {
  if (lastView && lastView.s === s && lastView.along === along && lastView.pathPoint === pathPoint) return lastView.value;
  const ship = activeWarship(s);
  let value: FireView | null = null;
  if (ship?.pose) {
    const { path, targets, windows } = shipPart(s, ship);
    const { from, fromPath } = fireFrom(ship.pose, path, along, pathPoint);
    const me = shooterFromGame(s, ship.id, from);
    if (me) value = { ship, batteries: shipClass(s.pack, ship.code).batteries, from, fromPath, path, targets, matrix: fireMatrix(me, targets), windows };
  }
  lastView = { s, along, pathPoint, value };
  return value;
}

/** A colour per target (firing windows and the measured line). */
const PALETTE = ['#ffb347', '#7fd3ff', '#c39bff', '#9be37a', '#ff7f9f', '#f2e86d'];
export const targetColour = (i: number): string => PALETTE[i % PALETTE.length] as string;

export const r1 = (n: number): string => `${(Math.round(n * 10) / 10).toFixed(1)}″`;
