/**
 * Adjusting a token to match the physical table (any phase).
 */
import { type GameEvent } from './events';
import { upgradeCard } from '../data/lookup';
import { reactorSpend } from '../rules/systems';
import { because, classOf, escortsCarried, onTable, replaceById, shipById } from './helpers';
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
    return ok({ ...s, ships: s.ships.map((sh) => (sh.id === id ? { ...sh, pose: e.pose } : sh)), fighters: e.escorts === 'left' ? s.fighters : escortsCarried(s, id, ship.pose, e.pose) });
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

/** An upgrade card used: the warship has it (assigned or free equipment), it is face up, and the reactor can pay. */
// Rules: Kalidasia "Using Upgrade Cards" — "Some cards require reactor points to be spent. Others have a limit to the number of times they can be used during a game. Finally, a few are either discarded or flipped when used. A flipped upgrade card cannot be used again until it is flipped face up at the end of the current turn."
export function onUpgradeUse(s: GameState, e: Extract<GameEvent, { type: 'upgradeUse' }>): ApplyResult {
  const S_UPGRADE = 'Using Upgrade Cards';
  const ship = shipById(s, e.ship);
  if (!ship) return no(`There is no warship ${e.ship}.`);
  if (!onTable(ship)) return no(because(`${ship.label} is not on the battlefield.`, S_UPGRADE));
  const name = upgradeCard(s.pack, e.upgrade)?.name ?? e.upgrade;
  const has = ship.upgrades.includes(e.upgrade) || (classOf(s, ship).freeEquipment as readonly string[]).includes(e.upgrade);
  if (!has) return no(because(`${ship.label} has no ${name} card.`, S_UPGRADE));
  if ((ship.discardedUpgrades ?? []).includes(e.upgrade)) return no(because(`${name} of ${ship.label} was discarded when used.`, S_UPGRADE));
  if (ship.flipped.includes(e.upgrade)) return no(because(`${name} of ${ship.label} is face down: it cannot be used again until the end phase flips it face up.`, S_UPGRADE));
  const spend = e.reactor ?? 0;
  const r = reactorSpend(ship.reactor, spend);
  if (!r.ok) return no(because(`${ship.label} cannot use ${name}: ${r.reason}`, S_UPGRADE));
  return ok({
    ...s,
    ships: replaceById(s.ships, ship.id, (x) => ({
      ...x,
      reactor: r.value,
      flipped: e.how === 'flip' ? [...x.flipped, e.upgrade] : x.flipped,
      ...(e.how === 'discard' ? { discardedUpgrades: [...(x.discardedUpgrades ?? []), e.upgrade], flipped: [...x.flipped, e.upgrade] } : {}),
    })),
  });
}
