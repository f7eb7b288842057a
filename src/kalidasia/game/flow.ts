/**
 * What the game waits for next: whose go it is and what kind of event. The reducer refuses
 * anything else, and views show it as the prompt.
 */
import { alignedFully, pointDistance } from '../../geometry';
import { upgradeCard } from '../data/lookup';
import { fighterRect, isEscorting, onTable, reverseOrder, shipById, shipRect, unitsLeft } from './helpers';
import type { FighterState, GameState, PlayerId } from './state';

export type Expected =
  | { readonly kind: 'deployRoll'; readonly players: readonly PlayerId[] }
  | { readonly kind: 'deployShip' | 'deployFighters'; readonly player: PlayerId }
  | { readonly kind: 'initiativeRoll'; readonly players: readonly PlayerId[] }
  | { readonly kind: 'initiativeBonus'; readonly player: PlayerId }
  | { readonly kind: 'regroupRoll'; readonly player: PlayerId }
  | { readonly kind: 'redeploy'; readonly player: PlayerId }
  | { readonly kind: 'escorts'; readonly player: PlayerId }
  | { readonly kind: 'actionOrder'; readonly player: PlayerId }
  | { readonly kind: 'activate'; readonly player: PlayerId }
  | { readonly kind: 'activation'; readonly player: PlayerId }
  | { readonly kind: 'missiles'; readonly player: PlayerId }
  | { readonly kind: 'endTurn' }
  | { readonly kind: 'over' };

/** Deployment: what a player still has to place. */
export function deployLeft(s: GameState, p: PlayerId): 'ship' | 'fighters' | null {
  if (s.ships.some((x) => x.owner === p && x.status === 'reserve')) return 'ship';
  if (s.fighters.some((f) => f.owner === p && f.status === 'reserve' && !f.replacement)) return 'fighters';
  return null;
}

/** Upgrade cards a player can still add to their initiative this turn, as `shipId/upgradeId`. */
// Rules: Kalidasia "Initiative Phase" — "applies any bonuses or penalties from either the scenario rules or upgrade cards assigned to their squadron."
export function initiativeCards(s: GameState, p: PlayerId): string[] {
  const out: string[] = [];
  for (const x of s.ships) {
    if (x.owner !== p || !onTable(x)) continue;
    for (const u of x.upgrades) {
      const key = `${x.id}/${u}`;
      if ((upgradeCard(s.pack, u)?.initiativeBonus ?? 0) !== 0 && !s.init.used.includes(key) && !x.flipped.includes(u)) out.push(key);
    }
  }
  return out;
}

/** Wings that may escort this turn: fully aligned with a friendly warship when the turn began. */
// Rules: Kalidasia "Warship Escorting" — "Any fighter wing which begins a game turn fully aligned with a friendly warship may escort that warship that turn." "Fighter Disruption" — "It cannot escort warships." "Fighter Regrouping - Re-deployment" — "These fighters cannot escort a warship this turn."
export function escortOptions(s: GameState, f: FighterState): string[] {
  if (!onTable(f) || f.disrupted || f.redeployedTurn === s.turn) return [];
  return f.alignedAtStart.filter((id) => {
    const ship = shipById(s, id);
    return ship !== undefined && onTable(ship) && ship.owner === f.owner && !ship.activated;
  });
}

/** The warships each wing is fully aligned with right now (computed when a turn begins). */
export function alignedNow(s: GameState, f: FighterState): string[] {
  const fr = fighterRect(s, f);
  if (!fr || !onTable(f)) return [];
  const reach = fr.footprint.width + fr.footprint.length;
  return s.ships
    .filter((x) => x.owner === f.owner && onTable(x))
    .filter((x) => {
      const r = shipRect(s, x);
      // Quick reject: the tokens cannot touch when their centres are farther apart than their half-perimeters.
      if (r === null || pointDistance(r.pose, fr.pose) > (r.footprint.width + r.footprint.length + reach) / 2 + 0.1) return false;
      return alignedFully(fr, r).aligned;
    })
    .map((x) => x.id);
}

export function expected(s: GameState): Expected {
  switch (s.phase.kind) {
    case 'over':
      return { kind: 'over' };
    case 'deployment': {
      if (s.deployOrder === null) return { kind: 'deployRoll', players: s.deployToRoll };
      const p = s.deployOrder[s.deployAt] as PlayerId;
      return { kind: deployLeft(s, p) === 'ship' ? 'deployShip' : 'deployFighters', player: p };
    }
    case 'initiative': {
      if (s.init.toRoll.length > 0) return { kind: 'initiativeRoll', players: s.init.toRoll };
      return { kind: 'initiativeBonus', player: s.init.bonusOrder[s.init.bonusAt] as PlayerId };
    }
    case 'status': {
      const rev = reverseOrder(s);
      if (s.turn >= 2) {
        const r = rev.find((p) => !s.status.regrouped.includes(p) && s.fighters.some((f) => f.owner === p && (f.status === 'yellow' || f.status === 'red')));
        if (r !== undefined) return { kind: 'regroupRoll', player: r };
        const d = rev.find((p) => !s.status.redeployed.includes(p) && s.fighters.some((f) => f.owner === p && f.status === 'waiting'));
        if (d !== undefined) return { kind: 'redeploy', player: d };
      }
      const e = rev.find((p) => !s.status.escortsChosen.includes(p) && s.fighters.some((f) => f.owner === p && escortOptions(s, f).length > 0));
      if (e !== undefined) return { kind: 'escorts', player: e };
      return { kind: 'actionOrder', player: (s.initiative ?? s.players)[0] as PlayerId };
    }
    case 'action': {
      const a = s.action;
      if (a.order === null) return { kind: 'actionOrder', player: (s.initiative ?? s.players)[0] as PlayerId };
      if (a.active) return { kind: 'activation', player: a.active.player };
      return { kind: 'activate', player: a.order[a.at] as PlayerId };
    }
    case 'missiles': {
      const p = reverseOrder(s).find((q) => !s.action.missilesMoved.includes(q) && s.missiles.some((m) => m.owner === q));
      return p === undefined ? { kind: 'endTurn' } : { kind: 'missiles', player: p };
    }
    case 'end':
      return { kind: 'endTurn' };
  }
}

/** The next player in the chosen order who still has a unit, starting after `from` (or at it). */
// Rules: Kalidasia "Action Phase" — "If a player has no more units to activate, then skip that player until all players have activated all of their units."
export function nextActor(s: GameState, order: readonly PlayerId[], from: number, includeFrom: boolean): number | null {
  for (let k = includeFrom ? 0 : 1; k <= order.length; k++) {
    const i = (from + k) % order.length;
    if (unitsLeft(s, order[i] as PlayerId) > 0) return i;
  }
  return null;
}

export { isEscorting };
