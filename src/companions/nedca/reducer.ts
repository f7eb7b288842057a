/**
 * The Nedca tracker's reducer: apply(state, event) → the next state or the reason it is refused.
 * Pure; every refusal names the rule it comes from.
 */
import { ok, refuse, type ApplyResult } from '../shared/core/log';
import { resolveAssault, resolveBattle } from './rules/battle';
import {
  BOND_LEVELS,
  BOND_PRICES,
  BONDS_TO_WIN,
  economyIncome,
  LEASE_CANCEL_GOLD,
  LEASE_RETURN_GOLD,
  LEASER_ATTACK_INFLUENCE,
  leasePayment,
  LEASES_PER_LEASER,
  RESOURCES,
  STARTING_PURSE,
  TEAM_ATTACK_INFLUENCE,
  TEAM_JOIN_GOLD,
  TEAM_LEAVE_GOLD,
  trackerLevel,
  UNPAID_LEASE_INFLUENCE,
  type Purse,
} from './rules/economy';
import { turnOrderProblem, victoryCheck } from './rules/victory';
import { PHASES, type NedcaEvent, type NedcaPlayer, type NedcaSetup, type NedcaState } from './state';

/** Hand limit at the end of a turn (rules: "Cleanup Phase" C). */
export const HAND_LIMIT = 7;

/** What is wrong with a set-up, or null. */
export function nedcaSetupProblem(s: NedcaSetup): string | null {
  const n = s.players.length;
  if (n < 2 || n > 5) return `Nedca is for 2 to 5 Houses (got ${n}).`;
  if (s.players.some((p) => p.name.trim() === '')) return 'Every House needs a name.';
  if ([...s.order].sort((a, b) => a - b).join(',') !== Array.from({ length: n }, (_, i) => i).join(',')) return 'The turn order must list every House exactly once.';
  if (!Number.isInteger(s.influenceGoal) || s.influenceGoal < 1) return `The Influence goal must be a whole number above 0 (got ${s.influenceGoal}).`;
  const [l2, l3] = s.influenceLevels;
  if (!(Number.isInteger(l2) && Number.isInteger(l3) && 0 < l2 && l2 < l3 && l3 <= s.influenceGoal)) return 'Influence levels must be whole numbers with 0 < level 2 < level 3 ≤ the goal.';
  return null;
}

/** The starting state (rules: "Player Preparations", "Player Board Setup"). */
export function nedcaInitial(setup: NedcaSetup): NedcaState {
  const problem = nedcaSetupProblem(setup);
  if (problem) throw new Error(problem);
  const players: NedcaPlayer[] = setup.players.map((p) => ({
    name: p.name.trim(),
    colour: p.colour,
    purse: STARTING_PURSE,
    influence: 0,
    bonds: 0,
    shields: 2,
    spareShields: 1,
    capital: true,
    eliminated: false,
    objectives: 0,
    gems: 0,
    cardsOnBoard: 0,
    hand: 7,
    team: null,
    leases: {},
  }));
  return {
    setup,
    players,
    round: 1,
    order: setup.order,
    turn: 0,
    phase: 'economy',
    economyDone: false,
    awaitingOrder: false,
    lastBattle: null,
    lastAssault: null,
    winner: null,
    ended: false,
  };
}

/** The player whose turn it is. */
export const currentPlayer = (s: NedcaState): number => s.order[s.turn] ?? 0;

/** A player's level: the higher of the Influence and Bonds levels (rules: "Important Concepts", Recruiting Units). */
export const playerLevel = (s: NedcaState, i: number): 1 | 2 | 3 => {
  const p = s.players[i];
  if (!p) return 1;
  return Math.max(trackerLevel(p.influence, s.setup.influenceLevels), trackerLevel(p.bonds, BOND_LEVELS)) as 1 | 2 | 3;
};

