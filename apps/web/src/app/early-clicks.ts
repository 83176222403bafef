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
    if (early.length === 0) return;
    // In a task of its own, after React's commit: a button in a part React has not hydrated yet (a
    // Suspense boundary, such as a menu category) is hydrated at once by the click, which React can
    // do only outside a commit.
    setTimeout(() => {
      for (const button of early) {
        if (button.isConnected) button.click();
      }
    }, 0);
  }, []);
}
