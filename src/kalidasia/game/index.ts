/**
 * Kalidasia game core (issue 6): the game as an event log folded through a pure reducer.
 *
 *   gameInit(pack, setup) → initial state           gameApply(state, event) → next state or refusal
 *   expected(state)       → what the game waits for  ev(body) → a versioned event
 *   logNew / logAppend / logUndo / logRedo / logState / logToJson / logFromJson / EVENT_MIGRATIONS
 *   squadronEngagementScore / battlefieldControl / orbitalContainScore / escalationCheck / victoryCheck
 *   outcomes.ts: the contract the combat engine (issue 5) fills in for fire, missile strikes, dogfights.
 */
export * from './state';
export * from './events';
export * from './outcomes';
export { gameInit, defaultDeploymentZones } from './setup';
export { gameApply, turnStart, redeploySpot, redeploySpotProblem, redeployZone } from './reducer';
export { escortStepAway, redeploySpots } from './status';
export { movePassesOver } from './fighters';
export { escortsCarried } from './helpers';
export type { ApplyResult } from './reducer';
export { expected, escortOptions, initiativeCards, deployLeft, nextActor } from './flow';
export type { Expected } from './flow';
export { unitsLeft, fightersToActivate, shipsToActivate, shipById, fighterById } from './helpers';
export {
  squadronEngagementScore,
  battlefieldControl,
  orbitalContainScore,
  orbitalTieBreak,
  escalationCheck,
  victoryCheck,
  shipCrippled,
  concession,
} from './scenarios';
export { deckCount, invariantProblems } from './invariants';
export { cardsDrawnBy, cardsSeenOnUndo } from './deckSeen';
export * from './log';
export * from './fromCombat';
export { tableVerdicts, tokenOverlaps, tokensOffTable, DEFAULT_TABLE } from './tableCheck';
export type { TableVerdict, TableSize, TokenOverlap, OffTable } from './tableCheck';
export * from './gate';
