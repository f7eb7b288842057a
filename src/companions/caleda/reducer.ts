/**
 * Caleda as an event log (DESIGN.md §1): state = events folded over `initialCaleda(setup)` with
 * `applyCaleda`. An illegal event is refused with a reason a player can read. Plain JSON throughout.
 */
import { withArticle } from '../../words';
import { ok, refuse, type ApplyResult } from '../shared/core/log';
import { citySquares, squareValid, type Square } from './rules/board';
import { applyBombard, applyCombatRound, applyStructureRoll, startAttack } from './rules/combatFlow';
import { arriveAt } from './rules/arrive';
import type { CaledaEvent } from './rules/events';
import { goldNewTurn, goldSpend, goldSpendProblem, type Gold } from './rules/gold';
import { resourcesKnown, resourcesProblem } from './rules/lands';
import { reachProblem, reachableSquares } from './rules/movement';
import {
  capitalOwnerAt,
  enemyStructureAt,
  enemyUnitsAt,
  nameOfSquare,
  playerName,
  unitById,
  unitLabel,
  withGold,
  withSquare,
  withUnits,
  type CaledaState,
} from './rules/state';
import { RANK_NAMES, groupSpeed, nextRank, rankSpeed, unitMoveProblem, unitUpgradeProblem, type Rank } from './rules/units';
import { victoryIn } from './rules/victory';

export type { CaledaEvent } from './rules/events';
export { initialCaleda, caledaSetupProblem, type CaledaSetup, type CaledaPlayerSetup } from './rules/setup';

const NO_GOLD: Gold = { total: 0, setAside: 0 };
const article = (r: Rank): string => withArticle(RANK_NAMES[r]);

/** Whether `p` may build on `sq`: it is in the city of a capital `p` holds, and `p` holds their own capital. */
// Rules: Caleda "Defensive Structures" and "Multi-player Games" — the defeated player "may not build/upgrade
// defensive structures until they reclaim their capital"; the victor may "build/upgrade new ones on and
// around the enemy capital".
export function buildSquareProblem(s: CaledaState, p: number, sq: Square): string | null {
  const who = playerName(s, p);
  if (s.capitalHolders[p] !== p) return `${who} lost their capital and cannot build or upgrade structures until they reclaim it.`;
  const inCity = s.capitalHolders.some((holder, owner) => {
    const capital = s.players[owner]?.capital;
    return holder === p && capital !== undefined && citySquares(s.size, capital).includes(sq);
  });
  if (!inCity) {
    return `Structures are built only on a capital ${who} holds and the four squares north, south, east and west of it; ${nameOfSquare(s, sq)} is not one of them.`;
  }
  // Rules: Caleda "Defensive Structures" — "but not squares that are occupied by an opponent's units."
  const enemy = enemyUnitsAt(s, sq, p)[0];
  if (enemy) return `${nameOfSquare(s, sq)} is occupied by ${playerName(s, enemy.owner)}'s units.`;
  return null;
}

function spendOrRefuse(s: CaledaState, p: number, cost: number, what: string): ApplyResult<CaledaState> {
  const problem = goldSpendProblem(s.gold[p] ?? NO_GOLD, cost, playerName(s, p), what);
  return problem ? refuse(problem) : ok(withGold(s, p, (g) => goldSpend(g, cost)));
}

const useAction = (s: CaledaState): CaledaState => ({ ...s, turn: { ...s.turn, actionsUsed: s.turn.actionsUsed + 1 } });

// Rules: Caleda "Actions" — "Once a player has used their maximum number of actions their turn is over."
function turnOverProblem(s: CaledaState): string | null {
  const p = s.turn.player;
  const max = s.players[p]?.actions ?? 0;
  if (s.turn.actionsUsed < max) return null;
  return `${playerName(s, p)} has used all ${max} actions: the turn is over. End the turn.`;
}

