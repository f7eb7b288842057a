import { useState, useSyncExternalStore } from 'react';
import { foldStored, type FoldResult } from '../core/log';
import type { CompanionDef } from './types';
import type { CompanionGameRecord } from '../../../store/types';
import { saveCompanionGame } from '../../../store/repos';

export interface CompanionGameHandle<S, E> {
  /**
   * The game now. When the saved game cannot be opened (`loadError`), the state after the last event that
   * replayed, or null when even the set-up could not be built.
   */
  state: S | null;
  events: readonly E[];
  redoStack: readonly E[];
  /** null when the event was accepted and saved; otherwise the refusal reason. */
  dispatch(event: E): string | null;
  undo(): void;
  redo(): void;
  /**
   * What is wrong with a damaged save, naming the game and what failed; null when it opened cleanly.
   * While set, dispatch/undo/redo change nothing: the stored record stays exactly as it was.
   */
  loadError: string | null;
}

/**
 * Holds one saved game's record between renders: every accepted action, undo or
 * redo replaces the record and saves it at once (a closed tab loses nothing).
 */
class GameRecordStore {
  private listeners = new Set<() => void>();
  constructor(private rec: CompanionGameRecord) {}
  get = (): CompanionGameRecord => this.rec;
  subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  set(next: CompanionGameRecord): void {
    this.rec = next;
    void saveCompanionGame(next);
    for (const l of this.listeners) l();
  }
}

/** Replay a saved record through its companion's pure core; never throws, never changes the record. */
export function foldRecord<S, E, Setup>(def: CompanionDef<S, E, Setup>, rec: CompanionGameRecord): FoldResult<S> & { message: string | null } {
  const r = foldStored(def.initial, rec.setup as Setup, rec.events as E[], def.reducer);
  const message = r.error === null ? null : `The saved ${def.title} game “${rec.name}” cannot be opened: ${r.error}. Nothing has been changed in it.`;
  return { ...r, message };
}

type Folded<S> = FoldResult<S> & { message: string | null };

/** Drive one saved companion game through its pure reducer (undo/redo, saved on every change). */
export function useCompanionGame<S, E, Setup>(def: CompanionDef<S, E, Setup>, record: CompanionGameRecord): CompanionGameHandle<S, E> {
  const [store] = useState(() => new GameRecordStore(record));
  // Folded states by record: an accepted action stores its new state here, so no action replays the whole log.
  const [cache] = useState(() => new WeakMap<CompanionGameRecord, Folded<S>>());
  const rec = useSyncExternalStore(store.subscribe, store.get, store.get);
  const foldCached = (r: CompanionGameRecord): Folded<S> => {
    const hit = cache.get(r);
    if (hit) return hit;
    const f = foldRecord(def, r);
    cache.set(r, f);
    return f;
  };
  const folded = foldCached(rec);
  const stamp = (): string => new Date().toISOString();

  return {
    state: folded.state,
    events: rec.events as E[],
    redoStack: rec.redo as E[],
    loadError: folded.message,
    dispatch(event: E) {
      const cur = store.get();
      const now = foldCached(cur);
      if (now.message !== null || now.state === null) return now.message ?? 'This saved game cannot be opened.';
      let r;
      try {
        r = def.reducer(now.state, event);
      } catch (err) {
        return `That action could not be applied: ${err instanceof Error ? err.message : String(err)}`;
      }
      if (!r.ok) return r.reason;
      const next: CompanionGameRecord = { ...cur, events: [...cur.events, event as Record<string, unknown>], redo: [], updatedAt: stamp() };
      cache.set(next, { state: r.state, replayed: next.events.length, error: null, message: null });
      store.set(next);
      return null;
    },
    undo() {
      const cur = store.get();
      if (foldCached(cur).message !== null) return;
      const last = cur.events[cur.events.length - 1];
      if (last) store.set({ ...cur, events: cur.events.slice(0, -1), redo: [...cur.redo, last], updatedAt: stamp() });
    },
    redo() {
      const cur = store.get();
      if (foldCached(cur).message !== null) return;
      const next = cur.redo[cur.redo.length - 1];
      if (next) store.set({ ...cur, events: [...cur.events, next], redo: cur.redo.slice(0, -1), updatedAt: stamp() });
    },
  };
}
