/**
 * One path for moving tokens to match the table (pure): whatever moved them — a finger's drag of a
 * selection, a typed form, or (later) a photo — gives placements (unit → pose), and
 * `adjustEvents` turns them into `adjust` events sent in ONE dispatch. A dispatch of several events
 * is stored as one group (`group` on each event), and undo/redo take the whole group
 * (`undoSpan`/`redoSpan`).
 */
import type { Pose } from '../../../geometry';
import type { GameEventBody, GameState, TableUnit } from '../../game';
import { groupMoveApply, type GroupMove } from '../table/groupMove';
import { tokenKey, tokenKeyParse } from './tableModel';

export interface UnitPlacement {
  readonly unit: TableUnit;
  readonly pose: Pose;
}

/** Where a unit stands now, or null when it is not on the table. */
export function unitPose(s: GameState, u: TableUnit): Pose | null {
  if (u.kind === 'ship') {
    const x = s.ships.find((q) => q.id === u.id);
    return x && x.status === 'deployed' ? x.pose : null;
  }
  if (u.kind === 'fighter') {
    const f = s.fighters.find((q) => q.id === u.id);
    return f && f.status === 'deployed' ? f.pose : null;
  }
  return s.missiles.find((q) => q.id === u.id)?.pose ?? null;
}

/** The units' new poses after a group move (units not on the table are left out). */
export function unitsMoved(s: GameState, units: readonly TableUnit[], move: GroupMove): UnitPlacement[] {
  const members = units.flatMap((u) => {
    const p = unitPose(s, u);
    return p ? [{ id: tokenKey(u), pose: p }] : [];
  });
  return groupMoveApply(members, move).flatMap((m) => {
    const unit = tokenKeyParse(m.id);
    return unit ? [{ unit, pose: m.pose as Pose }] : [];
  });
}

/**
 * `adjust` events for the placements (one dispatch; stored and undone as one group). Warships first: an adjusted
 * warship carries its escorts, so the escorts' own placements, after it, put them where the group move says.
 * A placement that changes nothing is left out, unless a warship of the group may have carried it.
 */
export function adjustEvents(s: GameState, placements: readonly UnitPlacement[], note?: string): GameEventBody[] {
  const ships = placements.filter((p) => p.unit.kind === 'ship');
  const ordered = [...ships, ...placements.filter((p) => p.unit.kind !== 'ship')];
  return ordered.flatMap((p) => {
    const now = unitPose(s, p.unit);
    if (!now) return [];
    const same = now.x === p.pose.x && now.y === p.pose.y && now.heading === p.pose.heading;
    if (same && (ships.length === 0 || p.unit.kind === 'ship')) return [];
    return [{ type: 'adjust' as const, unit: p.unit, pose: p.pose, ...(note ? { note } : {}) }];
  });
}

const groupOf = (e: unknown): string | null => {
  const g = typeof e === 'object' && e !== null ? (e as { group?: unknown }).group : undefined;
  return typeof g === 'string' ? g : null;
};

/** How many events the next undo takes back: the last event and every event of its group stored just before it. */
export function undoSpan(events: readonly unknown[]): number {
  const last = events[events.length - 1];
  const g = groupOf(last);
  if (last === undefined) return 0;
  if (g === null) return 1;
  let n = 1;
  while (n < events.length && groupOf(events[events.length - 1 - n]) === g) n += 1;
  return n;
}

/** How many events the next redo puts back: the first undone event and the rest of its group. */
export function redoSpan(redoEvents: readonly unknown[]): number {
  const first = redoEvents[0];
  const g = groupOf(first);
  if (first === undefined) return 0;
  if (g === null) return 1;
  let n = 1;
  while (n < redoEvents.length && groupOf(redoEvents[n]) === g) n += 1;
  return n;
}

let seq = 0;
/** A fresh group id (unique within this device; never compared across games). */
export function groupIdNew(): string {
  seq += 1;
  return `g${Date.now().toString(36)}${seq.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}
