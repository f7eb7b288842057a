/**
 * The game log: a setup and the events, saved as versioned JSON. State is the fold of the events
 * (DESIGN.md §1); undo drops the last event, redo re-appends it; a migration hook upgrades events
 * written by older versions before they are replayed.
 */
import { applyOverrides, SHIPPED_PACK, type PackOverride } from '../data';
import type { KalidasiaPack } from '../data/types';
import type { GameEvent } from './events';
import { SAVE_FORMAT, SAVE_VERSION } from './format';
import { gameTextGate } from './gate';
import { gameApply, type ApplyResult } from './reducer';
import { gameInit } from './setup';
import type { GameSetup, GameState } from './state';

export { SAVE_FORMAT, SAVE_VERSION, EVENT_MIGRATIONS, eventMigrate } from './format';

export interface SavedGame {
  readonly format: typeof SAVE_FORMAT;
  readonly version: number;
  readonly setup: GameSetup;
  /** The player's pack corrections in force when the game began (replay uses the same values). */
  readonly packOverrides: readonly PackOverride[];
  readonly events: readonly GameEvent[];
}

export interface GameLog {
  readonly setup: GameSetup;
  readonly packOverrides: readonly PackOverride[];
  readonly events: readonly GameEvent[];
  readonly redo: readonly GameEvent[];
}

/** Fold events from a state; stops at the first refused event and says which. */
export function gameFold(initial: GameState, events: readonly GameEvent[]): { ok: true; state: GameState } | { ok: false; reason: string; index: number } {
  let state = initial;
  for (let i = 0; i < events.length; i++) {
    const r = gameApply(state, events[i] as GameEvent);
    if (!r.ok) return { ok: false, reason: `Event ${i + 1} (${(events[i] as GameEvent).type}): ${r.reason}`, index: i };
    state = r.state;
  }
  return { ok: true, state };
}

/** The effective pack for a saved game. */
export function logPack(log: Pick<GameLog, 'packOverrides'>): KalidasiaPack | string {
  if (log.packOverrides.length === 0) return SHIPPED_PACK;
  const r = applyOverrides(SHIPPED_PACK, log.packOverrides);
  return r.ok ? r.pack : `The pack corrections of this game are not valid: ${r.errors.join('; ')}`;
}

export function logNew(setup: GameSetup, packOverrides: readonly PackOverride[] = []): GameLog {
  return { setup, packOverrides, events: [], redo: [] };
}

/** The initial state of a log (before any event). */
export function logInitial(log: Pick<GameLog, 'setup' | 'packOverrides'>): { ok: true; state: GameState } | { ok: false; reason: string } {
  const pack = logPack(log);
  if (typeof pack === 'string') return { ok: false, reason: pack };
  const r = gameInit(pack, log.setup);
  return r.ok ? { ok: true, state: r.value } : r;
}

/** The state of a log: the fold of all its events. */
export function logState(log: GameLog): { ok: true; state: GameState } | { ok: false; reason: string } {
  const init = logInitial(log);
  if (!init.ok) return init;
  return gameFold(init.state, log.events);
}

/** Append an event if the reducer accepts it (clears the redo stack). */
export function logAppend(log: GameLog, state: GameState, event: GameEvent): { ok: true; log: GameLog; state: GameState } | { ok: false; reason: string } {
  const r: ApplyResult = gameApply(state, event);
  if (!r.ok) return r;
  return { ok: true, log: { ...log, events: [...log.events, event], redo: [] }, state: r.state };
}

/** Undo: the last event moves to the redo stack; re-fold with `logState`. */
export function logUndo(log: GameLog): GameLog {
  const last = log.events[log.events.length - 1];
  return last === undefined ? log : { ...log, events: log.events.slice(0, -1), redo: [...log.redo, last] };
}

/** Redo: the most recently undone event is appended again. */
export function logRedo(log: GameLog): GameLog {
  const next = log.redo[log.redo.length - 1];
  return next === undefined ? log : { ...log, events: [...log.events, next], redo: log.redo.slice(0, -1) };
}

export function logToJson(log: GameLog): string {
  const saved: SavedGame = { format: SAVE_FORMAT, version: SAVE_VERSION, setup: log.setup, packOverrides: log.packOverrides, events: log.events };
  return JSON.stringify(saved);
}

/**
 * Read a saved game through the gate (gate.ts): the format, the set-up and every event checked by schema, old
 * events migrated, then every event replayed, so that a damaged file is reported with the event and the field
 * that fail (the file itself is never changed). Never throws.
 */
export function logFromJson(text: string): { ok: true; log: GameLog; state: GameState } | { ok: false; reason: string } {
  const r = gameTextGate(text);
  return r.ok ? { ok: true, log: r.log, state: r.state } : { ok: false, reason: r.reason };
}
