/**
 * The floating buttons (the chicken, scroll-to-top) step aside while a price or a control lies
 * under them (issue 28 item 8): a phone's page runs edge to edge, so whatever corner they float in,
 * a "€ 8,95" or a "Toevoegen" scrolls past it. They come back as soon as the spot is free, and stay
 * while they are in use (open, or holding the focus).
 */
import { useEffect, useState, type RefObject } from 'react';

const CONTROL =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** Whether an element is a control, or says a price in its own words. */
export function mattersUnder(element: Element): boolean {
  if (element.closest(CONTROL)) return true;
  return Array.from(element.childNodes).some(
    (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').includes('€'),
  );
}

/** The points of a box that are checked: its corners (a little inside) and its middle. */
function probes(box: DOMRect): [number, number][] {
  const inset = 4;
  const [l, r, t, b] = [box.left + inset, box.right - inset, box.top + inset, box.bottom - inset];
  return [
    [l, t],
    [r, t],
    [l, b],
    [r, b],
    [(l + r) / 2, (t + b) / 2],
  ];
}

/** Whether something that matters lies under `own` (what is inside `own` itself does not count). */
export function somethingUnder(own: Element): boolean {
  const box = own.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  return probes(box).some(([x, y]) => {
    const below = document.elementsFromPoint(x, y).find((el) => !own.contains(el));
    return below !== undefined && below !== document.body && below !== document.documentElement
      ? mattersUnder(below)
      : false;
  });
}

/**
 * True while the floating element `ref` should step aside. `busy` (its panel open, or the focus in
 * it) keeps it in place.
 */
export function useKeepClear(ref: RefObject<HTMLElement | null>, busy: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    if (busy) {
      setAside(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const focused = el.contains(document.activeElement);
      setAside(!focused && somethingUnder(el));
    };
    const soon = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    soon();
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    // The page under it changes too (a menu arrives, a filter hides products).
    const observer = new MutationObserver(soon);
    const main = document.getElementById('main');
    if (main) observer.observe(main, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      observer.disconnect();
    };
  }, [ref, busy]);
  return aside;
}
