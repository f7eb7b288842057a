/**
 * The game reducer: `gameApply(state, event)` is pure; it returns the next state or refuses the
 * event with a reason a player understands, naming the unit and the rule section.
 * Source: ../shared/rules/kalidasia-core-rules-2.2.0.txt ("The Turn" and what follows).
 */
import { EVENT_VERSION, type GameEvent } from './events';
import { expected, type Expected } from './flow';
import { because, playerName } from './helpers';
import { concession, escalationCheck } from './scenarios';
import type { GameState } from './state';
import { onAdjust, onUpgradeUse } from './adjust';
import { onDeckSeen } from './deckSeen';
import { onMissileStrike, onLaunch, onMissilesMoved } from './missiles';
import { onInitiativeRoll, onInitiativeBonus } from './initiative';
import { onDeployRoll, onDeployShip, onDeployFighters } from './deployment';
import { onSensors, onEngines, onMove, onFire } from './warship';
import { onReplacement, onEndTurn } from './end';
import { onFighterMove, onFighterAttack, onInterpose } from './fighters';
import { onActionOrder, onActivateShip, onActivateFighters, onActivationEnd } from './activation';
import { ok, no, S_TURN, S_DEPLOY, S_INIT, S_REGROUP, S_ESCORT, S_ACTION, S_ESCORTING, S_MISSILES, S_END, describe, notNow, type ApplyResult } from './verdict';
import { onRegroupRoll, onRedeploy, onEscorts } from './status';

// ---------------------------------------------------------------------------
// Dispatch

const PHASE_OF: Partial<Record<GameEvent['type'], readonly Expected['kind'][]>> = {
  deployRoll: ['deployRoll'],
  deployShip: ['deployShip'],
  deployFighters: ['deployFighters'],
  initiativeRoll: ['initiativeRoll'],
  initiativeBonus: ['initiativeBonus'],
  regroupRoll: ['regroupRoll'],
  redeploy: ['redeploy'],
  escorts: ['escorts'],
  actionOrder: ['actionOrder'],
  activateShip: ['activate'],
  activateFighters: ['activate'],
  missilesMoved: ['missiles'],
  endTurn: ['endTurn'],
};

const SECTION_OF: Partial<Record<GameEvent['type'], string>> = {
  deployRoll: S_DEPLOY,
  deployShip: S_DEPLOY,
  deployFighters: S_DEPLOY,
  initiativeRoll: S_INIT,
  initiativeBonus: S_INIT,
  regroupRoll: S_REGROUP,
  redeploy: S_REGROUP,
  escorts: S_ESCORT,
  actionOrder: S_ACTION,
  activateShip: S_ACTION,
  activateFighters: S_ACTION,
  missilesMoved: S_MISSILES,
  endTurn: S_END,
};

const LABEL_OF: Partial<Record<GameEvent['type'], string>> = {
  deployRoll: 'A deployment roll',
  deployShip: 'Deploying a warship',
  deployFighters: 'Deploying fighter tokens',
  initiativeRoll: 'An initiative roll',
  initiativeBonus: 'An initiative bonus',
  regroupRoll: 'A regroup roll',
  redeploy: 'Redeploying fighters',
  escorts: 'Choosing escorts',
  actionOrder: 'Choosing the action order',
  activateShip: 'Activating a warship',
  activateFighters: 'Activating fighters',
  missilesMoved: 'Moving missiles',
  endTurn: 'Ending the turn',
};

