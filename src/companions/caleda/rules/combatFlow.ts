/**
 * Combat as it unfolds at the table: an attack started by a move, one-to-one rounds with their dice, the
 * structure once the defenders are gone, and Bombard. Each function returns the new state or a reason.
 */
import { countOf } from '../../../words';
import { ok, refuse, type ApplyResult } from '../../shared/core/log';
import { squaresAdjacent, type Square } from './board';
import { combatDice, diceCountText, diceProblem, roundWinner, structureAttackDice, structureFalls, type DiceCount, type RoundRoll } from './combat';
import { goldSpend, goldSpendProblem } from './gold';
import { resourcesKnown, strongLandDice } from './lands';
import { arriveAt } from './arrive';
import {
  enemyStructureAt,
  enemyUnitsAt,
  nameOfSquare,
  playerName,
  unitById,
  unitLabel,
  withGold,
  withSquare,
  withUnits,
  withoutUnits,
  type CaledaCombat,
  type CaledaState,
  type CaledaUnit,
} from './state';
import { RANK_NAMES } from './units';

// Rules: Caleda "Combat", "Strong Lands" — "Bonus dice from strong lands and defensive structures are applied
// according to the square being attacked." — "Defensive Structures", "Ambush", "Transport"
/**
 * The dice `unit` rolls in one round of a fight on `square`: as the attacker (with Ambush if chosen, and its
 * Transport bonus if it has one) or as the defender (with its own kingdom's structure there).
 */
export function unitDice(s: CaledaState, unit: CaledaUnit, role: 'attacker' | 'defender', square: Square, ambush = false): DiceCount {
  const sq = s.squares[square];
  const land = strongLandDice(s.players[unit.owner]?.resources ?? [], sq?.resources ?? []);
  const st = sq?.structure ?? null;
  return combatDice({
    rank: unit.rank,
    land,
    structure: role === 'defender' && st !== null && st.owner === unit.owner ? st.kind : null,
    ambush: role === 'attacker' && ambush,
    transported: role === 'attacker' && unit.transportBonus,
  });
}

/** Check every roll of a round against the dice each side should roll; then who won it. */
function judgeRound(
  s: CaledaState,
  a: CaledaUnit,
  d: CaledaUnit,
  square: Square,
  ambush: boolean,
  rolls: readonly RoundRoll[],
): { winner: 'attacker' | 'defender' } | { problem: string } {
  const aDice = unitDice(s, a, 'attacker', square, ambush);
  const dDice = unitDice(s, d, 'defender', square);
  for (const r of rolls) {
    const problem =
      diceProblem(r.attacker, aDice.total, `${unitLabel(s, a)} rolls ${diceCountText(aDice)}`) ??
      diceProblem(r.defender, dDice.total, `${unitLabel(s, d)} rolls ${diceCountText(dDice)}`);
    if (problem) return { problem };
  }
  return roundWinner(rolls);
}

// Rules: Caleda "Combat" — "Players attack their opponents by moving their units into squares occupied by
// enemy units." — "Defensive Structures" — "Players may attack an opponent's defensive structure once there
// are no units defending the square."
/** Units of `p` moving from `from` into `to`, held by an opponent's units or structure: the fight begins. */
export function startAttack(s: CaledaState, p: number, ids: readonly number[], from: Square, to: Square): CaledaState {
  const defenders = enemyUnitsAt(s, to, p);
  const st = enemyStructureAt(s, to, p);
  const combat: CaledaCombat = {
    attacker: p,
    defender: defenders[0]?.owner ?? st?.owner ?? p,
    square: to,
    from,
    attackers: [...ids],
    defenders: defenders.map((u) => u.id),
    stage: defenders.length > 0 ? 'units' : 'structure',
  };
  return { ...s, combat };
}

// Rules: Caleda "Combat" — "Combat continues in this manner until one of the players has no units remaining in
// the square." — "Taking The Capital": the units, "then the defensive structure in that square".
function settle(s: CaledaState, c: CaledaCombat): CaledaState {
  if (c.attackers.length === 0) return { ...s, combat: null };
  if (c.stage === 'units' && c.defenders.length === 0) {
    if (enemyStructureAt(s, c.square, c.attacker)) return { ...s, combat: { ...c, stage: 'structure' } };
    return arriveAt({ ...s, combat: null }, c.attacker, c.attackers, c.square);
  }
  return { ...s, combat: c };
}