/** Squares that block `p`'s movement: an opponent's units or structure (they may be attacked, not passed). */
function blocksFor(s: CaledaState, p: number): (sq: Square) => boolean {
  return (sq) => enemyUnitsAt(s, sq, p).length > 0 || enemyStructureAt(s, sq, p) !== null;
}

/**
 * The squares the current player's units `ids` (one square, none moved or upgraded this turn) could end a
 * move on as a group, attacks included — for highlighting on the board. [] when they cannot move.
 */
export function moveTargets(s: CaledaState, ids: readonly number[]): Square[] {
  const p = s.turn.player;
  const units = ids.map((id) => unitById(s, id));
  const from = units[0]?.square;
  if (from === undefined || s.combat || s.victory) return [];
  if (units.some((u) => !u || u.owner !== p || u.square !== from || unitMoveProblem(u, '') !== null)) return [];
  const speed = groupSpeed(units.flatMap((u) => (u ? [u.rank] : [])));
  return reachableSquares(s.size, from, speed, blocksFor(s, p));
}

// Rules: Caleda "Actions" — moving one unit, or several together, is one action; the group moves at its slowest
// member's speed, at right angles, never through an opponent's units or structures; each unit moves once a turn.
// Rules: Caleda "Claiming Resource Squares" — a square's two resources decide claims and strong lands; a square
// not entered yet has them typed in the move that first reaches it (interpretation: lazily, per square).
function applyMove(s0: CaledaState, ids: readonly number[], to: Square, resources?: readonly string[]): ApplyResult<CaledaState> {
  let s = s0;
  if (resources !== undefined) {
    const where = squareValid(s.size, to) ? nameOfSquare(s, to) : 'that square';
    if (resourcesKnown(s.squares[to]?.resources ?? [])) return refuse(`${where} already has its resources (${(s.squares[to]?.resources ?? []).join(' and ')}); correct them from the square panel.`);
    const set = applySetResources(s, to, resources);
    if (!set.ok) return set;
    s = set.state;
  }
  const p = s.turn.player;
  const who = playerName(s, p);
  if (ids.length === 0) return refuse('Choose at least one unit to move.');
  if (new Set(ids).size !== ids.length) return refuse('A unit is listed twice in the move.');
  const units = ids.map((id) => unitById(s, id));
  const from = units[0]?.square;
  for (const u of units) {
    if (!u || u.owner !== p) return refuse(`Only ${who}'s own units can move this turn.`);
    if (u.square !== from) return refuse('Units moving together must start on the same square.');
    const problem = unitMoveProblem(u, `${unitLabel(s, u)}`);
    if (problem) return refuse(problem);
  }
  if (from === undefined) return refuse('Choose at least one unit to move.');
  if (!squareValid(s.size, to)) return refuse('Choose a square of the board.');
  const where = nameOfSquare(s, to);
  const ranks = units.flatMap((u) => (u ? [u.rank] : []));
  const speed = groupSpeed(ranks);
  const slowest = ranks.reduce<Rank>((a, r) => (rankSpeed(r) < rankSpeed(a) ? r : a), 'general');
  const blocks = blocksFor(s, p);
  const problem = reachProblem(s.size, from, to, speed, blocks, where, article(slowest));
  if (problem) return refuse(problem);
  if (!resourcesKnown(s.squares[to]?.resources ?? [])) {
    return refuse(`Enter the two resources of ${where} first (asked with the move): they decide claims and strong-land dice.`);
  }
  const moved = useAction(withUnits(s, ids, (u) => ({ ...u, moved: true })));
  if (blocks(to)) return ok(startAttack(moved, p, ids, from, to));
  return ok(arriveAt(moved, p, ids, to));
}

