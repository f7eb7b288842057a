/**
 * The fire panel's view model: the active warship, where it fires from (a point of the path it flew, the
 * activation helper's `pathPoint`, or where it is now), the who-can-shoot-whom matrix there and the firing
 * windows along the path. Every verdict comes from rules/combat (fireMatrix, fireWindows); this file only
 * gathers their inputs from the game state.
 */
import { useMemo } from 'react';
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

/** The view for the active warship firing from `along` inches of its flown path (or the step's path point). */
export function useFireView(s: GameState, along: number | null, pathPoint: PathPoint | null): FireView | null {
  const ship = activeWarship(s);
  const path = useMemo(() => (ship ? flownPath(ship) : null), [ship]);
  const targets = useMemo(() => (ship ? enemyTargets(s, ship.owner) : []), [s, ship]);
  const windows = useMemo(() => {
    const me = ship ? shooterFromGame(s, ship.id) : null;
    return me && path ? fireWindows(me, path, targets) : [];
  }, [s, ship, path, targets]);
  return useMemo(() => {
    if (!ship || !ship.pose) return null;
    const { from, fromPath } = fireFrom(ship.pose, path, along, pathPoint);
    const me = shooterFromGame(s, ship.id, from);
    if (!me) return null;
    return { ship, batteries: shipClass(s.pack, ship.code).batteries, from, fromPath, path, targets, matrix: fireMatrix(me, targets), windows };
  }, [s, ship, path, along, pathPoint, targets, windows]);
}

/** A colour per target (firing windows and the measured line). */
const PALETTE = ['#ffb347', '#7fd3ff', '#c39bff', '#9be37a', '#ff7f9f', '#f2e86d'];
export const targetColour = (i: number): string => PALETTE[i % PALETTE.length] as string;

export const r1 = (n: number): string => `${(Math.round(n * 10) / 10).toFixed(1)}″`;