// Rules: Caleda "Combat" — "For each round both players choose one of their units to fight with the attacker
// choosing first." "The unit with the highest score wins and the losing unit is removed from the board."
// Rules: Caleda "Ambush" — "three extra dice to one attacking unit in combat … once per unit per round."
// Rules: Caleda "Powers" — "Using powers does not count as an action."
export function applyCombatRound(
  s: CaledaState,
  e: { attackerUnit: number; defenderUnit: number; ambush?: boolean; rolls: readonly RoundRoll[] },
): ApplyResult<CaledaState> {
  const c = s.combat;
  if (!c) return refuse('There is no combat in progress.');
  if (c.stage !== 'units') return refuse(`The defenders on ${nameOfSquare(s, c.square)} are gone: roll against the structure.`);
  const a = unitById(s, e.attackerUnit);
  const d = unitById(s, e.defenderUnit);
  if (!a || !c.attackers.includes(a.id)) return refuse('Choose one of the attacking units.');
  if (!d || !c.defenders.includes(d.id)) return refuse(`Choose one of the units defending ${nameOfSquare(s, c.square)}.`);
  const who = playerName(s, c.attacker);
  let state = s;
  if (e.ambush === true) {
    const player = s.players[c.attacker];
    if (player?.power.kind !== 'ambush') return refuse(`${who}'s power is ${player?.power.name ?? 'not Ambush'}, not Ambush.`);
    const problem = goldSpendProblem(s.gold[c.attacker] ?? { total: 0, setAside: 0 }, player.costs.power, who, 'Ambush');
    if (problem) return refuse(problem);
    state = withGold(state, c.attacker, (g) => goldSpend(g, player.costs.power));
  }
  const verdict = judgeRound(s, a, d, c.square, e.ambush === true, e.rolls);
  if ('problem' in verdict) return refuse(verdict.problem);
  // Rules: Caleda "Powers" — "Bonus dice gained from Ambush or Transport only last one round of combat."
  state = withUnits(state, [a.id], (u) => ({ ...u, transportBonus: false }));
  const loser = verdict.winner === 'attacker' ? d.id : a.id;
  state = withoutUnits(state, [loser]);
  const next: CaledaCombat = {
    ...c,
    attackers: c.attackers.filter((id) => id !== loser),
    defenders: c.defenders.filter((id) => id !== loser),
  };
  return ok(settle(state, next));
}

// Rules: Caleda "Defensive Structures" — "A roll of 5 or higher defeats a tower and a roll of 6 defeats a
// castle. If the attack succeeds, the structure is removed and the unit moves into the square. If the attack
// fails the unit must return to the square it came from." "If multiple units are attacking they each get a
// chance to roll against the defensive structure."
export function applyStructureRoll(s: CaledaState, e: { unit: number; dice: readonly number[] }): ApplyResult<CaledaState> {
  const c = s.combat;
  if (!c) return refuse('There is no combat in progress.');
  if (c.stage !== 'structure') return refuse(`Defeat the units on ${nameOfSquare(s, c.square)} before the structure.`);
  const st = enemyStructureAt(s, c.square, c.attacker);
  const u = unitById(s, e.unit);
  if (!u || !c.attackers.includes(u.id)) return refuse('Choose one of the attacking units that has not yet rolled against the structure.');
  if (!st) return ok(arriveAt({ ...s, combat: null }, c.attacker, c.attackers, c.square));
  const n = structureAttackDice(u.rank);
  const problem = diceProblem(e.dice, n, `Against the ${st.kind}, ${unitLabel(s, u)} rolls ${countOf(n, 'die', 'dice')} (${RANK_NAMES[u.rank]}; no land bonus, no powers)`);
  if (problem) return refuse(problem);
  if (structureFalls(st.kind, e.dice)) {
    const cleared = withSquare(s, c.square, (x) => ({ ...x, structure: null }));
    return ok(arriveAt({ ...cleared, combat: null }, c.attacker, c.attackers, c.square));
  }
  return ok(settle(s, { ...c, attackers: c.attackers.filter((id) => id !== u.id) }));
}

// Rules: Caleda "Bombard" — "This power allows one unit to attack units on an adjacent square without risk of
// death. If a bombarding unit loses, it remains on the board. If it wins, the enemy unit is removed from the
// board, but the bombarding unit does not move into or claim the square."
export function applyBombard(
  s: CaledaState,
  e: { unit: number; target: Square; defenderUnit: number; rolls: readonly RoundRoll[] },
): ApplyResult<CaledaState> {
  const p = s.turn.player;
  const who = playerName(s, p);
  const player = s.players[p];
  if (player?.power.kind !== 'bombard') return refuse(`${who}'s power is ${player?.power.name ?? 'not Bombard'}, not Bombard.`);
  const a = unitById(s, e.unit);
  if (!a || a.owner !== p) return refuse(`Choose one of ${who}'s units to bombard with.`);
  const target = s.squares[e.target];
  if (!target) return refuse('Choose a square of the board to bombard.');
  const where = nameOfSquare(s, e.target);
  if (!squaresAdjacent(s.size, a.square, e.target)) return refuse(`${where} is not next to ${nameOfSquare(s, a.square)} (north, south, east or west).`);
  const d = unitById(s, e.defenderUnit);
  if (!d || d.square !== e.target || d.owner === p) return refuse(`Choose one of the enemy units on ${where} to defend.`);
  if (!resourcesKnown(target.resources)) return refuse(`Enter the two resources of ${where} first: they decide the strong-land dice.`);
  const problem = goldSpendProblem(s.gold[p] ?? { total: 0, setAside: 0 }, player.costs.power, who, 'Bombard');
  if (problem) return refuse(problem);
  const verdict = judgeRound(s, { ...a, transportBonus: false }, d, e.target, false, e.rolls);
  if ('problem' in verdict) return refuse(verdict.problem);
  const paid = withGold(s, p, (g) => goldSpend(g, player.costs.power));
  return ok(verdict.winner === 'attacker' ? withoutUnits(paid, [d.id]) : paid);
}