export const teamMembers = (s: NedcaState, team: number | null): number[] =>
  team === null ? [] : s.players.flatMap((p, i) => (p.team === team && !p.eliminated ? [i] : []));

const sameTeam = (s: NedcaState, a: number, b: number): boolean => {
  const ta = s.players[a]?.team ?? null;
  return ta !== null && ta === (s.players[b]?.team ?? null);
};

const setPlayer = (s: NedcaState, i: number, f: (p: NedcaPlayer) => NedcaPlayer): NedcaState => ({
  ...s,
  players: s.players.map((p, k) => (k === i ? f(p) : p)),
});

const addPurse = (a: Purse, b: Partial<Purse>): Purse => ({
  gold: a.gold + (b.gold ?? 0),
  food: a.food + (b.food ?? 0),
  wood: a.wood + (b.wood ?? 0),
  stone: a.stone + (b.stone ?? 0),
  iron: a.iron + (b.iron ?? 0),
});

const payGold = (s: NedcaState, i: number, amount: number, why: string): NedcaState | string => {
  const p = s.players[i];
  if (!p) return 'No such House.';
  if (p.purse.gold < amount) return `${p.name} has ${p.purse.gold} Gold; ${why} costs ${amount}.`;
  return setPlayer(s, i, (q) => ({ ...q, purse: { ...q.purse, gold: q.purse.gold - amount } }));
};

const withLeases = (p: NedcaPlayer, from: number, count: number): NedcaPlayer => {
  const leases = { ...p.leases };
  if (count <= 0) delete leases[from];
  else leases[from] = count;
  return { ...p, leases };
};

/** Re-check the five paths to victory after every change. */
const settle = (s: NedcaState): NedcaState => {
  if (s.winner) return s;
  const v = victoryCheck({ players: s.players, influenceGoal: s.setup.influenceGoal, bondsToWin: BONDS_TO_WIN, current: currentPlayer(s) });
  if (!v) return s;
  const team = s.players[v.winner]?.team ?? null;
  return { ...s, winner: { ...v, team: team === null ? [v.winner] : teamMembers(s, team) }, ended: true };
};

const known = (s: NedcaState, i: number): boolean => Number.isInteger(i) && i >= 0 && i < s.players.length && !s.players[i]!.eliminated;

