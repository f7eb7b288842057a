/**
 * Generals of Kaladan (basic game) companion — the pure core the screens drive.
 *
 * Flow: validate a `KaladanSetup` with `kaladanSetupProblem`, start with `initialKaladan`,
 * then append `KaladanEvent`s through `applyKaladan` (the shared log in
 * `../shared/core/log` gives undo/redo/replay). `state.turn` says whose turn and which phase;
 * `PHASE_REMINDERS[phase]` is what to show; `scoresNow(state)` the points so far;
 * `state.result` is set when the game ends.
 */
export { applyKaladan, type KaladanEvent } from './reducer';
export { describeKaladanEvent } from './describe';
export {
  KALADAN_STATE_VERSION,
  MIN_PLAYERS,
  initialKaladan,
  kaladanSetupProblem,
  type KaladanPlayer,
  type KaladanPlayerSetup,
  type KaladanResult,
  type KaladanSetup,
  type KaladanState,
  type KaladanTurn,
} from './rules/state';
export {
  areAdjacent,
  boardProblem,
  controlled,
  deployProblem,
  invasionSize,
  moveProblem,
  swapProblem,
  tileOwner,
  unitsOn,
  type TileDef,
  type Unit,
} from './rules/board';
export { resolveBattle, type BattleInput, type BattleOutcome, type Elimination } from './rules/battle';
export { incomeFor, poorestPlayers, type Income } from './rules/income';
export { PHASES, PHASE_NAMES, PHASE_REMINDERS, phaseAfter, type Phase } from './rules/phases';
export { leaders, scoreOf, soleRuler, type Score } from './rules/scoring';
export { nextSeat, scoresNow } from './rules/turn';
export {
  ADVANCED_KINDS,
  BASIC_KINDS,
  CASTLE_UPGRADE_COST,
  MAGIC_BUY_COST,
  MAGIC_SWAP_COST,
  UNIT_KINDS,
  UNIT_NAMES,
  deployCost,
  isAdvanced,
  isBasic,
  upgradeCost,
  type AdvancedKind,
  type BasicKind,
  type UnitCounts,
  type UnitKind,
} from './rules/units';
