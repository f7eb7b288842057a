/**
 * Sensor points: generated at activation from the sensor value less damage,
 * placed on enemy warships, spent by any friendly warship to re-roll missed gun
 * dice against that warship, removed in the end phase. Pure.
 */
import { done, refused, type Outcome } from './result';
import { countOf } from '../../../words';

export interface SensorState {
  /** The sensor value printed on the stat card. */
  readonly rating: number;
  /** Sensor tokens damaged side up. */
  readonly damaged: number;
}

/** One side's sensor tokens on enemy warships: target warship id → tokens. */
export type SensorBoard = Readonly<Record<string, number>>;

export function sensorInitial(rating: number): SensorState {
  return { rating, damaged: 0 };
}

// Rules: Kalidasia "Generate and Allocate Sensor Points" — "a warship generates a number of sensor points equal to its sensor stat. Critical Damage can reduce the amount".
export function sensorPoints(s: SensorState): number {
  return Math.max(0, s.rating - s.damaged);
}

// Rules: Kalidasia "Critical Damage Cards" — "For each sensor destroyed, place a sensor token "damaged" side up ... A warship's sensor value can never be reduced below zero."
export function sensorDamage(s: SensorState, points: number): SensorState {
  return { ...s, damaged: Math.min(s.rating, s.damaged + Math.max(0, Math.floor(points))) };
}

/**
 * Place the points generated at activation on enemy warships.
 * `placement` maps target id → tokens; targets must be enemy warships on the battlefield.
 */
// Rules: Kalidasia "Generate and Allocate Sensor Points" — "Each sensor point generated can be placed "sensor" side face up on any enemy warship currently on the battlefield."
export function sensorPlace(
  board: SensorBoard,
  generator: SensorState,
  placement: Readonly<Record<string, number>>,
  enemyWarships: readonly string[],
): Outcome<SensorBoard> {
  const total = Object.values(placement).reduce((n, k) => n + k, 0);
  const have = sensorPoints(generator);
  if (Object.values(placement).some((k) => !Number.isInteger(k) || k < 0)) return refused('Sensor tokens come in whole numbers.');
  if (total > have) return refused(`Only ${have} sensor points were generated; ${total} placed.`);
  const next: Record<string, number> = { ...board };
  for (const [target, k] of Object.entries(placement)) {
    if (k === 0) continue;
    if (!enemyWarships.includes(target)) return refused(`${target} is not an enemy warship on the battlefield.`);
    next[target] = (next[target] ?? 0) + k;
  }
  return done(next);
}

export interface SensorReroll {
  /** Index of the gun die to re-roll. */
  readonly index: number;
  /** What the re-rolled die shows. */
  readonly value: number;
}

export interface RerollResult {
  readonly dice: readonly number[];
  readonly board: SensorBoard;
}

/**
 * Spend one sensor token on `target` per re-roll of a gun die that did not hit
 * (`hitOn`: the lowest value that hits). No die is re-rolled twice for sensors.
 */
// Rules: Kalidasia "Sensor Points" (Warship Combat) — "a sensor point can be spent to re-roll one of the gun dice which did not hit ... no die can be rerolled more than once. Once a sensor point is spent, remove it from the target warship."
export function sensorReroll(
  board: SensorBoard,
  target: string,
  dice: readonly number[],
  rerolls: readonly SensorReroll[],
  hitOn: number,
): Outcome<RerollResult> {
  const tokens = board[target] ?? 0;
  if (rerolls.length > tokens) return refused(`${target} has ${countOf(tokens, 'sensor token')}; ${rerolls.length} re-rolls asked.`);
  const out = [...dice];
  const seen = new Set<number>();
  for (const r of rerolls) {
    const before = dice[r.index];
    if (before === undefined) return refused(`There is no die ${r.index + 1}.`);
    if (seen.has(r.index)) return refused(`Die ${r.index + 1} was already re-rolled with a sensor point.`);
    if (before >= hitOn) return refused(`Die ${r.index + 1} (${before}) already hit; sensor points re-roll dice that did not hit.`);
    if (!Number.isInteger(r.value) || r.value < 1 || r.value > 6) return refused(`${r.value} is not a die result.`);
    seen.add(r.index);
    out[r.index] = r.value;
  }
  const left = tokens - rerolls.length;
  const next: Record<string, number> = { ...board };
  if (left === 0) delete next[target];
  else next[target] = left;
  return done({ dice: out, board: next });
}

// Rules: Kalidasia "End Phase" — "remove all unused sensor tokens from the board".
export function sensorEndPhase(): SensorBoard {
  return {};
}
