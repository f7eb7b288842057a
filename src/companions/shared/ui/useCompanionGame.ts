import { useMemo, useState, useSyncExternalStore } from 'react';
import { replay } from '../core/log';
import type { CompanionDef } from './types';
import type { CompanionGameRecord } from '../../../store/types';
import { saveCompanionGame } from '../../../store/repos';

export interface CompanionGameHandle<S, E> {
  state: S;
  events: readonly E[];
  redoStack: readonly E[];
  /** null when the event was accepted and saved; otherwise the refusal reason. */
  dispatch(event: E): string | null;
  undo(): void;
  redo(): void;
  /** Replay problem of a stored log (a damaged save), if any. */
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

function fold<S, E, Setup>(def: CompanionDef<S, E, Setup>, rec: CompanionGameRecord): { state: S; error: string | null } {
  try {
    return { state: replay(def.initial(rec.setup as Setup), rec.events as E[], def.reducer), error: null };
  } catch (err) {
    return { state: def.initial(rec.setup as Setup), error: err instanceof Error ? err.message : String(err) };
  }
}

/** Drive one saved companion game through its pure reducer (undo/redo, saved on every change). */
export function useCompanionGame<S, E, Setup>(def: CompanionDef<S, E, Setup>, record: CompanionGameRecord): CompanionGameHandle<S, E> {
  const [store] = useState(() => new GameRecordStore(record));
  const rec = useSyncExternalStore(store.subscribe, store.get, store.get);
  const folded = useMemo(() => fold(def, rec), [def, rec]);
  const stamp = (): string => new Date().toISOString();

  return {
    state: folded.state,
    events: rec.events as E[],
    redoStack: rec.redo as E[],
    loadError: folded.error,
    dispatch(event: E) {
      const cur = store.get();
      const r = def.reducer(fold(def, cur).state, event);
      if (!r.ok) return r.reason;
      store.set({ ...cur, events: [...cur.events, event as Record<string, unknown>], redo: [], updatedAt: stamp() });
      return null;
    },
    undo() {
      const cur = store.get();
      const last = cur.events[cur.events.length - 1];
      if (last) store.set({ ...cur, events: cur.events.slice(0, -1), redo: [...cur.redo, last], updatedAt: stamp() });
    },
    redo() {
      const cur = store.get();
      const next = cur.redo[cur.redo.length - 1];
      if (next) store.set({ ...cur, events: [...cur.events, next], redo: cur.redo.slice(0, -1), updatedAt: stamp() });
    },
  };
}
