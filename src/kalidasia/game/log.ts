/**
 * The game log: a setup and the events, saved as versioned JSON. State is the fold of the events
 * (DESIGN.md §1); undo drops the last event, redo re-appends it; a migration hook upgrades events
 * written by older versions before they are replayed.
 */
import { applyOverrides, SHIPPED_PACK, type PackOverride } from '../data';
import type { KalidasiaPack } from '../data/types';
import { EVENT_VERSION, type GameEvent } from './events';
import { gameApply, type ApplyResult } from './reducer';
import { gameInit } from './setup';
import type { GameSetup, GameState } from './state';

export const SAVE_FORMAT = 'tableside.kalidasia.game';
export const SAVE_VERSION = 1;

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

/**
 * Event migrations: `EVENT_MIGRATIONS[n]` turns a version-n event into a version n+1 event.
 * Version 1 is the first; add an entry here with its test whenever an event's shape changes.
 */
export const EVENT_MIGRATIONS: Readonly<Record<number, (e: Record<string, unknown>) => Record<string, unknown>>> = {
  // 1 → 2 (issue 22): a warship adjusted to the table now carries its escorts; adjusts written before left them behind,
  // so they keep doing so on replay (the log replays exactly as it was played).
  1: (e) => (e.type === 'adjust' && (e.unit as { kind?: unknown } | undefined)?.kind === 'ship' ? { ...e, escorts: 'left' } : e),
};

/** Bring a stored event to the current version, or say why it cannot be. */
export function eventMigrate(raw: unknown, index: number): { ok: true; event: GameEvent } | { ok: false; reason: string } {
  if (typeof raw !== 'object' || raw === null || typeof (raw as { type?: unknown }).type !== 'string') {
    return { ok: false, reason: `Event ${index + 1} is not an event (no type).` };
  }
  let e = raw as Record<string, unknown>;
  let v = typeof e.v === 'number' ? e.v : 1;
  if (v > EVENT_VERSION) return { ok: false, reason: `Event ${index + 1} was written by a newer version of the app (event version ${v}; this app reads up to ${EVENT_VERSION}).` };
  while (v < EVENT_VERSION) {
    const step = EVENT_MIGRATIONS[v];
    if (!step) return { ok: false, reason: `Event ${index + 1} has version ${v} and no migration to ${v + 1}.` };
    e = step(e);
    v += 1;
  }
  return { ok: true, event: { ...e, v } as unknown as GameEvent };
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
 * Read a saved game: checks the format, migrates old events, and replays every event so that a
 * damaged file is reported with the event that fails (the file itself is never changed).
 */
export function logFromJson(text: string): { ok: true; log: GameLog; state: GameState } | { ok: false; reason: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { ok: false, reason: `The saved game is not JSON: ${(err as Error).message}` };
  }
  const o = raw as Partial<SavedGame> | null;
  if (typeof o !== 'object' || o === null || o.format !== SAVE_FORMAT) return { ok: false, reason: `This file is not a saved Kalidasia game (format should be "${SAVE_FORMAT}").` };
  if (typeof o.version !== 'number' || o.version > SAVE_VERSION) return { ok: false, reason: `Saved game version ${String(o.version)} is newer than this app reads (${SAVE_VERSION}).` };
  if (!o.setup || !Array.isArray(o.events)) return { ok: false, reason: 'The saved game has no setup or no event list.' };
  const events: GameEvent[] = [];
  for (const [i, e] of (o.events as unknown[]).entries()) {
    const m = eventMigrate(e, i);
    if (!m.ok) return m;
    events.push(m.event);
  }
  const log: GameLog = { setup: o.setup, packOverrides: Array.isArray(o.packOverrides) ? o.packOverrides : [], events, redo: [] };
  const st = logState(log);
  return st.ok ? { ok: true, log, state: st.state } : { ok: false, reason: st.reason };
}
