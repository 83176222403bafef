/** Rings every few seconds while an order waits for a cook: a chime that plays once is easily missed. */
import { useEffect } from 'react';
import { chime } from '../sound';

const RING_EVERY_MS = 4_000;

export function useRinging(ringing: boolean): void {
  useEffect(() => {
    if (!ringing) return;
    chime();
    const timer = setInterval(chime, RING_EVERY_MS);
    return () => clearInterval(timer);
  }, [ringing]);
}
