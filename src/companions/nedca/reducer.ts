/**
 * Nedca as an event log (DESIGN.md §1): state = events folded over `initialNedca(setup)`.
 * An illegal event is refused with a reason a player can read; dice are inside the events.
 */
import { ok, refuse, type ApplyResult } from '../shared/core/log';
import { battleProblem, dieProblem, resolveAssault, resolveBattle, type BattleInput, type BattleResult } from './rules/battle';
import { countOf, listOf, pluralOf, withArticle, withArticleCap } from '../../words';
import {
  LEASE_ATTACK_PENALTY,
  LEASE_CANCEL_FEE,
  LEASE_DEFAULT_PENALTY,
  LEASE_RETURN_FEE,
  MAX_LEASED_PER_LEASER,
  TILE_KINDS,
  economyIncome,
  leasePayment,
  type WorkerPlacement,
} from './rules/economy';
import { RESOURCE_NAMES, RESOURCES, addResources, affordProblem, deltaProblem, noResources, type ResourceDelta } from './rules/resources';
import { TEAM_ATTACK_PENALTY, TEAM_COUNT, TEAM_LEAVE_FEE, TEAM_JOIN_FEE, joinProblem } from './rules/teams';
import { CARD_PRICES, MAX_ACTIVE_SPECIALS, MAX_BUILDINGS, MAX_TECHNOLOGIES, GEMS_TO_WIN, nextBondCost, type CardKind } from './rules/tracks';
import { turnOrderProblem } from './rules/turnOrder';
import {
  PHASES,
  PHASE_NAMES,
  activeHouse,
  capitalsControlled,
  handExcess,
  inGame,
  levelOf,
  setHouse,
  standings,
  teamMembers,
  type CardSide,
  type NedcaHouse,
  type NedcaState,
  type Phase,
} from './rules/state';
import { CARD_SLOT, UNIT_KINDS, UNIT_LEVEL, UNIT_NAMES, UNIT_SUPPLY, isMilitary, statsOf, type UnitCard, type UnitKind } from './rules/units';
import { checkVictory, influenceVerdict } from './rules/victory';

export type DiceOrigin = 'entered' | 'rolled';

export type NedcaEvent =
  // Turn flow
  | { readonly type: 'nextPhase' }
  | { readonly type: 'drawOrder'; readonly order: readonly number[]; readonly seed?: number }
  // Economy Phase
  | { readonly type: 'economy'; readonly workers: WorkerPlacement; readonly extra?: ResourceDelta; readonly influence?: number }
  | { readonly type: 'leaseDefault'; readonly leaser: number }
  // Any time: card effects, events, trades
  | { readonly type: 'adjust'; readonly house: number; readonly delta: ResourceDelta; readonly note?: string }
  | { readonly type: 'transfer'; readonly from: number; readonly to: number; readonly delta: ResourceDelta; readonly note?: string }
  | { readonly type: 'influence'; readonly house: number; readonly delta: number; readonly note?: string }
  | { readonly type: 'hand'; readonly house: number; readonly delta: number; readonly note?: string }
  | { readonly type: 'activateSpecial'; readonly house: number; readonly slot: 'player' | 'board' | 'once'; readonly target?: number; readonly influence?: number }
  | { readonly type: 'removeSpecial'; readonly house: number }
  | { readonly type: 'unitCard'; readonly house: number; readonly kind: UnitKind; readonly card: UnitCard | null }
  | { readonly type: 'removeUnit'; readonly house: number; readonly kind: UnitKind; readonly note?: string }
  | { readonly type: 'objective' }
  // Operations Phase
  | { readonly type: 'buyCard'; readonly kind: CardKind }
  | { readonly type: 'build'; readonly cost: ResourceDelta; readonly influence: number }
  | { readonly type: 'research'; readonly cost: ResourceDelta; readonly influence: number; readonly fromDisplay: boolean; readonly gem: boolean }
  | { readonly type: 'sellCard'; readonly kind: CardSide; readonly price: number; readonly gem?: boolean }
  | { readonly type: 'buyBond' }
  | { readonly type: 'recruit'; readonly kind: UnitKind; readonly cost: ResourceDelta }
  | { readonly type: 'freeRecruit' }
  | { readonly type: 'placeShield' }
  | { readonly type: 'joinTeam'; readonly team: number; readonly houses: readonly number[] }
  | { readonly type: 'leaveTeam' }
  | { readonly type: 'lease'; readonly leaser: number; readonly kind: CardSide }
  | { readonly type: 'returnLease'; readonly lessee: number; readonly leaser: number; readonly kind: CardSide }
  // Action Phase
  | {
      readonly type: 'battle';
      readonly attacker: UnitKind;
      readonly defender: { readonly house: number; readonly kind: UnitKind };
      readonly distance: number;
      readonly attackDie: number;
      readonly defenceDie: number;
      readonly attackMod?: number;
      readonly defenceMod?: number;
      readonly origin?: DiceOrigin;
    }
  | { readonly type: 'occupy'; readonly city: number; readonly by: number | null; readonly kind?: UnitKind }
  | { readonly type: 'assault'; readonly city: number; readonly kind: UnitKind; readonly die: number; readonly mod?: number; readonly origin?: DiceOrigin }
  // The table agrees to stop: the most Influence wins
  | { readonly type: 'endGame' };

