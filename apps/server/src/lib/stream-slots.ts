/**
 * Caps on open event streams: a few per key (a signed-in session, a client address) and a total for
 * the process, so one client cannot hold hundreds of connections and listeners. A slot is counted
 * before the first await, so streams opened at the same moment cannot all slip under the cap.
 */
import { TooManyRequestsError } from './errors';

export interface StreamLimits {
  perKey: number;
  total: number;
}

export function createStreamSlots(limits: StreamLimits, messages: { perKey: string; total: string }) {
  const perKey = new Map<string, number>();
  let total = 0;
  return {
    /** Takes a slot for `key` or throws 429; the answer gives it back (calling it twice is once). */
    take(key: string): () => void {
      const ofKey = perKey.get(key) ?? 0;
      if (ofKey >= limits.perKey) throw new TooManyRequestsError(messages.perKey, 60);
      if (total >= limits.total) throw new TooManyRequestsError(messages.total, 60);
      perKey.set(key, ofKey + 1);
      total += 1;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        total -= 1;
        const left = (perKey.get(key) ?? 1) - 1;
        if (left > 0) perKey.set(key, left);
        else perKey.delete(key);
      };
    },
    get open(): number {
      return total;
    },
  };
}