/** Apply one event. Rules: Nedca, sections named in each refusal. */
export function applyNedca(s: NedcaState, e: NedcaEvent): ApplyResult<NedcaState> {
  if (s.ended && e.type !== 'adjust') return refuse('The game is over.');
  const me = currentPlayer(s);
  const name = (i: number): string => s.players[i]?.name ?? `House ${i + 1}`;
  if (s.awaitingOrder && e.type !== 'newRound' && e.type !== 'adjust' && e.type !== 'endGame') return refuse('Set the next round’s turn order first (rules: "Cleanup Phase" D).');
  switch (e.type) {
    case 'adjust': {
      if (!known(s, e.player) && e.field !== 'influence') return refuse('No such House in play.');
      if (!Number.isInteger(e.delta) || e.delta === 0) return refuse('Change by a whole number other than 0.');
      const p = s.players[e.player]!;
      const now = (RESOURCES as readonly string[]).includes(e.field) ? p.purse[e.field as keyof Purse] : (p[e.field as keyof NedcaPlayer] as number);
      if (now + e.delta < 0) return refuse(`${p.name} has ${now} ${e.field}; cannot go below 0.`);
      const next = (RESOURCES as readonly string[]).includes(e.field)
        ? { ...p, purse: { ...p.purse, [e.field]: now + e.delta } }
        : { ...p, [e.field]: now + e.delta };
      return ok(settle(setPlayer(s, e.player, () => next)));
    }
    case 'phase': {
      const at = PHASES.indexOf(s.phase);
      const to = PHASES.indexOf(e.phase);
      if (to !== at + 1) return refuse(`After the ${s.phase} phase comes the ${PHASES[at + 1] ?? 'end of the turn'} (rules: "Turn Phases").`);
      if (s.phase === 'economy' && !s.economyDone) return refuse('Collect the Economy Phase first (rules: "Economy Phase").');
      return ok({ ...s, phase: e.phase });
    }
    case 'economy': {
      if (s.phase !== 'economy' || s.economyDone) return refuse('The Economy Phase comes once, at the start of the turn (rules: "Economy Phase").');
      if (!Number.isInteger(e.capitals) || e.capitals < 0) return refuse('Capitals controlled must be a whole number, 0 or more.');
      const values = Object.values(e.yields);
      if (values.some((v) => !Number.isInteger(v) || (v as number) < 0)) return refuse('Yields must be whole numbers, 0 or more.');
      const p = s.players[me]!;
      const members = teamMembers(s, p.team).length;
      let next = setPlayer(s, me, (q) => ({ ...q, purse: addPurse(q.purse, economyIncome(e.capitals, e.yields, members)) }));
      // Lease payments to each leaser; a payment that cannot be made returns that leaser's cards (−3 Influence each).
      for (const [fromKey, count] of Object.entries(p.leases)) {
        const from = Number(fromKey);
        const due = leasePayment(count, sameTeam(s, me, from));
        const payer = next.players[me]!;
        if (payer.purse.gold >= due) {
          next = setPlayer(next, me, (q) => ({ ...q, purse: { ...q.purse, gold: q.purse.gold - due } }));
          next = setPlayer(next, from, (q) => ({ ...q, purse: { ...q.purse, gold: q.purse.gold + due } }));
        } else {
          next = setPlayer(next, me, (q) => ({ ...withLeases(q, from, 0), influence: Math.max(0, q.influence - UNPAID_LEASE_INFLUENCE * count) }));
        }
      }
      return ok(settle({ ...next, economyDone: true }));
    }
    case 'buyBond': {
      if (e.player !== me || s.phase !== 'operations') return refuse('Bonds are bought in your own Operations Phase (rules: "Operations Phase" C).');
      const p = s.players[me]!;
      if (p.bonds >= BONDS_TO_WIN) return refuse('The Bonds Chart is full.');
      const price = BOND_PRICES[p.bonds] ?? 0;
      const paid = payGold(s, me, price, `bond ${p.bonds + 1}`);
      if (typeof paid === 'string') return refuse(paid);
      return ok(settle(setPlayer(paid, me, (q) => ({ ...q, bonds: q.bonds + 1 }))));
    }
    case 'joinTeam': {
      if (e.player !== me || s.phase !== 'operations') return refuse('Teams are joined in your own Operations Phase (rules: "Joining and Leaving Teams").');
      const alive = s.players.filter((p) => !p.eliminated).length;
      if (alive < 3) return refuse('Teams need 3 or more Houses in play (rules: "Joining and Leaving Teams").');
      if (![1, 2, 3].includes(e.team)) return refuse('There are three Teams: 1, 2 and 3.');
      const p = s.players[me]!;
      if (p.team !== null) return refuse(`${p.name} is in Team ${p.team}: leave it first (rules: "Joining and Leaving Teams").`);
      if (playerLevel(s, me) < 2) return refuse(`${p.name} must reach level 2 or 3 to join a Team (rules: "Joining and Leaving Teams").`);
      if (teamMembers(s, e.team).length + 1 >= alive) return refuse('A Team needs at least one opponent in play (rules: "Joining and Leaving Teams").');
      const paid = payGold(s, me, TEAM_JOIN_GOLD, 'the Team membership fee');
      if (typeof paid === 'string') return refuse(paid);
      return ok(setPlayer(paid, me, (q) => ({ ...q, team: e.team })));
    }
    case 'leaveTeam': {
      if (e.player !== me || s.phase !== 'operations') return refuse('Teams are left in your own Operations Phase (rules: "Joining and Leaving Teams").');
      const p = s.players[me]!;
      if (p.team === null) return refuse(`${p.name} is not in a Team.`);
      const paid = payGold(s, me, TEAM_LEAVE_GOLD, 'leaving a Team');
      if (typeof paid === 'string') return refuse(paid);
      return ok(leaveTeam(paid, me));
    }
    case 'lease': {
      if (e.player !== me || s.phase !== 'operations') return refuse('Cards are leased in your own Operations Phase (rules: "Leasing Buildings & Technology Cards").');
      if (!known(s, e.from) || e.from === me) return refuse('Lease from another House in play.');
      const count = s.players[me]!.leases[e.from] ?? 0;
      if (count >= LEASES_PER_LEASER) return refuse(`At most ${LEASES_PER_LEASER} cards leased from each House (rules: "Leasing Buildings & Technology Cards").`);
      return ok(setPlayer(s, me, (q) => withLeases(q, e.from, count + 1)));
    }
    case 'returnLease': {
      if (s.phase !== 'operations') return refuse('Leases are returned or cancelled in the Operations Phase (rules: "Leasing Buildings & Technology Cards").');
      const count = s.players[e.player]?.leases[e.from] ?? 0;
      if (count === 0) return refuse(`${name(e.player)} leases nothing from ${name(e.from)}.`);
      const payer = e.by === 'leasing' ? e.player : e.from;
      if (payer !== me) return refuse(`It is ${name(me)}’s Operations Phase.`);
      const paid = payGold(s, payer, e.by === 'leasing' ? LEASE_RETURN_GOLD : LEASE_CANCEL_GOLD, e.by === 'leasing' ? 'returning a leased card' : 'cancelling a lease');
      if (typeof paid === 'string') return refuse(paid);
      return ok(setPlayer(paid, e.player, (q) => withLeases(q, e.from, count - 1)));
    }
    case 'battle': {
      if (s.phase !== 'action' || e.attacker !== me) return refuse('Attacks are made in your own Action Phase (rules: "Battle Mechanics").');
      if (!known(s, e.defender) || e.defender === me) return refuse('Attack a unit of another House in play.');
      const result = resolveBattle(e.request);
      if (typeof result === 'string') return refuse(result);
      return ok(settle({ ...attackConsequences(s, me, e.defender), lastBattle: { attacker: me, defender: e.defender, request: e.request, result } }));
    }
    case 'assault': {
      if (s.phase !== 'action' || e.attacker !== me) return refuse('Cities are assaulted in your own Action Phase (rules: "Military Force").');
      if (!known(s, e.defender) || e.defender === me) return refuse('Assault the city of another House in play.');
      const d = s.players[e.defender]!;
      if (!d.capital) return refuse(`${d.name} has no Capital City on the board.`);
      const r = resolveAssault(e.unit, e.modifier, d.shields, e.dice);
      if (typeof r === 'string') return refuse(r);
      if (r.unusedDice > 0) return refuse(`Only ${e.dice.length - r.unusedDice} of the ${e.dice.length} rolls count: ${r.steps.at(-1) ?? ''} Remove the extra rolls.`);
      let next = attackConsequences(s, me, e.defender);
      next = setPlayer(next, e.defender, (q) => ({ ...q, shields: q.shields - r.shieldsRemoved, capital: !r.capitalRemoved }));
      if (r.capitalRemoved) next = eliminate(next, e.defender, me);
      return ok(settle({ ...next, lastAssault: { ...r, attacker: me, defender: e.defender } }));
    }
    case 'endTurn': {
      if (s.phase !== 'cleanup') return refuse('End the turn from the Cleanup Phase (rules: "Turn Phases").');
      const p = s.players[me]!;
      if (p.hand > HAND_LIMIT) return refuse(`${p.name} holds ${p.hand} cards: discard down to ${HAND_LIMIT} before the turn ends (rules: "Cleanup Phase" C).`);
      let t = s.turn + 1;
      while (t < s.order.length && s.players[s.order[t]!]?.eliminated) t += 1;
      const reset = { phase: 'economy' as const, economyDone: false, lastBattle: null, lastAssault: null };
      if (t >= s.order.length) return ok({ ...s, ...reset, awaitingOrder: true });
      return ok({ ...s, ...reset, turn: t });
    }
    case 'newRound': {
      if (!s.awaitingOrder) return refuse('The round is not over yet.');
      const alive = s.players.flatMap((p, i) => (p.eliminated ? [] : [i]));
      const problem = turnOrderProblem(e.order, s.order, alive);
      if (problem) return refuse(problem);
      return ok({ ...s, order: e.order, turn: 0, round: s.round + 1, awaitingOrder: false });
    }
    case 'endGame': {
      // No path completed: the most Influence wins (rules: "Object of the Game", Additional Notes).
      const alive = s.players.flatMap((p, i) => (p.eliminated ? [] : [i]));
      const best = [...alive].sort((a, b) => s.players[b]!.influence - s.players[a]!.influence)[0] ?? 0;
      const team = s.players[best]?.team ?? null;
      return ok({ ...s, ended: true, winner: { winner: best, path: 'influence', why: 'had the most Influence when the game ended', team: team === null ? [best] : teamMembers(s, team) } });
    }
  }
}

