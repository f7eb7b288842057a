/**
 * The unit strip's model (pure): the units of the action phase in the chosen order, each done / now / next
 * (the player whose go it is may activate it) / later. Fighter wings come in units of eight, or all remaining.
 * Rules: Kalidasia "Action Phase" — "A single unit is a Warship and its escorting fighters or eight fighter tokens."
 */
import { fightersToActivate, type Expected, type GameEventBody, type GameState, type PlayerId } from '../../game';

export type StripState = 'done' | 'now' | 'next' | 'later';

export interface StripUnit {
  readonly key: string;
  readonly player: PlayerId;
  /** Short, for the chip: the warship's id, or "8 wings". */
  readonly short: string;
  /** Full, for the screen reader and the log: the warship's label, or "Hunter 1–8". */
  readonly label: string;
  readonly state: StripState;
  /** The event one tap sends (only for `next`). */
  readonly activate: GameEventBody | null;
}

export interface StripRow {
  readonly player: PlayerId;
  readonly units: readonly StripUnit[];
}

const onTable = (x: { status: string; pose: unknown }): boolean => x.status === 'deployed' && x.pose !== null;

/** The action phase's units in order (players in the chosen action order), or null outside the action phase. */
export function unitStripOf(s: GameState, x: Expected): StripRow[] | null {
  if (s.phase.kind !== 'action' || s.action.order === null) return null;
  const a = s.action.active;
  const goer = x.kind === 'activate' ? x.player : null;
  return s.action.order.map((p) => {
    const units: StripUnit[] = [];
    for (const ship of s.ships.filter((q) => q.owner === p && (onTable(q) || q.activated))) {
      const now = a?.kind === 'ship' && a.ship === ship.id;
      const state: StripState = now ? 'now' : ship.activated ? 'done' : goer === p && onTable(ship) ? 'next' : 'later';
      units.push({ key: ship.id, player: p, short: ship.id, label: ship.label, state, activate: state === 'next' ? { type: 'activateShip', player: p, ship: ship.id } : null });
    }
    const active = a?.kind === 'fighters' && a.player === p ? a.fighters : [];
    if (active.length > 0) units.push({ key: `${p}/wings-now`, player: p, short: wingsShort(active.length), label: wingsLabel(active), state: 'now', activate: null });
    // Wings that activated as a fighter unit and are still on the table (escorts activate with their warship).
    const doneWings = s.fighters.filter((f) => f.owner === p && f.activated && onTable(f) && !active.includes(f.id) && f.escorting === null);
    if (doneWings.length > 0) units.push({ key: `${p}/wings-done`, player: p, short: wingsShort(doneWings.length), label: wingsLabel(doneWings.map((f) => f.id)), state: 'done', activate: null });
    const left = fightersToActivate(s, p).map((f) => f.id);
    for (let i = 0; i < left.length; i += 8) {
      const group = left.slice(i, i + 8);
      const state: StripState = goer === p && i === 0 ? 'next' : 'later';
      units.push({ key: `${p}/wings-${i}`, player: p, short: wingsShort(group.length), label: wingsLabel(group), state, activate: state === 'next' ? { type: 'activateFighters', player: p, fighters: group } : null });
    }
    return { player: p, units };
  });
}

const wingsShort = (n: number): string => `${n} wing${n === 1 ? '' : 's'}`;

function wingsLabel(ids: readonly string[]): string {
  if (ids.length <= 2) return ids.join(' and ');
  return `${ids[0]} … ${ids[ids.length - 1]} (${ids.length} wings)`;
}

/**
 * The fighter unit a tapped wing belongs to: the wing and the nearest wings still to activate, eight or all remaining.
 * Rules: Kalidasia "Action Phase" — "eight fighter tokens. If a player has less than eight fighter tokens left to activate, they can activate all remaining".
 */
export function wingGroupAround(s: GameState, p: PlayerId, wing: string): string[] | null {
  const left = fightersToActivate(s, p);
  const me = left.find((f) => f.id === wing);
  if (!me?.pose) return null;
  const at = me.pose;
  const d = (f: (typeof left)[number]) => (f.pose ? Math.hypot(f.pose.x - at.x, f.pose.y - at.y) : Infinity);
  return [...left].sort((u, v) => d(u) - d(v)).slice(0, 8).map((f) => f.id);
}
