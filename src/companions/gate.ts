/**
 * Every companion's gate in one place, for the ways a game enters the app (backup restore; the stored log at
 * open uses each companion's own through its def). Pure: the companions' cores and zod, no screens — loaded
 * only when a backup is read (store/backup.ts imports it on demand).
 */
import type { CompanionKey } from '../store/types';
import { caledaGate } from './caleda/gate';
import { kaladanGate } from './kaladan/gate';
import { kalesiaGate } from './kalesia/gate';
import { nedcaGate } from './nedca/gate';
import { storedGameProblem, type CompanionGate } from './shared/core/gate';

// oxlint-disable-next-line typescript/no-explicit-any
export const COMPANION_GATES: Readonly<Record<CompanionKey, CompanionGate<any, any, any>>> = {
  caleda: caledaGate,
  kalesia: kalesiaGate,
  kaladan: kaladanGate,
  nedca: nedcaGate,
};

/** A stored companion game: null when it can be shown, otherwise what is wrong and where. Never throws. */
export function companionGameProblem(kind: CompanionKey, setup: unknown, events: readonly unknown[]): string | null {
  const gate = COMPANION_GATES[kind];
  return storedGameProblem(gate, setup, events);
}
