/**
 * Client-side navigation starts a new page at its top (or at its #anchor), and Back and Forward return
 * to where that page was left (issue 28 item 1), also after a reload in this tab. The router keeps the
 * positions (`enableScrollRestoration`) and says after each navigation where to go; this applies it.
 * One layout at a time calls it (the public site's or the admin's): the router keeps one set.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useDataRouter, useLocation, useRouterState } from '../lib/router';

/**
 * The router's key for the entry a document was loaded on. Every load has it, so a position kept
 * under it would be restored on the next page load (a return from the bank landed 46 px down).
 */
const FIRST_ENTRY = 'default';
/** On the privacy page (@gh/domain/privacy). */
export const STORAGE_KEY = 'gh-scroll-positions';
/** Scroll position per history entry (its location key), shared with the router. */
let positions: Record<string, number> = {};
/**
 * Whether the first page is shown. The page the visitor arrived on is the browser's (its #anchor, a
 * reload's position, a scroll made while a server-rendered page was still loading); later pages are
 * ours, also when the layout changes (Dutch to English, the admin to the site).
 */
let arrived = false;

/**
 * Parts laid out only near the screen (`.gh-later`, site.css) stand at an estimated size until then,
 * so a position on a page that has them means something else once they are laid out. From the first
 * move within the site, pages are laid out whole, and positions are kept and restored in that layout:
 * the browser's scroll anchoring keeps what the visitor sees in place while the parts above take their
 * real sizes. The saving of layout work is for the first page of a visit.
 */
function layOutAll(): void {
  document.documentElement.dataset.layOutAll = '';
}

/** Where the visitor is on the page, in the page's full layout. */
function positionInFullLayout(): number {
  layOutAll();
  return window.scrollY;
}

export function useScrollRestoration(): void {
  const router = useDataRouter();
  const state = useRouterState();
  const location = useLocation();

  useLayoutEffect(() => {
    if (!router) return;
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
    // The first entry of every page load is "default": another document's position, never this one's.
    delete positions[FIRST_ENTRY];
    history.scrollRestoration = 'manual';
    const stop = router.enableScrollRestoration(positions, positionInFullLayout);
    return () => {
      stop();
      history.scrollRestoration = 'auto';
    };
  }, [router]);

  // Leaving the site (or reloading): this page's position is kept for the tab, and the browser
  // restores it itself when the page comes back.
  useEffect(() => {
    const save = () => {
      positions[location.key] = window.scrollY;
      const { [FIRST_ENTRY]: _loaded, ...kept } = positions;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
      } catch {
        // Storage blocked or full: Back within the site still works.
      }
      history.scrollRestoration = 'auto';
    };
    addEventListener('pagehide', save);
    return () => removeEventListener('pagehide', save);
  }, [location.key]);

  const restore = state?.restoreScrollPosition;
  const keep = state?.preventScrollReset;
  const ready = state?.initialized ?? false;
  useLayoutEffect(() => {
    // Until the first page's code and data are in, nothing is shown that could be scrolled.
    if (!ready) return;
    const first = !arrived;
    arrived = true;
    if (first || restore === false || restore === undefined) return;
    if (typeof restore === 'number') {
      layOutAll();
      window.scrollTo(0, restore);
      return;
    }
    let target: HTMLElement | null = null;
    try {
      target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    } catch {
      // A hash that is no element's id: the top, as for a page without one.
    }
    if (target) target.scrollIntoView();
    else if (!keep) window.scrollTo(0, 0);
  }, [location, restore, keep, ready]);
}
