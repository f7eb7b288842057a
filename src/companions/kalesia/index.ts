/**
 * Kalesia companion — the pure core the screens drive.
 *
 * Flow: validate a `KalesiaSetup` with `kalesiaSetupProblem`, start with `initialKalesia`,
 * then append `KalesiaEvent`s through `applyKalesia` (the shared log in
 * `../shared/core/log` gives undo/redo/replay). `currentArea(state.layout, state.owners)`
 * names the area contested now; `state.outcome` is set when the game ends.
 */
export {
  KALESIA_STATE_VERSION,
  applyKalesia,
  describeKalesiaEvent,
  initialKalesia,
  kalesiaSetupProblem,
  type KalesiaEvent,
  type KalesiaHand,
  type KalesiaSetup,
  type KalesiaState,
  type KalesiaVariant,
} from './reducer';
export {
  ALLIANCES,
  ALLIANCE_NAMES,
  MAX_PLAYERS,
  MIN_PLAYERS,
  allianceCards,
  allianceCounts,
  dealAlliances,
  playerCountValid,
  setsNeeded,
  unrepresentedAlliances,
  type Alliance,
  type AllianceCounts,
  type AllianceDeal,
} from './rules/alliances';
export {
  AREA_COUNT,
  FOREST_SIZE,
  cellAt,
  cellCol,
  cellName,
  cellRow,
  currentArea,
  findTemple,
  forestLayoutProblem,
  shuffledForest,
  templeLines,
  type AreaOwner,
  type Cell,
  type Temple,
} from './rules/forest';
export {
  CARDS_PASSED,
  HANDS_PER_ROUND,
  ROUND_END_REMINDER,
  STARTING_HAND,
  WEAPONS_PER_HAND,
  WEAPON_MAX,
  areaBecomes,
  explainHand,
  handWinner,
  playsProblem,
  roundOf,
  totalsOf,
  totalsProblem,
  weaponName,
  weaponProblem,
  weaponSet,
  type AllianceTotals,
  type Weapon,
} from './rules/hand';
export { gameEnd, outcomeFor, type KalesiaOutcome } from './rules/outcome';
export { setupReminders } from './rules/setup';
