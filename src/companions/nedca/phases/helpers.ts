/**
 * What the phases of a Nedca turn share: refusals that name their section, house checks, payments, Influence,
 * leases, teams, elimination and the end of a turn. Pure.
 */
import { ok, refuse, type ApplyResult } from '../../shared/core/log';
import { LEASE_ATTACK_PENALTY } from '../rules/economy';
import { addResources, affordProblem, deltaProblem, noResources, type ResourceDelta } from '../rules/resources';
import { activeHouse, inGame, setHouse, teamMembers, type CardSide, type NedcaHouse, type NedcaState, type Phase } from '../rules/state';
import { TEAM_ATTACK_PENALTY } from '../rules/teams';
import { MAX_BUILDINGS, MAX_TECHNOLOGIES } from '../rules/tracks';
import { type UnitKind } from '../rules/units';

/** Units of a kind on the board that have not attacked this turn (an attacking unit is immobilised). */
// Rules: Nedca "BATTLE MECHANICS" — Basic Battle Mechanics ("once an attack action had been made, the attacking Unit can no longer move"); "TURN PHASES" — 3- Action Phase B
export function unspent(s: NedcaState, i: number, k: UnitKind): number {
  const h = s.houses[i];
  return h ? h.units[k] - Math.min(s.turn.attacked[k] ?? 0, h.units[k]) : 0;
}

