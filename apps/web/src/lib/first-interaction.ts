/**
 * The visitor's first act on a page (a tap, a key, a scroll, a wheel turn) or the app's first move
 * to another page (issue 28 item 10): code a visitor needs only once they act (the footer's and the
 * hero drawing's hydration, the vitals reporter) waits for it, so a first visit's downloads hold only
 * what the page needs before any tap. Not a timer: a visitor who acts at 0.5 s gets it at 0.5 s.
 */
const EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

let resolveFirst: (() => void) | undefined;
let first: Promise<void> | undefined;

/** Resolves on the first interaction (at once where there is no page, as on the server). */
export function firstInteraction(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  if (!first) {
    first = new Promise<void>((resolve) => {
      resolveFirst = resolve;
    });
    const done = () => {
      for (const type of EVENTS) removeEventListener(type, done, { capture: true });
      resolveFirst?.();
    };
    for (const type of EVENTS) addEventListener(type, done, { capture: true, passive: true });
  }
  return first;
}

/** The app moved to another page (a redirect without a tap counts too): everything waiting goes. */
export function interactionHappened(): void {
  void firstInteraction();
  resolveFirst?.();
}