// Rules: Caleda "Units" — "Upgrading a unit counts as one action." Costs from the card ("Using Gold Pieces").
function applyUpgrade(s: CaledaState, id: number): ApplyResult<CaledaState> {
  const p = s.turn.player;
  const u = unitById(s, id);
  if (!u || u.owner !== p) return refuse(`Choose one of ${playerName(s, p)}'s units to upgrade.`);
  const hasGeneral = s.units.some((x) => x.owner === p && x.rank === 'general');
  const problem = unitUpgradeProblem(u, unitLabel(s, u), hasGeneral);
  const to = nextRank(u.rank);
  if (problem || to === null) return refuse(problem ?? 'This unit cannot be upgraded.');
  const costs = s.players[p]?.costs;
  const cost = to === 'cavalry' ? (costs?.cavalry ?? 0) : (costs?.general ?? 0);
  const paid = spendOrRefuse(s, p, cost, `upgrading to ${RANK_NAMES[to]}`);
  if (!paid.ok) return paid;
  return ok(useAction(withUnits(paid.state, [id], (x) => ({ ...x, rank: to, upgraded: true }))));
}

// Rules: Caleda "Defensive Structures" — "Defensive structures are first built as towers, and then can be upgraded
// to castles. Building/upgrading defensive structures counts as a move." "There can only be one defensive
// structure on a square at a time."
function applyBuild(s: CaledaState, sq: Square): ApplyResult<CaledaState> {
  const p = s.turn.player;
  if (!squareValid(s.size, sq)) return refuse('Choose a square of the board.');
  const problem = buildSquareProblem(s, p, sq);
  if (problem) return refuse(problem);
  const where = nameOfSquare(s, sq);
  const st = s.squares[sq]?.structure ?? null;
  if (st && st.owner !== p) return refuse(`${where} already has ${playerName(s, st.owner)}'s ${st.kind} (one structure per square).`);
  if (st?.kind === 'castle') return refuse(`${where} already has a castle, the strongest structure.`);
  const kind = st ? 'castle' : 'tower';
  const costs = s.players[p]?.costs;
  const cost = kind === 'castle' ? (costs?.castle ?? 0) : (costs?.tower ?? 0);
  const paid = spendOrRefuse(s, p, cost, kind === 'castle' ? 'the castle' : 'a tower');
  if (!paid.ok) return paid;
  return ok(useAction(withSquare(paid.state, sq, (x) => ({ ...x, structure: { kind, owner: p } }))));
}

// Rules: Caleda "Transport" — "move one of their units to any square on the board that contains another of their
// units that has not yet moved that turn or any of their claimed outposts (including the capital)."
function applyTransport(s: CaledaState, id: number, to: Square): ApplyResult<CaledaState> {
  const p = s.turn.player;
  const who = playerName(s, p);
  const player = s.players[p];
  if (player?.power.kind !== 'transport') return refuse(`${who}'s power is ${player?.power.name ?? 'not Transport'}, not Transport.`);
  const u = unitById(s, id);
  if (!u || u.owner !== p) return refuse(`Choose one of ${who}'s units to transport.`);
  if (!squareValid(s.size, to)) return refuse('Choose a square of the board.');
  const where = nameOfSquare(s, to);
  if (u.square === to) return refuse(`The unit is already on ${where}.`);
  if (enemyUnitsAt(s, to, p).length > 0 || enemyStructureAt(s, to, p)) return refuse(`${where} is held by an opponent: Transport moves to ${who}'s own squares only.`);
  const unmovedFriend = s.units.some((x) => x.owner === p && x.id !== id && x.square === to && !x.moved);
  const marker = s.squares[to]?.marker;
  const claimed = marker?.owner === p && !marker.salted;
  const capitalOwner = capitalOwnerAt(s, to);
  const capital = capitalOwner !== null && s.capitalHolders[capitalOwner] === p;
  if (!unmovedFriend && !claimed && !capital) {
    return refuse(`Transport goes to a square with another of ${who}'s units that has not moved this turn, or to one of their claimed outposts or capital; ${where} is neither.`);
  }
  const paid = spendOrRefuse(s, p, player.costs.power, 'Transport');
  if (!paid.ok) return paid;
  return ok(withUnits(paid.state, [id], (x) => ({ ...x, square: to, transportBonus: true })));
}

