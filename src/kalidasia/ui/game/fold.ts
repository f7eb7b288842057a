/**
 * Folding a stored game log incrementally: the state after every event is kept (states[k] after k
 * events), so an append folds one event, undo/redo only move the index, and a tap on a log line shows
 * the table as it was then. A stored event is re-folded only when it differs from the one folded.
 * The stored log passes the same gate as an imported file (game/gate.ts): the set-up by schema, each event by
 * schema then the rules; the first refused event (an unknown type included) opens the game read-only before it.
 */
import { eventGate, setupGate, type GameEvent, type GameSetup, type GameState } from '../../game';
import type { PackOverride } from '../../data';

/** What a stored Kalidasia log keeps in its head's `meta`. */
export interface GameMeta {
  setup: GameSetup;
  packOverrides: readonly PackOverride[];
}

export interface Folded {
  readonly meta: GameMeta;
  readonly events: readonly GameEvent[];
  /** JSON of each stored event, to recognise it. */
  readonly keys: readonly string[];
  /** states[k]: the state after the first k events (states[0] is the initial state). */
  readonly states: readonly GameState[];
  /** The first event that cannot be applied: the game opens read-only at the state before it. */
  readonly failed: { readonly index: number; readonly reason: string } | null;
  /** The set-up itself cannot be read. */
  readonly broken: string | null;
}

export function metaCheck(meta: unknown): GameMeta | string {
  const m = meta as Partial<GameMeta> | null;
  if (typeof m !== 'object' || m === null || typeof m.setup !== 'object' || m.setup === null) return 'The stored game has no set-up.';
  return { setup: m.setup, packOverrides: Array.isArray(m.packOverrides) ? m.packOverrides : [] };
}

/** Fold `raw` (the stored events in effect), reusing `prev` for the prefix it already folded. */
export function foldLog(prev: Folded | null, meta: unknown, raw: readonly unknown[]): Folded {
  const m = metaCheck(meta);
  if (typeof m === 'string') return { meta: { setup: null as unknown as GameSetup, packOverrides: [] }, events: [], keys: [], states: [], failed: null, broken: m };
  let base = prev && prev.meta.setup === m.setup && prev.broken === null ? prev : null;
  if (base === null && prev !== null && prev.broken === null && JSON.stringify(prev.meta) === JSON.stringify(m)) base = prev;
  let states: GameState[];
  let events: GameEvent[];
  let keys: string[];
  if (base === null) {
    const init = setupGate(m.setup, m.packOverrides);
    if (!init.ok) return { meta: m, events: [], keys: [], states: [], failed: null, broken: init.reason };
    states = [init.state];
    events = [];
    keys = [];
  } else {
    states = base.states.slice();
    events = base.events.slice();
    keys = base.keys.slice();
  }
  // Keep the longest prefix that is the same as what was folded.
  let same = 0;
  const limit = Math.min(keys.length, raw.length, states.length - 1);
  while (same < limit && (raw[same] === events[same] || JSON.stringify(raw[same]) === keys[same])) same++;
  states.length = same + 1;
  events.length = same;
  keys.length = same;
  let failed: Folded['failed'] = null;
  for (let i = same; i < raw.length; i++) {
    const r = eventGate(states[i] as GameState, raw[i], i);
    if (!r.ok) {
      failed = { index: i, reason: r.reason };
      break;
    }
    states.push(r.state);
    events.push(r.event);
    keys.push(JSON.stringify(raw[i]));
  }
  return { meta: m, events, keys, states, failed, broken: null };
}

/** The current state of a fold (after every event that applied). */
export const foldState = (f: Folded): GameState | null => f.states[f.states.length - 1] ?? null;

/** Keeps the last fold, so each new log view folds only what changed (one per screen). */
export class LogFolder {
  private last: Folded | null = null;
  fold(meta: unknown, raw: readonly unknown[]): Folded {
    this.last = foldLog(this.last, meta, raw);
    return this.last;
  }
}