/** Leaving a Team returns the cards leased from its members. Rules: Nedca "Joining and Leaving Teams". */
function leaveTeam(s: NedcaState, i: number): NedcaState {
  const mates = teamMembers(s, s.players[i]?.team ?? null).filter((k) => k !== i);
  return setPlayer(s, i, (q) => {
    let p: NedcaPlayer = { ...q, team: null };
    for (const m of mates) p = withLeases(p, m, 0);
    return p;
  });
}

/**
 * Attacking a Team member leaves the Team (no 9 Gold, but −15 Influence); attacking a House you lease from returns
 * its cards with −10 Influence each. Rules: Nedca "Joining and Leaving Teams", "Leasing Buildings & Technology Cards".
 */
function attackConsequences(s: NedcaState, attacker: number, defender: number): NedcaState {
  let next = s;
  if (sameTeam(s, attacker, defender)) {
    next = leaveTeam(next, attacker);
    next = setPlayer(next, attacker, (q) => ({ ...q, influence: Math.max(0, q.influence - TEAM_ATTACK_INFLUENCE) }));
  }
  const leased = next.players[attacker]?.leases[defender] ?? 0;
  if (leased > 0) {
    next = setPlayer(next, attacker, (q) => ({ ...withLeases(q, defender, 0), influence: Math.max(0, q.influence - LEASER_ATTACK_INFLUENCE * leased) }));
  }
  return next;
}

/**
 * A House whose Capital City falls is out: its resources go to the attacker, leases both ways end.
 * Rules: Nedca "Winning Conditions" (5- Military Force).
 */
function eliminate(s: NedcaState, loser: number, attacker: number): NedcaState {
  // "If a Team member loses the game, the entire Team loses" (rules: "Joining and Leaving Teams" E).
  const team = s.players[loser]?.team ?? null;
  const fallen = team === null ? [loser] : teamMembers(s, team);
  return fallen.reduce((acc, i) => eliminateOne(acc, i, attacker), s);
}

function eliminateOne(s: NedcaState, loser: number, attacker: number): NedcaState {
  const lost = s.players[loser]!.purse;
  let next = setPlayer(s, attacker, (q) => ({ ...q, purse: addPurse(q.purse, lost) }));
  next = setPlayer(next, loser, (q) => ({ ...q, purse: { gold: 0, food: 0, wood: 0, stone: 0, iron: 0 }, eliminated: true, shields: 0, capital: false, team: null, leases: {} }));
  return { ...next, players: next.players.map((p) => withLeases(p, loser, 0)) };
}
