/**
 * Moved to `game/fromCombat.ts`: the game adapts the combat engine's results (DESIGN.md §1), so the engine no
 * longer imports the game. This path is kept only so that code written against it keeps working; import from
 * the game core (`../../game`) instead. Not exported from this folder's index.
 */
export { antiFighterToOutcome, damageToOutcome, deckFromGame, missileStrikeToOutcome, powerToOutcome, precisionToOutcome, targetFromGame } from '../../game/fromCombat';
