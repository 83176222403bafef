/**
 * Clicks on a server-rendered page before it is hydrated. index.html's inline script holds back
 * clicks on buttons (they have no handler yet) in `window.__ghEarlyClicks`; once the app has
 * hydrated, this hook stops that and clicks them again, so a quick "Toevoegen" is not lost.
 */
import { useEffect } from 'react';

declare global {
  interface Window {
    __ghEarlyClicks?: HTMLElement[];
  }
}

export function useReplayEarlyClicks(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    const early = window.__ghEarlyClicks ?? [];
    window.__ghEarlyClicks = [];
    for (const button of early) {
      if (button.isConnected) button.click();
    }
  }, []);
}
