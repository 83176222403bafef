/**
 * Keeps the kitchen tablet's screen on while the board is open (Wake Lock API, where the browser has
 * it). The browser drops the lock whenever the page is hidden, so it is asked for again on return.
 */
import { useEffect } from 'react';

interface WakeLockSentinelLike {
  readonly released?: boolean;
  release(): Promise<void>;
}

export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (
      navigator as Navigator & {
        wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> };
      }
    ).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let active = true;
    const acquire = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      wakeLock
        .request('screen')
        .then((lock) => {
          if (active) sentinel = lock;
          else void lock.release();
        })
        // Refused (battery saver, no user gesture yet): the screen may sleep, the board still works.
        .catch(() => undefined);
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}
