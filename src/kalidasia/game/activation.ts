/**
 * Action Phase: the order, activating a unit, ending an activation, passing the go on.
 */
import { type GameEvent } from './events';
import { nextActor } from './flow';
import { because, fighterById, onTable, playerName, replaceById, reverseOrder, shipById, unitsLeft, fightersToActivate } from './helpers';
import type { GameState, PlayerId, ShipState } from './state';
import { recover } from './fighters';
import { ok, no, S_ACTION, S_WARSHIP, notNow, type ApplyResult } from './verdict';

// ---------------------------------------------------------------------------
// Action phase: order and activations

function toMissilesOrEnd(s: GameState): GameState {
  return { ...s, action: { ...s.action, active: null }, phase: { kind: s.missiles.length > 0 ? 'missiles' : 'end' } };
}

// Rules: Kalidasia "Action Phase" — "At the start of the action phase, the player which won the initiative will decide if the action phase will occur in either initiative order or reverse initiative order."
export function onActionOrder(s: GameState, e: Extract<GameEvent, { type: 'actionOrder' }>): ApplyResult {
  const order = e.order === 'initiative' ? [...(s.initiative ?? [])] : reverseOrder(s);
  const s1: GameState = { ...s, phase: { kind: 'action' }, action: { ...s.action, order, orderKind: e.order, at: 0, inGo: 0 } };
  const at = nextActor(s1, order, 0, true);
  return ok(at === null ? toMissilesOrEnd(s1) : { ...s1, action: { ...s1.action, at } });
}

/** After a unit's activation: the same player again (several units per activation), or the next player with units left. */
// Rules: Kalidasia "Action Phase" — "Once the player has finished activating the unit, the next player in the chosen order will activate a unit ... Once all players have activated all of their units, move to the end phase of the turn."
export function activationDone(s: GameState): GameState {
  const a = s.action;
  const order = a.order ?? [];
  const player = order[a.at] as PlayerId;
  const inGo = a.inGo + 1;
  const s1: GameState = { ...s, action: { ...a, active: null, inGo } };
  if (inGo < s.setup.unitsPerActivation && unitsLeft(s1, player) > 0) return s1;
  const at = nextActor(s1, order, a.at, false);
  return at === null ? toMissilesOrEnd(s1) : { ...s1, action: { ...s1.action, at, inGo: 0 } };
}

// Rules: Kalidasia "Action Phase" — "A single unit is a Warship and its escorting fighters"; "Each unit can only activate once per turn".
export function onActivateShip(s: GameState, e: Extract<GameEvent, { type: 'activateShip' }>): ApplyResult {
  const ship = shipById(s, e.ship);
  if (!ship || ship.owner !== e.player) return no(`${playerName(s, e.player)} has no warship ${e.ship}.`);
  if (!onTable(ship)) return no(because(`${ship.label} is not on the battlefield.`, S_ACTION));
  if (ship.activated) return no(because(`${ship.label} already activated this turn.`, S_ACTION));
  const escorts = s.fighters.filter((f) => f.escorting === ship.id && onTable(f)).map((f) => f.id);
  const fighters = s.fighters.map((f) => (escorts.includes(f.id) ? { ...f, activated: true, moves: 0, stopped: false } : f));
  return ok({
    ...s,
    ships: replaceById(s.ships, ship.id, (x) => ({
      ...x,
      activation: { step: 'sensors', engine: null, primary: null, thrusters: {}, start: x.pose, path: [], fired: [], escorts },
    })),
    fighters,
    action: { ...s.action, active: { kind: 'ship', ship: ship.id, player: e.player } },
  });
}

// Rules: Kalidasia "Action Phase" — "A single unit is ... eight fighter tokens. If a player has less than eight fighter tokens left to activate, they can activate all remaining nonescorting fighters as an action."
export function onActivateFighters(s: GameState, e: Extract<GameEvent, { type: 'activateFighters' }>): ApplyResult {
  const avail = fightersToActivate(s, e.player);
  const ids = new Set(avail.map((f) => f.id));
  for (const id of e.fighters) {
    const f = fighterById(s, id);
    if (!f || f.owner !== e.player) return no(`${playerName(s, e.player)} has no fighter wing ${id}.`);
    if (!ids.has(id)) {
      const why = !onTable(f) ? 'is not on the battlefield' : f.activated ? 'already activated this turn' : 'is escorting a warship and activates with it';
      return no(because(`${id} ${why}.`, S_ACTION));
    }
  }
  if (new Set(e.fighters).size !== e.fighters.length) return no('Each wing is listed once.');
  const need = Math.min(8, avail.length);
  if (e.fighters.length !== need) return no(because(`A fighter unit is eight tokens, or all remaining when fewer: activate ${need}, not ${e.fighters.length}.`, S_ACTION));
  if (need === 0) return no(because(`${playerName(s, e.player)} has no fighter wings left to activate.`, S_ACTION));
  return ok({
    ...s,
    fighters: s.fighters.map((f) => (e.fighters.includes(f.id) ? { ...f, activated: true, moves: 0, stopped: false } : f)),
    action: { ...s.action, active: { kind: 'fighters', fighters: e.fighters, player: e.player, steps: 0 } },
  });
}

export function activeShip(s: GameState, id: string, what: string): ShipState | string {
  const a = s.action.active;
  const ship = shipById(s, id);
  if (!ship) return `There is no warship ${id}.`;
  if (!a || a.kind !== 'ship' || a.ship !== id || !ship.activation) return because(`${what}: ${ship.label} is not the activated unit.`, S_WARSHIP);
  return ship;
}

export function onActivationEnd(s: GameState): ApplyResult {
  const a = s.action.active;
  if (!a) return notNow(s, 'Ending an activation', S_ACTION);
  if (a.kind === 'ship') {
    const ship = shipById(s, a.ship) as ShipState;
    if (onTable(ship) && ship.activation?.step !== 'moved') return no(because(`${ship.label} has not moved yet; every warship moves in step 6.`, S_WARSHIP));
    const escorts = ship.activation?.escorts ?? [];
    const s1 = recover({ ...s, ships: replaceById(s.ships, ship.id, (x) => ({ ...x, activated: true, activation: null })) }, escorts);
    return ok(activationDone(s1));
  }
  return ok(activationDone(recover(s, a.fighters)));
}
