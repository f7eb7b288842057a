/**
 * Screen Wake Lock while the Table (and later a game) is open, re-acquired when the
 * page becomes visible again (the browser releases it when the tab is hidden).
 */
import { useEffect } from 'react';

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let cancelled = false;
    const acquire = async (): Promise<void> => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const s = (await navigator.wakeLock.request('screen')) as WakeLockSentinelLike;
        if (cancelled) void s.release();
        else sentinel = s;
      } catch {
        /* refused (battery saver, no user gesture yet): the game still works */
      }
    };
    const onVisible = (): void => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      if (sentinel && !sentinel.released) void sentinel.release();
    };
  }, [active]);
}