// Rules: Caleda "Using Gold Pieces" — set-aside gold "can be used again" on the player's following turn;
// "Actions" — each unit "may only move once per turn" (the limits restart each turn).
function applyEndTurn(s: CaledaState): CaledaState {
  const next = (s.turn.player + 1) % s.players.length;
  const round = next === 0 ? s.turn.round + 1 : s.turn.round;
  const units = s.units.map((u) => (u.moved || u.upgraded || u.transportBonus ? { ...u, moved: false, upgraded: false, transportBonus: false } : u));
  return { ...withGold({ ...s, units }, next, goldNewTurn), turn: { player: next, round, actionsUsed: 0 } };
}

function applySetResources(s: CaledaState, sq: Square, resources: readonly string[]): ApplyResult<CaledaState> {
  if (!squareValid(s.size, sq)) return refuse('Choose a square of the board.');
  const where = nameOfSquare(s, sq);
  const problem = resourcesProblem(resources, `Square ${where}`);
  if (problem) return refuse(problem);
  if (s.squares[sq]?.marker) return refuse(`${where} carries a marker; its resources can no longer change.`);
  if (capitalOwnerAt(s, sq) !== null) return refuse(`${where} is a capital: it stands on its kingdom's outpost.`);
  return ok(withSquare(s, sq, (x) => ({ ...x, resources: resources.map((r) => r.trim()) })));
}

function applyEvent(s: CaledaState, e: CaledaEvent): ApplyResult<CaledaState> {
  const p = s.turn.player;
  const who = playerName(s, p);
  if (e.type === 'setResources') return applySetResources(s, e.square, e.resources);
  if (e.type === 'combatRound') return applyCombatRound(s, e);
  if (e.type === 'structureRoll') return applyStructureRoll(s, e);
  if (s.combat) return refuse(`Finish the combat on ${nameOfSquare(s, s.combat.square)} first.`);
  if (e.type === 'endTurn') return ok(applyEndTurn(s));
  // Rules: Caleda "Powers" — "Powers cannot be used during an opponent's turn." (events always act for the current player)
  const over = turnOverProblem(s);
  if (over) return refuse(over);
  switch (e.type) {
    case 'move':
      return applyMove(s, e.units, e.to, e.resources);
    case 'upgrade':
      return applyUpgrade(s, e.unit);
    case 'build':
      return applyBuild(s, e.square);
    case 'bombard':
      return applyBombard(s, e);
    case 'transport':
      return applyTransport(s, e.unit, e.to);
    case 'usePower': {
      const power = s.players[p]?.power;
      if (power?.kind !== 'other') return refuse(`${who}'s power, ${power?.name ?? ''}, is used from its own screen (choose the units it applies to).`);
      return spendOrRefuse(s, p, s.players[p]?.costs.power ?? 0, power.name);
    }
    case 'spendGold':
      if (!Number.isInteger(e.amount) || e.amount < 1) return refuse('Spend a whole number of gold pieces, at least 1.');
      return spendOrRefuse(s, p, e.amount, e.note.trim() === '' ? 'that' : e.note.trim());
    default: {
      const never: never = e;
      return refuse(`Unknown event ${JSON.stringify(never)}.`);
    }
  }
}

/** Apply one event for the player whose turn it is, or refuse it with a reason; then check for a winner. */
export function applyCaleda(state: CaledaState, event: CaledaEvent): ApplyResult<CaledaState> {
  if (state.victory) return refuse(`The game is over: ${state.victory.message}`);
  const r = applyEvent(state, event);
  if (!r.ok) return r;
  const victory = victoryIn(r.state, state.turn.player);
  return ok(victory ? { ...r.state, victory, combat: null } : r.state);
}