function dispatch(s: GameState, e: GameEvent): ApplyResult {
  if (e.type === 'concede') {
    if (!s.players.includes(e.player)) return no(`There is no player ${e.player}.`);
    if (s.phase.kind === 'over') return no(because(`The game is over${s.result ? `: ${s.result.reason}` : ''}.`, S_TURN));
    return ok({ ...s, result: concession(s, e.player), phase: { kind: 'over' } });
  }
  if (e.type === 'adjust') return onAdjust(s, e);
  if (e.type === 'upgradeUse') return s.phase.kind === 'over' ? no(because('The game is over.', S_TURN)) : onUpgradeUse(s, e);
  if (e.type === 'deckSeen') return onDeckSeen(s, e);
  const x = expected(s);
  if (x.kind === 'over') return no(because(`The game is over${s.result ? `: ${s.result.reason}` : ''}.`, S_TURN));
  const allowed = PHASE_OF[e.type];
  if (allowed) {
    if (!allowed.includes(x.kind)) return notNow(s, LABEL_OF[e.type] ?? e.type, SECTION_OF[e.type] ?? S_TURN);
    const who = 'player' in e ? e.player : null;
    if (who !== null && 'player' in x && x.player !== who) {
      return no(because(`${LABEL_OF[e.type] ?? e.type} by ${playerName(s, who)} is out of turn: the game is waiting for ${describe(x, s)}.`, SECTION_OF[e.type] ?? S_TURN));
    }
  }
  switch (e.type) {
    case 'deployRoll':
      return onDeployRoll(s, e.rolls);
    case 'deployShip':
      return onDeployShip(s, e);
    case 'deployFighters':
      return onDeployFighters(s, e);
    case 'initiativeRoll':
      return onInitiativeRoll(s, e.rolls);
    case 'initiativeBonus':
      return onInitiativeBonus(s, e);
    case 'regroupRoll':
      return onRegroupRoll(s, e);
    case 'redeploy':
      return onRedeploy(s, e);
    case 'escorts':
      return onEscorts(s, e);
    case 'actionOrder':
      return onActionOrder(s, e);
    case 'activateShip':
      return onActivateShip(s, e);
    case 'activateFighters':
      return onActivateFighters(s, e);
    case 'sensors':
      return onSensors(s, e);
    case 'engines':
      return onEngines(s, e);
    case 'missileStrike':
      return onMissileStrike(s, e);
    case 'move':
      return onMove(s, e);
    case 'fire':
      return onFire(s, e);
    case 'launchMissiles':
      return onLaunch(s, e);
    case 'fighterMove':
      return onFighterMove(s, e);
    case 'fighterAttack':
      return onFighterAttack(s, e);
    case 'interpose':
      return s.phase.kind === 'action' ? onInterpose(s, e) : notNow(s, 'Moving an escort to block', S_ESCORTING);
    case 'activationEnd':
      return onActivationEnd(s);
    case 'missilesMoved':
      return onMissilesMoved(s, e);
    case 'replacement':
      return s.phase.kind === 'end' ? onReplacement(s, e) : notNow(s, 'Deploying a replacement warship', 'Scenario 2 - Escalation Battle');
    case 'endTurn':
      return onEndTurn(s, e);
    default:
      // A stored or imported event of a type this app does not know: refused, never undefined.
      return no(`"${String((e as { type?: unknown }).type).slice(0, 40)}" is not an event type this app knows.`);
  }
}

/**
 * Apply one event. Pure: the same state and event always give the same result.
 * Escalation Battle ends the moment a player has inflicted 30 points of hull damage.
 */
// Rules: Kalidasia "The Turn" — "Each phase is completed before moving onto the next phase."
export function gameApply(s: GameState, e: GameEvent): ApplyResult {
  // Any input gets an answer: a damaged event (a look-up that fails, a list that is not a list) is refused, never thrown.
  if (e === null || typeof e !== 'object' || typeof (e as { type?: unknown }).type !== 'string') return no('This is not an event (it has no type).');
  try {
    return applyChecked(s, e);
  } catch (err) {
    return no(`This ${e.type.slice(0, 40)} event cannot be applied: ${err instanceof Error ? err.message : String(err)}.`);
  }
}

function applyChecked(s: GameState, e: GameEvent): ApplyResult {
  if (e.v !== EVENT_VERSION) return no(`This event has version ${String(e.v)}; migrate the log to version ${EVENT_VERSION} before applying it.`);
  const ruling: unknown = e.ruling;
  if (ruling !== undefined && (typeof ruling !== 'object' || ruling === null || typeof (ruling as { overruled?: unknown }).overruled !== 'string')) {
    return no(`A players' ruling must name the refusal it overrules (ruling.overruled, a text); this ${e.type} event has ${JSON.stringify(ruling)}.`);
  }
  const r = dispatch(s, e);
  if (!r.ok || r.state.phase.kind === 'over' || s.setup.scenario !== 'escalation') return r;
  const won = escalationCheck(r.state);
  return won ? ok({ ...r.state, result: won, phase: { kind: 'over' } }) : r;
}

export type { ApplyResult } from './verdict';
export { turnStart } from './initiative';
export { redeploySpot, redeploySpotProblem, redeployZone } from './status';
