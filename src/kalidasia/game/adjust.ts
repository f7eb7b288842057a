/**
 * Adjusting a token to match the physical table (any phase).
 */
import { type GameEvent } from './events';
import { escortsCarried } from './helpers';
import type { GameState } from './state';
import { ok, no, type ApplyResult } from './verdict';

/** Move a token to match the physical table: any phase, any unit still on the table. A warship's escorts move with it. */
// Rules: Kalidasia "Warship Escorting" — "the escorting fighters are assumed to never leave the side of the warship".
export function onAdjust(s: GameState, e: Extract<GameEvent, { type: 'adjust' }>): ApplyResult {
  const { x, y, heading } = e.pose;
  if (![x, y, heading].every(Number.isFinite)) return no('An adjusted position needs a finite x, y and heading.');
  const { kind, id } = e.unit;
  if (kind === 'ship') {
    const ship = s.ships.find((sh) => sh.id === id);
    if (!ship) return no(`There is no warship ${id}.`);
    if (ship.pose === null || ship.status === 'destroyed') return no(`${ship.label} is not on the table.`);
    // The escorts stay at the warship's side: they are carried with it rigidly.
    return ok({ ...s, ships: s.ships.map((sh) => (sh.id === id ? { ...sh, pose: e.pose } : sh)), fighters: escortsCarried(s, id, ship.pose, e.pose) });
  }
  if (kind === 'fighter') {
    const f = s.fighters.find((fi) => fi.id === id);
    if (!f) return no(`There is no fighter token ${id}.`);
    if (f.pose === null) return no(`Fighter token ${id} is not on the table.`);
    return ok({ ...s, fighters: s.fighters.map((fi) => (fi.id === id ? { ...fi, pose: e.pose } : fi)) });
  }
  const m = s.missiles.find((mi) => mi.id === id);
  if (!m) return no(`There is no missile token ${id}.`);
  return ok({ ...s, missiles: s.missiles.map((mi) => (mi.id === id ? { ...mi, pose: e.pose } : mi)) });
}
