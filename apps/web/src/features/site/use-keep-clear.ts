/**
 * The floating buttons (the chicken, scroll-to-top) step aside while a price or a control lies
 * under them (issue 28 item 8): a phone's page runs edge to edge, so whatever corner they float in,
 * a "€ 8,95" or a "Toevoegen" scrolls past it. They come back as soon as the spot is free, and stay
 * while they are in use (open, or holding the focus: Tab still reaches one that stepped aside, and
 * brings it back).
 */
import { useEffect, useState, type RefObject } from 'react';

const CONTROL =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** What must stay free: every control, and every piece of text that says a price ("€ 8,95"). */
function collect(): (Element | Text)[] {
  const found: (Element | Text)[] = Array.from(document.querySelectorAll(CONTROL));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node.textContent ?? '').includes('€')) found.push(node as Text);
  }
  return found;
}

const range = typeof document === 'undefined' ? null : document.createRange();

function boxesOf(target: Element | Text): ArrayLike<DOMRect> {
  if (target instanceof Element) return [target.getBoundingClientRect()];
  range!.selectNodeContents(target);
  return range!.getClientRects();
}

/**
 * Whether the browser skips `target` as far from the screen (content-visibility, `.gh-later`): such
 * a target lies under nothing on screen, and asking its boxes would lay its whole part out.
 */
function farOffScreen(target: Element | Text): boolean {
  const element = target instanceof Element ? target : target.parentElement;
  if (!element || typeof element.checkVisibility !== 'function') return false;
  return !element.checkVisibility({ contentVisibilityAuto: true });
}

/**
 * Whether a control or a price lies under `own` (what is inside `own` does not count). Boxes, not
 * points: a price's line may run between any few points one would test.
 */
export function somethingUnder(own: Element, targets: readonly (Element | Text)[]): boolean {
  const spot = own.getBoundingClientRect();
  if (spot.width === 0 || spot.height === 0) return false;
  return targets.some((target) => {
    if (own.contains(target) || farOffScreen(target)) return false;
    const boxes = boxesOf(target);
    for (let i = 0; i < boxes.length; i += 1) {
      const box = boxes[i]!;
      if (
        box.width > 0 &&
        box.height > 0 &&
        box.left < spot.right &&
        spot.left < box.right &&
        box.top < spot.bottom &&
        spot.top < box.bottom
      )
        return true;
    }
    return false;
  });
}

/**
 * True while the floating element `ref` should step aside. `busy` (its panel open, or the focus in
 * it) keeps it in place.
 */
export function useKeepClear(ref: RefObject<HTMLElement | null>, busy: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    if (busy) return;
    let frame = 0;
    let targets: (Element | Text)[] | null = null;
    const check = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const focused = el.contains(document.activeElement);
      targets ??= collect();
      setAside(!focused && somethingUnder(el, targets));
    };
    const soon = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    soon();
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    // Tab onto it brings it back; leaving it lets it step aside again.
    document.addEventListener('focusin', soon);
    document.addEventListener('focusout', soon);
    // The page under it changes too (a menu arrives, a filter hides products, a price changes).
    const observer = new MutationObserver(() => {
      targets = null;
      soon();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      document.removeEventListener('focusin', soon);
      document.removeEventListener('focusout', soon);
      observer.disconnect();
    };
  }, [ref, busy]);
  // In use, it stays where it is, whatever lies under it.
  return aside && !busy;
}