/** Which phase of the playing house's turn each event belongs to (none: any time). */
const PHASE_OF: Readonly<Partial<Record<NedcaEvent['type'], Phase>>> = {
  economy: 'economy',
  leaseDefault: 'economy',
  buyCard: 'operations',
  build: 'operations',
  research: 'operations',
  sellCard: 'operations',
  buyBond: 'operations',
  recruit: 'operations',
  freeRecruit: 'operations',
  placeShield: 'operations',
  joinTeam: 'operations',
  leaveTeam: 'operations',
  lease: 'operations',
  returnLease: 'operations',
  battle: 'action',
  occupy: 'action',
  assault: 'action',
};

/** Units of a kind on the board that have not attacked this turn (an attacking unit is immobilised). */
// Rules: Nedca "BATTLE MECHANICS" — Basic Battle Mechanics ("once an attack action had been made, the attacking Unit can no longer move"); "TURN PHASES" — 3- Action Phase B
function unspent(s: NedcaState, i: number, k: UnitKind): number {
  const h = s.houses[i];
  return h ? h.units[k] - Math.min(s.turn.attacked[k] ?? 0, h.units[k]) : 0;
}

/** The rulebook section each kind of event is checked against (named in every refusal). */
export const SECTION_OF: Readonly<Record<NedcaEvent['type'], string>> = {
  nextPhase: 'TURN PHASES',
  drawOrder: 'TURN PHASES — 4- Cleanup Phase D',
  economy: 'TURN PHASES — 1- Economy Phase',
  leaseDefault: 'GAME MECHANICS — Leasing Buildings & Technology Cards',
  adjust: 'TURN PHASES — 2- Operations Phase',
  transfer: 'TURN PHASES — 2- Operations Phase',
  influence: 'WINNING CONDITIONS — 1- Influence',
  hand: 'TURN PHASES — 4- Cleanup Phase',
  activateSpecial: 'CARD TYPES — Special Cards',
  removeSpecial: 'CARD TYPES — Special Cards',
  unitCard: 'SPECIAL UNITS AND UPGRADES',
  removeUnit: 'BATTLE MECHANICS',
  objective: 'CARD TYPES — Objective Cards',
  buyCard: 'CARD TYPES',
  build: 'CARD TYPES — Building Cards',
  research: 'CARD TYPES — Technology Cards',
  sellCard: 'TURN PHASES — 2- Operations Phase B',
  buyBond: 'WINNING CONDITIONS — 2- Bonds',
  recruit: 'IMPORTANT CONCEPTS — Recruiting Units',
  freeRecruit: 'IMPORTANT CONCEPTS — Recruiting Units',
  placeShield: 'PLAYER SETUP — Defense Shields',
  joinTeam: 'GAME MECHANICS — Joining and Leaving Teams',
  leaveTeam: 'GAME MECHANICS — Joining and Leaving Teams',
  lease: 'GAME MECHANICS — Leasing Buildings & Technology Cards',
  returnLease: 'GAME MECHANICS — Leasing Buildings & Technology Cards',
  battle: 'BATTLE MECHANICS — Basic Battle Mechanics',
  occupy: 'BATTLE MECHANICS — Basic Battle Mechanics',
  assault: 'WINNING CONDITIONS — 5- Military Force',
  endGame: 'WINNING CONDITIONS',
};

