/**
 * The Game screen's state: the stored log folded incrementally (fold.ts). Opened from a snapshot (issue 24), the fold
 * starts there and replays the events before it in idle slices once they are read; every SNAPSHOT_EVERY events a
 * snapshot is stored so the next open folds only the events after it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { LogFolder, SNAPSHOT_EVERY, snapshotFits, snapshotOf, type Folded } from './fold';
import { useEventLog, type EventLogView } from './gameLog';

/** Open from a snapshot of this app's version: only the head, the snapshot and the rows after it before painting (issue 24). */
const OPEN_FROM_SNAPSHOT = { tailFirst: snapshotFits };

/** Shown while something waits for the earlier events of a game opened from a snapshot (read in the background). */
export const EARLIER_WAIT = 'reading the earlier events of this game…';

export interface GameFold {
  log: EventLogView;
  folder: LogFolder;
  /** The stored head is damaged (its cursor, length or kind): the game opens read-only with every stored row, never as new. */
  headDamage: string | null;
  /** The events folded: those in effect, or every stored row when the head is damaged. */
  rows: readonly unknown[];
  /** The fold as it stands (from a snapshot: partial until completed). */
  foldedNow: Folded | null;
  /** The fold to show: completed first when `everyState` asks for every earlier state. */
  folded: Folded | null;
}

/**
 * Game `id`'s stored log and its fold. `everyState`: the log and "the table as it was then" need every earlier state,
 * so a fold from a snapshot is completed first (the events decide).
 */
export function useGameFold(id: string, everyState: boolean): GameFold {
  const log = useEventLog(id, OPEN_FROM_SNAPSHOT);
  const [folder] = useState(() => new LogFolder());
  const headDamage = log.damaged.find((d) => d.seq === 0)?.reason ?? null;
  const rows = useMemo(() => (headDamage === null ? log.events : [...log.events, ...log.redoEvents]), [headDamage, log.events, log.redoEvents]);
  /** Bumped when the fold was completed after painting (a long game opened from a snapshot: fold.ts), to show it. */
  const [, setCompleted] = useState(0);
  const snapshot = log.snapshot;
  const unloaded = log.unloaded;
  const foldedMemo = useMemo(() => (log.head === null ? null : folder.fold(log.head.meta, rows, snapshot, unloaded)), [folder, log.head, rows, snapshot, unloaded]);
  const foldedNow = foldedMemo ? folder.latest(foldedMemo) : null;
  const folded = foldedNow && foldedNow.from > 0 && everyState ? (folder.complete() ?? foldedNow) : foldedNow;
  // Opened from a snapshot: replay the events before it in slices after painting (once they are read), and check the
  // snapshot against them.
  const partial = folded !== null && folded.from > 0 && folded.unloaded === 0;
  useEffect(() => {
    if (!partial) return;
    let handle = 0;
    const idle = typeof requestIdleCallback === 'function';
    const step = () => {
      if (folder.completeSome(8)) setCompleted((c) => c + 1);
      else handle = idle ? requestIdleCallback(step, { timeout: 200 }) : window.setTimeout(step, 16);
    };
    handle = idle ? requestIdleCallback(step, { timeout: 200 }) : window.setTimeout(step, 16);
    return () => (idle ? cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, [folder, partial]);

  // Store a snapshot every SNAPSHOT_EVERY events (the latest multiple before the last event, so the last result can be
  // read from the state before it): the next open folds only the events after it.
  // Written again once an open from a snapshot is complete: a snapshot the events corrected is replaced.
  const snapSeq = useRef(0);
  const putSnapshot = log.putSnapshot;
  const snapReady = folded !== null && folded.broken === null && folded.failed === null && headDamage === null && log.status === 'ready';
  useEffect(() => {
    if (!snapReady || !folded) return;
    const n = folded.events.length;
    const at = Math.floor((n - 1) / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
    const st = folded.states[at];
    // From a snapshot, a state up to it is written only once the replay has checked it (the fold complete).
    if (at < SNAPSHOT_EVERY || at === snapSeq.current || !st || (folded.from > 0 && at <= folded.from)) return;
    snapSeq.current = at;
    // A snapshot is a cache, not an action: it is checked against the events before use and rebuilt from them when
    // missing. A failed write (a full disk) loses nothing; it is tried again at the next snapshot point.
    putSnapshot(at, snapshotOf(st)).catch(() => {
      if (snapSeq.current === at) snapSeq.current = -1;
    });
  }, [snapReady, folded, putSnapshot]);

  return { log, folder, headDamage, rows, foldedNow, folded };
}
