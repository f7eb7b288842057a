/**
 * Issue 12 case 3b: an edit shown on screen must not be silently lost when the page unloads while its write is
 * in flight (typing a squadron name and at once loading another URL lost it in 10 of 23 runs). While the store
 * has a write in flight, leaving the page asks the player first (the browser's own "Leave site?" question);
 * at any other time leaving is never held up. Nothing waits to be flushed on `pagehide`/`visibilitychange`:
 * every edit is sent to storage at once, so the write in flight is all there is to protect.
 */
import { useEffect } from 'react';
import { writesInFlight } from '../store/status';

export function onBeforeUnload(e: BeforeUnloadEvent): void {
  if (writesInFlight() === 0) return;
  e.preventDefault();
  // Older browsers ask only when returnValue is set.
  e.returnValue = '';
}

/** Ask before leaving while a write is in flight (the app shell installs it once). */
export function useUnloadGuard(): void {
  useEffect(() => {
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
