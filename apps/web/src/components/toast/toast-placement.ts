/**
 * Where the toasts stand: at the bottom (spec section 8), but never over what the customer just
 * used (the card or cart line with its price and buttons), over a dialog's footer, over the cookie
 * banner's button, or up into the sticky header with the basket button (issue 28 item 8).
 */

export interface Box {
  top: number;
  bottom: number;
}

export interface Placement {
  /** The window's height. */
  viewport: number;
  /** The toasts' own height (all of them, stacked). */
  height: number;
  /** How far above the window's bottom they stand by default (the host's `avoid` part counted). */
  clearance: number;
  /** Where the sticky bars at the top end (navbar, category bar): toasts stay below it. */
  topLimit: number;
  /** What they must not cover: the thing just used, in window coordinates. */
  avoid: Box | null;
}

const GAP = 8;
const EDGE = 16;

/** The distance from the window's bottom to the toasts' bottom edge. */
export function toastBottom({ viewport, height, clearance, topLimit, avoid }: Placement): number {
  const standard = Math.max(EDGE, clearance + GAP);
  if (!avoid) return standard;
  const top = viewport - standard - height;
  const covers = avoid.bottom > top && avoid.top < viewport - standard;
  if (!covers) return standard;
  // Just above the thing used, when there is room below the sticky bars…
  if (avoid.top - GAP - height >= topLimit) return viewport - avoid.top + GAP;
  // …else just below it, when that is still above the default place's floor.
  const below = viewport - (avoid.bottom + GAP + height);
  if (below >= standard) return below;
  return standard;
}

/** What a tap or key press last used, and when: the toast it causes keeps clear of it. */
let lastUsed: { element: Element; at: number } | null = null;
const RECENT_MS = 3000;

export function watchUse(): () => void {
  const note = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    if (event.target instanceof Element) lastUsed = { element: event.target, at: Date.now() };
  };
  document.addEventListener('pointerdown', note, true);
  document.addEventListener('keydown', note, true);
  return () => {
    document.removeEventListener('pointerdown', note, true);
    document.removeEventListener('keydown', note, true);
  };
}

/**
 * The box around what was just used: its product card, cart line or marked part (which hold its
 * price), or the control itself. Null when nothing was used lately or it is gone.
 */
export function usedBox(now = Date.now()): Box | null {
  if (!lastUsed || now - lastUsed.at > RECENT_MS || !lastUsed.element.isConnected) return null;
  const part = lastUsed.element.closest('article, li, [data-toast-avoid]') ?? lastUsed.element;
  const rect = part.getBoundingClientRect();
  return rect.height > 0 ? { top: rect.top, bottom: rect.bottom } : null;
}

/**
 * The bottom of the bars at the top of the window (`data-sticky-top`: the navbar, the menu's category
 * bar once it sticks, a drawer's header), 0 when none is there.
 */
export function stickyTop(): number {
  let limit = 0;
  for (const el of Array.from(document.querySelectorAll('[data-sticky-top]'))) {
    const rect = el.getBoundingClientRect();
    if (rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight / 3)
      limit = Math.max(limit, rect.bottom);
  }
  return limit;
}