export const cite = (section: string): string => ` (Rules: Nedca "${section}")`;
export const cited = (r: ApplyResult<NedcaState>, section: string): ApplyResult<NedcaState> => (r.ok || / \(Rules: Nedca "[^"]+"\)$/.test(r.reason) ? r : refuse(`${r.reason}${cite(section)}`));

export const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
export const validHouse = (s: NedcaState, i: unknown): i is number => isInt(i) && i >= 0 && i < s.houses.length && !(s.houses[i]?.eliminated ?? true);
export const nameOf = (s: NedcaState, i: number): string => s.houses[i]?.name ?? `House ${i + 1}`;

export function payFrom(s: NedcaState, i: number, cost: ResourceDelta, what: string): ApplyResult<NedcaState> {
  const h = s.houses[i] as NedcaHouse;
  const p = deltaProblem(cost, what, false) ?? affordProblem(h.resources, cost, what);
  return p ? refuse(p) : ok(setHouse(s, i, (x) => ({ ...x, resources: addResources(x.resources, cost, -1) })));
}

/** Influence moves on a track that starts at zero: it never goes below it. */
// Rules: Nedca "GAME SETUP" — 9. Influence (the tracker starts on "Zero")
export const addInfluence = (s: NedcaState, i: number, d: number): NedcaState => setHouse(s, i, (h) => ({ ...h, influence: Math.max(0, h.influence + d) }));

/** A card returning to its owner's board, or to the hand when the board is full. */
// Rules: Nedca "GAME MECHANICS" — Leasing (note: no vacant space → keep the card in hand)
export function returnCard(h: NedcaHouse, kind: CardSide, toHand: boolean): NedcaHouse {
  if (toHand) return { ...h, hand: h.hand + 1 };
  if (kind === 'building') return h.buildings < MAX_BUILDINGS ? { ...h, buildings: h.buildings + 1 } : { ...h, hand: h.hand + 1 };
  return h.technologies < MAX_TECHNOLOGIES ? { ...h, technologies: h.technologies + 1 } : { ...h, hand: h.hand + 1 };
}

/** Take one leased card of `kind` (or any) from lessee back to leaser. */
export function endLease(s: NedcaState, lessee: number, leaser: number, kind: CardSide | null, toHand: boolean): NedcaState {
  const h = s.houses[lessee] as NedcaHouse;
  const at = h.leases.findIndex((l) => l.from === leaser && (kind === null || l.kind === kind));
  if (at < 0) return s;
  const lease = h.leases[at] as { kind: CardSide };
  const cut = setHouse(s, lessee, (x) => ({ ...x, leases: x.leases.filter((_, j) => j !== at) }));
  return setHouse(cut, leaser, (x) => returnCard(x, lease.kind, toHand));
}

export function endAllLeasesBetween(s: NedcaState, a: number, b: number, toHand: boolean): { state: NedcaState; returned: number } {
  let st = s;
  let returned = 0;
  for (const [lessee, leaser] of [
    [a, b],
    [b, a],
  ] as const) {
    while ((st.houses[lessee]?.leases ?? []).some((l) => l.from === leaser)) {
      st = endLease(st, lessee, leaser, null, toHand);
      returned++;
    }
  }
  return { state: st, returned };
}

/**
 * The consequences of attacking another house: a team member leaves the team (−15 Influence instead
 * of the 9 Gold, their leases returned); a leaser's cards go back to its hand (−10 Influence each).
 */
// Rules: Nedca "GAME MECHANICS" — Joining and Leaving Teams (note); Leasing Buildings & Technology Cards
export function attackConsequences(s: NedcaState, me: number, target: number): NedcaState {
  let st = s;
  const mine = st.houses[me] as NedcaHouse;
  if (mine.team !== null && st.houses[target]?.team === mine.team) {
    st = leaveTeam(st, me);
    st = addInfluence(st, me, -TEAM_ATTACK_PENALTY);
  }
  const fromTarget = (st.houses[me]?.leases ?? []).filter((l) => l.from === target).length;
  for (let k = 0; k < fromTarget; k++) st = endLease(st, me, target, null, true);
  if (fromTarget > 0) st = addInfluence(st, me, -LEASE_ATTACK_PENALTY * fromTarget);
  return st;
}

/** Leave a team: leases with former team members are returned; a team left with one house dissolves. */
// Rules: Nedca "GAME MECHANICS" — Joining and Leaving Teams
export function leaveTeam(s: NedcaState, me: number): NedcaState {
  const team = s.houses[me]?.team ?? null;
  if (team === null) return s;
  let st = s;
  const mates = teamMembers(s, team).filter((i) => i !== me);
  for (const m of mates) st = endAllLeasesBetween(st, me, m, false).state;
  st = setHouse(st, me, (h) => ({ ...h, team: null }));
  if (mates.length === 1) st = setHouse(st, mates[0] as number, (h) => ({ ...h, team: null }));
  return st;
}

/**
 * A house whose Capital City is removed leaves play: its resources go to the attacker, its units leave
 * the board, cards it leased out become the lessees', cards it leased return to their leasers, its
 * Building, Technology, Special and Objective Cards are discarded. Its team loses with it.
 */
// Rules: Nedca "WINNING CONDITIONS" — 5- Military Force; "GAME MECHANICS" — Joining and Leaving Teams E
export function eliminate(s: NedcaState, target: number, by: number): NedcaState {
  const team = s.houses[target]?.team ?? null;
  const fallen = team === null ? [target] : [target, ...teamMembers(s, team).filter((i) => i !== target)];
  let st = s;
  for (const f of fallen) {
    const h = st.houses[f] as NedcaHouse;
    if (h.eliminated) continue;
    // Cards it leases from others go back to their leasers' boards.
    for (const l of h.leases) st = setHouse(st, l.from, (x) => returnCard(x, l.kind, false));
    // Cards others lease from it become theirs.
    st = {
      ...st,
      houses: st.houses.map((x, j) => {
        if (j === f) return x;
        let y = x;
        for (const l of x.leases.filter((q) => q.from === f)) y = returnCard(y, l.kind, false);
        return { ...y, leases: y.leases.filter((q) => q.from !== f), occupiedBy: y.occupiedBy === f ? null : y.occupiedBy };
      }),
    };
    const loot = st.houses[f]?.resources ?? noResources;
    st = setHouse(st, by, (x) => ({ ...x, resources: addResources(x.resources, loot) }));
    st = setHouse(st, f, (x) => ({
      ...x,
      resources: noResources,
      units: { worker: 0, knight: 0, archer: 0, cavalry: 0, siege: 0, elephant: 0 },
      cards: {},
      buildings: 0,
      technologies: 0,
      specials: 0,
      objectives: 0,
      gems: 0,
      hand: 0,
      shields: 0,
      shieldReserve: 0,
      capital: false,
      occupiedBy: null,
      team: null,
      leases: [],
      eliminated: true,
    }));
  }
  // A team left with a single member dissolves.
  if (team !== null) {
    const left = teamMembers(st, team);
    if (left.length === 1) st = setHouse(st, left[0] as number, (h) => ({ ...h, team: null }));
  }
  // The order of the round forgets the fallen houses (the playing house keeps its turn).
  const me = activeHouse(st);
  const order = st.turn.order.filter((i) => !st.houses[i]?.eliminated);
  return { ...st, turn: { ...st.turn, order, index: Math.max(0, order.indexOf(me)) } };
}

export const freshTurn = { phase: 'economy' as Phase, economyDone: false, researched: false, objectiveTaken: false, cityAttackBlocked: false, attacked: {}, freeRecruitTaken: false };

/** From the Cleanup Phase to the next house, or the end of the round. */
// Rules: Nedca "TURN PHASES" — 4- Cleanup Phase D; "VARIANCE" 3- Clockwise Gameplay; 2-player set-up
export function endTurn(s: NedcaState): NedcaState {
  const { turn } = s;
  const nextIndex = turn.index + 1;
  if (nextIndex < turn.order.length) return { ...s, turn: { ...turn, ...freshTurn, index: nextIndex } };
  const tokens = !s.clockwise && inGame(s).length >= 3;
  if (tokens) return { ...s, turn: { ...turn, ...freshTurn, awaitingOrder: true } };
  return { ...s, turn: { ...turn, ...freshTurn, round: turn.round + 1, index: 0 } };
}