const cite = (section: string): string => ` (Rules: Nedca "${section}")`;
const cited = (r: ApplyResult<NedcaState>, section: string): ApplyResult<NedcaState> => (r.ok || / \(Rules: Nedca "[^"]+"\)$/.test(r.reason) ? r : refuse(`${r.reason}${cite(section)}`));

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
const validHouse = (s: NedcaState, i: unknown): i is number => isInt(i) && i >= 0 && i < s.houses.length && !(s.houses[i]?.eliminated ?? true);
const nameOf = (s: NedcaState, i: number): string => s.houses[i]?.name ?? `House ${i + 1}`;

function payFrom(s: NedcaState, i: number, cost: ResourceDelta, what: string): ApplyResult<NedcaState> {
  const h = s.houses[i] as NedcaHouse;
  const p = deltaProblem(cost, what, false) ?? affordProblem(h.resources, cost, what);
  return p ? refuse(p) : ok(setHouse(s, i, (x) => ({ ...x, resources: addResources(x.resources, cost, -1) })));
}

/** Influence moves on a track that starts at zero: it never goes below it. */
// Rules: Nedca "GAME SETUP" — 9. Influence (the tracker starts on "Zero")
const addInfluence = (s: NedcaState, i: number, d: number): NedcaState => setHouse(s, i, (h) => ({ ...h, influence: Math.max(0, h.influence + d) }));

/** A card returning to its owner's board, or to the hand when the board is full. */
// Rules: Nedca "GAME MECHANICS" — Leasing (note: no vacant space → keep the card in hand)
function returnCard(h: NedcaHouse, kind: CardSide, toHand: boolean): NedcaHouse {
  if (toHand) return { ...h, hand: h.hand + 1 };
  if (kind === 'building') return h.buildings < MAX_BUILDINGS ? { ...h, buildings: h.buildings + 1 } : { ...h, hand: h.hand + 1 };
  return h.technologies < MAX_TECHNOLOGIES ? { ...h, technologies: h.technologies + 1 } : { ...h, hand: h.hand + 1 };
}

/** Take one leased card of `kind` (or any) from lessee back to leaser. */
function endLease(s: NedcaState, lessee: number, leaser: number, kind: CardSide | null, toHand: boolean): NedcaState {
  const h = s.houses[lessee] as NedcaHouse;
  const at = h.leases.findIndex((l) => l.from === leaser && (kind === null || l.kind === kind));
  if (at < 0) return s;
  const lease = h.leases[at] as { kind: CardSide };
  const cut = setHouse(s, lessee, (x) => ({ ...x, leases: x.leases.filter((_, j) => j !== at) }));
  return setHouse(cut, leaser, (x) => returnCard(x, lease.kind, toHand));
}

function endAllLeasesBetween(s: NedcaState, a: number, b: number, toHand: boolean): { state: NedcaState; returned: number } {
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
function attackConsequences(s: NedcaState, me: number, target: number): NedcaState {
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
function leaveTeam(s: NedcaState, me: number): NedcaState {
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
function eliminate(s: NedcaState, target: number, by: number): NedcaState {
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

const freshTurn = { phase: 'economy' as Phase, economyDone: false, researched: false, objectiveTaken: false, cityAttackBlocked: false, attacked: {}, freeRecruitTaken: false };

/** From the Cleanup Phase to the next house, or the end of the round. */
// Rules: Nedca "TURN PHASES" — 4- Cleanup Phase D; "VARIANCE" 3- Clockwise Gameplay; 2-player set-up
function endTurn(s: NedcaState): NedcaState {
  const { turn } = s;
  const nextIndex = turn.index + 1;
  if (nextIndex < turn.order.length) return { ...s, turn: { ...turn, ...freshTurn, index: nextIndex } };
  const tokens = !s.clockwise && inGame(s).length >= 3;
  if (tokens) return { ...s, turn: { ...turn, ...freshTurn, awaitingOrder: true } };
  return { ...s, turn: { ...turn, ...freshTurn, round: turn.round + 1, index: 0 } };
}

function applyInner(s: NedcaState, e: NedcaEvent): ApplyResult<NedcaState> {
  const me = activeHouse(s);
  const self = s.houses[me] as NedcaHouse;
  if (s.turn.awaitingOrder && e.type !== 'drawOrder' && e.type !== 'endGame') return refuse('The round is over: draw the Player Turn Tokens for the next round first.');
  const phase = PHASE_OF[e.type];
  if (phase && phase !== s.turn.phase) return refuse(`That belongs to the ${PHASE_NAMES[phase]}; ${self.name} is in the ${PHASE_NAMES[s.turn.phase]}.${cite('TURN PHASES')}`);
  if (phase === 'operations' || phase === 'action') {
    if (!s.turn.economyDone) return refuse(`Resolve the Economy Phase first.${cite('TURN PHASES — 1- Economy Phase')}`);
  }
  switch (e.type) {
    // Rules: Nedca "TURN PHASES" (four phases in order; Economy "before commencing with any other steps"; Cleanup C hand limit)
    case 'nextPhase': {
      if (s.turn.phase === 'economy' && !s.turn.economyDone) return refuse('Collect the Economy Phase first (capitals, workers, team Gold, leases).');
      if (s.turn.phase === 'cleanup') {
        const over = handExcess(self);
        if (over > 0) return refuse(`${self.name} holds ${countOf(self.hand, 'card')}: discard or sell ${over} before the turn ends (hand limit 7).`);
        return ok(endTurn(s));
      }
      const next = PHASES[PHASES.indexOf(s.turn.phase) + 1] as Phase;
      return ok({ ...s, turn: { ...s.turn, phase: next } });
    }
    // Rules: Nedca "TURN PHASES" — 4- Cleanup Phase D
    case 'drawOrder': {
      if (!s.turn.awaitingOrder) return refuse('The turn order is drawn only when every house has played its turn.');
      const last = s.turn.order[s.turn.order.length - 1] ?? null;
      const p = turnOrderProblem(e.order, inGame(s), last, true);
      if (p) return refuse(p);
      return ok({ ...s, turn: { ...s.turn, ...freshTurn, round: s.turn.round + 1, order: [...e.order], index: 0, awaitingOrder: false } });
    }
    // Rules: Nedca "TURN PHASES" — 1- Economy Phase A–F; "GAME MECHANICS" — Leasing (payments in the lessee's Economy Phase)
    case 'economy': {
      if (s.turn.economyDone) return refuse('The Economy Phase has already been collected this turn.');
      const counts = TILE_KINDS.map((t) => e.workers[t] ?? 0);
      if (!counts.every((n) => isInt(n) && n >= 0)) return refuse('Workers per tile must be whole numbers of at least 0.');
      const placed = counts.reduce((a, b) => a + b, 0);
      if (placed > self.units.worker) return refuse(`${self.name} has ${countOf(self.units.worker, 'Worker')} on the board, not ${placed}.`);
      const extraP = deltaProblem(e.extra ?? {}, 'Card income', true);
      if (extraP) return refuse(extraP);
      if (e.influence !== undefined && !isInt(e.influence)) return refuse('Influence change must be a whole number.');
      const inc = economyIncome(capitalsControlled(s, me), e.workers, teamMembers(s, self.team).length);
      let resources = addResources(addResources(addResources(self.resources, { gold: inc.capitalGold + inc.teamGold }), inc.workers), e.extra ?? {});
      const neg = RESOURCES.find((r) => resources[r] < 0);
      if (neg) return refuse(`Card income would leave ${self.name} with ${resources[neg]} ${RESOURCE_NAMES[neg]}.`);
      const kept: Partial<Record<(typeof TILE_KINDS)[number], number>> = {};
      for (const t of TILE_KINDS) if ((e.workers[t] ?? 0) > 0) kept[t] = e.workers[t] as number;
      let st = setHouse(s, me, (h) => ({ ...h, resources, workers: kept }));
      for (const leaser of [...new Set(self.leases.map((l) => l.from))]) {
        const n = self.leases.filter((l) => l.from === leaser).length;
        const due = leasePayment(n, self.team !== null && s.houses[leaser]?.team === self.team);
        if (due > resources.gold) {
          return refuse(`${self.name} owes ${nameOf(s, leaser)} ${due} Gold for ${countOf(n, 'leased card')} but would have ${resources.gold}: sell assets first, or default on a lease.`);
        }
        resources = addResources(resources, { gold: -due });
        st = setHouse(st, me, (h) => ({ ...h, resources }));
        st = setHouse(st, leaser, (h) => ({ ...h, resources: addResources(h.resources, { gold: due }) }));
      }
      st = addInfluence(st, me, e.influence ?? 0);
      return ok({ ...st, turn: { ...st.turn, economyDone: true } });
    }
    // Rules: Nedca "GAME MECHANICS" — Leasing ("unable to pay … the card is returned to the leaser's hand, and 3 points are deducted")
    case 'leaseDefault': {
      if (s.turn.economyDone) return refuse('Lease payments are settled in the Economy Phase, before collecting.');
      if (!self.leases.some((l) => l.from === e.leaser)) return refuse(`${self.name} leases nothing from ${nameOf(s, e.leaser)}.`);
      return ok(addInfluence(endLease(s, me, e.leaser, null, true), me, -LEASE_DEFAULT_PENALTY));
    }
    case 'adjust': {
      if (!validHouse(s, e.house)) return refuse('Choose a house still in the game.');
      const p = deltaProblem(e.delta, 'Change', true);
      if (p) return refuse(p);
      const after = addResources((s.houses[e.house] as NedcaHouse).resources, e.delta);
      const neg = RESOURCES.find((r) => after[r] < 0);
      if (neg) return refuse(`${nameOf(s, e.house)} has only ${after[neg] - (e.delta[neg] ?? 0)} ${RESOURCE_NAMES[neg]}.`);
      return ok(setHouse(s, e.house, (h) => ({ ...h, resources: after })));
    }
    // Rules: Nedca "TURN PHASES" — 2- Operations Phase A/B (buying and selling between houses)
    case 'transfer': {
      if (!validHouse(s, e.from) || !validHouse(s, e.to) || e.from === e.to) return refuse('Choose two different houses still in the game.');
      const paid = payFrom(s, e.from, e.delta, `${nameOf(s, e.from)}'s payment`);
      if (!paid.ok) return paid;
      return ok(setHouse(paid.state, e.to, (h) => ({ ...h, resources: addResources(h.resources, e.delta) })));
    }
    case 'influence': {
      if (!validHouse(s, e.house)) return refuse('Choose a house still in the game.');
      if (!isInt(e.delta) || e.delta === 0) return refuse('Influence changes by a whole, non-zero amount.');
      return ok(addInfluence(s, e.house, e.delta));
    }
    case 'hand': {
      if (!validHouse(s, e.house)) return refuse('Choose a house still in the game.');
      if (!isInt(e.delta) || e.delta === 0) return refuse('Cards change by a whole, non-zero number.');
      const h = s.houses[e.house] as NedcaHouse;
      if (h.hand + e.delta < 0) return refuse(`${h.name} holds only ${countOf(h.hand, 'card')}.`);
      return ok(setHouse(s, e.house, (x) => ({ ...x, hand: x.hand + e.delta })));
    }
    // Rules: Nedca "CARD TYPES" — Special Cards (activated at any time; 3 active on a player board; attach to another's vacant slot)
    case 'activateSpecial': {
      if (!validHouse(s, e.house)) return refuse('Choose a house still in the game.');
      const h = s.houses[e.house] as NedcaHouse;
      if (h.hand < 1) return refuse(`${h.name} has no card in hand to activate.`);
      if (e.influence !== undefined && !isInt(e.influence)) return refuse('Influence change must be a whole number.');
      let st = setHouse(s, e.house, (x) => ({ ...x, hand: x.hand - 1 }));
      if (e.slot === 'player') {
        const target = e.target ?? e.house;
        if (!validHouse(s, target)) return refuse('Attach the card to a house still in the game.');
        const t = st.houses[target] as NedcaHouse;
        if (t.specials >= MAX_ACTIVE_SPECIALS) return refuse(`${t.name} already has ${MAX_ACTIVE_SPECIALS} active Special Cards: discard one first.`);
        st = setHouse(st, target, (x) => ({ ...x, specials: x.specials + 1 }));
      }
      return ok(addInfluence(st, e.house, e.influence ?? 0));
    }
    case 'removeSpecial': {
      if (!validHouse(s, e.house)) return refuse('Choose a house still in the game.');
      if ((s.houses[e.house] as NedcaHouse).specials < 1) return refuse(`${nameOf(s, e.house)} has no active Special Card.`);
      return ok(setHouse(s, e.house, (h) => ({ ...h, specials: h.specials - 1 })));
    }
    // Rules: Nedca "GAME MACHANICS" — Unit Upgrades / Special Unit Cards (free; replaces the previous card)
    case 'unitCard': {
      if (!validHouse(s, e.house)) return refuse('Choose a house still in the game.');
      if (!(UNIT_KINDS as readonly string[]).includes(e.kind)) return refuse(`"${e.kind}" is not a unit.`);
      if (e.card !== null && CARD_SLOT[e.card] !== e.kind) return refuse(`The ${e.card} card goes on the ${UNIT_NAMES[CARD_SLOT[e.card]]} space.`);
      return ok(setHouse(s, e.house, (h) => {
        const cards = { ...h.cards };
        if (e.card === null) delete cards[e.kind];
        else cards[e.kind] = e.card;
        return { ...h, cards };
      }));
    }
    case 'removeUnit': {
      if (!validHouse(s, e.house)) return refuse('Choose a house still in the game.');
      if (((s.houses[e.house] as NedcaHouse).units[e.kind] ?? 0) < 1) return refuse(`${nameOf(s, e.house)} has no ${UNIT_NAMES[e.kind]} on the board.`);
      return ok(setHouse(s, e.house, (h) => ({ ...h, units: { ...h.units, [e.kind]: h.units[e.kind] - 1 } })));
    }
    // Rules: Nedca "CARD TYPES" — Objective Cards ("Only 1 Objective can be obtained during a players turn"); "INTRODUCTORY TO CARDS" — I
    case 'objective': {
      if (s.turn.objectiveTaken) return refuse('Only one Objective can be collected per turn; a second one can be collected next turn if still met.');
      return ok({ ...setHouse(s, me, (h) => ({ ...h, objectives: h.objectives + 1 })), turn: { ...s.turn, objectiveTaken: true } });
    }
    // Rules: Nedca "CARD TYPES" — buying cards (Building 3, Technology 3, Special 5 Gold)
    case 'buyCard': {
      const price = CARD_PRICES[e.kind];
      if (price === undefined) return refuse(`"${String(e.kind)}" is not a card type for sale.`);
      const paid = payFrom(s, me, { gold: price }, withArticleCap(`${e.kind} card`));
      return paid.ok ? ok(setHouse(paid.state, me, (h) => ({ ...h, hand: h.hand + 1 }))) : paid;
    }
    // Rules: Nedca "CARD TYPES" — Building Cards (from hand, pay the cost, up to 10, Influence as printed)
    case 'build': {
      if (self.hand < 1) return refuse('A Building Card is constructed from the hand: the hand is empty.');
      if (self.buildings >= MAX_BUILDINGS) return refuse(`${MAX_BUILDINGS} Building Cards already: sell or lease one out first.`);
      if (!isInt(e.influence)) return refuse('Influence change must be a whole number.');
      const paid = payFrom(s, me, e.cost, 'This building');
      if (!paid.ok) return paid;
      return ok(addInfluence(setHouse(paid.state, me, (h) => ({ ...h, hand: h.hand - 1, buildings: h.buildings + 1 })), me, e.influence));
    }
    // Rules: Nedca "CARD TYPES" — Technology Cards (one research per turn, from hand or the display, up to 10); Gems
    case 'research': {
      if (s.turn.researched) return refuse('Only one Technology Card can be researched per turn.');
      if (!e.fromDisplay && self.hand < 1) return refuse('No card in hand: research one of the 5 displayed Technology Cards instead.');
      if (self.technologies >= MAX_TECHNOLOGIES) return refuse(`${MAX_TECHNOLOGIES} Technology Cards already: sell or lease one out first.`);
      if (e.gem && self.gems >= GEMS_TO_WIN) return refuse(`There are only ${GEMS_TO_WIN} Sacred Gems.`);
      if (!isInt(e.influence)) return refuse('Influence change must be a whole number.');
      const paid = payFrom(s, me, e.cost, 'This technology');
      if (!paid.ok) return paid;
      const st = setHouse(paid.state, me, (h) => ({ ...h, hand: h.hand - (e.fromDisplay ? 0 : 1), technologies: h.technologies + 1, gems: h.gems + (e.gem ? 1 : 0) }));
      return ok(addInfluence({ ...st, turn: { ...st.turn, researched: true } }, me, e.influence));
    }
    // Rules: Nedca "TURN PHASES" — 2- Operations Phase B (sell a constructed building / researched technology)
    case 'sellCard': {
      if (!isInt(e.price) || e.price < 0) return refuse('The selling price must be a whole number of Gold, at least 0.');
      if (e.kind === 'building' && self.buildings < 1) return refuse('No constructed Building Card to sell.');
      if (e.kind === 'technology' && self.technologies < 1) return refuse('No researched Technology Card to sell.');
      if (e.gem && self.gems < 1) return refuse('No Sacred Gem researched.');
      return ok(
        setHouse(s, me, (h) => ({
          ...h,
          buildings: h.buildings - (e.kind === 'building' ? 1 : 0),
          technologies: h.technologies - (e.kind === 'technology' ? 1 : 0),
          gems: h.gems - (e.gem ? 1 : 0),
          resources: addResources(h.resources, { gold: e.price }),
        })),
      );
    }
    // Rules: Nedca "TURN PHASES" — 2- Operations Phase C; "WINNING CONDITIONS" — 2- Bonds
    case 'buyBond': {
      const cost = nextBondCost(self.bonds);
      if (cost === null) return refuse('The Bonds Chart is complete.');
      const paid = payFrom(s, me, { gold: cost }, `Bond ${self.bonds + 1}`);
      return paid.ok ? ok(setHouse(paid.state, me, (h) => ({ ...h, bonds: h.bonds + 1 }))) : paid;
    }
    // Rules: Nedca "IMPORTANT CONCEPTS" — Recruiting Units; "TURN PHASES" — 2- Operations Phase F
    case 'recruit': {
      if (!(UNIT_KINDS as readonly string[]).includes(e.kind)) return refuse(`"${e.kind}" is not a unit.`);
      const need = UNIT_LEVEL[e.kind];
      const lv = levelOf(s, me);
      if (lv < need) return refuse(`${UNIT_NAMES[e.kind]} needs level ${need}; ${self.name} is level ${lv} (Influence or Bonds).`);
      if (self.units[e.kind] >= UNIT_SUPPLY[e.kind]) return refuse(`All ${UNIT_SUPPLY[e.kind]} of ${self.name}'s ${UNIT_NAMES[e.kind]} units are on the board.`);
      if (!RESOURCES.some((r) => ((e.cost as ResourceDelta)[r] ?? 0) > 0)) {
        return refuse(`Type the recruiting cost shown on the player board for ${withArticle(UNIT_NAMES[e.kind])}: a unit is never free (the free units are a separate action).`);
      }
      const paid = payFrom(s, me, e.cost, withArticleCap(UNIT_NAMES[e.kind]));
      return paid.ok ? ok(setHouse(paid.state, me, (h) => ({ ...h, units: { ...h.units, [e.kind]: h.units[e.kind] + 1 } }))) : paid;
    }
    // Rules: Nedca "IMPORTANT CONCEPTS" — Recruiting Units ("Capital City is under enemy control and they have no Units": 2 free Knights and 1 free Worker)
    case 'freeRecruit': {
      if (s.turn.freeRecruitTaken) return refuse('The free units have already been taken this turn.');
      if (self.occupiedBy === null) return refuse('Free units are only for a house whose Capital City is under enemy control.');
      if (UNIT_KINDS.some((k) => self.units[k] > 0)) return refuse(`${self.name} still has units on the Game Board.`);
      const st = setHouse(s, me, (h) => ({ ...h, units: { ...h.units, knight: h.units.knight + 2, worker: h.units.worker + 1 } }));
      return ok({ ...st, turn: { ...st.turn, freeRecruitTaken: true } });
    }
    // Interpretation: the third shield kept on the player board may be placed on the City Tile in the Operations Phase.
    // Rules: Nedca "PLAYER SETUP" — Defense Shields
    case 'placeShield': {
      if (self.shieldReserve < 1) return refuse('No Defense Shield left on the player board.');
      if (!self.capital) return refuse('The Capital City has fallen.');
      if (self.occupiedBy !== null) return refuse(`${nameOf(s, self.occupiedBy)} occupies the City Tile.`);
      return ok(setHouse(s, me, (h) => ({ ...h, shields: h.shields + 1, shieldReserve: h.shieldReserve - 1 })));
    }
    // Rules: Nedca "GAME MECHANICS" — Joining and Leaving Teams
    case 'joinTeam': {
      if (!isInt(e.team) || e.team < 0 || e.team >= TEAM_COUNT) return refuse(`There are ${TEAM_COUNT} Team Houses (1–${TEAM_COUNT}).`);
      if (!e.houses.includes(me)) return refuse(`${self.name} can only join (or bring a partner into) a team during its own Operations Phase.`);
      if (new Set(e.houses).size !== e.houses.length || !e.houses.every((h) => validHouse(s, h))) return refuse('Choose different houses still in the game.');
      const before = teamMembers(s, e.team).length;
      const p = joinProblem(
        s.houses.length,
        e.houses.map((i) => ({ name: nameOf(s, i), level: levelOf(s, i), gold: s.houses[i]?.resources.gold ?? 0, team: s.houses[i]?.team ?? null })),
        before,
        inGame(s).length,
      );
      if (p) return refuse(p);
      let st = s;
      for (const i of e.houses) st = setHouse(st, i, (h) => ({ ...h, team: e.team, resources: addResources(h.resources, { gold: -TEAM_JOIN_FEE }) }));
      return ok(st);
    }
    case 'leaveTeam': {
      if (self.team === null) return refuse(`${self.name} is not in a team.`);
      const paid = payFrom(s, me, { gold: TEAM_LEAVE_FEE }, 'Leaving a team');
      return paid.ok ? ok(leaveTeam(paid.state, me)) : paid;
    }
    // Rules: Nedca "GAME MECHANICS" — Leasing Buildings & Technology Cards (3 from each house; constructed/researched cards only)
    case 'lease': {
      if (!validHouse(s, e.leaser) || e.leaser === me) return refuse('Lease from another house still in the game.');
      const l = s.houses[e.leaser] as NedcaHouse;
      if ((e.kind === 'building' ? l.buildings : l.technologies) < 1) return refuse(`${l.name} has no ${e.kind === 'building' ? 'constructed Building' : 'researched Technology'} Card to lease.`);
      if (self.leases.filter((x) => x.from === e.leaser).length >= MAX_LEASED_PER_LEASER) return refuse(`Already ${MAX_LEASED_PER_LEASER} cards leased from ${l.name}.`);
      const st = setHouse(s, e.leaser, (h) => ({ ...h, buildings: h.buildings - (e.kind === 'building' ? 1 : 0), technologies: h.technologies - (e.kind === 'technology' ? 1 : 0) }));
      return ok(setHouse(st, me, (h) => ({ ...h, leases: [...h.leases, { from: e.leaser, kind: e.kind }] })));
    }
    // Rules: Nedca "GAME MECHANICS" — Leasing (lessee returns for 3 Gold a card; leaser cancels for 5)
    case 'returnLease': {
      if (!validHouse(s, e.lessee) || !validHouse(s, e.leaser)) return refuse('Choose houses still in the game.');
      if (me !== e.lessee && me !== e.leaser) return refuse(`Only the lessee or the leaser can end a lease, in its own Operations Phase.`);
      if (!(s.houses[e.lessee] as NedcaHouse).leases.some((l) => l.from === e.leaser && l.kind === e.kind)) return refuse(`${nameOf(s, e.lessee)} leases no ${e.kind} card from ${nameOf(s, e.leaser)}.`);
      const fee = me === e.lessee ? LEASE_RETURN_FEE : LEASE_CANCEL_FEE;
      const paid = payFrom(s, me, { gold: fee }, me === e.lessee ? 'Returning a leased card' : 'Cancelling a lease');
      return paid.ok ? ok(endLease(paid.state, e.lessee, e.leaser, e.kind, false)) : paid;
    }
    // Rules: Nedca "BATTLE MECHANICS" — Basic Battle Mechanics ("Each Unit can attack once per Action Phase"; a tie: no more attacks); "TURN PHASES" — 3- Action Phase B
    case 'battle': {
      if (!validHouse(s, e.defender.house) || e.defender.house === me) return refuse('Attack a unit of another house still in the game.');
      if (!(UNIT_KINDS as readonly string[]).includes(e.attacker) || !(UNIT_KINDS as readonly string[]).includes(e.defender.kind)) return refuse('Choose the units by kind.');
      if (self.units[e.attacker] < 1) return refuse(`${self.name} has no ${UNIT_NAMES[e.attacker]} on the board.`);
      const d = s.houses[e.defender.house] as NedcaHouse;
      if (d.units[e.defender.kind] < 1) return refuse(`${d.name} has no ${UNIT_NAMES[e.defender.kind]} on the board.`);
      const done = Math.min(s.turn.attacked[e.attacker] ?? 0, self.units[e.attacker]);
      if (done >= self.units[e.attacker]) {
        return refuse(`Each unit attacks once per Action Phase: ${self.units[e.attacker] === 1 ? `${self.name}'s only ${UNIT_NAMES[e.attacker]} has` : `all ${self.units[e.attacker]} of ${self.name}'s ${pluralOf(UNIT_NAMES[e.attacker])} have`} attacked (or tied) this turn.`);
      }
      const a = statsOf(e.attacker, self.cards[e.attacker]);
      const ds = statsOf(e.defender.kind, d.cards[e.defender.kind]);
      if (isInt(e.distance) && e.distance > a.rng) return refuse(`The target is ${e.distance} spaces away; the attacker's Range is ${a.rng}.`);
      const input = { atk: a.atk, def: ds.def, defRange: ds.rng, distance: e.distance, attackDie: e.attackDie, defenceDie: e.defenceDie, attackMod: e.attackMod ?? 0, defenceMod: e.defenceMod ?? 0 };
      const p = battleProblem(input);
      if (p) return refuse(p);
      const r = resolveBattle(input);
      // The attacker is spent for the turn (a tie included); if it falls it no longer counts.
      let st: NedcaState = { ...s, turn: { ...s.turn, attacked: { ...s.turn.attacked, [e.attacker]: done + (r.winner === 'defender' ? 0 : 1) } } };
      st = attackConsequences(st, me, e.defender.house);
      if (r.winner === 'attacker') st = setHouse(st, e.defender.house, (h) => ({ ...h, units: { ...h.units, [e.defender.kind]: h.units[e.defender.kind] - 1 } }));
      if (r.winner === 'defender') st = setHouse(st, me, (h) => ({ ...h, units: { ...h.units, [e.attacker]: h.units[e.attacker] - 1 } }));
      return ok(st);
    }
    // Rules: Nedca "WINNING CONDITIONS" — 5- Military Force (a military unit moves into the City Tile); 1 unit per City Tile
    case 'occupy': {
      if (!validHouse(s, e.city) || e.city === me) return refuse('Choose another house\'s City Tile.');
      const c = s.houses[e.city] as NedcaHouse;
      if (!c.capital) return refuse(`${c.name}'s Capital City has already fallen.`);
      if (e.by === null) {
        if (c.occupiedBy !== me) return refuse(`${self.name} does not occupy ${c.name}'s City Tile.`);
        return ok(setHouse(s, e.city, (h) => ({ ...h, occupiedBy: null })));
      }
      if (e.by !== me) return refuse('Only the playing house moves units in its Action Phase.');
      if (c.occupiedBy !== null) return refuse(`${nameOf(s, c.occupiedBy)} already occupies ${c.name}'s City Tile (one unit per City Tile).`);
      if (e.kind !== undefined && (!(UNIT_KINDS as readonly string[]).includes(e.kind) || !isMilitary(e.kind))) return refuse('Only a military unit occupies a City Tile.');
      const kinds = e.kind === undefined ? UNIT_KINDS.filter(isMilitary) : [e.kind];
      if (!kinds.some((k) => self.units[k] > 0)) return refuse(`${self.name} has no military unit on the board${e.kind === undefined ? '' : ` of that kind (${UNIT_NAMES[e.kind]})`}.`);
      const fresh = kinds.filter((k) => unspent(s, me, k) > 0);
      if (fresh.length === 0) {
        const spent = kinds.filter((k) => self.units[k] > 0).map((k) => UNIT_NAMES[k]);
        return refuse(`Every ${listOf(spent)} of ${self.name} has attacked this turn and can no longer move.`);
      }
      return ok(setHouse(s, e.city, (h) => ({ ...h, occupiedBy: me })));
    }
    // Rules: Nedca "WINNING CONDITIONS" — 5- Military Force; "GAME BOARD LAYOUT" — City Tile Defense
    case 'assault': {
      if (!validHouse(s, e.city) || e.city === me) return refuse('Choose another house\'s City Tile.');
      const c = s.houses[e.city] as NedcaHouse;
      if (c.occupiedBy !== me) return refuse(`Occupy ${c.name}'s City Tile with a military unit first.`);
      if (!(UNIT_KINDS as readonly string[]).includes(e.kind) || !isMilitary(e.kind) || self.units[e.kind] < 1) return refuse('Attack with one of your military units on the board.');
      if (unspent(s, me, e.kind) < 1) return refuse(`${self.name}'s ${UNIT_NAMES[e.kind]} has attacked this turn (a battle, won or tied): it can no longer attack.`);
      if (s.turn.cityAttackBlocked) return refuse('A city attack failed this turn: no more city attacks until your next turn.');
      const dp = dieProblem(e.die, 'Red Attack Dice');
      if (dp) return refuse(dp);
      if (e.mod !== undefined && !isInt(e.mod)) return refuse('Card modifiers must be whole numbers.');
      const r = resolveAssault(statsOf(e.kind, self.cards[e.kind]).atk, e.die, e.mod ?? 0, c.shields);
      let st = attackConsequences(s, me, e.city);
      if (r.outcome === 'negated') return ok({ ...st, turn: { ...st.turn, cityAttackBlocked: true } });
      if (r.outcome === 'shield') return ok(setHouse(st, e.city, (h) => ({ ...h, shields: h.shields - 1 })));
      st = eliminate(st, e.city, me);
      return ok(st);
    }
    case 'endGame':
      return ok({ ...s, result: influenceVerdict(standings(s)) });
    default: {
      const never: never = e;
      return refuse(`Unknown event ${JSON.stringify(never)}.`);
    }
  }
}

/**
 * Apply one event, or refuse it with a reason; after every accepted event the five paths to victory
 * are checked ("Game immediately ends if either one of the five conditions is met").
 */
// Rules: Nedca "TURN PHASES" — Additional Scenarios C; "WINNING CONDITIONS"
export function applyNedca(s: NedcaState, e: NedcaEvent): ApplyResult<NedcaState> {
  if (s.result) return refuse(`The game is over.${cite('WINNING CONDITIONS')}`);
  if (typeof e !== 'object' || e === null || typeof (e as { type?: unknown }).type !== 'string') return refuse(`Not a Nedca event.${cite('TURN PHASES')}`);
  const section = SECTION_OF[e.type] ?? 'TURN PHASES';
  let r: ApplyResult<NedcaState>;
  try {
    r = cited(applyInner(s, e), section);
  } catch (err) {
    // A damaged or hand-edited event (missing fields): refuse it with what was wrong, never crash the replay.
    return refuse(`This ${e.type} entry is malformed (${err instanceof Error ? err.message : String(err)}).${cite(section)}`);
  }
  if (!r.ok || r.state.result) return r;
  const v = checkVictory(standings(r.state), activeHouse(r.state), r.state.influenceTrack.star);
  return v ? ok({ ...r.state, result: v }) : r;
}

/** The numbers a battle is fought with, read from the state (the stats of each unit's card included). */
export function battleInputOf(s: NedcaState, e: Extract<NedcaEvent, { type: 'battle' }>): BattleInput {
  const me = s.houses[activeHouse(s)];
  const d = s.houses[e.defender.house];
  const a = statsOf(e.attacker, me?.cards[e.attacker]);
  const ds = statsOf(e.defender.kind, d?.cards[e.defender.kind]);
  return { atk: a.atk, def: ds.def, defRange: ds.rng, distance: e.distance, attackDie: e.attackDie, defenceDie: e.defenceDie, attackMod: e.attackMod ?? 0, defenceMod: e.defenceMod ?? 0 };
}

/**
 * What the battle calculator may show before the battle is stored: the refusal when the reducer would
 * refuse it (out of range, no defender of that kind, unit spent…), else the steps the log will record.
 */
// Rules: Nedca "BATTLE MECHANICS" — Basic Battle Mechanics, Ranged Battle Mechanics
export function previewBattle(s: NedcaState, e: Extract<NedcaEvent, { type: 'battle' }>): { ok: true; result: BattleResult } | { ok: false; reason: string } {
  const r = applyNedca(s, e);
  return r.ok ? { ok: true, result: resolveBattle(battleInputOf(s, e)) } : { ok: false, reason: r.reason };
}
