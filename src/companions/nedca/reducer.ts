/**
 * Nedca as an event log (DESIGN.md §1): state = events folded over `initialNedca(setup)`.
 * An illegal event is refused with a reason a player can read; dice are inside the events.
 * The events are in `events.ts`; each phase applies its own in `phases/` (turn, economy, operations, action,
 * any time), split as the Kalidasia reducer was; this file checks the phase and the victory after each event.
 */
import { ok, refuse, type ApplyResult } from '../shared/core/log';
import { resolveBattle, type BattleInput, type BattleResult } from './rules/battle';
import { PHASE_NAMES, activeHouse, standings, type NedcaHouse, type NedcaState } from './rules/state';
import { statsOf } from './rules/units';
import { checkVictory } from './rules/victory';
import { cite, cited } from './phases/helpers';
import { PHASE_OF, SECTION_OF } from './events';
import { applyTurn } from './phases/turn';
import { applyEconomy } from './phases/economy';
import { applyAnyTime } from './phases/anyTime';
import { applyOperations } from './phases/operations';
import { applyAction } from './phases/action';
import type { NedcaEvent } from './events';
export { PHASE_OF, SECTION_OF, type DiceOrigin, type NedcaEvent } from './events';

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
    case 'nextPhase':
    case 'drawOrder':
    case 'endGame':
      return applyTurn(s, e, me, self);
    case 'economy':
    case 'leaseDefault':
      return applyEconomy(s, e, me, self);
    case 'adjust':
    case 'transfer':
    case 'influence':
    case 'hand':
    case 'activateSpecial':
    case 'removeSpecial':
    case 'unitCard':
    case 'removeUnit':
    case 'objective':
      return applyAnyTime(s, e, me, self);
    case 'buyCard':
    case 'build':
    case 'research':
    case 'sellCard':
    case 'buyBond':
    case 'recruit':
    case 'freeRecruit':
    case 'placeShield':
    case 'joinTeam':
    case 'leaveTeam':
    case 'lease':
    case 'returnLease':
      return applyOperations(s, e, me, self);
    case 'battle':
    case 'occupy':
    case 'assault':
      return applyAction(s, e, me, self);
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
