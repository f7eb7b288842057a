/**
 * The saved game's format name and version, and the event migrations (used by the log and by the gate).
 */
import { EVENT_VERSION, type GameEvent } from './events';

export const SAVE_FORMAT = 'tableside.kalidasia.game';
export const SAVE_VERSION = 1;

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

