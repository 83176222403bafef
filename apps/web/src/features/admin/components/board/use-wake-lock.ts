/**
 * Keeps the kitchen tablet's screen on while the board is open (Screen Wake Lock API). The browser
 * drops the lock whenever the page is hidden, so it is asked for again on return. What happened is
 * answered, not swallowed: the board shows "Scherm blijft aan" or a warning with the browser's reason.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

interface WakeLockSentinelLike extends EventTarget {
  readonly released: boolean;
  release(): Promise<void>;
}

type WakeLockApi = { request(type: 'screen'): Promise<WakeLockSentinelLike> };

export type WakeLockState =
  /** The browser has no Screen Wake Lock at all. */
  | { status: 'unsupported' }
  /** Asked, no answer yet (or the page is hidden and will ask on return). */
  | { status: 'asking' }
  | { status: 'held' }
  /** Refused: `reason` is the browser's own error (`NotAllowedError: …`). */
  | { status: 'refused'; reason: string; blockedByPolicy: boolean };

interface PolicyDocument {
  featurePolicy?: { allowsFeature(feature: string): boolean };
  permissionsPolicy?: { allowsFeature(feature: string): boolean };
}

/** Whether the page's Permissions-Policy allows the wake lock (unknown: true). */
export function policyAllowsWakeLock(doc: Document = document): boolean {
  const policy =
    (doc as Document & PolicyDocument).permissionsPolicy ?? (doc as PolicyDocument).featurePolicy;
  return policy ? policy.allowsFeature('screen-wake-lock') : true;
}

function describe(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) return `${error.name}: ${error.message}`;
  return String(error);
}

export function useWakeLock(): { state: WakeLockState; retry: () => void } {
  const api =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
  const [state, setState] = useState<WakeLockState>(api ? { status: 'asking' } : { status: 'unsupported' });
  const sentinel = useRef<WakeLockSentinelLike | null>(null);
  const asking = useRef(false);
  // Each mount of the board counts up: an answer for an earlier one is let go.
  const generation = useRef(0);

  const acquire = useCallback(() => {
    if (!api || document.visibilityState !== 'visible' || asking.current) return;
    if (sentinel.current && !sentinel.current.released) return;
    const mine = generation.current;
    asking.current = true;
    setState({ status: 'asking' });
    api.request('screen').then(
      (lock) => {
        asking.current = false;
        if (mine !== generation.current) {
          void lock.release().catch(() => undefined);
          return;
        }
        sentinel.current = lock;
        setState({ status: 'held' });
        // Dropped by the browser (page hidden, battery saver): asked again when visible.
        lock.addEventListener('release', () => {
          if (mine === generation.current) setState({ status: 'asking' });
        });
      },
      (error: unknown) => {
        asking.current = false;
        if (mine !== generation.current) return;
        console.warn('Het scherm aan houden is geweigerd:', error);
        setState({ status: 'refused', reason: describe(error), blockedByPolicy: !policyAllowsWakeLock() });
      },
    );
  }, [api]);

  useEffect(() => {
    generation.current += 1;
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      generation.current += 1;
      asking.current = false;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel.current?.release().catch(() => undefined);
      sentinel.current = null;
    };
  }, [acquire]);

  return { state, retry: acquire };
}
