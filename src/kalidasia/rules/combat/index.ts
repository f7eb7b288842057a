/**
 * Kalidasia combat engine (issue 5): power weapon attacks, anti-fighter fire, missiles, precision
 * attacks, the critical deck state machine and exact odds (the game's bridge to it: game/fromCombat.ts).
 * Every resolver takes dice results (a DiceSource) and returns its steps with rulebook sections.
 */
export { stepsText, criticalStatusNew, effectiveCriticalValue, DEFAULT_EFFECTS } from './types';
export type { CombatStep, CombatResult, CriticalStatus, WarshipTarget, BatteryInput, Effects, DeckStep } from './types';
export * from './deck';
export * from './damage';
export * from './power';
export * from './antiFighter';
export * from './missiles';
export * from './precision';
export * from './odds';
export * from './matrix';
export * from './matrixAdapt';
