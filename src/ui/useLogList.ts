/** The stored event logs of one kind, live across tabs (the saved-games lists). */
import { useEffect, useState } from 'react';
import { liveQuery, type Subscription } from 'dexie';
import { getDatabase } from '../store/runtime';
import { eventLogOn, type ListedLog, type LogKind } from '../store/eventLog';

export interface LogListHandle {
  status: 'loading' | 'ready' | 'unavailable';
  heads: ListedLog[];
}

/** The stored logs of one kind, newest first, live across tabs. */
export function useLogList(kind: LogKind): LogListHandle {
  const [state, setState] = useState<LogListHandle>({ status: 'loading', heads: [] });
  useEffect(() => {
    let sub: Subscription | null = null;
    let live = true;
    const ops = eventLogOn(getDatabase);
    void getDatabase().then(
      () => {
        if (!live) return;
        sub = liveQuery(() => ops.logList(kind)).subscribe({
          next: (heads) => setState({ status: 'ready', heads }),
          error: () => setState({ status: 'unavailable', heads: [] }),
        });
      },
      () => live && setState({ status: 'unavailable', heads: [] }),
    );
    return () => {
      live = false;
      sub?.unsubscribe();
    };
  }, [kind]);
  return state;
}
